// chipatlas-cli list: JSON, sorting, filtering and the text table. The other commands and the
// errors are in tst_cli_commands.cpp.
#include "tst_cli.h"

#include "domain/field.h"

#include <cmath>
#include <optional>

using namespace chipatlas;

void TestCli::initTestCase() {
    QVERIFY(m_dir.isValid());
    m_db = m_dir.filePath(QStringLiteral("catalog.sqlite"));
    // Keep the user's real catalog out of reach, even for a run without --db.
    m_env = QProcessEnvironment::systemEnvironment();
    m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("xdg-data")));
    m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("xdg-config")));
}

void TestCli::listJson() {
    const QJsonArray chips = listJsonArray({});
    QCOMPARE(chips.size(), 34);
    QSet<QString> fieldKeys;
    for (const FieldSpec& info : allFields())
        fieldKeys << QString::fromLatin1(info.key);
    const QStringList statuses =
        QStringLiteral("published computed not_published unknown unverified design_target")
            .split(QLatin1Char(' '));
    const QStringList figureKeys =
        QStringLiteral("value unit status source note").split(QLatin1Char(' '));
    QSet<QString> seen;
    for (const QJsonValue& value : chips) {
        const QJsonObject chip = value.toObject();
        for (const char* key : {"id", "vendor", "name"})
            QVERIFY2(!chip.value(QLatin1String(key)).toString().isEmpty(), key);
        seen << chip.value(QLatin1String("id")).toString();
        const QJsonObject figures = chip.value(QLatin1String("figures")).toObject();
        QCOMPARE(figures.size(), 24);
        QCOMPARE(keySet(figures), fieldKeys);
        for (const QJsonValue& f : figures) {
            const QJsonObject figure = f.toObject();
            for (const QString& key : figureKeys)
                QVERIFY2(figure.contains(key), qPrintable(key));
            QVERIFY2(statuses.contains(figure.value(QLatin1String("status")).toString()),
                     qPrintable(figure.value(QLatin1String("status")).toString()));
        }
        const QString id = chip.value(QLatin1String("id")).toString();
        if (id == QLatin1String("aws-trainium1")) {
            const QJsonObject tdp = figures.value(QLatin1String("tdp_w")).toObject();
            QCOMPARE(tdp.value(QLatin1String("status")).toString(), QStringLiteral("unverified"));
            QCOMPARE(tdp.value(QLatin1String("value")).toDouble(), 500.0);
            QCOMPARE(tdp.value(QLatin1String("unit")).toString(), QStringLiteral("W"));
            // "32 GiB" as AWS prints it: the number as printed, the unit beside it.
            const QJsonObject memory = figures.value(QLatin1String("memory_gb")).toObject();
            QCOMPARE(memory.value(QLatin1String("value")).toDouble(), 32.0);
            QCOMPARE(memory.value(QLatin1String("printed_unit")).toString(),
                     QStringLiteral("binary"));
        } else if (id == QLatin1String("nvidia-h100-sxm")) {
            const QJsonObject visible =
                figures.value(QLatin1String("visible_memory_bytes")).toObject();
            QCOMPARE(visible.value(QLatin1String("value")).toDouble(), 85520809984.0);
            QCOMPARE(visible.value(QLatin1String("unit")).toString(), QStringLiteral("bytes"));
        } else if (id == QLatin1String("nvidia-l40s")) {
            const QJsonObject bf16 = figures.value(QLatin1String("bf16_tflops_dense")).toObject();
            QCOMPARE(bf16.value(QLatin1String("value")).toDouble(), 362.05);
            QCOMPARE(bf16.value(QLatin1String("status")).toString(), QStringLiteral("published"));
            QVERIFY(!bf16.value(QLatin1String("source")).toString().isEmpty());
        }
    }
    QCOMPARE(seen, referenceIds(QStringLiteral("accelerators.csv")));
}

void TestCli::defaultOrderIsById() {
    const QJsonArray chips = listJsonArray({});
    for (qsizetype i = 1; i < chips.size(); ++i)
        QVERIFY(chips[i - 1].toObject()[u"id"].toString() < chips[i].toObject()[u"id"].toString());
}

void TestCli::sortByFigure_data() {
    QTest::addColumn<QString>("field");
    QTest::addColumn<bool>("descending");
    for (const char* field : {"tdp_w", "bf16_tflops_dense", "memory_bw_gbs", "perf_per_watt"}) {
        QTest::addRow("%s ascending", field) << QString::fromLatin1(field) << false;
        QTest::addRow("%s descending", field) << QString::fromLatin1(field) << true;
    }
}

void TestCli::sortByFigure() {
    QFETCH(QString, field);
    QFETCH(bool, descending);
    QStringList arguments{QStringLiteral("--sort"), field};
    if (descending)
        arguments << QStringLiteral("--desc");
    const QJsonArray chips = listJsonArray(arguments);
    QCOMPARE(chips.size(), 34);
    const bool computed = field == QLatin1String("perf_per_watt");
    int missing = 0;
    std::optional<double> previous;
    for (const QJsonValue& value : chips) {
        const QJsonObject chip = value.toObject();
        const QJsonObject figure =
            chip[computed ? u"computed" : u"figures"].toObject()[field].toObject();
        QVERIFY2(!figure.isEmpty(), qPrintable(chip[u"id"].toString()));
        if (figure[u"value"].isNull()) {
            ++missing; // every missing value comes after every present one
            continue;
        }
        QVERIFY2(missing == 0,
                 qPrintable(chip[u"id"].toString() + QStringLiteral(" after a missing value")));
        // Capacities and bandwidths sort as the table shows them: a figure printed in GiB read
        // in GB (docs/DOMAIN-RULES.md rule 4).
        const double x =
            figure[u"value"].toDouble() *
            (figure[u"printed_unit"].toString() == QLatin1String("binary") ? 1.073741824 : 1.0);
        if (previous)
            QVERIFY2(descending ? x <= *previous : x >= *previous,
                     qPrintable(chip[u"id"].toString()));
        previous = x;
        if (computed && chip[u"id"].toString() == QLatin1String("nvidia-l40s"))
            QVERIFY(std::abs(x - 362.05 / 350.0) < 1e-9);
    }
    QVERIFY(missing > 0); // the catalog has chips without each of these figures
}

