// chipatlas: the desktop application. Start-up only; the window lives in the ui library.
#include "application/catalogsession.h"
#include "application/storagemessage.h"
#include "apppaths.h"
#include "common/settings.h"
#include "common/theme.h"
#include "domain/excerpt.h"
#include "domain/modelfit.h"
#include "guistartup.h"
#include "guitranslators.h"
#include "nocoredumps.h"
#include "startupcatalog.h"
#include "storage/catalog.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QIcon>
#include <QMessageBox>
#include <QStatusBar>

#include <cstdio>
#include <optional>

namespace {
// Whatever a message quotes of the command line, no control character reaches the terminal.
void write(std::FILE* stream, const QString& text) {
    const QByteArray utf8 = chipatlas::printableMessage(text).toUtf8();
    std::fwrite(utf8.constData(), 1, size_t(utf8.size()), stream);
    std::fflush(stream);
}

// What the command line asks for when it is not the window: prints the help, the version or
// the usage error and gives the exit code; nullopt for a command line that starts the app.
std::optional<int> answer(const chipatlas::GuiCommandLine& commandLine) {
    using Action = chipatlas::GuiCommandLine::Action;
    switch (commandLine.action) {
    case Action::ShowHelp:
    case Action::ShowVersion:
        write(stdout, commandLine.message);
        return 0;
    case Action::Error:
        write(stderr,
              QStringLiteral("chipatlas: %1\nTry 'chipatlas --help'.\n").arg(commandLine.message));
        return 2;
    case Action::Run:
        break;
    }
    return std::nullopt;
}

// --help, --version and a usage error need no display, so they are answered before there is a
// QApplication, which stops at a missing display (over SSH) before anything is printed. The
// options QApplication takes for itself (-platform ...) are left out of this first parse.
std::optional<int> answerWithoutDisplay(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    chipatlas::AppPaths::setApplicationIdentity();
    QCoreApplication::setApplicationVersion(QStringLiteral(CHIPATLAS_VERSION));
    chipatlas::installTranslators(app, chipatlas::guiLanguage(chipatlas::Settings()));
    return answer(
        chipatlas::parseGuiCommandLine(chipatlas::withoutQtOptions(QCoreApplication::arguments())));
}

// Says that `failed` cannot be opened and why, and that the window opens `instead`.
void warnFallingBack(const chipatlas::CatalogConnection& failed,
                     const chipatlas::CatalogConnection& instead,
                     const chipatlas::StorageError& error) {
    using namespace chipatlas;
    QMessageBox box(QMessageBox::Warning, QApplication::applicationDisplayName(),
                    QApplication::translate("main", "ChipAtlas cannot open the catalog %1; it "
                                                    "opens %2 instead.")
                        .arg(failed.displayText(), instead.displayText()),
                    QMessageBox::Ok);
    // The window opens: File > Catalog Settings is there.
    box.setInformativeText(StorageMessage::text(error));
    box.exec();
}

// The catalog --db names, else the one chosen in Settings, Catalog. When that one cannot be
// opened (the user is told why) or its password prompt was cancelled, the window opens what
// startupFallbacks() names instead, and `notice` says so: Settings, Catalog can choose again,
// and the choice is kept for the next start. A catalog named with --db that fails is an error,
// as is the default catalog failing.
bool openCatalog(chipatlas::CatalogSession& session, const chipatlas::GuiCommandLine& commandLine,
                 QString* notice, chipatlas::StorageError* error) {
    using namespace chipatlas;
    const Settings settings;
    const CatalogConnection wanted = startupConnection(commandLine, settings);
    const StartupOpen outcome =
        openStartupCatalog(session, wanted, PasswordSources::interactive(), error);
    if (outcome == StartupOpen::Opened)
        return true;
    CatalogConnection notOpened = wanted;
    bool failed = outcome == StartupOpen::Failed;
    for (const CatalogConnection& next :
         startupFallbacks(wanted, outcome, commandLine.catalog.has_value(),
                          guiCatalogConnection(settings.catalogFile()), guiCatalogConnection({}))) {
        if (failed)
            warnFallingBack(notOpened, next, *error);
        if (session.open(next, error)) {
            *notice = QApplication::translate("main", "The catalog %1 was not opened: this "
                                                      "window shows %2. File > Catalog Settings "
                                                      "chooses another.")
                          .arg(wanted.displayText(), next.displayText());
            return true;
        }
        notOpened = next;
        failed = true;
    }
    return false;
}
} // namespace

