// What a measured result must satisfy (validation.h validateResult()) and how its fields read
// and write as file text (result.h resultText()/setResultText()).

#include "domain/result.h"
#include "domain/validation.h"

#include <QTest>

using namespace chipatlas;

namespace {
const QDate kToday(2026, 12, 5);

QStringList keys(const QList<ValidationIssue>& issues) {
    QStringList result;
    for (const ValidationIssue& issue : issues)
        result << issue.key;
    return result;
}

QString messages(const QList<ValidationIssue>& issues) {
    QStringList result;
    for (const ValidationIssue& issue : issues)
        result << issue.message;
    return result.join(QLatin1Char('\n'));
}

// A user's own run as they would record it: vLLM serving Llama 3.1 8B on one H100.
Result ownRun() {
    Result r;
    r.id = QStringLiteral("own-vllm-llama-3.1-8b-h100");
    r.kind = ResultKind::Serving;
    r.model = QStringLiteral("llama-3.1-8b");
    r.hardwareId = QStringLiteral("nvidia-h100-sxm");
    r.hardwareCount = 1;
    r.engine = QStringLiteral("vLLM");
    r.engineVersion = QStringLiteral("0.11.0");
    r.precision = Precision::BF16;
    r.kvPrecision = Precision::BF16;
    r.tp = 1;
    r.scenario = Scenario::Concurrency;
    r.concurrency = 64;
    r.inputTokens = 1024;
    r.outputTokens = 1024;
    r.tokensPerS = 5210.0;
    r.tpotP50Ms = 11.5;
    r.date = QDate(2026, 11, 30);
    r.source = QStringLiteral("our benchmark run, ticket INFRA-812");
    r.claim = ClaimKind::Own;
    return r;
}

// A figure measurement: a BF16 GEMM on one H100.
Result gemm() {
    Result r;
    r.id = QStringLiteral("own-gemm-h100-bf16");
    r.kind = ResultKind::Figure;
    r.hardwareId = QStringLiteral("nvidia-h100-sxm");
    r.figure = QStringLiteral("bf16_tflops_dense");
    r.measuredValue = 690.0;
    r.unit = QStringLiteral("TFLOPS");
    r.tool = QStringLiteral("cuBLASLt");
    r.size = QStringLiteral("M=N=K=8192");
    r.powerW = 700.0;
    r.source = QStringLiteral("our acceptance test");
    r.claim = ClaimKind::Own;
    return r;
}
} // namespace

