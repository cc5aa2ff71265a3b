// chipatlas-cli import --format epoch: Epoch AI's hardware CSV (rows of the published file in
// tests/data/epoch) into a fresh built-in catalog, the real binary.
#include "clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {
const QString kFixture =
    QStringLiteral(CHIPATLAS_SOURCE_DIR "/tests/data/epoch/ml_hardware-excerpt.csv");

bool writeFile(const QString& path, const QByteArray& data) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}
} // namespace

class TestCliEpoch : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void dryRunShowsKeptFiguresAndChangesNothing();
    void importAddsAndKeeps();
    void badFilesAndOptions_data();
    void badFilesAndOptions();

private:
    CliResult run(const QStringList& arguments) const {
        return runCli(QStringList{QStringLiteral("--db"), m_db} + arguments, m_env);
    }
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_db;
    QProcessEnvironment m_env;
};

void TestCliEpoch::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_db = m_dir->filePath(QStringLiteral("catalog.sqlite"));
    m_env = QProcessEnvironment::systemEnvironment();
    m_env.insert(QStringLiteral("HOME"), m_dir->path());
    m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir->filePath(QStringLiteral("xdg")));
    QCOMPARE(run({QStringLiteral("list")}).exitCode, 0); // creates and seeds the catalog
}

void TestCliEpoch::dryRunShowsKeptFiguresAndChangesNothing() {
    const QByteArray before = run({QStringLiteral("list"), QStringLiteral("--json")}).out;
    const CliResult r =
        run({QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("epoch"),
             kFixture, QStringLiteral("--dry-run"), QStringLiteral("--verbose")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString text = r.text();
    QVERIFY2(text.contains(QStringLiteral(": 5 new, ")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("huawei-ascend-920")), qPrintable(text));
    // The vendor's figure stays, Epoch's differing value beside it.
    QVERIFY2(text.contains(QStringLiteral(
                 "(AMD Instinct MI355X) -> amd-mi355x: BF16 dense (bf16_tflops_dense) keeps "
                 "2.5 PFLOPS (published, from the vendor); Epoch says 2.5166 PFLOPS (published)")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral(
                 "(Amazon Trainium3) -> aws-trainium3: TDP (tdp_w) stays not published by the "
                 "vendor; Epoch says 700 W (unverified)")),
             qPrintable(text));
    QVERIFY(text.endsWith(QStringLiteral("Dry run: the catalog was not changed.\n")));
    QCOMPARE(run({QStringLiteral("list"), QStringLiteral("--json")}).out, before);
}

void TestCliEpoch::importAddsAndKeeps() {
    const CliResult r = run({QStringLiteral("import"), QStringLiteral("--format"),
                             QStringLiteral("epoch"), kFixture, QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject plan = r.json().object();
    QCOMPARE(plan.value(QLatin1String("counts")).toObject().value(QLatin1String("new")).toInt(), 5);
    QVERIFY(!plan.value(QLatin1String("kept")).toArray().isEmpty());
    const CliResult shown = run(
        {QStringLiteral("show"), QStringLiteral("huawei-ascend-920"), QStringLiteral("--json")});
    QVERIFY2(shown.exitCode == 0, shown.err.constData());
    const QJsonObject bf16 = shown.json()
                                 .object()
                                 .value(QLatin1String("figures"))
                                 .toObject()
                                 .value(QLatin1String("bf16_tflops_dense"))
                                 .toObject();
    QCOMPARE(bf16.value(QLatin1String("value")).toDouble(), 900.0);
    QCOMPARE(bf16.value(QLatin1String("status")).toString(), QStringLiteral("unverified"));
    QVERIFY(bf16.value(QLatin1String("note"))
                .toString()
                .startsWith(
                    QStringLiteral("via Epoch AI, Data on Machine Learning Hardware (CC BY 4.0)")));
    // Again: nothing left to import.
    const CliResult again = run(
        {QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("epoch"), kFixture});
    QVERIFY2(again.exitCode == 0, again.err.constData());
    QVERIFY2(again.text().contains(QStringLiteral(": 0 new, 0 changed, ")), again.out.constData());
}

void TestCliEpoch::badFilesAndOptions_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("a chips CSV") << QStringList{QStringLiteral("--format"), QStringLiteral("epoch")}
                                 << QByteArray("id,vendor,name\nx-1,Acme,X\n") << 1
                                 << QStringLiteral(
                                        "line 1: this is not Epoch AI's \"Data on Machine "
                                        "Learning Hardware\" CSV: the header lacks the columns "
                                        "Hardware name, Manufacturer, Release date");
    QTest::newRow("unknown format")
        << QStringList{QStringLiteral("--format"), QStringLiteral("csv")}
        << QByteArray("id,vendor,name\n") << 2
        << QStringLiteral("--format \"csv\": the one format named is "
                          "\"epoch\"");
    QTest::newRow("with --systems")
        << QStringList{QStringLiteral("--format"), QStringLiteral("epoch"),
                       QStringLiteral("--systems")}
        << QByteArray("id,vendor,name\n") << 2
        << QStringLiteral("--format epoch reads chips; it does not go with --systems");
}

void TestCliEpoch::badFilesAndOptions() {
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, data);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const QString file = m_dir->filePath(QStringLiteral("in.csv"));
    QVERIFY(writeFile(file, data));
    const QByteArray before = run({QStringLiteral("list"), QStringLiteral("--json")}).out;
    const CliResult r = run(QStringList{QStringLiteral("import")} + arguments + QStringList{file});
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.errorText().contains(message), r.err.constData());
    QCOMPARE(run({QStringLiteral("list"), QStringLiteral("--json")}).out, before);
}

QTEST_GUILESS_MAIN(TestCliEpoch)
#include "tst_cli_epoch.moc"
