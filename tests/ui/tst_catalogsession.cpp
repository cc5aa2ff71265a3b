// CatalogSession: the GUI's one connection. It opens a catalog described by a
// CatalogConnection, publishes snapshots, runs every job on its one worker thread, takes a
// price change as an undo step, and leaves the snapshot and the undo stack alone when a write
// fails. Nothing else in ui/ or app/gui/ opens a Catalog.
#include "application/catalogsession.h"
#include "application/pricing.h"
#include "application/resultedits.h"
#include "application/scenarioedits.h"
#include "application/systemedits.h"
#include "storage/catalog.h"
#include "testbackend.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QFile>
#include <QMutex>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <functional>

using namespace chipatlas;
using catalogtest::RawDb;

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");
constexpr int kBuiltInChipCount = 34;

const ChipPrice kPrice{kH100, 2.5, QDate(2025, 1, 1), QStringLiteral("quote")};

// Sets the H100's price through the session, as the fit dialog does.
void setPrice(CatalogSession& session, const std::optional<ChipPrice>& price) {
    session.change(&session, QStringLiteral("Could not store the price."),
                   [price](Catalog& catalog) {
                       return setChipPrice(catalog, QStringLiteral("set the price"), kH100, price);
                   });
}
// A board of eight H100s, as the system editor saves it.
System board(int chips) {
    System system;
    system.id = QStringLiteral("acme-hgx-h100");
    system.vendor = QStringLiteral("Acme");
    system.name = QStringLiteral("Acme HGX H100");
    system.chipId = kH100;
    system.chipCount = chips;
    return system;
}

void run(CatalogSession& session, std::function<ChangeResult(Catalog& catalog)> useCase) {
    session.change(&session, QStringLiteral("Could not save."), std::move(useCase));
}

// The user's own run of a model on eight H100s, as the "Record a result" dialog saves it.
Result ownRun(double tokensPerS) {
    Result result;
    result.id = QStringLiteral("my-llama-run");
    result.model = QStringLiteral("llama-3.1-70b");
    result.hardwareId = kH100;
    result.hardwareCount = 8;
    result.scenario = Scenario::Offline;
    result.tokensPerS = tokensPerS;
    result.source = QStringLiteral("my notebook");
    return result;
}

OfferPrice offerPrice(double perHour, const QDate& seen) {
    OfferPrice price;
    price.perInstanceHour = perHour;
    price.seen = seen;
    price.source = QStringLiteral("https://cloud.example/pricing");
    return price;
}
} // namespace

#define SETTLE(session) QTRY_VERIFY_WITH_TIMEOUT(!(session).isBusy(), 10000)

class TstCatalogSession : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void opensAndPublishesSnapshot();
    void refusesWhatItCannotOpen();
    void everyJobRunsOnTheWorker();
    void priceChangeIsUndoable();
    void systemEditIsUndoable();
    void recordedOfferPriceIsUndoable();
    void recordedResultIsInTheSnapshotAndUndoable();
    void savedScenarioIsInTheSnapshotAndUndoable();
    void failedWriteLeavesSnapshotAndStack();
    void onlyTheSessionOpensACatalog();

private:
    std::optional<ChipPrice> storedPrice();

    // The catalog a test works on: a fresh one on the backend under test, or an SQLite file of
    // its own for what is about a file (useFile()).
    void useFile(const QString& name);
    QTemporaryDir m_dir;
    std::unique_ptr<catalogtest::CatalogPlace> m_place;
    CatalogConnection m_connection;
    Catalog::Options m_options;
};

void TstCatalogSession::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TstCatalogSession::init() {
    m_place = std::make_unique<catalogtest::CatalogPlace>();
    QVERIFY2(m_place->isValid(), qPrintable(m_place->error()));
    m_connection = m_place->connection();
    m_options = m_place->options();
}

void TstCatalogSession::useFile(const QString& name) {
    m_connection = CatalogConnection::sqliteFile(m_dir.filePath(name));
    m_options = {};
}

std::optional<ChipPrice> TstCatalogSession::storedPrice() {
    StorageError error;
    const auto check = Catalog::open(m_connection, m_options, &error);
    return check ? check->prices().find(kH100, &error) : std::nullopt;
}

