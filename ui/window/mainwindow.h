#pragma once

#include "common/viewoptions.h"
#include "domain/entry.h"
#include "domain/precision.h"
#include "domain/units.h"

#include <QMainWindow>
#include <QPointer>
#include <QString>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QSplitter;
class QTabWidget;

namespace chipatlas {

class ChartPage;
class CatalogEditor;
class CatalogCopier;
class CatalogTransfer;
class CatalogSession;
class CatalogSettingsDialog;
class CatalogSnapshot;
class CatalogTablePage;
class CompareView;
class DetailsPane;
class FitDialog;
class OwnershipView;
class PriceHistoryView;
struct CatalogConnection;
class OfflineBanner;
class PreferencesDialog;
class PendingQuitPrompt;
class QuickSearch;
struct StorageError;
class ResultEditor;
class SystemEditor;
class SystemTransfer;
class UserGuideWindow;
class WhatChangedView;

// The main window: the chip table page beside a tab widget (the details pane, the compare
// view, the chart) in a splitter, the menus and the status bar. Each part is its own widget; this
// class wires them together and remembers the window's state across starts.
class MainWindow final : public QMainWindow {
    Q_OBJECT

public:
    // Shows the catalog `session` has open (it outlives the window); the views show the
    // session's snapshots, and every change goes through it.
    explicit MainWindow(CatalogSession* session, const ViewOptions& options = {},
                        QWidget* parent = nullptr);
    ~MainWindow() override;

    CatalogTablePage* tablePage() const { return m_page; }
    DetailsPane* detailsPane() const { return m_details; }
    CompareView* compareView() const { return m_compare; }
    ChartPage* chartPage() const { return m_chart; }
    // The "What changed" tab: saved snapshots and what changed between them.
    WhatChangedView* whatChangedView() const { return m_changes; }
    QAction* whatChangedAction() const { return m_whatChangedAction; }
    QAction* takeSnapshotAction() const { return m_takeSnapshotAction; }
    QTabWidget* sideTabs() const { return m_tabs; }
    QAction* compareAction() const { return m_compareAction; }
    QAction* fitAction() const { return m_fitAction; }
    QAction* chartAction() const { return m_chartAction; }
    QAction* catalogSettingsAction() const { return m_catalogSettingsAction; }
    QAction* preferencesAction() const { return m_preferencesAction; }
    // View > Quick search (Ctrl+K): jumps to any chip, system or model, or compares it.
    QuickSearch* quickSearch() const { return m_quickSearch; }
    // Help > User Guide (F1), created on first use; nullptr until then.
    UserGuideWindow* userGuide() const { return m_userGuide; }
    UserGuideWindow* openUserGuide();
    // Shows Settings, Catalog (creating it, or raising the one already open).
    CatalogSettingsDialog* openCatalogSettings();
    // Shows Preferences (creating it, or raising the one already open); what it stores is
    // applied to the window at once (applyPreferences()).
    PreferencesDialog* openPreferences();
    // GB or GiB everywhere memory is shown: stored in Settings and given to every view.
    void setMemoryUnits(MemoryUnits units);
    // The model-fit calculator, created on first use; nullptr until then.
    FitDialog* fitDialog() const { return m_fitDialog; }
    // Shows the calculator (creating it), on `modelId` and with `chipId` selected when given.
    FitDialog* openFitDialog(const QString& chipId = {}, const QString& modelId = {});
    // Own or rent, created on first use; nullptr until then.
    OwnershipView* ownershipView() const { return m_ownershipView; }
    QAction* ownershipAction() const { return m_ownershipAction; }
    // Shows Own or rent (creating it) on a system or chip, with `compareId` beside it; with no
    // id, what it shows, or else the scenario saved last.
    OwnershipView* openOwnershipView(const QString& hardwareId, const QString& compareId = {});
    // Price history, created on first use; nullptr until then.
    PriceHistoryView* priceHistoryView() const { return m_priceHistoryView; }
    QAction* priceHistoryAction() const { return m_priceHistoryAction; }
    // Shows the price history of an offer, a chip or a system (creating the view).
    PriceHistoryView* openPriceHistory(const QString& id);
    SideTab currentSideTab() const;
    void showSideTab(SideTab tab);
    // Adds the chip (or the entry) to the comparison and shows the Compare tab.
    void compareChip(const QString& id);
    void compareEntry(const EntryRef& entry);
    CatalogSession* session() const { return m_session; }
    SystemEditor* systemEditor() const { return m_systemEditor; }
    ResultEditor* resultEditor() const { return m_resultEditor; }
    SystemTransfer* systemTransfer() const { return m_systemTransfer; }
    // Shown while the team server cannot be reached.
    OfflineBanner* offlineBanner() const { return m_banner; }

