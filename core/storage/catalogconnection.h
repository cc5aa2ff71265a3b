#pragma once

#include <QString>

#include <optional>

namespace chipatlas {

// Which catalog to open: the identity of a catalog session, so that the code above storage
// does not assume a local file. A local SQLite file, or a team catalog on a PostgreSQL server
// (host, port, database, user and SSL mode; the password is never part of a connection: it
// comes from the keychain, PGPASSWORD or a prompt, and reaches Catalog::open() through
// Catalog::Options::password).
struct CatalogConnection {
    enum class Kind { SqliteFile, Postgres };

    Kind kind = Kind::SqliteFile;
    QString path; // Kind::SqliteFile: the database file

    // Kind::Postgres
    QString host;
    int port = kDefaultPostgresPort;
    QString database;
    QString user;
    QString sslMode; // libpq's sslmode (sslModes()); empty: libpq's default ("prefer")

    static constexpr int kDefaultPostgresPort = 5432;

    static CatalogConnection sqliteFile(const QString& path) {
        CatalogConnection connection;
        connection.path = path;
        return connection;
    }
    static CatalogConnection postgres(const QString& host, int port, const QString& database,
                                      const QString& user, const QString& sslMode = {});

    bool isPostgres() const { return kind == Kind::Postgres; }

    // The sslmode values libpq accepts, weakest first.
    static const QStringList& sslModes();

    // What --db and CHIPATLAS_DB take: a postgresql:// URL (the scheme in any case),
    // postgresql://USER@HOST[:PORT]/DBNAME[?sslmode=MODE], or else a file path. Text with a
    // scheme ("xyz://...", libpq's other spelling "postgres://" too) is never taken for a path.
    // nullopt with `problem` set to a sentence naming the wrong part (quoted as excerpt.h quotes
    // input) for a malformed URL, another scheme, a control character in the user, host or
    // database name, or a password in the URL (it would show in every process list: use
    // PGPASSWORD or the keychain). An empty text is the default local catalog (an empty path).
    static std::optional<CatalogConnection> fromText(const QString& text, QString* problem);

    // Why the server connection cannot be made as it is, before any network: the user, host or
    // database name holds a control character (a NUL would cut it short in libpq's connection
    // string). Empty when it can, and for a file.
    QString nameProblem() const;

    // postgresql://user@host:port/database[?sslmode=...]: what fromText() reads back, without
    // any password. Empty for a file.
    QString url() const;
    // The name of the keychain entry that holds this connection's password: one per
    // connection (user, host, port and database).
    QString keychainKey() const;

    // What the status bar, error messages and the About box name: the native path of a file,
    // url() of a server.
    QString displayText() const;

    friend bool operator==(const CatalogConnection&, const CatalogConnection&) = default;
};

} // namespace chipatlas