class TestResultValidation : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void ownRunAndGemmAreValid() {
        QVERIFY2(validateResult(ownRun(), kToday).isEmpty(),
                 qPrintable(messages(validateResult(ownRun(), kToday))));
        QVERIFY2(validateResult(gemm(), kToday).isEmpty(),
                 qPrintable(messages(validateResult(gemm(), kToday))));
    }

    void negativeThroughputIsRefusedNamingTheField() {
        Result r = ownRun();
        r.tokensPerS = -5210.0;
        const QList<ValidationIssue> issues = validateResult(r, kToday);
        QCOMPARE(keys(issues), QStringList{QStringLiteral("tokens_per_s")});
        QVERIFY2(issues.first().message.startsWith(
                     QLatin1String("Tokens per second (tokens_per_s): -5210 tok/s is negative")),
                 qPrintable(issues.first().message));
    }

    void aResultWithoutSourceIsRefused() {
        Result r = ownRun();
        r.source.clear();
        QCOMPARE(keys(validateResult(r, kToday)), QStringList{QStringLiteral("source")});
    }

    void anAuditedResultNamesItsRoundAndSubmitter() {
        Result r = ownRun();
        r.claim = ClaimKind::Audited;
        const QStringList found = keys(validateResult(r, kToday));
        QCOMPARE(found, (QStringList{QStringLiteral("publisher"), QStringLiteral("mlperf_version"),
                                     QStringLiteral("mlperf_result_id")}));
    }

    void aServingResultNeedsModelScenarioAndThroughput() {
        Result r = ownRun();
        r.model.clear();
        r.tokensPerS.reset();
        QCOMPARE(keys(validateResult(r, kToday)),
                 (QStringList{QStringLiteral("model"), QStringLiteral("tokens_per_s")}));
        r = ownRun();
        r.concurrency.reset();
        QCOMPARE(keys(validateResult(r, kToday)), QStringList{QStringLiteral("concurrency")});
        r.scenario.reset();
        QCOMPARE(keys(validateResult(r, kToday)), QStringList{QStringLiteral("scenario")});
    }

    void aFigureMeasurementNamesANumericChipField() {
        Result r = gemm();
        r.figure = QStringLiteral("memory_type");
        QCOMPARE(keys(validateResult(r, kToday)), QStringList{QStringLiteral("figure")});
        r.figure = QStringLiteral("fastness");
        QCOMPARE(keys(validateResult(r, kToday)), QStringList{QStringLiteral("figure")});
        r = gemm();
        r.measuredValue.reset();
        QCOMPARE(keys(validateResult(r, kToday)), QStringList{QStringLiteral("measured_value")});
        r = gemm();
        r.tokensPerS = 100.0;
        QCOMPARE(keys(validateResult(r, kToday)), QStringList{QStringLiteral("tokens_per_s")});
    }

    void countsAreWholeAndPositive() {
        Result r = ownRun();
        r.hardwareCount = 0;
        r.tp = 0;
        QCOMPARE(keys(validateResult(r, kToday)),
                 (QStringList{QStringLiteral("hardware_count"), QStringLiteral("tp")}));
    }

    void aDateInTheFutureIsRefused() {
        Result r = ownRun();
        r.date = kToday.addDays(30);
        QCOMPARE(keys(validateResult(r, kToday)), QStringList{QStringLiteral("date")});
    }

    void everyFieldReadsBackWhatItWrites() {
        for (const Result& original : {ownRun(), gemm()}) {
            Result copy;
            copy.id = original.id;
            for (const FieldSpec& spec : allResultFields()) {
                const auto field = ResultField(spec.index);
                QCOMPARE(setResultText(copy, field, resultText(original, field)), QString());
            }
            QCOMPARE(copy, original);
        }
    }

    void badTextNamesTheFieldAndTheValue() {
        Result r = ownRun();
        QCOMPARE(setResultText(r, ResultField::TokensPerS, u"fast"),
                 QStringLiteral("Tokens per second (tokens_per_s): 'fast' is not a number"));
        QCOMPARE(setResultText(r, ResultField::ClaimKind, u"trust me"),
                 QStringLiteral("Whose claim (claim_kind): 'trust me' is not audited, "
                                "independent, vendor or own"));
        QCOMPARE(setResultText(r, ResultField::Concurrency, u"2.5"),
                 QStringLiteral("Concurrency (concurrency): '2.5' is not a whole number"));
        QCOMPARE(setResultText(r, ResultField::Precision, u"fp3"),
                 QStringLiteral("Weight precision (precision): 'fp3' is not a precision (fp64, "
                                "fp32, tf32, fp16, bf16, fp8, int8, fp4)"));
        QCOMPARE(setResultText(r, ResultField::Scenario, u"batch"),
                 QStringLiteral("Scenario (scenario): 'batch' is not offline, server, "
                                "interactive, concurrency or single"));
        QCOMPARE(setResultText(r, ResultField::Date, u"2026-13-01"),
                 QStringLiteral("Date (date): '2026-13-01' is not a date (YYYY-MM-DD)"));
        QCOMPARE(r, ownRun()); // nothing changed by a refused value
    }

    // A result's numbers read as every other number ChipAtlas reads (validation.h,
    // readOptionalNumber()): "1,5" typed for one and a half is refused rather than stored as 15,
    // and a number too small to mean anything is refused as a figure's is.
    void numbersReadAsEveryOtherNumber() {
        Result r = ownRun();
        QCOMPARE(setResultText(r, ResultField::PowerW, u"1,5"),
                 QStringLiteral("Measured power (power_w): '1,5' is not a number"));
        QCOMPARE(setResultText(r, ResultField::TokensPerS, u"4.9e-324"),
                 QStringLiteral("Tokens per second (tokens_per_s): \"4.9e-324\" is too close to "
                                "zero to mean anything; write 0 or a number of at least 1e-300"));
        QCOMPARE(r, ownRun());
    }

    void perChipThroughputFollowsTheHardware() {
        Result r = ownRun();
        r.hardwareCount = 8;
        r.tokensPerS = 34000.0;
        QCOMPARE(*tokensPerSecondPerChip(r, 1), 4250.0);
        r.hardwareCount = 1; // one 72-chip system
        r.tokensPerS = 72000.0;
        QCOMPARE(*tokensPerSecondPerChip(r, 72), 1000.0);
        r.tokensPerSPerChip = 990.0; // as the source gives it
        QCOMPARE(*tokensPerSecondPerChip(r, 72), 990.0);
    }
};

QTEST_GUILESS_MAIN(TestResultValidation)
#include "tst_resultvalidation.moc"
