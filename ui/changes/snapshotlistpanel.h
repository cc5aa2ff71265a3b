#pragma once

#include "domain/savedsnapshot.h"

#include <QList>
#include <QWidget>

#include <optional>

class QPushButton;
class QTreeWidget;

namespace chipatlas {

// The catalog's saved snapshots (name, taken, reason, what each holds, note), newest first, with
// the buttons that take, rename, delete, export and import them. It only shows and asks: what
// the buttons ask for goes out by signal, to the "What changed" view, which passes it to the
// catalog session.
class SnapshotListPanel final : public QWidget {
    Q_OBJECT

public:
    enum Column { NameColumn, TakenColumn, ReasonColumn, ContentsColumn, NoteColumn };

    explicit SnapshotListPanel(QWidget* parent = nullptr);

    void setSnapshots(const QList<SavedSnapshot>& snapshots);
    const QList<SavedSnapshot>& snapshots() const { return m_snapshots; }
    // The snapshot selected in the list; nullopt: none.
    std::optional<SavedSnapshot> current() const;
    void selectSnapshot(qint64 id);
    QTreeWidget* list() const { return m_list; }

    // "180 chips, 40 systems, 1,200 offers, ..." (the kinds it holds).
    static QString contentsText(const SnapshotCounts& counts);

Q_SIGNALS:
    void takeRequested();
    void renameRequested(const chipatlas::SavedSnapshot& snapshot);
    void deleteRequested(const chipatlas::SavedSnapshot& snapshot);
    void exportRequested(const chipatlas::SavedSnapshot& snapshot);
    void importRequested();
    void currentChanged();

private:
    void updateButtons();

    QTreeWidget* m_list;
    QPushButton* m_take;
    QPushButton* m_rename;
    QPushButton* m_delete;
    QPushButton* m_export;
    QPushButton* m_import;
    QList<SavedSnapshot> m_snapshots;
};

} // namespace chipatlas
