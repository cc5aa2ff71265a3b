#pragma once

#include <QPointer>
#include <QSortFilterProxyModel>
#include <QString>

namespace chipatlas {

class SystemTableModel;

// Filters and sorts the Systems table with the chip table's rules, applied to each system's
// entry (Entry::ofSystem()): the text by core's chipMatchesText() (the system's name,
// vendor and id, and its chip's name), the vendor, the availability class; the kind filter
// matches the kind of the system's chip ("tpu": the TPU pods and slices). Sorted by
// SystemTableModel::SortRole with core's rowLessThan(): numbers numerically, missing values
// last in both directions, ties by name then id.
class SystemFilterProxyModel final : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit SystemFilterProxyModel(QObject* parent = nullptr);

    void setFilters(const QString& text, const QString& vendor, const QString& kind,
                    int availability);
    QString filterText() const { return m_text; }

    void setSourceModel(QAbstractItemModel* model) override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    QPointer<SystemTableModel> m_systems;
    QString m_text;
    QString m_vendor;
    QString m_kind;
    int m_availability = 0;
};

} // namespace chipatlas
