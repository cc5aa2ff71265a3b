// The Results table's model and proxy: one row per measured result with what ran, on what, how
// fast and whose claim, units in the headers and numbers right-aligned, a throughput per chip
// worked out from the total marked as computed, raw sort values with missing ones last, the
// filter bar's text, vendor and kind and the claim filter, and the table page's Results mode.
#include "common/entrymime.h"
#include "resulttestdata.h"
#include "table/catalogtablepage.h"
#include "table/resultfilterproxymodel.h"
#include "table/resulttablemodel.h"
#include "table/resulttablesection.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QFont>
#include <QLocale>
#include <QMimeData>
#include <QTabBar>
#include <QTableView>
#include <QTest>

using namespace chipatlas;
using namespace chipatlas::resulttestdata;

class TstResultTableModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void cellsOfEachKindOfResult();
    void headersNameTheirUnitsAndNumbersAlignRight();
    void perChipFromTheTotalIsComputed();
    void sortsNumbersWithMissingLast();
    void filtersByTextVendorKindAndClaim();
    void efficiencyAgainstTheBound();
    void aboveTheBoundIsFlagged();
    void dragCarriesTheHardware();
    void tablePageShowsResultsMode();
};

namespace {
QString cell(const ResultTableModel& model, const QString& id, int column,
             int role = Qt::DisplayRole) {
    return model.index(model.rowForId(id), column).data(role).toString();
}

QStringList idsInOrder(const QAbstractItemModel& proxy) {
    QStringList ids;
    for (int row = 0; row < proxy.rowCount(); ++row)
        ids << proxy.index(row, 0).data(ResultTableModel::ResultIdRole).toString();
    return ids;
}
} // namespace

void TstResultTableModel::cellsOfEachKindOfResult() {
    ResultTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSnapshot(snapshot());
    QCOMPARE(model.rowCount(), 4);

    // The audited MLPerf result on eight H200s: the catalog model's name, the chip's.
    QCOMPARE(cell(model, kMlperf, ResultTableModel::ModelColumn), QStringLiteral("Llama 2 70B"));
    QCOMPARE(cell(model, kMlperf, ResultTableModel::HardwareColumn),
             QStringLiteral("8 x NVIDIA H200 SXM"));
    QCOMPARE(cell(model, kMlperf, ResultTableModel::EngineColumn), QStringLiteral("TensorRT 10.8"));
    QCOMPARE(cell(model, kMlperf, ResultTableModel::PrecisionColumn), QStringLiteral("FP8"));
    QCOMPARE(cell(model, kMlperf, ResultTableModel::ScenarioColumn), QStringLiteral("offline"));
    QCOMPARE(cell(model, kMlperf, ResultTableModel::TokensPerSColumn), QStringLiteral("34,988"));
    QCOMPARE(cell(model, kMlperf, ResultTableModel::DateColumn), QStringLiteral("2025-04-02"));
    QCOMPARE(cell(model, kMlperf, ResultTableModel::ClaimColumn),
             QStringLiteral("audited: MLPerf v5.0"));
    const QString claimTip = cell(model, kMlperf, ResultTableModel::ClaimColumn, Qt::ToolTipRole);
    QVERIFY2(claimTip.contains(QStringLiteral("5.0-0060")) &&
                 claimTip.contains(QStringLiteral("Published by: NVIDIA")) &&
                 claimTip.contains(
                     QStringLiteral("https://github.com/mlcommons/inference_results_v5.0/")),
             qPrintable(claimTip));

    // The independent sweep point on one MI300X, at a concurrency; no rate per user given.
    QCOMPARE(cell(model, kSweep, ResultTableModel::HardwareColumn),
             QStringLiteral("AMD Instinct MI300X"));
    QCOMPARE(cell(model, kSweep, ResultTableModel::EngineColumn), QStringLiteral("vLLM"));
    QCOMPARE(cell(model, kSweep, ResultTableModel::ScenarioColumn),
             QStringLiteral("fixed concurrency 64"));
    QCOMPARE(cell(model, kSweep, ResultTableModel::TokensPerChipColumn), QStringLiteral("229"));
    QVERIFY(model.index(model.rowForId(kSweep), ResultTableModel::TokensPerUserColumn)
                .data(ResultTableModel::MissingRole)
                .toBool());
    QCOMPARE(cell(model, kSweep, ResultTableModel::ClaimColumn),
             QStringLiteral("independent measurement"));

    // A vendor's claim on a model the catalog lacks (its id as the file gives it), on the board.
    QCOMPARE(cell(model, kVendor, ResultTableModel::ModelColumn), QStringLiteral("llama-3.1-405b"));
    QCOMPARE(cell(model, kVendor, ResultTableModel::HardwareColumn),
             QStringLiteral("NVIDIA HGX H200 8-GPU"));
    QCOMPARE(cell(model, kVendor, ResultTableModel::ClaimColumn), QStringLiteral("vendor's claim"));

    // The figure measurement names what it measured; the tooltip has the value and the tool. It
    // has no throughput: grey, missing.
    QVERIFY(
        cell(model, kGemm, ResultTableModel::ModelColumn).startsWith(QStringLiteral("Measured: ")));
    const QString gemmTip = cell(model, kGemm, ResultTableModel::ModelColumn, Qt::ToolTipRole);
    QVERIFY2(gemmTip.contains(QStringLiteral("1,453.4 TFLOPS")) &&
                 gemmTip.contains(QStringLiteral("mamf-finder.py")),
             qPrintable(gemmTip));
    const QModelIndex none = model.index(model.rowForId(kGemm), ResultTableModel::TokensPerSColumn);
    QVERIFY(none.data(ResultTableModel::MissingRole).toBool());
    QVERIFY(none.data(ResultTableModel::SortRole).isNull());
    QVERIFY(none.data(Qt::ForegroundRole).isValid());
    QCOMPARE(cell(model, kGemm, ResultTableModel::ClaimColumn),
             QStringLiteral("independent measurement"));
    QCOMPARE(cell(model, kGemm, ResultTableModel::IdColumn), kGemm);
}

