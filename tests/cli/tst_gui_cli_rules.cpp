// The rules the GUI and chipatlas-cli share, given the same inputs on both sides: the GUI's
// own code path in-process (its models, proxies, details section, settings and start-up) and
// the real binary through QProcess. Same filter text: the same chips in the same order; same
// sort key and direction: the same order, ties included; same chip: the same "what fits"
// answers; the same fit defaults; the same catalog file; the same chips: the same winners, chips
// left out, figures about the same and summary in the compare view and `compare --json`.
#include "apppaths.h"
#include "clirunner.h"
#include "common/entrymime.h"
#include "common/settings.h"
#include "compare/compareview.h"
#include "compare/comparisonmodel.h"
#include "details/systemhtml.h"
#include "details/whatfits.h"
#include "domain/modelfit.h"
#include "domain/whatfits.h"
#include "fit/fitinputsbar.h"
#include "fit/fitproxymodel.h"
#include "fit/fittablemodel.h"
#include "fit/systemfittablemodel.h"
#include "guistartup.h"
#include "table/chipfilterproxymodel.h"
#include "table/chiptablemodel.h"
#include "table/systemfilterproxymodel.h"
#include "table/systemtablemodel.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QPalette>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace chipatlas;

namespace {
QStringList jsonIds(const QJsonArray& array, QLatin1String key) {
    QStringList ids;
    for (const QJsonValue& value : array)
        ids << value[key].toString();
    return ids;
}

QStringList proxyIds(const QAbstractItemModel& proxy, int idRole) {
    QStringList ids;
    for (int row = 0; row < proxy.rowCount(); ++row)
        ids << proxy.index(row, 0).data(idRole).toString();
    return ids;
}
} // namespace

class TestGuiCliRules : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void filterGivesTheSameChips_data();
    void filterGivesTheSameChips();
    void sortGivesTheSameOrder_data();
    void sortGivesTheSameOrder();
    void fitTableOrderIsFitAllChips();
    void fitDegreesAndBoundsAreTheSame_data();
    void fitDegreesAndBoundsAreTheSame();
    void fitNoBoundWhereItDoesNotFitIsTheSame_data();
    void fitNoBoundWhereItDoesNotFitIsTheSame();
    void whatFitsIsFitsOn_data();
    void whatFitsIsFitsOn();
    void fitDefaultsAreTheSame();
    void fitInputBoundsAreTheSame_data();
    void fitInputBoundsAreTheSame();
    void defaultCatalogIsTheSame();
    void relativeDbIsTheSame();
    void compareGivesTheSameWinners();
    void compareTooCloseToCallIsTheSame();
    void systemsColumnUnitsAreTheSame();
    void systemsSortGivesTheSameOrder_data();
    void systemsSortGivesTheSameOrder();
    void systemFitGivesTheSameInstance_data();
    void systemFitGivesTheSameInstance();
    void systemPricesAreItsOwnOffers();

private:
    CliResult run(const QStringList& arguments) const { return runCliOn(m_db, arguments, m_env); }
    QJsonDocument runJson(const QStringList& arguments) const {
        return runCliJson(m_db, arguments, m_env);
    }
    const Chip& chip(const QString& id) const {
        for (const Chip& c : m_chips) {
            if (c.id == id)
                return c;
        }
        qFatal("no chip %s", qPrintable(id));
    }

    QTemporaryDir m_dir;
    QString m_db;
    QProcessEnvironment m_env;
    QList<Chip> m_chips;
    QList<LlmModel> m_models;
    QList<System> m_systems;
    QList<Offer> m_offers;
};

void TestGuiCliRules::initTestCase() {
    QVERIFY(m_dir.isValid());
    // The in-process default catalog and the binary's go to the same folder.
    const QString dataHome = m_dir.filePath(QStringLiteral("xdg-data"));
    qputenv("XDG_DATA_HOME", QFile::encodeName(dataHome));
    AppPaths::setApplicationIdentity();
    m_env = QProcessEnvironment::systemEnvironment();
    m_env.insert(QStringLiteral("XDG_DATA_HOME"), dataHome);
    m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("xdg-config")));

    // The catalog the binary creates is the one the GUI reads.
    m_db = m_dir.filePath(QStringLiteral("catalog.sqlite"));
    QCOMPARE(run({QStringLiteral("models")}).exitCode, 0);
    StorageError error;
    const std::unique_ptr<Catalog> catalog = Catalog::open(guiCatalogConnection(m_db), &error);
    QVERIFY2(catalog, qPrintable(error.message));
    m_chips = catalog->chips().all(&error);
    QVERIFY2(!error, qPrintable(error.message));
    m_models = catalog->models().all(&error);
    QVERIFY2(!error, qPrintable(error.message));
    m_systems = catalog->systems().all(&error);
    QVERIFY2(!error, qPrintable(error.message));
    m_offers = catalog->offers().all(&error);
    QVERIFY2(!error, qPrintable(error.message));
    QVERIFY(m_chips.size() > 20);
    QVERIFY(m_models.size() > 20);
    QVERIFY(m_systems.size() > 20);
}

void TestGuiCliRules::filterGivesTheSameChips_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("matchesAny");
    QTest::newRow("empty") << QString() << true;
    QTest::newRow("vendor, lower case") << QStringLiteral("nvidia") << true;
    QTest::newRow("family") << QStringLiteral("hopper") << true;
    QTest::newRow("name part") << QStringLiteral("MI3") << true;
    QTest::newRow("id only") << QStringLiteral("h100-sxm") << true;
    QTest::newRow("id prefix") << QStringLiteral("aws-") << true;
    QTest::newRow("nothing") << QStringLiteral("no such chip") << false;
}

