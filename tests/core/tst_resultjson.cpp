#include "domain/result.h"
#include "io/resultjson.h"
#include "resultfixtures.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace chipatlas;

namespace {
// A results file of one result object: the fixture's serving result with `key` set to `value`
// (undefined: removed).
QByteArray servingJson(const QString& key, const QJsonValue& value) {
    QJsonObject o = resultToJson(resultfixtures::servingResult());
    if (!key.isEmpty()) {
        if (value.isUndefined())
            o.remove(key);
        else
            o.insert(key, value);
    }
    QJsonObject root{{QStringLiteral("format"), QStringLiteral("chipatlas-results")},
                     {QStringLiteral("results"), QJsonArray{o}}};
    return QJsonDocument(root).toJson();
}
} // namespace

class TestResultJson : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void objectHoldsTheFieldsWithValues();
    void everyFieldRoundTripsByteIdentical();
    void readsCatalogEnvelopeAndBareArray();
    void rejectsMalformed_data();
    void rejectsMalformed();
};

void TestResultJson::objectHoldsTheFieldsWithValues() {
    const QJsonObject o = resultToJson(resultfixtures::figureResult());
    QCOMPARE(o.value(QStringLiteral("id")).toString(), QStringLiteral("gemm-bf16-mi300x"));
    QCOMPARE(o.value(QStringLiteral("kind")).toString(), QStringLiteral("figure"));
    QVERIFY(o.value(QStringLiteral("measured_value")).isDouble());
    QVERIFY(o.value(QStringLiteral("hardware_count")).isDouble());
    QCOMPARE(o.value(QStringLiteral("date")).toString(), QStringLiteral("2024-12-31"));
    QCOMPARE(o.value(QStringLiteral("claim_kind")).toString(), QStringLiteral("independent"));
    // A field without a value is left out.
    QVERIFY(!o.contains(QStringLiteral("model")));
    QVERIFY(!o.contains(QStringLiteral("tokens_per_s")));
    QVERIFY(!o.contains(QStringLiteral("notes")));
    // Integers of the serving result are JSON numbers too.
    const QJsonObject s = resultToJson(resultfixtures::servingResult());
    QCOMPARE(s.value(QStringLiteral("tp")).toDouble(), 2.0);
    QCOMPARE(s.value(QStringLiteral("precision")).toString(), QStringLiteral("fp8"));
    QCOMPARE(s.size(),
             kResultFieldCount + 1 - 5); // all but figure, measured_value, unit, tool, size
}

void TestResultJson::everyFieldRoundTripsByteIdentical() {
    const QByteArray exported = exportResultsJson(resultfixtures::allFieldResults());
    QVERIFY(exported.contains("\"format\": \"chipatlas-results\""));
    QString error;
    const std::optional<ResultCatalogFile> read =
        readResultCatalog(exported, resultfixtures::today(), &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->revision, 0);
    QCOMPARE(read->results.size(), 2);
    QCOMPARE(read->results.at(0), resultfixtures::figureResult());
    QCOMPARE(read->results.at(1), resultfixtures::servingResult());
    QCOMPARE(exportResultsJson(read->results), exported);
}

void TestResultJson::readsCatalogEnvelopeAndBareArray() {
    const QByteArray file = "{\"format\": \"chipatlas-results\", \"revision\": 3, "
                            "\"content_hash\": \"sha256:ab\", \"results\": [{\"id\": \"x\", "
                            "\"kind\": \"figure\", \"hardware\": \"amd-mi300x\", \"source\": "
                            "\"me\", \"claim_kind\": \"own\", \"figure\": \"memory_bw_gbs\", "
                            "\"measured_value\": 4100, \"date\": null}]}";
    QString error;
    std::optional<ResultCatalogFile> read =
        readResultCatalog(file, resultfixtures::today(), &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->revision, 3);
    QCOMPARE(read->contentHash, QStringLiteral("sha256:ab"));
    QCOMPARE(read->results.first().measuredValue, std::optional<double>(4100));
    const QByteArray bare = "[" + QJsonDocument(resultToJson(read->results.first())).toJson() + "]";
    read = readResultCatalog(bare, resultfixtures::today(), &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->results.first().id, QStringLiteral("x"));
}

void TestResultJson::rejectsMalformed_data() {
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("expected");
    const auto at = [](const char* problem) {
        return QStringLiteral("result 1 (\"mlperf-v5.0-llama2-70b-offline-h200x8\"): ") +
               QString::fromUtf8(problem);
    };
    QTest::newRow("negative tokens_per_s")
        << servingJson(QStringLiteral("tokens_per_s"), -5)
        << at("Tokens per second (tokens_per_s): -5 tok/s is negative");
    QTest::newRow("not a number") << servingJson(QStringLiteral("tokens_per_s"),
                                                 QStringLiteral("fast"))
                                  << at("tokens_per_s: must be a number");
    QTest::newRow("unknown claim_kind")
        << servingJson(QStringLiteral("claim_kind"), QStringLiteral("rumour"))
        << at("Whose claim (claim_kind): 'rumour' is not audited, independent, vendor or own");
    QTest::newRow("missing source")
        << servingJson(QStringLiteral("source"), QJsonValue(QJsonValue::Undefined))
        << at("source: is missing");
    QTest::newRow("empty source") << servingJson(QStringLiteral("source"), QStringLiteral(""))
                                  << at("Source (source): required");
    QTest::newRow("text as number")
        << servingJson(QStringLiteral("model"), 70) << at("model: must be text");
    QTest::newRow("not whole") << servingJson(QStringLiteral("tp"), 2.5)
                               << at("Tensor parallel (tp): '2.5' is not a whole number");
    QTest::newRow("unknown key") << servingJson(QStringLiteral("tokens"), 5)
                                 << at("unknown key \"tokens\"");
    QTest::newRow("no id") << servingJson(QStringLiteral("id"), QJsonValue(QJsonValue::Undefined))
                           << "result 1 (without an id): id: is missing or empty";
    QTest::newRow("not an object")
        << QByteArray("{\"format\": \"chipatlas-results\", \"results\": [1]}")
        << "result 1 (without an id): is not an object";
    QTest::newRow("wrong format") << QByteArray("{\"format\": \"chipatlas-systems\"}")
                                  << "the \"format\" key is not \"chipatlas-results\"";
    QTest::newRow("not JSON") << QByteArray("{\n  \"results\": [,]}")
                              << "line 2, column 16: not valid JSON";
    QByteArray twice = servingJson({}, {});
    QJsonObject root = QJsonDocument::fromJson(twice).object();
    QJsonArray array = root.value(QStringLiteral("results")).toArray();
    array.append(array.first());
    root.insert(QStringLiteral("results"), array);
    QTest::newRow("duplicate id")
        << QJsonDocument(root).toJson()
        << "result 2 (\"mlperf-v5.0-llama2-70b-offline-h200x8\"): the id is already used by "
           "result 1";
}

void TestResultJson::rejectsMalformed() {
    QFETCH(QByteArray, data);
    QFETCH(QString, expected);
    QString error;
    QVERIFY(!readResultCatalog(data, resultfixtures::today(), &error));
    QVERIFY2(error.startsWith(expected), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestResultJson)
#include "tst_resultjson.moc"
