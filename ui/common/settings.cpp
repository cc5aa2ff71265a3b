#include "common/settings.h"

#include <QSettings>

#include <utility>

namespace chipatlas {

// QSettings under the application's organization and name, or an INI file for tests.
Settings::Settings()
    : Settings(std::make_unique<QSettings>()) {}

Settings::Settings(const QString& iniFile)
    : Settings(std::make_unique<QSettings>(iniFile, QSettings::IniFormat)) {}

// The store is the first base, so it exists before the parts that keep a reference to it.
Settings::Settings(std::unique_ptr<QSettings> settings)
    : SettingsStore(std::move(settings))
    , WindowSettings(store())
    , TableSettings(store())
    , CompareSettings(store())
    , ChartSettings(store())
    , FitSettings(store())
    , OwnershipSettings(store())
    , ChangesSettings(store())
    , PreferenceSettings(store())
    , CatalogSettings(store()) {}

Settings::~Settings() = default;

void Settings::clear() {
    SettingsStore::clear();
}

void Settings::clearViewState() {
    SettingsStore::clearExcept(CatalogSettings::keysKeptOnReset() +
                               PreferenceSettings::keysKeptOnReset());
}

void Settings::sync() {
    SettingsStore::sync();
}

} // namespace chipatlas
