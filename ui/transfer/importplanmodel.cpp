#include "transfer/importplanmodel.h"

#include "domain/units.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>

namespace chipatlas {

namespace {
// The catalog's names carry the vendor ("NVIDIA H100 SXM"); the id tells chips apart.
QString chipTitle(const Chip& chip) {
    return chip.name.isEmpty() ? chip.id : QStringLiteral("%1 (%2)").arg(chip.name, chip.id);
}

QColor greyedText() {
    return QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text);
}

Qt::CheckState checkState(int checked, int total) {
    if (checked == 0)
        return Qt::Unchecked;
    return checked == total ? Qt::Checked : Qt::PartiallyChecked;
}
} // namespace

ImportPlanModel::ImportPlanModel(QObject* parent)
    : QAbstractItemModel(parent) {}

void ImportPlanModel::setPlan(ImportPlan plan) {
    beginResetModel();
    m_plan = std::move(plan);
    m_includeNew.assign(size_t(m_plan.added.size()), true);
    m_includedNew = int(m_plan.added.size());
    m_takeField.clear();
    m_takenPerChip.clear();
    m_takenFields = 0;
    for (const ChipChange& change : std::as_const(m_plan.changed)) {
        const int count = int(change.differences.size());
        m_takeField.emplace_back(size_t(count), true);
        m_takenPerChip.push_back(count);
        m_takenFields += count;
    }
    m_differenceCount = m_takenFields;
    endResetModel();
    Q_EMIT choicesChanged();
}

ImportChoices ImportPlanModel::choices() const {
    ImportChoices choices;
    choices.defaultChoice = ImportChoice::TakeImported;
    for (size_t row = 0; row < m_includeNew.size(); ++row) {
        if (!m_includeNew[row])
            choices.skippedNew.insert(m_plan.added.at(qsizetype(row)).id);
    }
    for (size_t row = 0; row < m_takeField.size(); ++row) {
        const ChipChange& change = m_plan.changed.at(qsizetype(row));
        if (m_takenPerChip[row] == 0) {
            choices.chips.insert(change.local.id, ImportChoice::KeepLocal);
            continue;
        }
        for (size_t field = 0; field < m_takeField[row].size(); ++field) {
            if (!m_takeField[row][field]) {
                choices.fields[change.local.id].insert(change.differences.at(qsizetype(field)).key,
                                                       ImportChoice::KeepLocal);
            }
        }
    }
    return choices;
}

int ImportPlanModel::changedChipsTaken() const {
    return int(std::count_if(m_takenPerChip.begin(), m_takenPerChip.end(),
                             [](int taken) { return taken > 0; }));
}

void ImportPlanModel::setAllFieldsTakeImported(bool take) {
    for (size_t row = 0; row < m_takeField.size(); ++row) {
        std::fill(m_takeField[row].begin(), m_takeField[row].end(), take);
        m_takenPerChip[row] = take ? int(m_takeField[row].size()) : 0;
    }
    m_takenFields = take ? m_differenceCount : 0;
    const int chips = int(m_takeField.size());
    if (chips > 0) {
        const QModelIndex group = groupIndex(ChangedGroup);
        Q_EMIT dataChanged(index(0, 0, group), index(chips - 1, ColumnCount - 1, group));
        for (int row = 0; row < chips; ++row) {
            const QModelIndex chip = index(row, 0, group);
            const int fields = rowCount(chip);
            if (fields > 0)
                Q_EMIT dataChanged(index(0, 0, chip), index(fields - 1, ColumnCount - 1, chip));
        }
    }
    emitGroupChanged(ChangedGroup);
    Q_EMIT choicesChanged();
}

void ImportPlanModel::setAllNewIncluded(bool include) {
    std::fill(m_includeNew.begin(), m_includeNew.end(), include);
    m_includedNew = include ? int(m_includeNew.size()) : 0;
    if (!m_includeNew.empty()) {
        const QModelIndex group = groupIndex(NewGroup);
        Q_EMIT dataChanged(index(0, 0, group),
                           index(int(m_includeNew.size()) - 1, ColumnCount - 1, group));
    }
    emitGroupChanged(NewGroup);
    Q_EMIT choicesChanged();
}

