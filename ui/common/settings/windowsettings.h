#pragma once

#include <QByteArray>
#include <QString>

namespace chipatlas {

class SettingsStore;

// The main window's settings: its geometry, toolbar/dock state and splitter, and the tab on its
// right.
class WindowSettings {
public:
    explicit WindowSettings(SettingsStore& store)
        : m_store(store) {}

    // Window geometry and toolbar/dock state (QMainWindow::saveGeometry/saveState).
    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state);
    QByteArray splitterState() const;
    void setSplitterState(const QByteArray& state);

    // The right-hand tab of the main window: "details", "compare" or "chart".
    QString rightTab() const;
    void setRightTab(const QString& tab);

private:
    SettingsStore& m_store;
};

} // namespace chipatlas
