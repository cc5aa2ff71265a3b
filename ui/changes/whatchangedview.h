#pragma once

#include "application/catalogdiff.h"
#include "application/diffexport.h"
#include "domain/savedsnapshot.h"

#include <QString>
#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSplitter;
class QTableView;

namespace chipatlas {

class CatalogSession;
class DiffTableModel;
class ExportJob;
class FittedColumns;
class Settings;
class SnapshotListPanel;
struct StorageError;

// The "What changed" tab: the catalog's saved snapshots (take, rename, delete, export, import),
// "Compare [from] with [to | now]", and the diff as a sortable, filterable table that exports
// as CSV or as a Markdown memo (io/diffexport.h). Every read and write of snapshots and every
// diff runs on the catalog session's worker (catalogsession.h); while a diff is computed a busy
// bar shows and the window stays usable. A diff against now is computed again when the catalog
// changes (while the tab is hidden, when it shows again).
class WhatChangedView final : public QWidget {
    Q_OBJECT

public:
    explicit WhatChangedView(CatalogSession* session, QWidget* parent = nullptr);
    ~WhatChangedView() override;

    SnapshotListPanel* snapshotPanel() const { return m_panel; }
    QTableView* diffTable() const { return m_table; }
    DiffTableModel* diffModel() const { return m_model; }
    QComboBox* fromBox() const { return m_from; }
    QComboBox* toBox() const { return m_to; }
    QComboBox* kindBox() const { return m_kind; }
    QComboBox* changeBox() const { return m_change; }
    QLineEdit* filterEdit() const { return m_filter; }
    QLabel* summaryLabel() const { return m_summary; }
    // Whether a diff is being computed.
    bool isComparing() const { return m_comparing; }
    // Whether the snapshot list was read at least once.
    bool isListed() const { return m_listed; }

    // Take snapshot... (the button, File > Take snapshot..., Ctrl+Shift+T): asks for a name and
    // a note, then takes it.
    void askTakeSnapshot();
    // What the buttons do once their dialogs answered (tests and scripts call these).
    void takeSnapshot(const QString& name, const QString& note);
    void renameSnapshot(qint64 id, const QString& name);
    void deleteSnapshot(qint64 id); // without asking
    void exportSnapshot(qint64 id, const QString& path);
    void importSnapshot(const QString& path);
    // Compares the snapshot named `from` (a name or an id) with `to`, or with the catalog now
    // when `to` is empty; before the list was read, once it is. False for a name the list
    // does not have.
    bool compare(const QString& from, const QString& to = {});
    // Writes the rows the table shows; false while another export runs. `window` null: no
    // dialogs (tests).
    bool exportDiff(const QString& path, DiffExportFormat format);
    ExportJob* exportJob() const { return m_export; }

    void restoreState(const Settings& settings);
    void saveState(Settings& settings) const;

Q_SIGNALS:
    void statusMessage(const QString& text);
    // A diff is shown (its rows in the table).
    void diffShown();

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void showSnapshots(const QList<SavedSnapshot>& snapshots);
    void showDiff(const CatalogDiff& diff);
    void showFailure(const QString& what, const StorageError& error);
    void compareChosen();
    void startCompare(qint64 from, std::optional<qint64> to);
    // The filter the boxes above the table set.
    DiffFilter shownFilter() const;
    void applyFilter();
    void updateSummary();
    void askRename(const SavedSnapshot& snapshot);
    void askDelete(const SavedSnapshot& snapshot);
    void askExport(const SavedSnapshot& snapshot);
    void askImport();
    void askExportDiff(DiffExportFormat format);
    void fillFilterBoxes();
    std::optional<qint64> snapshotId(const QString& nameOrId) const;
    QString snapshotName(qint64 id) const;

    CatalogSession* m_session;
    SnapshotListPanel* m_panel;
    QComboBox* m_from;
    QComboBox* m_to;
    QPushButton* m_compare;
    QProgressBar* m_busy;
    bool m_showingNewDiff = false; // a compared diff whose rows are not shown yet
    QLabel* m_summary;
    QComboBox* m_kind;
    QComboBox* m_change;
    QLineEdit* m_filter;
    QPushButton* m_exportCsv;
    QPushButton* m_exportMarkdown;
    QTableView* m_table;
    DiffTableModel* m_model;
    FittedColumns* m_columns = nullptr;
    QSplitter* m_splitter;
    int m_sortedColumn = -1; // the last column the table sorted by (-1: the diff's order)
    ExportJob* m_export;
    bool m_listed = false;
    bool m_comparing = false;
    bool m_compareAgain = false; // the catalog changed while a diff against now was computed
    bool m_stale = false;        // the catalog changed while the tab was hidden
    // The comparison shown (or being computed): from, and to (nullopt: now).
    std::optional<qint64> m_shownFrom;
    std::optional<qint64> m_shownTo;
    // A comparison asked for by name before the list was read (start-up, restored state).
    std::optional<std::pair<QString, QString>> m_pendingCompare;
};

} // namespace chipatlas
