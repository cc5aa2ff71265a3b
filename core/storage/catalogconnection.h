#pragma once

#include <QString>

namespace chipatlas {

// Which catalog to open: the identity of a catalog session, so that the code above storage
// does not assume a local file. Only SQLite files exist today; a team catalog on PostgreSQL
// adds a kind here (with host, database and user; the password stays in the keychain) and
// Catalog::open() learns to connect to it.
struct CatalogConnection {
    enum class Kind { SqliteFile };

    Kind kind = Kind::SqliteFile;
    QString path; // Kind::SqliteFile: the database file

    static CatalogConnection sqliteFile(const QString& path) { return {Kind::SqliteFile, path}; }

    // What the status bar and the About box name: the native path of a file.
    QString displayText() const;

    friend bool operator==(const CatalogConnection&, const CatalogConnection&) = default;
};

} // namespace chipatlas
