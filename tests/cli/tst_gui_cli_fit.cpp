// The calculator's rules the GUI and chipatlas-cli share, given the same inputs on both sides:
// the GUI's own code path in-process (the fit tables, the inputs bar, the details pane's "what
// fits", settings and start-up options) and the real binary through QProcess. The same model and
// inputs: the same fit, parallelism degrees and bounds, or the same reason for none, on a chip and
// on a system; the same chip: the same "what fits" answers; the same fit defaults; the same input
// bounds. The tables, compare and the catalog path are tst_gui_cli_rules's.
#include "clirunner.h"
#include "common/settings.h"
#include "details/whatfits.h"
#include "domain/modelfit.h"
#include "domain/whatfits.h"
#include "fit/fitinputsbar.h"
#include "fit/fitproxymodel.h"
#include "fit/fittablemodel.h"
#include "fit/systemfittablemodel.h"
#include "guiclifixture.h"
#include "guistartup.h"

#include <QApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QPalette>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>

using namespace chipatlas;

class TestGuiCliFit
    : public QObject
    , private GuiCliFixture {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
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
    void systemFitGivesTheSameInstance_data();
    void systemFitGivesTheSameInstance();
};

void TestGuiCliFit::initTestCase() {
    initCatalog();
}

void TestGuiCliFit::fitTableOrderIsFitAllChips() {
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

void TestGuiCliFit::fitDegreesAndBoundsAreTheSame_data() {
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

void TestGuiCliFit::fitDegreesAndBoundsAreTheSame() {
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
void TestGuiCliFit::fitNoBoundWhereItDoesNotFitIsTheSame_data() {
    QTest::addColumn<QString>("precision");
    QTest::addColumn<int>("chips");
    QTest::addColumn<QString>("reason");
    // Llama 3.1 70B at FP8 needs 84.22 GB: one 80 GB H100 SXM is short, TP 2 holds it.
    QTest::newRow("fp8 on 1 chip") << "fp8" << 1 << "does not fit on 1 chip: needs 2 chips";
    QTest::newRow("fp8 on 2 chips") << "fp8" << 2 << "";
    // At BF16 (165.36 GB) 2 chips are short too; the verdict's split is PP 3.
    QTest::newRow("bf16 on 2 chips") << "bf16" << 2 << "does not fit on 2 chips: needs 3 chips";
}

void TestGuiCliFit::fitNoBoundWhereItDoesNotFitIsTheSame() {
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

void TestGuiCliFit::whatFitsIsFitsOn_data() {
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

void TestGuiCliFit::whatFitsIsFitsOn() {
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

void TestGuiCliFit::fitDefaultsAreTheSame() {
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
void TestGuiCliFit::fitInputBoundsAreTheSame_data() {
    QTest::addColumn<QString>("cliOption");
    QTest::addColumn<QString>("guiOption");
    QTest::addColumn<qint64>("bound");
    QTest::newRow("chips") << QStringLiteral("chips") << QStringLiteral("fit-chips")
                           << qint64(kMaxFitChips);
    QTest::newRow("batch") << QStringLiteral("batch") << QStringLiteral("fit-batch") << kMaxBatch;
    QTest::newRow("context") << QStringLiteral("context") << QStringLiteral("fit-context")
                             << kMaxContextTokens;
}

void TestGuiCliFit::fitInputBoundsAreTheSame() {
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

// The calculator's systems table and `chipatlas-cli fit MODEL --chip SYSTEM`: one rule
// (computeSystemFit()) sizes one instance inside a scale-up domain, the replicas the system
// holds, and the decode bounds of one sequence and of all replicas, or says why there is none.
void TestGuiCliFit::systemFitGivesTheSameInstance_data() {
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

void TestGuiCliFit::systemFitGivesTheSameInstance() {
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

QTEST_MAIN(TestGuiCliFit)
#include "tst_gui_cli_fit.moc"