void TestGuiCliRules::filterGivesTheSameChips() {
    QFETCH(QString, text);
    QFETCH(bool, matchesAny);
    // The table as it opens: sorted by name.
    ChipTableModel model;
    model.setChips(m_chips);
    ChipFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.sort(ChipTableModel::NameColumn, Qt::AscendingOrder);
    proxy.setFilterText(text);
    const QStringList gui = proxyIds(proxy, ChipTableModel::ChipIdRole);
    QCOMPARE(!gui.isEmpty(), matchesAny);

    const QStringList filter{QStringLiteral("--filter"), text};
    const QStringList list =
        jsonIds(runJson(QStringList{QStringLiteral("list"), QStringLiteral("--sort"),
                                    QStringLiteral("name")} +
                        filter)
                    .array(),
                QLatin1String("id"));
    QCOMPARE(list, gui);

    // export writes the same chips (sorted by id, as import reads them back).
    const QString file = m_dir.filePath(QStringLiteral("export.json"));
    QFile::remove(file);
    QCOMPARE(run(QStringList{QStringLiteral("export"), file} + filter).exitCode, 0);
    QFile exported(file);
    QVERIFY(exported.open(QIODevice::ReadOnly));
    const QJsonDocument doc = QJsonDocument::fromJson(exported.readAll());
    const QJsonArray chips = doc.isArray() ? doc.array() : doc[u"chips"].toArray();
    QStringList exportedIds = jsonIds(chips, QLatin1String("id"));
    QStringList guiById = gui;
    exportedIds.sort();
    guiById.sort();
    QCOMPARE(exportedIds, guiById);
}

void TestGuiCliRules::sortGivesTheSameOrder_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("descending");
    // Keys with ties (vendor, memory) and with missing values (TDP, FP8, price).
    for (const char* key : {"name", "vendor", "memory_gb", "tdp_w", "fp8_tflops_dense",
                            "bf16_tflops_dense", "released"}) {
        QTest::addRow("%s ascending", key) << QString::fromLatin1(key) << false;
        QTest::addRow("%s descending", key) << QString::fromLatin1(key) << true;
    }
}

void TestGuiCliRules::sortGivesTheSameOrder() {
    QFETCH(QString, key);
    QFETCH(bool, descending);
    const int column = ChipTableModel::columnForKey(key);
    QVERIFY2(column >= 0, qPrintable(key));
    ChipTableModel model;
    model.setChips(m_chips);
    ChipFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.sort(column, descending ? Qt::DescendingOrder : Qt::AscendingOrder);
    const QStringList gui = proxyIds(proxy, ChipTableModel::ChipIdRole);

    QStringList arguments{QStringLiteral("list"), QStringLiteral("--sort"), key};
    if (descending)
        arguments << QStringLiteral("--desc");
    const QStringList cli = jsonIds(runJson(arguments).array(), QLatin1String("id"));
    QCOMPARE(cli, gui);
}

void TestGuiCliRules::fitTableOrderIsFitAllChips() {
    // The fit dialog's table as it opens (by chip) and fit --all-chips.
    FitTableModel model;
    model.setChips(m_chips);
    FitProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.sort(FitTableModel::ChipColumn, Qt::AscendingOrder);
    const QStringList gui = proxyIds(proxy, FitTableModel::ChipIdRole);
    const QStringList cli =
        jsonIds(runJson(cliArgs("fit llama-3.1-8b --all-chips")).array(), QLatin1String("chip"));
    QCOMPARE(cli, gui);
    // The fit table's filter is the chip table's.
    proxy.setFilterText(QStringLiteral("hopper"));
    const QStringList hopper =
        jsonIds(runJson(cliArgs("list --sort name --filter hopper")).array(), QLatin1String("id"));
    QVERIFY(!hopper.isEmpty());
    QCOMPARE(proxyIds(proxy, FitTableModel::ChipIdRole), hopper);
}

void TestGuiCliRules::fitDegreesAndBoundsAreTheSame_data() {
    QTest::addColumn<QString>("modelId");
    QTest::addColumn<QString>("options");
    // Tensor parallelism beyond the memory minimum, pipeline parallelism in the verdict.
    QTest::newRow("Llama 3.1 405B BF16") << "llama-3.1-405b"
                                         << "";
    // MLA: the latent on every rank.
    QTest::newRow("DeepSeek V3 FP8") << "deepseek-v3"
                                     << "--precision fp8";
    // Compute binds at a large batch; MXFP4 falls back to BF16 where FP4 is not published.
    QTest::newRow("Llama 3.1 8B, 1,024 x 16 tokens") << "llama-3.1-8b"
                                                     << "--context 16 --batch 1024";
    QTest::newRow("gpt-oss-120b MXFP4, batch 256") << "gpt-oss-120b"
                                                   << "--precision mxfp4 --batch 256";
}

