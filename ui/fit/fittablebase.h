#pragma once

#include "table/chiptablemodel.h"

#include <QAbstractTableModel>
#include <QFont>
#include <QLocale>

#include <optional>

namespace chipatlas {

// What the calculator's two tables (FitTableModel: chips, SystemFitTableModel: systems) share:
// the roles FitProxyModel filters and sorts by and the way a cell shows its value. Column 0
// names the row's entry; a cell whose value is missing says why (displayText()), in grey
// italics; the verdict's cells are green or red; a kind says what its rows and columns are.
class FitTableBase : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Role {
        SortRole = ChipTableModel::SortRole,
        ChipIdRole = ChipTableModel::ChipIdRole, // the chip's or the system's id
        MissingRole = ChipTableModel::MissingRole,
        FitsRole = Qt::UserRole + 20, // bool, on every column; null when memory is unknown
    };

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

protected:
    explicit FitTableBase(QObject* parent);

    virtual QString entryId(int row) const = 0;
    virtual QVariant sortValue(int row, int column) const = 0; // null when missing
    virtual QString displayText(int row, int column, const QVariant& value) const = 0;
    virtual QString toolTip(int row, int column) const = 0;
    virtual QVariant fits(int row) const = 0; // FitsRole
    // Whether a column's cells (and title) are text, aligned left.
    virtual bool isTextColumn(int column) const = 0;
    // A verdict's colour: green when true, red when false; none: the cell's own.
    virtual std::optional<bool> verdict(int row, int column) const = 0;
    // A value that only says what would be if the model fitted: grey italics.
    virtual bool isHypothetical(int row, int column) const {
        Q_UNUSED(row);
        Q_UNUSED(column);
        return false;
    }

    int alignmentFor(int column) const;

    QLocale m_locale;
    QFont m_italicFont;
};

} // namespace chipatlas
