// The charts of measured results (core's resultchart.h on the chart page): measured tokens per
// second against the calculator's bound for the same inputs, with lines of constant efficiency
// (the diagonal "1 × bound"), one series per claimant, a result above its bound plotted and
// flagged, never hidden; measured tokens per watt where power was measured; the preset box and
// the CSV export. Real published numbers: MLPerf Inference v5.0 Llama 2 70B Offline.
#include "application/resultchart.h"
#include "application/resultrules.h"
#include "chart/catalogchart.h"
#include "chart/chartoptionsbar.h"
#include "chart/chartpage.h"
#include "common/settings.h"
#include "domain/boundedlist.h"
#include "io/chartexport.h"
#include "resulttestdata.h"

#include <QComboBox>
#include <QLabel>
#include <QLocale>
#include <QScatterSeries>
#include <QStandardPaths>
#include <QTest>

using namespace chipatlas;
using namespace chipatlas::resulttestdata;

namespace {
CatalogSnapshot snapshotWith(QList<Result> results) {
    return CatalogSnapshot({builtInChip("nvidia-h100-sxm"), builtInChip("nvidia-h200-sxm")},
                           {llama2_70b()}, {}, {}, {}, std::move(results));
}

ChartSpec spec(ChartSubject subject) {
    ChartSpec spec;
    spec.subject = subject;
    spec.logX = spec.logY = true;
    return spec;
}

const ChartPoint* pointOf(const ChartData& data, const QString& id) {
    for (const ChartPoint& point : data.points) {
        if (point.id == id)
            return &point;
    }
    return nullptr;
}

// A run the user records with the power the wall meter showed: their own numbers, as the
// "Record a result" dialog takes them.
Result ownRunWithPower() {
    Result r;
    r.id = QStringLiteral("own-h100-llama2-70b");
    r.model = QStringLiteral("llama-2-70b");
    r.hardwareId = QStringLiteral("nvidia-h100-sxm");
    r.hardwareCount = 8;
    r.precision = Precision::FP8;
    r.scenario = Scenario::Offline;
    r.outputTokens = 292;
    r.tokensPerS = 20000.0;
    r.powerW = 5000.0;
    r.claim = ClaimKind::Own;
    r.date = QDate(2025, 10, 1);
    return r;
}
} // namespace

class TstChartPageResults : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void measuredAgainstBoundBelowTheDiagonal();
    void aboveItsBoundIsPlottedAndFlagged();
    void tokensPerWattWherePowerWasMeasured();
    void pagePlotsTheResultsFromThePresetBox();
    void showAllNamesResults();
    void rememberedAcrossStarts();
};

void TstChartPageResults::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
}

void TstChartPageResults::measuredAgainstBoundBelowTheDiagonal() {
    const CatalogSnapshot snapshot = snapshotWith({h100Offline(), h200Offline()});
    const ChartData data = buildResultChartData(snapshot, spec(ChartSubject::MeasuredVsBound));
    QCOMPARE(data.points.size(), 2);
    for (const Result& result : {h100Offline(), h200Offline()}) {
        const ChartPoint* point = pointOf(data, result.id);
        QVERIFY(point);
        const ResultBound bound = resultBound(snapshot, result);
        QCOMPARE(point->x, *bound.tokensPerSecond);
        QCOMPARE(point->y, *result.tokensPerS);
        QVERIFY(point->y < point->x); // below the diagonal: efficiency under 1
        QCOMPARE(point->vendor, claimKindDisplayName(ClaimKind::Audited));
        QVERIFY(!point->isFlagged());
    }
    // The diagonal, y = x, is always drawn.
    QVERIFY(std::any_of(data.guides.cbegin(), data.guides.cend(),
                        [](const ChartGuide& g) { return g.slope == 1.0 && g.value == 1.0; }));
    QCOMPARE(data.xAxis.key, QStringLiteral("bound_tokens_per_s"));
    QCOMPARE(data.yTitle, QStringLiteral("Measured (tok/s)"));
    // The CSV names the axes' keys and units.
    const QString csv = QString::fromUtf8(chartToCsv(data));
    QVERIFY2(csv.contains(QStringLiteral("\"audited benchmark\",\"bound_tokens_per_s\",")),
             qPrintable(csv));
    QVERIFY2(csv.contains(
                 QStringLiteral("\"measured_tokens_per_s\",\"34988.2\",\"tok/s\",\"published\",")),
             qPrintable(csv));
}

