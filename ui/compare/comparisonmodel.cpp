#include "compare/comparisonmodel.h"

#include "common/catalogtext.h"
#include "domain/figureformat.h"
#include "domain/metrics.h"
#include "domain/units.h"

#include <QBrush>
#include <QGuiApplication>
#include <QPalette>

namespace chipatlas {

namespace {
// Why a chip takes no part in choosing the row's winner, for its cell's tooltip.
QString leftOutToolTip(LeftOutReason reason) {
    switch (reason) {
    case LeftOutReason::NotPublished:
    case LeftOutReason::Unknown:
        return ComparisonModel::tr("Left out of the winner choice: no figure");
    case LeftOutReason::Unverified:
        return ComparisonModel::tr("Left out of the winner choice: the figure is unverified");
    case LeftOutReason::DesignTarget:
        return ComparisonModel::tr("Left out of the winner choice: the figure is a design "
                                   "target for a chip that does not ship yet");
    case LeftOutReason::OtherLinkScope:
        return ComparisonModel::tr("Left out of the winner choice: a host-to-chip link, not "
                                   "comparable with links between chips");
    case LeftOutReason::OtherPowerScope:
        return ComparisonModel::tr("Left out of the winner choice: the chips' power only, not "
                                   "comparable with a whole system's power");
    }
    Q_UNREACHABLE();
    return QString();
}

// Internal ids: 0 for a group item, group row + 1 for a figure row under it.
constexpr quintptr kGroupId = 0;

bool valueMissing(const ComparisonRow& row, int chip) {
    const Figure& figure = row.values.at(chip);
    return !figure.hasValue() || (!row.numeric && figure.text().isEmpty());
}

// Values that must not be read as clean vendor figures: shown in italics.
bool valueQualified(const Figure& figure) {
    return figure.hasValue() && (figure.status == FigureStatus::Computed ||
                                 isDoubtfulStatus(figure.status) || figure.sparsityUnstated);
}

QString html(const QString& text) {
    return text.toHtmlEscaped();
}
} // namespace

ComparisonModel::ComparisonModel(QObject* parent)
    : QAbstractItemModel(parent)
    , m_locale() {
    m_boldFont.setBold(true);
    m_italicFont.setItalic(true);
    m_boldItalicFont.setBold(true);
    m_boldItalicFont.setItalic(true);
    const QPalette palette = QGuiApplication::palette();
    QColor tint = palette.color(QPalette::Highlight);
    tint.setAlpha(40);
    m_differenceColor = tint;
    m_missingColor = palette.color(QPalette::Disabled, QPalette::Text);
}

void ComparisonModel::setComparison(Comparison comparison) {
    beginResetModel();
    m_comparison = std::move(comparison);
    rebuildGroups();
    endResetModel();
}

void ComparisonModel::setHideEqualRows(bool hide) {
    if (hide == m_hideEqualRows)
        return;
    beginResetModel();
    m_hideEqualRows = hide;
    rebuildGroups();
    endResetModel();
}

void ComparisonModel::setHighlightDifferences(bool highlight) {
    if (highlight == m_highlightDifferences)
        return;
    m_highlightDifferences = highlight;
    emitBackgroundChanged();
}

void ComparisonModel::setDifferenceColor(const QColor& color) {
    if (color == m_differenceColor)
        return;
    m_differenceColor = color;
    emitBackgroundChanged();
}

void ComparisonModel::emitBackgroundChanged() {
    for (int group = 0; group < m_groups.size(); ++group) {
        const QModelIndex parent = index(group, 0);
        const int last = rowCount(parent) - 1;
        if (last >= 0)
            Q_EMIT dataChanged(index(0, 0, parent), index(last, columnCount() - 1, parent),
                               {Qt::BackgroundRole});
    }
}

void ComparisonModel::setMemoryUnits(MemoryUnits units) {
    if (units == m_memoryUnits)
        return;
    m_memoryUnits = units;
    for (int group = 0; group < m_groups.size(); ++group) {
        const QModelIndex parent = index(group, 0);
        const int last = rowCount(parent) - 1;
        if (last >= 0)
            Q_EMIT dataChanged(index(0, 1, parent), index(last, entryCount(), parent),
                               {Qt::DisplayRole, Qt::ToolTipRole});
    }
}

void ComparisonModel::setMissingColor(const QColor& color) {
    m_missingColor = color;
}

void ComparisonModel::rebuildGroups() {
    m_groups.clear();
    for (int i = 0; i < m_comparison.rows.size(); ++i) {
        const ComparisonRow& row = m_comparison.rows.at(i);
        if (m_hideEqualRows && !row.differs)
            continue;
        if (m_groups.isEmpty() || m_groups.last().group != row.group)
            m_groups.append({row.group, {}});
        m_groups.last().rows.append(i);
    }
}

const ComparisonRow* ComparisonModel::rowAt(const QModelIndex& index) const {
    if (!index.isValid() || index.model() != this || index.internalId() == kGroupId)
        return nullptr;
    const Group& group = m_groups.at(int(index.internalId() - 1));
    return &m_comparison.rows.at(group.rows.at(index.row()));
}

QModelIndex ComparisonModel::indexForKey(const QString& key) const {
    for (int g = 0; g < m_groups.size(); ++g) {
        const QList<int>& rows = m_groups.at(g).rows;
        for (int r = 0; r < rows.size(); ++r) {
            if (m_comparison.rows.at(rows.at(r)).key == key)
                return createIndex(r, 0, quintptr(g + 1));
        }
    }
    return {};
}

QModelIndex ComparisonModel::index(int row, int column, const QModelIndex& parent) const {
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, kGroupId);
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex ComparisonModel::parent(const QModelIndex& child) const {
    if (!child.isValid() || child.internalId() == kGroupId)
        return {};
    return createIndex(int(child.internalId() - 1), 0, kGroupId);
}

int ComparisonModel::rowCount(const QModelIndex& parent) const {
    if (!parent.isValid())
        return int(m_groups.size());
    if (parent.internalId() == kGroupId && parent.column() == 0)
        return int(m_groups.at(parent.row()).rows.size());
    return 0;
}

int ComparisonModel::columnCount(const QModelIndex&) const {
    return entryCount() + 2;
}

QVariant ComparisonModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() == kGroupId)
        return groupData(m_groups.at(index.row()), index.column(), role);
    return rowData(*rowAt(index), index.column(), role);
}

