#include "application/changehistory.h"

#include <algorithm>

namespace chipatlas {

ChangeHistory::ChangeHistory(QObject* parent)
    : QObject(parent) {}

QString ChangeHistory::undoText() const {
    return canUndo() ? m_steps.at(m_index - 1).text : QString();
}

QString ChangeHistory::redoText() const {
    return canRedo() ? m_steps.at(m_index).text : QString();
}

QString ChangeHistory::text(int index) const {
    return index >= 0 && index < count() ? m_steps.at(index).text : QString();
}

void ChangeHistory::undo() {
    if (canUndo())
        Q_EMIT moveRequested(m_index - 1);
}

void ChangeHistory::redo() {
    if (canRedo())
        Q_EMIT moveRequested(m_index + 1);
}

void ChangeHistory::setIndex(int index) {
    index = std::clamp(index, 0, count());
    if (index != m_index)
        Q_EMIT moveRequested(index);
}

ChangeHistory::State ChangeHistory::state() const {
    return {m_index, canUndo(), canRedo(), undoText(), redoText()};
}

void ChangeHistory::announce(const State& before) {
    if (m_index != before.index)
        Q_EMIT indexChanged(m_index);
    if (canUndo() != before.canUndo)
        Q_EMIT canUndoChanged(canUndo());
    if (canRedo() != before.canRedo)
        Q_EMIT canRedoChanged(canRedo());
    if (undoText() != before.undoText)
        Q_EMIT undoTextChanged(undoText());
    if (redoText() != before.redoText)
        Q_EMIT redoTextChanged(redoText());
}

void ChangeHistory::add(CatalogChange change) {
    const State before = state();
    m_steps.erase(m_steps.begin() + m_index, m_steps.end());
    const QString text = change.text;
    m_steps.append(std::move(change));
    m_index = count();
    Q_EMIT stepAdded(text);
    announce(before);
}

void ChangeHistory::moveTo(int index) {
    const State before = state();
    m_index = std::clamp(index, 0, count());
    announce(before);
}

void ChangeHistory::replace(int index, CatalogChange change) {
    m_steps[index] = std::move(change);
}

void ChangeHistory::clear() {
    const State before = state();
    m_steps.clear();
    m_index = 0;
    Q_EMIT cleared();
    announce(before);
}

} // namespace chipatlas
