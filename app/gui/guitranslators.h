#pragma once

#include <QLocale>
#include <QString>

class QCoreApplication;

namespace chipatlas {

class Settings;

// The language the GUI speaks: the one chosen in Preferences, General ("de", "ja", ...), or
// else the system's. Numbers keep the system's format either way.
QLocale guiLanguage(const Settings& settings);

// Installs Qt's own translations and ChipAtlas's (embedded under :/i18n) for `language` in
// `app`. A missing translation is not an error: the English source strings are shown. Returns
// whether ChipAtlas's own translation was found.
bool installTranslators(QCoreApplication& app, const QLocale& language);

} // namespace chipatlas
