#pragma once

#include "application/catalogsession.h"
#include "application/pricehistory.h"
#include "chart/chartrender.h"

#include <QDialog>
#include <QSize>
#include <QString>

class QChartView;
class QLabel;
class QToolButton;

namespace chipatlas {

class PriceHistoryChart;

// Price history (the chips', systems' and offers' "Price history..."; README, "Price history"):
// the prices of an offer, a chip or a system over time from every offer that rents it, drawn
// by PriceHistoryChart from core's priceHistory(), with the prices not drawn (no date) listed
// below and an Export menu (PNG, SVG, CSV) that writes what `chipatlas-cli chart --prices`
// writes. Follows the session's snapshots; waits for the catalog when it has not arrived.
// Non-modal.
class PriceHistoryView final : public QDialog {
    Q_OBJECT

public:
    explicit PriceHistoryView(CatalogSession* session, QWidget* parent = nullptr);

    // Shows the history of `id` (an offer, a chip or a system). An id the catalog does not
    // have says so in the view (and returns false) once the catalog is loaded.
    bool showHistory(const QString& id);
    QString id() const { return m_id; }
    // The history shown (nullopt before the catalog arrives or for an unknown id).
    const std::optional<PriceHistory>& history() const { return m_history; }

    PriceHistoryChart* chart() const { return m_chart; }
    QLabel* notesLabel() const { return m_notes; }
    QToolButton* exportButton() const { return m_export; }

    // Writes the chart as the Export menu does, without asking (tests; the menu's actions).
    bool exportTo(const QString& path, QSize size = kDefaultChartExportSize,
                  qreal scale = kDefaultChartExportScale);
    // Tests: no message box on a failed export (the status message still says so).
    void setQuiet(bool quiet) { m_quiet = quiet; }

Q_SIGNALS:
    void statusMessage(const QString& message);

protected:
    void changeEvent(QEvent* event) override;

private:
    void setSnapshot(const CatalogSnapshot& snapshot);
    void render();
    void applyScheme();
    void askExport(ChartFileFormat format);

    CatalogSnapshot m_snapshot;
    QString m_id;
    std::optional<PriceHistory> m_history;
    PriceHistoryChart* m_chart;
    QChartView* m_view;
    QLabel* m_notes;
    QToolButton* m_export;
    bool m_quiet = false;
};

} // namespace chipatlas