void TstCatalogSession::opensAndPublishesSnapshot() {
    CatalogSession session;
    const CatalogConnection connection = m_connection;
    StorageError error;
    QVERIFY2(session.open(connection, m_options, &error), qPrintable(error.message));
    QVERIFY(session.isOpen());
    QCOMPARE(session.connection(), connection);
    QCOMPARE(session.connection().displayText(),
             m_place->isPostgres() ? connection.url() : QDir::toNativeSeparators(m_place->path()));
    QVERIFY(!session.snapshot().isLoaded());

    QSignalSpy published(&session, &CatalogSession::snapshotChanged);
    session.reload();
    QTRY_COMPARE(published.size(), 1);
    const CatalogSnapshot snapshot = session.snapshot();
    QVERIFY(snapshot.isLoaded());
    QCOMPARE(snapshot.chipCount(), kBuiltInChipCount);
    for (int row = 1; row < snapshot.chipCount(); ++row)
        QVERIFY(snapshot.chipAt(row - 1).id < snapshot.chipAt(row).id); // ordered by id
    QVERIFY(snapshot.chip(kH100));
    QCOMPARE(snapshot.chip(kH100)->name, QStringLiteral("NVIDIA H100 SXM"));
    QVERIFY(!snapshot.chip(QStringLiteral("no-such-chip")));
    QVERIFY(!snapshot.models().isEmpty());
    QVERIFY(snapshot.model(snapshot.models().constFirst().id()));
    QVERIFY(snapshot.prices().isEmpty());
    QVERIFY(CatalogSnapshot::isBuiltInChip(kH100));
    QVERIFY(!CatalogSnapshot::isBuiltInChip(QStringLiteral("no-such-chip")));
    QCOMPARE(published.constFirst().constFirst().value<CatalogSnapshot>().chipCount(),
             kBuiltInChipCount);
}

// A file that is not a catalog: always a file, whatever the backend under test.
void TstCatalogSession::refusesWhatItCannotOpen() {
    useFile(QStringLiteral("garbage.sqlite"));
    const QString path = m_connection.path;
    const QByteArray garbage(4096, 'x');
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(garbage);
    }
    CatalogSession session;
    StorageError error;
    QVERIFY(!session.open(m_connection, &error));
    QVERIFY(!session.isOpen());
    QVERIFY(!error.message.isEmpty());
    QCOMPARE(catalogtest::sha256(path),
             QCryptographicHash::hash(garbage, QCryptographicHash::Sha256).toHex()); // as it was

    // A closed session refuses changes and publishes nothing.
    QSignalSpy failed(&session, &CatalogSession::changeFailed);
    QSignalSpy published(&session, &CatalogSession::snapshotChanged);
    setPrice(session, kPrice);
    session.reload();
    QCOMPARE(failed.size(), 1);
    QVERIFY(!session.isBusy());
    QCOMPARE(published.size(), 0);
}

void TstCatalogSession::everyJobRunsOnTheWorker() {
    CatalogSession session;
    StorageError error;
    QVERIFY2(session.open(m_connection, m_options, &error), qPrintable(error.message));
    QMutex mutex;
    QSet<QThread*> threads;
    int jobs = 0;
    session.setWorkerHook([&] {
        const QMutexLocker lock(&mutex);
        threads.insert(QThread::currentThread());
        ++jobs;
    });
    session.reload();
    bool read = false;
    session.read<int>(
        this,
        [](const Catalog& catalog) {
            StorageError readError;
            return catalog.chips().count(&readError);
        },
        [&](const int&) { read = true; });
    setPrice(session, kPrice);
    SETTLE(session);
    session.history()->undo();
    SETTLE(session);
    QVERIFY(read);
    const QMutexLocker lock(&mutex);
    QCOMPARE(jobs, 4); // the load, the read, the change and the undo
    QCOMPARE(threads.size(), 1);
    QVERIFY(!threads.contains(QThread::currentThread()));
}

void TstCatalogSession::priceChangeIsUndoable() {
    CatalogSession session;
    StorageError error;
    QVERIFY2(session.open(m_connection, m_options, &error), qPrintable(error.message));
    QSignalSpy published(&session, &CatalogSession::snapshotChanged);
    setPrice(session, kPrice);
    QCOMPARE(session.history()->count(), 0); // only once written
    SETTLE(session);
    QCOMPARE(session.history()->count(), 1);
    QCOMPARE(session.history()->undoText(), QStringLiteral("set the price"));
    QCOMPARE(published.size(), 1);
    QCOMPARE(session.snapshot().price(kH100), std::optional(kPrice));
    QCOMPARE(storedPrice(), std::optional(kPrice));

    session.history()->undo();
    QCOMPARE(session.history()->index(), 1); // moves once the catalog has moved
    SETTLE(session);
    QCOMPARE(session.history()->index(), 0);
    QVERIFY(!storedPrice());
    QVERIFY(!session.snapshot().price(kH100));
    session.history()->redo();
    SETTLE(session);
    QCOMPARE(storedPrice(), std::optional(kPrice));
    QCOMPARE(session.snapshot().price(kH100), std::optional(kPrice));

    // The same price again changes nothing: no undo step.
    setPrice(session, kPrice);
    SETTLE(session);
    QCOMPARE(session.history()->count(), 1);
}

