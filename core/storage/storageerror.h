#pragma once

#include <QCoreApplication>
#include <QString>

namespace chipatlas {

// The one translation context of storage's sentences for people (StorageError::message and
// the pieces it is built from): StorageText::tr("..."), which lupdate files under
// "StorageText".
class StorageText final {
    Q_DECLARE_TR_FUNCTIONS(StorageText)
};

// Why the catalog could not be opened, read or written. `message` is a complete sentence for
// a person, translated (StorageText): it names the file and says what to do, but not how a
// front end opens another catalog (--db, a menu entry): each front end adds that where
// anotherCatalogHelps(). The GUI shows it in a dialog, the CLI prints it on stderr.
struct StorageError {
    enum class Code {
        None,
        CannotCreate, // the folder or file cannot be created
        NotSqlite,    // the file exists but is not an SQLite database
        NotChipAtlas, // an SQLite database that holds something else
        Corrupt,      // SQLite reports a malformed database
        NewerSchema,  // written by a newer ChipAtlas
        ReadOnly,     // the file or its folder is not writable
        Locked,       // another program holds a lock on it
        BadData,      // a stored row or built-in resource cannot be read back
        NotFound,     // no such chip or model
        Query,        // any other SQL error
        Cancelled,    // the caller cancelled (an import); nothing was changed
        Conflict,     // someone else saved a newer version of a row this change is based on
        // A team server (PostgreSQL):
        Unreachable, // the server cannot be reached, or the connection to it was lost
        AuthFailed,  // wrong or missing password, or the user may not connect
        NoDatabase,  // the server has no database of that name
        SslRequired, // the server requires SSL (or refuses it) for this connection
    };
    Code code = Code::None;
    QString message;

    explicit operator bool() const { return code != Code::None; }

    // Whether opening another catalog is a way out: the file or its folder cannot be created,
    // it is not a ChipAtlas catalog, it is damaged or newer than this ChipAtlas, or it cannot
    // be written. Not for a lock or a lost server, which pass, nor for data a caller gave.
    bool anotherCatalogHelps() const {
        switch (code) {
        case Code::CannotCreate:
        case Code::NotSqlite:
        case Code::NotChipAtlas:
        case Code::Corrupt:
        case Code::NewerSchema:
        case Code::ReadOnly:
            return true;
        default:
            return false;
        }
    }
};

} // namespace chipatlas
