#pragma once

#include "common/theme.h"
#include "domain/offerchoice.h"
#include "domain/units.h"

#include <QList>
#include <QString>

namespace chipatlas {

struct SettingKey;
class SettingsStore;

// Preferences, General and Calculations: the theme, the language, GB or GiB, and which offer a
// cost uses. The theme and the language outlive Settings::clearViewState(), as the catalog
// does: a reset layout keeps the user's look and language.
class PreferenceSettings {
public:
    explicit PreferenceSettings(SettingsStore& store)
        : m_store(store) {}

    // The theme (System by default) and the language of the next start (empty: the system's;
    // otherwise a language code, "en", "de", "ja").
    Theme theme() const;
    void setTheme(Theme theme);
    QString language() const;
    void setLanguage(const QString& code);
    // GB or GiB wherever memory is shown (table, details, compare view, chart tooltips, the
    // calculator); the calculator's Units box changes it too.
    MemoryUnits memoryUnits() const;
    void setMemoryUnits(MemoryUnits units);
    // Preferences, Calculations: which offer a cost per million tokens uses when the user picked
    // none (offerchoice.h).
    OfferPolicy offerPolicy() const;
    void setOfferPolicy(OfferPolicy policy);

protected:
    // The keys clearViewState() keeps: the theme and the language.
    static QList<const SettingKey*> keysKeptOnReset();

private:
    SettingsStore& m_store;
};

} // namespace chipatlas