QVariant ComparisonModel::groupData(const Group& group, int column, int role) const {
    switch (role) {
    case Qt::DisplayRole:
        return column == 0 ? comparisonGroupName(group.group) : QVariant();
    case Qt::FontRole:
        return m_boldFont;
    default:
        return {};
    }
}

// The unit is in every value ("989.5 TFLOPS", scaled to "2.52 PFLOPS" where that reads
// better), so the label says what the figure is and the tooltip which way wins.
QString ComparisonModel::figureToolTip(const ComparisonRow& row) const {
    QString text = row.label;
    if (row.numeric && row.unit != Unit::None)
        text = tr("%1, in %2").arg(text, unitSymbol(row.unit));
    switch (row.better) {
    case Better::Higher:
        text = tr("%1; higher wins").arg(text);
        break;
    case Better::Lower:
        text = tr("%1; lower wins").arg(text);
        break;
    case Better::None:
        return tr("%1; no winner (text)").arg(text);
    }
    if (row.aboutTheSame)
        text = tr("%1; no winner: the best values are about the same").arg(text);
    if (row.tooCloseToCall)
        text = tr("%1; no winner: too close to call, because the printed units differ and the "
                  "winner changes when GiB is converted to GB")
                   .arg(text);
    else if (row.mixedPrintedUnits)
        text = tr("%1; printed in different units, compared by their nominal numbers").arg(text);
    return text;
}

