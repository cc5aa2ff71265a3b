#pragma once

#include "application/catalogsession.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

class QWidget;

namespace chipatlas {

// Whether `path` names a JSON file (else CSV): what every transfer of a file tells by its name.
bool isJsonPath(const QString& path);
// `folder` when it is an existing folder, else the user's documents folder: where a file
// dialog opens.
QString folderOrDocuments(const QString& folder);

// The last steps every file import but the chips' takes in the GUI (systems, offers and
// results files, MLPerf folders: systemtransfer.h, resulttransfer.h): one plan, shown and asked
// about, written as one change of the session (one Undo takes it back) through the use case the
// CLI's import calls too, and reported in the status bar; a failure is reported and, when
// interactive, shown in a message box.
class ImportWriter final : public QObject {
    Q_OBJECT

public:
    ImportWriter(CatalogSession* session, QWidget* window, QObject* parent);

    void setInteractive(bool interactive) { m_interactive = interactive; }
    bool isInteractive() const { return m_interactive; }

    // "2 new systems, 1 changed, 3 unchanged", `added` being the first part.
    static QString summary(const QString& added, qsizetype changed, qsizetype unchanged);

    // What an import would do, as its question box shows it.
    struct Preview {
        QString name;        // the file or folder as the user sees it
        QString summary;     // summary(): what it adds, changes and leaves unchanged
        QStringList added;   // "new: ..." lines
        QStringList changed; // "changed: ..." lines
        QStringList leftOut; // "left out: ..." lines (what the file holds but is not imported)
        QString boxName;     // the question box's object name
    };
    // The use case that writes the plan (writeSystemFileImport(), writeResultFileImport()),
    // its undo step named `text`.
    using Write = std::function<ChangeResult(Catalog& catalog, const QString& text)>;
    // Nothing to add or change: says so. Else asks (when interactive) and writes the plan with
    // `write` as one change; reports "Imported <name>: <summary>." or why it failed.
    void confirmAndWrite(const Preview& preview, Write write);

    // "<name>: <problem>" reported as a failure (the file or folder could not be read, planned).
    void refuse(const QString& name, const QString& problem);

Q_SIGNALS:
    void statusMessage(const QString& text);
    void failed(const QString& message);
    void imported(); // the change was written (one undo step)

private:
    bool ask(const Preview& preview) const;
    void fail(const QString& message);

    CatalogSession* m_session;
    QWidget* m_window;
    bool m_interactive = true;
};

} // namespace chipatlas