void ImportPlanModel::setNewChipIncluded(int row, bool include) {
    if (row < 0 || size_t(row) >= m_includeNew.size() || m_includeNew[size_t(row)] == include)
        return;
    m_includeNew[size_t(row)] = include;
    m_includedNew += include ? 1 : -1;
    const QModelIndex group = groupIndex(NewGroup);
    Q_EMIT dataChanged(index(row, 0, group), index(row, ColumnCount - 1, group));
    emitGroupChanged(NewGroup);
    Q_EMIT choicesChanged();
}

void ImportPlanModel::setChipTakesImported(int changedRow, bool take) {
    if (changedRow < 0 || size_t(changedRow) >= m_takeField.size())
        return;
    std::vector<bool>& fields = m_takeField[size_t(changedRow)];
    std::fill(fields.begin(), fields.end(), take);
    const int taken = take ? int(fields.size()) : 0;
    m_takenFields += taken - m_takenPerChip[size_t(changedRow)];
    m_takenPerChip[size_t(changedRow)] = taken;
    const QModelIndex chip = index(changedRow, 0, groupIndex(ChangedGroup));
    if (!fields.empty())
        Q_EMIT dataChanged(index(0, 0, chip), index(int(fields.size()) - 1, ColumnCount - 1, chip));
    emitChipChanged(changedRow);
    Q_EMIT choicesChanged();
}

void ImportPlanModel::setFieldTakesImported(int changedRow, int differenceRow, bool take) {
    if (changedRow < 0 || size_t(changedRow) >= m_takeField.size())
        return;
    std::vector<bool>& fields = m_takeField[size_t(changedRow)];
    if (differenceRow < 0 || size_t(differenceRow) >= fields.size() ||
        fields[size_t(differenceRow)] == take)
        return;
    fields[size_t(differenceRow)] = take;
    m_takenPerChip[size_t(changedRow)] += take ? 1 : -1;
    m_takenFields += take ? 1 : -1;
    const QModelIndex chip = index(changedRow, 0, groupIndex(ChangedGroup));
    Q_EMIT dataChanged(index(differenceRow, 0, chip), index(differenceRow, ColumnCount - 1, chip));
    emitChipChanged(changedRow);
    Q_EMIT choicesChanged();
}

bool ImportPlanModel::fieldTakesImported(int changedRow, int differenceRow) const {
    if (changedRow < 0 || size_t(changedRow) >= m_takeField.size())
        return false;
    const std::vector<bool>& fields = m_takeField[size_t(changedRow)];
    return differenceRow >= 0 && size_t(differenceRow) < fields.size() &&
           fields[size_t(differenceRow)];
}

void ImportPlanModel::emitChipChanged(int changedRow) {
    const QModelIndex group = groupIndex(ChangedGroup);
    Q_EMIT dataChanged(index(changedRow, 0, group), index(changedRow, ColumnCount - 1, group));
    emitGroupChanged(ChangedGroup);
}

void ImportPlanModel::emitGroupChanged(int group) {
    Q_EMIT dataChanged(index(group, 0), index(group, 0), {Qt::CheckStateRole});
}

Qt::CheckState ImportPlanModel::chipCheckState(int changedRow) const {
    return checkState(m_takenPerChip[size_t(changedRow)],
                      int(m_takeField[size_t(changedRow)].size()));
}

Qt::CheckState ImportPlanModel::groupCheckState(int group) const {
    if (group == NewGroup)
        return checkState(m_includedNew, int(m_includeNew.size()));
    return checkState(m_takenFields, m_differenceCount);
}

QModelIndex ImportPlanModel::index(int row, int column, const QModelIndex& parent) const {
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, quintptr(0));
    if (parent.internalId() == 0)
        return createIndex(row, column, quintptr(1 + parent.row()));
    return createIndex(row, column, kFieldBase + quintptr(parent.row()));
}

