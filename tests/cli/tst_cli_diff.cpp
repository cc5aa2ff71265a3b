// chipatlas-cli diff A [B]: a snapshot taken (as `snapshot create` takes it), one chip figure
// edited and a price added to an offer through the use cases the GUI calls
// (application/chipedits.h, pricing.h), then the real binary's diff of the snapshot against now:
// exactly those two rows, and the Markdown memo to the character.
#include "application/chipedits.h"
#include "application/pricing.h"
#include "clicatalog.h"
#include "domain/savedsnapshot.h"
#include "storage/catalog.h"
#include "storage/catalogconnection.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <memory>

using namespace chipatlas;

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");
const QString kP5 = QStringLiteral("aws-us-east-1-p5.48xlarge-on-demand");
} // namespace

class TestCliDiff : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void snapshotAgainstNowShowsExactlyTheEdits();
    void markdownMemo();
    void filtersAndOutputFile();
    void unknownSnapshotListsTheKnownOnes();
    void usageErrors_data();
    void usageErrors();

private:
    CliCatalog m_cli;
};

void TestCliDiff::initTestCase() {
    QString error;
    QVERIFY2(m_cli.init(&error), qPrintable(error));
    StorageError storageError;
    const std::unique_ptr<Catalog> catalog =
        Catalog::open(CatalogConnection::sqliteFile(m_cli.path(QStringLiteral("catalog.sqlite"))),
                      {}, &storageError);
    QVERIFY2(catalog, qPrintable(storageError.message));
    QVERIFY2(catalog->savedSnapshots().take(QStringLiteral("Monday quotes"), SnapshotReason::User,
                                            {}, &storageError),
             qPrintable(storageError.message));
    // The H100's TDP corrected to an unverified 750 W, as the chip editor saves it.
    Chip h100 = m_cli.chip(kH100);
    h100.figure(Field::TdpW).value = 750.0;
    h100.figure(Field::TdpW).status = FigureStatus::Unverified;
    ChangeResult edit = editChip(*catalog, QStringLiteral("edit chip H100 SXM"), h100);
    QVERIFY2(commitChange(*catalog, &edit), qPrintable(edit.error.message));
    // A quote for the p5.48xlarge: $48.16 an instance-hour, $6.02 a chip-hour (was $6.88).
    OfferPrice quote;
    quote.perInstanceHour = 48.16;
    quote.seen = QDate(2026, 11, 30);
    quote.source = QStringLiteral("quote from our reseller, ref 1234");
    ChangeResult price = recordOfferPrice(*catalog, QStringLiteral("record price"), kP5, quote);
    QVERIFY2(commitChange(*catalog, &price), qPrintable(price.error.message));
}

