#pragma once

#include "application/catalogconflict.h"

#include <QDialog>

class QTableWidget;

namespace chipatlas {

// Shows a conflict (CatalogSession::conflictOccurred()) side by side, one row per field on
// which the user's change and the catalog disagree: the value the change started from, the
// user's ("Mine") and the catalog's ("Theirs"), each figure with its status and source. Rows
// that both sides changed are marked. The user keeps theirs, keeps mine, or merges with a
// choice per row (preset to the side that changed the field). Accepted, resolution() is the
// change to save: based on theirs, so that it is a normal undoable change. Rejected (Escape),
// nothing is saved and the catalog keeps theirs.
class ConflictDialog final : public QDialog {
    Q_OBJECT

public:
    explicit ConflictDialog(CatalogConflict conflict, QWidget* parent = nullptr);

    enum class Choice { Mine, Theirs };
    // The row's current choice (tests, and the merge).
    Choice choice(int row) const;
    void setChoice(int row, Choice choice);
    int rowCount() const;
    const QList<ConflictItem>& items() const { return m_items; }

    void keepMine();
    void takeTheirs();
    void merge();
    // What to save; valid once accepted.
    const CatalogChange& resolution() const { return m_resolution; }

private:
    void finish(const QList<qsizetype>& takeTheirs);

    CatalogConflict m_conflict;
    QList<ConflictItem> m_items;
    QTableWidget* m_table;
    CatalogChange m_resolution;
};

} // namespace chipatlas
