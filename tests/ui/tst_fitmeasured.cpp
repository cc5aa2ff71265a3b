// The calculator's measured results: beside each row's bounds, the measured result core picks
// for the model on the chip or system (MLPerf v5.0 Llama 2 70B Offline on 8 x H200, a real
// published number), its claimant, its efficiency (core's resultBound()) and the cost per
// million tokens from it (core's costFromResults()), else the cost at the bound, labelled as the
// upper bound.
#include "application/resultrules.h"
#include "common/theme.h"
#include "fit/fittablemodel.h"
#include "fit/systemfittablemodel.h"
#include "resulttestdata.h"

#include <QAbstractItemModelTester>
#include <QBrush>
#include <QGuiApplication>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>

using namespace chipatlas;
using namespace chipatlas::resulttestdata;

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");
const QString kHgxH200 = QStringLiteral("nvidia-hgx-h200-8gpu");
constexpr double kPrice = 3.5; // USD per chip-hour, the user's (a test's) price

bool computed(FitTableModel& table) {
    return !table.isComputing() || QSignalSpy(&table, &FitTableModel::fitsComputed).wait(30'000);
}

CatalogSnapshot snapshotWith(QList<Result> results) {
    const QList<ChipPrice> prices{{kH200, kPrice, QDate(2025, 6, 1), QStringLiteral("test")},
                                  {kH100, kPrice, QDate(2025, 6, 1), QStringLiteral("test")}};
    return CatalogSnapshot({builtInChip("nvidia-h100-sxm"), builtInChip("nvidia-h200-sxm")},
                           {llama2_70b()}, prices, {builtInSystem("nvidia-hgx-h200-8gpu")}, {},
                           std::move(results));
}
} // namespace

class TstFitMeasured : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void chipRowShowsTheResultItsClaimAndEfficiency();
    void costUsesTheResultElseSaysUpperBound();
    void resultAboveItsBoundIsFlagged();
    void systemRowUsesAResultOnItsChip();
    void customModelMatchesNoResult();
};

void TstFitMeasured::chipRowShowsTheResultItsClaimAndEfficiency() {
    FitTableModel table;
    QAbstractItemModelTester tester(&table);
    const CatalogSnapshot snapshot = snapshotWith({h200Offline()});
    table.setSnapshot(snapshot);
    table.setModel(llama2_70b());
    QVERIFY(computed(table));
    const int row = table.rowForId(kH200);
    const QModelIndex measured = table.index(row, FitTableModel::MeasuredColumn);
    QCOMPARE(measured.data(FitTableModel::SortRole).toDouble(), 34988.2 / 8);
    QCOMPARE(measured.data().toString(), QStringLiteral("4374 (audited benchmark)"));
    const QString tip = measured.data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("mlperf-v5.0-llama2-70b-offline-nvidia-h200x8")),
             qPrintable(tip));
    QVERIFY2(tip.contains(claimText(h200Offline())), qPrintable(tip));

    // The efficiency is core's: measured / the bound for the result's own inputs.
    const ResultBound bound = resultBound(snapshot, h200Offline());
    QVERIFY(bound.efficiency);
    QVERIFY(*bound.efficiency > 0.1 && *bound.efficiency < 1.0);
    const QModelIndex efficiency = table.index(row, FitTableModel::EfficiencyColumn);
    QCOMPARE(efficiency.data(FitTableModel::SortRole).toDouble(), *bound.efficiency);
    QCOMPARE(efficiency.data().toString(),
             QLocale::c().toString(*bound.efficiency * 100, 'f', 0) + QLatin1Char('%'));
    QVERIFY(!efficiency.data(Qt::ForegroundRole).isValid()); // not flagged

    // The H100 has no result of the model: said so, in grey, sorted last.
    const int h100 = table.rowForId(kH100);
    const QModelIndex none = table.index(h100, FitTableModel::MeasuredColumn);
    QCOMPARE(none.data().toString(), QStringLiteral("no result"));
    QVERIFY(none.data(FitTableModel::MissingRole).toBool());
    QVERIFY(
        table.index(h100, FitTableModel::EfficiencyColumn).data(FitTableModel::SortRole).isNull());
}