void TestCliDiff::snapshotAgainstNowShowsExactlyTheEdits() {
    const CliResult result = m_cli.run(
        {QStringLiteral("diff"), QStringLiteral("Monday quotes"), QStringLiteral("--json")});
    QVERIFY2(result.exitCode == 0, result.err.constData());
    const QJsonObject json = result.json().object();
    QCOMPARE(json.value(QStringLiteral("from")).toObject().value(QStringLiteral("name")).toString(),
             QStringLiteral("Monday quotes"));
    QCOMPARE(json.value(QStringLiteral("to")).toObject().value(QStringLiteral("name")).toString(),
             QStringLiteral("now"));
    QCOMPARE(json.value(QStringLiteral("counts")).toObject(),
             (QJsonObject{{QStringLiteral("added"), 0},
                          {QStringLiteral("removed"), 0},
                          {QStringLiteral("changed"), 2}}));
    const QJsonArray entries = json.value(QStringLiteral("entries")).toArray();
    QCOMPARE(entries.size(), 2);
    const QJsonObject chip = entries.at(0).toObject();
    QCOMPARE(chip.value(QStringLiteral("kind")).toString(), QStringLiteral("chip"));
    QCOMPARE(chip.value(QStringLiteral("id")).toString(), kH100);
    const QJsonArray chipFields = chip.value(QStringLiteral("fields")).toArray();
    QCOMPARE(chipFields.size(), 1);
    const QJsonObject tdp = chipFields.at(0).toObject();
    QCOMPARE(tdp.value(QStringLiteral("key")).toString(), QStringLiteral("tdp_w"));
    QCOMPARE(tdp.value(QStringLiteral("before")).toString(), QStringLiteral("700 W"));
    QCOMPARE(tdp.value(QStringLiteral("after")).toString(), QStringLiteral("750 W"));
    QCOMPARE(tdp.value(QStringLiteral("before_status")).toString(), QStringLiteral("published"));
    QCOMPARE(tdp.value(QStringLiteral("after_status")).toString(), QStringLiteral("unverified"));
    QCOMPARE(tdp.value(QStringLiteral("source_changed")).toBool(), false);
    const QJsonObject offer = entries.at(1).toObject();
    QCOMPARE(offer.value(QStringLiteral("kind")).toString(), QStringLiteral("offer"));
    QCOMPARE(offer.value(QStringLiteral("id")).toString(), kP5);
    const QJsonArray offerFields = offer.value(QStringLiteral("fields")).toArray();
    QCOMPARE(offerFields.size(), 1);
    const QJsonObject move = offerFields.at(0).toObject();
    QCOMPARE(move.value(QStringLiteral("key")).toString(), QStringLiteral("price"));
    QCOMPARE(move.value(QStringLiteral("before")).toString(), QStringLiteral("$6.880"));
    QCOMPARE(move.value(QStringLiteral("after")).toString(), QStringLiteral("$6.020"));
    QCOMPARE(move.value(QStringLiteral("percent")).toDouble(), -12.5);

    // The table: the same two rows.
    const CliResult table = m_cli.run({QStringLiteral("diff"), QStringLiteral("Monday quotes")});
    QVERIFY2(table.exitCode == 0, table.err.constData());
    const QStringList lines = table.text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 5); // the summary, the header, the rule, two rows
    QVERIFY2(lines.at(0).endsWith(QStringLiteral(": 0 added, 0 removed, 2 changed")),
             qPrintable(lines.at(0)));
    QVERIFY2(lines.at(3).contains(QRegularExpression(
                 QStringLiteral("^chip +nvidia-h100-sxm +changed +tdp_w +700 W +750 W +"
                                "published -> unverified$"))),
             qPrintable(lines.at(3)));
    QVERIFY2(lines.at(4).contains(QRegularExpression(
                 QStringLiteral("^offer +aws-us-east-1-p5.48xlarge-on-demand +changed +price +"
                                "\\$6.880 +\\$6.020 +-12.5 % +changed$"))),
             qPrintable(lines.at(4)));
}

void TestCliDiff::markdownMemo() {
    const CliResult result = m_cli.run(
        {QStringLiteral("diff"), QStringLiteral("Monday quotes"), QStringLiteral("--markdown")});
    QVERIFY2(result.exitCode == 0, result.err.constData());
    // The snapshot's time and now's are the run's: checked for their form, then set aside.
    QString memo = result.text();
    const QRegularExpression taken(QStringLiteral("taken \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC"));
    QCOMPARE(memo.count(taken), 2);
    memo.replace(taken, QStringLiteral("taken TIME"));
    QCOMPARE(memo,
             QStringLiteral(
                 "# What changed from Monday quotes to now\n"
                 "\n"
                 "- From: **Monday quotes**, taken TIME\n"
                 "- To: **now**, taken TIME\n"
                 "- 0 added, 0 removed, 2 changed\n"
                 "\n"
                 "## Price moves\n"
                 "\n"
                 "| Kind | Entry | Before | After | Move |\n"
                 "| --- | --- | --- | --- | --- |\n"
                 "| offer | AWS p5.48xlarge (us-east-1) (aws-us-east-1-p5.48xlarge-on-demand) | "
                 "$6.880 | $6.020 | -12.5 % |\n"
                 "\n"
                 "## Chips\n"
                 "\n"
                 "| Entry | Change | Field | Before | After | Status | Source |\n"
                 "| --- | --- | --- | --- | --- | --- | --- |\n"
                 "| NVIDIA H100 SXM (nvidia-h100-sxm) | changed | TDP | 700 W | 750 W | "
                 "published → unverified |  |\n"
                 "\n"
                 "## Offers\n"
                 "\n"
                 "| Entry | Change | Field | Before | After | Status | Source |\n"
                 "| --- | --- | --- | --- | --- | --- | --- |\n"
                 "| AWS p5.48xlarge (us-east-1) (aws-us-east-1-p5.48xlarge-on-demand) | changed | "
                 "Price per chip-hour | $6.880 | $6.020 |  | changed |\n"));
}

