#include "editing/undostackmirror.h"

#include "application/changehistory.h"

#include <QUndoStack>

namespace chipatlas {

UndoStackMirror::UndoStackMirror(ChangeHistory* history, QObject* parent)
    : QObject(parent)
    , m_history(history)
    , m_stack(new QUndoStack(this)) {
    rebuild();
    connect(m_history, &ChangeHistory::stepAdded, this, [this](const QString& text) {
        m_following = true;
        m_stack->push(new QUndoCommand(text)); // drops the undone steps, as the history did
        m_following = false;
    });
    connect(m_history, &ChangeHistory::cleared, this, [this] {
        m_following = true;
        m_stack->clear();
        m_following = false;
    });
    connect(m_history, &ChangeHistory::indexChanged, this, &UndoStackMirror::setStackIndex);
    connect(m_stack, &QUndoStack::indexChanged, this, &UndoStackMirror::onStackIndexChanged);
}

UndoStackMirror::~UndoStackMirror() {
    // The stack clears itself when it goes, which moves its index and its undo text: not a
    // request, and nothing for listeners that may be half destroyed already (the editor that
    // owns this mirror).
    m_stack->blockSignals(true);
}

void UndoStackMirror::rebuild() {
    m_following = true;
    m_stack->clear();
    for (int i = 0; i < m_history->count(); ++i)
        m_stack->push(new QUndoCommand(m_history->text(i)));
    m_stack->setIndex(m_history->index());
    m_following = false;
}

void UndoStackMirror::setStackIndex(int index) {
    m_following = true;
    m_stack->setIndex(index);
    m_following = false;
}

// Undo, redo or a click in the history view moved the stack: back to where the catalog is, and
// the history asks the session to move the catalog there.
void UndoStackMirror::onStackIndexChanged(int index) {
    if (m_following || !m_history)
        return;
    setStackIndex(m_history->index());
    m_history->setIndex(index);
}

} // namespace chipatlas
