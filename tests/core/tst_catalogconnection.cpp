// What --db and CHIPATLAS_DB take (CatalogConnection::fromText()): a file path, or a team
// catalog's postgresql:// URL. Every refusal names the wrong part and never repeats a password,
// and text with a scheme is never taken for a path.
#include "storage/catalog.h"
#include "storage/catalogconnection.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace chipatlas;

namespace {
const QString kPassword = QStringLiteral("s3cret-Pw");
}

class TestCatalogConnection : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void readsServerUrls_data();
    void readsServerUrls();
    void readsFilePaths_data();
    void readsFilePaths();
    void refusesMalformedUrls_data();
    void refusesMalformedUrls();
    void urlReadsBack();
    void keychainKeyIsPerConnection();
    void serverUrlIsNeverAPath();
};

void TestCatalogConnection::readsServerUrls_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("port");
    QTest::addColumn<QString>("database");
    QTest::addColumn<QString>("sslMode");

    QTest::newRow("default port") << "postgresql://bob@host/db"
                                  << "bob"
                                  << "host" << 5432 << "db" << QString();
    QTest::newRow("port and sslmode")
        << "postgresql://alice@db.example.com:6543/chips?sslmode=verify-full"
        << "alice"
        << "db.example.com" << 6543 << "chips"
        << "verify-full";
    QTest::newRow("scheme in any case") << "PostgreSQL://bob@127.0.0.1:55440/team"
                                        << "bob"
                                        << "127.0.0.1" << 55440 << "team" << QString();
    QTest::newRow("IPv6 host") << "postgresql://bob@[::1]:5433/db"
                               << "bob"
                               << "::1" << 5433 << "db" << QString();
    QTest::newRow("encoded user and database") << "postgresql://j%40ne@host/my%20chips"
                                               << "j@ne"
                                               << "host" << 5432 << "my chips" << QString();
}

void TestCatalogConnection::readsServerUrls() {
    QFETCH(QString, text);
    QString problem;
    const std::optional<CatalogConnection> connection = CatalogConnection::fromText(text, &problem);
    QVERIFY2(connection, qPrintable(problem));
    QVERIFY(connection->isPostgres());
    QFETCH(QString, user);
    QFETCH(QString, host);
    QFETCH(int, port);
    QFETCH(QString, database);
    QFETCH(QString, sslMode);
    QCOMPARE(connection->user, user);
    QCOMPARE(connection->host, host);
    QCOMPARE(connection->port, port);
    QCOMPARE(connection->database, database);
    QCOMPARE(connection->sslMode, sslMode);
    QVERIFY(connection->path.isEmpty());
}

void TestCatalogConnection::readsFilePaths_data() {
    QTest::addColumn<QString>("text");
    QTest::newRow("empty: the default catalog") << QString();
    QTest::newRow("relative") << "team/catalog.sqlite";
    QTest::newRow("absolute") << "/var/lib/chipatlas/catalog.sqlite";
    QTest::newRow("a colon in the name") << "chips:2026.sqlite";
    QTest::newRow("Windows drive") << "C:\\Users\\bob\\catalog.sqlite";
}

void TestCatalogConnection::readsFilePaths() {
    QFETCH(QString, text);
    QString problem;
    const std::optional<CatalogConnection> connection = CatalogConnection::fromText(text, &problem);
    QVERIFY2(connection, qPrintable(problem));
    QCOMPARE(connection->kind, CatalogConnection::Kind::SqliteFile);
    QCOMPARE(connection->path, text);
    QVERIFY(connection->url().isEmpty());
}