QModelIndex ImportPlanModel::parent(const QModelIndex& child) const {
    if (!child.isValid() || child.internalId() == 0)
        return {};
    if (child.internalId() < kFieldBase)
        return createIndex(int(child.internalId() - 1), 0, quintptr(0));
    return createIndex(int(child.internalId() - kFieldBase), 0, quintptr(1 + ChangedGroup));
}

int ImportPlanModel::rowCount(const QModelIndex& parent) const {
    if (!parent.isValid())
        return GroupCount;
    if (parent.column() != 0)
        return 0;
    if (parent.internalId() == 0) {
        switch (parent.row()) {
        case NewGroup:
            return int(m_plan.added.size());
        case ChangedGroup:
            return int(m_plan.changed.size());
        default:
            return int(m_plan.unchanged.size());
        }
    }
    if (parent.internalId() == 1 + ChangedGroup)
        return int(m_plan.changed.at(parent.row()).differences.size());
    return 0;
}

int ImportPlanModel::columnCount(const QModelIndex&) const {
    return ColumnCount;
}

QVariant ImportPlanModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.model() != this)
        return {};
    const quintptr id = index.internalId();
    if (id == 0)
        return groupData(index.row(), index.column(), role);
    if (id < kFieldBase)
        return chipData(int(id - 1), index.row(), index.column(), role);
    return fieldData(int(id - kFieldBase), index.row(), index.column(), role);
}

QVariant ImportPlanModel::groupData(int group, int column, int role) const {
    if (column != NameColumn)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        switch (group) {
        case NewGroup:
            return tr("New (%1)").arg(m_plan.added.size());
        case ChangedGroup:
            return tr("Changed (%1)").arg(m_plan.changed.size());
        default:
            return tr("Unchanged (%1)").arg(m_plan.unchanged.size());
        }
    case Qt::FontRole: {
        QFont font;
        font.setBold(true);
        return font;
    }
    case Qt::CheckStateRole:
        if (group == UnchangedGroup || rowCount(this->index(group, 0)) == 0)
            return {};
        return groupCheckState(group);
    default:
        return {};
    }
}

QVariant ImportPlanModel::chipData(int group, int row, int column, int role) const {
    if (group == UnchangedGroup) {
        if (role == KeyRole || (role == Qt::DisplayRole && column == NameColumn))
            return m_plan.unchanged.at(row);
        if (role == Qt::DisplayRole)
            return tr("same");
        if (role == Qt::ForegroundRole)
            return greyedText();
        return {};
    }
    if (group == NewGroup) {
        const Chip& chip = m_plan.added.at(row);
        const bool included = m_includeNew[size_t(row)];
        switch (role) {
        case KeyRole:
            return chip.id;
        case Qt::DisplayRole:
            if (column == NameColumn)
                return chipTitle(chip);
            if (column == LocalColumn)
                return tr("not in the catalog");
            return included ? tr("added") : tr("skipped");
        case Qt::CheckStateRole:
            return column == NameColumn ? QVariant(included ? Qt::Checked : Qt::Unchecked)
                                        : QVariant();
        case Qt::ForegroundRole:
            return included ? QVariant() : QVariant(greyedText());
        default:
            return {};
        }
    }
    const ChipChange& change = m_plan.changed.at(row);
    const int fields = int(change.differences.size());
    const int taken = m_takenPerChip[size_t(row)];
    switch (role) {
    case KeyRole:
        return change.local.id;
    case Qt::DisplayRole:
        if (column == NameColumn)
            return chipTitle(change.local);
        if (column == LocalColumn)
            return tr("%n fields differ", nullptr, fields);
        return tr("%1 of %2 taken").arg(taken).arg(fields);
    case Qt::CheckStateRole:
        return column == NameColumn ? QVariant(chipCheckState(row)) : QVariant();
    default:
        return {};
    }
}

