#pragma once

// "A fresh catalog on the backend under test" for the storage, migration, import and undo
// tests: CHIPATLAS_TEST_BACKEND=postgres (set on the tests registered as NAME_pg) gives a fresh
// database on the test PostgreSQL server (testpg.h), anything else a new file in a temporary
// folder. A test that includes this links Qt6::Sql.

#include "rawdb.h"
#include "storage/catalog.h"
#include "testpg.h"

#include <QTemporaryDir>
#include <QUuid>

#include <memory>

namespace catalogtest {

inline bool testingPostgres() {
    return qEnvironmentVariable("CHIPATLAS_TEST_BACKEND") == QLatin1String("postgres");
}

// Where a new catalog goes: nothing is there yet; open() sets it up.
class CatalogPlace final {
public:
    explicit CatalogPlace(const QString& fileName = QStringLiteral("catalog.sqlite")) {
        if (testingPostgres()) {
            m_database = std::make_unique<testpg::Database>();
            return;
        }
        m_dir = std::make_unique<QTemporaryDir>();
        m_path = m_dir->filePath(fileName);
    }

    bool isPostgres() const { return m_database != nullptr; }
    bool isValid() const { return m_database ? m_database->isValid() : m_dir->isValid(); }
    QString error() const {
        return m_database ? m_database->error() : QStringLiteral("no temporary folder");
    }

    chipatlas::CatalogConnection connection() const {
        return m_database ? m_database->connection()
                          : chipatlas::CatalogConnection::sqliteFile(m_path);
    }
    // `options` with the server's password (none for a file).
    chipatlas::Catalog::Options options(chipatlas::Catalog::Options options = {}) const {
        if (m_database)
            options.password = m_database->password();
        return options;
    }
    std::unique_ptr<chipatlas::Catalog> open(const chipatlas::Catalog::Options& options,
                                             chipatlas::StorageError* error) const {
        return chipatlas::Catalog::open(connection(), this->options(options), error);
    }
    std::unique_ptr<chipatlas::Catalog> open(chipatlas::StorageError* error) const {
        return open(chipatlas::Catalog::Options{}, error);
    }

    // A plain connection to the same catalog, as another program would have (rawdb.h).
    std::unique_ptr<RawDb> raw() const {
        if (!m_database)
            return std::make_unique<RawDb>(m_path);
        const QString name =
            QStringLiteral("raw-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
        testpg::connect(m_database->server(), m_database->name(), name);
        return std::make_unique<RawDb>(RawDb::Adopt{}, name);
    }

    // The file of an SQLite catalog (empty on a server).
    QString path() const { return m_path; }
    // The server database (nullptr for a file).
    const testpg::Database* database() const { return m_database.get(); }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
    std::unique_ptr<testpg::Database> m_database;
};

} // namespace catalogtest

// In a test slot: `place`, a fresh catalog place of the backend under test, and `catalog`, opened
// on it with the built-in catalog seeded; the test fails, with the message, where either cannot
// be had. `storageError` (a StorageError*) receives what opening says.
#define OPEN_FRESH_CATALOG(place, catalog, storageError)                                           \
    const catalogtest::CatalogPlace place;                                                         \
    QVERIFY2(place.isValid(), qPrintable(place.error()));                                          \
    const std::unique_ptr<chipatlas::Catalog> catalog = place.open(storageError);                  \
    QVERIFY2(catalog, qPrintable((storageError)->message))