void TstCatalogSession::systemEditIsUndoable() {
    CatalogSession session;
    StorageError error;
    QVERIFY2(session.open(m_connection, m_options, &error), qPrintable(error.message));
    const auto stored = [this]() -> std::optional<System> {
        StorageError readError;
        const auto check = Catalog::open(m_connection, m_options, &readError);
        return check ? check->systems().find(board(8).id, &readError) : std::nullopt;
    };
    run(session, [](Catalog& catalog) {
        return addSystem(catalog, QStringLiteral("add system"), board(8));
    });
    SETTLE(session);
    QCOMPARE(session.history()->count(), 1);
    QVERIFY(session.snapshot().system(board(8).id));
    QCOMPARE(session.snapshot().system(board(8).id)->chipCount, 8);
    run(session, [](Catalog& catalog) {
        return editSystem(catalog, QStringLiteral("edit system"), board(4));
    });
    SETTLE(session);
    QCOMPARE(session.history()->count(), 2);
    QCOMPARE(session.snapshot().system(board(8).id)->chipCount, 4);
    QCOMPARE(stored()->chipCount, 4);

    session.history()->undo();
    SETTLE(session);
    QCOMPARE(session.history()->index(), 1);
    QCOMPARE(stored()->chipCount, 8);
    QCOMPARE(session.snapshot().system(board(8).id)->chipCount, 8);
    session.history()->undo();
    SETTLE(session);
    QVERIFY(!stored());
    QVERIFY(!session.snapshot().system(board(8).id));
    session.history()->redo();
    SETTLE(session);
    QCOMPARE(stored()->chipCount, 8);
    session.history()->redo();
    SETTLE(session);
    QCOMPARE(session.history()->index(), 2);
    QCOMPARE(stored()->chipCount, 4);
    QCOMPARE(session.snapshot().system(board(8).id)->chipCount, 4);
}

// The session reads the results into its snapshot: a result recorded, edited, undone and redone
// is what the views see next, and a session that opens the catalog later reads it too.
void TstCatalogSession::recordedResultIsInTheSnapshotAndUndoable() {
    CatalogSession session;
    StorageError error;
    QVERIFY2(session.open(m_connection, m_options, &error), qPrintable(error.message));
    session.reload();
    SETTLE(session);
    QVERIFY(session.snapshot().isLoaded());
    const QString id = ownRun(0).id;
    QVERIFY(!session.snapshot().result(id));
    run(session, [](Catalog& catalog) {
        return recordResult(catalog, QStringLiteral("record result"), ownRun(1500.0));
    });
    SETTLE(session);
    QCOMPARE(session.history()->count(), 1);
    QVERIFY(session.snapshot().result(id));
    QCOMPARE(session.snapshot().result(id)->tokensPerS, 1500.0);
    QCOMPARE(session.snapshot().result(id)->claim, ClaimKind::Own);
    QVERIFY(session.snapshot().resultsOn(kH100).contains(session.snapshot().result(id)));
    run(session, [](Catalog& catalog) {
        return editResult(catalog, QStringLiteral("edit result"), ownRun(1800.0));
    });
    SETTLE(session);
    QCOMPARE(session.snapshot().result(id)->tokensPerS, 1800.0);

    session.history()->undo();
    SETTLE(session);
    QCOMPARE(session.snapshot().result(id)->tokensPerS, 1500.0);
    session.history()->undo();
    SETTLE(session);
    QVERIFY(!session.snapshot().result(id));
    for (const Result* result : session.snapshot().resultsOn(kH100))
        QVERIFY(result->id != id);
    session.history()->redo();
    SETTLE(session);
    session.history()->redo();
    SETTLE(session);
    QCOMPARE(session.history()->index(), 2);
    QCOMPARE(session.snapshot().result(id)->tokensPerS, 1800.0);

    CatalogSession later;
    QVERIFY2(later.open(m_connection, m_options, &error), qPrintable(error.message));
    later.reload();
    SETTLE(later);
    QVERIFY(later.snapshot().result(id));
    QVERIFY(*later.snapshot().result(id) == *session.snapshot().result(id));
}

