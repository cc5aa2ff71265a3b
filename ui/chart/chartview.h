#pragma once

#include <QChartView>
#include <QPoint>
#include <QString>

class QMimeData;

namespace chipatlas {

class CatalogChart;

// The chart page's view of its CatalogChart: hovering a point shows the chip's tooltip, clicking
// one reports it (the main window selects it in the table), and dragging one carries its id
// (entrymime.h) to the compare view. The chart's colours follow the palette: the dark scheme on a
// dark palette. Elsewhere it behaves as a plain QChartView.
class ChartView final : public QChartView {
    Q_OBJECT

public:
    explicit ChartView(QWidget* parent = nullptr);

    CatalogChart* chipChart() const { return m_chart; }

    // The chip whose point is under `position` (viewport coordinates), or an empty string.
    QString chipAt(const QPoint& position) const;
    // Where a chip's point is drawn, in viewport coordinates; null when it is not plotted.
    QPoint viewportPosition(const QString& id) const;
    // What a drag that starts at `position` carries: the id of the chip there, or nullptr when
    // no point is there. The caller owns it (QDrag takes it).
    QMimeData* dragMimeData(const QPoint& position) const;

Q_SIGNALS:
    void chipClicked(const QString& chipId);

protected:
    void changeEvent(QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    void updateHover(const QPoint& position, const QPoint& globalPosition);
    void startDrag();
    void followPalette();

    CatalogChart* m_chart;
    QString m_pressedChip; // the point a left press landed on, until release or drag
    QPoint m_pressPosition;
    QString m_hoveredChip;
};

} // namespace chipatlas
