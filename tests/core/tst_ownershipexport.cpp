#include "application/ownershipexport.h"
#include "io/csvreader.h"
#include "ownershipfixtures.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace chipatlas;
using namespace chipatlas::testing;

// The exports of an own-or-rent report (application/ownershipexport.h): every assumption with
// its origin and source, and the answers, in each format; a file that cannot be written is
// refused with a sentence naming it.
class TestOwnershipExport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void csvHoldsEveryAssumptionAndTheAnswers();
    void jsonHoldsEveryAssumptionAndTheAnswers();
    void markdownHoldsEveryAssumptionAndTheAnswers();
    void twoReportsSideBySide();
    void formatFollowsTheFileName();
    void writesTheFileAllOrNothing();
    void unwritablePathsFailWithAClearMessage();
};

namespace {
OwnershipTable boardTable() {
    return ownershipTable({boardReport()});
}

// The CSV's lines of `section` and `key` for `hardware`, each a map of header to field.
QList<QHash<QString, QString>> csvLines(const CsvTable& csv, const QString& section,
                                        const QString& key,
                                        const QString& hardware = QStringLiteral("board-8x")) {
    QList<QHash<QString, QString>> out;
    for (const QStringList& row : csv.rows) {
        QHash<QString, QString> line;
        for (int i = 0; i < csv.header.size(); ++i)
            line[csv.header.at(i)] = row.value(i);
        if (line[QStringLiteral("section")] == section && line[QStringLiteral("key")] == key &&
            line[QStringLiteral("hardware_id")] == hardware)
            out << line;
    }
    return out;
}
} // namespace

void TestOwnershipExport::csvHoldsEveryAssumptionAndTheAnswers() {
    QString error;
    const std::optional<CsvTable> csv = parseCsv(ownershipToCsv(boardTable()), &error);
    QVERIFY2(csv, qPrintable(error));
    QCOMPARE(
        csv->header,
        QStringLiteral("section,key,label,hardware_id,hardware,text,value,unit,origin,source,date")
            .split(QLatin1Char(',')));
    for (const Assumption& a : boardReport().assumptions) {
        const auto lines = csvLines(*csv, QStringLiteral("assumptions"), a.key);
        QCOMPARE(lines.size(), 1);
        QCOMPARE(lines.at(0)[QStringLiteral("text")], a.valueText);
        QCOMPARE(lines.at(0)[QStringLiteral("value")].toDouble(), a.value);
        QCOMPARE(lines.at(0)[QStringLiteral("origin")], assumptionOriginKey(a.origin));
        QCOMPARE(lines.at(0)[QStringLiteral("source")], a.source);
        QCOMPARE(lines.at(0)[QStringLiteral("date")],
                 a.date.isValid() ? a.date.toString(Qt::ISODate) : QString());
    }
    const auto perHour = csvLines(*csv, QStringLiteral("owning"), QStringLiteral("per_hour"));
    QCOMPARE(perHour.size(), 1);
    QCOMPARE(perHour.at(0)[QStringLiteral("text")], QStringLiteral("$15.12 per hour"));
    QCOMPARE(perHour.at(0)[QStringLiteral("value")], QStringLiteral("15.122803652968036"));
    QCOMPARE(perHour.at(0)[QStringLiteral("unit")], QStringLiteral("USD/h"));
    const auto breakEven =
        csvLines(*csv, QStringLiteral("break_even"), QStringLiteral("break_even_utilisation"));
    QCOMPARE(breakEven.at(0)[QStringLiteral("text")],
             QStringLiteral("owning is cheaper above 63.2 %"));
    QVERIFY(qAbs(breakEven.at(0)[QStringLiteral("value")].toDouble() - 63.222423) < 1e-5);
    QVERIFY(csvLines(*csv, QStringLiteral("facility"), QStringLiteral("placement")).size() == 1);
}