QVariant ComparisonModel::rowData(const ComparisonRow& row, int column, int role) const {
    const bool chipColumn = column >= 1 && column <= entryCount();
    const int chip = column - 1;
    switch (role) {
    case Qt::DisplayRole:
        if (column == 0)
            return row.label;
        if (chipColumn) {
            const QString text = comparisonCellText(row, chip, m_locale, m_memoryUnits);
            // The vendor's availability in the GUI's language (metrics.h).
            return row.key == QLatin1String("availability") ? availabilityDisplayText(text) : text;
        }
        return row.note;
    case Qt::ToolTipRole:
        if (column == 0)
            return figureToolTip(row);
        if (chipColumn)
            return cellToolTip(row, chip);
        if (column == noteColumn() && !row.note.isEmpty())
            return QStringLiteral("<p>%1</p>").arg(html(row.note)); // rich text word-wraps
        return {};
    case Qt::FontRole:
        if (!chipColumn)
            return {};
        if (row.winner == chip)
            return valueQualified(row.values.at(chip)) ? m_boldItalicFont : m_boldFont;
        return valueQualified(row.values.at(chip)) ? QVariant(m_italicFont) : QVariant();
    case Qt::ForegroundRole:
        if (chipColumn && (valueMissing(row, chip) || row.leftOut.value(chip)))
            return QBrush(m_missingColor);
        if (column == noteColumn())
            return QBrush(m_missingColor);
        return {};
    case Qt::BackgroundRole:
        if (m_highlightDifferences && row.differs)
            return QBrush(m_differenceColor);
        return {};
    case WinnerRole:
        return chipColumn ? QVariant(row.winner == chip) : QVariant();
    case MissingRole:
        return chipColumn ? QVariant(valueMissing(row, chip)) : QVariant();
    case DiffersRole:
        return row.differs;
    case RowKeyRole:
        return row.key;
    case LeftOutRole:
        if (const std::optional<LeftOutReason> reason = row.leftOut.value(chip);
            chipColumn && reason)
            return leftOutReasonKey(*reason);
        return {};
    case AboutTheSameRole:
        return row.aboutTheSame;
    default:
        return {};
    }
}

QString ComparisonModel::cellToolTip(const ComparisonRow& row, int chip) const {
    const Figure& figure = row.values.at(chip);
    QStringList lines;
    lines << QStringLiteral("<b>%1</b> · %2")
                 .arg(html(m_comparison.entries.at(chip).name()), html(row.label));
    lines << html(comparisonCellText(row, chip, m_locale, m_memoryUnits));
    QString status = statusDisplayName(figure.status);
    if (figure.sparsityUnstated)
        status += tr(", sparsity unstated");
    if (row.winner == chip)
        status +=
            row.winnerMayBeSparse ? tr(", wins this row if it is dense") : tr(", wins this row");
    lines << tr("Status: %1").arg(html(status));
    if (const std::optional<LeftOutReason> reason = row.leftOut.value(chip))
        lines << html(leftOutToolTip(*reason));
    if (figure.hasValue() && figure.printedUnit != PrintedUnit::Unstated && row.mixedPrintedUnits)
        lines << html(figure.printedUnit == PrintedUnit::Binary
                          ? tr("Printed by its source in binary units (GiB); compared by its "
                               "nominal number")
                          : tr("Printed by its source in decimal units (GB); compared by its "
                               "nominal number"));
    const QString binary = binaryPrintedText(figure, row.unit, m_locale);
    if (!binary.isEmpty())
        lines << html(binary);
    if (row.tooCloseToCall && figure.hasValue() && !row.leftOut.value(chip))
        lines << html(tr("No winner: too close to call, because the printed units differ (1 GiB "
                         "= 1.0737 GB) and the winner is not the same under both readings"));
    if (row.aboutTheSame && figure.hasValue() && !row.leftOut.value(chip))
        lines << html(tr("No winner: the best values are about the same (closer than the "
                         "precision they were published with)"));
    if (!figure.note.isEmpty())
        lines << html(catalogText(figure.note));
    if (!figure.source.isEmpty())
        lines << tr("Source: %1").arg(html(figure.source));
    return QStringLiteral("<p>%1</p>").arg(lines.join(QStringLiteral("<br>")));
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractItemModel::headerData(section, orientation, role);
    const bool entryColumn = section >= 1 && section <= entryCount();
    if (role == Qt::DisplayRole) {
        if (section == 0)
            return tr("Figure");
        if (entryColumn)
            return m_comparison.entries.at(section - 1).name();
        return tr("Note");
    }
    if (role == Qt::ToolTipRole && entryColumn) {
        // The header's whole text first (a narrow column elides it), then what it is.
        const auto& entry = m_comparison.entries.at(section - 1);
        const Chip& chip = entry.figures();
        QStringList parts{entry.name(), chip.name, chip.vendor, chip.familyGeneration, chip.id};
        parts.removeAll(QString());
        parts.removeDuplicates();
        return parts.join(QStringLiteral(" · "));
    }
    return QAbstractItemModel::headerData(section, orientation, role);
}

} // namespace chipatlas