QVariant ImportPlanModel::fieldData(int changedRow, int differenceRow, int column, int role) const {
    const ChipDifference& difference = m_plan.changed.at(changedRow).differences.at(differenceRow);
    const bool take = m_takeField[size_t(changedRow)][size_t(differenceRow)];
    switch (role) {
    case KeyRole:
        return difference.key;
    case Qt::DisplayRole:
        if (column == NameColumn)
            return difference.field ? fieldLabel(*difference.field)
                                    : descriptionLabel(difference.key);
        return differenceText(difference, column == ImportedColumn);
    case Qt::ToolTipRole:
        if (column == NameColumn)
            return take ? tr("The imported value replaces the local one.")
                        : tr("The local value stays.");
        return differenceText(difference, column == ImportedColumn);
    case Qt::CheckStateRole:
        return column == NameColumn ? QVariant(take ? Qt::Checked : Qt::Unchecked) : QVariant();
    case Qt::ForegroundRole:
        // The value that will not be stored is greyed out.
        if ((column == LocalColumn && take) || (column == ImportedColumn && !take))
            return greyedText();
        return {};
    default:
        return {};
    }
}

QString ImportPlanModel::descriptionLabel(const QString& key) {
    if (key == QLatin1String("vendor"))
        return tr("Vendor");
    if (key == QLatin1String("name"))
        return tr("Name");
    if (key == QLatin1String("family_generation"))
        return tr("Family / generation");
    if (key == QLatin1String("kind"))
        return tr("Kind");
    if (key == QLatin1String("sparsity_note"))
        return tr("Sparsity note");
    if (key == QLatin1String("source_urls"))
        return tr("Sources");
    if (key == QLatin1String("notes"))
        return tr("Notes");
    return key;
}

QString ImportPlanModel::differenceText(const ChipDifference& difference, bool imported) const {
    if (!difference.field) {
        QString text = imported ? difference.importedText : difference.localText;
        text.replace(u'\n', QLatin1String("; "));
        return text.isEmpty() ? tr("(empty)") : text;
    }
    const Figure& figure = imported ? difference.imported : difference.local;
    const Figure& other = imported ? difference.local : difference.imported;
    const FieldSpec& info = fieldInfo(*difference.field);
    QStringList parts;
    if (!figure.hasValue())
        parts << statusDisplayName(figure.status);
    else if (info.kind == FieldKind::Number)
        parts << formatQuantity(figure.number(), info.unit, m_locale);
    else
        parts << figure.text();
    // Provenance only where it differs, so that the difference is visible on the row.
    if (figure.hasValue() && figure.status != other.status)
        parts << statusDisplayName(figure.status);
    if (figure.source != other.source)
        parts << (figure.source.isEmpty() ? tr("no source") : tr("source %1").arg(figure.source));
    if (figure.note != other.note)
        parts << (figure.note.isEmpty() ? tr("no note") : tr("note: %1").arg(figure.note));
    if (figure.sparsityUnstated != other.sparsityUnstated)
        parts << (figure.sparsityUnstated ? tr("may be sparse") : tr("dense"));
    return parts.join(QStringLiteral(" \u00b7 "));
}

bool ImportPlanModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::CheckStateRole || !index.isValid() || index.model() != this ||
        index.column() != NameColumn)
        return false;
    const bool checked = value.value<Qt::CheckState>() == Qt::Checked;
    const quintptr id = index.internalId();
    if (id == 0) {
        if (index.row() == NewGroup)
            setAllNewIncluded(checked);
        else if (index.row() == ChangedGroup)
            setAllFieldsTakeImported(checked);
        else
            return false;
        return true;
    }
    if (id == 1 + NewGroup)
        setNewChipIncluded(index.row(), checked);
    else if (id == 1 + ChangedGroup)
        setChipTakesImported(index.row(), checked);
    else if (id >= kFieldBase)
        setFieldTakesImported(int(id - kFieldBase), index.row(), checked);
    else
        return false;
    return true;
}

Qt::ItemFlags ImportPlanModel::flags(const QModelIndex& index) const {
    if (!index.isValid() || index.model() != this)
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.column() == NameColumn && data(index, Qt::CheckStateRole).isValid())
        flags |= Qt::ItemIsUserCheckable;
    return flags;
}

QVariant ImportPlanModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Chip / field");
    case LocalColumn:
        return tr("Local");
    case ImportedColumn:
        return tr("Imported");
    default:
        return {};
    }
}

} // namespace chipatlas
