#include "application/diffexport.h"
#include "difffixtures.h"
#include "io/csvreader.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace chipatlas;
using namespace chipatlas::testing;

// A diff written out (application/diffexport.h): CSV and JSON with every changed field, and the
// procurement memo in Markdown, each checked to the character on a week of changes to real
// built-in rows (difffixtures.h).
class TestDiffExport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void markdownMemo();
    void markdownCellsAreEscaped();
    void markdownOfNoChange();
    void markdownFollowsTheDiffsLocale();
    void csvRows();
    void jsonEntries();
    void formatFollowsTheFileName();

private:
    static CatalogDiff weekDiff() {
        CatalogDiff diff =
            diffCatalogs(recordedCatalog(), laterCatalog(), QStringLiteral("Monday quotes"),
                         QStringLiteral("Friday quotes"));
        diff.fromTime = QDateTime(QDate(2026, 11, 23), QTime(9, 0), Qt::UTC);
        diff.toTime = QDateTime(QDate(2026, 11, 27), QTime(17, 30), Qt::UTC);
        return diff;
    }
};

void TestDiffExport::initTestCase() {
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestDiffExport::markdownMemo() {
    const QString expected = QStringLiteral(
        "# What changed from Monday quotes to Friday quotes\n"
        "\n"
        "- From: **Monday quotes**, taken 2026-11-23 09:00 UTC\n"
        "- To: **Friday quotes**, taken 2026-11-27 17:30 UTC\n"
        "- 1 added, 1 removed, 2 changed\n"
        "\n"
        "## Price moves\n"
        "\n"
        "| Kind | Entry | Before | After | Move |\n"
        "| --- | --- | --- | --- | --- |\n"
        "| offer | AWS p5.48xlarge (us-east-1) (aws-us-east-1-p5.48xlarge-on-demand) | $6.880 | "
        "$6.020 | -12.5 % |\n"
        "\n"
        "## Chips\n"
        "\n"
        "| Entry | Change | Field | Before | After | Status | Source |\n"
        "| --- | --- | --- | --- | --- | --- | --- |\n"
        "| AMD Instinct MI300X (amd-mi300x) | added |  |  |  |  |  |\n"
        "| NVIDIA H100 SXM (nvidia-h100-sxm) | changed | TDP | 700 W | 750 W | published → "
        "unverified |  |\n"
        "| NVIDIA H100 SXM (nvidia-h100-sxm) | changed | Memory | 80 GB | 80 GB | published | "
        "changed |\n"
        "\n"
        "## LLM models\n"
        "\n"
        "| Entry | Change | Field | Before | After | Status | Source |\n"
        "| --- | --- | --- | --- | --- | --- | --- |\n"
        "| Llama 3.2 1B (llama-3.2-1b) | removed |  |  |  |  |  |\n"
        "\n"
        "## Offers\n"
        "\n"
        "| Entry | Change | Field | Before | After | Status | Source |\n"
        "| --- | --- | --- | --- | --- | --- | --- |\n"
        "| AWS p5.48xlarge (us-east-1) (aws-us-east-1-p5.48xlarge-on-demand) | changed | Price "
        "per chip-hour | $6.880 | $6.020 |  | changed |\n");
    QCOMPARE(diffToMarkdown(weekDiff()), expected);
}

void TestDiffExport::markdownCellsAreEscaped() {
    CatalogItems after = recordedCatalog();
    after.offers[0].notes = QStringLiteral("Capacity | Block\nper *hour*");
    const CatalogDiff diff =
        diffCatalogs(recordedCatalog(), after, QStringLiteral("a|b"), QStringLiteral("now"));
    const QString md = diffToMarkdown(diff);
    QVERIFY2(md.contains(QStringLiteral("| Capacity \\| Block; per \\*hour\\* |")), qPrintable(md));
    QVERIFY(md.startsWith(QStringLiteral("# What changed from a\\|b to now\n")));
    // Every row of the offers' table has its seven cells: no '|' of the note split one.
    const QStringList lines = md.split(QLatin1Char('\n'));
    const qsizetype header = lines.indexOf(QStringLiteral("## Offers"));
    QVERIFY(header > 0);
    for (qsizetype i = header + 2; i < lines.size() && !lines.at(i).isEmpty(); ++i) {
        QString line = lines.at(i);
        line.replace(QStringLiteral("\\|"), QString());
        QCOMPARE(line.count(QLatin1Char('|')), 8);
    }
    // A record without a time is named alone.
    QVERIFY(md.contains(QStringLiteral("- To: **now**\n")));
}

void TestDiffExport::markdownOfNoChange() {
    const CatalogDiff diff = diffCatalogs(recordedCatalog(), recordedCatalog(),
                                          QStringLiteral("Monday"), QStringLiteral("now"));
    QCOMPARE(diffToMarkdown(diff), QStringLiteral("# What changed from Monday to now\n"
                                                  "\n"
                                                  "- From: **Monday**\n"
                                                  "- To: **now**\n"
                                                  "- 0 added, 0 removed, 0 changed\n"
                                                  "\n"
                                                  "Nothing changed.\n"));
}

// The CLI makes its diff in the C locale whatever the user's: the memo's percents follow the
// diff's texts, not the process's locale.
void TestDiffExport::markdownFollowsTheDiffsLocale() {
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const CatalogDiff diff = diffCatalogs(recordedCatalog(), laterCatalog(), QStringLiteral("a"),
                                          QStringLiteral("b"), QLocale::c());
    const QString md = diffToMarkdown(diff);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY2(md.contains(QStringLiteral("| $6.880 | $6.020 | -12.5 % |")), qPrintable(md));
}

void TestDiffExport::csvRows() {
    const QByteArray expected =
        "\"kind\",\"id\",\"name\",\"change\",\"field\",\"label\",\"before\",\"before_status\","
        "\"after\",\"after_status\",\"source_changed\",\"note_changed\",\"percent\"\r\n"
        "\"chip\",\"amd-mi300x\",\"AMD Instinct MI300X\",\"added\",\"\",\"\",\"\",\"\",\"\",\"\","
        "\"\",\"\",\"\"\r\n"
        "\"chip\",\"nvidia-h100-sxm\",\"NVIDIA H100 SXM\",\"changed\",\"tdp_w\",\"TDP\",\"700 W\","
        "\"published\",\"750 W\",\"unverified\",\"false\",\"false\",\"\"\r\n"
        "\"chip\",\"nvidia-h100-sxm\",\"NVIDIA H100 SXM\",\"changed\",\"memory_gb\",\"Memory\","
        "\"80 GB\",\"published\",\"80 GB\",\"published\",\"true\",\"false\",\"\"\r\n"
        "\"model\",\"llama-3.2-1b\",\"Llama 3.2 1B\",\"removed\",\"\",\"\",\"\",\"\",\"\",\"\","
        "\"\",\"\",\"\"\r\n"
        "\"offer\",\"aws-us-east-1-p5.48xlarge-on-demand\",\"AWS p5.48xlarge (us-east-1)\","
        "\"changed\",\"price\",\"Price per chip-hour\",\"$6.880\",\"\",\"$6.020\",\"\",\"true\","
        "\"false\",\"-12.5\"\r\n";
    QCOMPARE(diffToCsv(weekDiff()), expected);
}

void TestDiffExport::jsonEntries() {
    const QJsonObject json = diffToJson(weekDiff());
    QCOMPARE(json.value(QStringLiteral("chipatlas_diff")).toInt(), 1);
    QCOMPARE(json.value(QStringLiteral("from")).toObject(),
             (QJsonObject{{QStringLiteral("name"), QStringLiteral("Monday quotes")},
                          {QStringLiteral("taken_at"), QStringLiteral("2026-11-23T09:00:00Z")}}));
    QCOMPARE(json.value(QStringLiteral("counts")).toObject(),
             (QJsonObject{{QStringLiteral("added"), 1},
                          {QStringLiteral("removed"), 1},
                          {QStringLiteral("changed"), 2}}));
    const QJsonArray entries = json.value(QStringLiteral("entries")).toArray();
    QCOMPARE(entries.size(), 4);
    const QJsonObject offer = entries.at(3).toObject();
    QCOMPARE(offer.value(QStringLiteral("kind")).toString(), QStringLiteral("offer"));
    QCOMPARE(offer.value(QStringLiteral("change")).toString(), QStringLiteral("changed"));
    const QJsonObject price = offer.value(QStringLiteral("fields")).toArray().at(0).toObject();
    QCOMPARE(price, (QJsonObject{{QStringLiteral("key"), QStringLiteral("price")},
                                 {QStringLiteral("label"), QStringLiteral("Price per chip-hour")},
                                 {QStringLiteral("before"), QStringLiteral("$6.880")},
                                 {QStringLiteral("after"), QStringLiteral("$6.020")},
                                 {QStringLiteral("before_status"), QString()},
                                 {QStringLiteral("after_status"), QString()},
                                 {QStringLiteral("source_changed"), true},
                                 {QStringLiteral("note_changed"), false},
                                 {QStringLiteral("percent"), -12.5}}));
    const QJsonObject added = entries.at(0).toObject();
    QCOMPARE(added.value(QStringLiteral("id")).toString(), kMi300x);
    QCOMPARE(added.value(QStringLiteral("change")).toString(), QStringLiteral("added"));
    QVERIFY(added.value(QStringLiteral("fields")).toArray().isEmpty());
    // A record without a time: null.
    CatalogDiff now = weekDiff();
    now.toTime = QDateTime();
    QVERIFY(diffToJson(now)
                .value(QStringLiteral("to"))
                .toObject()
                .value(QStringLiteral("taken_at"))
                .isNull());
}

void TestDiffExport::formatFollowsTheFileName() {
    QCOMPARE(diffExportFormatForPath(QStringLiteral("memo.MD")), DiffExportFormat::Markdown);
    QCOMPARE(diffExportFormatForPath(QStringLiteral("a.markdown")), DiffExportFormat::Markdown);
    QCOMPARE(diffExportFormatForPath(QStringLiteral("a.csv")), DiffExportFormat::Csv);
    QCOMPARE(diffExportFormatForPath(QStringLiteral("a.json")), DiffExportFormat::Json);
    QVERIFY(!diffExportFormatForPath(QStringLiteral("a.txt")));

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("memo.md"));
    QString error;
    QVERIFY2(writeDiffExport(path, weekDiff(), &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()), diffToMarkdown(weekDiff()));
    QVERIFY(!writeDiffExport(dir.filePath(QStringLiteral("memo.txt")), weekDiff(), &error));
    QCOMPARE(error, QStringLiteral("Cannot tell which format to write to %1: end the file's name "
                                   "in .csv, .json or .md.")
                        .arg(dir.filePath(QStringLiteral("memo.txt"))));
}

QTEST_GUILESS_MAIN(TestDiffExport)
#include "tst_diffexport.moc"