// The session reads the ownership scenarios into its snapshot, ordered by name: a scenario
// saved, renamed, deleted, undone and redone is what the scenario switcher sees next.
void TstCatalogSession::savedScenarioIsInTheSnapshotAndUndoable() {
    CatalogSession session;
    StorageError error;
    QVERIFY2(session.open(m_connection, m_options, &error), qPrintable(error.message));
    session.reload();
    SETTLE(session);
    QVERIFY(session.snapshot().isLoaded());
    QVERIFY(session.snapshot().scenarios().isEmpty());
    const auto scenarioNamed = [](const QString& name, double pue) {
        OwnershipScenario scenario;
        scenario.name = name; // no id: a new scenario under the slug of its name
        scenario.hardwareId = kH100;
        scenario.chipCount = 16;
        scenario.pue = pue;
        return scenario;
    };
    const auto save = [&](const OwnershipScenario& scenario) {
        run(session, [scenario](Catalog& catalog) {
            return saveScenario(catalog, QStringLiteral("save scenario"), scenario);
        });
        SETTLE(session);
    };
    save(scenarioNamed(QStringLiteral("zeta site"), 1.4));
    save(scenarioNamed(QStringLiteral("Alpha site"), 1.2));
    QCOMPARE(session.history()->count(), 2);
    const auto names = [&session] {
        QStringList list;
        for (const OwnershipScenario& scenario : session.snapshot().scenarios())
            list.append(scenario.name);
        return list;
    };
    QCOMPARE(names(), (QStringList{QStringLiteral("Alpha site"), QStringLiteral("zeta site")}));
    const QString alpha = session.snapshot().scenarios().constFirst().id;
    QCOMPARE(alpha, ownershipScenarioId(QStringLiteral("Alpha site")));
    QCOMPARE(session.snapshot().scenario(alpha)->pue, 1.2);

    run(session, [alpha](Catalog& catalog) {
        return renameScenario(catalog, QStringLiteral("rename scenario"), alpha,
                              QStringLiteral("\u03c9 site"));
    });
    SETTLE(session);
    QCOMPARE(names(), (QStringList{QStringLiteral("zeta site"), QStringLiteral("\u03c9 site")}));
    run(session, [alpha](Catalog& catalog) {
        return deleteScenarios(catalog, QStringLiteral("delete scenario"), {alpha});
    });
    SETTLE(session);
    QVERIFY(!session.snapshot().scenario(alpha));
    QCOMPARE(session.history()->count(), 4);

    session.history()->undo(); // the delete
    SETTLE(session);
    QCOMPARE(session.snapshot().scenario(alpha)->name, QStringLiteral("\u03c9 site"));
    session.history()->undo(); // the rename
    SETTLE(session);
    QCOMPARE(session.snapshot().scenario(alpha)->name, QStringLiteral("Alpha site"));
    session.history()->undo(); // the save
    SETTLE(session);
    QVERIFY(!session.snapshot().scenario(alpha));
    QCOMPARE(names(), QStringList{QStringLiteral("zeta site")});
    session.history()->redo();
    SETTLE(session);
    session.history()->redo();
    SETTLE(session);
    QCOMPARE(session.history()->index(), 3);
    QCOMPARE(session.snapshot().scenario(alpha)->name, QStringLiteral("\u03c9 site"));

    CatalogSession later;
    QVERIFY2(later.open(m_connection, m_options, &error), qPrintable(error.message));
    later.reload();
    SETTLE(later);
    QCOMPARE(later.snapshot().scenarios(), session.snapshot().scenarios());
}

