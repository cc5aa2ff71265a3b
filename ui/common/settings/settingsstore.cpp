#include "common/settings/settingsstore.h"

#include <QList>
#include <QSettings>

#include <utility>

namespace chipatlas {

SettingsStore::SettingsStore(std::unique_ptr<QSettings> settings)
    : m_settings(std::move(settings)) {}

SettingsStore::~SettingsStore() = default;

QVariant SettingsStore::value(const SettingKey& key) const {
    return m_settings->value(QLatin1String(key.name), key.defaultValue);
}

void SettingsStore::setValue(const SettingKey& key, const QVariant& value) {
    m_settings->setValue(QLatin1String(key.name), value);
}

bool SettingsStore::contains(const SettingKey& key) const {
    return m_settings->contains(QLatin1String(key.name));
}

void SettingsStore::remove(const SettingKey& key) {
    m_settings->remove(QLatin1String(key.name));
}

void SettingsStore::clearExcept(const QList<const SettingKey*>& kept) {
    QList<std::pair<const SettingKey*, QVariant>> values;
    for (const SettingKey* key : kept) {
        if (contains(*key))
            values.append({key, m_settings->value(QLatin1String(key->name))});
    }
    clear();
    for (const auto& [key, stored] : values)
        setValue(*key, stored);
}

void SettingsStore::clear() {
    m_settings->clear();
}

void SettingsStore::sync() {
    m_settings->sync();
}

} // namespace chipatlas
