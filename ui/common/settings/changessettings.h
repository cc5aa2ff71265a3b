#pragma once

#include <QByteArray>
#include <QString>

namespace chipatlas {

class SettingsStore;

// The "What changed" tab's settings: its splitter and the diff table's columns, the snapshots
// compared last, the filters, and the folder the diff and snapshot files went to.
class ChangesSettings {
public:
    explicit ChangesSettings(SettingsStore& store)
        : m_store(store) {}

    QByteArray changesSplitterState() const;
    void setChangesSplitterState(const QByteArray& state);
    QByteArray changesHeaderState() const;
    void setChangesHeaderState(const QByteArray& state);
    // The names of the snapshots compared last; `to` empty: the catalog now.
    QString changesFrom() const;
    void setChangesFrom(const QString& name);
    QString changesTo() const;
    void setChangesTo(const QString& name);
    // The filters: a kind of entry and a kind of change by key (empty: all), and the text.
    QString changesKind() const;
    void setChangesKind(const QString& key);
    QString changesChange() const;
    void setChangesChange(const QString& key);
    QString changesFilterText() const;
    void setChangesFilterText(const QString& text);
    QString changesExportFolder() const;
    void setChangesExportFolder(const QString& folder);

private:
    SettingsStore& m_store;
};

} // namespace chipatlas
