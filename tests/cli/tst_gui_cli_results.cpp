// The rules the GUI and chipatlas-cli share for measured results, given the same inputs on both
// sides (guiclifixture.h): the same bound, efficiency and above-bound flag in the Results table
// and `results --json`; the same points and CSV from the chart page and `chart --preset
// measured-vs-bound`; the same cost from a result in the calculator and `fit --cost`; the same
// rows in compare's "Measured results" and `compare --results`; the same MLPerf results folder:
// the same results, chips and models, and the same left out, in File > Import MLPerf results...
// and `import --results FOLDER`.
#include "../ui/resulttestdata.h"
#include "application/catalogsession.h"
#include "application/resultchart.h"
#include "apppaths.h"
#include "chart/chartpage.h"
#include "clirunner.h"
#include "common/entrymime.h"
#include "common/settings.h"
#include "compare/compareresults.h"
#include "compare/compareview.h"
#include "compare/comparisonmodel.h"
#include "details/systemhtml.h"
#include "fit/fittablemodel.h"
#include "guiclifixture.h"
#include "guistartup.h"
#include "io/chartexport.h"
#include "storage/catalog.h"
#include "table/chipfilterproxymodel.h"
#include "table/chiptablemodel.h"
#include "table/resulttablemodel.h"
#include "table/systemfilterproxymodel.h"
#include "table/systemtablemodel.h"
#include "transfer/resulttransfer.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QPalette>

using namespace chipatlas;

class TestGuiCliResults
    : public QObject
    , private GuiCliFixture {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void resultsTableAgreesWithResultsJson();
    void measuredResultsChartIsTheSame();
    void costFromAResultIsTheSame();
    void compareMeasuredResultsAreTheSame();
    void mlperfFolderGivesTheSameResults_data();
    void mlperfFolderGivesTheSameResults();

private:
    // A catalog of its own (the built-in one plus Llama 2 70B and two MLPerf results on
    // 8 x H200 SXM, over a built-in one of the same id), and its snapshot as the GUI loads it.
    QString resultsCatalog(CatalogSnapshot* snapshot);
};

void TestGuiCliResults::initTestCase() {
    initCatalog();
}

// The Results table and `chipatlas-cli results --json`: one rule (core's resultBound()) for the
// bound, the efficiency and the above-bound flag, on runs recorded through the CLI, one of them
// made far too fast.
void TestGuiCliResults::resultsTableAgreesWithResultsJson() {
    const QStringList run70b{
        QStringLiteral("--model"),          QStringLiteral("llama-3.1-70b"),
        QStringLiteral("--hardware"),       QStringLiteral("nvidia-h200-sxm"),
        QStringLiteral("hardware_count=8"), QStringLiteral("precision=fp8"),
        QStringLiteral("scenario=offline"), QStringLiteral("output_tokens=300"),
        QStringLiteral("source=my notes")};
    for (const auto& [id, rate] : {std::pair{QStringLiteral("gui-cli-run"), "20000"},
                                   std::pair{QStringLiteral("gui-cli-too-fast"), "20000000"}}) {
        const CliResult recorded =
            run(QStringList{QStringLiteral("results"), QStringLiteral("--record"), id} + run70b +
                QStringList{QStringLiteral("tokens_per_s=") + QLatin1String(rate)});
        QVERIFY2(recorded.exitCode == 0, qPrintable(recorded.text()));
    }
    StorageError error;
    const std::unique_ptr<Catalog> catalog = Catalog::open(guiCatalogConnection(m_db), &error);
    QVERIFY2(catalog, qPrintable(error.message));
    ResultTableModel model;
    model.setSnapshot(CatalogSnapshot(m_chips, m_models, {}, m_systems, m_offers,
                                      catalog->results().all(&error)));
    const QJsonArray cli = runJson({QStringLiteral("results"), QStringLiteral("--verbose")})
                               .object()[u"results"]
                               .toArray();
    QCOMPARE(cli.size(), model.rowCount());
    int bounded = 0;
    for (const QJsonValue& value : cli) {
        const QString id = value[u"id"].toString();
        const int row = model.rowForId(id);
        QVERIFY2(row >= 0, qPrintable(id));
        if (value[u"kind"].toString() == QLatin1String("figure")) {
            // A figure measurement: its fraction of the published figure, not a bound.
            const QVariant gui = model.index(row, ResultTableModel::EfficiencyColumn)
                                     .data(ResultTableModel::SortRole);
            const QJsonValue fraction = value[u"figure_check"][u"fraction"];
            QVERIFY2(gui.isNull() == fraction.isNull(), qPrintable(id));
            if (!gui.isNull())
                QVERIFY2(qFuzzyCompare(gui.toDouble(), fraction.toDouble()), qPrintable(id));
            continue;
        }
        const QJsonObject bound = value[u"bound"].toObject();
        QCOMPARE(model.isAboveBound(row), bound[u"above_bound"].toBool());
        for (const auto& [column, key] :
             {std::pair{int(ResultTableModel::BoundColumn), u"tokens_per_s"},
              std::pair{int(ResultTableModel::EfficiencyColumn), u"efficiency"}}) {
            const QVariant gui = model.index(row, column).data(ResultTableModel::SortRole);
            QVERIFY2(gui.isNull() == bound[key].isNull(), qPrintable(id));
            if (!gui.isNull())
                QVERIFY2(qFuzzyCompare(gui.toDouble(), bound[key].toDouble()), qPrintable(id));
        }
        bounded += bound[u"tokens_per_s"].isNull() ? 0 : 1;
    }
    QVERIFY(bounded >= 2);
    const int tooFast = model.rowForId(QStringLiteral("gui-cli-too-fast"));
    QVERIFY(model.isAboveBound(tooFast));
    QVERIFY(!model.isAboveBound(model.rowForId(QStringLiteral("gui-cli-run"))));
}

