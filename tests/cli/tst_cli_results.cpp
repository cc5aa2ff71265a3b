// chipatlas-cli results (measured results beside their bounds), results --record (the user's own
// run) and fit --cost (cost per million tokens from a matching result), end to end: the real
// binary on a catalog in a temporary folder, its numbers checked against core's rules in-process.
#include "application/resultrules.h"
#include "clicatalog.h"
#include "domain/resultbound.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace chipatlas;

namespace {
// The user's own run of Llama 3.1 70B at FP8 on 8 H200s, as a test records it.
QStringList ownH200Run(const QString& id, const QString& tokensPerS) {
    return QStringList{QStringLiteral("results"),
                       QStringLiteral("--record"),
                       id,
                       QStringLiteral("--model"),
                       QStringLiteral("llama-3.1-70b"),
                       QStringLiteral("--hardware"),
                       QStringLiteral("nvidia-h200-sxm"),
                       QStringLiteral("hardware_count=8"),
                       QStringLiteral("precision=fp8"),
                       QStringLiteral("kv_precision=fp8"),
                       QStringLiteral("scenario=offline"),
                       QStringLiteral("input_tokens=300"),
                       QStringLiteral("output_tokens=300"),
                       QStringLiteral("tokens_per_s=") + tokensPerS,
                       QStringLiteral("date=2026-11-30"),
                       QStringLiteral("source=my notebook, run 12")};
}
} // namespace

