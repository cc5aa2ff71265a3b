#include "common/theme.h"

#include <QApplication>
#include <QCoreApplication>
#include <QStyle>
#include <QStyleFactory>

namespace chipatlas {

namespace {
const QString kFusion = QStringLiteral("Fusion");

// What the platform gave the application, taken before the first theme replaces it.
struct PlatformLook {
    QString style;
    QPalette palette;
};
const PlatformLook& platformLook() {
    static const PlatformLook look{
        QApplication::style() ? QApplication::style()->name() : QString(), QApplication::palette()};
    return look;
}

Theme& currentTheme() {
    static Theme theme = Theme::System;
    return theme;
}

void setStyle(const QString& name) {
    if (name.isEmpty() || !QApplication::style() ||
        QApplication::style()->name().compare(name, Qt::CaseInsensitive) == 0)
        return;
    QApplication::setStyle(name);
}
} // namespace

QString themeKey(Theme theme) {
    switch (theme) {
    case Theme::Light:
        return QStringLiteral("light");
    case Theme::Dark:
        return QStringLiteral("dark");
    case Theme::System:
        break;
    }
    return QStringLiteral("system");
}

std::optional<Theme> themeFromKey(QStringView key) {
    for (Theme theme : kAllThemes) {
        if (key.trimmed().compare(themeKey(theme), Qt::CaseInsensitive) == 0)
            return theme;
    }
    return std::nullopt;
}

QString themeDisplayName(Theme theme) {
    switch (theme) {
    case Theme::Light:
        return QCoreApplication::translate("Theme", "Light");
    case Theme::Dark:
        return QCoreApplication::translate("Theme", "Dark");
    case Theme::System:
        break;
    }
    return QCoreApplication::translate("Theme", "System");
}

QPalette lightPalette() {
    const QStyle* fusion = QStyleFactory::create(kFusion);
    QPalette palette = fusion ? fusion->standardPalette() : QPalette();
    delete fusion;
    return palette;
}

QPalette darkPalette() {
    const QColor window(0x32, 0x32, 0x32);
    const QColor base(0x26, 0x26, 0x26);
    const QColor text(0xe8, 0xe8, 0xe8);
    const QColor disabled(0x8a, 0x8a, 0x8a);
    QPalette palette(window);
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, QColor(0x2e, 0x2e, 0x2e));
    palette.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3a, 0x3a));
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, disabled);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, QColor(0x3a, 0x3a, 0x3a));
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::BrightText, QColor(0xff, 0x6e, 0x6e));
    palette.setColor(QPalette::Light, QColor(0x4a, 0x4a, 0x4a));
    palette.setColor(QPalette::Midlight, QColor(0x3e, 0x3e, 0x3e));
    palette.setColor(QPalette::Mid, QColor(0x2a, 0x2a, 0x2a));
    palette.setColor(QPalette::Dark, QColor(0x1e, 0x1e, 0x1e));
    palette.setColor(QPalette::Shadow, QColor(0x10, 0x10, 0x10));
    palette.setColor(QPalette::Highlight, QColor(0x2f, 0x7e, 0xd8));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    // Links in the details pane and the calculator's explanation: a blue that reads on the
    // dark base.
    palette.setColor(QPalette::Link, QColor(0x7c, 0xb8, 0xff));
    palette.setColor(QPalette::LinkVisited, QColor(0xc0, 0x9c, 0xff));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        palette.setColor(QPalette::Disabled, role, disabled);
    palette.setColor(QPalette::Disabled, QPalette::Base, window);
    palette.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x4a, 0x4a, 0x4a));
    palette.setColor(QPalette::Disabled, QPalette::HighlightedText, disabled);
    return palette;
}

void applyTheme(Theme theme) {
    const PlatformLook& platform = platformLook();
    currentTheme() = theme;
    switch (theme) {
    case Theme::System:
        setStyle(platform.style);
        QApplication::setPalette(platform.palette);
        return;
    case Theme::Light:
        setStyle(kFusion);
        QApplication::setPalette(lightPalette());
        return;
    case Theme::Dark:
        setStyle(kFusion);
        QApplication::setPalette(darkPalette());
        return;
    }
}

Theme appliedTheme() {
    return currentTheme();
}

bool isDarkPalette(const QPalette& palette) {
    return palette.color(QPalette::Window).lightness() < 128;
}

QColor signalColor(SignalColor role, const QPalette& palette) {
    // Material's 800 shades on a light palette, its 300 shades on a dark one: both keep a
    // contrast above 4.5:1 with the palette's base.
    const bool dark = isDarkPalette(palette);
    switch (role) {
    case SignalColor::Good:
        return dark ? QColor(0x81, 0xc7, 0x84) : QColor(0x2e, 0x7d, 0x32);
    case SignalColor::Bad:
        return dark ? QColor(0xef, 0x9a, 0x9a) : QColor(0xc6, 0x28, 0x28);
    case SignalColor::Warning:
        return dark ? QColor(0xff, 0xb7, 0x4d) : QColor(0xe6, 0x51, 0x00);
    }
    return palette.color(QPalette::Text);
}

} // namespace chipatlas
