// The chart on the built-in catalog, laid out offscreen at the export size: one series per
// vendor, guide lines, the axes each spec asks for, hit testing, highlight rings, point labels
// that do not overlap, and the tooltip.
#include "chart/catalogchart.h"
#include "io/catalogjson.h"
#include "testfigures.h"

#include <QApplication>
#include <QDateTimeAxis>
#include <QGraphicsEllipseItem>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineF>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QSet>
#include <QTest>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <memory>

using namespace chipatlas;

Q_DECLARE_METATYPE(chipatlas::ChartPreset)

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");
const QString kH200 = QStringLiteral("nvidia-h200-sxm");
const QString kMi300x = QStringLiteral("amd-mi300x");
const QString kL4 = QStringLiteral("nvidia-l4");

QList<QScatterSeries*> scatterSeries(const QChart& chart) {
    QList<QScatterSeries*> result;
    for (QAbstractSeries* series : chart.series()) {
        if (auto* scatter = qobject_cast<QScatterSeries*>(series))
            result << scatter;
    }
    return result;
}

QList<QLineSeries*> lineSeries(const QChart& chart) {
    QList<QLineSeries*> result;
    for (QAbstractSeries* series : chart.series()) {
        if (series->type() == QAbstractSeries::SeriesTypeLine)
            result << static_cast<QLineSeries*>(series);
    }
    return result;
}

template <typename Item>
QList<Item*> overlays(const QChart& chart) {
    QList<Item*> result;
    for (QGraphicsItem* child : chart.childItems()) {
        if (auto* item = dynamic_cast<Item*>(child))
            result << item;
    }
    return result;
}

// The distance from `point` to the nearest point of `rect`.
qreal distanceToRect(const QPointF& point, const QRectF& rect) {
    const qreal dx = std::max({rect.left() - point.x(), 0.0, point.x() - rect.right()});
    const qreal dy = std::max({rect.top() - point.y(), 0.0, point.y() - rect.bottom()});
    return std::hypot(dx, dy);
}

// Distinct label items (coincident chips share one).
QList<QGraphicsSimpleTextItem*> distinctLabels(const CatalogChart& chart) {
    QList<QGraphicsSimpleTextItem*> labels = chart.pointLabels().values();
    std::sort(labels.begin(), labels.end());
    labels.erase(std::unique(labels.begin(), labels.end()), labels.end());
    return labels;
}
} // namespace

class TstCatalogChart : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void vendorStyles();
    void oneSeriesPerVendor();
    void guidesOnPerfPerWatt();
    void noGuidesOnMemoryVsBandwidth();
    void guidesFollowLogAxes();
    void axesFollowSpec_data();
    void axesFollowSpec();
    void dateAxisForRelease();
    void hitTesting();
    void highlightRings();
    void pointLabelsDoNotOverlap_data();
    void pointLabelsDoNotOverlap();
    void overlaysFollowResize();
    void overlaysFollowZoom();
    void pointLabelsCanBeHidden();
    void toolTip();
    void toolTipShowsStatusAndLocale();
    void sparsityUnstatedPointsAreHollow();
    void toolTipShowsThePrintedUnit();

private:
    ChartData dataFor(ChartPreset preset, bool logX = false, bool logY = false) const;
    // A chart of `data` laid out at `size` in a scene, as on screen or in an export.
    CatalogChart* show(const ChartData& data, QSizeF size = QSizeF(1600, 1000));

    QList<Chip> m_chips;
    std::unique_ptr<QGraphicsScene> m_scene;
};

void TstCatalogChart::initTestCase() {
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QString error;
    const std::optional<ChipCatalogFile> catalog = builtInChips(&error);
    QVERIFY2(catalog, qPrintable(error));
    m_chips = catalog->chips;
    QVERIFY(m_chips.size() > 20);
}

void TstCatalogChart::init() {
    m_scene = std::make_unique<QGraphicsScene>();
}