void TstResultTableModel::headersNameTheirUnitsAndNumbersAlignRight() {
    ResultTableModel model;
    model.setSnapshot(snapshot());
    for (int column : {ResultTableModel::TokensPerSColumn, ResultTableModel::TokensPerChipColumn,
                       ResultTableModel::TokensPerUserColumn}) {
        const QString title = model.headerData(column, Qt::Horizontal).toString();
        QVERIFY2(title.endsWith(QStringLiteral("\n(tok/s)")), qPrintable(title));
        QCOMPARE(model.headerData(column, Qt::Horizontal, Qt::TextAlignmentRole).toInt() &
                     Qt::AlignHorizontal_Mask,
                 int(Qt::AlignRight));
        QCOMPARE(model.index(0, column).data(Qt::TextAlignmentRole).toInt() &
                     Qt::AlignHorizontal_Mask,
                 int(Qt::AlignRight));
    }
    QCOMPARE(model.index(0, ResultTableModel::ModelColumn).data(Qt::TextAlignmentRole).toInt() &
                 Qt::AlignHorizontal_Mask,
             int(Qt::AlignLeft));
    QVERIFY(model.headerData(ResultTableModel::TokensPerChipColumn, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .startsWith(QStringLiteral("tokens_per_s_per_chip: ")));
}

void TstResultTableModel::perChipFromTheTotalIsComputed() {
    ResultTableModel model;
    model.setSnapshot(snapshot());
    // 34,988 tok/s on 8 GPUs: 4,374 per chip, computed (italics), the sum shown.
    const QModelIndex perChip =
        model.index(model.rowForId(kMlperf), ResultTableModel::TokensPerChipColumn);
    QCOMPARE(perChip.data().toString(), QStringLiteral("4,374"));
    QCOMPARE(perChip.data(ResultTableModel::SortRole).toDouble(), 4373.525);
    QCOMPARE(perChip.data(ResultTableModel::StatusRole).toInt(), int(FigureStatus::Computed));
    QVERIFY(perChip.data(Qt::FontRole).value<QFont>().italic());
    QVERIFY2(perChip.data(Qt::ToolTipRole).toString().contains(QStringLiteral("over 8 chips")),
             qPrintable(perChip.data(Qt::ToolTipRole).toString()));
    // Given (one chip's rate): not computed.
    const QModelIndex given =
        model.index(model.rowForId(kSweep), ResultTableModel::TokensPerChipColumn);
    QCOMPARE(given.data(ResultTableModel::StatusRole).toInt(), int(FigureStatus::Published));
    QVERIFY(!given.data(Qt::FontRole).isValid());
}

void TstResultTableModel::sortsNumbersWithMissingLast() {
    ResultTableModel model;
    model.setSnapshot(snapshot());
    ResultFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.sort(ResultTableModel::TokensPerChipColumn, Qt::DescendingOrder);
    QCOMPARE(idsInOrder(proxy).mid(0, 3), (QStringList{kMlperf, kSweep, kVendor}));
    proxy.sort(ResultTableModel::TokensPerChipColumn, Qt::AscendingOrder);
    QCOMPARE(idsInOrder(proxy).mid(0, 3), (QStringList{kVendor, kSweep, kMlperf}));
    // The figure measurement has none: last both ways.
    QCOMPARE(idsInOrder(proxy).last(), kGemm);
    proxy.sort(ResultTableModel::DateColumn, Qt::AscendingOrder);
    QCOMPARE(idsInOrder(proxy), (QStringList{kVendor, kSweep, kMlperf, kGemm}));
}

void TstResultTableModel::filtersByTextVendorKindAndClaim() {
    ResultTableModel model;
    model.setSnapshot(snapshot());
    ResultFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.sort(ResultTableModel::DateColumn, Qt::AscendingOrder);
    // The model's name (as the catalog names it) and the hardware's name.
    proxy.setFilters(QStringLiteral("llama 2"), {}, {});
    QCOMPARE(idsInOrder(proxy), (QStringList{kSweep, kMlperf}));
    proxy.setFilters(QStringLiteral("HGX"), {}, {});
    QCOMPARE(idsInOrder(proxy), (QStringList{kVendor}));
    proxy.setFilters({}, QStringLiteral("amd"), {});
    QCOMPARE(idsInOrder(proxy), (QStringList{kSweep}));
    proxy.setFilters({}, {}, QStringLiteral("tpu"));
    QCOMPARE(proxy.rowCount(), 0);
    proxy.setFilters({}, {}, {});
    proxy.setClaim(ClaimKind::Audited);
    QCOMPARE(idsInOrder(proxy), (QStringList{kMlperf}));
    proxy.setClaim(ClaimKind::Independent);
    QCOMPARE(idsInOrder(proxy), (QStringList{kSweep, kGemm}));
    proxy.setClaim(ClaimKind::Own);
    QCOMPARE(proxy.rowCount(), 0);
    proxy.setClaim(std::nullopt);
    QCOMPARE(proxy.rowCount(), 4);
}

void TstResultTableModel::efficiencyAgainstTheBound() {
    ResultTableModel model;
    model.setSnapshot(realSnapshot());
    const int row = model.rowForId(kMlperf);
    // The audited H200 result: below its bound, with the binding bound named and the bound's
    // assumptions in the tooltip.
    const QModelIndex bound = model.index(row, ResultTableModel::BoundColumn);
    QVERIFY(bound.data(ResultTableModel::SortRole).toDouble() > 34988.2);
    const double efficiency = model.index(row, ResultTableModel::EfficiencyColumn)
                                  .data(ResultTableModel::SortRole)
                                  .toDouble();
    QVERIFY2(efficiency > 0.1 && efficiency < 1.0, qPrintable(QString::number(efficiency)));
    QCOMPARE(model.index(row, ResultTableModel::EfficiencyColumn).data().toString(),
             QLocale().toString(efficiency * 100, 'f', 0));
    QVERIFY(!model.index(row, ResultTableModel::BindingColumn).data().toString().isEmpty());
    QVERIFY(model.index(row, ResultTableModel::CheckColumn).data().toString().isEmpty());
    QVERIFY(!model.isAboveBound(row));
    QVERIFY2(bound.data(Qt::ToolTipRole).toString().contains(QStringLiteral("on 8 chips")),
             qPrintable(bound.data(Qt::ToolTipRole).toString()));
    QCOMPARE(model.headerData(ResultTableModel::EfficiencyColumn, Qt::Horizontal).toString(),
             QStringLiteral("Efficiency\n(%)"));
    // The figure measurement: its fraction of the published FP8 figure.
    const QModelIndex fraction =
        model.index(model.rowForId(kGemm), ResultTableModel::EfficiencyColumn);
    const double published =
        CatalogSnapshot::builtInChip(kH200)->figure(Field::Fp8TflopsDense).number();
    QCOMPARE(fraction.data(ResultTableModel::SortRole).toDouble(), 1453.4 / published);
}

void TstResultTableModel::aboveTheBoundIsFlagged() {
    ResultTableModel model;
    model.setSnapshot(realSnapshot());
    const int row = model.rowForId(tenTimesTooFast().id);
    QVERIFY(model.isAboveBound(row));
    const QModelIndex efficiency = model.index(row, ResultTableModel::EfficiencyColumn);
    QVERIFY(efficiency.data(ResultTableModel::SortRole).toDouble() > 1.0);
    QVERIFY2(efficiency.data().toString().startsWith(QString::fromUtf8("\u26a0 ")),
             qPrintable(efficiency.data().toString()));
    const QModelIndex check = model.index(row, ResultTableModel::CheckColumn);
    QCOMPARE(check.data().toString(), QStringLiteral("above its bound"));
    for (const QModelIndex& flagged : {efficiency, check}) {
        QVERIFY(flagged.data(Qt::ForegroundRole).isValid());
        QVERIFY(flagged.data(Qt::FontRole).value<QFont>().bold());
        QVERIFY2(flagged.data(Qt::ToolTipRole)
                     .toString()
                     .contains(QStringLiteral("an error in the data or in the formula")),
                 qPrintable(flagged.data(Qt::ToolTipRole).toString()));
    }
}

void TstResultTableModel::dragCarriesTheHardware() {
    ResultTableModel model;
    model.setSnapshot(snapshot());
    std::unique_ptr<QMimeData> data(model.mimeData({model.index(model.rowForId(kMlperf), 0),
                                                    model.index(model.rowForId(kSweep), 0),
                                                    model.index(model.rowForId(kVendor), 0)}));
    QVERIFY(data);
    QCOMPARE(entriesFromMimeData(data.get()),
             (QList<EntryRef>{EntryRef::chip(kMi300x), EntryRef::chip(kH200),
                              EntryRef::system(kBoard)}));
}

void TstResultTableModel::tablePageShowsResultsMode() {
    CatalogTablePage page;
    page.setSnapshot(snapshot());
    QCOMPARE(page.modeBar()->count(), 3);
    QCOMPARE(page.modeBar()->tabText(2), QStringLiteral("Results"));
    QCOMPARE(page.resultsModeAction()->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+R")));
    page.resultsModeAction()->trigger();
    QCOMPARE(page.mode(), TableMode::Results);
    QCOMPARE(page.modeBar()->currentIndex(), 2);
    QVERIFY(!page.currentChip());
    ResultTableSection* section = page.resultSection();
    QCOMPARE(section->totalCount(), 4);
    section->selectResult(kSweep);
    QVERIFY(page.currentResult());
    QCOMPARE(page.currentResult()->id, kSweep);
    // The filter bar filters the results too; the claim combo keeps one kind of claim.
    section->setClaimFilter(ClaimKind::Vendor);
    QCOMPARE(section->claimCombo()->currentText(), QStringLiteral("vendor's claim"));
    QCOMPARE(section->shownCount(), 1);
    section->setClaimFilter(std::nullopt);
    QCOMPARE(section->shownCount(), 4);
    page.switchModeAction()->trigger();
    QCOMPARE(page.mode(), TableMode::Systems);
    QVERIFY(!page.currentResult());
}

QTEST_MAIN(TstResultTableModel)
#include "tst_resulttablemodel.moc"
