// chipatlas-cli show, models, help, the default catalog and the errors.
#include "specialfiles.h"
#include "tst_cli.h"

#include <QDir>

#include <cmath>

namespace {
// Runs chipatlas-cli as runCli() does, but gives it `seconds` to return: a command that blocks
// (on a FIFO) fails the test instead of holding it up.
CliResult runWithin(int seconds, const QStringList& arguments, const QProcessEnvironment& env) {
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(CHIPATLAS_CLI_PATH), arguments);
    CliResult result;
    if (!process.waitForFinished(seconds * 1000)) {
        process.kill();
        process.waitForFinished();
        result.err = "did not return within " + QByteArray::number(seconds) + " s";
        return result;
    }
    result.exitCode = process.exitCode();
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

QStringList entries(const QString& folder) {
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::System |
                                  QDir::NoDotAndDotDot);
}
} // namespace

void TestCli::showJson() {
    const CliResult r =
        run({QStringLiteral("show"), QStringLiteral("nvidia-h100-sxm"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject chip = r.json().object();
    QCOMPARE(chip[u"id"].toString(), QStringLiteral("nvidia-h100-sxm"));
    QCOMPARE(chip[u"vendor"].toString(), QStringLiteral("NVIDIA"));
    QCOMPARE(chip[u"name"].toString(), QStringLiteral("NVIDIA H100 SXM"));
    const QJsonObject figures = chip[u"figures"].toObject();
    QCOMPARE(figures.size(), 24);
    const QJsonObject tdp = figures[u"tdp_w"].toObject();
    QCOMPARE(tdp[u"value"].toDouble(), 700.0);
    QCOMPARE(tdp[u"unit"].toString(), QStringLiteral("W"));
    QCOMPARE(tdp[u"status"].toString(), QStringLiteral("published"));
    const QJsonObject bf16 = figures[u"bf16_tflops_dense"].toObject();
    QCOMPARE(bf16[u"value"].toDouble(), 989.5);
    QCOMPARE(bf16[u"unit"].toString(), QStringLiteral("TFLOPS"));
    QCOMPARE(bf16[u"status"].toString(), QStringLiteral("computed"));
    const QJsonObject perf = chip[u"computed"].toObject()[u"perf_per_watt"].toObject();
    QVERIFY(std::abs(perf[u"value"].toDouble() - 989.5 / 700.0) < 1e-9);
    QCOMPARE(perf[u"unit"].toString(), QStringLiteral("TFLOPS/W"));
    QCOMPARE(perf[u"status"].toString(), QStringLiteral("computed"));
    QCOMPARE(perf[u"precision"].toString(), QStringLiteral("bf16"));

    const CliResult fp8 =
        run({QStringLiteral("show"), QStringLiteral("nvidia-h100-sxm"), QStringLiteral("--json"),
             QStringLiteral("--precision"), QStringLiteral("FP8")});
    QCOMPARE(fp8.exitCode, 0);
    const QJsonObject chip8 = fp8.json().object();
    const double fp8Value = chip8[u"figures"][u"fp8_tflops_dense"][u"value"].toDouble();
    QVERIFY(std::abs(chip8[u"computed"][u"perf_per_watt"][u"value"].toDouble() - fp8Value / 700.0) <
            1e-9);
}

void TestCli::showText() {
    const CliResult json =
        run({QStringLiteral("show"), QStringLiteral("nvidia-h100-sxm"), QStringLiteral("--json")});
    const CliResult r = run({QStringLiteral("show"), QStringLiteral("nvidia-h100-sxm")});
    QCOMPARE(r.exitCode, 0);
    const QString text = r.text();
    QVERIFY(text.startsWith(QStringLiteral("NVIDIA H100 SXM (nvidia-h100-sxm)")));
    for (const QString& expected : {QStringLiteral("700 W"), QStringLiteral("989.5 TFLOPS"),
                                    QStringLiteral("TFLOPS/W"), QStringLiteral("computed")})
        QVERIFY2(text.contains(expected), qPrintable(expected));
    const QJsonObject figures = json.json().object()[u"figures"].toObject();
    QVERIFY(text.contains(figures[u"bf16_tflops_dense"][u"source"].toString()));
    QVERIFY(text.contains(figures[u"bf16_tflops_dense"][u"note"].toString()));
    for (const QJsonValue& url : json.json().object()[u"source_urls"].toArray())
        QVERIFY(text.contains(url.toString()));

    // Perf per watt names the TDP it divided by, as the GUI's note does.
    QVERIFY2(text.contains(QStringLiteral("note: BF16 dense / TDP at 700 W")), qPrintable(text));

    const QString trn1 = run({QStringLiteral("show"), QStringLiteral("aws-trainium1")}).text();
    QVERIFY2(trn1.contains(QStringLiteral("500 W?")), qPrintable(trn1));
    QVERIFY(trn1.contains(QStringLiteral("unverified")));
    const QString trn3 = run({QStringLiteral("show"), QStringLiteral("aws-trainium3")}).text();
    QVERIFY(trn3.contains(QStringLiteral("not published")) ||
            trn3.contains(QStringLiteral("unknown")));
}

void TestCli::sparsityUnstatedFollowsTheFigure() {
    // AMD does not say whether the MI355X's FP4 press figure is dense: the figure and every
    // ratio built on it carry "*" in `list`, "sparsity unstated" in `show`, and the chart's
    // summary names the point.
    const CliResult list =
        run({QStringLiteral("list"), QStringLiteral("--precision"), QStringLiteral("fp4"),
             QStringLiteral("--columns"),
             QStringLiteral("id,fp4_tflops_dense,perf_per_watt,bandwidth_per_tflop"),
             QStringLiteral("--filter"), QStringLiteral("amd-mi355x")});
    QCOMPARE(list.exitCode, 0);
    const QString row = list.text().section(QLatin1Char('\n'), 2, 2);
    QCOMPARE(row.simplified(), QStringLiteral("amd-mi355x 10100.0* 7.21* 0.79*"));
    QVERIFY(list.text().contains(
        QStringLiteral("* the vendor does not say whether this figure is dense or sparse")));
    // At BF16 the same ratios are clean.
    const CliResult bf16 = run({QStringLiteral("list"), QStringLiteral("--columns"),
                                QStringLiteral("id,perf_per_watt"), QStringLiteral("--filter"),
                                QStringLiteral("amd-mi355x")});
    QCOMPARE(bf16.text().section(QLatin1Char('\n'), 2, 2).simplified(),
             QStringLiteral("amd-mi355x 1.79"));

    const QString show = run({QStringLiteral("show"), QStringLiteral("amd-mi355x"),
                              QStringLiteral("--precision"), QStringLiteral("fp4")})
                             .text();
    QCOMPARE(show.count(QStringLiteral("sparsity unstated")), 3);
    QVERIFY2(show.contains(QStringLiteral("FP4 dense may be a sparse figure")), qPrintable(show));

    QTemporaryDir out;
    const CliResult chart =
        run({QStringLiteral("chart"), QStringLiteral("--precision"), QStringLiteral("fp4"),
             QStringLiteral("--out"), out.filePath(QStringLiteral("fp4.csv"))});
    QCOMPARE(chart.exitCode, 0);
    QVERIFY2(chart.text().contains(QStringLiteral("Hollow markers and \"*\": the vendor does not "
                                                  "say whether the throughput is dense or sparse: "
                                                  "AMD Instinct MI355X (Dense FP4 throughput)")),
             qPrintable(chart.text()));
}

void TestCli::modelsJson() {
    const CliResult r = run({QStringLiteral("models"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray models = r.json().array();
    QCOMPARE(models.size(), 27);
    const QStringList columns = referenceColumns(QStringLiteral("llm-models.csv"));
    QCOMPARE(columns.size(), 33);
    QSet<QString> ids;
    for (const QJsonValue& value : models) {
        const QJsonObject model = value.toObject();
        QCOMPARE(keySet(model), QSet<QString>(columns.cbegin(), columns.cend()));
        ids << model[u"id"].toString();
        if (model[u"id"].toString() == QLatin1String("llama-3.1-70b")) {
            QCOMPARE(model[u"num_layers"].toInt(), 80);
            QCOMPARE(model[u"kv_bytes_per_token_16bit"].toInt(), 327680);
            QCOMPARE(model[u"params_total_b"].toDouble(), 70.554);
        }
    }
    QCOMPARE(ids, referenceIds(QStringLiteral("llm-models.csv")));
}

void TestCli::modelsText() {
    const CliResult r = run({QStringLiteral("models")});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.text().trimmed().split(QLatin1Char('\n'));
    QVERIFY(lines.value(0).contains(QStringLiteral("Total params (B)")));
    QCOMPARE(lines.constLast(), QStringLiteral("27 models"));
    const QString llama = lines.filter(QStringLiteral("llama-3.1-70b ")).value(0);
    QVERIFY2(llama.contains(QStringLiteral("70.554")) && llama.contains(QStringLiteral("131072")),
             qPrintable(llama));
}

void TestCli::defaultCatalogIsTheGuis() {
    const CliResult r = runCli({QStringLiteral("show"), QStringLiteral("nvidia-l40s")}, m_env);
    QCOMPARE(r.exitCode, 0);
    QVERIFY(QFile::exists(
        m_dir.filePath(QStringLiteral("xdg-data/ChipAtlas/ChipAtlas/catalog.sqlite"))));
}

void TestCli::helpAndVersion() {
    const CliResult help = run({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    for (const char* expected : {"list", "show", "models", "--db", "Exit status", "C locale"})
        QVERIFY2(help.text().contains(QLatin1String(expected)), expected);
    const CliResult list = run({QStringLiteral("list"), QStringLiteral("--help")});
    QCOMPARE(list.exitCode, 0);
    for (const char* expected : {"--sort", "--desc", "--filter", "perf_per_watt", "tdp_w"})
        QVERIFY2(list.text().contains(QLatin1String(expected)), expected);
    QCOMPARE(run({QStringLiteral("help"), QStringLiteral("list")}).out, list.out);
    const CliResult version = run({QStringLiteral("--version")});
    QCOMPARE(version.exitCode, 0);
    QVERIFY(version.text().startsWith(QStringLiteral("chipatlas-cli ")));
}

void TestCli::errors_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("named");
    QTest::newRow("unknown id") << cliArgs("show no-such-chip") << 1 << "\"no-such-chip\"";
    QTest::newRow("unknown id, json") << cliArgs("show no-such-chip --json") << 1 << "no-such-chip";
    QTest::newRow("unknown sort field") << cliArgs("list --sort tdp --json") << 2 << "\"tdp\"";
    QTest::newRow("unknown command") << cliArgs("frobnicate") << 2 << "\"frobnicate\"";
    QTest::newRow("unknown precision") << cliArgs("list --precision fp7") << 2 << "\"fp7\"";
    QTest::newRow("unknown option") << cliArgs("list --colour") << 2 << "colour";
    QTest::newRow("unknown global option") << cliArgs("--colour list") << 2 << "colour";
    QTest::newRow("show without id") << cliArgs("show") << 2 << "chip id";
    QTest::newRow("stray argument") << cliArgs("list extra") << 2 << "\"extra\"";
    QTest::newRow("models stray argument") << cliArgs("models extra") << 2 << "\"extra\"";
    QTest::newRow("no command") << QStringList{} << 2 << "no command";
    // Hostile values are quoted as excerpts, control characters escaped (an argument holds at
    // most 128 KiB on Linux).
    const QString huge(100000, QLatin1Char('x'));
    const QString excerpt = QString(40, QLatin1Char('x')) + QStringLiteral("… (100000 characters)");
    const QString escapes = QStringLiteral("\x1b[2J\x1b]0;owned\x07");
    const QString escaped = QStringLiteral("\\x1b[2J\\x1b]0;owned\\x07");
    QTest::newRow("huge command") << QStringList{huge} << 2
                                  << QStringLiteral("\"%1\"").arg(excerpt);
    QTest::newRow("huge option") << QStringList{QStringLiteral("list"), QStringLiteral("--") + huge}
                                 << 2 << QStringLiteral("Unknown option '%1'.").arg(excerpt);
    QTest::newRow("huge global option")
        << QStringList{QStringLiteral("--") + huge, QStringLiteral("list")} << 2
        << QStringLiteral("Unknown option '%1'.").arg(excerpt);
    QTest::newRow("escapes in a command")
        << QStringList{escapes} << 2 << QStringLiteral("\"%1\"").arg(escaped);
    QTest::newRow("escapes in --sort")
        << QStringList{QStringLiteral("list"), QStringLiteral("--sort"), escapes} << 2
        << QStringLiteral("unknown field \"%1\"").arg(escaped);
    QTest::newRow("escapes in an id") << QStringList{QStringLiteral("show"), escapes} << 1
                                      << QStringLiteral("\"%1\"").arg(escaped);
    QTest::newRow("many unknown options")
        << QStringList{QStringLiteral("list"), QStringLiteral("--a1"), QStringLiteral("--a2"),
                       QStringLiteral("--a3"), QStringLiteral("--a4"), QStringLiteral("--a5"),
                       QStringLiteral("--a6"), QStringLiteral("--a7")}
        << 2 << "Unknown options: a1, a2, a3, a4, a5, and 2 more.";
}

void TestCli::errors() {
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, named);
    const CliResult result = run(arguments);
    verifyCliError(result, exitCode, named);
    QVERIFY2(result.err.size() < 4096, result.err.left(300).constData());
    for (const char c : result.err)
        QVERIFY2(uchar(c) >= 0x20 || c == '\n',
                 result.err.toPercentEncoding().left(300).constData());
}

void TestCli::notSqliteFileIsReportedAndKept() {
    const QString path = m_dir.filePath(QStringLiteral("chips.csv"));
    const QByteArray content = "id,name\nnvidia-l40s,NVIDIA L40S\n";
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
    }
    for (const char* command : {"list", "models"}) {
        const CliResult r =
            runCli({QStringLiteral("--db"), path, QString::fromLatin1(command)}, m_env);
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.out, QByteArray());
        QVERIFY2(r.errorText().startsWith(QStringLiteral("chipatlas-cli: ")), r.err.constData());
        QVERIFY2(r.errorText().contains(QStringLiteral("chips.csv")), r.err.constData());
        QVERIFY2(r.errorText().contains(QStringLiteral("is not a ChipAtlas catalog")),
                 r.err.constData());
        // Core's message says "open another catalog"; the command line says how.
        QVERIFY2(r.errorText().endsWith(QStringLiteral(" To open another catalog, use --db.\n")),
                 r.err.constData());
    }
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), content);
}

void TestCli::specialFileAsCatalogIsRefusedAtOnce_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("words");        // what the message says it is
    QTest::addColumn<bool>("fromEnvironment"); // CHIPATLAS_DB rather than --db
    for (const catalogtest::SpecialFileKind& special : catalogtest::kSpecialFiles) {
        QTest::addRow("--db %s", special.kind) << special.kind << special.words << false;
        QTest::addRow("CHIPATLAS_DB %s", special.kind) << special.kind << special.words << true;
    }
}

// A FIFO as the catalog blocked for ever; a device got a -journal beside it. Both are refused
// at once, by name, and stay what they were, with nothing beside them.
void TestCli::specialFileAsCatalogIsRefusedAtOnce() {
    QFETCH(QString, kind);
    QFETCH(QString, words);
    QFETCH(bool, fromEnvironment);
    const QString folder = m_dir.filePath(
        QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-')));
    QVERIFY(QDir().mkpath(folder));
    const QString path = QDir(folder).filePath(QStringLiteral("catalog.sqlite"));
    CHIPATLAS_MAKE_SPECIAL_FILE(made, path, kind);
    const mode_t type = catalogtest::fileType(path);
    const mode_t pointsTo = catalogtest::fileType(path, true);
    const QStringList before = entries(folder);

    QProcessEnvironment env = m_env;
    QStringList arguments{QStringLiteral("list")};
    if (fromEnvironment)
        env.insert(QStringLiteral("CHIPATLAS_DB"), path);
    else
        arguments = QStringList{QStringLiteral("--db"), path} + arguments;
    const CliResult r = runWithin(20, arguments, env);
    verifyCliError(r, 1, QStringLiteral("chipatlas-cli: %1 is ").arg(path));
    QVERIFY2(r.errorText().contains(words + QStringLiteral(", not a ChipAtlas catalog. Give the "
                                                           "path of a catalog file. To open "
                                                           "another catalog, use --db.")),
             r.err.constData());
    QCOMPARE(catalogtest::fileType(path), type);
    QCOMPARE(catalogtest::fileType(path, true), pointsTo);
    if (!made.linkTarget.isEmpty())
        QCOMPARE(QFile::symLinkTarget(path), made.linkTarget);
    QCOMPARE(entries(folder), before);
}

// The tester's own case. As root, the old open made /dev/null-journal; now nothing is created
// in /dev (checked only as root: others may not create files there anyway).
void TestCli::devNullIsNotACatalog() {
    const QString journal = QStringLiteral("/dev/null-journal");
    const bool journalBefore = QFileInfo::exists(journal);
    const CliResult r = runWithin(
        20, {QStringLiteral("--db"), QStringLiteral("/dev/null"), QStringLiteral("list")}, m_env);
    const bool journalAfter = QFileInfo::exists(journal);
    if (!journalBefore && journalAfter)
        QFile::remove(journal); // leave /dev as it was, then fail
    verifyCliError(
        r, 1, QStringLiteral("chipatlas-cli: /dev/null is a device, not a ChipAtlas catalog."));
    QCOMPARE(catalogtest::fileType(QStringLiteral("/dev/null")), mode_t(S_IFCHR));
    if (::geteuid() == 0 && !journalBefore)
        QVERIFY2(!journalAfter, "a /dev/null-journal was created");
}
