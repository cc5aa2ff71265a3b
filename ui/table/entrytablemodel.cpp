#include "table/entrytablemodel.h"

#include "common/catalogtext.h"
#include "common/entrymime.h"

#include <QBrush>
#include <QGuiApplication>
#include <QMimeData>
#include <QPalette>

#include <algorithm>

namespace chipatlas {

EntryTableModel::EntryTableModel(const Columns& columns, QObject* parent)
    : QAbstractTableModel(parent)
    , m_locale()
    , m_columns(columns) {
    m_italicFont.setItalic(true);
}

void EntryTableModel::setPrecision(Precision precision) {
    if (precision == m_precision)
        return;
    m_precision = precision;
    Q_EMIT headerDataChanged(Qt::Horizontal, m_columns.precisionFirst, m_columns.precisionLast);
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, m_columns.precisionFirst),
                           index(rowCount() - 1, m_columns.precisionLast));
}

void EntryTableModel::setMemoryUnits(MemoryUnits units) {
    if (units == m_memoryUnits)
        return;
    m_memoryUnits = units;
    // A memory column's header names its unit.
    Q_EMIT headerDataChanged(Qt::Horizontal, m_columns.memoryFirst, m_columns.memoryLast);
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, m_columns.memoryFirst),
                           index(rowCount() - 1, m_columns.memoryLast),
                           {Qt::DisplayRole, Qt::ToolTipRole});
}

int EntryTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : m_columns.count;
}

int EntryTableModel::alignmentFor(int column) const {
    return int((isNumeric(column) ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
}

QBrush EntryTableModel::missingBrush() {
    return QBrush(QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text));
}

QString EntryTableModel::markedText(const QString& text, const Figure& figure, bool missing) {
    if (missing)
        return statusDisplayName(missingStatus(figure.status));
    if (isDoubtfulStatus(figure.status))
        return text + QLatin1Char(' ') + statusMark(figure.status);
    if (figure.sparsityUnstated)
        return text + QStringLiteral(" *");
    return text;
}

FigureStatus EntryTableModel::missingStatus(FigureStatus status) {
    return status == FigureStatus::NotPublished ? FigureStatus::NotPublished
                                                : FigureStatus::Unknown;
}

void EntryTableModel::addFigureLines(QStringList* lines, const Figure& figure,
                                     const QString& sparsityText) {
    if (figure.sparsityUnstated)
        *lines << sparsityText;
    if (!figure.note.isEmpty())
        *lines << catalogText(figure.note);
    if (!figure.source.isEmpty())
        *lines << tr("Source: %1").arg(figure.source);
}

QString EntryTableModel::wrappedTitle(QString title) {
    const qsizetype open = title.lastIndexOf(QStringLiteral(" ("));
    if (open > 0 && title.endsWith(QLatin1Char(')')))
        title[open] = QLatin1Char('\n');
    return title;
}

QVariant EntryTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const int column = index.column();
    const bool identity = isIdentityColumn(column);
    switch (role) {
    case IdRole:
        return entryAt(row).id;
    case Qt::DisplayRole:
    case Qt::EditRole:
        return displayText(row, column);
    case SortRole:
        return sortValue(row, column);
    case MissingRole:
        return cellAt(row, column).missing;
    case StatusRole: {
        if (identity)
            return {};
        const Cell cell = cellAt(row, column);
        return int(cell.missing ? missingStatus(cell.status) : cell.status);
    }
    case Qt::TextAlignmentRole:
        return alignmentFor(column);
    case Qt::ForegroundRole:
        if (!identity && cellAt(row, column).missing)
            return missingBrush();
        return {};
    case Qt::FontRole: {
        if (identity)
            return {};
        const Cell cell = cellAt(row, column);
        if (!cell.missing &&
            (isDoubtfulStatus(cell.status) || cell.status == FigureStatus::Computed))
            return m_italicFont;
        return {};
    }
    case Qt::ToolTipRole: {
        const QString text = toolTipText(row, column);
        return text.isEmpty() ? QVariant() : QVariant(text);
    }
    default:
        return {};
    }
}

QVariant EntryTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= m_columns.count)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (role) {
    case Qt::DisplayRole:
        return headerTitle(section);
    case Qt::ToolTipRole:
        return headerToolTip(section);
    case Qt::TextAlignmentRole:
        return alignmentFor(section);
    default:
        return QAbstractTableModel::headerData(section, orientation, role);
    }
}

Qt::ItemFlags EntryTableModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid())
        flags |= Qt::ItemIsDragEnabled;
    return flags;
}

QStringList EntryTableModel::mimeTypes() const {
    return {entriesMimeType()};
}

QMimeData* EntryTableModel::mimeData(const QModelIndexList& indexes) const {
    // A selected row arrives once per column: keep each entry once, in row order.
    QList<int> rows;
    for (const QModelIndex& index : indexes) {
        if (index.isValid() && index.model() == this && !rows.contains(index.row()))
            rows.append(index.row());
    }
    if (rows.isEmpty())
        return nullptr;
    std::sort(rows.begin(), rows.end());
    QList<EntryRef> entries;
    for (int row : rows)
        entries.append(entryAt(row));
    return createEntriesMimeData(entries);
}

} // namespace chipatlas
