// The menus from the keyboard: every menu and every command in it has a mnemonic (Alt+letter),
// no two siblings share one, no two commands share a shortcut, and the standard shortcuts are
// where users look for them (quit, undo and redo, find, reload, import, export, preferences,
// help, the quick search). The mnemonics are checked in German and Japanese too: each
// translation picks its own letters.
#include "application/catalogsession.h"
#include "common/settings.h"
#include "guistartup.h"
#include "sessiontestdata.h"
#include "table/catalogtablepage.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <memory>

using namespace chipatlas;

class TstMenusKeyboard final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyMenuEntryHasItsOwnMnemonic();
    void mnemonicsInEachLanguage_data();
    void mnemonicsInEachLanguage();
    void noTwoCommandsShareAShortcut();
    void standardShortcuts();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<CatalogSession> m_session;
    std::unique_ptr<MainWindow> m_window;
};

namespace {
// The letter after a single '&' ("&&" is a literal ampersand); a null QChar when none.
QChar mnemonic(const QString& text) {
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        if (text.at(i + 1) == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text.at(i + 1).toLower();
    }
    return {};
}

// Each problem as "Menu > Entry: what".
void checkMenu(const QString& path, const QList<QAction*>& actions, QStringList* problems) {
    QHash<QChar, QString> taken;
    for (QAction* action : actions) {
        if (action->isSeparator() || !action->isVisible() || action->text().isEmpty())
            continue;
        const QString where = path + QLatin1String(" > ") + action->text();
        const QChar letter = mnemonic(action->text());
        if (letter.isNull())
            problems->append(where + QLatin1String(": no mnemonic"));
        else if (taken.contains(letter))
            problems->append(where + QLatin1String(": mnemonic also used by ") + taken[letter]);
        else
            taken.insert(letter, action->text());
        if (QMenu* sub = action->menu())
            checkMenu(where, sub->actions(), problems);
    }
}

void collectActions(const QList<QAction*>& actions, QList<QAction*>* out) {
    for (QAction* action : actions) {
        if (action->isSeparator())
            continue;
        out->append(action);
        if (QMenu* sub = action->menu())
            collectActions(sub->actions(), out);
    }
}
} // namespace

void TstMenusKeyboard::initTestCase() {
    m_session = std::make_unique<CatalogSession>();
    const QString error =
        sessiontest::openTestSession(*m_session, m_dir, QStringLiteral("tst_menus_keyboard"));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    m_window = std::make_unique<MainWindow>(m_session.get(), ViewOptions());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->tablePage()->totalCount() > 0, 10000);
}

void TstMenusKeyboard::everyMenuEntryHasItsOwnMnemonic() {
    QStringList problems;
    checkMenu(QStringLiteral("Menu bar"), m_window->menuBar()->actions(), &problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TstMenusKeyboard::mnemonicsInEachLanguage_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("fileMenu");
    QTest::newRow("German") << QStringLiteral("de") << QStringLiteral("&Datei");
    QTest::newRow("Japanese") << QStringLiteral("ja") << QStringLiteral("ファイル(&F)");
}

void TstMenusKeyboard::mnemonicsInEachLanguage() {
    QFETCH(QString, language);
    QFETCH(QString, fileMenu);
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/chipatlas_%1.qm").arg(language)));
    QCoreApplication::installTranslator(&translator);
    QStringList problems;
    QString firstMenu;
    {
        // The menus' texts are set when the window is made: one made in the language.
        const MainWindow translated(m_session.get(), ViewOptions());
        firstMenu = translated.menuBar()->actions().constFirst()->text();
        checkMenu(QStringLiteral("Menu bar"), translated.menuBar()->actions(), &problems);
    }
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(firstMenu, fileMenu);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TstMenusKeyboard::noTwoCommandsShareAShortcut() {
    QList<QAction*> actions;
    collectActions(m_window->menuBar()->actions(), &actions);
    QHash<QKeySequence, QString> taken;
    QStringList problems;
    for (QAction* action : std::as_const(actions)) {
        for (const QKeySequence& key : action->shortcuts()) {
            if (taken.contains(key) && taken[key] != action->text()) {
                problems.append(
                    QStringLiteral("%1: %2 and %3")
                        .arg(key.toString(QKeySequence::PortableText), taken[key], action->text()));
            }
            taken.insert(key, action->text());
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TstMenusKeyboard::standardShortcuts() {
    QList<QAction*> actions;
    collectActions(m_window->menuBar()->actions(), &actions);
    const auto owner = [&actions](const QKeySequence& key) -> QString {
        for (QAction* action : std::as_const(actions)) {
            if (action->shortcuts().contains(key))
                return QString(action->text()).remove(QLatin1Char('&'));
        }
        return {};
    };
    // Undo, redo, find and reload have the platform's standard keys (the desktop's scheme:
    // Redo is Ctrl+Shift+Z on KDE and GNOME, Ctrl+Y in the test's platform); Quit has Ctrl+Q,
    // which not every scheme gives it.
    QCOMPARE(owner(QKeySequence(Qt::CTRL | Qt::Key_Q)), QStringLiteral("Quit"));
    QCOMPARE(owner(QKeySequence(QKeySequence::Undo)).left(4), QStringLiteral("Undo"));
    QCOMPARE(owner(QKeySequence(QKeySequence::Redo)).left(4), QStringLiteral("Redo"));
    QCOMPARE(owner(QKeySequence(QKeySequence::Find)), QStringLiteral("Focus filter"));
    QCOMPARE(owner(QKeySequence(QKeySequence::Refresh)), QStringLiteral("Reload catalog"));
    QCOMPARE(owner(QKeySequence(Qt::CTRL | Qt::Key_I)), QStringLiteral("Import..."));
    QCOMPARE(owner(QKeySequence(Qt::CTRL | Qt::Key_E)), QStringLiteral("Export table..."));
    // Preferences: the platform's key, or Ctrl+, where it has none (Linux, Windows).
    const QKeySequence preferences = QKeySequence(QKeySequence::Preferences).isEmpty()
                                         ? QKeySequence(Qt::CTRL | Qt::Key_Comma)
                                         : QKeySequence(QKeySequence::Preferences);
    QCOMPARE(owner(preferences), QStringLiteral("Preferences..."));
    QCOMPARE(owner(QKeySequence(QKeySequence::HelpContents)), QStringLiteral("User Guide"));
    QCOMPARE(owner(QKeySequence(Qt::CTRL | Qt::Key_K)), QStringLiteral("Quick search..."));
}

QTEST_MAIN(TstMenusKeyboard)
#include "tst_menus_keyboard.moc"