void TestOwnershipExport::jsonHoldsEveryAssumptionAndTheAnswers() {
    const QJsonObject json = ownershipToJson(boardTable());
    QCOMPARE(json[QStringLiteral("currency")].toString(), QStringLiteral("USD"));
    const QJsonArray reports = json[QStringLiteral("reports")].toArray();
    QCOMPARE(reports.size(), 1);
    const QJsonObject report = reports.at(0).toObject();
    QCOMPARE(report[QStringLiteral("hardware_id")].toString(), QStringLiteral("board-8x"));
    const QJsonArray assumptions = report[QStringLiteral("assumptions")].toArray();
    const QList<Assumption> expected = boardReport().assumptions;
    QCOMPARE(assumptions.size(), expected.size());
    for (int i = 0; i < expected.size(); ++i) {
        const QJsonObject a = assumptions.at(i).toObject();
        QCOMPARE(a[QStringLiteral("key")].toString(), expected.at(i).key);
        QCOMPARE(a[QStringLiteral("value")].toDouble(), expected.at(i).value);
        QCOMPARE(a[QStringLiteral("text")].toString(), expected.at(i).valueText);
        QCOMPARE(a[QStringLiteral("origin")].toString(),
                 assumptionOriginKey(expected.at(i).origin));
        QCOMPARE(a[QStringLiteral("source")].toString(), expected.at(i).source);
    }
    QCOMPARE(assumptions.at(4).toObject()[QStringLiteral("date")].toString(),
             QStringLiteral("2024-07-01"));
    QVERIFY(assumptions.at(0).toObject()[QStringLiteral("date")].isNull());

    const QJsonObject perHour =
        report[QStringLiteral("owning")].toObject()[QStringLiteral("per_hour")].toObject();
    QVERIFY(qAbs(perHour[QStringLiteral("value")].toDouble() - 15.122803653) < 1e-8);
    QCOMPARE(perHour[QStringLiteral("unit")].toString(), QStringLiteral("USD/h"));
    QCOMPARE(perHour[QStringLiteral("label")].toString(), QStringLiteral("Cost per hour"));
    const QJsonObject offer =
        report[QStringLiteral("renting")].toObject()[QStringLiteral("offer")].toObject();
    QCOMPARE(offer[QStringLiteral("value")].toDouble(), 2.99);
    QCOMPARE(offer[QStringLiteral("origin")].toString(), QStringLiteral("catalog"));
    QVERIFY(report[QStringLiteral("break_even")].toObject().contains(
        QStringLiteral("break_even_utilisation")));
    QVERIFY(!report.contains(QStringLiteral("tokens"))); // no model
}

void TestOwnershipExport::markdownHoldsEveryAssumptionAndTheAnswers() {
    const QString md = ownershipToMarkdown(boardTable());
    QVERIFY(md.startsWith(QStringLiteral("# Own or rent: Eight-GPU board\n")));
    for (const Assumption& a : boardReport().assumptions) {
        const QString line =
            QStringLiteral("| %1 | %2 | %3 | %4 | %5 |")
                .arg(a.label, a.valueText, assumptionOriginDisplayName(a.origin), a.source,
                     a.date.isValid() ? a.date.toString(Qt::ISODate) : QString());
        QVERIFY2(md.contains(line), qPrintable(line));
    }
    QVERIFY(md.contains(QStringLiteral("- Cost per hour: $15.12 per hour\n")));
    QVERIFY(
        md.contains(QStringLiteral("- Break-even utilisation: owning is cheaper above 63.2 %\n")));
    QVERIFY(md.contains(QStringLiteral("| Per used chip-hour | $3.151 per used chip-hour |")));
    QVERIFY(md.contains(QStringLiteral("## Power and facility\n")));
}

