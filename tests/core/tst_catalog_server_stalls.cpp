// A team server that does not answer, or drops us: a server that accepts the connection and
// then says nothing, a catalog locked by another session, and our backend terminated by the
// server. Each ends in a message within a bounded time (connect_timeout, statement_timeout),
// as Unreachable so that the GUI's session goes offline and retries, with nothing changed.
// Runs against the fixture "postgres" (testpg.h).

#include "storage/catalog.h"
#include "testpg.h"

#include <QSqlQuery>
#include <QStandardPaths>
#include <QTest>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

using namespace chipatlas;

namespace {
const QString kChipId = QStringLiteral("nvidia-h100-sxm");

// A socket listening on 127.0.0.1 that nobody accepts from or reads: the kernel completes a
// client's handshake from the backlog, and the client then waits for an answer that never
// comes (a hung proxy, a stopped server process whose socket is still open).
class SilentListener final {
public:
    SilentListener() {
        m_fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof address;
        if (m_fd < 0 || ::bind(m_fd, reinterpret_cast<sockaddr*>(&address), length) != 0 ||
            ::listen(m_fd, 8) != 0 ||
            ::getsockname(m_fd, reinterpret_cast<sockaddr*>(&address), &length) != 0) {
            return;
        }
        m_port = ntohs(address.sin_port);
    }
    ~SilentListener() {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    SilentListener(const SilentListener&) = delete;
    SilentListener& operator=(const SilentListener&) = delete;

    int port() const { return m_port; } // 0: could not listen

private:
    int m_fd = -1;
    int m_port = 0;
};

// A socket on 127.0.0.1 where something that is not PostgreSQL answers (a web server): it
// answers every client "HTTP/1.1 400 Bad Request" and closes, from a thread of its own.
class OtherProtocolListener final {
public:
    OtherProtocolListener() {
        m_fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof address;
        if (m_fd < 0 || ::bind(m_fd, reinterpret_cast<sockaddr*>(&address), length) != 0 ||
            ::listen(m_fd, 8) != 0 ||
            ::getsockname(m_fd, reinterpret_cast<sockaddr*>(&address), &length) != 0) {
            return;
        }
        m_port = ntohs(address.sin_port);
        m_thread = std::thread([fd = m_fd] {
            for (;;) {
                const int client = ::accept(fd, nullptr, nullptr);
                if (client < 0)
                    return; // the listener was shut down
                char request[64];
                (void)::read(client, request, sizeof request);
                const char answer[] = "HTTP/1.1 400 Bad Request\r\n\r\n";
                (void)::write(client, answer, sizeof answer - 1);
                ::close(client);
            }
        });
    }
    ~OtherProtocolListener() {
        if (m_fd >= 0) {
            ::shutdown(m_fd, SHUT_RDWR);
            if (m_thread.joinable())
                m_thread.join();
            ::close(m_fd);
        }
    }
    OtherProtocolListener(const OtherProtocolListener&) = delete;
    OtherProtocolListener& operator=(const OtherProtocolListener&) = delete;

    int port() const { return m_port; } // 0: could not listen

private:
    int m_fd = -1;
    int m_port = 0;
    std::thread m_thread;
};

// A second session on the test database as the superuser, as psql or a colleague's client
// would have, closed and removed at the end.
class OtherSession final {
public:
    explicit OtherSession(const testpg::Database& database)
        : m_name(QStringLiteral("other-session-") + QUuid::createUuid().toString(QUuid::Id128)) {
        testpg::connect(database.server(), database.name(), m_name);
    }
    ~OtherSession() {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    OtherSession(const OtherSession&) = delete;
    OtherSession& operator=(const OtherSession&) = delete;

    // Runs a statement; "" or the error.
    QString run(const QString& sql) const {
        QSqlQuery query(QSqlDatabase::database(m_name, false));
        return query.exec(sql) ? QString() : query.lastError().text();
    }

private:
    QString m_name;
};
} // namespace

class TestCatalogServerStalls : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void silentServerTimesOut();
    void otherProtocolIsNotALostConnection();
    void unknownHostIsNamed();
    void lockedCatalogTimesOut();
    void terminatedBackendIsUnreachable();
};

void TestCatalogServerStalls::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QString problem;
    QVERIFY2(testpg::server(&problem), qPrintable(problem));
}

// A port where something accepts the connection and never answers.
void TestCatalogServerStalls::silentServerTimesOut() {
    const SilentListener silent;
    QVERIFY(silent.port() > 0);
    const CatalogConnection connection = CatalogConnection::postgres(
        QStringLiteral("127.0.0.1"), silent.port(), QStringLiteral("team"), QStringLiteral("bob"));
    Catalog::Options options;
    options.password = QStringLiteral("unused");
    StorageError error;
    QVERIFY(!Catalog::open(connection, options, &error));
    QCOMPARE(error.code, StorageError::Code::Unreachable);
    QVERIFY2(error.message.contains(connection.url()), qPrintable(error.message));
    QVERIFY2(error.message.contains(
                 QStringLiteral("timed out: the server did not answer within 5 seconds")),
             qPrintable(error.message));
    QVERIFY(!Catalog::probe(connection, options, &error));
    QCOMPARE(error.code, StorageError::Code::Unreachable);
}

