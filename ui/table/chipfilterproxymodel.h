#pragma once

#include "domain/sortkey.h"

#include <QPointer>
#include <QSortFilterProxyModel>
#include <QString>

namespace chipatlas {

class ChipTableModel;

// Filters the chip table (the text by core's chipMatchesText(): name, vendor, family and id in
// any case; vendor, kind and availability class) and sorts it by ChipTableModel::SortRole with
// core's rowLessThan(): numbers numerically, "not published"/"unknown" last in both
// directions, ties by name then id. chipatlas-cli list --filter/--sort give the same rows.
class ChipFilterProxyModel final : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit ChipFilterProxyModel(QObject* parent = nullptr);

    void setFilterText(const QString& text);
    QString filterText() const { return m_text; }
    void setVendorFilter(const QString& vendor); // empty: all vendors
    QString vendorFilter() const { return m_vendor; }
    void setKindFilter(const QString& kind); // empty: all kinds
    QString kindFilter() const { return m_kind; }
    void setAvailabilityFilter(int classes); // OR of AvailabilityClass; 0: all
    int availabilityFilter() const { return m_availability; }

    void setSourceModel(QAbstractItemModel* model) override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    QString sourceText(int sourceRow, int column, const QModelIndex& sourceParent) const;
    int availabilityClassesAt(int sourceRow, const QModelIndex& sourceParent) const;
    RowSortKey rowKey(const QModelIndex& sourceIndex) const;

    QPointer<ChipTableModel> m_chipModel; // the source when it is one: direct access to chips
    QString m_text;
    QString m_vendor;
    QString m_kind;
    int m_availability = 0;
};

} // namespace chipatlas