class TestCliResults : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QString error;
        QVERIFY2(m_catalog.init(&error), qPrintable(error));
        m_catalog.setEnvironment(QStringLiteral("CHIPATLAS_TODAY"), QStringLiteral("2026-12-01"));
        const CliResult recorded =
            m_catalog.run(ownH200Run(QStringLiteral("my-h200-run"), QStringLiteral("30000")));
        QVERIFY2(recorded.exitCode == 0, recorded.err.constData());
        QVERIFY2(recorded.text().startsWith(QStringLiteral("Recorded your own run my-h200-run.")),
                 recorded.out.constData());
    }

    // The list shows the run beside its bound, with its efficiency, the bound that binds and
    // whose claim it is; the CLI's bound is core's resultBound() for the same result.
    void aRecordedRunStandsBesideItsBound() {
        const QJsonObject run = m_catalog.runJson(cliArgs("results my-h200-run")).object();
        QCOMPARE(run.value(QLatin1String("claim_kind")).toString(), QStringLiteral("own"));
        QCOMPARE(run.value(QLatin1String("claim")).toString(),
                 QStringLiteral("your own run, not audited"));
        const QJsonObject bound = run.value(QLatin1String("bound")).toObject();

        Result result;
        result.id = QStringLiteral("my-h200-run");
        result.model = QStringLiteral("llama-3.1-70b");
        result.hardwareId = QStringLiteral("nvidia-h200-sxm");
        result.hardwareCount = 8;
        result.precision = Precision::FP8;
        result.kvPrecision = Precision::FP8;
        result.scenario = Scenario::Offline;
        result.inputTokens = 300;
        result.outputTokens = 300;
        result.tokensPerS = 30000.0;
        const Chip chip = m_catalog.chip(QStringLiteral("nvidia-h200-sxm"));
        const LlmModel model = m_catalog.model(QStringLiteral("llama-3.1-70b"));
        ResultTarget target;
        target.chip = &chip;
        target.model = &model;
        const ResultBound expected = resultBound(result, target);
        QVERIFY(expected.tokensPerSecond);
        QCOMPARE(bound.value(QLatin1String("tokens_per_s")).toDouble(), *expected.tokensPerSecond);
        QCOMPARE(bound.value(QLatin1String("efficiency")).toDouble(), *expected.efficiency);
        QCOMPARE(bound.value(QLatin1String("binds")).toString(), QStringLiteral("compute"));
        QCOMPARE(bound.value(QLatin1String("batch_basis")).toString(),
                 QStringLiteral("most_that_fit"));
        QCOMPARE(bound.value(QLatin1String("context_tokens")).toInt(), 600);
        QCOMPARE(bound.value(QLatin1String("above_bound")).toBool(), false);
        QVERIFY(*expected.efficiency > 0.1 && *expected.efficiency < 1.0);

        const CliResult list = m_catalog.run(cliArgs("results --hardware nvidia-h200-sxm"));
        QCOMPARE(list.exitCode, 0);
        QString row;
        for (const QString& line : list.text().split(QLatin1Char('\n'))) {
            if (line.startsWith(QStringLiteral("my-h200-run ")))
                row = line;
        }
        QVERIFY2(!row.isEmpty(), list.out.constData());
        QVERIFY(row.contains(QStringLiteral("nvidia-h200-sxm x 8")));
        QVERIFY(row.contains(QStringLiteral("30000")));
        QVERIFY(row.contains(QStringLiteral("3750"))); // per chip
        QVERIFY(row.contains(QString::number(*expected.efficiency, 'f', 2)));
        QVERIFY(row.contains(QStringLiteral("compute")));
        QVERIFY(row.contains(QStringLiteral("your own run, not audited")));
        QVERIFY(!row.contains(QStringLiteral("ABOVE BOUND")));

        const CliResult details = m_catalog.run(cliArgs("results my-h200-run"));
        QCOMPARE(details.exitCode, 0);
        QVERIFY2(details.text().contains(QStringLiteral("batch: the most sequences that fit, ")),
                 details.out.constData());
        QVERIFY(details.text().contains(QStringLiteral("the dense-compute bound")));
    }

    // A run ten times faster than the chips can go is flagged in the list and in the JSON.
    void aRunAboveItsBoundIsFlagged() {
        const CliResult recorded =
            m_catalog.run(ownH200Run(QStringLiteral("too-fast-run"), QStringLiteral("1500000")));
        QVERIFY2(recorded.exitCode == 0, recorded.err.constData());
        QVERIFY(recorded.text().contains(
            QStringLiteral("above its bound: an error in the data or in the formula")));
        const QJsonObject bound = m_catalog.runJson(cliArgs("results too-fast-run"))
                                      .object()
                                      .value(QLatin1String("bound"))
                                      .toObject();
        QCOMPARE(bound.value(QLatin1String("above_bound")).toBool(), true);
        QVERIFY(bound.value(QLatin1String("efficiency")).toDouble() > 1.0);
        const CliResult list = m_catalog.run(cliArgs("results --model llama-3.1-70b"));
        bool flagged = false;
        for (const QString& line : list.text().split(QLatin1Char('\n')))
            flagged |= line.startsWith(QStringLiteral("too-fast-run ")) &&
                       line.contains(QStringLiteral("ABOVE BOUND"));
        QVERIFY2(flagged, list.out.constData());
        QCOMPARE(m_catalog.run(cliArgs("results --hardware nvidia-h200-sxm")).exitCode, 0);
    }

    // A measured matmul beside the datasheet: 792.1 TFLOPS BF16 on an H100 SXM (stas00's
    // Maximum Achievable Matmul FLOPS table) is 0.80 of its published dense figure.
    void aFigureMeasurementShowsItsFraction() {
        const CliResult recorded = m_catalog.run(QStringList{
            QStringLiteral("results"), QStringLiteral("--record"), QStringLiteral("mamf-h100"),
            QStringLiteral("kind=figure"), QStringLiteral("hardware=nvidia-h100-sxm"),
            QStringLiteral("figure=bf16_tflops_dense"), QStringLiteral("measured_value=792.1"),
            QStringLiteral("unit=TFLOPS"), QStringLiteral("tool=mamf-finder.py"),
            QStringLiteral("source=https://github.com/stas00/ml-engineering/tree/master/compute/"
                           "accelerator#maximum-achievable-matmul-flops-comparison-table")});
        QVERIFY2(recorded.exitCode == 0, recorded.err.constData());
        const QJsonObject check = m_catalog.runJson(cliArgs("results mamf-h100"))
                                      .object()
                                      .value(QLatin1String("figure_check"))
                                      .toObject();
        const double published = m_catalog.chip(QStringLiteral("nvidia-h100-sxm"))
                                     .figure(Field::Bf16TflopsDense)
                                     .number();
        QCOMPARE(check.value(QLatin1String("published")).toDouble(), published);
        QCOMPARE(check.value(QLatin1String("fraction")).toDouble(), 792.1 / published);
        const CliResult list = m_catalog.run(cliArgs("results --hardware nvidia-h100-sxm"));
        QVERIFY2(list.text().contains(QStringLiteral("Chip figures measured")),
                 list.out.constData());
        QVERIFY(list.text().contains(QStringLiteral("0.80")));
    }

    // Cost per million tokens from the matching result, naming it and whose claim it is; the
    // upper bound, labelled, where no result matches.
    void costFromAMatchingResult() {
        QCOMPARE(m_catalog
                     .run(cliArgs("price nvidia-h200-sxm 3.00 --date 2026-11-01 --source "
                                  "quote"))
                     .exitCode,
                 0);
        QCOMPARE(m_catalog.run(cliArgs("price amd-mi325x 2.00 --date 2026-11-01 --source quote"))
                     .exitCode,
                 0);
        // my-h200-run (own, 3,750 tokens/s per chip) wins over too-fast-run? Both are own runs
        // of the same date: the id decides, and "my-h200-run" comes first.
        const CliResult fit = m_catalog.run(
            cliArgs("fit llama-3.1-70b --chip nvidia-h200-sxm --precision fp8 --cost"));
        QVERIFY2(fit.exitCode == 0, fit.err.constData());
        const double usd = 3.0 / (3750.0 * 3600.0) * 1e6;
        QVERIFY2(fit.text().contains(
                     QStringLiteral("Cost: %1 USD per million tokens from result my-h200-run "
                                    "(your own run, not audited), 3750 tokens/s per chip")
                         .arg(QString::number(usd, 'f', 2))),
                 fit.out.constData());

        const QJsonObject json =
            m_catalog
                .runJson(cliArgs("fit llama-3.1-70b --chip nvidia-h200-sxm --precision fp8 "
                                 "--cost"))
                .object()
                .value(QLatin1String("cost_from_results"))
                .toObject();
        QCOMPARE(json.value(QLatin1String("result")).toString(), QStringLiteral("my-h200-run"));
        QCOMPARE(json.value(QLatin1String("upper_bound")).toBool(), false);
        QCOMPARE(json.value(QLatin1String("usd_per_million_tokens")).toDouble(), usd);

        const CliResult none =
            m_catalog.run(cliArgs("fit llama-3.1-70b --chip amd-mi325x --precision fp8 --cost"));
        QVERIFY2(none.exitCode == 0, none.err.constData());
        QVERIFY2(none.text().contains(QStringLiteral(
                     "per million tokens, upper bound: no measured result of llama-3.1-70b on "
                     "amd-mi325x")),
                 none.out.constData());

        verifyCliError(m_catalog.run(cliArgs("fit llama-3.1-70b --chip nvidia-h200-sxm --cost "
                                             "--measured-tps 100")),
                       2, QStringLiteral("--cost"));

        // A system without a measured result costs at its decode bound, labelled: the upper bound
        // is the system's (TP 2 instances, 8 replicas), not "nothing holds the model".
        const CliResult system =
            m_catalog.run(cliArgs("fit llama-3.1-70b --chip aws-trn2-48xlarge --cost"));
        QVERIFY2(system.exitCode == 0, system.err.constData());
        QVERIFY2(system.text().contains(QStringLiteral(
                     "per million tokens, upper bound: no measured result of llama-3.1-70b on "
                     "aws-trn2-48xlarge")),
                 system.out.constData());
        QVERIFY2(!system.text().contains(QStringLiteral("nothing holds the model")),
                 system.out.constData());
    }

    // Bad input: a field that does not parse or does not exist is a usage error naming it; a
    // result the catalog refuses (no source, unknown hardware) a data error naming the field; an
    // unknown id names the id.
    void badInput() {
        verifyCliError(m_catalog.run(cliArgs("results --record r1 --hardware nvidia-h200-sxm "
                                             "speed=fast")),
                       2, QStringLiteral("unknown result field \"speed\""));
        verifyCliError(m_catalog.run(cliArgs("results --record r1 --hardware nvidia-h200-sxm "
                                             "tokens_per_s=fast")),
                       2, QStringLiteral("tokens_per_s"));
        verifyCliError(m_catalog.run(cliArgs("results --record r1 --hardware nvidia-h200-sxm "
                                             "claim_kind=audited")),
                       2, QStringLiteral("claim_kind"));
        verifyCliError(m_catalog.run(cliArgs("results --record r1 --model llama-3.1-70b --hardware "
                                             "nvidia-h200-sxm scenario=single tokens_per_s=30")),
                       1, QStringLiteral("source"));
        verifyCliError(m_catalog.run(cliArgs("results --record r1 --model llama-3.1-70b "
                                             "--hardware acme-x1 scenario=single tokens_per_s=30 "
                                             "source=notes")),
                       1, QStringLiteral("acme-x1"));
        verifyCliError(m_catalog.run(cliArgs("results no-such-result")), 1,
                       QStringLiteral("no result with id \"no-such-result\""));
        verifyCliError(m_catalog.run(cliArgs("results a b")), 2, QStringLiteral("at most one"));
        QCOMPARE(m_catalog.run(cliArgs("results r1")).exitCode, 1); // nothing was recorded
    }

    // A long list shows its first 20 results and how many more; --verbose shows them all.
    void theListIsBounded() {
        for (int i = 0; i < 22; ++i) {
            const CliResult r = m_catalog.run(QStringList{
                QStringLiteral("results"), QStringLiteral("--record"),
                QStringLiteral("l4-run-%1").arg(i, 2, 10, QLatin1Char('0')),
                QStringLiteral("--model"), QStringLiteral("llama-3.1-8b"),
                QStringLiteral("--hardware"), QStringLiteral("nvidia-l4"),
                QStringLiteral("precision=fp8"), QStringLiteral("scenario=single"),
                QStringLiteral("tokens_per_s=%1").arg(20 + i), QStringLiteral("source=notes")});
            QVERIFY2(r.exitCode == 0, r.err.constData());
        }
        const CliResult list = m_catalog.run(cliArgs("results --hardware nvidia-l4"));
        QCOMPARE(list.exitCode, 0);
        QCOMPARE(list.text().count(QStringLiteral("\nl4-run-")), 20);
        QVERIFY2(list.text().contains(QStringLiteral("and 2 more")), list.out.constData());
        const CliResult all = m_catalog.run(cliArgs("results --hardware nvidia-l4 --verbose"));
        QCOMPARE(all.text().count(QStringLiteral("\nl4-run-")), 22);
        QCOMPARE(m_catalog.runJson(cliArgs("results --hardware nvidia-l4"))
                     .object()
                     .value(QLatin1String("count"))
                     .toInt(),
                 22);
    }

private:
    CliCatalog m_catalog;
};

QTEST_GUILESS_MAIN(TestCliResults)
#include "tst_cli_results.moc"
