// Catalog::routeDriverMessages(): the lines Qt's SQL drivers print when a server connection is
// lost go to a logging category that is off by default, instead of stderr.

#include "drivermessages.h"

#include "catalog.h"

#include <QLoggingCategory>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QString>
#include <QVariant>

#include <atomic>
#include <libpq-fe.h>

namespace chipatlas {

namespace {
Q_LOGGING_CATEGORY(lcSql, "chipatlas.sql", QtWarningMsg)

std::atomic<QtMessageHandler> previousHandler{nullptr};

// The warnings QPSQL and QSqlQuery give for each statement they clean up once the connection
// is gone; each failed call also reaches its caller as a QSqlError, which storage words for a
// person. A missing driver ("QSqlDatabase: QPSQL driver not loaded") is not among them.
bool isDriverNoise(const QMessageLogContext& context, const QString& message) {
    if (context.category && qstrcmp(context.category, "default") != 0)
        return false;
    return message.startsWith(QLatin1String("Unable to free statement")) ||
           message.startsWith(QLatin1String("QPSQLDriver::")) ||
           message.startsWith(QLatin1String("QPSQLResult::")) ||
           message == QLatin1String("QSqlQuery::exec: database not open") ||
           message == QLatin1String("QSqlQuery::prepare: database not open");
}

void routeMessage(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if (type != QtFatalMsg && isDriverNoise(context, message)) {
        qCDebug(lcSql).noquote() << message;
        return;
    }
    if (const QtMessageHandler previous = previousHandler.load())
        previous(type, context, message);
}
} // namespace

namespace storage {
void routeServerNotices(const QSqlDatabase& db) {
    const QVariant handle = db.driver() ? db.driver()->handle() : QVariant();
    // QPSQL's handle is libpq's PGconn*, a typedef of struct pg_conn.
    if (qstrcmp(handle.typeName(), "PGconn*") != 0 && qstrcmp(handle.typeName(), "pg_conn*") != 0)
        return;
    PGconn* connection = *static_cast<PGconn* const*>(handle.constData());
    if (connection) {
        PQsetNoticeProcessor(
            connection,
            [](void*, const char* message) {
                qCDebug(lcSql).noquote() << QString::fromUtf8(message).trimmed();
            },
            nullptr);
    }
}
} // namespace storage

void Catalog::routeDriverMessages() {
    static std::atomic<bool> installed{false};
    if (installed.exchange(true))
        return;
    // Until lcSql's line is turned on, it is dropped; when it is, it reaches Qt's own output.
    previousHandler.store(qInstallMessageHandler(routeMessage));
}

} // namespace chipatlas
