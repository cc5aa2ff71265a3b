#pragma once

#include "domain/comparison.h"

#include <QAbstractItemModel>
#include <QColor>
#include <QFont>
#include <QList>
#include <QLocale>

namespace chipatlas {

// A Comparison as a tree for the compare view: one top-level item per group of rows
// ("Compute (dense)", "Memory", ...), the figure rows as its children. Columns: the figure
// (its label; the values carry the units), one column per chip, and the row's note.
//
// Cells read comparisonCellText(), the text the exports and the CLI print. The winner is bold,
// missing values and values left out of the winner choice grey, values that are computed,
// unverified or of unstated sparsity italic; tooltips say why a chip is left out, when the
// best values are about the same and which unit each source printed;
// rows whose values differ get a tint (when highlighting is on). Rows whose values are all
// equal can be hidden.
class ComparisonModel final : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Role {
        WinnerRole = Qt::UserRole + 1, // bool, on chip cells: this chip wins the row
        MissingRole,                   // bool, on chip cells: the chip lacks the figure
        DiffersRole,                   // bool, on figure rows: the values differ
        RowKeyRole,                    // the row's key ("bf16_tflops_dense"), on figure rows
        LeftOutRole,      // on chip cells: why the chip takes no part in the winner choice
                          // (leftOutReasonKey: "unverified", ...), or an invalid QVariant
        AboutTheSameRole, // bool, on figure rows: the best values are about the same
    };

    explicit ComparisonModel(QObject* parent = nullptr);

    void setComparison(Comparison comparison);
    const Comparison& comparison() const { return m_comparison; }
    // The compared entries (chips, chips taken N times, systems): one column each.
    int entryCount() const { return int(m_comparison.entries.size()); }
    int noteColumn() const { return entryCount() + 1; }

    // Rows whose present values are all equal (and none missing) are left out.
    void setHideEqualRows(bool hide);
    bool hideEqualRows() const { return m_hideEqualRows; }
    void setHighlightDifferences(bool highlight);
    bool highlightDifferences() const { return m_highlightDifferences; }
    // The tint of rows that differ; the view derives it from its palette.
    void setDifferenceColor(const QColor& color);
    void setMissingColor(const QColor& color);
    // GB or GiB in memory cells printed in GB (the ratios compare the nominal numbers).
    void setMemoryUnits(MemoryUnits units);

    // The ComparisonRow behind a figure index, or nullptr for group items.
    const ComparisonRow* rowAt(const QModelIndex& index) const;
    // The index of the figure row with this key in column 0; invalid when it is hidden.
    QModelIndex indexForKey(const QString& key) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Group {
        FieldGroup group;
        QList<int> rows; // indexes into m_comparison.rows, shown rows only
    };

    void rebuildGroups();
    void emitBackgroundChanged();
    QVariant groupData(const Group& group, int column, int role) const;
    QVariant rowData(const ComparisonRow& row, int column, int role) const;
    QString figureToolTip(const ComparisonRow& row) const;
    QString cellToolTip(const ComparisonRow& row, int chip) const;

    Comparison m_comparison;
    QList<Group> m_groups;
    bool m_hideEqualRows = false;
    bool m_highlightDifferences = true;
    QColor m_differenceColor;
    QColor m_missingColor;
    MemoryUnits m_memoryUnits = MemoryUnits::Decimal;
    QLocale m_locale; // the default locale when the model was made; data() must not build one
    QFont m_boldFont;
    QFont m_italicFont;
    QFont m_boldItalicFont;
};

} // namespace chipatlas
