#include "domain/result.h"
#include "io/resultcsv.h"
#include "resultfixtures.h"

#include <QTest>

#include <algorithm>

using namespace chipatlas;

namespace {
// The fixture's serving result as one CSV row under a header of the columns given, with
// `column` set to `value`.
QByteArray servingCsv(const QString& column, const QByteArray& value) {
    const QStringList header{QStringLiteral("id"),
                             QStringLiteral("kind"),
                             QStringLiteral("model"),
                             QStringLiteral("hardware"),
                             QStringLiteral("scenario"),
                             QStringLiteral("tokens_per_s"),
                             QStringLiteral("source"),
                             QStringLiteral("claim_kind"),
                             QStringLiteral("publisher"),
                             QStringLiteral("mlperf_version"),
                             QStringLiteral("mlperf_result_id")};
    QList<QByteArray> cells{"r1",
                            "serving",
                            "llama-2-70b",
                            "nvidia-h200-sxm",
                            "offline",
                            "1000",
                            "https://example.org/r",
                            "audited",
                            "NVIDIA",
                            "v5.0",
                            "5.0-0058"};
    const qsizetype at = header.indexOf(column);
    if (at >= 0)
        cells[at] = value;
    return header.join(QLatin1Char(',')).toUtf8() + "\r\n" + cells.join(',') + "\r\n";
}
} // namespace

class TestResultCsv : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void columnsAreIdThenSchemaKeys();
    void everyFieldRoundTripsByteIdentical();
    void largeThroughputIsWrittenOut();
    void columnsInAnyOrderAndOnlyRequired();
    void linesOfEachResult();
    void rejectsMalformed_data();
    void rejectsMalformed();
};

void TestResultCsv::columnsAreIdThenSchemaKeys() {
    const QStringList columns = resultCsvColumns();
    QCOMPARE(columns.size(), kResultFieldCount + 1);
    QCOMPARE(columns.first(), QStringLiteral("id"));
    QCOMPARE(columns.at(1), QStringLiteral("kind"));
    QCOMPARE(columns.at(1 + int(ResultField::TokensPerS)), QStringLiteral("tokens_per_s"));
    QCOMPARE(columns.last(), QStringLiteral("notes"));
    QVERIFY(exportResultsCsv({}).startsWith("\"id\",\"kind\",\"model\",\"checkpoint\","));
}

// A rack's throughput (Azure's GB300 NVL72 run: 1.1 million tokens/s) is written out in the
// file, as a spreadsheet user reads it, not as "1.1e+06".
void TestResultCsv::largeThroughputIsWrittenOut() {
    Result result = resultfixtures::allFieldResults().first();
    result.tokensPerS = 1100000.0;
    QCOMPARE(resultText(result, ResultField::TokensPerS), QStringLiteral("1100000"));
    QVERIFY(exportResultsCsv({result}).contains("\"1100000\""));
}

void TestResultCsv::everyFieldRoundTripsByteIdentical() {
    const QList<Result> results = resultfixtures::allFieldResults();
    // Every field has a value in one of the two.
    for (const FieldSpec& info : allResultFields()) {
        const auto field = ResultField(info.index);
        QVERIFY2(std::any_of(results.begin(), results.end(),
                             [&](const Result& r) { return !resultText(r, field).isEmpty(); }),
                 info.key);
    }
    const QByteArray exported = exportResultsCsv(results);
    QString error;
    const std::optional<QList<Result>> read =
        readResultsCsv(exported, resultfixtures::today(), &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(exportResultsCsv(*read), exported);
    QCOMPARE(read->size(), 2);
    // Sorted by id: the figure measurement first.
    QCOMPARE(read->at(0), resultfixtures::figureResult());
    QCOMPARE(read->at(1), resultfixtures::servingResult());
}

void TestResultCsv::columnsInAnyOrderAndOnlyRequired() {
    const QByteArray data = "source,claim_kind,hardware,kind,id,figure,measured_value\r\n"
                            "me,own,amd-mi300x,figure,x,memory_bw_gbs,4100.5\r\n";
    QString error;
    const std::optional<QList<Result>> read = readResultsCsv(data, resultfixtures::today(), &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->size(), 1);
    const Result& r = read->first();
    QCOMPARE(r.id, QStringLiteral("x"));
    QCOMPARE(r.kind, ResultKind::Figure);
    QCOMPARE(r.claim, ClaimKind::Own);
    QCOMPARE(r.hardwareCount, 1);
    QCOMPARE(r.measuredValue, std::optional<double>(4100.5));
    QCOMPARE(r.origin, Origin::User);
}

void TestResultCsv::linesOfEachResult() {
    const QByteArray data = exportResultsCsv(resultfixtures::allFieldResults());
    QString error;
    QList<CsvEntryLines> lines;
    QVERIFY(readResultsCsv(data, resultfixtures::today(), &error, &lines));
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines.at(0).line, 2);
    QCOMPARE(lines.at(1).line, 3);
}

