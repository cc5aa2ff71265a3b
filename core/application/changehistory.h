#pragma once

#include "application/catalogchange.h"

#include <QList>
#include <QObject>
#include <QString>

namespace chipatlas {

// The session's undo history: the changes written to the catalog, oldest first, and how many of
// them the catalog holds now (index(): the steps below it are done, those from it on were undone
// and can be redone). QUndoStack would be Qt Gui; this needs Qt Core only, and the GUI shows it
// through a QUndoStack that follows it (ui/editing/undostackmirror.h).
//
// It holds data only. undo(), redo() and setIndex() ask the session to move the catalog
// (moveRequested()): CatalogSession writes the steps on its worker and moves the index only as
// far as the writes succeeded, so that the history always matches the catalog. A change is added
// once written, and drops the steps that were undone before it (as QUndoStack::push() does).
class ChangeHistory final : public QObject {
    Q_OBJECT

public:
    explicit ChangeHistory(QObject* parent = nullptr);

    int count() const { return int(m_steps.size()); }
    int index() const { return m_index; }
    bool canUndo() const { return m_index > 0; }
    bool canRedo() const { return m_index < count(); }
    // What undo() would take back and redo() write again ("edit chip H100 SXM"); empty when
    // there is nothing to undo or redo.
    QString undoText() const;
    QString redoText() const;
    QString text(int index) const;
    const CatalogChange& change(int index) const { return m_steps.at(index); }

    // Requests to move the catalog one step back, one forward, or to `index` (a click in the
    // undo history). Nothing happens at either end, or when `index` is where the catalog is.
    void undo();
    void redo();
    void setIndex(int index);

Q_SIGNALS:
    // For the session: move the catalog to `index` (0 <= index <= count()).
    void moveRequested(int index);
    // A step was added (index() is count() now), or every step was dropped.
    void stepAdded(const QString& text);
    void cleared();
    void indexChanged(int index);
    void canUndoChanged(bool canUndo);
    void canRedoChanged(bool canRedo);
    void undoTextChanged(const QString& undoText);
    void redoTextChanged(const QString& redoText);

private:
    // The session writes the catalog, then records here what it holds.
    friend class CatalogSession;
    void add(CatalogChange change);
    void moveTo(int index);
    // The same step at the versions an undo or redo wrote (the base of the next one).
    void replace(int index, CatalogChange change);
    void clear();

    struct State {
        int index = 0;
        bool canUndo = false;
        bool canRedo = false;
        QString undoText;
        QString redoText;
    };
    State state() const;
    // Emits the signals of what differs from `before`.
    void announce(const State& before);

    QList<CatalogChange> m_steps;
    int m_index = 0;
};

} // namespace chipatlas
