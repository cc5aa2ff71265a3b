#pragma once

#include "domain/result.h"

#include <QPointer>
#include <QSortFilterProxyModel>
#include <QString>

#include <optional>

namespace chipatlas {

class ResultTableModel;

// Filters and sorts the Results table. The filter bar's text matches what ran (the model's name
// or id, the measured figure), the hardware's name or id, the engine, the publisher and the
// result's id, in any case; its vendor and kind filters match the hardware's vendor and its
// chip's kind; the claim filter keeps one kind of claim. Sorted by ResultTableModel::SortRole
// with core's rowLessThan(): numbers numerically, missing values last in both directions, ties
// by model then id.
class ResultFilterProxyModel final : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit ResultFilterProxyModel(QObject* parent = nullptr);

    void setFilters(const QString& text, const QString& vendor, const QString& kind);
    void setClaim(std::optional<ClaimKind> claim);
    std::optional<ClaimKind> claim() const { return m_claim; }

    void setSourceModel(QAbstractItemModel* model) override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    QPointer<ResultTableModel> m_results;
    QString m_text;
    QString m_vendor;
    QString m_kind;
    std::optional<ClaimKind> m_claim;
};

} // namespace chipatlas