void TestCatalogConnection::refusesMalformedUrls_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("named"); // what the sentence must name

    QTest::newRow("other scheme") << "mysql://bob@host/db"
                                  << "\"mysql://\"";
    QTest::newRow("file scheme") << "file:///tmp/catalog.sqlite"
                                 << "\"file://\"";
    QTest::newRow("no slashes") << "postgresql:bob@host/db"
                                << "\"postgresql://\"";
    QTest::newRow("postgres scheme") << "postgres://bob@host/db"
                                     << "\"postgres://\" is not a catalog ChipAtlas can open";
    QTest::newRow("postgres scheme, any case") << "PostgreS://bob@host/db"
                                               << "\"PostgreS://\"";
    QTest::newRow("NUL in the database name")
        << "postgresql://bob@host/db%00x"
        << "the database name \"db\\0x\" contains a control character";
    QTest::newRow("control character in the host") << "postgresql://bob@ho%07st/db"
                                                   << "Invalid hostname";
    QTest::newRow("escape sequence in an option") << "postgresql://bob@host/db?sslmode=%1B%5D0;x%07"
                                                  << "unknown sslmode \"\\x1b]0;x\\x07\"";
    QTest::newRow("no user") << "postgresql://host/db"
                             << "no user";
    QTest::newRow("empty user") << "postgresql://@host/db"
                                << "no user";
    QTest::newRow("no host") << "postgresql://bob@/db"
                             << "host";
    QTest::newRow("port not a number") << "postgresql://bob@host:pg/db"
                                       << "port";
    QTest::newRow("port zero") << "postgresql://bob@host:0/db"
                               << "port 0";
    QTest::newRow("port too large") << "postgresql://bob@host:70000/db"
                                    << "port";
    QTest::newRow("no database") << "postgresql://bob@host:5432"
                                 << "no database";
    QTest::newRow("empty database") << "postgresql://bob@host/"
                                    << "no database";
    QTest::newRow("two path parts") << "postgresql://bob@host/db/more"
                                    << "no database";
    QTest::newRow("unknown option") << "postgresql://bob@host/db?connect_timeout=5"
                                    << "unknown option \"connect_timeout\"";
    QTest::newRow("bad sslmode") << "postgresql://bob@host/db?sslmode=maybe"
                                 << "unknown sslmode \"maybe\"";
    QTest::newRow("fragment") << "postgresql://bob@host/db#top"
                              << "\"#top\"";
    QTest::newRow("password") << QStringLiteral("postgresql://bob:%1@host/db").arg(kPassword)
                              << "password";
    QTest::newRow("password, empty user")
        << QStringLiteral("postgresql://:%1@host/db").arg(kPassword) << "password";
    QTest::newRow("password and a bad port")
        << QStringLiteral("postgresql://bob:%1@host:x/db").arg(kPassword) << "password";
    QTest::newRow("password in an option")
        << QStringLiteral("postgresql://bob@host/db?password=%1").arg(kPassword)
        << "unknown option \"password\"";
}

void TestCatalogConnection::refusesMalformedUrls() {
    QFETCH(QString, text);
    QFETCH(QString, named);
    QString problem;
    QVERIFY(!CatalogConnection::fromText(text, &problem));
    QVERIFY2(problem.contains(named), qPrintable(problem));
    QVERIFY2(!problem.contains(kPassword), qPrintable(problem));
    // Refusing does not need a place to write the sentence.
    QVERIFY(!CatalogConnection::fromText(text, nullptr));
}

void TestCatalogConnection::urlReadsBack() {
    const CatalogConnection connection = CatalogConnection::postgres(
        QStringLiteral("db.example.com"), 6543, QStringLiteral("my chips"), QStringLiteral("j@ne"),
        QStringLiteral("require"));
    QCOMPARE(connection.url(),
             QStringLiteral("postgresql://j%40ne@db.example.com:6543/my%20chips?sslmode=require"));
    QCOMPARE(connection.displayText(), connection.url());
    QString problem;
    QCOMPARE(CatalogConnection::fromText(connection.url(), &problem), connection);
}

void TestCatalogConnection::keychainKeyIsPerConnection() {
    const auto at = [](const char* text) {
        return CatalogConnection::fromText(QString::fromLatin1(text), nullptr).value();
    };
    const QString key = at("postgresql://bob@host:5432/db").keychainKey();
    QCOMPARE(at("postgresql://bob@host/db?sslmode=require").keychainKey(), key);
    QVERIFY(at("postgresql://ann@host/db").keychainKey() != key);
    QVERIFY(at("postgresql://bob@other/db").keychainKey() != key);
    QVERIFY(at("postgresql://bob@host:5433/db").keychainKey() != key);
    QVERIFY(at("postgresql://bob@host/db2").keychainKey() != key);
}

void TestCatalogConnection::serverUrlIsNeverAPath() {
    // Once, `--db postgresql://bob@host/db` created a folder "postgresql:" with an SQLite file
    // in it. Opening a server that is not there must fail and leave the folder as it was.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString previous = QDir::currentPath();
    QVERIFY(QDir::setCurrent(dir.path()));
    const std::optional<CatalogConnection> connection =
        CatalogConnection::fromText(QStringLiteral("postgresql://bob@127.0.0.1:1/db"), nullptr);
    QVERIFY(connection && connection->isPostgres());
    Catalog::Options options;
    options.password = kPassword;
    StorageError error;
    const std::unique_ptr<Catalog> catalog = Catalog::open(*connection, options, &error);
    QVERIFY(QDir::setCurrent(previous));
    QVERIFY(!catalog);
    QVERIFY(error);
    QVERIFY2(!error.message.contains(kPassword), qPrintable(error.message));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             QStringList());
}

QTEST_GUILESS_MAIN(TestCatalogConnection)
#include "tst_catalogconnection.moc"
