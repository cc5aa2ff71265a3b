#pragma once

#include <QString>
#include <QStringList>
#include <QVariant>

#include <memory>

class QSettings;

namespace chipatlas {

// One stored setting: its QSettings key and the value read when none is stored. Each part of
// the settings keeps its keys in one table in its .cpp; renaming a key loses the user's stored
// value.
struct SettingKey {
    const char* name;
    QVariant defaultValue;
};

// The file the settings live in (QSettings). The parts of Settings (settings.h) read and write
// through it.
class SettingsStore {
public:
    explicit SettingsStore(std::unique_ptr<QSettings> settings);
    ~SettingsStore();
    SettingsStore(const SettingsStore&) = delete;
    SettingsStore& operator=(const SettingsStore&) = delete;

    QVariant value(const SettingKey& key) const; // the default when not stored
    void setValue(const SettingKey& key, const QVariant& value);
    bool contains(const SettingKey& key) const;
    void remove(const SettingKey& key);

    // Forgets every stored value but those of `kept`.
    void clearExcept(const QList<const SettingKey*>& kept);
    void clear();
    void sync();

private:
    std::unique_ptr<QSettings> m_settings;
};

} // namespace chipatlas
