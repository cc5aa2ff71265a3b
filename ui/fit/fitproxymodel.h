#pragma once

#include "domain/sortkey.h"

#include <QSortFilterProxyModel>
#include <QString>

namespace chipatlas {

// Filters the model-fit table by text and sorts it the way the chip table does, with core's
// rules: chipMatchesText() (name, vendor, family and id in any case) and rowLessThan() by
// SortRole (numbers numerically, missing values last in both directions, ties by chip name
// then id).
class FitProxyModel final : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit FitProxyModel(QObject* parent = nullptr);

    void setFilterText(const QString& text);
    QString filterText() const { return m_text; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    RowSortKey rowKey(const QModelIndex& sourceIndex) const;

    QString m_text;
};

} // namespace chipatlas
