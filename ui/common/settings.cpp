#include "common/settings.h"

namespace chipatlas {

// The store is the first base, so it exists before the parts that keep a reference to it.
Settings::Settings()
    : SettingsStore()
    , WindowSettings(store())
    , TableSettings(store())
    , CompareSettings(store())
    , ChartSettings(store())
    , FitSettings(store())
    , PreferenceSettings(store())
    , CatalogSettings(store()) {}

Settings::Settings(const QString& iniFile)
    : SettingsStore(iniFile)
    , WindowSettings(store())
    , TableSettings(store())
    , CompareSettings(store())
    , ChartSettings(store())
    , FitSettings(store())
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