void TstFitMeasured::costUsesTheResultElseSaysUpperBound() {
    FitTableModel table;
    const CatalogSnapshot snapshot = snapshotWith({h200Offline()});
    table.setSnapshot(snapshot);
    table.setModel(llama2_70b());
    FitInputs inputs;
    inputs.weights.format = WeightPrecision::Format::FP8;
    inputs.chips = 8;
    table.setInputs(inputs);
    QVERIFY(computed(table));

    // From the result: the price per chip-hour over its rate per chip, and which result and
    // whose claim it is.
    const int row = table.rowForId(kH200);
    const QModelIndex cost = table.index(row, FitTableModel::ResultCostColumn);
    const double expected = costPerMillionTokens(kPrice, 1, 34988.2 / 8);
    QCOMPARE(cost.data(FitTableModel::SortRole).toDouble(), expected);
    QCOMPARE(cost.data().toString(), QStringLiteral("0.22 (audited benchmark)"));
    const CostFromResults core =
        costFromResults(snapshot, QStringLiteral("llama-2-70b"), kH200, kPrice, 0.0);
    QCOMPARE(*core.usdPerMillionTokens, expected);
    const QString tip = cost.data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(core.source), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("MLPerf v5.0 closed, NVIDIA")), qPrintable(tip));

    // Without a result: the cost at the decode bound, labelled as the upper bound.
    const int h100 = table.rowForId(kH100);
    const QModelIndex bound = table.index(h100, FitTableModel::CostColumn);
    const QModelIndex upper = table.index(h100, FitTableModel::ResultCostColumn);
    QVERIFY(!bound.data(FitTableModel::SortRole).isNull());
    QCOMPARE(upper.data(FitTableModel::SortRole).toDouble(),
             bound.data(FitTableModel::SortRole).toDouble());
    QCOMPARE(upper.data().toString(),
             bound.data().toString() + QStringLiteral(" at the upper bound"));
    QVERIFY2(upper.data(Qt::ToolTipRole).toString().startsWith(QStringLiteral("upper bound")),
             qPrintable(upper.data(Qt::ToolTipRole).toString()));
}

// Issue's rule: a result made ten times too fast is flagged, never hidden.
void TstFitMeasured::resultAboveItsBoundIsFlagged() {
    Result tooFast = h200Offline();
    tooFast.tokensPerS = *tooFast.tokensPerS * 10;
    FitTableModel table;
    table.setSnapshot(snapshotWith({tooFast}));
    table.setModel(llama2_70b());
    QVERIFY(computed(table));
    const QModelIndex efficiency =
        table.index(table.rowForId(kH200), FitTableModel::EfficiencyColumn);
    QVERIFY(efficiency.data(FitTableModel::SortRole).toDouble() > 1.0);
    QVERIFY2(efficiency.data().toString().contains(QStringLiteral("above its bound")),
             qPrintable(efficiency.data().toString()));
    QCOMPARE(efficiency.data(Qt::ForegroundRole).value<QBrush>().color(),
             signalColor(SignalColor::Bad, QGuiApplication::palette()));
    QVERIFY(efficiency.data(Qt::ToolTipRole).toString().contains(aboveBoundText()));
}

// The HGX H200 board has no result of its own; the result on eight H200 chips carries over per
// chip, and the tooltip says where it ran.
void TstFitMeasured::systemRowUsesAResultOnItsChip() {
    SystemFitTableModel table;
    QAbstractItemModelTester tester(&table);
    const CatalogSnapshot snapshot = snapshotWith({h200Offline()});
    table.setSnapshot(snapshot);
    table.setModel(llama2_70b());
    const int row = table.rowForId(kHgxH200);
    QVERIFY(row >= 0);
    const QModelIndex measured = table.index(row, SystemFitTableModel::MeasuredColumn);
    QCOMPARE(measured.data(FitTableModel::SortRole).toDouble(), 34988.2 / 8);
    QVERIFY2(measured.data(Qt::ToolTipRole).toString().contains(kH200),
             qPrintable(measured.data(Qt::ToolTipRole).toString()));
    QCOMPARE(table.index(row, SystemFitTableModel::EfficiencyColumn)
                 .data(FitTableModel::SortRole)
                 .toDouble(),
             *resultBound(snapshot, h200Offline()).efficiency);
    const QModelIndex cost = table.index(row, SystemFitTableModel::ResultCostColumn);
    QCOMPARE(cost.data(FitTableModel::SortRole).toDouble(),
             *costFromResults(snapshot, QStringLiteral("llama-2-70b"), kHgxH200, kPrice, {})
                  .usdPerMillionTokens);
    QVERIFY(cost.data().toString().endsWith(QStringLiteral("(audited benchmark)")));
}

// A custom model is no catalog model, whatever it is called: no result is its.
void TstFitMeasured::customModelMatchesNoResult() {
    LlmModel custom = llama2_70b();
    custom.value(ModelField::Id) = QStringLiteral("custom");
    custom.value(ModelField::Name) = QStringLiteral("Custom model");
    FitTableModel table;
    table.setSnapshot(snapshotWith({h200Offline()}));
    table.setModel(custom);
    QVERIFY(computed(table));
    QCOMPARE(table.index(table.rowForId(kH200), FitTableModel::MeasuredColumn).data().toString(),
             QStringLiteral("no result"));
}

QTEST_MAIN(TstFitMeasured)
#include "tst_fitmeasured.moc"
