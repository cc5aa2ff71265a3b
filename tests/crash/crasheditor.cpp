// chipatlas-crash-editor --db FILE [--edits N]: saves edits of chips through the GUI's own path
// (CatalogSession and CatalogEditor::editChip(), which the chip edit dialog calls on OK), one
// after another, for tst_crash_edit to kill. Prints "ready" once the session is open, then
// "saved K MS" when edit K is saved (MS: milliseconds since ready); N edits, or until killed.
// Built with the tests, never shipped.
#include "application/catalogsession.h"
#include "crashedits.h"
#include "editing/catalogeditor.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>

#include <cstdio>

using namespace chipatlas;

namespace {
void say(const QString& line) {
    std::fputs(qPrintable(line + QLatin1Char('\n')), stdout);
    std::fflush(stdout);
}
} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption db(QStringLiteral("db"), QStringLiteral("The catalog."),
                                QStringLiteral("FILE"));
    const QCommandLineOption edits(QStringLiteral("edits"),
                                   QStringLiteral("How many edits; none: until killed."),
                                   QStringLiteral("N"), QStringLiteral("0"));
    parser.addOptions({db, edits});
    parser.process(app);
    const int count = parser.value(edits).toInt();

    CatalogSession session;
    StorageError error;
    if (!session.open(CatalogConnection::sqliteFile(parser.value(db)), &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message));
        return 1;
    }
    QList<Chip> originals;
    session.readBlocking([&originals](const Catalog& catalog) {
        StorageError readError;
        for (const QString& id : crashtest::editedChipIds()) {
            if (const std::optional<Chip> chip = catalog.chips().find(id, &readError))
                originals.append(*chip);
        }
    });
    if (originals.size() != crashtest::editedChipIds().size()) {
        std::fprintf(stderr, "the catalog lacks a chip to edit\n");
        return 1;
    }

    CatalogEditor editor(&session, nullptr);
    QElapsedTimer sinceReady;
    int k = 1;
    const auto saveNext = [&] {
        editor.editChip(crashtest::editedChip(originals.at(crashtest::editedChipIndex(k)), k));
    };
    QObject::connect(&editor, &CatalogEditor::chipSaved, &app, [&](const QString&) {
        say(QStringLiteral("saved %1 %2").arg(k).arg(sinceReady.elapsed()));
        if (count > 0 && k == count) {
            QApplication::quit();
            return;
        }
        ++k;
        saveNext();
    });
    QObject::connect(&editor, &CatalogEditor::errorOccurred, &app, [](const QString& message) {
        std::fprintf(stderr, "%s\n", qPrintable(message));
        QApplication::exit(1);
    });
    say(QStringLiteral("ready"));
    sinceReady.start();
    saveNext();
    return QApplication::exec();
}
