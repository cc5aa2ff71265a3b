#pragma once

#include "application/catalogchange.h"
#include "application/catalogsession.h"
#include "domain/chip.h"
#include "storage/catalog.h"

#include <QDialog>
#include <QKeySequence>
#include <QObject>
#include <QString>

#include <functional>
#include <optional>

class QAction;
class QMenu;
class QWidget;

namespace chipatlas {

struct StorageError;

// What the chip (CatalogEditor), system and result editors share: each change goes to the
// catalog session as one undoable use case, based on the versions the user edited (someone
// else's save in between is a conflict, reported through the session's conflict path); a
// failure is reported (errorOccurred() and a message box on the window); an edit dialog starts
// from the entry's state the session reads on its worker (its version is the base of the
// write); no new edit starts while the team server cannot be reached.
class SessionEditor : public QObject {
    Q_OBJECT

public:
    // Adds the editor's actions (addAction()) to `menu`, with their separators.
    void populateMenu(QMenu* menu) const;

Q_SIGNALS:
    void errorOccurred(const QString& message);
    void statusMessage(const QString& text);
    void dialogShown(QDialog* dialog); // tests reach the dialogs opened after a read

protected:
    // `window` parents the dialogs and the message boxes (named errorBoxName).
    SessionEditor(CatalogSession* session, QWidget* window, const QString& errorBoxName);

    // Hands the use case `job` to the session as one change named `text`; `changed` runs once
    // it was written, `saved` are the chips it saves (for an import file while offline).
    void submit(const QString& text, std::function<ChangeResult(Catalog&)> job,
                std::function<void()> changed = {}, const QList<Chip>& saved = {});
    void reportError(const QString& what, const StorageError& error);
    // "Could not add system X; nothing was changed.": a change that failed. An editor whose
    // change texts translate differently (CatalogEditor's are nouns in Japanese) words it itself.
    virtual QString failedText(const QString& change) const;

    // An action of the editor's menu (populateMenu(), in the order added), named `objectName`
    // (tests find it by that name).
    QAction* addAction(const QString& text, const QString& objectName,
                       const QString& statusTip = {}, const QKeySequence& shortcut = {});
    // Calls `update` (which enables the editor's actions) now and whenever the team server
    // goes away or comes back (the catalog is read-only meanwhile), and with `snapshots` on
    // every new snapshot too.
    void updateActionsWith(const std::function<void()>& update, bool snapshots);
    // A separator in the menu before `action`.
    void addMenuSeparatorBefore(QAction* action) {
        m_menuActions.insert(m_menuActions.indexOf(action), nullptr);
    }

    // Reads the stored state of one entry on the session's worker (`states`: the catalog's
    // chipStates(), systemStates(), ... of its id), then calls `show` with it on this thread;
    // a failed read is reported as `failure`.
    template <typename State>
    void readState(std::function<std::optional<QList<State>>(const Catalog&, StorageError*)> states,
                   const QString& failure, std::function<void(const State&)> show);
    // readState() of an entry that must be stored: `stored` says whether it is (else the
    // failure is reported; someone else deleted it in between).
    template <typename State>
    void readStoredState(
        std::function<std::optional<QList<State>>(const Catalog&, StorageError*)> states,
        const QString& failure, std::function<bool(const State&)> stored,
        std::function<void(const State&)> show) {
        readState<State>(std::move(states), failure,
                         [this, failure, stored, show](const State& state) {
                             if (!stored(state)) {
                                 reportError(failure, StorageError{});
                                 return;
                             }
                             show(state);
                         });
    }

    // Shows `dialog` (non-modal, deleted when closed; dialogShown()) and calls `accepted` when
    // it is.
    template <typename Dialog, typename Accepted>
    Dialog* openDialog(Dialog* dialog, Accepted accepted) {
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QDialog::accepted, this, [dialog, accepted] { accepted(dialog); });
        dialog->open();
        Q_EMIT dialogShown(dialog);
        return dialog;
    }

    CatalogSession* m_session;
    QWidget* m_window;

private:
    QString m_errorBoxName;
    QList<QAction*> m_menuActions; // nullptr: a separator
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
