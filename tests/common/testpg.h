#pragma once

// The test PostgreSQL server (the CTest fixture "postgres", tools/testing/pg-test-cluster):
// CHIPATLAS_TEST_PG_STATE names a file with lines host=, port=, user= (a superuser that may
// CREATE DATABASE) and password=. testpg::Database makes a fresh, uniquely named database on it
// and drops it at the end. A test that includes this links Qt6::Sql.
//
// Without the fixture (the variable unset, the file missing, the server down) a Database is
// invalid and says why: the test fails, it is never skipped.

#include "storage/catalogconnection.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QUuid>

#include <optional>

namespace testpg {

struct Server {
    QString host;
    int port = 0;
    QString user;
    QString password;
};

// The server the fixture started, or nullopt with `problem` set.
inline std::optional<Server> server(QString* problem) {
    const QString path = qEnvironmentVariable("CHIPATLAS_TEST_PG_STATE");
    if (path.isEmpty()) {
        *problem = QStringLiteral("CHIPATLAS_TEST_PG_STATE is not set: run this test through "
                                  "ctest, which starts the PostgreSQL fixture \"postgres\"");
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *problem = QStringLiteral("cannot read the PostgreSQL test state %1 (%2): did the "
                                  "fixture \"postgres\" start?")
                       .arg(path, file.errorString());
        return std::nullopt;
    }
    Server result;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        const qsizetype equals = line.indexOf(QLatin1Char('='));
        if (equals < 0)
            continue;
        const QString key = line.left(equals);
        const QString value = line.mid(equals + 1);
        if (key == QLatin1String("host"))
            result.host = value;
        else if (key == QLatin1String("port"))
            result.port = value.toInt();
        else if (key == QLatin1String("user"))
            result.user = value;
        else if (key == QLatin1String("password"))
            result.password = value;
    }
    if (result.host.isEmpty() || result.port <= 0 || result.user.isEmpty()) {
        *problem =
            QStringLiteral("the PostgreSQL test state %1 lacks host, port or user").arg(path);
        return std::nullopt;
    }
    return result;
}

// A plain QPSQL connection to `database` as the fixture's superuser, named `name`.
inline QSqlDatabase connect(const Server& server, const QString& database, const QString& name) {
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
    db.setHostName(server.host);
    db.setPort(server.port);
    db.setDatabaseName(database);
    db.setUserName(server.user);
    db.setPassword(server.password);
    db.setConnectOptions(QStringLiteral("connect_timeout=5"));
    db.open();
    return db;
}

// A fresh database on the test server, dropped (with any connection still on it) when this
// goes out of scope.
class Database final {
public:
    Database()
        : m_name(QStringLiteral("chipatlas_test_") +
                 QUuid::createUuid().toString(QUuid::Id128).left(20)) {
        const std::optional<Server> found = testpg::server(&m_error);
        if (!found)
            return;
        m_server = *found;
        m_error = admin(QStringLiteral("CREATE DATABASE %1").arg(m_name));
        m_created = m_error.isEmpty();
    }
    ~Database() {
        if (m_created)
            admin(QStringLiteral("DROP DATABASE %1 WITH (FORCE)").arg(m_name));
    }
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    bool isValid() const { return m_created; }
    // Why the database could not be made (for QVERIFY2).
    QString error() const { return m_error; }

    QString name() const { return m_name; }
    const Server& server() const { return m_server; }
    QString password() const { return m_server.password; }
    chipatlas::CatalogConnection connection() const {
        return chipatlas::CatalogConnection::postgres(m_server.host, m_server.port, m_name,
                                                      m_server.user);
    }

    // Runs a statement on the server's maintenance database as the superuser; "" or the error.
    QString admin(const QString& sql) const {
        const QString connectionName =
            QStringLiteral("testpg-admin-") + QUuid::createUuid().toString(QUuid::Id128);
        QString error;
        {
            QSqlDatabase db = connect(m_server, QStringLiteral("postgres"), connectionName);
            if (!db.isOpen()) {
                error = QStringLiteral("cannot connect to the PostgreSQL test server %1:%2: %3")
                            .arg(m_server.host)
                            .arg(m_server.port)
                            .arg(db.lastError().text());
            } else {
                QSqlQuery query(db);
                if (!query.exec(sql))
                    error = query.lastError().text();
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(connectionName);
        return error;
    }

private:
    QString m_name;
    Server m_server;
    QString m_error;
    bool m_created = false;
};

} // namespace testpg
