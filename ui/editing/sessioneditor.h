#pragma once

#include "application/catalogchange.h"
#include "application/catalogsession.h"
#include "domain/chip.h"
#include "storage/catalog.h"

#include <QDialog>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class QWidget;

namespace chipatlas {

struct StorageError;

// What the chip editor (CatalogEditor) and the system editor share: each change goes to the
// catalog session as one undoable use case, a failure is reported (errorOccurred() and a
// message box on the window), and an edit dialog starts from the entry's state the session
// reads on its worker (its version is the base of the write).
class SessionEditor : public QObject {
    Q_OBJECT

Q_SIGNALS:
    void errorOccurred(const QString& message);
    void statusMessage(const QString& text);

protected:
    // `window` parents the dialogs and the message boxes (named errorBoxName).
    SessionEditor(CatalogSession* session, QWidget* window, const QString& errorBoxName);

    // Hands the use case `job` to the session as one change named `text`; `changed` runs once
    // it was written, `saved` are the chips it saves (for an import file while offline).
    void submit(const QString& text, std::function<ChangeResult(Catalog&)> job,
                std::function<void()> changed = {}, const QList<Chip>& saved = {});
    void reportError(const QString& what, const StorageError& error);
    // "Could not add chip X; nothing was changed.": a change that failed.
    virtual QString failedText(const QString& change) const = 0;

    // Reads the stored state of one entry on the session's worker (`states`: the catalog's
    // chipStates(), systemStates(), ... of its id), then calls `show` with it on this thread;
    // a failed read is reported as `failure`.
    template <typename State>
    void readState(std::function<std::optional<QList<State>>(const Catalog&, StorageError*)> states,
                   const QString& failure, std::function<void(const State&)> show);

    // Shows `dialog` (non-modal, deleted when closed) and calls `accepted` when it is.
    template <typename Dialog, typename Accepted>
    Dialog* openDialog(Dialog* dialog, Accepted accepted) {
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QDialog::accepted, this, [dialog, accepted] { accepted(dialog); });
        dialog->open();
        return dialog;
    }

    CatalogSession* m_session;
    QWidget* m_window;

private:
    QString m_errorBoxName;
};

template <typename State>
void SessionEditor::readState(
    std::function<std::optional<QList<State>>(const Catalog&, StorageError*)> states,
    const QString& failure, std::function<void(const State&)> show) {
    struct Read {
        std::optional<State> state;
        StorageError error;
    };
    m_session->read<Read>(
        this,
        [states](const Catalog& catalog) {
            Read read;
            if (const std::optional<QList<State>> found = states(catalog, &read.error))
                read.state = found->constFirst();
            return read;
        },
        [this, failure, show](const Read& read) {
            if (!read.state) {
                reportError(failure, read.error);
                return;
            }
            show(*read.state);
        });
}

} // namespace chipatlas
