#include "editing/sessioneditor.h"

#include "application/storagemessage.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMessageBox>

namespace chipatlas {

using Outcome = CatalogSession::Outcome;

SessionEditor::SessionEditor(CatalogSession* session, QWidget* window, const QString& errorBoxName)
    : QObject(window)
    , m_session(session)
    , m_window(window)
    , m_errorBoxName(errorBoxName) {}

void SessionEditor::reportError(const QString& what, const StorageError& error) {
    const QString details = StorageMessage::text(error);
    Q_EMIT errorOccurred(details.isEmpty() ? what : what + QLatin1Char(' ') + details);
    if (!m_window)
        return;
    auto* box = new QMessageBox(QMessageBox::Warning, QApplication::applicationDisplayName(), what,
                                QMessageBox::Ok, m_window);
    box->setObjectName(m_errorBoxName);
    box->setInformativeText(details);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

QString SessionEditor::failedText(const QString& change) const {
    return tr("Could not %1; nothing was changed.").arg(change);
}

QAction* SessionEditor::addAction(const QString& text, const QString& objectName,
                                  const QString& statusTip, const QKeySequence& shortcut) {
    auto* action = new QAction(text, this);
    action->setObjectName(objectName);
    if (!statusTip.isEmpty())
        action->setStatusTip(statusTip);
    if (!shortcut.isEmpty())
        action->setShortcut(shortcut);
    m_menuActions.append(action);
    return action;
}

void SessionEditor::populateMenu(QMenu* menu) const {
    for (QAction* action : m_menuActions) {
        if (action)
            menu->addAction(action);
        else
            menu->addSeparator();
    }
}

void SessionEditor::updateActionsWith(const std::function<void()>& update, bool snapshots) {
    connect(m_session, &CatalogSession::wentOffline, this, update);
    connect(m_session, &CatalogSession::backOnline, this, update);
    if (snapshots)
        connect(m_session, &CatalogSession::snapshotChanged, this, update);
    update();
}

// Every change is a use case (application/chipedits.h, systemedits.h, pricing.h) that the
// session runs on its worker: it reads the states before (or starts from the `base` the user
// edited) and works out the states after; the session writes them based on the versions
// before, so that someone else's save in between is a conflict (the session reports it and
// shows its dialog), not lost.
void SessionEditor::submit(const QString& text, std::function<ChangeResult(Catalog&)> job,
                           std::function<void()> changed, const QList<Chip>& saved) {
    const QString failure = failedText(text);
    m_session->change(this, failure, std::move(job),
                      [this, failure, changed](Outcome outcome, const StorageError& error) {
                          if (outcome == Outcome::Failed &&
                              error.code != StorageError::Code::Conflict)
                              reportError(failure, error);
                          else if (outcome == Outcome::Changed && changed)
                              changed();
                      },
                      {text, saved});
}

} // namespace chipatlas
