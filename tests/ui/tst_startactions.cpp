// --open ENTRY chooses a menu entry once the window shows and the catalog is loaded, as a user
// would (screenshots and tests reach the quick search, the chip editor and About this way):
// the command line names each entry, the window has the action it names, and choosing it
// opens what the menu opens, on the chip --select names.
#include "application/catalogsession.h"
#include "common/settings.h"
#include "editing/chipeditdialog.h"
#include "guistartup.h"
#include "sessiontestdata.h"
#include "window/aboutdialog.h"
#include "window/mainwindow.h"
#include "window/quicksearch.h"

#include <QAction>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace chipatlas;

class TstStartActions final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void commandLine();
    void everyEntryIsAMenuAction();
    void editOpensOnTheSelectedChip();
    void quickSearchGetsTheText();
    void aboutOpens();

private:
    std::unique_ptr<MainWindow> window(const QStringList& arguments);

    QTemporaryDir m_dir;
    std::unique_ptr<CatalogSession> m_session;
};

void TstStartActions::initTestCase() {
    m_session = std::make_unique<CatalogSession>();
    const QString error =
        sessiontest::openTestSession(*m_session, m_dir, QStringLiteral("tst_startactions"));
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

std::unique_ptr<MainWindow> TstStartActions::window(const QStringList& arguments) {
    const GuiCommandLine line =
        parseGuiCommandLine(QStringList{QStringLiteral("chipatlas")} + arguments);
    if (line.action != GuiCommandLine::Action::Run)
        return nullptr;
    auto result = std::make_unique<MainWindow>(m_session.get(), line.view);
    result->show();
    return result;
}

void TstStartActions::commandLine() {
    const auto parse = [](const QStringList& arguments) {
        return parseGuiCommandLine(QStringList{QStringLiteral("chipatlas")} + arguments);
    };
    QCOMPARE(parse({QStringLiteral("--open"), QStringLiteral("About")}).view.startAction,
             QStringLiteral("aboutAction"));
    const GuiCommandLine search = parse({QStringLiteral("--open"), QStringLiteral("quick-search"),
                                         QStringLiteral("--search"), QStringLiteral("llama 70b")});
    QCOMPARE(search.view.startAction, QStringLiteral("quickSearchAction"));
    QCOMPARE(search.view.searchText, QStringLiteral("llama 70b"));

    const GuiCommandLine unknown = parse({QStringLiteral("--open"), QStringLiteral("settings")});
    QCOMPARE(unknown.action, GuiCommandLine::Action::Error);
    QVERIFY2(unknown.message.contains(QLatin1String("\"settings\"")) &&
                 unknown.message.contains(QLatin1String("quick-search")),
             qPrintable(unknown.message));
    const GuiCommandLine noChip = parse({QStringLiteral("--open"), QStringLiteral("edit-chip")});
    QCOMPARE(noChip.action, GuiCommandLine::Action::Error);
    QVERIFY2(noChip.message.contains(QLatin1String("--open edit-chip needs --select")),
             qPrintable(noChip.message));
    const GuiCommandLine alone = parse({QStringLiteral("--search"), QStringLiteral("h100")});
    QCOMPARE(alone.action, GuiCommandLine::Action::Error);
    QVERIFY(alone.message.contains(QLatin1String("--open quick-search")));
}

void TstStartActions::everyEntryIsAMenuAction() {
    const std::unique_ptr<MainWindow> main = window({});
    QVERIFY(main);
    for (const char* entry :
         {"quick-search", "edit-chip", "edit-system", "undo-history", "user-guide", "about"}) {
        const QString name = startActionName(QString::fromLatin1(entry));
        QVERIFY2(!name.isEmpty(), entry);
        QVERIFY2(main->findChild<QAction*>(name), qPrintable(name));
    }
}

void TstStartActions::editOpensOnTheSelectedChip() {
    const std::unique_ptr<MainWindow> main =
        window({QStringLiteral("--select"), QStringLiteral("nvidia-h100-sxm"),
                QStringLiteral("--open"), QStringLiteral("edit-chip")});
    QVERIFY(main);
    // Edit is enabled only once the catalog is loaded and the chip selected: it waits for that.
    ChipEditDialog* dialog = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((dialog = main->findChild<ChipEditDialog*>()) && dialog->isVisible(),
                             10000);
    QCOMPARE(dialog->idEdit()->text(), QStringLiteral("nvidia-h100-sxm"));
    dialog->reject();
}

void TstStartActions::quickSearchGetsTheText() {
    const std::unique_ptr<MainWindow> main =
        window({QStringLiteral("--open"), QStringLiteral("quick-search"),
                QStringLiteral("--search"), QStringLiteral("h100")});
    QVERIFY(main);
    QuickSearch* search = main->findChild<QuickSearch*>();
    QVERIFY(search);
    QTRY_VERIFY_WITH_TIMEOUT(search->isVisible(), 10000);
    QCOMPARE(search->lineEdit()->text(), QStringLiteral("h100"));
}

void TstStartActions::aboutOpens() {
    const std::unique_ptr<MainWindow> main =
        window({QStringLiteral("--open"), QStringLiteral("about")});
    QVERIFY(main);
    AboutDialog* about = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((about = main->findChild<AboutDialog*>()) && about->isVisible(),
                             10000);
    about->close();
}

QTEST_MAIN(TstStartActions)
#include "tst_startactions.moc"