void TestCliDiff::filtersAndOutputFile() {
    const QJsonDocument offers =
        m_cli.runJson({QStringLiteral("diff"), QStringLiteral("Monday quotes"),
                       QStringLiteral("--kind"), QStringLiteral("offer")});
    const QJsonArray entries = offers.object().value(QStringLiteral("entries")).toArray();
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries.at(0).toObject().value(QStringLiteral("id")).toString(), kP5);
    const QJsonDocument added =
        m_cli.runJson({QStringLiteral("diff"), QStringLiteral("Monday quotes"),
                       QStringLiteral("--change"), QStringLiteral("added,removed")});
    QVERIFY(added.object().value(QStringLiteral("entries")).toArray().isEmpty());

    // --output writes what --csv prints, in the format the name asks for.
    const QString file = m_cli.path(QStringLiteral("changes.csv"));
    const CliResult written = m_cli.run({QStringLiteral("diff"), QStringLiteral("Monday quotes"),
                                         QStringLiteral("--output"), file});
    QVERIFY2(written.exitCode == 0, written.err.constData());
    QVERIFY(written.text().startsWith(QStringLiteral("Wrote ")));
    const CliResult printed = m_cli.run(
        {QStringLiteral("diff"), QStringLiteral("Monday quotes"), QStringLiteral("--csv")});
    QFile csv(file);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QCOMPARE(csv.readAll(), printed.out);
    QCOMPARE(printed.out.count('\n'), 3); // the header and two rows

    // A snapshot against itself: nothing changed.
    const CliResult same = m_cli.run(
        {QStringLiteral("diff"), QStringLiteral("Monday quotes"), QStringLiteral("Monday quotes")});
    QVERIFY2(same.exitCode == 0, same.err.constData());
    QVERIFY2(same.text().endsWith(QStringLiteral(": 0 added, 0 removed, 0 changed\n")),
             same.out.constData());
}

void TestCliDiff::unknownSnapshotListsTheKnownOnes() {
    const CliResult result = m_cli.run({QStringLiteral("diff"), QStringLiteral("Tuesday")});
    verifyCliError(result, 1, QStringLiteral("no snapshot named \"Tuesday\""));
    QVERIFY2(result.errorText().contains(QStringLiteral("Monday quotes")), result.err.constData());
    QVERIFY2(result.errorText().contains(QStringLiteral("snapshot list")), result.err.constData());
    // A name that looks like a placeholder is quoted as typed.
    verifyCliError(m_cli.run({QStringLiteral("diff"), QStringLiteral("Tue %3")}), 1,
                   QStringLiteral("no snapshot named \"Tue %3\""));
}

void TestCliDiff::usageErrors_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("named");
    QTest::newRow("no snapshot") << QStringList{QStringLiteral("diff")}
                                 << QStringLiteral("snapshot name");
    QTest::newRow("three") << QStringList{QStringLiteral("diff"), QStringLiteral("a"),
                                          QStringLiteral("b"), QStringLiteral("c")}
                           << QStringLiteral("\"c\"");
    QTest::newRow("kind") << QStringList{QStringLiteral("diff"), QStringLiteral("Monday quotes"),
                                         QStringLiteral("--kind"), QStringLiteral("chips")}
                          << QStringLiteral("--kind: unknown value \"chips\"");
    QTest::newRow("change") << QStringList{QStringLiteral("diff"), QStringLiteral("Monday quotes"),
                                           QStringLiteral("--change"), QStringLiteral("moved")}
                            << QStringLiteral("--change: unknown value \"moved\"");
    QTest::newRow("two formats") << QStringList{QStringLiteral("diff"),
                                                QStringLiteral("Monday quotes"),
                                                QStringLiteral("--csv"), QStringLiteral("--json")}
                                 << QStringLiteral("one of --json, --csv and --markdown");
    QTest::newRow("output name") << QStringList{QStringLiteral("diff"),
                                                QStringLiteral("Monday quotes"),
                                                QStringLiteral("--output"),
                                                QStringLiteral("memo.txt")}
                                 << QStringLiteral("memo.txt");
}

void TestCliDiff::usageErrors() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, named);
    verifyCliError(m_cli.run(arguments), 2, named);
}

QTEST_GUILESS_MAIN(TestCliDiff)
#include "tst_cli_diff.moc"
