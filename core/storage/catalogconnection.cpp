#include "catalogconnection.h"

#include "catalog.h"
#include "domain/excerpt.h"

#include <QDir>
#include <QRegularExpression>
#include <QStringList>
#include <QUrl>
#include <QUrlQuery>

#include <algorithm>

namespace chipatlas {

namespace {
const QString kExample = QStringLiteral("postgresql://USER@HOST:PORT/DBNAME?sslmode=require");

std::optional<CatalogConnection> refuse(QString* problem, const QString& text) {
    if (problem)
        *problem = text;
    return std::nullopt;
}
} // namespace

CatalogConnection CatalogConnection::postgres(const QString& host, int port,
                                              const QString& database, const QString& user,
                                              const QString& sslMode) {
    CatalogConnection connection;
    connection.kind = Kind::Postgres;
    connection.host = host;
    connection.port = port;
    connection.database = database;
    connection.user = user;
    connection.sslMode = sslMode;
    return connection;
}

const QStringList& CatalogConnection::sslModes() {
    static const QStringList modes{QStringLiteral("disable"),   QStringLiteral("allow"),
                                   QStringLiteral("prefer"),    QStringLiteral("require"),
                                   QStringLiteral("verify-ca"), QStringLiteral("verify-full")};
    return modes;
}

std::optional<CatalogConnection> CatalogConnection::fromText(const QString& text,
                                                             QString* problem) {
    const qsizetype schemeEnd = text.indexOf(QLatin1String("://"));
    const QString scheme = schemeEnd > 0 ? text.left(schemeEnd) : QString();
    const bool hasScheme = !scheme.isEmpty() && scheme.front().isLetter() &&
                           std::all_of(scheme.begin(), scheme.end(), [](QChar c) {
                               return c.isLetterOrNumber() || c == QLatin1Char('+') ||
                                      c == QLatin1Char('-') || c == QLatin1Char('.');
                           });
    if (!hasScheme) {
        // "postgresql:bob@host/db" is a mistyped URL, not a file to create.
        for (const QLatin1String prefix :
             {QLatin1String("postgresql:"), QLatin1String("postgres:")}) {
            if (text.startsWith(prefix, Qt::CaseInsensitive)) {
                return refuse(problem, StorageText::tr("the connection string does not start "
                                                       "with \"%1//\": expected %2")
                                           .arg(QStringLiteral("postgresql:"), kExample));
            }
        }
        return sqliteFile(text);
    }

    // One spelling, the one the README documents: libpq's "postgres://" is another scheme.
    if (scheme.compare(QLatin1String("postgresql"), Qt::CaseInsensitive) != 0) {
        return refuse(problem, StorageText::tr("\"%1://\" is not a catalog ChipAtlas can open: "
                                               "give a file path or %2")
                                   .arg(excerpt(scheme), kExample));
    }
    // A password is refused before anything else, so that no message repeats it: USER:PASSWORD
    // before the last "@" of the authority (an encoded ":" belongs to the user name).
    QString authority = text.mid(schemeEnd + 3);
    if (const qsizetype end = authority.indexOf(QRegularExpression(QStringLiteral("[/?#]")));
        end >= 0)
        authority.truncate(end);
    const qsizetype at = authority.lastIndexOf(QLatin1Char('@'));
    if (at >= 0 && authority.left(at).contains(QLatin1Char(':'))) {
        return refuse(problem,
                      StorageText::tr("the connection string contains a password, which every "
                                      "process list would show: remove it and set PGPASSWORD or "
                                      "store it with the app's Settings, Catalog"));
    }
    const QUrl url(text, QUrl::StrictMode);
    if (!url.isValid()) {
        // QUrl's message goes on with "; source was ...": name the wrong part only.
        return refuse(problem,
                      StorageText::tr("the connection string is malformed (%1); "
                                      "expected %2")
                          .arg(url.errorString().section(QLatin1String("; "), 0, 0), kExample));
    }
    if (url.userName().isEmpty()) {
        return refuse(
            problem,
            StorageText::tr("the connection string has no user: expected %1").arg(kExample));
    }
    if (url.host().isEmpty()) {
        return refuse(
            problem,
            StorageText::tr("the connection string has no host: expected %1").arg(kExample));
    }
    // QUrl reads a port that is not a number as invalid above; port() is -1 when none is given.
    const int port = url.port(kDefaultPostgresPort);
    if (port < 1 || port > 65535) {
        return refuse(problem, StorageText::tr("the port %1 in the connection string is not "
                                               "between 1 and 65535")
                                   .arg(port));
    }
    QString database = url.path();
    if (database.startsWith(QLatin1Char('/')))
        database.remove(0, 1);
    if (database.isEmpty() || database.contains(QLatin1Char('/'))) {
        return refuse(problem, StorageText::tr("the connection string names no database (or "
                                               "more than one path part): expected %1")
                                   .arg(kExample));
    }
    if (url.hasFragment()) {
        return refuse(problem, StorageText::tr("the connection string has a \"#%1\" part, which "
                                               "a database connection does not take")
                                   .arg(excerpt(url.fragment())));
    }
    QString sslMode;
    const QUrlQuery query(url);
    for (const auto& [key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (key != QLatin1String("sslmode")) {
            return refuse(problem, StorageText::tr("unknown option \"%1\" in the connection "
                                                   "string; the only option is sslmode")
                                       .arg(excerpt(key)));
        }
        if (!sslModes().contains(value)) {
            return refuse(problem, StorageText::tr("unknown sslmode \"%1\"; known modes: %2")
                                       .arg(excerpt(value), sslModes().join(QStringLiteral(", "))));
        }
        sslMode = value;
    }
    const CatalogConnection connection =
        postgres(url.host(), port, database, url.userName(), sslMode);
    if (const QString why = connection.nameProblem(); !why.isEmpty())
        return refuse(problem, why);
    return connection;
}

QString CatalogConnection::nameProblem() const {
    if (!isPostgres())
        return {};
    const auto hasControl = [](const QString& text) {
        return std::any_of(text.begin(), text.end(),
                           [](QChar c) { return c.category() == QChar::Other_Control; });
    };
    // A Unicode noncharacter (U+BFFFF) or half of a UTF-16 pair writes out through QUrl as
    // another name (found by fuzzing), so a name holding one is refused rather than stored.
    const auto isBroken = [](const QString& text) {
        if (!QStringView(text).isValidUtf16())
            return true;
        const QList<uint> codePoints = text.toUcs4();
        return std::any_of(codePoints.begin(), codePoints.end(),
                           [](uint c) { return QChar::isNonCharacter(c); });
    };
    if (isBroken(user) || isBroken(host) || isBroken(database)) {
        return StorageText::tr("the connection string holds a character that is no text (a "
                               "Unicode noncharacter or half of a UTF-16 pair), which no name of "
                               "a server holds");
    }
    if (hasControl(user)) {
        return StorageText::tr("the user name %1 contains a control character, which no user name "
                               "of a server holds")
            .arg(quotedExcerpt(user));
    }
    if (hasControl(host)) {
        return StorageText::tr("the host name %1 contains a control character, which no host name "
                               "holds")
            .arg(quotedExcerpt(host));
    }
    if (hasControl(database)) {
        return StorageText::tr("the database name %1 contains a control character, which no "
                               "database name of a server holds")
            .arg(quotedExcerpt(database));
    }
    return {};
}

QString CatalogConnection::url() const {
    if (!isPostgres())
        return {};
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    url.setUserName(user);
    url.setHost(host);
    url.setPort(port);
    url.setPath(QLatin1Char('/') + database);
    if (!sslMode.isEmpty())
        url.setQuery(QStringLiteral("sslmode=") + sslMode);
    return url.toString(QUrl::FullyEncoded);
}

QString CatalogConnection::keychainKey() const {
    // The sslmode does not change whose password it is.
    CatalogConnection key = *this;
    key.sslMode.clear();
    return key.url();
}

QString CatalogConnection::displayText() const {
    switch (kind) {
    case Kind::SqliteFile:
        return QDir::toNativeSeparators(path);
    case Kind::Postgres:
        return url();
    }
    return {};
}

std::unique_ptr<Catalog> Catalog::open(const CatalogConnection& connection, const Options& options,
                                       StorageError* error) {
    switch (connection.kind) {
    case CatalogConnection::Kind::SqliteFile:
        break;
    case CatalogConnection::Kind::Postgres:
        return openServer(connection, options, error);
    }
    return open(connection.path, options, error);
}

} // namespace chipatlas
