// chipatlas-cli copy --from A --to B [--dry-run]: the real binary between two catalogs named
// as --db takes them (files here; the same arguments take postgresql:// URLs).
#include "catalogwrites.h"
#include "clirunner.h"
#include "io/catalogcopy.h"
#include "storage/catalog.h"
#include "storage/catalogconnection.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

using namespace chipatlas;

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");

std::unique_ptr<Catalog> open(const QString& path) {
    StorageError error;
    std::unique_ptr<Catalog> catalog =
        Catalog::open(CatalogConnection::sqliteFile(path), {}, &error);
    if (!catalog)
        qWarning("cannot open %s: %s", qPrintable(path), qPrintable(error.message));
    return catalog;
}

CatalogItems items(const QString& path) {
    StorageError error;
    const std::unique_ptr<Catalog> catalog = open(path);
    return catalog ? readCatalogItems(*catalog, &error).value_or(CatalogItems{}) : CatalogItems{};
}
} // namespace

class TestCliCopy : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void dryRunThenCopy();
    void usageErrors_data();
    void usageErrors();
    void serverWithoutPasswordFails();

private:
    QString path(const QString& name) const { return m_dir.filePath(name); }
    CliResult copy(const QStringList& arguments) const {
        return runCli(QStringList{QStringLiteral("copy")} + arguments, m_env);
    }

    QTemporaryDir m_dir;
    QProcessEnvironment m_env;
};

void TestCliCopy::initTestCase() {
    QVERIFY(m_dir.isValid());
    m_env = QProcessEnvironment::systemEnvironment();
    m_env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    m_env.insert(QStringLiteral("HOME"), m_dir.path());
    m_env.insert(QStringLiteral("XDG_DATA_HOME"), path(QStringLiteral("xdg")));
    m_env.remove(QStringLiteral("PGPASSWORD"));
}