// Something that answers on the port but is not PostgreSQL: the connection could not be made,
// in libpq's words, rather than "lost" (it never was made).
void TestCatalogServerStalls::otherProtocolIsNotALostConnection() {
    const OtherProtocolListener other;
    QVERIFY(other.port() > 0);
    const CatalogConnection connection = CatalogConnection::postgres(
        QStringLiteral("127.0.0.1"), other.port(), QStringLiteral("team"), QStringLiteral("bob"));
    Catalog::Options options;
    options.password = QStringLiteral("unused");
    StorageError error;
    QVERIFY(!Catalog::open(connection, options, &error));
    QCOMPARE(error.code, StorageError::Code::Unreachable);
    QVERIFY2(error.message.contains(QStringLiteral("the connection could not be made (")),
             qPrintable(error.message));
    QVERIFY2(!error.message.contains(QStringLiteral("lost")), qPrintable(error.message));
}

// A host name that does not resolve (.invalid never does, RFC 2606): named as unknown, not
// "the connection was lost".
void TestCatalogServerStalls::unknownHostIsNamed() {
    const CatalogConnection connection =
        CatalogConnection::postgres(QStringLiteral("no-such-host.invalid"), 5432,
                                    QStringLiteral("team"), QStringLiteral("bob"));
    Catalog::Options options;
    options.password = QStringLiteral("unused");
    StorageError error;
    QVERIFY(!Catalog::open(connection, options, &error));
    QCOMPARE(error.code, StorageError::Code::Unreachable);
    QVERIFY2(
        error.message.contains(QStringLiteral("the host name \"no-such-host.invalid\" is unknown")),
        qPrintable(error.message));
}

// Another session holds an exclusive lock on the chips (a long migration by an older client,
// an administrator's LOCK TABLE, a stopped client in mid-transaction): a save and a read give
// up after statement_timeout, and the save changed nothing.
void TestCatalogServerStalls::lockedCatalogTimesOut() {
    testpg::Database database;
    QVERIFY2(database.isValid(), qPrintable(database.error()));
    Catalog::Options options;
    options.password = database.password();
    options.serverStatementTimeoutMs = 1500;
    StorageError error;
    const std::unique_ptr<Catalog> catalog = Catalog::open(database.connection(), options, &error);
    QVERIFY2(catalog, qPrintable(error.message));
    const std::optional<Chip> stored = catalog->chips().find(kChipId, &error);
    QVERIFY2(stored, qPrintable(error.message));
    const std::optional<QList<Catalog::ChipState>> before =
        catalog->chips().states({kChipId}, &error);
    QVERIFY2(before, qPrintable(error.message));

    std::optional<OtherSession> other(std::in_place, database);
    QCOMPARE(other->run(QStringLiteral("BEGIN")), QString());
    QCOMPARE(other->run(QStringLiteral("LOCK TABLE chip IN ACCESS EXCLUSIVE MODE")), QString());

    Chip edited = *stored;
    edited.name = QStringLiteral("H100 SXM, saved under a lock");
    // The user's edit, as the edit use case writes it.
    const Catalog::ChipState after = ChipRepository::editedState(before->constFirst(), edited);
    QVERIFY(!catalog->chips().restore({after}, &error));
    QCOMPARE(error.code, StorageError::Code::Unreachable);
    const QString expected = QStringLiteral("The server %1 did not answer within its time limit "
                                            "of 1.5 s: it is overloaded, or another session "
                                            "holds a lock on the catalog. Nothing was changed")
                                 .arg(database.connection().url());
    QVERIFY2(error.message.startsWith(expected), qPrintable(error.message));
    QVERIFY(!catalog->chips().find(kChipId, &error));
    QCOMPARE(error.code, StorageError::Code::Unreachable);

    other.reset(); // its transaction ends with the session
    QCOMPARE(catalog->chips().find(kChipId, &error), stored);
    QVERIFY2(catalog->chips().restore({after}, &error), qPrintable(error.message));
    QCOMPARE(catalog->chips().find(kChipId, &error)->name, edited.name);
}

// The server ends our backend (an administrator's pg_terminate_backend, a restart, an idle
// timeout): the next call is Unreachable, and opening again reconnects to the same catalog.
void TestCatalogServerStalls::terminatedBackendIsUnreachable() {
    testpg::Database database;
    QVERIFY2(database.isValid(), qPrintable(database.error()));
    Catalog::Options options;
    options.password = database.password();
    StorageError error;
    std::unique_ptr<Catalog> catalog = Catalog::open(database.connection(), options, &error);
    QVERIFY2(catalog, qPrintable(error.message));
    const int chips = catalog->chips().count(&error);
    QVERIFY(chips > 0);

    {
        OtherSession other(database);
        QCOMPARE(other.run(QStringLiteral("SELECT pg_terminate_backend(pid) FROM "
                                          "pg_stat_activity WHERE datname = current_database() "
                                          "AND application_name = 'ChipAtlas'")),
                 QString());
    }
    QCOMPARE(catalog->chips().count(&error), 0);
    QCOMPARE(error.code, StorageError::Code::Unreachable);
    QVERIFY2(error.message.contains(database.connection().url()), qPrintable(error.message));
    QVERIFY2(error.message.contains(QStringLiteral("the connection was lost")),
             qPrintable(error.message));

    catalog = Catalog::open(database.connection(), options, &error);
    QVERIFY2(catalog, qPrintable(error.message));
    QCOMPARE(catalog->chips().count(&error), chips);
}

QTEST_GUILESS_MAIN(TestCatalogServerStalls)
#include "tst_catalog_server_stalls.moc"
