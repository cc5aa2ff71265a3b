// The own-or-rent chart drawn (ui/chart/ownershipcostchart.h): its series, legend and labelled
// break-even, and its export to PNG, SVG and CSV through the catalog chart's machinery.
#include "../core/ownershipfixtures.h"
#include "chart/ownershipcostchart.h"

#include <QApplication>
#include <QFile>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>

using namespace chipatlas;
using namespace chipatlas::testing;

namespace {
PriceOption option(const QString& id, double price) {
    PriceOption o;
    o.offerId = id;
    o.pricing = Pricing::OnDemand;
    o.usdPerChipHour = price;
    o.label = QStringLiteral("%1 on-demand").arg(id);
    return o;
}

OwnershipChartData boardChart() {
    return ownershipChartData({boardReport()},
                              {{option(QStringLiteral("spot"), 1.99), *boardReport().offer,
                                option(QStringLiteral("dear"), 4.50)}});
}

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}
} // namespace

class TstOwnershipCostChart : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void drawsEveryLineWithOneLegendEntryForTheOtherOffers();
    void axesAreTitledWithTheirUnits();
    void theChosenBreakEvenIsLabelledAtItsPoint();
    void exportsPngSvgAndCsv();
    void aBadPathFailsWithTheChartsMessage();
};

void TstOwnershipCostChart::drawsEveryLineWithOneLegendEntryForTheOtherOffers() {
    QGraphicsScene scene;
    auto* chart = new OwnershipCostChart;
    scene.addItem(chart);
    chart->setChartData(boardChart());
    chart->setGeometry(QRectF(0, 0, 1200, 800));
    chart->layout()->activate();
    QCOMPARE(chart->lineSeries().size(), 4); // owning and three offers
    QStringList legend;
    for (QLegendMarker* marker : chart->legend()->markers()) {
        if (marker->isVisible())
            legend << marker->label();
    }
    QCOMPARE(legend, (QStringList{QStringLiteral("Owning: Eight-GPU board"),
                                  QStringLiteral("Other offers"), boardReport().offer->label}));
    // The owning curve's last point: the cost per chip-hour at 100 %.
    const QLineSeries* owning = chart->lineSeries().first();
    QCOMPARE(owning->points().last().x(), 100.0);
    QVERIFY(qAbs(owning->points().last().y() - 1.890350457) < 1e-8);
}

void TstOwnershipCostChart::axesAreTitledWithTheirUnits() {
    OwnershipCostChart chart;
    chart.setChartData(boardChart());
    const auto horizontal = chart.axes(Qt::Horizontal);
    const auto vertical = chart.axes(Qt::Vertical);
    QCOMPARE(horizontal.size(), 1);
    QCOMPARE(vertical.size(), 1);
    QCOMPARE(horizontal.first()->titleText(), QStringLiteral("utilisation, %"));
    QCOMPARE(vertical.first()->titleText(), QStringLiteral("USD per used chip-hour"));
    QCOMPARE(static_cast<QValueAxis*>(horizontal.first())->max(), 100.0);
    QCOMPARE(static_cast<QValueAxis*>(vertical.first())->max(), boardChart().yMax);
}

void TstOwnershipCostChart::theChosenBreakEvenIsLabelledAtItsPoint() {
    QGraphicsScene scene;
    auto* chart = new OwnershipCostChart;
    scene.addItem(chart);
    chart->setGeometry(QRectF(0, 0, 1200, 800));
    chart->setChartData(boardChart());
    chart->layout()->activate();
    QCOMPARE(chart->breakEvenLabels().size(), 1); // the chosen offer's only
    const QGraphicsSimpleTextItem* label = chart->breakEvenLabels().first();
    QCOMPARE(label->text(), QStringLiteral("break-even 63.2 %"));
    const QPointF point = chart->mapToPosition(QPointF(63.222423, 2.99));
    const QRectF box = label->mapRectToParent(label->boundingRect());
    QVERIFY2(QLineF(box.center(), point).length() < box.width(), "the label is beside its point");
    QVERIFY(chart->plotArea().contains(box.center()));
}

void TstOwnershipCostChart::exportsPngSvgAndCsv() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString error;
    const QString png = dir.filePath(QStringLiteral("own.png"));
    QVERIFY2(exportOwnershipChart(boardChart(), png, QSize(800, 500), 1.0, &error),
             qPrintable(error));
    const QImage image(png);
    QCOMPARE(image.size(), QSize(800, 500));
    // Owning's blue is drawn.
    bool blue = false;
    for (int y = 0; y < image.height() && !blue; ++y) {
        for (int x = 0; x < image.width() && !blue; ++x)
            blue = image.pixelColor(x, y) == QColor(0x00, 0x72, 0xB2);
    }
    QVERIFY(blue);
    if (qEnvironmentVariableIsSet("CHIPATLAS_KEEP_CHART"))
        image.save(qEnvironmentVariable("CHIPATLAS_KEEP_CHART"));

    const QString svg = dir.filePath(QStringLiteral("own.svg"));
    QVERIFY2(exportOwnershipChart(boardChart(), svg, QSize(800, 500), 1.0, &error),
             qPrintable(error));
    const QByteArray svgText = readAll(svg);
    QVERIFY(svgText.contains("break-even 63.2 %"));
    QVERIFY(svgText.contains("USD per used chip-hour"));

    const QString csv = dir.filePath(QStringLiteral("own.csv"));
    QVERIFY2(exportOwnershipChart(boardChart(), csv, QSize(800, 500), 1.0, &error),
             qPrintable(error));
    QCOMPARE(readAll(csv), ownershipChartToCsv(boardChart()));
}

void TstOwnershipCostChart::aBadPathFailsWithTheChartsMessage() {
    QTemporaryDir dir;
    QString error;
    const QString txt = dir.filePath(QStringLiteral("own.txt"));
    QVERIFY(!exportOwnershipChart(boardChart(), txt, QSize(800, 500), 1.0, &error));
    QCOMPARE(error, QStringLiteral("Cannot export a chart to %1: use a file name ending in .png, "
                                   ".svg or .csv")
                        .arg(txt));
    const QString missing = dir.filePath(QStringLiteral("no-such-folder/own.png"));
    QVERIFY(!exportOwnershipChart(boardChart(), missing, QSize(800, 500), 1.0, &error));
    QVERIFY2(error.startsWith(QStringLiteral("Could not write %1: ").arg(missing)),
             qPrintable(error));
}

QTEST_MAIN(TstOwnershipCostChart)
#include "tst_ownershipcostchart.moc"
