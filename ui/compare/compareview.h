#pragma once

#include "application/catalogsnapshot.h"
#include "compare/compareentries.h"
#include "domain/chip.h"
#include "domain/entry.h"
#include "domain/precision.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>

class QLabel;
class QMenu;
class QStackedWidget;

namespace chipatlas {

class CompareOptionsBar;
class CompareResults;
class CompareSlot;
class ComparisonModel;
class ComparisonTree;
class Settings;

// The compare view: 2 to 4 slots across the top that take chips and systems dropped from the
// table (or anywhere that drags entrymime.h ids) or picked in the slot, the comparison of those
// entries as a tree of grouped rows, the three summary sentences, the measured results of the
// compared hardware side by side (compareresults.h; shown when there are any), and copy/export. A
// chip beside a system is taken N times (compareentries.h). It owns the compared set: the main
// window only forwards the catalog, the precision and "add this chip".
class CompareView final : public QWidget {
    Q_OBJECT

public:
    static constexpr int kMaxEntries = 4;
    // The most entries a slot's pick menu lists in one menu; beyond, "Find among all N…".
    static constexpr int kPickMenuLength = 25;

    explicit CompareView(QWidget* parent = nullptr);

    // The catalog session's snapshot, to resolve ids (looked up, never copied). Compared ids
    // that are no longer in the catalog are dropped silently.
    void setSnapshot(CatalogSnapshot snapshot);
    void setCatalog(const QList<Chip>& chips); // a snapshot of just these chips (tests)
    bool isLoaded() const { return m_loaded; }

    // What the slots name, in slot order: chips, chips taken N times, systems
    // (compareentries.h); the settings keep them as entrymime.h's lines.
    const QList<EntryRef>& entryRefs() const { return m_refs; }
    // What the slots hold, resolved against the catalog.
    const QList<CompareEntry>& entries() const { return m_entries; }
    // Replaces the compared set (the first kMaxEntries; before the catalog has arrived the
    // entries are kept as they are and checked once it does).
    void setEntryRefs(const QList<EntryRef>& refs);
    // Adds one entry to the first free slot; when all slots are full, replaces the last one
    // and says so through statusMessage(). Does nothing (but says so) for an entry already
    // compared.
    void addEntry(const EntryRef& ref);
    // A drop on the view: each entry as addEntry().
    void addEntries(const QList<EntryRef>& refs);
    // A drop on a slot: the first entry goes into that slot (one already compared moves
    // there), further entries fill the free slots.
    void placeEntries(int slot, const QList<EntryRef>& refs);
    void removeEntry(int slot);
    void moveEntry(int slot, int delta);
    // Takes the chip of a slot `count` times (EntryRef::chips()).
    void setChipCount(int slot, int count);
    void clear();

    Precision precision() const { return m_precision; }
    void setPrecision(Precision precision);
    // GB or GiB in the memory cells.
    void setMemoryUnits(MemoryUnits units);

    void restoreState(const Settings& settings);
    void saveState(Settings& settings) const;

    // The comparison as Markdown and plain text (the same text the clipboard gets).
    QString markdown() const;
    QString plainText() const;
    void copyAsMarkdown();
    void copyAsText();
    void exportCsv();
    // Writes the CSV to `path`; returns false and says why through statusMessage().
    bool exportCsvTo(const QString& path);

    ComparisonModel* model() const { return m_model; }
    ComparisonTree* treeView() const { return m_tree; }
    QLabel* summaryLabel() const { return m_summary; }
    // The measured results of the compared entries, side by side where they compare; hidden
    // when none of them has a result.
    CompareResults* resultsView() const { return m_results; }
    // Why the entries do not compare like for like (core's likeForLikeProblem(): a chip beside
    // systems of another chip count); empty when they do. No comparison is shown then, and the
    // placeholder says why.
    QString likeForLikeProblem() const { return m_problem; }
    QLabel* placeholderLabel() const { return m_placeholder; }
    // The menu the slot's pick button opens: chips and systems by vendor.
    QMenu* pickMenu(int slot);
    CompareSlot* slotAt(int index) const { return m_slots.at(index); }
    int visibleSlotCount() const;
    CompareOptionsBar* optionsBar() const { return m_options; }

Q_SIGNALS:
    // entryRefs() changed.
    void entriesChanged();
    void precisionChanged(chipatlas::Precision precision);
    // "Own or rent..." for the compared: the first one's id and the second's (empty with one).
    void ownershipRequested(const QString& id, const QString& compareId);
    // A short message for the status bar ("H100 replaced B200: 4 chips at most").
    void statusMessage(const QString& text);

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void updateSlots();
    void updateColours();
    QString nameOf(const EntryRef& ref) const;
    void showPickMenu(int slot);
    QString placeholderText() const;

    CatalogSnapshot m_catalog;
    bool m_loaded = false;
    QList<EntryRef> m_refs;
    QList<CompareEntry> m_entries;
    QString m_problem; // why the entries do not compare like for like
    Precision m_precision = Precision::BF16;

    QList<CompareSlot*> m_slots;
    ComparisonModel* m_model;
    ComparisonTree* m_tree;
    CompareResults* m_results;
    QLabel* m_resultsTitle;
    QLabel* m_summary;
    QLabel* m_legend;
    QLabel* m_placeholder;
    QStackedWidget* m_stack;
    CompareOptionsBar* m_options;
};

} // namespace chipatlas
