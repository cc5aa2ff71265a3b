#pragma once

#include <QObject>
#include <QPointer>

class QUndoStack;

namespace chipatlas {

class ChangeHistory;

// The session's undo history (application/changehistory.h, Qt Core) as a QUndoStack, which the
// Edit menu's Undo and Redo actions and the Undo history dialog's QUndoView need. The stack holds
// one command per step, with the step's text and nothing to do, and follows the history: a step
// added, the history cleared, the index moved. Whatever moves the stack's index (its actions, a
// click in the view, undo() and redo() on it) is put back where the history is and asked of the
// history, so the catalog moves through the session and the stack follows once it has.
class UndoStackMirror final : public QObject {
    Q_OBJECT

public:
    UndoStackMirror(ChangeHistory* history, QObject* parent);
    ~UndoStackMirror() override;

    QUndoStack* stack() const { return m_stack; }

private:
    void rebuild();
    void onStackIndexChanged(int index);
    void setStackIndex(int index);

    QPointer<ChangeHistory> m_history;
    QUndoStack* m_stack;
    bool m_following = false; // the stack moves because the history did
};

} // namespace chipatlas