void TestGuiCliRules::fitDegreesAndBoundsAreTheSame() {
    QFETCH(QString, modelId);
    QFETCH(QString, options);
    const QJsonArray cli = runJson(cliArgs("fit --all-chips") + QStringList{modelId} +
                                   options.split(u' ', Qt::SkipEmptyParts))
                               .array();
    QCOMPARE(cli.size(), m_chips.size());

    // The fit dialog's table with the same inputs.
    FitInputs inputs = kFitDefaults;
    const QJsonObject first = cli.first().toObject();
    inputs.weights = *WeightPrecision::parse(first[u"precision"].toString());
    inputs.contextTokens = first[u"context"].toInteger();
    inputs.batch = first[u"batch"].toInteger();
    FitTableModel table;
    table.setChips(m_chips);
    for (const LlmModel& m : std::as_const(m_models)) {
        if (m.id() == modelId)
            table.setModel(m);
    }
    QVERIFY(table.model());
    table.setInputs(inputs);
    // The rows' fits arrive from the table's computation thread.
    QSignalSpy computed(&table, &FitTableModel::fitsComputed);
    QVERIFY(!table.isComputing() || computed.wait(30'000));
    int computeBound = 0;
    for (const QJsonValue& value : cli) {
        const QJsonObject o = value.toObject();
        const QString id = o[u"chip"].toString();
        const int row = table.rowForId(id);
        QVERIFY2(row >= 0, qPrintable(id));
        const auto cell = [&](int column, int role = Qt::DisplayRole) {
            return table.index(row, column).data(role);
        };
        const QVariant tp = cell(FitTableModel::TensorParallelColumn, FitTableModel::SortRole);
        QCOMPARE(tp.isNull(), o[u"tp_degree"].isNull());
        if (!tp.isNull())
            QCOMPARE(tp.toInt(), o[u"tp_degree"].toInt());
        const QVariant memory = cell(FitTableModel::ChipsNeededColumn, FitTableModel::SortRole);
        QCOMPARE(memory.isNull(), o[u"chips_needed"].isNull());
        // "8 (PP 7)" exactly where the CLI's verdict is pipeline parallelism.
        const bool pipeline = o[u"verdict_parallelism"].toString() == QLatin1String("pipeline");
        QCOMPARE(cell(FitTableModel::TensorParallelColumn)
                     .toString()
                     .contains(QStringLiteral("(PP %1)").arg(o[u"pp_degree"].toInt())),
                 pipeline);
        const QVariant all = cell(FitTableModel::AggregateColumn, FitTableModel::SortRole);
        QCOMPARE(all.isNull(), o[u"decode_tokens_per_s_upper_all"].isNull());
        if (!all.isNull())
            QVERIFY(qFuzzyCompare(all.toDouble(), o[u"decode_tokens_per_s_upper_all"].toDouble()));
        const QString bound = o[u"decode_bound"].toString();
        if (!all.isNull())
            QCOMPARE(cell(FitTableModel::DecodeLimitColumn).toString(),
                     bound == QLatin1String("compute") ? QStringLiteral("compute")
                                                       : QStringLiteral("memory bandwidth"));
        computeBound += bound == QLatin1String("compute") ? 1 : 0;
    }
    if (modelId == QLatin1String("llama-3.1-8b"))
        QVERIFY(computeBound > 0);
}

// No throughput bound for chips that do not hold the model, the reason instead
// (docs/MODEL-FIT.md section 5): the fit table's bound cells and `fit --chip CHIP --chips N`
// (its text and its JSON) give the same verdict in the same words; at a count that holds it both
// give the bounds again.
void TestGuiCliRules::fitNoBoundWhereItDoesNotFitIsTheSame_data() {
    QTest::addColumn<QString>("precision");
    QTest::addColumn<int>("chips");
    QTest::addColumn<QString>("reason");
    // Llama 3.1 70B at FP8 needs 84.22 GB: one 80 GB H100 SXM is short, TP 2 holds it.
    QTest::newRow("fp8 on 1 chip") << "fp8" << 1 << "does not fit on 1 chip: needs 2 chips";
    QTest::newRow("fp8 on 2 chips") << "fp8" << 2 << "";
    // At BF16 (165.36 GB) 2 chips are short too; the verdict's split is PP 3.
    QTest::newRow("bf16 on 2 chips") << "bf16" << 2 << "does not fit on 2 chips: needs 3 chips";
}

void TestGuiCliRules::fitNoBoundWhereItDoesNotFitIsTheSame() {
    QFETCH(QString, precision);
    QFETCH(int, chips);
    QFETCH(QString, reason);
    const QString modelId = QStringLiteral("llama-3.1-70b");
    const QString chipId = QStringLiteral("nvidia-h100-sxm");
    const QStringList arguments{QStringLiteral("fit"),         modelId,
                                QStringLiteral("--chip"),      chipId,
                                QStringLiteral("--precision"), precision,
                                QStringLiteral("--chips"),     QString::number(chips)};
    const QJsonObject cli = runJson(arguments).object();
    const CliResult text = run(arguments);
    QCOMPARE(text.exitCode, 0);

    FitInputs inputs = kFitDefaults;
    inputs.weights = *WeightPrecision::parse(precision);
    inputs.chips = chips;
    FitTableModel table;
    table.setChips(m_chips);
    for (const LlmModel& m : std::as_const(m_models)) {
        if (m.id() == modelId)
            table.setModel(m);
    }
    table.setInputs(inputs);
    QSignalSpy computed(&table, &FitTableModel::fitsComputed);
    QVERIFY(!table.isComputing() || computed.wait(30'000));
    const int row = table.rowForId(chipId);
    QVERIFY(row >= 0);
    const QList<int> boundColumns{FitTableModel::DecodeColumn, FitTableModel::AggregateColumn,
                                  FitTableModel::DecodeLimitColumn, FitTableModel::PrefillColumn};
    if (!reason.isEmpty()) {
        QCOMPARE(cli[u"fits"].toBool(), false);
        QCOMPARE(cli[u"no_bound_reason"].toString(), reason);
        for (const char* key : {"decode_tokens_per_s_upper", "decode_tokens_per_s_upper_all",
                                "decode_tokens_per_s_bandwidth_bound",
                                "decode_tokens_per_s_compute_bound", "prefill_tokens_per_s_upper"})
            QVERIFY2(cli[QLatin1String(key)].isNull(), key);
        QVERIFY2(
            text.text().contains(QStringLiteral("Throughput upper bounds: none (%1)").arg(reason)),
            text.out.constData());
        QVERIFY2(!text.text().contains(QStringLiteral("Decode upper bound")), text.out.constData());
        for (const int column : boundColumns) {
            QVERIFY(table.index(row, column).data(FitTableModel::SortRole).isNull());
            QCOMPARE(table.index(row, column).data().toString(), reason);
        }
    } else {
        QCOMPARE(cli[u"fits"].toBool(), true);
        QVERIFY(cli[u"no_bound_reason"].isNull());
        QVERIFY(!text.text().contains(QStringLiteral("Throughput upper bounds: none")));
        QVERIFY(qFuzzyCompare(table.index(row, FitTableModel::AggregateColumn)
                                  .data(FitTableModel::SortRole)
                                  .toDouble(),
                              cli[u"decode_tokens_per_s_upper_all"].toDouble()));
        QVERIFY(qFuzzyCompare(
            table.index(row, FitTableModel::PrefillColumn).data(FitTableModel::SortRole).toDouble(),
            cli[u"prefill_tokens_per_s_upper"].toDouble()));
    }
}

void TestGuiCliRules::whatFitsIsFitsOn_data() {
    QTest::addColumn<QString>("chipId");
    QTest::addColumn<MemoryBudget>("budget");
    QTest::newRow("Trainium1, 32 GB") << QStringLiteral("aws-trainium1") << MemoryBudget{};
    QTest::newRow("H100 SXM, 80 GB") << QStringLiteral("nvidia-h100-sxm") << MemoryBudget{};
    QTest::newRow("L40S, 48 GB") << QStringLiteral("nvidia-l40s") << MemoryBudget{};
    QTest::newRow("H100 SXM, vLLM")
        << QStringLiteral("nvidia-h100-sxm") << MemoryBudget{MemoryBudgetKind::Vllm, {}};
    QTest::newRow("Trainium1, SGLang")
        << QStringLiteral("aws-trainium1") << MemoryBudget{MemoryBudgetKind::Sglang, {}};
    QTest::newRow("L40S, TensorRT-LLM at 0.8")
        << QStringLiteral("nvidia-l40s") << MemoryBudget{MemoryBudgetKind::TensorRtLlm, 0.8};
}

void TestGuiCliRules::whatFitsIsFitsOn() {
    QFETCH(QString, chipId);
    QFETCH(MemoryBudget, budget);
    // The details pane's section, as it is shown, under the budget the fit dialog chose.
    const QString html = whatfits::sectionHtml(chip(chipId), m_models, QPalette(), budget);
    QStringList arguments{QStringLiteral("fits-on"), chipId, QStringLiteral("--budget"),
                          memoryBudgetProfile(budget.kind).key};
    if (budget.fraction)
        arguments << QStringLiteral("--budget-fraction") << QString::number(*budget.fraction);
    const QJsonObject json = runJson(arguments).object();
    QCOMPARE(json[u"budget"].toString(), memoryBudgetProfile(budget.kind).key);
    const QString summary = json[u"summary"].toString();
    QVERIFY2(!summary.isEmpty(), qPrintable(chipId));
    QVERIFY2(html.contains(summary), qPrintable(summary));

    // Row by row, model by model: the same ticks.
    const QRegularExpression cell(QStringLiteral("<td align=\"right\"[^>]*>(✓|✗)&nbsp;"));
    const QStringList rows =
        html.mid(html.indexOf(QStringLiteral("<table"))).split(QStringLiteral("<tr><td>"));
    const QJsonArray models = json[u"models"].toArray();
    QCOMPARE(rows.size() - 1, models.size()); // the first piece is the header
    for (qsizetype m = 0; m < models.size(); ++m) {
        const QJsonObject row = models.at(m).toObject();
        QStringList guiTicks;
        for (auto it = cell.globalMatch(rows.at(m + 1)); it.hasNext();)
            guiTicks << it.next().captured(1);
        QStringList cliTicks;
        for (const char* key : {"fp16", "int8", "int4"})
            cliTicks << (row[QLatin1String(key)][u"fits"].toBool() ? QStringLiteral("✓")
                                                                   : QStringLiteral("✗"));
        QCOMPARE(guiTicks, cliTicks);
    }
}

void TestGuiCliRules::fitDefaultsAreTheSame() {
    // The settings' defaults (nothing stored yet) and the fit dialog's inputs bar.
    const Settings settings(m_dir.filePath(QStringLiteral("empty.ini")));
    QCOMPARE(settings.fitInputs(), kFitDefaults);
    const FitInputsBar bar;
    QCOMPARE(bar.inputs(), kFitDefaults);

    // The CLI's, as fit and fits-on report the inputs they used.
    const QJsonObject fit = runJson(cliArgs("fit llama-3.1-8b --chip nvidia-h100-sxm")).object();
    QCOMPARE(fit[u"precision"].toString(), kFitDefaults.weights.key());
    QCOMPARE(fit[u"kv_precision"].toString(), kvPrecisionKey(kFitDefaults.kv));
    QCOMPARE(fit[u"context"].toInteger(), kFitDefaults.contextTokens);
    QCOMPARE(fit[u"batch"].toInteger(), kFitDefaults.batch);
    QCOMPARE(fit[u"chips"].toInt(), kFitDefaults.chips);
    QCOMPARE(fit[u"budget"][u"name"].toString(), memoryBudgetProfile(kFitDefaults.budget.kind).key);
    QVERIFY(fit[u"budget"][u"fraction"].isNull());
    const QJsonObject fitsOn = runJson(cliArgs("fits-on nvidia-h100-sxm")).object();
    QCOMPARE(fitsOn[u"headroom_percent"].toDouble(), kFitDefaults.headroomPercent);
    QCOMPARE(fitsOn[u"context"].toInteger(), kFitDefaults.contextTokens);
    QCOMPARE(fitsOn[u"batch"].toInteger(), kFitDefaults.batch);
    QCOMPARE(fitsOn[u"kv_precision"].toString(), kvPrecisionKey(kFitDefaults.kv));
    QCOMPARE(fitsOn[u"budget"].toString(), memoryBudgetProfile(kFitDefaults.budget.kind).key);
    QVERIFY(fitsOn[u"budget_fraction"].isNull());
}

// The largest chip count, batch and context the calculator's inputs bar, the GUI's --fit-*
// start-up options and the CLI's fit accept, and the first value each refuses: the same bound in
// all three. A fit considers at most kMaxFitChips chips; a larger count once passed the GUI and
// was computed at that many chips without a word.
void TestGuiCliRules::fitInputBoundsAreTheSame_data() {
    QTest::addColumn<QString>("cliOption");
    QTest::addColumn<QString>("guiOption");
    QTest::addColumn<qint64>("bound");
    QTest::newRow("chips") << QStringLiteral("chips") << QStringLiteral("fit-chips")
                           << qint64(kMaxFitChips);
    QTest::newRow("batch") << QStringLiteral("batch") << QStringLiteral("fit-batch") << kMaxBatch;
    QTest::newRow("context") << QStringLiteral("context") << QStringLiteral("fit-context")
                             << kMaxContextTokens;
}

void TestGuiCliRules::fitInputBoundsAreTheSame() {
    QFETCH(QString, cliOption);
    QFETCH(QString, guiOption);
    QFETCH(qint64, bound);
    const FitInputsBar bar;
    const QSpinBox* spin = cliOption == QStringLiteral("chips")   ? bar.chipsSpin()
                           : cliOption == QStringLiteral("batch") ? bar.batchSpin()
                                                                  : bar.contextSpin();
    // The context spin box stops at the selected model's own maximum when it has one.
    if (cliOption != QStringLiteral("context"))
        QCOMPARE(qint64(spin->maximum()), bound);

    const auto gui = [&](qint64 value) {
        return parseGuiCommandLine({QStringLiteral("chipatlas"), QStringLiteral("--fit"),
                                    QStringLiteral("llama-3.1-8b"),
                                    QStringLiteral("--") + guiOption, QString::number(value)})
            .action;
    };
    QCOMPARE(gui(bound), GuiCommandLine::Action::Run);
    QCOMPARE(gui(bound + 1), GuiCommandLine::Action::Error);

    const auto cli = [&](qint64 value) {
        return run({QStringLiteral("fit"), QStringLiteral("llama-3.1-8b"), QStringLiteral("--chip"),
                    QStringLiteral("nvidia-h100-sxm"), QStringLiteral("--") + cliOption,
                    QString::number(value)})
            .exitCode;
    };
    QCOMPARE(cli(bound), 0);
    QVERIFY(cli(bound + 1) != 0);
}

void TestGuiCliRules::defaultCatalogIsTheSame() {
    const QString expected = AppPaths::defaultCatalogPath();
    QVERIFY(expected.startsWith(m_dir.path()));
    QVERIFY(!QFile::exists(expected));
    // chipatlas-cli without --db creates it...
    QCOMPARE(runCli({QStringLiteral("models")}, m_env).exitCode, 0);
    QVERIFY(QFile::exists(expected));
    // ...and the GUI without --db opens that file.
    const GuiCommandLine commandLine = parseGuiCommandLine({QStringLiteral("chipatlas")});
    QCOMPARE(commandLine.action, GuiCommandLine::Action::Run);
    // (Settings, Catalog never chose another: a fresh settings file.)
    const Settings settings(m_dir.filePath(QStringLiteral("default-gui.ini")));
    StorageError error;
    const std::unique_ptr<Catalog> catalog =
        Catalog::open(startupConnection(commandLine, settings), &error);
    QVERIFY2(catalog, qPrintable(error.message));
    QCOMPARE(catalog->path(), expected);
    // An empty --db is the default catalog for both.
    const GuiCommandLine emptyDb =
        parseGuiCommandLine({QStringLiteral("chipatlas"), QStringLiteral("--db"), QString()});
    QCOMPARE(startupConnection(emptyDb, settings).path, expected);
    const CliResult cli =
        runCli({QStringLiteral("--db"), QString(), QStringLiteral("list")}, m_env);
    QCOMPARE(cli.exitCode, 0);
}

void TestGuiCliRules::relativeDbIsTheSame() {
    // A relative --db is taken from the current directory by both.
    const QString folder = QFileInfo(m_dir.path()).canonicalFilePath();
    const QString relative = QStringLiteral("sub/relative.sqlite");
    const QString expected = QDir(folder).filePath(relative);
    QCOMPARE(runCli({QStringLiteral("--db"), relative, QStringLiteral("models")}, m_env, folder)
                 .exitCode,
             0);
    QVERIFY(QFile::exists(expected));

    const GuiCommandLine commandLine =
        parseGuiCommandLine({QStringLiteral("chipatlas"), QStringLiteral("--db"), relative});
    const Settings settings(m_dir.filePath(QStringLiteral("relative-gui.ini")));
    const QString before = QDir::currentPath();
    QVERIFY(QDir::setCurrent(folder));
    StorageError error;
    const std::unique_ptr<Catalog> catalog =
        Catalog::open(startupConnection(commandLine, settings), &error);
    QVERIFY(QDir::setCurrent(before));
    QVERIFY2(catalog, qPrintable(error.message));
    QCOMPARE(catalog->path(), expected);
}

void TestGuiCliRules::compareGivesTheSameWinners() {
    // GH200 and H100 SXM are about the same on BF16 (989 vs 989.5 TFLOPS); Trainium1's TDP is
    // unverified and Trainium2's not published: both are left out of the perf/W row.
    const QStringList ids{QStringLiteral("nvidia-gh200"), QStringLiteral("nvidia-h100-sxm"),
                          QStringLiteral("aws-trainium1"), QStringLiteral("aws-trainium2")};
    const QJsonObject json = runJson(QStringList{QStringLiteral("compare")} + ids +
                                     QStringList{QStringLiteral("--json")})
                                 .object();
    // The CLI prints numbers in the C locale; the view in the default one.
    const QLocale saved;
    QLocale::setDefault(QLocale::c());
    CompareView view;
    view.setCatalog(m_chips);
    view.setEntryRefs(entriesFromLines(ids));
    QLocale::setDefault(saved);
    const ComparisonModel& model = *view.model();
    QCOMPARE(json[u"summary"].toArray(),
             QJsonArray::fromStringList(view.summaryLabel()->text().split(QLatin1Char('\n'))));

    int aboutTheSame = 0;
    int leftOut = 0;
    for (const QJsonValue& row : json[u"rows"].toArray()) {
        const QString key = row[u"field"].toString();
        const QModelIndex figure = model.indexForKey(key);
        QVERIFY2(figure.isValid(), qPrintable(key));
        QCOMPARE(figure.data(ComparisonModel::AboutTheSameRole).toBool(),
                 row[u"about_the_same"].toBool());
        aboutTheSame += row[u"about_the_same"].toBool() ? 1 : 0;
        for (int i = 0; i < int(ids.size()); ++i) {
            const QModelIndex cell = figure.siblingAtColumn(i + 1);
            QCOMPARE(cell.data(ComparisonModel::WinnerRole).toBool(),
                     row[u"winner"].toInt(-1) == i);
            const QJsonValue reason = row[u"left_out"].toArray().at(i);
            QCOMPARE(cell.data(ComparisonModel::LeftOutRole).toString(), reason.toString());
            leftOut += reason.isNull() ? 0 : 1;
        }
    }
    QVERIFY(aboutTheSame > 0);
    QVERIFY(leftOut > 0);
    const QModelIndex perfPerWatt = model.indexForKey(QStringLiteral("perf_per_watt"));
    QCOMPARE(perfPerWatt.siblingAtColumn(3).data(ComparisonModel::LeftOutRole).toString(),
             QStringLiteral("unverified"));
    QCOMPARE(perfPerWatt.siblingAtColumn(4).data(ComparisonModel::LeftOutRole).toString(),
             QStringLiteral("not_published"));
    QVERIFY(model.indexForKey(QStringLiteral("bf16_tflops_dense"))
                .data(ComparisonModel::AboutTheSameRole)
                .toBool());
}

// The L40S's 864 GB/s against Trainium's 820 GiB/s (880.5 GB/s converted): the winner depends
// on how GiB is read, so neither the view nor `compare` declares one, and both say why in the
// same words (docs/DOMAIN-RULES.md rule 4).
void TestGuiCliRules::compareTooCloseToCallIsTheSame() {
    const QStringList ids{QStringLiteral("nvidia-l40s"), QStringLiteral("aws-trainium1")};
    const QJsonObject json = runJson(QStringList{QStringLiteral("compare")} + ids +
                                     QStringList{QStringLiteral("--json")})
                                 .object();
    QJsonObject bandwidth;
    for (const QJsonValue& row : json[u"rows"].toArray()) {
        if (row[u"field"] == QStringLiteral("memory_bw_gbs"))
            bandwidth = row.toObject();
    }
    QVERIFY(bandwidth[u"winner"].isNull());
    QVERIFY(bandwidth[u"too_close_to_call"].toBool());
    const CliResult text = run(QStringList{QStringLiteral("compare")} + ids);
    QCOMPARE(text.exitCode, 0);
    const QString line =
        text.text().split(QLatin1Char('\n')).filter(QStringLiteral("Memory bandwidth")).value(0);
    QVERIFY2(line.trimmed().endsWith(QStringLiteral("too close to call: printed units differ")),
             qPrintable(line));

    const QLocale saved;
    QLocale::setDefault(QLocale::c());
    CompareView view;
    view.setCatalog(m_chips);
    view.setEntryRefs(entriesFromLines(ids));
    QLocale::setDefault(saved);
    const QModelIndex figure = view.model()->indexForKey(QStringLiteral("memory_bw_gbs"));
    QVERIFY(figure.isValid());
    for (int i = 0; i < int(ids.size()); ++i) {
        const QModelIndex cell = figure.siblingAtColumn(i + 1);
        QVERIFY(!cell.data(ComparisonModel::WinnerRole).toBool());
        // The same cells as `compare` prints.
        const QString shown = cell.data(Qt::DisplayRole).toString();
        QVERIFY2(line.contains(shown), qPrintable(shown + QStringLiteral(" | ") + line));
    }
    QCOMPARE(figure.siblingAtColumn(1).data(Qt::DisplayRole).toString(),
             QStringLiteral("864 GB/s (too close to call)"));
    QCOMPARE(figure.siblingAtColumn(2).data(Qt::DisplayRole).toString(),
             QStringLiteral("820 GiB/s ‡ (0.95-1.02x)"));
    // The view has no winner column: the figure's tooltip gives the reason.
    QVERIFY(figure.data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("too close to call, because the printed units differ")));
}

// The Systems table and `chipatlas-cli systems`: one unit per memory column, the same title.
void TestGuiCliRules::systemsColumnUnitsAreTheSame() {
    SystemTableModel model;
    model.setSnapshot(CatalogSnapshot(m_chips, m_models, {}, m_systems, m_offers));
    const CliResult cli = run({QStringLiteral("systems")});
    QCOMPARE(cli.exitCode, 0);
    const QString header = cli.text().split(QLatin1Char('\n')).value(0);
    for (SystemColumn column : {SystemColumn::MemoryTotal, SystemColumn::MemoryBwTotal}) {
        const QString title = model.headerData(int(column), Qt::Horizontal)
                                  .toString()
                                  .replace(QLatin1Char('\n'), QLatin1Char(' '));
        QVERIFY2(title.endsWith(QStringLiteral("(TB)")) || title.endsWith(QStringLiteral("(TB/s)")),
                 qPrintable(title));
        QVERIFY2(header.contains(title), qPrintable(title + QStringLiteral(" | ") + header));
        // A filter hides rows, never changes a column's unit: "h100" shows only 8-GPU systems
        // (0.64 TB), in the TB of the whole column, as the GUI's table does.
        const CliResult filtered =
            run({QStringLiteral("systems"), QStringLiteral("--filter"), QStringLiteral("h100")});
        QCOMPARE(filtered.exitCode, 0);
        QVERIFY2(filtered.text().split(QLatin1Char('\n')).value(0).contains(title),
                 qPrintable(filtered.text()));
        for (int row = 0; row < model.rowCount(); ++row) {
            const QString cell = model.index(row, int(column)).data().toString();
            QVERIFY2(!cell.contains(QStringLiteral("GB")) && !cell.contains(QStringLiteral("GiB")),
                     qPrintable(cell));
        }
    }
}

// The Systems table and `chipatlas-cli systems --sort`: one column vocabulary
// (systemcolumns.h), the same order, missing values last, ties included; the offer columns
// read the same offers.
void TestGuiCliRules::systemsSortGivesTheSameOrder_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("descending");
    for (const char* key : {"name", "vendor", "chip_count", "memory_gb", "throughput",
                            "system_power_w", "cheapest_per_chip_hour", "offer_spread"}) {
        QTest::addRow("%s ascending", key) << QString::fromLatin1(key) << false;
        QTest::addRow("%s descending", key) << QString::fromLatin1(key) << true;
    }
}

void TestGuiCliRules::systemsSortGivesTheSameOrder() {
    QFETCH(QString, key);
    QFETCH(bool, descending);
    const std::optional<SystemColumn> column = systemColumnFromKey(key);
    QVERIFY2(column, qPrintable(key));
    SystemTableModel model;
    model.setSnapshot(CatalogSnapshot(m_chips, m_models, {}, m_systems, m_offers));
    SystemFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.sort(int(*column), descending ? Qt::DescendingOrder : Qt::AscendingOrder);
    const QStringList gui = proxyIds(proxy, SystemTableModel::SystemIdRole);
    QCOMPARE(gui.size(), m_systems.size());

    QStringList arguments{QStringLiteral("systems"), QStringLiteral("--sort"), key};
    if (descending)
        arguments << QStringLiteral("--desc");
    const QStringList cli = jsonIds(runJson(arguments).array(), QLatin1String("id"));
    QCOMPARE(cli, gui);
}

// The calculator's systems table and `chipatlas-cli fit MODEL --chip SYSTEM`: one rule
// (computeSystemFit()) sizes one instance inside a scale-up domain, the replicas the system
// holds, and the decode bounds of one sequence and of all replicas, or says why there is none.
void TestGuiCliRules::systemFitGivesTheSameInstance_data() {
    QTest::addColumn<QString>("modelId");
    QTest::addColumn<QString>("systemId");
    QTest::addColumn<QString>("precision");
    // One chip holds Llama 3.1 70B at FP8: one instance of 1 chip, 8,960 replicas.
    QTest::newRow("llama 70b fp8 on the tpu v5p pod")
        << QStringLiteral("llama-3.1-70b") << QStringLiteral("google-tpu-v5p-pod")
        << QStringLiteral("fp8");
    QTest::newRow("llama 70b bf16 on the tpu v5p pod")
        << QStringLiteral("llama-3.1-70b") << QStringLiteral("google-tpu-v5p-pod")
        << QStringLiteral("bf16");
    // DeepSeek V3 at BF16 needs more than one DGX B200: no bound.
    QTest::newRow("deepseek v3 bf16 on dgx b200")
        << QStringLiteral("deepseek-v3") << QStringLiteral("nvidia-dgx-b200")
        << QStringLiteral("bf16");
}

void TestGuiCliRules::systemFitGivesTheSameInstance() {
    QFETCH(QString, modelId);
    QFETCH(QString, systemId);
    QFETCH(QString, precision);
    const QJsonObject cli = runJson({QStringLiteral("fit"), modelId, QStringLiteral("--chip"),
                                     systemId, QStringLiteral("--precision"), precision})
                                .object();
    QCOMPARE(cli[u"system"].toString(), systemId);

    SystemFitTableModel table;
    table.setSnapshot(CatalogSnapshot(m_chips, m_models, {}, m_systems, m_offers));
    for (const LlmModel& m : std::as_const(m_models)) {
        if (m.id() == modelId)
            table.setModel(m);
    }
    FitInputs inputs = kFitDefaults;
    inputs.weights = *WeightPrecision::parse(precision);
    table.setInputs(inputs);
    const int row = table.rowForId(systemId);
    QVERIFY2(row >= 0, qPrintable(systemId));
    const auto sortValue = [&](int column) {
        return table.index(row, column).data(FitTableBase::SortRole);
    };
    const auto text = [&](int column) { return table.index(row, column).data().toString(); };
    const SystemFit* fit = table.fitAt(row);
    QVERIFY(fit);
    QCOMPARE(cli[u"instance_chips"].toInt(),
             sortValue(SystemFitTableModel::InstanceColumn).toInt());
    QCOMPARE(cli[u"instance_tp"].toInt(), fit->tensorDegree);
    QCOMPARE(cli[u"instance_pp"].toInt(), fit->pipelineDegree);
    QVERIFY(text(SystemFitTableModel::InstanceColumn)
                .startsWith(QStringLiteral("TP %1 x PP %2")
                                .arg(cli[u"instance_tp"].toInt())
                                .arg(cli[u"instance_pp"].toInt())));
    QCOMPARE(cli[u"replicas"].toInt(), sortValue(SystemFitTableModel::ReplicasColumn).toInt());
    QCOMPARE(double(cli[u"instance_total_bytes"].toInteger()),
             std::round(sortValue(SystemFitTableModel::TotalColumn).toDouble()));
    const QVariant perSequence = sortValue(SystemFitTableModel::PerSequenceColumn);
    QCOMPARE(perSequence.isNull(), cli[u"decode_tokens_per_s_upper"].isNull());
    if (perSequence.isNull()) {
        // No bound: both say why, in the same words.
        const QString reason = cli[u"no_bound_reason"].toString();
        QVERIFY(!reason.isEmpty());
        QCOMPARE(text(SystemFitTableModel::PerSequenceColumn), reason);
        QCOMPARE(text(SystemFitTableModel::AggregateColumn), reason);
    } else {
        QCOMPARE(perSequence.toDouble(), cli[u"decode_tokens_per_s_upper"].toDouble());
        QCOMPARE(sortValue(SystemFitTableModel::AggregateColumn).toDouble(),
                 cli[u"decode_tokens_per_s_upper_all"].toDouble());
        QCOMPARE(cli[u"batch_per_replica"].toInt(), 1);
    }
}

// A system's price columns come from its own offers only, and a spread compares one pricing
// type (offerchoice.h): the Systems table and `systems --json` give the same cheapest, dearest
// and spread for every system, each from an offer that names the system, of the pricing type
// the cell shows. The Azure ND H100 v5, whose own offer has no public price, shows no price in
// the table, the details pane, `show` or `offers`: not Lambda's reserved $1.85 nor AWS p5's
// on-demand $6.88.
void TestGuiCliRules::systemPricesAreItsOwnOffers() {
    const CatalogSnapshot snapshot(m_chips, m_models, {}, m_systems, m_offers);
    SystemTableModel model;
    model.setSnapshot(snapshot);
    QHash<QString, Offer> offerOfId;
    for (const Offer& offer : std::as_const(m_offers))
        offerOfId.insert(offer.id, offer);

    const QJsonArray cli = runJson({QStringLiteral("systems")}).array();
    QCOMPARE(cli.size(), model.rowCount());
    int priced = 0;
    for (const QJsonValue& value : cli) {
        const QString id = value[u"id"].toString();
        const int row = model.rowForId(id);
        QVERIFY2(row >= 0, qPrintable(id));
        const QJsonObject offers = value[u"offers"].toObject();
        const std::pair<SystemColumn, QLatin1String> columns[] = {
            {SystemColumn::CheapestPerChipHour, QLatin1String("cheapest_per_chip_hour")},
            {SystemColumn::DearestPerChipHour, QLatin1String("dearest_per_chip_hour")},
            {SystemColumn::OfferSpread, QLatin1String("spread")}};
        for (const auto& [column, key] : columns) {
            const QVariant gui = model.index(row, int(column)).data(SystemTableModel::SortRole);
            const QJsonValue number = offers.value(key);
            QVERIFY2(gui.isNull() == number.isNull(), qPrintable(id + QLatin1Char(' ') + key));
            if (!gui.isNull())
                QVERIFY2(qFuzzyCompare(gui.toDouble(), number.toDouble()), qPrintable(id));
        }
        if (offers.value(QLatin1String("pricing")).isNull())
            continue;
        ++priced;
        const std::optional<Pricing> pricing =
            pricingFromKey(offers.value(QLatin1String("pricing")).toString());
        QVERIFY(pricing);
        QVERIFY(model.index(row, int(SystemColumn::OfferSpread))
                    .data()
                    .toString()
                    .endsWith(pricingDisplayName(*pricing)));
        for (const char* key : {"cheapest", "dearest"}) {
            const Offer offer = offerOfId.value(offers.value(QLatin1String(key)).toString());
            QCOMPARE(offer.targetId, id);
            QCOMPARE(offer.pricing, *pricing);
        }
    }
    QVERIFY(priced > 0);

    const QString azureId = QStringLiteral("azure-nd-h100-v5");
    const int azure = model.rowForId(azureId);
    QVERIFY(azure >= 0);
    for (const SystemColumn column : {SystemColumn::CheapestPerChipHour,
                                      SystemColumn::DearestPerChipHour, SystemColumn::OfferSpread})
        QVERIFY(model.index(azure, int(column)).data(SystemTableModel::SortRole).isNull());
    const QString html = systemhtml::html(model.rowAt(azure).system, snapshot, Precision::BF16,
                                          QPalette(), QDate(2026, 12, 1));
    const CliResult show = run({QStringLiteral("show"), azureId});
    QCOMPARE(show.exitCode, 0);
    for (const QString& text : {html, show.text()}) {
        QVERIFY2(text.contains(QLatin1String("Standard_ND96isr_H100_v5")), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("1.85")) && !text.contains(QLatin1String("6.88")),
                 qPrintable(text));
    }
    const QJsonObject offers = runJson({QStringLiteral("offers"), azureId}).object();
    QCOMPARE(offers[u"spread"][u"priced"].toInt(), 0);
    for (const QJsonValue& offer : offers[u"offers"].toArray())
        QCOMPARE(offer[u"target_id"].toString(), azureId);
    QCOMPARE(offers[u"not_found"][0][u"target_id"].toString(), azureId);
}

QTEST_MAIN(TestGuiCliRules)
#include "tst_gui_cli_rules.moc"
