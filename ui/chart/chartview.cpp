#include "chart/chartview.h"

#include "chart/catalogchart.h"
#include "common/entrymime.h"
#include "common/theme.h"

#include <QApplication>
#include <QDrag>
#include <QMimeData>
#include <QMouseEvent>
#include <QToolTip>

#include <utility>

namespace chipatlas {

ChartView::ChartView(QWidget* parent)
    // The view owns the chart. QChartView(parent) would make a default chart of its own, which
    // setChart() releases without deleting: hand it ours from the start.
    : QChartView(new CatalogChart, parent)
    , m_chart(static_cast<CatalogChart*>(chart())) {
    setObjectName(QStringLiteral("chartView"));
    setAccessibleName(tr("Chart"));
    setRenderHint(QPainter::Antialiasing);
    setMouseTracking(true);
    viewport()->setMouseTracking(true);
    followPalette();
}

void ChartView::changeEvent(QEvent* event) {
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)
        followPalette();
}

// The application's palette: Qt Charts sets the view's own, which a new theme leaves alone.
void ChartView::followPalette() {
    m_chart->setScheme(isDarkPalette(QApplication::palette(this)) ? ChartScheme::Dark
                                                                  : ChartScheme::Light);
}

QString ChartView::chipAt(const QPoint& position) const {
    return m_chart->chipAt(m_chart->mapFromScene(mapToScene(position)));
}

QPoint ChartView::viewportPosition(const QString& id) const {
    const QPointF point = m_chart->pointPosition(id);
    if (point.isNull())
        return {};
    return mapFromScene(m_chart->mapToScene(point));
}

QMimeData* ChartView::dragMimeData(const QPoint& position) const {
    const QString id = chipAt(position);
    if (id.isEmpty())
        return nullptr;
    // A system's point drags as the system, so that the compare view takes it whole.
    const ChartPoint* point = m_chart->point(id);
    return createEntriesMimeData(
        {point && point->system ? EntryRef::system(id) : EntryRef::chip(id)});
}

void ChartView::mousePressEvent(QMouseEvent* event) {
    const QString id =
        event->button() == Qt::LeftButton ? chipAt(event->position().toPoint()) : QString();
    if (id.isEmpty())
        return QChartView::mousePressEvent(event);
    m_pressedChip = id;
    m_pressPosition = event->position().toPoint();
    event->accept();
}

void ChartView::mouseMoveEvent(QMouseEvent* event) {
    const QPoint position = event->position().toPoint();
    if (!m_pressedChip.isEmpty() && (event->buttons() & Qt::LeftButton)) {
        if ((position - m_pressPosition).manhattanLength() >= QApplication::startDragDistance())
            startDrag();
        return event->accept();
    }
    updateHover(position, event->globalPosition().toPoint());
    QChartView::mouseMoveEvent(event);
}

void ChartView::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || m_pressedChip.isEmpty())
        return QChartView::mouseReleaseEvent(event);
    const QString id = std::exchange(m_pressedChip, QString());
    event->accept();
    Q_EMIT chipClicked(id);
}

void ChartView::leaveEvent(QEvent* event) {
    m_hoveredChip.clear();
    viewport()->unsetCursor();
    QChartView::leaveEvent(event);
}

void ChartView::updateHover(const QPoint& position, const QPoint& globalPosition) {
    const QString id = chipAt(position);
    if (id == m_hoveredChip)
        return;
    m_hoveredChip = id;
    if (id.isEmpty()) {
        viewport()->unsetCursor();
        QToolTip::hideText();
        return;
    }
    viewport()->setCursor(Qt::PointingHandCursor);
    QToolTip::showText(globalPosition,
                       m_chart->toolTipAt(m_chart->mapFromScene(mapToScene(position))), viewport());
}

void ChartView::startDrag() {
    QMimeData* data = dragMimeData(m_pressPosition);
    m_pressedChip.clear();
    if (!data)
        return;
    QToolTip::hideText();
    auto* drag = new QDrag(this);
    drag->setMimeData(data);
    drag->exec(Qt::CopyAction, Qt::CopyAction);
}

} // namespace chipatlas
