// CatalogChart past kChartDrawAllLimit points: the crowd is drawn as bins with a note saying how
// many points are drawn and binned, the outliers keep their markers, and a highlighted chip in
// a bin gets a marker, a label, a tooltip and clicks of its own.
#include "chart/catalogchart.h"

#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLocale>
#include <QTest>

using namespace chipatlas;

namespace {
ChartPoint makePoint(const QString& id, double x, double y) {
    ChartPoint point;
    point.id = id;
    point.name = QStringLiteral("Name of %1").arg(id);
    point.vendor = QStringLiteral("NVIDIA");
    point.x = x;
    point.y = y;
    point.xFigure.value = x;
    point.xFigure.status = FigureStatus::Published;
    point.yFigure.value = y;
    point.yFigure.status = FigureStatus::Published;
    return point;
}

// 3,000 chips crowded around 400 W and 1,000 TFLOPS, and three apart from them that beat the
// crowd towards the top left and the top right: no chip of the crowd is on a frontier.
ChartData crowdedData() {
    ChartData data;
    data.xTitle = QStringLiteral("TDP (W)");
    data.yTitle = QStringLiteral("Dense BF16 throughput (TFLOPS)");
    for (int i = 0; i < 3000; ++i)
        data.points << makePoint(QStringLiteral("crowd-%1").arg(i), 400.0 + (i % 50) * 0.01,
                                 1000.0 + (i / 50) * 0.01);
    data.points << makePoint(QStringLiteral("lone"), 300.0, 2500.0);
    data.points << makePoint(QStringLiteral("low"), 100.0, 50.0);
    data.points << makePoint(QStringLiteral("far"), 1500.0, 3000.0);
    data.vendors = {QStringLiteral("NVIDIA")};
    return data;
}

QStringList textsOf(const CatalogChart& chart) {
    QStringList texts;
    for (const QGraphicsItem* item : chart.childItems()) {
        if (const auto* text = dynamic_cast<const QGraphicsSimpleTextItem*>(item))
            texts << text->text();
    }
    return texts;
}
} // namespace

class TestCatalogChartDecimated : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void noteCountsDrawnAndBinned();
    void outlierKeepsItsMarker();
    void binTooltipCountsItsChips();
    void highlightedChipInABinIsDrawnAndClickable();

private:
    QGraphicsScene* m_scene = nullptr;
    CatalogChart* m_chart = nullptr;
};

void TestCatalogChartDecimated::init() {
    m_scene = new QGraphicsScene;
    m_chart = new CatalogChart;
    m_scene->addItem(m_chart);
    m_chart->setGeometry(0, 0, 1200, 800);
    m_chart->setChartData(crowdedData());
    QTRY_VERIFY(!m_chart->plotArea().isEmpty());
}

void TestCatalogChartDecimated::cleanup() {
    delete m_scene; // and the chart
    m_scene = nullptr;
    m_chart = nullptr;
}

void TestCatalogChartDecimated::noteCountsDrawnAndBinned() {
    const ChartDecimation& decimation = m_chart->decimation();
    QVERIFY(decimation.isDecimated());
    QCOMPARE(decimation.drawn.size() + decimation.binnedCount(), 3003);
    const QLocale locale;
    const QString note = m_chart->decimationText();
    QVERIFY2(note.startsWith(locale.toString(3003) + QStringLiteral(" points: ") +
                             locale.toString(decimation.drawn.size()) + QStringLiteral(" drawn, ") +
                             locale.toString(decimation.binnedCount()) + QStringLiteral(" binned")),
             qPrintable(note));
    QVERIFY2(textsOf(*m_chart).contains(note), qPrintable(textsOf(*m_chart).join(u'|')));
}

void TestCatalogChartDecimated::outlierKeepsItsMarker() {
    for (const QString& id : {QStringLiteral("lone"), QStringLiteral("low")}) {
        const QPointF position = m_chart->pointPosition(id);
        QCOMPARE(m_chart->chipAt(position), id);
        QVERIFY(m_chart->toolTipAt(position).startsWith(QStringLiteral("Name of %1").arg(id)));
    }
    QVERIFY(m_chart->pointLabels().contains(QStringLiteral("lone")));
}

void TestCatalogChartDecimated::binTooltipCountsItsChips() {
    const QPointF crowd = m_chart->pointPosition(QStringLiteral("crowd-0"));
    QCOMPARE(m_chart->chipAt(crowd), QString()); // no marker there
    const QString tip = m_chart->toolTipAt(crowd);
    QVERIFY2(tip.contains(QStringLiteral("in this cell")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Name of crowd-0")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("more")), qPrintable(tip)); // bounded, not 3,000 names
}

void TestCatalogChartDecimated::highlightedChipInABinIsDrawnAndClickable() {
    const QString id = QStringLiteral("crowd-1234");
    m_chart->setHighlightedChips({id});
    const QPointF position = m_chart->pointPosition(id);
    QCOMPARE(m_chart->chipAt(position), id);
    QVERIFY(m_chart->toolTipAt(position).contains(QStringLiteral("Name of %1").arg(id)));
    QVERIFY2(m_chart->pointLabels().contains(id), "the highlighted chip is labelled first");
    m_chart->setHighlightedChips({});
    QCOMPARE(m_chart->chipAt(position), QString());
}

QTEST_MAIN(TestCatalogChartDecimated)
#include "tst_catalogchart_decimated.moc"