void TestCliCopy::dryRunThenCopy() {
    const QString from = path(QStringLiteral("local.sqlite"));
    const QString to = path(QStringLiteral("team.sqlite"));
    {
        // 12 new chips with prices (more than the plan lists) and an edited built-in chip.
        const std::unique_ptr<Catalog> local = open(from);
        QVERIFY(local && open(to));
        Chip h100 = *local->chips().find(kH100, nullptr);
        h100.figure(Field::TdpW).value = 650.0;
        QList<Chip> chips{h100};
        for (int i = 0; i < 12; ++i) {
            Chip chip = h100;
            chip.id = QStringLiteral("acme-%1").arg(i, 2, 10, QLatin1Char('0'));
            chip.name = QStringLiteral("Acme %1").arg(i);
            chip.origin = Origin::User;
            chips << chip;
        }
        StorageError error;
        QVERIFY(testwrites::editChips(*local, chips, &error));
        QVERIFY(local->prices().set(
            {QStringLiteral("acme-00"), 1.5, QDate(2026, 3, 1), QStringLiteral("quote")}, &error));
        // A system of the new chips and an offer renting it: the summary names them too.
        System box;
        box.id = QStringLiteral("acme-box");
        box.vendor = QStringLiteral("Acme");
        box.name = QStringLiteral("Acme Box");
        box.chipId = QStringLiteral("acme-00");
        box.chipCount = 8;
        QVERIFY2(testwrites::saveSystems(*local, {box}, &error), qPrintable(error.message));
        Offer offer;
        offer.provider = QStringLiteral("Acme Cloud");
        offer.instance = QStringLiteral("box.8x");
        offer.id = offerId(offer.provider, offer.region, offer.instance, offer.pricing);
        offer.targetId = box.id;
        offer.chips = 8;
        offer.prices = {{16.0, QStringLiteral("USD"), QDate(2026, 3, 1), {}, {}, Origin::User}};
        QVERIFY2(testwrites::saveOffers(*local, {offer}, &error), qPrintable(error.message));
        // And a result measured on it.
        Result result;
        result.id = QStringLiteral("acme-box-llama");
        result.model = QStringLiteral("llama-3.1-8b");
        result.hardwareId = box.id;
        result.scenario = Scenario::Offline;
        result.tokensPerS = 5120.75;
        result.source = QStringLiteral("https://acme.example/box");
        result.claim = ClaimKind::Vendor;
        CatalogItems results;
        results.results = {result};
        QVERIFY2(testwrites::importEntries(*local, results, &error), qPrintable(error.message));
    }
    const CatalogItems before = items(to);

    const CliResult dry = copy(
        {QStringLiteral("--from"), from, QStringLiteral("--to"), to, QStringLiteral("--dry-run")});
    QCOMPARE(dry.exitCode, 0);
    QVERIFY2(dry.err.isEmpty(), dry.err.constData());
    const QString text = dry.text();
    QVERIFY2(text.contains(QStringLiteral("chips: 12 new, 1 changed,")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("prices: 1 new, 0 changed, 0 unchanged")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("  new chip       acme-00\n")), qPrintable(text));
    // Ten entries, then the count of the rest (12 new + 1 changed chip + 1 price = 14).
    QVERIFY2(text.contains(QStringLiteral("  ... and 4 more\n")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("acme-10")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Dry run:")), qPrintable(text));
    QVERIFY(items(to).chips == before.chips);
    QVERIFY(items(to).prices == before.prices);

    const CliResult done = copy({QStringLiteral("--from"), from, QStringLiteral("--to"), to});
    QCOMPARE(done.exitCode, 0);
    QVERIFY2(done.text().contains(QStringLiteral(
                 "Copied 13 chips, 0 LLM models, 1 price, 1 system, 1 offer, 1 result and 0 "
                 "scenarios to ")),
             qPrintable(done.text()));
    const CatalogItems source = items(from);
    const CatalogItems target = items(to);
    QVERIFY(target.chips == source.chips);
    QVERIFY(target.models == source.models);
    QVERIFY(target.systems == source.systems);
    QVERIFY(target.offers == source.offers);
    QVERIFY(target.results == source.results);
    QVERIFY(std::any_of(target.results.cbegin(), target.results.cend(),
                        [](const Result& r) { return r.id == QLatin1String("acme-box-llama"); }));
    QVERIFY(target.prices == source.prices);

    const CliResult again = copy({QStringLiteral("--from"), from, QStringLiteral("--to"), to});
    QCOMPARE(again.exitCode, 0);
    QVERIFY2(again.text().contains(QStringLiteral("Nothing to copy")), qPrintable(again.text()));
}

void TestCliCopy::usageErrors_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("named");
    const QString file = QStringLiteral("a.sqlite");
    QTest::newRow("no --to") << QStringList{QStringLiteral("--from"), file}
                             << QStringLiteral("copy needs --to");
    QTest::newRow("no --from") << QStringList{QStringLiteral("--to"), file}
                               << QStringLiteral("copy needs --from");
    QTest::newRow("password in the URL")
        << QStringList{QStringLiteral("--from"), file, QStringLiteral("--to"),
                       QStringLiteral("postgresql://bob:hunter2@localhost/atlas")}
        << QStringLiteral("--to: ");
    QTest::newRow("same catalog") << QStringList{QStringLiteral("--from"), file,
                                                 QStringLiteral("--to"), file}
                                  << QStringLiteral("the same catalog");
    QTest::newRow("extra argument")
        << QStringList{QStringLiteral("--from"), file, QStringLiteral("--to"),
                       QStringLiteral("b.sqlite"), QStringLiteral("c.sqlite")}
        << QStringLiteral("\"c.sqlite\"");
}

void TestCliCopy::usageErrors() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, named);
    const CliResult result =
        runCli(QStringList{QStringLiteral("copy")} + arguments, m_env, m_dir.path());
    verifyCliError(result, 2, named);
    QVERIFY(!result.errorText().contains(QStringLiteral("hunter2")));
}

// No PGPASSWORD and no keychain (no session bus): exit 1 at once, never a prompt.
void TestCliCopy::serverWithoutPasswordFails() {
    QProcessEnvironment env = m_env;
    env.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
    const CliResult result =
        runCli({QStringLiteral("copy"), QStringLiteral("--from"), path(QStringLiteral("x.sqlite")),
                QStringLiteral("--to"), QStringLiteral("postgresql://bob@127.0.0.1:1/atlas")},
               env);
    verifyCliError(result, 1, QStringLiteral("PGPASSWORD"));
}

QTEST_GUILESS_MAIN(TestCliCopy)
#include "tst_cli_copy.moc"
