#pragma once

#include <QColor>
#include <QPalette>
#include <QString>
#include <QStringView>

#include <optional>

namespace chipatlas {

// How the application looks (Preferences, General; --theme): the platform's style and palette,
// or the Fusion style with a light or a dark palette, the same on every desktop.
enum class Theme { System, Light, Dark };
inline constexpr Theme kAllThemes[] = {Theme::System, Theme::Light, Theme::Dark};

// "system", "light", "dark": the settings file's and the command line's words.
QString themeKey(Theme theme);
std::optional<Theme> themeFromKey(QStringView key);
QString themeDisplayName(Theme theme); // "System", "Light", "Dark" (translated)

// Applies `theme` to the running application at once: every widget repaints with the new
// palette, and widgets that draw colours of their own (the chart, the details pane) follow on
// their PaletteChange. System gives back the style and palette the platform chose at start.
void applyTheme(Theme theme);
// The theme applyTheme() applied last (System before any call).
Theme appliedTheme();
QPalette lightPalette();
QPalette darkPalette();

// Whether `palette` is a dark one (light text on a dark window), whichever theme made it: a
// desktop's own dark palette counts too.
bool isDarkPalette(const QPalette& palette);

// Colours that carry a meaning, each legible as text on `palette`'s base and window colours: a
// darker shade on a light palette, a lighter one on a dark palette.
enum class SignalColor {
    Good,    // fits, agrees
    Bad,     // does not fit, disagrees, a problem in a form
    Warning, // a caution, e.g. an unverified figure
};
QColor signalColor(SignalColor role, const QPalette& palette);

} // namespace chipatlas
