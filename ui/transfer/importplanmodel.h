#pragma once

#include "io/catalogimport.h"

#include <QAbstractItemModel>
#include <QLocale>

#include <vector>

namespace chipatlas {

// The preview of an import as a tree: three groups ("New", "Changed", "Unchanged"), the chips
// of each group below it, and below a changed chip one row per differing field (Field, Local,
// Imported). The check boxes in the first column are the user's choices: a checked new chip is
// added, a checked field takes the imported value, an unchecked one keeps the local value. A
// changed chip's box is checked, unchecked or partly checked after its fields and sets them
// all; a group's box does the same for its chips.
//
// Rows are computed from their position, not stored per row, so that a plan of many thousand
// chips costs a few vectors of flags.
class ImportPlanModel final : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Column { NameColumn, LocalColumn, ImportedColumn, ColumnCount };
    enum Group { NewGroup, ChangedGroup, UnchangedGroup, GroupCount };
    enum Role {
        KeyRole = Qt::UserRole + 1, // a chip row: its id; a field row: the field's key
    };

    explicit ImportPlanModel(QObject* parent = nullptr);

    void setPlan(ImportPlan plan); // every new chip added and every imported value taken
    const ImportPlan& plan() const { return m_plan; }
    // The choices for resolveImport(): the skipped new chips and the fields kept local.
    ImportChoices choices() const;

    int differenceCount() const { return m_differenceCount; } // fields of all changed chips
    int includedNewCount() const { return m_includedNew; }
    int takenFieldCount() const { return m_takenFields; }
    int changedChipsTaken() const; // changed chips that take at least one imported value
    bool wouldChange() const { return m_includedNew > 0 || m_takenFields > 0; }

    // The buttons of the preview: every changed field takes the imported value or keeps the
    // local one (new chips are left as they are).
    void setAllFieldsTakeImported(bool take);
    void setAllNewIncluded(bool include);
    void setNewChipIncluded(int row, bool include);
    void setChipTakesImported(int changedRow, bool take);
    void setFieldTakesImported(int changedRow, int differenceRow, bool take);
    bool fieldTakesImported(int changedRow, int differenceRow) const;

    QModelIndex groupIndex(Group group) const { return index(int(group), 0); }

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void choicesChanged();

private:
    // internalId: 0 for a group, 1 + group for a chip, kFieldBase + changed row for a field.
    static constexpr quintptr kFieldBase = 1 + GroupCount;

    QVariant groupData(int group, int column, int role) const;
    QVariant chipData(int group, int row, int column, int role) const;
    QVariant fieldData(int changedRow, int differenceRow, int column, int role) const;
    Qt::CheckState chipCheckState(int changedRow) const;
    Qt::CheckState groupCheckState(int group) const;
    void emitChipChanged(int changedRow);
    void emitGroupChanged(int group);
    static QString descriptionLabel(const QString& key);
    QString differenceText(const ChipDifference& difference, bool imported) const;

    ImportPlan m_plan;
    std::vector<bool> m_includeNew;             // per added chip
    std::vector<std::vector<bool>> m_takeField; // per changed chip, per difference
    std::vector<int> m_takenPerChip;            // per changed chip
    int m_includedNew = 0;
    int m_takenFields = 0;
    int m_differenceCount = 0;
    QLocale m_locale;
};

} // namespace chipatlas