// MLPerf Inference v5.0 (NVIDIA) and v5.1 (Nebius) Llama 2 70B Offline on 8 x H200 SXM
// (resulttestdata.h),
// in a catalog of their own: the chart page and `chart --preset measured-vs-bound` plot the same
// points from one rule (buildResultChartData()) and write the same CSV.
namespace {
const ChartPoint* pointOf(const ChartData& data, const QString& id) {
    for (const ChartPoint& point : data.points) {
        if (point.id == id)
            return &point;
    }
    return nullptr;
}
} // namespace

QString TestGuiCliResults::resultsCatalog(CatalogSnapshot* snapshot) {
    using namespace resulttestdata;
    const QString db = m_dir.filePath(QStringLiteral("results.sqlite"));
    if (!QFile::exists(db)) {
        if (runCliOn(db, {QStringLiteral("models")}, m_env).exitCode != 0)
            return QString();
        StorageError error;
        const std::unique_ptr<Catalog> catalog = Catalog::open(guiCatalogConnection(db), &error);
        if (!catalog)
            return QString();
        CatalogItems items;
        items.results = {h200Offline(), h200OfflineV51()};
        // The built-in results the import may meet (the same MLPerf result by its id) are its
        // base: the import brings this test's fields over them.
        CatalogItems base;
        base.results = catalog->results().all(&error);
        if (error || !catalog->importItems(items, base, ImportControl{}, &error)) {
            qWarning("%s", qPrintable(error.message));
            return QString();
        }
    }
    StorageError error;
    const std::unique_ptr<Catalog> catalog = Catalog::open(guiCatalogConnection(db), &error);
    if (!catalog)
        return QString();
    *snapshot = CatalogSnapshot(catalog->chips().all(&error), catalog->models().all(&error),
                                catalog->prices().all(&error), catalog->systems().all(&error),
                                catalog->offers().all(&error), catalog->results().all(&error));
    return error ? QString() : db;
}

void TestGuiCliResults::measuredResultsChartIsTheSame() {
    CatalogSnapshot snapshot;
    const QString db = resultsCatalog(&snapshot);
    QVERIFY(!db.isEmpty());
    const QString csv = m_dir.filePath(QStringLiteral("measured-vs-bound.csv"));
    const CliResult cli = runCliOn(db,
                                   {QStringLiteral("chart"), QStringLiteral("--preset"),
                                    QStringLiteral("measured-vs-bound"), QStringLiteral("-o"), csv},
                                   m_env);
    QVERIFY2(cli.exitCode == 0, qPrintable(cli.errorText()));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));

    ChartPage page;
    page.setSnapshot(snapshot);
    ChartSpec spec;
    spec.subject = ChartSubject::MeasuredVsBound;
    spec.logX = spec.logY = true;
    page.setSpec(spec);
    const ChartData& data = page.chartData();
    QVERIFY(pointOf(data, resulttestdata::h200Offline().id));
    QVERIFY(pointOf(data, resulttestdata::h200OfflineV51().id));
    QVERIFY2(cli.text().contains(QStringLiteral("%1 results plotted").arg(data.points.size())),
             qPrintable(cli.text()));
    QCOMPARE(chartToCsv(data), file.readAll());
}

