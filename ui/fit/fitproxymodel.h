#pragma once

#include <QSortFilterProxyModel>
#include <QString>

namespace chipatlas {

// Filters the model-fit table by text (case-insensitive over the chip's name, vendor and id)
// and sorts it the way the chip table sorts: by SortRole with figureLessThan(), numbers
// numerically and missing values last in both directions, ties by chip name.
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
    QString m_text;
};

} // namespace chipatlas