void TestResultCsv::rejectsMalformed_data() {
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("expected");
    QTest::newRow("negative tokens_per_s")
        << servingCsv(QStringLiteral("tokens_per_s"), "-5")
        << "line 2, column 6 (tokens_per_s): -5 tok/s is negative";
    QTest::newRow("not a number") << servingCsv(QStringLiteral("tokens_per_s"), "fast")
                                  << "line 2, column 6 (tokens_per_s): 'fast' is not a number";
    QTest::newRow("unknown claim_kind")
        << servingCsv(QStringLiteral("claim_kind"), "rumour")
        << "line 2, column 8 (claim_kind): 'rumour' is not audited, independent, vendor or own";
    QTest::newRow("missing source")
        << servingCsv(QStringLiteral("source"), "") << "line 2, column 7 (source): required";
    QTest::newRow("audited without a result id")
        << servingCsv(QStringLiteral("mlperf_result_id"), "")
        << "line 2, column 11 (mlperf_result_id): required";
    QTest::newRow("bad id") << servingCsv(QStringLiteral("id"), "Not A Slug")
                            << "line 2, column 1 (id): ";
    QTest::newRow("unknown scenario")
        << servingCsv(QStringLiteral("scenario"), "burst")
        << "line 2, column 5 (scenario): 'burst' is not offline, server, interactive";
    QTest::newRow("escape sequences in a cell")
        << servingCsv(QStringLiteral("tokens_per_s"), "\x1b[2J\x1b]0;owned\x07")
        << "line 2, column 6 (tokens_per_s): '\\x1b[2J\\x1b]0;owned\\x07' is not a number";
    QTest::newRow("a rule without its column")
        << QByteArray("id,kind,hardware,source,claim_kind\r\nr,serving,h,s,own\r\n")
        << "line 2, column 1 (id): Model (model): required";
    QTest::newRow("duplicate id")
        << servingCsv({}, {}) + servingCsv({}, {}).mid(servingCsv({}, {}).indexOf("\r\n") + 2)
        << "line 3, column 1 (id): the id \"r1\" is already used on line 2";
    QTest::newRow("unknown column")
        << QByteArray("id,kind,hardware,source,claim_kind,tokens\r\n")
        << "line 1, column 6 (tokens): unknown column \"tokens\" in a results CSV";
    QTest::newRow("missing column") << QByteArray("id,kind,hardware,source\r\nx,figure,h,s\r\n")
                                    << "line 1: the header has no \"claim_kind\" column";
    QTest::newRow("empty file") << QByteArray("\r\n")
                                << "line 1: the file is empty; a header row naming at least "
                                   "the columns id, kind, hardware, source, claim_kind";
}

void TestResultCsv::rejectsMalformed() {
    QFETCH(QByteArray, data);
    QFETCH(QString, expected);
    QString error;
    QVERIFY(!readResultsCsv(data, resultfixtures::today(), &error));
    QVERIFY2(error.startsWith(expected), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestResultCsv)
#include "tst_resultcsv.moc"
