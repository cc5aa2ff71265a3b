#pragma once

// The throwaway PostgreSQL server of the CTest fixture `postgres`, as tests that run the real
// binaries against it need it: the state file CHIPATLAS_TEST_PG_STATE names (host=, port=,
// user=, password=; the user may CREATE DATABASE) and a fresh database per test, dropped
// afterwards. A test that includes this links Qt6::Sql itself.

#include "testpg.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QUuid>
#include <QVariant>

#include <optional>

namespace catalogtest {

struct PgServer {
    QString host;
    int port = 0;
    QString user;
    QString password;

    // The fixture's server, read through testpg.h (the one reader of the state file); nullopt
    // with `problem` set when it is missing or incomplete (not run with the `postgres` fixture).
    static std::optional<PgServer> fromFixture(QString* problem) {
        const std::optional<testpg::Server> server = testpg::server(problem);
        if (!server)
            return std::nullopt;
        if (server->password.isEmpty()) {
            *problem = QStringLiteral("the PostgreSQL test state has no password");
            return std::nullopt;
        }
        return PgServer{server->host, server->port, server->user, server->password};
    }

    QString url(const QString& database) const {
        return QStringLiteral("postgresql://%1@%2:%3/%4").arg(user, host).arg(port).arg(database);
    }
};

// A plain QPSQL connection to one database of the server, as psql would have.
class PgConnection final {
public:
    PgConnection(const PgServer& server, const QString& database)
        : m_name(QStringLiteral("pg-") + QUuid::createUuid().toString(QUuid::WithoutBraces)) {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_name);
        db.setHostName(server.host);
        db.setPort(server.port);
        db.setUserName(server.user);
        db.setPassword(server.password);
        db.setDatabaseName(database);
        m_ok = db.open();
        if (!m_ok)
            m_error = db.lastError().text();
    }
    ~PgConnection() {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    PgConnection(const PgConnection&) = delete;
    PgConnection& operator=(const PgConnection&) = delete;

    bool isOpen() const { return m_ok; }
    QString error() const { return m_error; }
    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }
    // Runs one statement; false with error() set on failure.
    bool exec(const QString& sql) {
        QSqlQuery query(db());
        if (query.exec(sql))
            return true;
        m_error = query.lastError().text();
        return false;
    }

private:
    QString m_name;
    bool m_ok = false;
    QString m_error;
};

// A database of its own for one test, created empty and dropped (with any session still on it)
// when it goes.
class PgTestDatabase final {
public:
    explicit PgTestDatabase(const PgServer& server)
        : m_server(server)
        , m_name(QStringLiteral("chipatlas_t_") +
                 QUuid::createUuid().toString(QUuid::Id128).left(16).toLower()) {
        PgConnection admin(m_server, QStringLiteral("postgres"));
        m_ok = admin.isOpen() && admin.exec(QStringLiteral("CREATE DATABASE %1").arg(m_name));
        if (!m_ok)
            m_error = admin.error();
    }
    ~PgTestDatabase() {
        if (!m_ok)
            return;
        PgConnection admin(m_server, QStringLiteral("postgres"));
        if (admin.isOpen())
            admin.exec(QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(m_name));
    }
    PgTestDatabase(const PgTestDatabase&) = delete;
    PgTestDatabase& operator=(const PgTestDatabase&) = delete;

    bool isValid() const { return m_ok; }
    QString error() const { return m_error; }
    QString name() const { return m_name; }
    QString url() const { return m_server.url(m_name); }

private:
    PgServer m_server;
    QString m_name;
    bool m_ok = false;
    QString m_error;
};

} // namespace catalogtest
