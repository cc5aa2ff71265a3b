#pragma once

#include <QByteArray>
#include <QString>

namespace chipatlas {

class SettingsStore;

// The "Own or rent" window's settings: its geometry and splitter, and the scenario it showed
// last (reopened when the window opens on that scenario's hardware).
class OwnershipSettings {
public:
    explicit OwnershipSettings(SettingsStore& store)
        : m_store(store) {}

    QByteArray ownershipGeometry() const;
    void setOwnershipGeometry(const QByteArray& geometry);
    QByteArray ownershipSplitterState() const;
    void setOwnershipSplitterState(const QByteArray& state);
    // The id of the saved scenario shown last; empty: none (a new one for the hardware).
    QString ownershipScenarioId() const;
    void setOwnershipScenarioId(const QString& id);

private:
    SettingsStore& m_store;
};

} // namespace chipatlas