// The calculator's "Cost, measured result or bound" of Llama 2 70B on the H200 SXM and
// `fit --chip nvidia-h200-sxm --cost`: the same result (the newest audited one), the same claim
// and the same cost at the same offer, from one rule (costFromResults()).
void TestGuiCliResults::costFromAResultIsTheSame() {
    CatalogSnapshot snapshot;
    const QString db = resultsCatalog(&snapshot);
    QVERIFY(!db.isEmpty());
    const QString h200 = QStringLiteral("nvidia-h200-sxm");
    const QJsonDocument cli =
        runCliJson(db,
                   {QStringLiteral("fit"), QStringLiteral("llama-2-70b"), QStringLiteral("--chip"),
                    h200, QStringLiteral("--precision"), QStringLiteral("fp8"),
                    QStringLiteral("--context"), QStringLiteral("4096"), QStringLiteral("--chips"),
                    QStringLiteral("8"), QStringLiteral("--cost")},
                   m_env);
    const QJsonObject cost = cli[QLatin1String("cost_from_results")].toObject();
    QVERIFY2(!cost.isEmpty(), qPrintable(QString::fromUtf8(cli.toJson())));
    QCOMPARE(cost[QLatin1String("result")].toString(), resulttestdata::h200OfflineV51().id);
    QVERIFY(!cost[QLatin1String("upper_bound")].toBool());

    FitTableModel table;
    table.setSnapshot(snapshot);
    table.setModel(*snapshot.model(QStringLiteral("llama-2-70b")));
    FitInputs inputs;
    inputs.weights.format = WeightPrecision::Format::FP8;
    inputs.contextTokens = 4096;
    inputs.chips = 8;
    table.setInputs(inputs);
    const QModelIndex cell = table.index(table.rowForId(h200), FitTableModel::ResultCostColumn);
    QCOMPARE(cell.data(FitTableModel::SortRole).toDouble(),
             cost[QLatin1String("usd_per_million_tokens")].toDouble());
    const QString tip = cell.data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(cost[QLatin1String("result")].toString()), qPrintable(tip));
    QVERIFY2(tip.contains(cost[QLatin1String("claim")].toString()), qPrintable(tip));
}

// The compare view's "Measured results" and `compare --results --json`: the same rows (model,
// scenario, round) with the same result in each cell, from one rule (compareResults()).
void TestGuiCliResults::compareMeasuredResultsAreTheSame() {
    CatalogSnapshot snapshot;
    const QString db = resultsCatalog(&snapshot);
    QVERIFY(!db.isEmpty());
    const QStringList ids{QStringLiteral("nvidia-h200-sxm"), QStringLiteral("amd-mi300x")};
    const QJsonDocument cli = runCliJson(
        db, QStringList{QStringLiteral("compare")} + ids + QStringList{QStringLiteral("--results")},
        m_env);
    const QJsonArray rows = cli[QLatin1String("measured_results")].toArray();
    QVERIFY2(!rows.isEmpty(), qPrintable(QString::fromUtf8(cli.toJson())));

    CompareView view;
    view.setSnapshot(snapshot);
    view.setEntryRefs({EntryRef::chip(ids.at(0)), EntryRef::chip(ids.at(1))});
    const QList<ResultComparisonRow>& gui = view.resultsView()->rows();
    QCOMPARE(gui.size(), rows.size());
    for (qsizetype row = 0; row < gui.size(); ++row) {
        const QJsonObject json = rows.at(row).toObject();
        QCOMPARE(gui.at(row).label, json[QLatin1String("label")].toString());
        const QJsonArray cells = json[QLatin1String("cells")].toArray();
        QCOMPARE(gui.at(row).cells.size(), cells.size());
        for (qsizetype i = 0; i < cells.size(); ++i) {
            const Result* result = gui.at(row).cells.at(i).result;
            QCOMPARE(result ? result->id : QString(),
                     cells.at(i).toObject()[QLatin1String("result")].toString());
        }
    }
    // This catalog's two H200 results (MLPerf v5.0 and v5.1) are two rows.
    QVERIFY(gui.size() >= 2);
}

void TestGuiCliResults::mlperfFolderGivesTheSameResults_data() {
    QTest::addColumn<QString>("folder");
    const QString closed =
        QStringLiteral(CHIPATLAS_SOURCE_DIR "/tests/data/mlperf/inference_results_v5.1/closed/");
    QTest::newRow("submitter") << closed + QStringLiteral("AMD");
    QTest::newRow("one system, a benchmark left out")
        << closed + QStringLiteral("NVIDIA/results/B200-SXM-180GBx8_TRT");
}

void TestGuiCliResults::mlperfFolderGivesTheSameResults() {
    QFETCH(QString, folder);
    const QJsonObject cli = runJson({QStringLiteral("import"), QStringLiteral("--results"), folder,
                                     QStringLiteral("--dry-run")})
                                .object();
    QVERIFY(!cli.isEmpty());

    CatalogSession session;
    StorageError error;
    QVERIFY2(session.open(guiCatalogConnection(m_db), &error), qPrintable(error.message));
    session.reload();
    QTRY_VERIFY(session.snapshot().isLoaded() && session.snapshot().isComplete());
    ResultTransfer transfer(&session, nullptr);
    QString problem;
    const std::optional<ResultTransfer::Plan> gui = transfer.planFolder(folder, &problem);
    QVERIFY2(gui, qPrintable(problem));
    QStringList added;
    for (const Result& result : gui->import.plan.added) {
        added << result.id;
        // The chip and the model the rules found, as the CLI writes them.
        QVERIFY2(!result.hardwareId.isEmpty() && !result.model.isEmpty(), qPrintable(result.id));
    }
    QCOMPARE(added, cli.value(QStringLiteral("new")).toVariant().toStringList());
    QVERIFY(!added.isEmpty());
    QCOMPARE(gui->import.skipped, cli.value(QStringLiteral("skipped")).toVariant().toStringList());
    QTRY_VERIFY(!session.isBusy());
}

QTEST_MAIN(TestGuiCliResults)
#include "tst_gui_cli_results.moc"
