#include "common/settings/catalogsettings.h"

#include "common/settings/settingsstore.h"

namespace chipatlas {

namespace {
// The values of CatalogConnection/kind.
constexpr char kFileKind[] = "file";
constexpr char kServerKind[] = "server";

// The keys and their defaults; renaming a key loses the user's stored value.
struct Keys {
    SettingKey importFolder{"Catalog/importFolder", QString()};
    SettingKey exportFolder{"Catalog/exportFolder", QString()};
    SettingKey kind{"CatalogConnection/kind", QString::fromLatin1(kFileKind)};
    SettingKey file{"CatalogConnection/file", QString()};
    SettingKey host{"CatalogConnection/host", QStringLiteral("localhost")};
    SettingKey port{"CatalogConnection/port", CatalogConnection::kDefaultPostgresPort};
    SettingKey database{"CatalogConnection/database", QStringLiteral("chipatlas")};
    SettingKey user{"CatalogConnection/user", QString()};
    SettingKey sslMode{"CatalogConnection/sslMode", QString()};
    SettingKey refreshSeconds{"Catalog/refreshSeconds", kDefaultCatalogRefreshSeconds};
};

const Keys& keys() {
    static const Keys table;
    return table;
}
} // namespace

QString CatalogSettings::catalogImportFolder() const {
    return m_store.value(keys().importFolder).toString();
}

void CatalogSettings::setCatalogImportFolder(const QString& folder) {
    m_store.setValue(keys().importFolder, folder);
}

QString CatalogSettings::catalogExportFolder() const {
    return m_store.value(keys().exportFolder).toString();
}

void CatalogSettings::setCatalogExportFolder(const QString& folder) {
    m_store.setValue(keys().exportFolder, folder);
}

CatalogConnection CatalogSettings::catalogConnection() const {
    if (m_store.value(keys().kind).toString() == QLatin1String(kServerKind))
        return catalogServer();
    return CatalogConnection::sqliteFile(catalogFile());
}

void CatalogSettings::setCatalogConnection(const CatalogConnection& connection) {
    const Keys& k = keys();
    if (!connection.isPostgres()) {
        m_store.setValue(k.kind, QString::fromLatin1(kFileKind));
        m_store.setValue(k.file, connection.path);
        return;
    }
    m_store.setValue(k.kind, QString::fromLatin1(kServerKind));
    m_store.setValue(k.host, connection.host);
    m_store.setValue(k.port, connection.port);
    m_store.setValue(k.database, connection.database);
    m_store.setValue(k.user, connection.user);
    m_store.setValue(k.sslMode, connection.sslMode);
}

QString CatalogSettings::catalogFile() const {
    return m_store.value(keys().file).toString();
}

CatalogConnection CatalogSettings::catalogServer() const {
    const Keys& k = keys();
    // A hand-edited port or SSL mode falls back to the default rather than to a connection
    // that cannot work.
    int port = m_store.value(k.port).toInt();
    if (port < 1 || port > 65535)
        port = CatalogConnection::kDefaultPostgresPort;
    QString sslMode = m_store.value(k.sslMode).toString();
    if (!CatalogConnection::sslModes().contains(sslMode))
        sslMode.clear();
    return CatalogConnection::postgres(m_store.value(k.host).toString(), port,
                                       m_store.value(k.database).toString(),
                                       m_store.value(k.user).toString(), sslMode);
}

std::chrono::seconds CatalogSettings::catalogRefreshInterval() const {
    bool ok = false;
    const int seconds = m_store.value(keys().refreshSeconds).toInt(&ok);
    return std::chrono::seconds(ok && seconds >= 0 ? seconds : kDefaultCatalogRefreshSeconds);
}

void CatalogSettings::setCatalogRefreshInterval(std::chrono::seconds interval) {
    m_store.setValue(keys().refreshSeconds, qint64(interval.count()));
}

QList<const SettingKey*> CatalogSettings::keysKeptOnReset() {
    const Keys& k = keys();
    return {&k.kind,     &k.file, &k.host,    &k.port,
            &k.database, &k.user, &k.sslMode, &k.refreshSeconds};
}

} // namespace chipatlas