int main(int argc, char* argv[]) {
    // The window may hold a team catalog's password (keychain, prompt, libpq's PGPASSWORD): no
    // core file may copy it.
    chipatlas::forbidCoreDumps();
    if (const std::optional<int> exitCode = answerWithoutDisplay(argc, argv))
        return *exitCode;
    QApplication app(argc, argv);
    // A lost server connection is the banner and one message, not a driver line per statement.
    chipatlas::Catalog::routeDriverMessages();
    chipatlas::AppPaths::setApplicationIdentity(); // the CLI's too: the same default catalog
    QApplication::setApplicationDisplayName(QStringLiteral("ChipAtlas"));
    QApplication::setApplicationVersion(QStringLiteral(CHIPATLAS_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("org.chipatlas.ChipAtlas"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/org.chipatlas.ChipAtlas.svg")));

    using namespace chipatlas;
    installTranslators(app, guiLanguage(Settings()));
    setFormulaLocale(QLocale()); // the calculator's formulas in the user's digits
    GuiCommandLine commandLine = parseGuiCommandLine(QApplication::arguments());
    if (const std::optional<int> exitCode = answer(commandLine)) // answered above as a rule
        return *exitCode;
    // Before the first window, so that nothing shows in the platform's colours first. System
    // leaves the platform's style and palette alone.
    if (const Theme theme = commandLine.theme.value_or(Settings().theme()); theme != Theme::System)
        applyTheme(theme);

    // Outlives the window, which shows it.
    CatalogSession session;
    StorageError error;
    QString notice;
    if (!openCatalog(session, commandLine, &notice, &error)) {
        write(stderr, QStringLiteral("chipatlas: %1\n").arg(error.message));
        QMessageBox box(QMessageBox::Critical, QApplication::applicationDisplayName(),
                        QApplication::translate("main", "ChipAtlas cannot open its catalog."),
                        QMessageBox::Ok);
        box.setInformativeText(error.message);
        box.exec();
        return 1;
    }

    // Checked here, against the catalog just opened: a typo in --compare is an error to
    // report, not a comparison that silently shows one chip.
    if (!commandLine.view.compareIds.isEmpty()) {
        QStringList unknown;
        session.readBlocking([&](const Catalog& catalog) {
            commandLine.view.compareIds =
                resolveCompareIds(catalog, commandLine.view.compareIds, &unknown, &error);
        });
        if (error) {
            write(stderr, QStringLiteral("chipatlas: %1\n").arg(error.message));
            return 1;
        }
        if (!unknown.isEmpty()) {
            write(stderr,
                  QStringLiteral("chipatlas: %1\n")
                      .arg(QApplication::translate("main", "Unknown chip or system id(s): %1.")
                               .arg(unknown.join(QStringLiteral(", ")))));
            return 2;
        }
    }

    // --own-or-rent ids, checked as --compare's are (a saved scenario's name is checked by the
    // view, which says so in the status bar).
    if (commandLine.view.ownership && !commandLine.view.ownership->hardwareIds.isEmpty()) {
        QStringList unknown;
        session.readBlocking([&](const Catalog& catalog) {
            resolveCompareIds(catalog, commandLine.view.ownership->hardwareIds, &unknown, &error);
        });
        if (error) {
            write(stderr, QStringLiteral("chipatlas: %1\n").arg(error.message));
            return 1;
        }
        if (!unknown.isEmpty()) {
            write(stderr,
                  QStringLiteral("chipatlas: %1\n")
                      .arg(QApplication::translate("main", "Unknown chip or system id(s): %1.")
                               .arg(unknown.join(QStringLiteral(", ")))));
            return 2;
        }
    }

    // --what-changed names, checked as --compare's are.
    if (commandLine.view.whatChanged) {
        QStringList unknown;
        session.readBlocking([&](const Catalog& catalog) {
            unknown = unknownSnapshots(catalog, *commandLine.view.whatChanged, &error);
        });
        if (error) {
            write(stderr, QStringLiteral("chipatlas: %1\n").arg(error.message));
            return 1;
        }
        if (!unknown.isEmpty()) {
            write(stderr,
                  QStringLiteral("chipatlas: %1\nTry 'chipatlas-cli snapshot list' for their "
                                 "names.\n")
                      .arg(QApplication::translate("main", "Unknown snapshot(s): %1.")
                               .arg(unknown.join(QStringLiteral(", ")))));
            return 2;
        }
    }

    if (commandLine.view.fit) {
        const QString& id = commandLine.view.fit->modelId;
        bool known = false;
        session.readBlocking(
            [&](const Catalog& catalog) { known = isKnownModel(catalog, id, &error); });
        if (!known) {
            if (error) {
                write(stderr, QStringLiteral("chipatlas: %1\n").arg(error.message));
                return 1;
            }
            write(
                stderr,
                QStringLiteral("chipatlas: %1\nTry 'chipatlas-cli models' for the "
                               "model ids.\n")
                    .arg(
                        QApplication::translate("main", "Unknown model \"%1\".").arg(excerpt(id))));
            return 2;
        }
    }

    MainWindow window(&session, commandLine.view);
    window.show();
    if (!notice.isEmpty())
        window.statusBar()->showMessage(notice, 30000);
    return app.exec();
}
