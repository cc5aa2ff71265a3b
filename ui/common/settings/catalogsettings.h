#pragma once

#include "storage/catalogconnection.h"

#include <QList>
#include <QString>

#include <chrono>

namespace chipatlas {

struct SettingKey;
class SettingsStore;

// How often the window looks for other clients' changes to the catalog.
inline constexpr int kDefaultCatalogRefreshSeconds = 10;

// The catalog's settings: which catalog the GUI opens, how often it looks for others' changes,
// and the folders of the last import and export of chips. The connection and the refresh
// interval outlive Settings::clearViewState(): a reset layout must not send a team's user back
// to a local file.
class CatalogSettings {
public:
    explicit CatalogSettings(SettingsStore& store)
        : m_store(store) {}

    // Import and export of chips as CSV or JSON: the folders of the last import and export.
    QString catalogImportFolder() const; // empty: the documents folder
    void setCatalogImportFolder(const QString& folder);
    QString catalogExportFolder() const; // empty: the documents folder
    void setCatalogExportFolder(const QString& folder);
    // How often to look for changes other windows or users saved; 0: never.
    std::chrono::seconds catalogRefreshInterval() const;
    void setCatalogRefreshInterval(std::chrono::seconds interval);

    // The catalog the GUI opens when the command line names none (Settings, Catalog): a file
    // on this computer or a team server. Never the password, which lives in the keychain.
    // catalogConnection() is the chosen kind with its fields (an empty path: the default
    // file); setCatalogConnection() stores the kind and that kind's fields, and leaves the
    // other kind's as they were, so that switching back shows them again.
    CatalogConnection catalogConnection() const;
    void setCatalogConnection(const CatalogConnection& connection);
    QString catalogFile() const;             // the file last chosen, also while a server is
    CatalogConnection catalogServer() const; // the server last chosen, also while a file is

protected:
    // The keys clearViewState() keeps: the connection of either kind and the refresh interval.
    static QList<const SettingKey*> keysKeptOnReset();

private:
    SettingsStore& m_store;
};

} // namespace chipatlas