void TestOwnershipExport::twoReportsSideBySide() {
    const OwnershipTable table = ownershipTable({boardReport(), rackReport()});
    const QString md = ownershipToMarkdown(table);
    QVERIFY(
        md.startsWith(QStringLiteral("# Own or rent: Eight-GPU board vs Seventy-two-GPU rack")));
    QVERIFY(md.contains(QStringLiteral("| Cost per hour | $15.12 per hour | not available |")));
    QVERIFY(md.contains(QStringLiteral("- Problem: Enter a purchase price: the catalog has no "
                                       "published price for Seventy-two-GPU rack.")));
    QVERIFY(md.contains(QStringLiteral("a 120 kW rack cannot be placed at 27 kW per rack")));
    // Each report's assumptions under its own heading, the rack's missing price among them.
    const qsizetype rackHeading = md.indexOf(QStringLiteral("### Seventy-two-GPU rack"));
    QVERIFY(rackHeading > 0);
    QVERIFY(md.indexOf(QStringLiteral("| Purchase price | enter a purchase price | "),
                       rackHeading) > rackHeading);
    QVERIFY(md.indexOf(QStringLiteral("| Staff and support |"), rackHeading) < 0);

    const QJsonArray reports = ownershipToJson(table)[QStringLiteral("reports")].toArray();
    QCOMPARE(reports.size(), 2);
    QCOMPARE(reports.at(1).toObject()[QStringLiteral("problems")].toArray().at(0).toString(),
             rackReport().problems.at(0));
    QString error;
    const std::optional<CsvTable> csv = parseCsv(ownershipToCsv(table), &error);
    QVERIFY(csv);
    QCOMPARE(csvLines(*csv, QStringLiteral("problems"), QStringLiteral("problem"),
                      QStringLiteral("rack-72x"))
                 .size(),
             1);
    QCOMPARE(csvLines(*csv, QStringLiteral("assumptions"), QStringLiteral("purchase_price"),
                      QStringLiteral("rack-72x"))
                 .at(0)[QStringLiteral("origin")],
             QStringLiteral("missing"));
}

void TestOwnershipExport::formatFollowsTheFileName() {
    QCOMPARE(ownershipExportFormatForPath(QStringLiteral("a/b.CSV")), OwnershipExportFormat::Csv);
    QCOMPARE(ownershipExportFormatForPath(QStringLiteral("b.json")), OwnershipExportFormat::Json);
    QCOMPARE(ownershipExportFormatForPath(QStringLiteral("memo.md")),
             OwnershipExportFormat::Markdown);
    QVERIFY(!ownershipExportFormatForPath(QStringLiteral("memo.txt")));
    QString error;
    QVERIFY(!writeOwnershipExport(QStringLiteral("memo.txt"), boardTable(), &error));
    QCOMPARE(error, QStringLiteral("Cannot tell which format to write to memo.txt: end the file's "
                                   "name in .csv, .json or .md."));
}

void TestOwnershipExport::writesTheFileAllOrNothing() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("memo.json"));
    QString error;
    QVERIFY2(writeOwnershipExport(path, boardTable(), &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll());
    QCOMPARE(doc.object(), ownershipToJson(boardTable()));
}

void TestOwnershipExport::unwritablePathsFailWithAClearMessage() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString error;
    const QString missing = dir.filePath(QStringLiteral("no-such-folder/memo.csv"));
    QVERIFY(!writeOwnershipExport(missing, boardTable(), &error));
    QVERIFY2(error.startsWith(QStringLiteral("Could not write %1: ").arg(missing)),
             qPrintable(error));
    QVERIFY(!QFile::exists(missing));

    // A folder where the file should go is refused before anything is written.
    const QString folder = dir.filePath(QStringLiteral("memo.md"));
    QVERIFY(QDir().mkdir(folder));
    QVERIFY(!writeOwnershipExport(folder, boardTable(), &error));
    QVERIFY2(error.contains(QStringLiteral("it is a folder")), qPrintable(error));
    QVERIFY(QFileInfo(folder).isDir());
}

QTEST_GUILESS_MAIN(TestOwnershipExport)
#include "tst_ownershipexport.moc"
