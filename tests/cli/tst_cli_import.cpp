// chipatlas-cli import and export: the real binary on catalogs in a temporary folder.
#include "clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {
QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString& path, const QByteArray& data) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}
} // namespace

class TestCliImport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void badFileNamesTheLineAndChangesNothing_data();
    void badFileNamesTheLineAndChangesNothing();
    void dryRunChangesNothing();
    void importCounts();
    void importJson();
    void summaryIsBoundedUnlessVerbose();
    void referenceCsvImports();
    void exportIsDeterministic_data();
    void exportIsDeterministic();
    void exportFilter();
    void roundTripIntoAFreshCatalog_data();
    void roundTripIntoAFreshCatalog();
    void usageErrors_data();
    void usageErrors();

private:
    CliResult run(const QString& db, const QStringList& arguments) const {
        return runCli(QStringList{QStringLiteral("--db"), db} + arguments, m_env);
    }
    CliResult run(const QStringList& arguments) const { return run(m_db, arguments); }
    QString path(const QString& name) const { return m_dir.filePath(name); }
    // The whole catalog as the CLI exports it: equal bytes, equal chips and provenance.
    QByteArray snapshot(const QString& db) {
        const QString file = path(QStringLiteral("snapshot-%1.json").arg(++m_snapshots));
        const CliResult r = run(db, {QStringLiteral("export"), file});
        if (r.exitCode != 0)
            qWarning("export failed: %s", r.err.constData());
        return readFile(file);
    }

    QTemporaryDir m_dir;
    QString m_db;
    QProcessEnvironment m_env;
    int m_snapshots = 0;
};

void TestCliImport::initTestCase() {
    QVERIFY(m_dir.isValid());
    m_db = path(QStringLiteral("catalog.sqlite"));
    m_env = QProcessEnvironment::systemEnvironment();
    m_env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    m_env.insert(QStringLiteral("HOME"), m_dir.path());
    m_env.insert(QStringLiteral("XDG_DATA_HOME"), path(QStringLiteral("xdg")));
    QCOMPARE(run({QStringLiteral("list")}).exitCode, 0); // creates and seeds the catalog
}

void TestCliImport::badFileNamesTheLineAndChangesNothing_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("message");
    QTest::newRow("negative TDP")
        << "bad.csv"
        << QByteArray("id,vendor,name,tdp_w\nzz-new,Acme,X,700\nnvidia-h100-sxm,NVIDIA,H100,-5\n")
        << "bad.csv: line 3, column 4 (tdp_w): -5 W is negative; nothing was imported";
    QTest::newRow("unknown column")
        << "cols.csv" << QByteArray("id,vendor,name,colour\nzz-new,Acme,X,red\n")
        << "line 1, column 4 (colour): unknown column \"colour\"";
    QTest::newRow("truncated quote")
        << "quote.csv" << QByteArray("id,vendor,name\nzz-new,Acme,\"X\n")
        << "line 2, column 3 (name): the quoted field is not closed";
    QTest::newRow("empty") << "empty.csv" << QByteArray() << "line 1: the file is empty";
    QTest::newRow("JSON") << "bad.json"
                          << QByteArray(R"([{"id": "zz-new", "vendor": "Acme", "name": "X",
                             "figures": {"memory_gb": {"value": 0, "status": "published"}}}])")
                          << "chip #1 (\"zz-new\"): Memory (memory_gb): 0 GB is zero";
    QTest::newRow("1e400") << "huge.csv"
                           << QByteArray("id,vendor,name,tdp_w\nzz-new,Acme,X,1e400\n")
                           << "huge.csv: line 2, column 4 (tdp_w): \"1e400\" is not a number";
    QTest::newRow("100,000-deep JSON array")
        << "deep.json" << QByteArray(100000, '[') + QByteArray(100000, ']')
        << "deep.json: line 1: not valid JSON (at byte 1026: too deeply nested document)";
}

