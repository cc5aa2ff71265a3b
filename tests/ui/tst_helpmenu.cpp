// The Help menu: About ChipAtlas gives the version, the built-in catalog's revisions and the
// dates of its prices, and the licences.
#include "guistartup.h"
#include "io/builtincatalog.h"
#include "session/catalogsession.h"
#include "table/chiptablepage.h"
#include "window/aboutdialog.h"
#include "window/mainwindow.h"
#include "window/settings.h"

#include <QAction>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include <memory>

using namespace chipatlas;

class TstHelpMenu final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void aboutShowsVersionCatalogAndLicences();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<CatalogSession> m_session;
    std::unique_ptr<MainWindow> m_window;
};

void TstHelpMenu::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ChipAtlas"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_helpmenu"));
    QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
    Settings().clear();
    QVERIFY(m_dir.isValid());
    StorageError error;
    m_session = std::make_unique<CatalogSession>();
    QVERIFY2(
        m_session->open(guiCatalogConnection(m_dir.filePath(QStringLiteral("c.sqlite"))), &error),
        qPrintable(error.message));
    m_window = std::make_unique<MainWindow>(m_session.get(), ViewOptions());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->tablePage()->totalCount() > 0, 10000);
}

void TstHelpMenu::aboutShowsVersionCatalogAndLicences() {
    auto* action = m_window->findChild<QAction*>(QStringLiteral("aboutAction"));
    QVERIFY(action);
    action->trigger();
    AboutDialog* about = nullptr;
    QTRY_VERIFY((about = m_window->findChild<AboutDialog*>()) && about->isVisible());
    const QString text = about->textView()->toPlainText();
    QVERIFY2(text.contains(QLatin1String("ChipAtlas 9.8.7")), qPrintable(text.left(200)));

    QString error;
    const std::optional<BuiltInCatalogInfo> info = builtInCatalogInfo(&error);
    QVERIFY2(info, qPrintable(error));
    // Each part of the built-in catalog with its revision, as a table row.
    const QList<std::pair<QString, int>> parts{
        {QStringLiteral("Chips"), info->chips.revision},
        {QStringLiteral("LLM models"), info->models.revision},
        {QStringLiteral("Systems"), info->systems.revision},
        {QStringLiteral("Rental offers"), info->offers.revision}};
    for (const auto& [name, revision] : parts) {
        const QString rowStart =
            name + QLatin1Char('\n') + QString::number(revision) + QLatin1Char('\n');
        QVERIFY2(text.contains(rowStart), qPrintable(name));
    }
    // The prices' dates, oldest to newest.
    QVERIFY(info->oldestPriceSeen.isValid());
    const QString dates = QStringLiteral("between %1 and %2")
                              .arg(info->oldestPriceSeen.toString(Qt::ISODate),
                                   info->newestPriceSeen.toString(Qt::ISODate));
    QVERIFY2(text.contains(dates), qPrintable(dates));
    QVERIFY(text.contains(QLatin1String("carries a link to its source")));
    // The licences, each with the package it comes from.
    for (const char* expected :
         {"GPL-3.0-or-later", "LGPL-3.0-only OR GPL-2.0-only", "BSD-2-Clause", "LGPL-2.1-or-later",
          "public domain", "libqt6charts6", "libqt6keychain1", "libcsv3", "libsqlite3-0"})
        QVERIFY2(text.contains(QLatin1String(expected)), expected);
    about->close();
}

QTEST_MAIN(TstHelpMenu)
#include "tst_helpmenu.moc"
