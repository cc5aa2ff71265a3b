#pragma once

#include "common/settings/catalogsettings.h"
#include "common/settings/changessettings.h"
#include "common/settings/chartsettings.h"
#include "common/settings/comparesettings.h"
#include "common/settings/fitsettings.h"
#include "common/settings/ownershipsettings.h"
#include "common/settings/preferencesettings.h"
#include "common/settings/settingsstore.h"
#include "common/settings/tablesettings.h"
#include "common/settings/windowsettings.h"

#include <QString>

#include <memory>

namespace chipatlas {

// Typed access to the user's settings, one part per feature (common/settings/: the window, the
// table page, the compare view, the chart, the calculator, own or rent, what changed, Preferences,
// the catalog), each with its keys and defaults in one table in its .cpp, so widgets never spell a
// QSettings key or guess a default. A widget that needs one part can take that part (FitSettings&,
// ...); a Settings is every part at once over one store: QSettings under the application's
// organization and name, or an INI file for tests.
class Settings final
    : private SettingsStore
    , public WindowSettings
    , public TableSettings
    , public CompareSettings
    , public ChartSettings
    , public FitSettings
    , public OwnershipSettings
    , public ChangesSettings
    , public PreferenceSettings
    , public CatalogSettings {
public:
    Settings();
    explicit Settings(const QString& iniFile);
    ~Settings();

    // Forgets every stored value, so the next read returns the defaults.
    void clear();
    // Forgets the remembered view (--reset-settings) but not which catalog to open, the theme or
    // the language: a reset layout must not send a team's user back to a local file.
    void clearViewState();
    void sync();

private:
    explicit Settings(std::unique_ptr<QSettings> settings);
    SettingsStore& store() { return *this; }
};

} // namespace chipatlas
