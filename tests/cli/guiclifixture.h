#pragma once

// The fixture of the tests that give the GUI's own code path (in-process) and the real
// chipatlas-cli binary (through QProcess) the same inputs: one catalog file the binary creates and
// the GUI reads, and its chips, models, systems and offers as the GUI loads them.

#include "apppaths.h"
#include "clirunner.h"
#include "guistartup.h"

#include <QAbstractItemModel>
#include <QFile>
#include <QJsonArray>
#include <QJsonValue>
#include <QLatin1String>
#include <QList>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

// The values of `key` in a JSON array of objects, in order.
inline QStringList jsonIds(const QJsonArray& array, QLatin1String key) {
    QStringList ids;
    for (const QJsonValue& value : array)
        ids << value[key].toString();
    return ids;
}

// The ids a proxy shows, row by row.
inline QStringList proxyIds(const QAbstractItemModel& proxy, int idRole) {
    QStringList ids;
    for (int row = 0; row < proxy.rowCount(); ++row)
        ids << proxy.index(row, 0).data(idRole).toString();
    return ids;
}

// A test class derives from it (after QObject) and calls initCatalog() from initTestCase().
class GuiCliFixture {
protected:
    void initCatalog() {
        using namespace chipatlas;
        QVERIFY(m_dir.isValid());
        // The in-process default catalog and the binary's go to the same folder.
        const QString dataHome = m_dir.filePath(QStringLiteral("xdg-data"));
        qputenv("XDG_DATA_HOME", QFile::encodeName(dataHome));
        AppPaths::setApplicationIdentity();
        m_env = QProcessEnvironment::systemEnvironment();
        m_env.insert(QStringLiteral("XDG_DATA_HOME"), dataHome);
        m_env.insert(QStringLiteral("XDG_CONFIG_HOME"),
                     m_dir.filePath(QStringLiteral("xdg-config")));

        // The catalog the binary creates is the one the GUI reads.
        m_db = m_dir.filePath(QStringLiteral("catalog.sqlite"));
        QCOMPARE(run({QStringLiteral("models")}).exitCode, 0);
        StorageError error;
        const std::unique_ptr<Catalog> catalog = Catalog::open(guiCatalogConnection(m_db), &error);
        QVERIFY2(catalog, qPrintable(error.message));
        m_chips = catalog->chips().all(&error);
        QVERIFY2(!error, qPrintable(error.message));
        m_models = catalog->models().all(&error);
        QVERIFY2(!error, qPrintable(error.message));
        m_systems = catalog->systems().all(&error);
        QVERIFY2(!error, qPrintable(error.message));
        m_offers = catalog->offers().all(&error);
        QVERIFY2(!error, qPrintable(error.message));
        QVERIFY(m_chips.size() > 20);
        QVERIFY(m_models.size() > 20);
        QVERIFY(m_systems.size() > 20);
    }

    CliResult run(const QStringList& arguments) const { return runCliOn(m_db, arguments, m_env); }
    QJsonDocument runJson(const QStringList& arguments) const {
        return runCliJson(m_db, arguments, m_env);
    }
    const chipatlas::Chip& chip(const QString& id) const {
        for (const chipatlas::Chip& c : m_chips) {
            if (c.id == id)
                return c;
        }
        qFatal("no chip %s", qPrintable(id));
    }

    QTemporaryDir m_dir;
    QString m_db;
    QProcessEnvironment m_env;
    QList<chipatlas::Chip> m_chips;
    QList<chipatlas::LlmModel> m_models;
    QList<chipatlas::System> m_systems;
    QList<chipatlas::Offer> m_offers;
};
