#pragma once

// The fixture of the GUI's import and export tests (tst_catalogtransfer, tst_catalogexport): a
// temp catalog with the built-in chips, a second connection to check what was stored, and a
// session on it.
#include "application/catalogsession.h"
#include "common/settings.h"
#include "storage/catalog.h"
#include "transfertestdata.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QFile>
#include <QList>
#include <QLocale>
#include <QStandardPaths>
#include <QString>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

inline bool writeFile(const QString& path, const QByteArray& data) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

// A test class derives from it (after QObject) and calls initFixture() from initTestCase(),
// initCatalog() from init() and cleanupCatalog() from cleanup().
class CatalogTransferFixture {
protected:
    void initFixture(const QString& applicationName) {
        using namespace chipatlas;
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale::c());
        QCoreApplication::setOrganizationName(QStringLiteral("ChipAtlas"));
        QCoreApplication::setApplicationName(applicationName);
        // The built-in chips, for the _data() functions, which run before init().
        StorageError error;
        m_builtIn = transfertest::builtInCatalogChips(&error);
        QVERIFY2(!error, qPrintable(error.message));
        QCOMPARE(m_builtIn.size(), 34);
    }

    void initCatalog() {
        using namespace chipatlas;
        Settings().clear();
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_catalogPath = m_dir->filePath(QStringLiteral("catalog.sqlite"));
        StorageError error;
        m_catalog = Catalog::open(m_catalogPath, &error);
        QVERIFY2(m_catalog, qPrintable(error.message));
        QCOMPARE(m_catalog->chips().all(&error), m_builtIn);
        m_session = std::make_unique<CatalogSession>();
        QVERIFY2(m_session->open(CatalogConnection::sqliteFile(m_catalogPath), &error),
                 qPrintable(error.message));
    }

    void cleanupCatalog() {
        m_session.reset();
        m_catalog.reset();
        m_dir.reset();
    }

    QList<chipatlas::Chip> largeChips() const {
        return chipatlas::transfertest::largeChips(m_builtIn);
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_catalogPath;
    std::unique_ptr<chipatlas::Catalog> m_catalog; // a second connection, to check what was stored
    std::unique_ptr<chipatlas::CatalogSession> m_session;
    QList<chipatlas::Chip> m_builtIn;
};
