#pragma once

#include "application/catalogsnapshot.h"
#include "domain/result.h"
#include "table/entrytablesection.h"

#include <QString>

class QComboBox;

namespace chipatlas {

class ResultFilterProxyModel;
class ResultTableModel;

// The Results table of the table page (an EntryTableSection: the selection kept by id across
// snapshots): a "Whose claim" filter above the table (the filter bar's text, vendor and kind
// apply too), sorted by model at first.
class ResultTableSection final : public EntryTableSection {
    Q_OBJECT

public:
    explicit ResultTableSection(QWidget* parent = nullptr);

    void setSnapshot(const CatalogSnapshot& snapshot);
    void setFilters(const QString& text, const QString& vendor, const QString& kind);
    // Keeps the results of one kind of claim; nullopt: all.
    void setClaimFilter(std::optional<ClaimKind> claim);

    // The selected result, or nullptr; valid until the next setSnapshot().
    const Result* currentResult() const;
    // Selects the result now, or once the results have arrived.
    void selectResult(const QString& id) { select(id); }
    bool hasResult(const QString& id) const { return has(id); }

    void resetColumns();

    ResultTableModel* model() const { return m_model; }
    ResultFilterProxyModel* proxy() const { return m_proxy; }
    QComboBox* claimCombo() const { return m_claimCombo; }

private:
    int rowForId(const QString& id) const override;
    QString idAt(int row) const override;
    void sizeColumnsToContents();

    ResultTableModel* m_model;
    ResultFilterProxyModel* m_proxy;
    QComboBox* m_claimCombo;
};

} // namespace chipatlas
