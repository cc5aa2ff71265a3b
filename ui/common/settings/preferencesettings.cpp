#include "common/settings/preferencesettings.h"

#include "common/settings/settingsstore.h"

namespace chipatlas {

namespace {
// The keys and their defaults; renaming a key loses the user's stored value.
struct Keys {
    SettingKey theme{"Preferences/theme", themeKey(Theme::System)};
    SettingKey language{"Preferences/language", QString()};
    SettingKey memoryUnits{"Preferences/memoryUnits", QStringLiteral("gb")};
    SettingKey offerPolicy{"Preferences/offerPolicy", offerPolicyKey(OfferPolicy::Cheapest)};
    // Before Preferences, the calculator's own GB/GiB choice; read only where memoryUnits is
    // not stored.
    SettingKey fitBinaryUnits{"FitDialog/binaryUnits", false};
};

const Keys& keys() {
    static const Keys table;
    return table;
}
} // namespace

Theme PreferenceSettings::theme() const {
    return themeFromKey(m_store.value(keys().theme).toString()).value_or(Theme::System);
}

void PreferenceSettings::setTheme(Theme theme) {
    m_store.setValue(keys().theme, themeKey(theme));
}

QString PreferenceSettings::language() const {
    return m_store.value(keys().language).toString().trimmed();
}

void PreferenceSettings::setLanguage(const QString& code) {
    m_store.setValue(keys().language, code);
}

MemoryUnits PreferenceSettings::memoryUnits() const {
    // Before Preferences, the calculator alone had the choice: its stored value stands until
    // the user makes another.
    if (!m_store.contains(keys().memoryUnits))
        return m_store.value(keys().fitBinaryUnits).toBool() ? MemoryUnits::Binary
                                                             : MemoryUnits::Decimal;
    return m_store.value(keys().memoryUnits).toString() == QLatin1String("gib")
               ? MemoryUnits::Binary
               : MemoryUnits::Decimal;
}

void PreferenceSettings::setMemoryUnits(MemoryUnits units) {
    m_store.setValue(keys().memoryUnits,
                     units == MemoryUnits::Binary ? QStringLiteral("gib") : QStringLiteral("gb"));
    m_store.remove(keys().fitBinaryUnits);
}

OfferPolicy PreferenceSettings::offerPolicy() const {
    return offerPolicyFromKey(m_store.value(keys().offerPolicy).toString())
        .value_or(OfferPolicy::Cheapest);
}

void PreferenceSettings::setOfferPolicy(OfferPolicy policy) {
    m_store.setValue(keys().offerPolicy, offerPolicyKey(policy));
}

QList<const SettingKey*> PreferenceSettings::keysKeptOnReset() {
    return {&keys().theme, &keys().language};
}

} // namespace chipatlas