void TestCliImport::badFileNamesTheLineAndChangesNothing() {
    QFETCH(QString, name);
    QFETCH(QByteArray, data);
    QFETCH(QString, message);
    QVERIFY(writeFile(path(name), data));
    const QByteArray before = snapshot(m_db);
    QVERIFY(!before.isEmpty());
    const CliResult r = run({QStringLiteral("import"), path(name)});
    verifyCliError(r, 1, message);
    QCOMPARE(snapshot(m_db), before);
}

void TestCliImport::dryRunChangesNothing() {
    const QString db = path(QStringLiteral("dry.sqlite"));
    const QByteArray before = snapshot(db);
    QVERIFY(writeFile(path(QStringLiteral("dry.csv")),
                      "id,vendor,name,tdp_w\nzz-new,Acme,X,700\nnvidia-h100-sxm,NVIDIA,H100 "
                      "SXM,650\n"));
    const CliResult r = run(db, {QStringLiteral("import"), path(QStringLiteral("dry.csv")),
                                 QStringLiteral("--dry-run")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.text().contains(QStringLiteral(": 1 new, 1 changed, 0 unchanged\n")),
             r.out.constData());
    QVERIFY2(r.text().contains(QStringLiteral("  new      zz-new\n")), r.out.constData());
    QVERIFY2(r.text().contains(QStringLiteral("  changed  nvidia-h100-sxm: ")), r.out.constData());
    QVERIFY2(r.text().contains(QStringLiteral("Dry run: the catalog was not changed.")),
             r.out.constData());
    QCOMPARE(snapshot(db), before);
}

void TestCliImport::importCounts() {
    const QString db = path(QStringLiteral("counts.sqlite"));
    const QString file = path(QStringLiteral("counts.csv"));
    QVERIFY(writeFile(file, "id,vendor,name,tdp_w\nzz-new,Acme,X,700\nzz-other,Acme,Y,\n"));
    CliResult r = run(db, {QStringLiteral("import"), file});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.text().startsWith(file + QStringLiteral(": 2 new, 0 changed, 0 unchanged\n")),
             r.out.constData());
    QVERIFY2(r.text().contains(QStringLiteral("Imported 2 chips into")), r.out.constData());
    r = run(db, {QStringLiteral("show"), QStringLiteral("zz-new"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);

    // Again: nothing changes.
    r = run(db, {QStringLiteral("import"), file});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.text().contains(QStringLiteral(": 0 new, 0 changed, 2 unchanged\n")),
             r.out.constData());
}

void TestCliImport::importJson() {
    const QString db = path(QStringLiteral("json.sqlite"));
    const QString file = path(QStringLiteral("one.csv"));
    QVERIFY(writeFile(file, "id,vendor,name,tdp_w\nnvidia-h100-sxm,NVIDIA,H100 SXM,650\n"));
    const CliResult r = run(db, {QStringLiteral("import"), file, QStringLiteral("--json"),
                                 QStringLiteral("--dry-run")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = r.json().object();
    QCOMPARE(o.value(QLatin1String("dry_run")).toBool(), true);
    QCOMPARE(o.value(QLatin1String("counts")).toObject().value(QLatin1String("changed")).toInt(),
             1);
    const QJsonObject changed = o.value(QLatin1String("changed")).toArray().first().toObject();
    QCOMPARE(changed.value(QLatin1String("id")).toString(), QStringLiteral("nvidia-h100-sxm"));
    QVERIFY(changed.value(QLatin1String("fields")).toArray().contains(QStringLiteral("tdp_w")));
    QCOMPARE(o.value(QLatin1String("new")).toArray().size(), 0);
}

void TestCliImport::summaryIsBoundedUnlessVerbose() {
    // 25 new chips: the summary names the first 20 and counts the rest; --verbose and --json
    // name every one.
    const QString db = path(QStringLiteral("bounded.sqlite"));
    const QString file = path(QStringLiteral("bounded.csv"));
    QByteArray csv("id,vendor,name\n");
    QStringList ids;
    for (int i = 1; i <= 25; ++i) {
        ids << QStringLiteral("zz-bulk-%1").arg(i, 2, 10, QLatin1Char('0'));
        csv += ids.constLast().toUtf8() + ",Acme,Bulk\n";
    }
    QVERIFY(writeFile(file, csv));
    const auto newLines = [](const CliResult& r) {
        return r.text().count(QStringLiteral("\n  new      zz-bulk-"));
    };

    CliResult r = run(db, {QStringLiteral("import"), file, QStringLiteral("--dry-run")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.text().contains(QStringLiteral(": 25 new, 0 changed, 0 unchanged\n")),
             r.out.constData());
    QCOMPARE(newLines(r), 20);
    QVERIFY2(r.text().contains(QStringLiteral("  new      zz-bulk-20\n")), r.out.constData());
    QVERIFY2(!r.text().contains(QStringLiteral("zz-bulk-21")), r.out.constData());
    QVERIFY2(
        r.text().contains(QStringLiteral("  new      and 5 more (--verbose lists them all)\n")),
        r.out.constData());

    r = run(db, {QStringLiteral("import"), file, QStringLiteral("--dry-run"),
                 QStringLiteral("--verbose")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(newLines(r), 25);
    QVERIFY2(!r.text().contains(QStringLiteral("more (--verbose")), r.out.constData());

    r = run(db, {QStringLiteral("import"), file, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    QStringList listed;
    for (const QJsonValue& id : r.json().object().value(QLatin1String("new")).toArray())
        listed << id.toString();
    QCOMPARE(listed, ids);

    // Imported: the same 25 again are all unchanged, and the summary names none of them.
    r = run(db, {QStringLiteral("import"), file});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.text().contains(QStringLiteral(": 0 new, 0 changed, 25 unchanged\n")),
             r.out.constData());
    QCOMPARE(newLines(r), 0);
}

void TestCliImport::referenceCsvImports() {
    // The reference agrees with the built-in catalog: nothing to change, no provenance lost.
    const QString db = path(QStringLiteral("reference.sqlite"));
    const QByteArray before = snapshot(db);
    const CliResult r =
        run(db, {QStringLiteral("import"),
                 QStringLiteral(CHIPATLAS_SOURCE_DIR "/resources/reference/accelerators.csv")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.text().contains(QStringLiteral(": 0 new, 0 changed, 30 unchanged\n")),
             r.out.constData());
    QCOMPARE(snapshot(db), before);
}

void TestCliImport::exportIsDeterministic_data() {
    QTest::addColumn<QString>("suffix");
    QTest::newRow("CSV") << "csv";
    QTest::newRow("JSON") << "json";
}

void TestCliImport::exportIsDeterministic() {
    QFETCH(QString, suffix);
    const QString a = path(QStringLiteral("a.") + suffix);
    const QString b = path(QStringLiteral("b.") + suffix);
    CliResult r = run({QStringLiteral("export"), a});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.text().startsWith(QStringLiteral("Exported ")), r.out.constData());
    r = run({QStringLiteral("export"), b});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(!readFile(a).isEmpty());
    QCOMPARE(readFile(a), readFile(b));
    if (suffix == QLatin1String("csv")) {
        QVERIFY(readFile(a).startsWith("\"id\",\"vendor\",\"name\",\"family_generation\""));
    } else {
        const QJsonArray chips = QJsonDocument::fromJson(readFile(a)).array();
        QCOMPARE(chips.size(), 30);
        QCOMPARE(chips.first().toObject().value(QLatin1String("id")).toString(),
                 QStringLiteral("amd-mi250x")); // sorted by id
    }
}

void TestCliImport::exportFilter() {
    const QString file = path(QStringLiteral("nvidia.json"));
    const CliResult r =
        run({QStringLiteral("export"), file, QStringLiteral("--filter"), QStringLiteral("NVIDIA")});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray exported = QJsonDocument::fromJson(readFile(file)).array();
    const CliResult list = run({QStringLiteral("list"), QStringLiteral("--json"),
                                QStringLiteral("--filter"), QStringLiteral("NVIDIA")});
    QCOMPARE(list.exitCode, 0);
    const QJsonArray listed = list.json().array();
    QVERIFY(!exported.isEmpty());
    QCOMPARE(exported.size(), listed.size());
    for (qsizetype i = 0; i < exported.size(); ++i) {
        QCOMPARE(exported.at(i).toObject().value(QLatin1String("id")),
                 listed.at(i).toObject().value(QLatin1String("id")));
        QVERIFY(exported.at(i)
                    .toObject()
                    .value(QLatin1String("vendor"))
                    .toString()
                    .contains(QStringLiteral("NVIDIA")));
    }
    QVERIFY2(r.text().contains(QStringLiteral("Exported %1 chips").arg(exported.size())),
             r.out.constData());
}

void TestCliImport::roundTripIntoAFreshCatalog_data() {
    QTest::addColumn<QString>("suffix");
    QTest::newRow("CSV") << "csv";
    QTest::newRow("JSON") << "json";
}

void TestCliImport::roundTripIntoAFreshCatalog() {
    QFETCH(QString, suffix);
    // A user chip with provenance, then the whole catalog through a file into another.
    const QString source = path(QStringLiteral("rt-source.sqlite"));
    QVERIFY(writeFile(path(QStringLiteral("user.json")),
                      "[{\"id\": \"zz-user\", \"vendor\": \"Acme, \\\"Labs\\\"\", "
                      "\"name\": \"X\xc2\xb5\", \"notes\": \"two\\nlines\", "
                      "\"source_urls\": [\"https://a.example/x\"], \"figures\": {"
                      "\"tdp_w\": {\"value\": 450.5, \"status\": \"computed\", "
                      "\"source\": \"https://a.example/x\", \"note\": \"board / 2\"}, "
                      "\"fp64_tflops\": {\"value\": null, \"status\": \"not_published\", "
                      "\"note\": \"withheld\"}}}]"));
    QCOMPARE(run(source, {QStringLiteral("import"), path(QStringLiteral("user.json"))}).exitCode,
             0);
    const QString first = path(QStringLiteral("rt-1.") + suffix);
    const QString second = path(QStringLiteral("rt-2.") + suffix);
    QCOMPARE(run(source, {QStringLiteral("export"), first}).exitCode, 0);
    const QString target = path(QStringLiteral("rt-target-%1.sqlite").arg(suffix));
    const CliResult r = run(target, {QStringLiteral("import"), first});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.text().contains(QStringLiteral(": 1 new, 0 changed, 30 unchanged\n")),
             r.out.constData());
    QCOMPARE(run(target, {QStringLiteral("export"), second}).exitCode, 0);
    QCOMPARE(readFile(second), readFile(first));
}

void TestCliImport::usageErrors_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("named");
    QTest::newRow("import without file")
        << QStringList{QStringLiteral("import")} << 2 << "import needs a FILE";
    QTest::newRow("import unknown format")
        << QStringList{QStringLiteral("import"), QStringLiteral("chips.txt")} << 2 << "chips.txt";
    QTest::newRow("import missing file")
        << QStringList{QStringLiteral("import"), QStringLiteral("/nonexistent/chips.csv")} << 1
        << "/nonexistent/chips.csv";
    QTest::newRow("export unknown format")
        << QStringList{QStringLiteral("export"), QStringLiteral("chips.xlsx")} << 2 << "chips.xlsx";
    QTest::newRow("export unwritable")
        << QStringList{QStringLiteral("export"), QStringLiteral("/nonexistent/dir/chips.csv")} << 1
        << "Could not write /nonexistent/dir/chips.csv: the folder /nonexistent/dir does not "
           "exist. No file was written.";
    QTest::newRow("unknown option")
        << QStringList{QStringLiteral("import"), QStringLiteral("a.csv"), QStringLiteral("--force")}
        << 2 << "force";
}

void TestCliImport::usageErrors() {
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, named);
    const QByteArray before = snapshot(m_db);
    verifyCliError(run(arguments), exitCode, named);
    QCOMPARE(snapshot(m_db), before);
}

QTEST_GUILESS_MAIN(TestCliImport)
#include "tst_cli_import.moc"
