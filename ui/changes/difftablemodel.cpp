#include "changes/difftablemodel.h"

#include <QLocale>
#include <QMetaObject>

#include <limits>
#include <utility>

namespace chipatlas {

namespace {

// Whether a value reads as a number ("80 GB", "$2.49/h", "1,979 TFLOPS", "+7.1 %"): those are
// right-aligned, names and dates are not.
bool startsWithNumber(const QString& text) {
    for (const QChar c : text) {
        if (c.isDigit())
            return true;
        if (c.isLetter())
            return false;
    }
    return false;
}

} // namespace

DiffTableModel::DiffTableModel(QObject* parent)
    : QAbstractTableModel(parent)
    , m_latest(std::make_shared<std::atomic<quint64>>(0)) {
    m_pool.setMaxThreadCount(1);
}

DiffTableModel::~DiffTableModel() {
    m_latest->store(std::numeric_limits<quint64>::max()); // a running job's answer is stale
    m_pool.clear();
    m_pool.waitForDone();
}

void DiffTableModel::setDiff(const CatalogDiff& diff) {
    setDiff(diff, m_filter);
}

void DiffTableModel::setDiff(const CatalogDiff& diff, const DiffFilter& filter) {
    m_diff = diff;
    m_filter = filter;
    m_totalRows = 0;
    for (const EntryDiff& entry : std::as_const(m_diff.entries))
        m_totalRows += entry.fields.isEmpty() ? 1 : int(entry.fields.size());
    m_diffChanged = true;
    updateRows();
}

void DiffTableModel::setFilter(const DiffFilter& filter) {
    m_filter = filter;
    updateRows();
}

void DiffTableModel::sort(int column, Qt::SortOrder order) {
    const std::optional<DiffColumn> by = sortColumn(column);
    if (!by)
        return;
    m_sortColumn = *by;
    m_sortOrder = order;
    updateRows();
}

void DiffTableModel::updateRows() {
    const quint64 request = ++m_request;
    m_latest->store(request);
    m_pool.clear(); // a job not started yet answers an older request
    if (m_totalRows <= m_synchronousLimit) {
        apply(request, m_diff, diffRows(m_diff, m_filter, m_sortColumn, m_sortOrder));
        return;
    }
    m_pending = true;
    m_pool.start([this, request, latest = m_latest, diff = m_diff, filter = m_filter,
                  column = m_sortColumn, order = m_sortOrder, locale = QLocale()] {
        if (latest->load() != request)
            return;
        auto rows = std::make_shared<QList<DiffRow>>(diffRows(diff, filter, column, order, locale));
        if (latest->load() != request)
            return;
        QMetaObject::invokeMethod(
            this, [this, request, diff, rows] { apply(request, diff, std::move(*rows)); },
            Qt::QueuedConnection);
    });
}

void DiffTableModel::apply(quint64 request, const CatalogDiff& diff, QList<DiffRow> rows) {
    if (request != m_request)
        return; // a newer request replaced this one
    m_pending = false;
    if (std::exchange(m_diffChanged, false)) {
        beginResetModel();
        m_shownDiff = diff;
        m_rows = std::move(rows);
        endResetModel();
    } else {
        Q_EMIT layoutAboutToBeChanged();
        m_rows = std::move(rows);
        Q_EMIT layoutChanged();
    }
    Q_EMIT rowsUpdated();
}

std::optional<DiffColumn> DiffTableModel::sortColumn(int column) {
    switch (column) {
    case EntryColumn:
        return DiffColumn::Name;
    case KindColumn:
        return DiffColumn::Kind;
    case ChangeColumn:
        return DiffColumn::Change;
    case FieldColumn:
        return DiffColumn::Field;
    case BeforeColumn:
        return DiffColumn::Before;
    case AfterColumn:
        return DiffColumn::After;
    case MoveColumn:
        return DiffColumn::Percent;
    default:
        return std::nullopt;
    }
}

const EntryDiff& DiffTableModel::entryAt(int row) const {
    return m_shownDiff.entries.at(m_rows.at(row).entry);
}

const FieldDiff* DiffTableModel::fieldAt(int row) const {
    const DiffRow& r = m_rows.at(row);
    return r.field < 0 ? nullptr : &m_shownDiff.entries.at(r.entry).fields.at(r.field);
}

int DiffTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DiffTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString DiffTableModel::text(const DiffRow& row, int column) const {
    const EntryDiff& entry = m_shownDiff.entries.at(row.entry);
    const FieldDiff* field = row.field < 0 ? nullptr : &entry.fields.at(row.field);
    switch (column) {
    case EntryColumn:
        return entry.name.isEmpty() ? entry.id : entry.name;
    case KindColumn:
        return diffEntryKindDisplayName(entry.kind);
    case ChangeColumn:
        return diffChangeDisplayName(entry.change);
    case FieldColumn:
        return field ? field->label : QString();
    case BeforeColumn:
        return field ? field->before : QString();
    case BeforeStatusColumn:
        return field ? field->beforeStatus : QString();
    case AfterColumn:
        return field ? field->after : QString();
    case AfterStatusColumn:
        return field ? field->afterStatus : QString();
    case SourceColumn:
        return field && field->sourceChanged ? tr("yes") : QString();
    case MoveColumn:
        return field && field->percent ? diffPercentText(*field->percent) : QString();
    }
    return {};
}

QVariant DiffTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const DiffRow& row = m_rows.at(index.row());
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return text(row, column);
    case Qt::ToolTipRole: {
        const EntryDiff& entry = m_shownDiff.entries.at(row.entry);
        if (column == EntryColumn)
            return tr("%1 (id %2)").arg(text(row, column), entry.id);
        const QString shown = text(row, column);
        return shown.isEmpty() ? QVariant() : QVariant(shown);
    }
    case Qt::TextAlignmentRole:
        if ((column == BeforeColumn || column == AfterColumn || column == MoveColumn) &&
            startsWithNumber(text(row, column)))
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case IdRole:
        return m_shownDiff.entries.at(row.entry).id;
    default:
        return {};
    }
}

QVariant DiffTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case EntryColumn:
        return tr("Entry");
    case KindColumn:
        return tr("Kind");
    case ChangeColumn:
        return tr("Change");
    case FieldColumn:
        return tr("Field");
    case BeforeColumn:
        return tr("Before");
    case BeforeStatusColumn:
        return tr("Before status");
    case AfterColumn:
        return tr("After");
    case AfterStatusColumn:
        return tr("After status");
    case SourceColumn:
        return tr("Source changed");
    case MoveColumn:
        return tr("Move");
    }
    return {};
}

} // namespace chipatlas