void TstCatalogChart::cleanup() {
    m_scene.reset();
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

ChartData TstCatalogChart::dataFor(ChartPreset preset, bool logX, bool logY) const {
    ChartSpec spec = chartPresetSpec(preset);
    spec.logX = logX;
    spec.logY = logY;
    return buildChartData(chipEntries(m_chips), spec);
}

CatalogChart* TstCatalogChart::show(const ChartData& data, QSizeF size) {
    auto* chart = new CatalogChart;
    m_scene->addItem(chart);
    chart->setChartData(data);
    chart->setGeometry(QRectF(QPointF(0, 0), size));
    chart->layout()->activate();
    return chart;
}

void TstCatalogChart::vendorStyles() {
    const QStringList vendors{QStringLiteral("NVIDIA"),
                              QStringLiteral("AMD"),
                              QStringLiteral("AWS (Annapurna Labs)"),
                              QStringLiteral("Google"),
                              QStringLiteral("Intel (Habana Labs)"),
                              QStringLiteral("Cerebras"),
                              QStringLiteral("Groq"),
                              QStringLiteral("Microsoft")};
    // Every catalog vendor differs from every other in colour.
    QSet<QRgb> colors;
    for (const QString& vendor : vendors)
        colors.insert(vendorStyle(vendor).color.rgb());
    QCOMPARE(colors.size(), vendors.size());
    QCOMPARE(vendorStyle(QStringLiteral("NVIDIA")).color, QColor(0x00, 0x9E, 0x73));
    // An unknown vendor: always the same style, from the palette without its yellow.
    const VendorStyle tenstorrent = vendorStyle(QStringLiteral("Tenstorrent"));
    QCOMPARE(vendorStyle(QStringLiteral("Tenstorrent")).color, tenstorrent.color);
    QCOMPARE(vendorStyle(QStringLiteral("Tenstorrent")).shape, tenstorrent.shape);
    const QSet<QRgb> palette{0x0072B2, 0xD55E00, 0x009E73, 0xCC79A7, 0xE69F00, 0x56B4E9, 0x000000};
    for (const QString& vendor : {QStringLiteral("Tenstorrent"), QStringLiteral("SambaNova"),
                                  QStringLiteral("Etched"), QStringLiteral("Huawei")})
        QVERIFY2(palette.contains(vendorStyle(vendor).color.rgb() & 0xFFFFFF), qPrintable(vendor));
}

void TstCatalogChart::oneSeriesPerVendor() {
    const ChartData data = dataFor(ChartPreset::PerfPerWatt);
    QVERIFY(data.vendors.size() >= 4);
    CatalogChart* chart = show(data);
    const QList<QScatterSeries*> series = scatterSeries(*chart);
    QStringList names;
    int points = 0;
    int hollow = 0;
    for (const QScatterSeries* s : series) {
        points += s->count();
        QCOMPARE(s->markerShape(), vendorStyle(s->name()).shape);
        if (s->color() == QColor(Qt::white)) {
            // A point on an unverified figure (Trainium1's 500 W TDP): hollow, outlined in the
            // vendor's colour, with no legend entry of its own.
            QCOMPARE(s->pen().color(), vendorStyle(s->name()).color);
            for (const QLegendMarker* marker :
                 chart->legend()->markers(const_cast<QScatterSeries*>(s)))
                QVERIFY(!marker->isVisible());
            for (const QPointF& p : s->points()) {
                const auto it = std::find_if(
                    data.points.cbegin(), data.points.cend(), [&](const ChartPoint& c) {
                        return c.x == p.x() && c.y == p.y() && c.vendor == s->name();
                    });
                QVERIFY(it != data.points.cend() && it->isFlagged());
            }
            hollow += int(s->count());
            continue;
        }
        names << s->name();
        QCOMPARE(s->color(), vendorStyle(s->name()).color);
    }
    QCOMPARE(names, data.vendors);
    QCOMPARE(points, data.points.size());
    QCOMPARE(hollow, 1); // Trainium1
    QVERIFY(chart->pointLabels().value(QStringLiteral("aws-trainium1")));
    QVERIFY(chart->pointLabels().value(QStringLiteral("aws-trainium1"))->text().endsWith(u'?'));
    // The legend lists the vendors and nothing else.
    QVERIFY(chart->legend()->isVisible());
    QStringList legendLabels;
    for (const QLegendMarker* marker : chart->legend()->markers()) {
        if (marker->isVisible())
            legendLabels << marker->label();
    }
    QCOMPARE(legendLabels, data.vendors);
}

void TstCatalogChart::guidesOnPerfPerWatt() {
    const ChartData data = dataFor(ChartPreset::PerfPerWatt);
    QVERIFY(!data.guides.isEmpty());
    CatalogChart* chart = show(data);
    const QList<QLineSeries*> guides = lineSeries(*chart);
    QCOMPARE(guides.size(), data.guides.size());
    const auto* axisY = qobject_cast<QValueAxis*>(chart->axes(Qt::Vertical).value(0));
    QVERIFY(axisY);
    int visible = 0;
    for (qsizetype i = 0; i < guides.size(); ++i) {
        QCOMPARE(guides.at(i)->pen().style(), Qt::DashLine);
        for (const QLegendMarker* marker : chart->legend()->markers(guides.at(i)))
            QVERIFY(!marker->isVisible());
        for (const QPointF& p : guides.at(i)->points()) {
            QVERIFY(qFuzzyCompare(p.y(), data.guides.at(i).slope * p.x()));
            QVERIFY(p.y() <= axisY->max() * (1 + 1e-9));
        }
        visible += guides.at(i)->count() > 0;
    }
    QVERIFY(visible >= 2);
    // Labelled with their value, inside the plot area.
    QStringList guideTexts;
    for (const ChartGuide& guide : data.guides)
        guideTexts << guide.label;
    int labelled = 0;
    for (const QGraphicsSimpleTextItem* item : overlays<QGraphicsSimpleTextItem>(*chart)) {
        if (!guideTexts.contains(item->text()))
            continue;
        ++labelled;
        QVERIFY(chart->plotArea().contains(item->mapRectToParent(item->boundingRect())));
    }
    QVERIFY2(labelled >= 2, qPrintable(QString::number(labelled)));
}

void TstCatalogChart::noGuidesOnMemoryVsBandwidth() {
    CatalogChart* chart = show(dataFor(ChartPreset::MemoryVsBandwidth));
    QVERIFY(lineSeries(*chart).isEmpty());
    QVERIFY(!scatterSeries(*chart).isEmpty());
}

void TstCatalogChart::guidesFollowLogAxes() {
    // Log x, linear y: y = slope * x is a curve on screen, so it needs many samples.
    const ChartData data = dataFor(ChartPreset::PerfPerWatt, true, false);
    CatalogChart* chart = show(data);
    const QList<QLineSeries*> guides = lineSeries(*chart);
    QCOMPARE(guides.size(), data.guides.size());
    for (const QLineSeries* guide : guides) {
        if (guide->count() == 0)
            continue;
        QVERIFY(guide->count() >= 32);
        // Evenly spread on screen: no gap wider than a few percent of the plot width.
        for (int i = 1; i < guide->count(); ++i) {
            const QPointF a = chart->mapToPosition(guide->at(i - 1), chart->series().first());
            const QPointF b = chart->mapToPosition(guide->at(i), chart->series().first());
            QVERIFY(std::abs(b.x() - a.x()) < chart->plotArea().width() / 20);
        }
    }
}

void TstCatalogChart::axesFollowSpec_data() {
    QTest::addColumn<bool>("logX");
    QTest::addColumn<bool>("logY");
    QTest::newRow("linear") << false << false;
    QTest::newRow("log x") << true << false;
    QTest::newRow("log y") << false << true;
    QTest::newRow("log-log") << true << true;
}

void TstCatalogChart::axesFollowSpec() {
    QFETCH(bool, logX);
    QFETCH(bool, logY);
    const ChartData data = dataFor(ChartPreset::MemoryVsBandwidth, logX, logY);
    CatalogChart* chart = show(data);
    QAbstractAxis* x = chart->axes(Qt::Horizontal).value(0);
    QAbstractAxis* y = chart->axes(Qt::Vertical).value(0);
    QVERIFY(x && y);
    QCOMPARE(x->type(), logX ? QAbstractAxis::AxisTypeLogValue : QAbstractAxis::AxisTypeValue);
    QCOMPARE(y->type(), logY ? QAbstractAxis::AxisTypeLogValue : QAbstractAxis::AxisTypeValue);
    QCOMPARE(x->titleText(), data.xTitle);
    QCOMPARE(y->titleText(), data.yTitle);
    // Every point strictly inside the plot area, none on its border.
    const QRectF inner = chart->plotArea().adjusted(2, 2, -2, -2);
    for (const ChartPoint& p : data.points)
        QVERIFY2(inner.contains(chart->pointPosition(p.id)), qPrintable(p.id));
}

void TstCatalogChart::dateAxisForRelease() {
    const ChartData data = dataFor(ChartPreset::ThroughputVsRelease);
    QVERIFY(data.points.size() >= 3);
    CatalogChart* chart = show(data);
    const auto* x = qobject_cast<QDateTimeAxis*>(chart->axes(Qt::Horizontal).value(0));
    QVERIFY(x);
    QVERIFY(x->format() == QStringLiteral("yyyy") || x->format() == QStringLiteral("yyyy-MM"));
    QCOMPARE(x->titleText(), data.xTitle);
    const QRectF inner = chart->plotArea().adjusted(2, 2, -2, -2);
    for (const ChartPoint& p : data.points)
        QVERIFY2(inner.contains(chart->pointPosition(p.id)), qPrintable(p.id));
    // The tooltip shows the date as the catalog has it.
    QVERIFY(chart->toolTipText(kH100).contains(QStringLiteral("Released: 2022-09-20")));
}

void TstCatalogChart::hitTesting() {
    const ChartData data = dataFor(ChartPreset::PerfPerWatt);
    CatalogChart* chart = show(data);
    for (const ChartPoint& p : data.points) {
        const QPointF position = chart->pointPosition(p.id);
        QVERIFY(chart->plotArea().contains(position));
        const QString hit = chart->chipAt(position);
        if (hit != p.id) {
            // Only another chip drawn at the very same place may answer instead.
            QVERIFY2(!hit.isEmpty(), qPrintable(p.id));
            QCOMPARE(chart->pointPosition(hit), position);
        }
        QCOMPARE(chart->chipAt(position + QPointF(3, -3)).isEmpty(), false);
    }
    QCOMPARE(chart->chipAt(chart->pointPosition(kL4)), kL4);
    // H100 SXM and H200 SXM share TDP and throughput.
    QCOMPARE(chart->pointPosition(kH100), chart->pointPosition(kH200));
    QVERIFY(QStringList({kH100, kH200}).contains(chart->chipAt(chart->pointPosition(kH100))));
    QVERIFY(chart->chipAt(QPointF(-100, -100)).isEmpty());
    QVERIFY(chart->pointPosition(QStringLiteral("no-such-chip")).isNull());
    QVERIFY(chart->point(QStringLiteral("no-such-chip")) == nullptr);
    QCOMPARE(chart->point(kL4)->name, QStringLiteral("NVIDIA L4"));
}

void TstCatalogChart::highlightRings() {
    CatalogChart* chart = show(dataFor(ChartPreset::PerfPerWatt));
    QVERIFY(overlays<QGraphicsEllipseItem>(*chart).isEmpty());
    chart->setHighlightedChips({kMi300x, kL4, QStringLiteral("no-such-chip")});
    QCOMPARE(chart->highlightedChips().size(), 3);
    const QList<QGraphicsEllipseItem*> rings = overlays<QGraphicsEllipseItem>(*chart);
    QCOMPARE(rings.size(), 2);
    QList<QPointF> centres;
    for (const QGraphicsEllipseItem* ring : rings)
        centres << ring->mapRectToParent(ring->rect()).center();
    QVERIFY(centres.contains(chart->pointPosition(kMi300x)));
    QVERIFY(centres.contains(chart->pointPosition(kL4)));
    // A highlighted chip is labelled first, so always labelled.
    QVERIFY(chart->pointLabels().contains(kMi300x));
    QVERIFY(chart->pointLabels().contains(kL4));
    chart->setHighlightedChips({});
    QVERIFY(overlays<QGraphicsEllipseItem>(*chart).isEmpty());
}

void TstCatalogChart::pointLabelsDoNotOverlap_data() {
    QTest::addColumn<ChartPreset>("preset");
    QTest::addColumn<bool>("log");
    for (const ChartPreset preset : kAllChartPresets) {
        for (const bool log : {false, true}) {
            const QByteArray name = chartPresetKey(preset).toUtf8() + (log ? " log" : "");
            QTest::newRow(name.constData()) << preset << log;
        }
    }
}

void TstCatalogChart::pointLabelsDoNotOverlap() {
    QFETCH(ChartPreset, preset);
    QFETCH(bool, log);
    const ChartData data = dataFor(preset, log, log);
    CatalogChart* chart = show(data);
    const QList<QGraphicsSimpleTextItem*> labels = distinctLabels(*chart);
    // Most points are labelled at the export size (on linear axes a far outlier can crowd the
    // rest into a corner).
    QVERIFY2(
        labels.size() * 2 >= data.points.size() || (!log && labels.size() >= 8),
        qPrintable(
            QStringLiteral("%1 labels for %2 points").arg(labels.size()).arg(data.points.size())));
    QList<QRectF> markers;
    for (const ChartPoint& p : data.points)
        markers << QRectF(chart->pointPosition(p.id) - QPointF(5, 5), QSizeF(10, 10));
    for (qsizetype i = 0; i < labels.size(); ++i) {
        const QRectF rect = labels.at(i)->mapRectToParent(labels.at(i)->boundingRect());
        QVERIFY(labels.at(i)->isVisible());
        QVERIFY(!labels.at(i)->text().isEmpty());
        QVERIFY(chart->plotArea().contains(rect));
        for (qsizetype j = i + 1; j < labels.size(); ++j) {
            const QRectF other = labels.at(j)->mapRectToParent(labels.at(j)->boundingRect());
            QVERIFY2(
                !rect.intersects(other),
                qPrintable(labels.at(i)->text() + QStringLiteral(" / ") + labels.at(j)->text()));
        }
        for (const QRectF& marker : markers)
            QVERIFY2(!rect.intersects(marker), qPrintable(labels.at(i)->text()));
    }
    // Each label names its chip (a short form of the name; chips at one place share one).
    for (auto it = chart->pointLabels().cbegin(); it != chart->pointLabels().cend(); ++it) {
        const QString name = chart->point(it.key())->name;
        QStringList shown = it.value()->text().split(QStringLiteral(" / "));
        for (QString& part : shown) {
            if (part.endsWith(u'?')) // an unverified figure
                part.chop(1);
        }
        QVERIFY2(std::any_of(shown.begin(), shown.end(),
                             [&](const QString& part) { return name.contains(part); }),
                 qPrintable(name + QStringLiteral(" shown as ") + it.value()->text()));
    }
    // Each label is clearly nearer to its own point than to any other chip's: a label beside
    // another dot reads as that dot's ("Trainium / Inferentia2" beside the L4). Chips at one
    // place share a label: the nearest of them is its own.
    for (auto it = chart->pointLabels().cbegin(); it != chart->pointLabels().cend(); ++it) {
        const QRectF rect = it.value()->mapRectToParent(it.value()->boundingRect());
        const QPointF own = chart->pointPosition(it.key());
        qreal ownDistance = distanceToRect(own, rect);
        for (auto same = chart->pointLabels().cbegin(); same != chart->pointLabels().cend();
             ++same) {
            if (same.value() == it.value())
                ownDistance =
                    std::min(ownDistance, distanceToRect(chart->pointPosition(same.key()), rect));
        }
        for (const ChartPoint& p : data.points) {
            const QPointF other = chart->pointPosition(p.id);
            if (QLineF(other, own).length() <= 1.0 || !chart->plotArea().contains(other) ||
                chart->pointLabels().value(p.id) == it.value())
                continue; // the same place: one label names both
            QVERIFY2(distanceToRect(other, rect) > ownDistance + 2.0,
                     qPrintable(it.value()->text() + QStringLiteral(" is nearer to ") + p.name +
                                QStringLiteral(" (%1 px) than to %2 (%3 px)")
                                    .arg(distanceToRect(other, rect))
                                    .arg(chart->point(it.key())->name)
                                    .arg(ownDistance)));
        }
    }
}

void TstCatalogChart::overlaysFollowResize() {
    CatalogChart* chart = show(dataFor(ChartPreset::PerfPerWatt));
    chart->setHighlightedChips({kL4});
    chart->setGeometry(QRectF(0, 0, 800, 500));
    chart->layout()->activate();
    const QRectF area = chart->plotArea();
    QVERIFY(area.width() < 800);
    for (const QGraphicsSimpleTextItem* label : distinctLabels(*chart))
        QVERIFY(area.contains(label->mapRectToParent(label->boundingRect())));
    const QList<QGraphicsEllipseItem*> rings = overlays<QGraphicsEllipseItem>(*chart);
    QCOMPARE(rings.size(), 1);
    QCOMPARE(rings.first()->mapRectToParent(rings.first()->rect()).center(),
             chart->pointPosition(kL4));
    QVERIFY(chart->pointLabels().contains(kL4));
    QCOMPARE(chart->pointLabels().value(kL4)->text(), QStringLiteral("L4"));
}

void TstCatalogChart::overlaysFollowZoom() {
    CatalogChart* chart = show(dataFor(ChartPreset::PerfPerWatt));
    chart->setHighlightedChips({kMi300x});
    const QPointF before = chart->pointPosition(kMi300x);
    chart->zoom(1.3);
    const QPointF after = chart->pointPosition(kMi300x);
    QVERIFY(after != before);
    const QList<QGraphicsEllipseItem*> rings = overlays<QGraphicsEllipseItem>(*chart);
    QCOMPARE(rings.size(), 1);
    QCOMPARE(rings.first()->mapRectToParent(rings.first()->rect()).center(), after);
}

void TstCatalogChart::pointLabelsCanBeHidden() {
    CatalogChart* chart = show(dataFor(ChartPreset::PerfPerWatt));
    QVERIFY(chart->pointLabelsVisible());
    QVERIFY(!chart->pointLabels().isEmpty());
    chart->setPointLabelsVisible(false);
    QVERIFY(chart->pointLabels().isEmpty());
    chart->setPointLabelsVisible(true);
    QVERIFY(!chart->pointLabels().isEmpty());
}

void TstCatalogChart::toolTip() {
    CatalogChart* chart = show(dataFor(ChartPreset::PerfPerWatt));
    // The catalog computes H100's dense figure from the sparse one it publishes.
    QCOMPARE(chart->toolTipText(kH100),
             QStringLiteral("NVIDIA H100 SXM (NVIDIA)\nTDP: 700 W\n"
                            "Dense BF16 throughput: 989.5 TFLOPS (computed)"));
    QCOMPARE(chart->toolTipText(kMi300x), QStringLiteral("AMD Instinct MI300X (AMD)\nTDP: 750 W\n"
                                                         "Dense BF16 throughput: 1.3074 PFLOPS"));
    QVERIFY(chart->toolTipText(QStringLiteral("no-such-chip")).isEmpty());

    // Hovering a place names every chip drawn there: H100 SXM and H200 SXM share 700 W and
    // 989.5 TFLOPS.
    const QString shared = chart->toolTipAt(chart->pointPosition(kH100));
    QVERIFY2(shared.contains(QStringLiteral("NVIDIA H100 SXM (NVIDIA)")), qPrintable(shared));
    QVERIFY2(shared.contains(QStringLiteral("NVIDIA H200 SXM (NVIDIA)")), qPrintable(shared));
    QCOMPARE(chart->toolTipAt(chart->pointPosition(kMi300x)), chart->toolTipText(kMi300x));
    QVERIFY(chart->toolTipAt(QPointF(-100, -100)).isEmpty());
}

void TstCatalogChart::toolTipShowsStatusAndLocale() {
    using namespace testfigures;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    Chip chip;
    chip.id = QStringLiteral("acme-x1");
    chip.vendor = QStringLiteral("Acme");
    chip.name = QStringLiteral("Acme X1");
    chip.figure(Field::TdpW) = number(500, FigureStatus::Unverified);
    chip.figure(Field::Bf16TflopsDense) = number(987.5);
    CatalogChart* chart =
        show(buildChartData(chipEntries({chip}), chartPresetSpec(ChartPreset::PerfPerWatt)));
    const QString text = chart->toolTipText(chip.id);
    QVERIFY2(text.contains(QStringLiteral("500 W (unverified)")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("987,5 TFLOPS")), qPrintable(text));
    QVERIFY(text.startsWith(QStringLiteral("Acme X1 (Acme)")));
}

void TstCatalogChart::sparsityUnstatedPointsAreHollow() {
    // The MI355X FP4 press figure: AMD does not say whether it is dense. Its point on the FP4
    // perf-per-watt chart is drawn hollow like an unverified one, labelled with "*" as the
    // command line marks it, and has no legend entry of its own.
    using namespace testfigures;
    Chip sparseChip;
    sparseChip.id = QStringLiteral("acme-sparse");
    sparseChip.vendor = QStringLiteral("Acme");
    sparseChip.name = QStringLiteral("Acme Sparse");
    sparseChip.figure(Field::TdpW) = number(1400);
    sparseChip.figure(Field::Fp4TflopsDense) = sparse(10066);
    Chip denseChip = sparseChip;
    denseChip.id = QStringLiteral("acme-dense");
    denseChip.name = QStringLiteral("Acme Dense");
    denseChip.figure(Field::Fp4TflopsDense) = number(9000);
    ChartSpec spec = chartPresetSpec(ChartPreset::PerfPerWatt);
    spec.precision = Precision::FP4;
    CatalogChart* chart = show(buildChartData(chipEntries({sparseChip, denseChip}), spec));
    int hollow = 0;
    for (QScatterSeries* s : scatterSeries(*chart)) {
        if (s->color() != QColor(Qt::white))
            continue;
        hollow += int(s->count());
        QCOMPARE(s->points(), QList<QPointF>{QPointF(1400, 10066)});
        for (const QLegendMarker* marker : chart->legend()->markers(s))
            QVERIFY(!marker->isVisible());
    }
    QCOMPARE(hollow, 1);
    QCOMPARE(chart->pointLabels().value(sparseChip.id)->text(), QStringLiteral("Sparse*"));
    QCOMPARE(chart->pointLabels().value(denseChip.id)->text(), QStringLiteral("Dense"));
    QVERIFY(
        chart->toolTipText(sparseChip.id).contains(QLatin1String("dense or sparse not stated")));
}

void TstCatalogChart::toolTipShowsThePrintedUnit() {
    // Trainium1's memory as AWS printed it, never converted.
    using namespace testfigures;
    Chip trn1;
    trn1.id = QStringLiteral("aws-trainium1");
    trn1.vendor = QStringLiteral("AWS (Annapurna Labs)");
    trn1.name = QStringLiteral("AWS Trainium (Trn1)");
    trn1.figure(Field::MemoryGb) = number(32);
    trn1.figure(Field::MemoryGb).printedUnit = PrintedUnit::Binary;
    trn1.figure(Field::MemoryBwGbs) = number(820);
    trn1.figure(Field::MemoryBwGbs).printedUnit = PrintedUnit::Binary;
    CatalogChart* chart =
        show(buildChartData(chipEntries({trn1}), chartPresetSpec(ChartPreset::MemoryVsBandwidth)));
    const QString text = chart->toolTipText(trn1.id);
    QVERIFY2(text.contains(QStringLiteral("32 GiB")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("820 GiB/s")), qPrintable(text));
}

QTEST_MAIN(TstCatalogChart)
#include "tst_catalogchart.moc"