void TestCli::sortByName() {
    const QJsonArray chips = listJsonArray({QStringLiteral("--sort"), QStringLiteral("name")});
    for (qsizetype i = 1; i < chips.size(); ++i)
        QVERIFY(chips[i - 1].toObject()[u"name"].toString().compare(
                    chips[i].toObject()[u"name"].toString(), Qt::CaseInsensitive) <= 0);
}

void TestCli::filter_data() {
    QTest::addColumn<QString>("text");
    QTest::newRow("vendor, upper case") << QStringLiteral("NVIDIA");
    QTest::newRow("vendor, lower case") << QStringLiteral("nvidia");
    QTest::newRow("family") << QStringLiteral("hopper");
    QTest::newRow("nothing") << QStringLiteral("no such chip");
}

void TestCli::filter() {
    QFETCH(QString, text);
    const auto matches = [&](const QJsonObject& chip) {
        for (const char16_t* key : {u"name", u"vendor", u"family_generation"})
            if (chip[key].toString().contains(text, Qt::CaseInsensitive))
                return true;
        return false;
    };
    int expected = 0;
    for (const QJsonValue& chip : listJsonArray({}))
        expected += matches(chip.toObject()) ? 1 : 0;
    const QJsonArray chips = listJsonArray({QStringLiteral("--filter"), text});
    QCOMPARE(chips.size(), expected);
    for (const QJsonValue& chip : chips)
        QVERIFY(matches(chip.toObject()));
    const CliResult r = run({QStringLiteral("list"), QStringLiteral("--filter"), text});
    QVERIFY(r.text().trimmed().endsWith(QStringLiteral("%1 chips").arg(expected)));
}

void TestCli::table() {
    const CliResult r =
        run({QStringLiteral("list"), QStringLiteral("--sort"), QStringLiteral("int8_tops_dense")});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const QString header = lines.value(0);
    QCOMPARE(lines.constLast(), QStringLiteral("34 chips"));
    const QStringList rows = lines.mid(2, 30);
    const QStringList numeric{
        QStringLiteral("Memory (GB)"),      QStringLiteral("Mem BW (GB/s)"),
        QStringLiteral("BF16 (TFLOPS)"),    QStringLiteral("FP8 (TFLOPS)"),
        QStringLiteral("TDP (W)"),          QStringLiteral("BF16/W (TFLOPS/W)"),
        QStringLiteral("INT8 dense (TOPS)")};
    for (const QString& column : numeric) {
        // Right-aligned: every cell ends where its header ends, then the marker slot ("?", "*").
        const qsizetype end = header.indexOf(column) + column.size();
        QVERIFY2(end > column.size(), qPrintable(column));
        for (const QString& row : rows) {
            QVERIFY2(row.at(end - 1) != QLatin1Char(' '),
                     qPrintable(column + QLatin1Char('|') + row));
            // A design target's mark, " target", ends in the marker slot as "?" and "*" do.
            const bool target = row.mid(end - 5, 6) == QLatin1String("target");
            QVERIFY2(target || row.size() == end || row.at(end) == QLatin1Char(' ') ||
                         row.at(end) == QLatin1Char('?') || row.at(end) == QLatin1Char('*'),
                     qPrintable(column + QLatin1Char('|') + row));
        }
    }
    // GiB figures in the GB column are converted and marked, and the mark is explained.
    QVERIFY(r.text().contains(QStringLiteral("\n‡ printed in GiB (GiB/s) by its source, "
                                             "converted: 1 GiB = 1.0737 GB\n")));
    const qsizetype tdpEnd = header.indexOf(QStringLiteral("TDP (W)")) + 7;
    const QString h100 = rows.filter(QStringLiteral("nvidia-h100-sxm ")).value(0);
    QCOMPARE(h100.mid(tdpEnd - 4, 5), QStringLiteral(" 700 "));
    const QString trn1 = rows.filter(QStringLiteral("aws-trainium1 ")).value(0);
    QCOMPARE(trn1.mid(tdpEnd - 4, 5), QStringLiteral(" 500?"));
    QVERIFY(r.text().contains(QStringLiteral("not published")));
    QVERIFY(r.text().contains(QStringLiteral("\n? unverified")));
    // Left-aligned text: names start under their header.
    const qsizetype name = header.indexOf(QStringLiteral("Name"));
    QCOMPARE(h100.mid(name, 15), QStringLiteral("NVIDIA H100 SXM"));
}

void TestCli::outputIgnoresSystemLocale() {
    QProcessEnvironment german = m_env;
    german.insert(QStringLiteral("LC_ALL"), QStringLiteral("de_DE.UTF-8"));
    german.insert(QStringLiteral("LANG"), QStringLiteral("de_DE.UTF-8"));
    const QStringList show{QStringLiteral("--db"), m_db, QStringLiteral("show"),
                           QStringLiteral("nvidia-l40s")};
    QVERIFY(runCli(show, german).text().contains(QStringLiteral("362.05 TFLOPS")));
    const QStringList models{QStringLiteral("--db"), m_db, QStringLiteral("models")};
    QVERIFY(runCli(models, german).text().contains(QStringLiteral(" 131072")));
}

QTEST_GUILESS_MAIN(TestCli)
