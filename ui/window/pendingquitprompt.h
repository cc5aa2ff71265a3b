#pragma once

#include <QObject>
#include <QString>

class QWidget;

namespace chipatlas {

class CatalogSession;

// Asked when the window closes while edits wait for a team server that cannot be reached:
// wait for the server (the window stays and closes once they are saved), save the edits to a
// JSON catalog file that File > Import and `chipatlas-cli import` read and quit, or cancel.
// Nothing is dropped without the user being told which edits a file cannot hold.
class PendingQuitPrompt final : public QObject {
    Q_OBJECT

public:
    enum class Choice { Wait, Quit, Cancel };

    PendingQuitPrompt(CatalogSession* session, QWidget* window);

    // Asks (a modal message box); to quit, asks for the file and writes it first. Returns Cancel
    // when the file was not chosen or could not be written (the error shown).
    Choice ask();

    // Writes the chips the waiting edits save to `path`, in the form import reads.
    bool saveTo(const QString& path, QString* error) const;

private:
    QString chooseFile();

    CatalogSession* m_session;
    QWidget* m_window;
};

} // namespace chipatlas
