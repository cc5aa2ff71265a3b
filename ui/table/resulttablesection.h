#pragma once

#include "application/catalogsnapshot.h"
#include "domain/result.h"

#include <QString>
#include <QWidget>

class QComboBox;
class QTableView;

namespace chipatlas {

class ResultFilterProxyModel;
class ResultTableModel;

// The Results table of the table page: a "Whose claim" filter above the table (the filter bar's
// text, vendor and kind apply too), the model, its filter/sort proxy and the view, sorted by
// model at first, and the selection kept by id across snapshots.
class ResultTableSection final : public QWidget {
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
    void selectResult(const QString& id);
    bool hasResult(const QString& id) const;

    int shownCount() const;
    int totalCount() const;

    void resetColumns();

    QTableView* tableView() const { return m_view; }
    ResultTableModel* model() const { return m_model; }
    ResultFilterProxyModel* proxy() const { return m_proxy; }
    QComboBox* claimCombo() const { return m_claimCombo; }

Q_SIGNALS:
    void currentResultChanged();
    void countsChanged(int shown, int total);

private:
    bool selectNow(const QString& id);
    void sizeColumnsToContents();

    ResultTableModel* m_model;
    ResultFilterProxyModel* m_proxy;
    QComboBox* m_claimCombo;
    QTableView* m_view;
    bool m_loaded = false;
    QString m_pendingSelection;
};

} // namespace chipatlas