void TstChartPageResults::aboveItsBoundIsPlottedAndFlagged() {
    Result tooFast = h200Offline();
    tooFast.tokensPerS = *tooFast.tokensPerS * 10;
    const ChartData data =
        buildResultChartData(snapshotWith({tooFast}), spec(ChartSubject::MeasuredVsBound));
    QCOMPARE(data.points.size(), 1);
    const ChartPoint& point = data.points.first();
    QVERIFY(point.y > point.x);
    QVERIFY(point.aboveBound);
    QVERIFY(point.isFlagged()); // hollow
    QCOMPARE(data.notes.size(), 1);
    QVERIFY2(data.notes.first().contains(aboveBoundText()), qPrintable(data.notes.first()));
}

void TstChartPageResults::tokensPerWattWherePowerWasMeasured() {
    const ChartData data = buildResultChartData(snapshotWith({h200Offline(), ownRunWithPower()}),
                                                spec(ChartSubject::TokensPerWatt));
    QCOMPARE(data.points.size(), 1);
    QCOMPARE(data.points.first().x, 5000.0);
    QCOMPARE(data.points.first().y, 20000.0);
    QCOMPARE(data.points.first().vendor, claimKindDisplayName(ClaimKind::Own));
    // 4 tokens per second per watt: between the guides of 2 and 5 tok/s per W (1-2-5 steps).
    QStringList guides;
    for (const ChartGuide& guide : data.guides)
        guides << guide.label;
    QCOMPARE(guides,
             (QStringList{QStringLiteral("2 tok/s per W"), QStringLiteral("5 tok/s per W")}));
    QCOMPARE(data.excluded.size(), 1);
    QCOMPARE(data.excluded.first().id, h200Offline().id);
    QCOMPARE(data.excluded.first().reason, QStringLiteral("power not measured"));
}

void TstChartPageResults::pagePlotsTheResultsFromThePresetBox() {
    ChartPage page;
    page.setSnapshot(snapshotWith({h100Offline(), h200Offline()}));
    page.resize(1000, 700);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QComboBox* presets = page.optionsBar()->findChild<QComboBox*>(QStringLiteral("chartPresetBox"));
    QVERIFY(presets);
    const int index = presets->findData(QStringLiteral("measured-vs-bound"));
    QVERIFY(index >= 0);
    presets->setCurrentIndex(index);
    Q_EMIT presets->activated(index);
    QCOMPARE(page.spec().subject, ChartSubject::MeasuredVsBound);
    const ChartData& data = page.chartData();
    QCOMPARE(data.points.size(), 2);
    QCOMPARE(page.exportBaseName(), QStringLiteral("chart-measured-vs-bound"));
    // One series per claimant, named so in the legend.
    bool audited = false;
    for (const QAbstractSeries* series : page.chart()->series()) {
        const auto* scatter = qobject_cast<const QScatterSeries*>(series);
        audited |= scatter && scatter->name() == claimKindDisplayName(ClaimKind::Audited) &&
                   scatter->count() == 2;
    }
    QVERIFY(audited);
    QVERIFY(page.chart()->toolTipText(h200Offline().id).contains(QStringLiteral("Measured: ")));
}

// More results not plotted than the notes name: the link offers all the results, not chips.
void TstChartPageResults::showAllNamesResults() {
    QList<Result> results;
    for (int i = 0; i <= int(kBoundedListLength); ++i) {
        Result copy = h200Offline(); // no power measured
        copy.id += QStringLiteral("-%1").arg(i);
        results << copy;
    }
    ChartPage page;
    page.setSnapshot(snapshotWith(results));
    page.setSpec(spec(ChartSubject::TokensPerWatt));
    page.resize(1000, 700);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QCOMPARE(page.chartData().excluded.size(), kBoundedListLength + 1);
    QVERIFY(page.showAllLabel()->isVisible());
    QVERIFY2(
        page.showAllLabel()->text().contains(QStringLiteral("Show all 21 results not plotted")),
        qPrintable(page.showAllLabel()->text()));
}

// The chart of measured results is what the page shows at the next start.
void TstChartPageResults::rememberedAcrossStarts() {
    Settings().clear();
    {
        ChartPage page;
        page.setSpec(spec(ChartSubject::MeasuredVsBound));
        Settings settings;
        page.saveState(settings);
    }
    ChartPage fresh;
    fresh.restoreState(Settings());
    QCOMPARE(fresh.spec().subject, ChartSubject::MeasuredVsBound);
    QVERIFY(fresh.spec().logX && fresh.spec().logY);
    // Back to a chips' preset: remembered as the chips' chart.
    fresh.setSpec(chartPresetSpec(ChartPreset::MemoryVsBandwidth));
    Settings settings;
    fresh.saveState(settings);
    QCOMPARE(Settings().chartSpec().subject, ChartSubject::Entries);
    Settings().clear();
}

QTEST_MAIN(TstChartPageResults)
#include "tst_chartpage_results.moc"
