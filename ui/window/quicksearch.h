#pragma once

#include "application/catalogsnapshot.h"
#include "domain/entry.h"
#include "domain/quicksearch.h"

#include <QFrame>
#include <QString>
#include <QThreadPool>

#include <atomic>
#include <memory>

class QLabel;
class QLineEdit;
class QTreeWidget;

namespace chipatlas {

// The quick search (View > Quick search, Ctrl+K): a popup over the main window with a line edit
// and, below it, the chips, systems and models that match what is typed (core's quickSearch():
// every word in a name, vendor or id, in any case; a system by its chip's name or id too), each
// row saying its kind. It lists the best
// kShownLength and counts the rest ("and 1,234 more"). Up and Down move; Enter shows the entry
// (chipChosen(), systemChosen(), modelChosen()); Ctrl+Enter or Shift+Enter adds a chip or a
// system to the comparison (compareRequested()); Esc closes.
//
// Over a catalog larger than synchronousLimit() entries the search runs on a worker thread over
// the immutable snapshot: the rows shown stay until the new ones are ready, the newest query wins
// and a stale result is dropped.
class QuickSearch final : public QFrame {
    Q_OBJECT

public:
    static constexpr int kShownLength = 50;

    explicit QuickSearch(QWidget* parent);
    ~QuickSearch() override;

    // The catalog to search (the session's snapshot); an open popup searches it again.
    void setSnapshot(CatalogSnapshot snapshot);
    // Opens over the top of the parent's window, with an empty query.
    void popup();

    // Catalogs of more entries than this are searched on a worker thread.
    void setSynchronousLimit(int entries) { m_synchronousLimit = entries; }
    int synchronousLimit() const { return m_synchronousLimit; }
    bool isSearchPending() const { return m_pending; }

    QLineEdit* lineEdit() const { return m_edit; }
    // The matches: name, kind (chip, system, model) and vendor (a model's family); the id in
    // the tooltip.
    QTreeWidget* resultList() const { return m_list; }
    QLabel* countLabel() const { return m_count; }
    QLabel* hintLabel() const { return m_hint; }

Q_SIGNALS:
    void chipChosen(const QString& id);
    void systemChosen(const QString& id);
    void modelChosen(const QString& id);
    // A chip or a system: what CompareView takes.
    void compareRequested(const chipatlas::EntryRef& entry);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void search();
    void showResult(const CatalogSnapshot& snapshot, const QuickSearchResult& result);
    void moveCurrent(int delta);
    void activate(bool compare);
    void updateHint();

    QLineEdit* m_edit;
    QTreeWidget* m_list;
    QLabel* m_count;
    QLabel* m_hint;
    CatalogSnapshot m_snapshot;
    int m_synchronousLimit = 2000;

    QThreadPool m_pool; // one thread: the newest query waits for no older one
    std::shared_ptr<std::atomic<quint64>> m_latest; // the newest query, read by the jobs
    quint64 m_request = 0;
    bool m_pending = false;
};

} // namespace chipatlas