void TstCatalogSession::recordedOfferPriceIsUndoable() {
    CatalogSession session;
    StorageError error;
    QVERIFY2(session.open(m_connection, m_options, &error), qPrintable(error.message));
    Offer offer;
    offer.provider = QStringLiteral("Acme Cloud");
    offer.instance = QStringLiteral("h8.xlarge");
    offer.id = offerId(offer.provider, offer.region, offer.instance, offer.pricing);
    offer.targetId = kH100;
    offer.chips = 8;
    const OfferPrice august = offerPrice(98.32, QDate(2026, 8, 26));
    const OfferPrice november = offerPrice(88.0, QDate(2026, 11, 2));
    run(session, [offer, august](Catalog& catalog) {
        Offer priced = offer;
        priced.prices = {august};
        return addOffer(catalog, QStringLiteral("record a price"), priced);
    });
    SETTLE(session);
    run(session, [id = offer.id, november](Catalog& catalog) {
        return recordOfferPrice(catalog, QStringLiteral("record a price"), id, november);
    });
    SETTLE(session);
    QCOMPARE(session.history()->count(), 2);
    const auto stored = [this, id = offer.id]() {
        StorageError readError;
        const auto check = Catalog::open(m_connection, m_options, &readError);
        const std::optional<Offer> found =
            check ? check->offers().find(id, &readError) : std::nullopt;
        return found ? found->prices : QList<OfferPrice>{};
    };
    QCOMPARE(stored(), (QList<OfferPrice>{august, november}));
    QCOMPARE(session.snapshot().offer(offer.id)->prices, (QList<OfferPrice>{august, november}));

    // Undo takes the new price back; the old one stays.
    session.history()->undo();
    SETTLE(session);
    QCOMPARE(stored(), QList<OfferPrice>{august});
    QCOMPARE(session.snapshot().offer(offer.id)->prices, QList<OfferPrice>{august});
    session.history()->redo();
    SETTLE(session);
    QCOMPARE(stored(), (QList<OfferPrice>{august, november}));
    QCOMPARE(session.snapshot().offer(offer.id)->current()->perInstanceHour, 88.0);
}

// Another program's lock on an SQLite file: always a file, whatever the backend under test.
void TstCatalogSession::failedWriteLeavesSnapshotAndStack() {
    useFile(QStringLiteral("locked.sqlite"));
    CatalogSession session;
    StorageError error;
    QVERIFY2(session.open(m_connection, m_options, &error), qPrintable(error.message));
    session.reload();
    SETTLE(session);
    const CatalogSnapshot before = session.snapshot();
    QSignalSpy published(&session, &CatalogSession::snapshotChanged);
    QSignalSpy failed(&session, &CatalogSession::changeFailed);
    {
        RawDb holder(m_connection.path);
        QString sqlError;
        holder.holdWriteLock(&sqlError);
        QVERIFY2(sqlError.isEmpty(), qPrintable(sqlError));
        setPrice(session, kPrice);
        SETTLE(session);
        holder.run(QStringLiteral("ROLLBACK"));
    }
    QCOMPARE(failed.size(), 1);
    QCOMPARE(failed.constFirst().at(0).toString(), QStringLiteral("Could not store the price."));
    const QString why = failed.constFirst().at(1).value<StorageError>().message;
    QVERIFY2(why.contains(QLatin1String("locked")), qPrintable(why));
    QCOMPARE(published.size(), 0);
    QCOMPARE(session.history()->count(), 0);
    QVERIFY(!session.snapshot().price(kH100));
    QCOMPARE(session.snapshot().chipCount(), before.chipCount());
    QVERIFY(!storedPrice());
}

// The session is the one place that opens the catalog in the GUI: no other source of ui/,
// app/gui/ or the application layer it lives in (core/application/) calls Catalog::open().
void TstCatalogSession::onlyTheSessionOpensACatalog() {
    const QDir root(QStringLiteral(CHIPATLAS_SOURCE_DIR));
    const QStringList session = {QStringLiteral("core/application/catalogsession.h"),
                                 QStringLiteral("core/application/catalogsession.cpp"),
                                 QStringLiteral("core/application/catalogsessionoffline.cpp")};
    QStringList scanned;
    QStringList offenders;
    for (const QString& folder :
         {QStringLiteral("ui"), QStringLiteral("app/gui"), QStringLiteral("core/application")}) {
        QDirIterator it(root.filePath(folder), {QStringLiteral("*.cpp"), QStringLiteral("*.h")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = root.relativeFilePath(it.next());
            scanned.append(path);
            if (session.contains(path))
                continue;
            QFile file(root.filePath(path));
            QVERIFY(file.open(QIODevice::ReadOnly));
            if (file.readAll().contains("Catalog::open"))
                offenders.append(path);
        }
    }
    QVERIFY(scanned.contains(QStringLiteral("core/application/catalogsession.cpp")));
    QVERIFY(scanned.contains(QStringLiteral("ui/editing/catalogeditor.cpp")));
    QVERIFY(scanned.contains(QStringLiteral("app/gui/main.cpp")));
    QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join(QStringLiteral(", "))));
}

QTEST_MAIN(TstCatalogSession)
#include "tst_catalogsession.moc"