    // Reads the chips again from the catalog (in the background).
    void reload();

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void createMenus();
    void restoreWindowState(const ViewOptions& options);
    void saveWindowState();
    void setPrecision(Precision precision);
    void updateCounts();
    void showCurrentEntry();
    void showSnapshot(const CatalogSnapshot& snapshot);
    void showConnection(const CatalogConnection& connection);
    void showLoadError(const StorageError& error);
    void showAbout();
    void goToEntry(const QString& id);
    void fitSplitterToTab();
    void applyChartOptions(const ChartViewOptions& options);
    void openStartFitDialog();
    void openStartOwnershipView();
    void openStartPriceHistory();
    void triggerStartAction();
    void showBackOnline(int saved);
    void applyPreferences();

    CatalogSession* m_session;
    CatalogTablePage* m_page;
    DetailsPane* m_details;
    CompareView* m_compare;
    ChartPage* m_chart;
    WhatChangedView* m_changes;
    QTabWidget* m_tabs;
    QSplitter* m_splitter;
    CatalogEditor* m_editor = nullptr;
    CatalogTransfer* m_transfer = nullptr;
    CatalogCopier* m_copier = nullptr;
    SystemEditor* m_systemEditor = nullptr;
    ResultEditor* m_resultEditor = nullptr;
    SystemTransfer* m_systemTransfer = nullptr;
    QLabel* m_countLabel;
    QLabel* m_pathLabel;
    OfflineBanner* m_banner;
    PendingQuitPrompt* m_quitPrompt;
    QAction* m_importAction = nullptr;
    // Need every chip: off while the snapshot is the first page of a large catalog.
    QAction* m_exportCatalogAction = nullptr;
    QMenu* m_systemsMenu = nullptr;
    bool m_quitWhenSaved = false; // the user chose to wait for the server before quitting
    QActionGroup* m_precisionActions = nullptr;
    QAction* m_compareAction = nullptr;
    QAction* m_fitAction = nullptr;
    QAction* m_ownershipAction = nullptr;
    QAction* m_priceHistoryAction = nullptr;
    QAction* m_chartAction = nullptr;
    QAction* m_whatChangedAction = nullptr;
    QAction* m_takeSnapshotAction = nullptr;
    QAction* m_catalogSettingsAction = nullptr;
    QAction* m_preferencesAction = nullptr;
    FitDialog* m_fitDialog = nullptr;
    OwnershipView* m_ownershipView = nullptr;
    PriceHistoryView* m_priceHistoryView = nullptr;
    QuickSearch* m_quickSearch = nullptr;
    UserGuideWindow* m_userGuide = nullptr;
    QPointer<CatalogSettingsDialog> m_catalogSettings;
    QPointer<PreferencesDialog> m_preferences;
    bool m_startCatalogSettings = false;      // --settings catalog, opened once the window shows
    bool m_startPreferences = false;          // --settings preferences, likewise
    QString m_startAction;                    // --open: a menu action's objectName, likewise
    QString m_startSearch;                    // --search: typed into the quick search
    std::optional<FitViewOptions> m_startFit; // --fit, opened once the window shows
    QString m_startFitChip;
    std::optional<OwnershipViewOptions> m_startOwnership; // --own-or-rent, --scenario
    QString m_startPriceHistory;                          // --price-history ID
    // The splitter sizes before the Compare or Chart tab widened the right side; restored when
    // the Details tab comes back, unless the user moved the splitter in between.
    QList<int> m_sizesBeforeCompare;
    bool m_shownOnce = false;
};

} // namespace chipatlas
