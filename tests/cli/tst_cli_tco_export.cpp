// chipatlas-cli tco --export and --chart (own or rent: docs/MODEL-FIT.md section 9): the real
// binary writes the report with every assumption (CSV, JSON, Markdown) and the cost-over-
// utilisation chart (PNG, SVG, CSV) with the same numbers `tco --json` prints; a file it cannot
// tell the format of, or cannot write, is refused with a message naming it.
#include "clicatalog.h"
#include "io/csvreader.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonObject>

using namespace chipatlas;

namespace {
// The 8-GPU board against Lambda's 8x H100 at $2.99 per chip-hour (tst_cli_tco).
QStringList boardArguments() {
    return cliArgs("tco nvidia-h100-sxm*8 --price 30000 --infrastructure 15 --years 4 "
                   "--power-w 10200 --pue 1.3 --kwh-price 0.12 --hosting-kw-month 150 "
                   "--support-year 17520 --utilisation 60 --offer "
                   "lambda-all-listed-regions-us-east-1-etc-gpu-8x-h100-sxm5-on-demand");
}

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The assumptions of `tco --json` (or of an exported JSON file), by key.
QHash<QString, QJsonObject> assumptions(const QJsonObject& report) {
    QHash<QString, QJsonObject> byKey;
    const QJsonArray reports = report.value(QLatin1String("reports")).toArray();
    for (const QJsonValue& value :
         reports.at(0).toObject().value(QLatin1String("assumptions")).toArray())
        byKey.insert(value.toObject().value(QLatin1String("key")).toString(), value.toObject());
    return byKey;
}
} // namespace

class TestCliTcoExport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QString error;
        QVERIFY2(m_catalog.init(&error), qPrintable(error));
        m_catalog.setEnvironment(QStringLiteral("CHIPATLAS_TODAY"), QStringLiteral("2026-12-01"));
        m_json = m_catalog.runJson(boardArguments()).object();
        QVERIFY(!assumptions(m_json).isEmpty());
    }

    // Each format carries every assumption of `tco --json` with its origin and source.
    void exportCarriesEveryAssumption() {
        const QString json = m_catalog.path(QStringLiteral("board.json"));
        const QString csv = m_catalog.path(QStringLiteral("board.csv"));
        const QString md = m_catalog.path(QStringLiteral("board.md"));
        for (const QString& path : {json, csv, md}) {
            const CliResult r =
                m_catalog.run(boardArguments() + QStringList{QStringLiteral("--export"), path});
            QVERIFY2(r.exitCode == 0, r.err.constData());
        }
        const QHash<QString, QJsonObject> expected = assumptions(m_json);
        const QHash<QString, QJsonObject> fromJson =
            assumptions(QJsonDocument::fromJson(readAll(json)).object());
        QCOMPARE(fromJson.size(), expected.size());
        QString error;
        const std::optional<CsvTable> table = parseCsv(readAll(csv), &error);
        QVERIFY2(table, qPrintable(error));
        const QString memo = QString::fromUtf8(readAll(md));
        for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
            const QJsonObject& want = it.value();
            const QJsonObject got = fromJson.value(it.key());
            QCOMPARE(got.value(u"origin").toString(), want.value(u"origin").toString());
            QCOMPARE(got.value(u"source").toString(), want.value(u"source").toString());
            QCOMPARE(got.value(u"value"), want.value(u"value"));
            bool inCsv = false;
            for (const QStringList& row : table->rows) {
                inCsv =
                    inCsv || (row.at(0) == QLatin1String("assumptions") && row.at(1) == it.key() &&
                              row.at(8) == want.value(u"origin").toString() &&
                              row.at(9) == want.value(u"source").toString());
            }
            QVERIFY2(inCsv, qPrintable(it.key()));
            QVERIFY2(memo.contains(want.value(u"label").toString()), qPrintable(it.key()));
        }
        // The answers too: the break-even the report prints.
        QVERIFY2(memo.contains(QStringLiteral("Break-even utilisation")), qPrintable(memo));
        QVERIFY(memo.startsWith(QStringLiteral("# Own or rent: ")));
    }

    // The chart in each format; its break-even is the report's.
    void chartInEachFormat() {
        const QString png = m_catalog.path(QStringLiteral("board.png"));
        const QString svg = m_catalog.path(QStringLiteral("board.svg"));
        const QString csv = m_catalog.path(QStringLiteral("board-chart.csv"));
        for (const QString& path : {png, svg, csv}) {
            const CliResult r =
                m_catalog.run(boardArguments() + QStringList{QStringLiteral("--chart"), path});
            QVERIFY2(r.exitCode == 0, r.err.constData());
        }
        QCOMPARE(QImage(png).size(), QSize(3200, 2000));
        QVERIFY(readAll(svg).contains("per used chip-hour"));
        QString error;
        const std::optional<CsvTable> table = parseCsv(readAll(csv), &error);
        QVERIFY2(table, qPrintable(error));
        bool chosenBreakEven = false;
        for (const QStringList& row : table->rows) {
            if (row.at(1) == QLatin1String("break_even") && row.at(4) == QLatin1String("yes")) {
                chosenBreakEven = true;
                QCOMPARE(qRound(row.at(5).toDouble() * 100), 5670); // tst_cli_tco: 56.70 %
            }
        }
        QVERIFY(chosenBreakEven);
    }

    void unknownFormatsAreUsageErrors() {
        const QString txt = m_catalog.path(QStringLiteral("board.txt"));
        verifyCliError(
            m_catalog.run(boardArguments() + QStringList{QStringLiteral("--export"), txt}), 2,
            QStringLiteral("--export: cannot tell which format to write to %1").arg(txt));
        verifyCliError(
            m_catalog.run(boardArguments() + QStringList{QStringLiteral("--chart"), txt}), 2,
            QStringLiteral("--chart: cannot tell which format to draw %1 in").arg(txt));
        QVERIFY(!QFile::exists(txt));
    }

    void anUnwritableFileIsADataError() {
        const QString missing = m_catalog.path(QStringLiteral("no-such-folder/board.md"));
        verifyCliError(
            m_catalog.run(boardArguments() + QStringList{QStringLiteral("--export"), missing}), 1,
            QStringLiteral("Could not write %1").arg(missing));
        const QString chart = m_catalog.path(QStringLiteral("no-such-folder/board.png"));
        verifyCliError(
            m_catalog.run(boardArguments() + QStringList{QStringLiteral("--chart"), chart}), 1,
            QStringLiteral("Could not write %1").arg(chart));
    }

private:
    CliCatalog m_catalog;
    QJsonObject m_json;
};

QTEST_GUILESS_MAIN(TestCliTcoExport)
#include "tst_cli_tco_export.moc"
