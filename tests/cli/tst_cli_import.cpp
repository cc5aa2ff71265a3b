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
    void hostileFilesGetShortPrintableErrors_data();
    void hostileFilesGetShortPrintableErrors();
    void refusedEntriesAreNamedOnce_data();
    void refusedEntriesAreNamedOnce();

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
                          << "chip 1 (\"zz-new\"): Memory (memory_gb): 0 GB is zero";
    QTest::newRow("1e400") << "huge.csv"
                           << QByteArray("id,vendor,name,tdp_w\nzz-new,Acme,X,1e400\n")
                           << "huge.csv: line 2, column 4 (tdp_w): \"1e400\" is not a number";
    QTest::newRow("100,000-deep JSON array")
        << "deep.json" << QByteArray(100000, '[') + QByteArray(100000, ']')
        << "deep.json: line 1, column 1026: not valid JSON (too deeply nested document)";
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
    QVERIFY2(r.text().contains(QStringLiteral(": 0 new, 0 changed, 34 unchanged\n")),
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
        QCOMPARE(chips.size(), 34);
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
    QVERIFY2(r.text().contains(QStringLiteral(": 1 new, 0 changed, 34 unchanged\n")),
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

// A file made to flood or take over the terminal (a header of megabytes, escape sequences that
// clear the screen or set the window title, NUL bytes): the error quotes an excerpt of it, with
// control characters escaped, and stderr stays short whatever the file holds.
void TestCliImport::hostileFilesGetShortPrintableErrors_data() {
    QTest::addColumn<QString>("kind"); // "" for chips, "--systems" or "--offers"
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("message"); // stderr contains it
    const QByteArray escapes = "\x1b[2J\x1b]0;owned\x07";
    const QString escaped = QStringLiteral("\\x1b[2J\\x1b]0;owned\\x07");
    const struct {
        const char* kind;
        const char* tag;
        QByteArray header; // the required columns of the kind
        QByteArray row;    // a valid row of them
        QByteArray numberColumn;
        QByteArray numberRow; // `row` for a header with numberColumn after the required ones
    } kinds[] = {
        {"", "chips", "id,vendor,name", "zz-new,Acme,X", "tdp_w", "zz-new,Acme,X,"},
        {"--systems", "systems", "id,name,vendor,chip_id,chip_count",
         "zz-sys,X,Acme,nvidia-h100-sxm,8", "host_memory_gb", "zz-sys,X,Acme,nvidia-h100-sxm,8,"},
        {"--offers", "offers", "target_id,provider,instance,pricing,chips",
         "nvidia-h100-sxm,P,I,on_demand,8", "per_instance_hour",
         "nvidia-h100-sxm,P,I,on_demand,8,"},
    };
    for (const auto& kind : kinds) {
        const QString tag = QString::fromLatin1(kind.tag);
        const auto row = [&](const QString& what, const QByteArray& data, const QString& message) {
            QTest::addRow("%s, %s", kind.tag, qPrintable(what))
                << QString::fromLatin1(kind.kind) << tag + QStringLiteral(".csv") << data
                << message;
        };
        row(QStringLiteral("1 MB header"),
            kind.header + "," + QByteArray(1 << 20, 'x') + "\n" + kind.row + ",\n",
            QStringLiteral("(1048576 characters)"));
        row(QStringLiteral("20 MB header"),
            kind.header + "," + QByteArray(20 << 20, 'x') + "\n" + kind.row + ",\n",
            QStringLiteral("(20971520 characters)"));
        row(QStringLiteral("escapes in the header"),
            kind.header + "," + escapes + "\n" + kind.row + ",\n", escaped);
        row(QStringLiteral("escapes in a cell"),
            kind.header + "," + kind.numberColumn + "\n" + kind.numberRow + escapes + "\n",
            escaped);
        row(QStringLiteral("NUL bytes"), QByteArray(4096, '\0'), QStringLiteral("\\0\\0\\0"));
        const auto json = [&](const QString& what, const QByteArray& data, const QString& message) {
            QTest::addRow("%s, JSON %s", kind.tag, qPrintable(what))
                << QString::fromLatin1(kind.kind) << tag + QStringLiteral(".json") << data
                << message;
        };
        json(QStringLiteral("1 MB id"), "[{\"id\": \"" + QByteArray(1 << 20, 'x') + "\"}]",
             QStringLiteral("(1048576 characters)"));
        json(QStringLiteral("escapes in the id"),
             "[{\"id\": \"\\u001b[2J\\u001b]0;owned\\u0007\", \"figures\": 1}]", escaped);
        json(QStringLiteral("20 MB of NUL bytes"), QByteArray(20 << 20, '\0'),
             QStringLiteral("not valid JSON"));
    }
}

void TestCliImport::hostileFilesGetShortPrintableErrors() {
    QFETCH(QString, kind);
    QFETCH(QString, name);
    QFETCH(QByteArray, data);
    QFETCH(QString, message);
    QVERIFY(writeFile(path(name), data));
    QStringList arguments{QStringLiteral("import"), path(name)};
    if (!kind.isEmpty())
        arguments << kind;
    const CliResult r = run(arguments);
    verifyCliError(r, 1, message);
    QVERIFY2(r.err.size() < 4096, r.err.left(300).constData());
    for (const char c : r.err)
        QVERIFY2(uchar(c) >= 0x20 || c == '\n', r.err.left(300).toPercentEncoding().constData());
    QCOMPARE(r.err.count('\n'), 1);
}

// An entry the catalog refuses is named by its line and column, or by its id, never by its
// place in a list ("#1"), and the message ends in one sentence.
void TestCliImport::refusedEntriesAreNamedOnce_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("data");
    // The whole of stderr after "chipatlas-cli: ", %1 the catalog, %2 the file.
    QTest::addColumn<QString>("message");
    QTest::newRow("offer of an unknown target")
        << "--offers"
        << "target.csv"
        << QByteArray("target_id,provider,instance,pricing,chips,per_instance_hour\n"
                      "no-such-chip,P,I,on_demand,8,24\n")
        << QStringLiteral("%2: line 2, column 1 (target_id): \"no-such-chip\" is neither a chip "
                          "nor a system of the catalog; add or import it first, or name one the "
                          "catalog has; nothing was imported");
    QTest::newRow("system of an unknown chip")
        << "--systems"
        << "chip.json"
        << QByteArray(R"([{"id": "zz-box", "name": "Box", "vendor": "V", "chip_id": "no-such-chip",
                         "chip_count": 8}])")
        << QStringLiteral("%2: system 1 (\"zz-box\"): Chip (chip_id): \"no-such-chip\" is not a "
                          "chip of the catalog; add or import that chip first, or name one the "
                          "catalog has; nothing was imported");
    QTest::newRow("offer without an id column")
        << "--offers"
        << "bell.csv"
        << QByteArray("target_id,provider,instance,pricing,chips,notes\n"
                      "nvidia-h100-sxm,P,I,spot,8,\"bell \x07\"\n")
        << QStringLiteral("%2: line 2, column 6 (notes): the text contains the control character "
                          "U+0007; nothing was imported");
    QTest::newRow("JSON system") << "--systems"
                                 << "power.json"
                                 << QByteArray(R"([{"id": "zz-box", "name": "B", "vendor": "V",
                                    "chip_id": "nvidia-h100-sxm", "chip_count": 8, "figures":
                                    {"system_power_w": {"value": -1, "status": "published"}}}])")
                                 << QStringLiteral("%2: system 1 (\"zz-box\"): System power "
                                                   "(system_power_w): -1 W is negative; nothing "
                                                   "was imported");
}

void TestCliImport::refusedEntriesAreNamedOnce() {
    QFETCH(QString, kind);
    QFETCH(QString, name);
    QFETCH(QByteArray, data);
    QFETCH(QString, message);
    QVERIFY(writeFile(path(name), data));
    const QByteArray before = snapshot(m_db);
    const CliResult r = run({QStringLiteral("import"), kind, path(name)});
    QCOMPARE(r.exitCode, 1);
    message.replace(QStringLiteral("%1"), m_db).replace(QStringLiteral("%2"), path(name));
    QCOMPARE(r.errorText(), QStringLiteral("chipatlas-cli: ") + message + QLatin1Char('\n'));
    QVERIFY(!r.errorText().contains(QLatin1Char('#')));
    QCOMPARE(snapshot(m_db), before);
}

QTEST_GUILESS_MAIN(TestCliImport)
#include "tst_cli_import.moc"
