#pragma once

#include "domain/precision.h"
#include "viewoptions.h"

#include <QMainWindow>
#include <QString>

class QActionGroup;
class QLabel;
class QSplitter;

namespace chipatlas {

class ChipLoader;
class ChipTablePage;
class DetailsPane;
struct StorageError;

// The main window: the chip table page and the details pane side by side in a splitter, the
// menus and the status bar. Each part is its own widget; this class wires them together and
// remembers the window's state across starts.
class MainWindow final : public QMainWindow {
    Q_OBJECT

public:
    // The catalog at `catalogPath` must already be open (migrated and seeded) on this thread;
    // the window reads its chips on a worker thread.
    explicit MainWindow(const QString& catalogPath, const ViewOptions& options = {},
                        QWidget* parent = nullptr);
    ~MainWindow() override;

    ChipTablePage* tablePage() const { return m_page; }
    DetailsPane* detailsPane() const { return m_details; }
    QString catalogPath() const { return m_catalogPath; }

    // Reads the chips again from the catalog (in the background).
    void reload();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void restoreWindowState(const ViewOptions& options);
    void saveWindowState();
    void setPrecision(Precision precision);
    void updateCounts(int shown, int total);
    void showLoadError(const StorageError& error);
    void showAbout();

    QString m_catalogPath;
    ChipTablePage* m_page;
    DetailsPane* m_details;
    QSplitter* m_splitter;
    ChipLoader* m_loader;
    QLabel* m_countLabel;
    QLabel* m_pathLabel;
    QActionGroup* m_precisionActions = nullptr;
};

} // namespace chipatlas
