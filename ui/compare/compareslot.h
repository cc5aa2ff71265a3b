#pragma once

#include "domain/entry.h"

#include <QFrame>
#include <QList>

class QLabel;
class QSpinBox;
class QToolButton;

namespace chipatlas {

struct CompareEntry;

// One slot of the compare view: the chip's or system's name (or an invitation to drop one),
// buttons to move it left or right, to clear it and to pick a chip or a system, and for a chip
// taken N times beside a system ("8 x H100 SXM") a spin box for N. Entries dropped on the slot
// are offered to the view through entriesDropped(); the view decides what goes where.
class CompareSlot final : public QFrame {
    Q_OBJECT

public:
    explicit CompareSlot(int index, QWidget* parent = nullptr);

    int index() const { return m_index; }
    // nullptr empties the slot. The entry is not kept.
    void setEntry(const CompareEntry* entry);
    bool isEmpty() const { return m_empty; }
    void setMovable(bool left, bool right);

    // The entry's whole name; nameLabel() shows it on at most two lines, elided.
    QString name() const { return m_nameText; }
    QLabel* nameLabel() const { return m_name; }
    QToolButton* clearButton() const { return m_clear; }
    QToolButton* moveLeftButton() const { return m_left; }
    QToolButton* moveRightButton() const { return m_right; }
    QToolButton* pickButton() const { return m_pick; }
    QSpinBox* countBox() const { return m_count; } // shown for a chip taken N times

Q_SIGNALS:
    void entriesDropped(int index, const QList<chipatlas::EntryRef>& refs);
    void clearRequested(int index);
    void moveRequested(int index, int delta);
    // The pick button was pressed: the view offers the catalog's chips and systems.
    void pickRequested(int index);
    // The user set N of a chip taken N times.
    void countChosen(int index, int count);

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dragLeaveEvent(QDragLeaveEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void setDragOver(bool over);
    void updateLook();
    void elideText();

    int m_index;
    bool m_empty = true;
    bool m_dragOver = false;
    bool m_updatingLook = false;
    QLabel* m_name;
    QString m_nameText;
    QLabel* m_detail;
    QString m_detailText;
    QToolButton* m_left;
    QToolButton* m_right;
    QToolButton* m_clear;
    QToolButton* m_pick;
    QSpinBox* m_count;
};

} // namespace chipatlas
