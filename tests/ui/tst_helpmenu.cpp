// The Help menu: F1 opens the user guide compiled into the app (the README's "Using it", or its
// translation into the GUI's language), with its screenshots; About ChipAtlas gives the version,
// the built-in catalog's revisions and the dates of its prices, and the licences.
#include "application/catalogsession.h"
#include "common/settings.h"
#include "guistartup.h"
#include "io/builtincatalog.h"
#include "sessiontestdata.h"
#include "table/catalogtablepage.h"
#include "window/aboutdialog.h"
#include "window/mainwindow.h"
#include "window/userguidewindow.h"

#include <QAction>
#include <QApplication>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextImageFormat>
#include <QTranslator>

#include <memory>

using namespace chipatlas;

class TstHelpMenu final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void f1OpensTheUserGuide();
    void userGuideShowsItsScreenshots();
    void userGuideSpeaksTheGuiLanguage_data();
    void userGuideSpeaksTheGuiLanguage();
    void aboutShowsVersionCatalogAndLicences();

private:
    struct GuideOutline {
        QString title;
        QStringList headings; // of the sections
        QStringList images;   // the names the links give
    };
    static GuideOutline outline(const UserGuideWindow& guide);

    QTemporaryDir m_dir;
    std::unique_ptr<CatalogSession> m_session;
    std::unique_ptr<MainWindow> m_window;
};

void TstHelpMenu::initTestCase() {
    QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
    m_session = std::make_unique<CatalogSession>();
    const QString error =
        sessiontest::openTestSession(*m_session, m_dir, QStringLiteral("tst_helpmenu"));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    m_window = std::make_unique<MainWindow>(m_session.get(), ViewOptions());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->tablePage()->totalCount() > 0, 10000);
}

void TstHelpMenu::f1OpensTheUserGuide() {
    auto* action = m_window->findChild<QAction*>(QStringLiteral("userGuideAction"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::HelpContents));
    QVERIFY(!m_window->userGuide());
    QTest::keyClick(m_window.get(), Qt::Key_F1);
    UserGuideWindow* guide = m_window->userGuide();
    QVERIFY(guide);
    QTRY_VERIFY(guide->isVisible());
    const QString text = guide->browser()->toPlainText();
    // Headings of the README's "Using it", rendered from Markdown: no '#' left.
    QVERIFY2(text.startsWith(QLatin1String("ChipAtlas")), qPrintable(text.left(80)));
    QVERIFY(text.contains(QLatin1String("Systems and rental offers")));
    QVERIFY(text.contains(QLatin1String("Memory budgets")));
    QVERIFY(!text.contains(QLatin1String("## ")));
    // The guide ends where the README's next section starts.
    QVERIFY(!text.contains(QLatin1String("Where things are")));
    bool heading = false;
    for (QTextBlock block = guide->browser()->document()->begin(); block.isValid();
         block = block.next()) {
        heading = heading || (block.blockFormat().headingLevel() > 0 &&
                              block.text() == QLatin1String("Systems and rental offers"));
    }
    QVERIFY(heading);
    // Esc closes it; F1 brings the same window back.
    guide->activateWindow();
    QTRY_COMPARE(QApplication::activeWindow(), static_cast<QWidget*>(guide));
    QTest::keyClick(guide->browser(), Qt::Key_Escape);
    QTRY_VERIFY(!guide->isVisible());
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QTest::keyClick(m_window.get(), Qt::Key_F1);
    QTRY_VERIFY(guide->isVisible());
    QCOMPARE(m_window->userGuide(), guide);
    guide->close();
}

void TstHelpMenu::userGuideShowsItsScreenshots() {
    UserGuideWindow* guide = m_window->openUserGuide();
    QTextDocument* document = guide->browser()->document();
    int images = 0;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextImageFormat format = it.fragment().charFormat().toImageFormat();
            if (!format.isValid())
                continue;
            ++images;
            // Compiled in under the name the README's link gives, and scaled to fit.
            const QImage image(QStringLiteral(":/guide/") + format.name());
            QVERIFY2(!image.isNull(), qPrintable(format.name()));
            const double width = format.width() > 0 ? format.width() : image.width();
            QVERIFY2(width <= 720, qPrintable(format.name()));
        }
    }
    QVERIFY(images >= 5);
    guide->close();
}

TstHelpMenu::GuideOutline TstHelpMenu::outline(const UserGuideWindow& guide) {
    GuideOutline result;
    QTextDocument* document = guide.browser()->document();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 1 && result.title.isEmpty())
            result.title = block.text();
        else if (block.blockFormat().headingLevel() == 2)
            result.headings.append(block.text());
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextImageFormat format = it.fragment().charFormat().toImageFormat();
            if (format.isValid())
                result.images.append(format.name());
        }
    }
    return result;
}

void TstHelpMenu::userGuideSpeaksTheGuiLanguage_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("title");
    QTest::addColumn<QString>("windowTitle");
    QTest::newRow("de") << "de"
                        << "Benutzerhandbuch"
                        << "ChipAtlas-Benutzerhandbuch";
    QTest::newRow("ja") << "ja"
                        << "ユーザーガイド"
                        << "ChipAtlas ユーザーガイド";
}

// The translation installed for the menus picks the guide: a German GUI shows the German guide,
// with the screenshots taken in German. It has the English guide's sections and screenshots
// (tools/testing/check-user-guides holds their text to the README's).
void TstHelpMenu::userGuideSpeaksTheGuiLanguage() {
    QFETCH(QString, language);
    QFETCH(QString, title);
    QFETCH(QString, windowTitle);
    const GuideOutline english = outline(UserGuideWindow());
    QVERIFY(english.title.contains(QLatin1String("user guide")));

    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/chipatlas_%1.qm").arg(language)));
    QCoreApplication::installTranslator(&translator);
    const UserGuideWindow guide;
    QCoreApplication::removeTranslator(&translator);
    const GuideOutline translated = outline(guide);

    QCOMPARE(guide.windowTitle(), windowTitle);
    QVERIFY2(translated.title.startsWith(QLatin1String("ChipAtlas ")) &&
                 translated.title.contains(title),
             qPrintable(translated.title));
    QCOMPARE(translated.headings.size(), english.headings.size());
    QVERIFY(translated.headings != english.headings);
    QCOMPARE(translated.images.size(), english.images.size());
    int inLanguage = 0;
    for (qsizetype i = 0; i < translated.images.size(); ++i) {
        const QString& image = translated.images.at(i);
        QCOMPARE(image.section(QLatin1Char('/'), -1),
                 english.images.at(i).section(QLatin1Char('/'), -1));
        QVERIFY2(!QImage(QStringLiteral(":/guide/") + image).isNull(), qPrintable(image));
        inLanguage += image.startsWith(QStringLiteral("docs/screenshots/%1/").arg(language));
    }
    // All but the few that show no text of the GUI's (the CLI's chart, ...) or that need a
    // server or a file to import are taken in the language.
    QVERIFY2(inLanguage >= translated.images.size() - 3, qPrintable(QString::number(inLanguage)));
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
        {QStringLiteral("Rental offers"), info->offers.revision},
        {QStringLiteral("Measured results"), info->results.revision}};
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
