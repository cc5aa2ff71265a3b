#include "guitranslators.h"

#include "common/settings.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace chipatlas {

QLocale guiLanguage(const Settings& settings) {
    const QString code = settings.language();
    return code.isEmpty() ? QLocale() : QLocale(code);
}

bool installTranslators(QCoreApplication& app, const QLocale& language) {
    // English is the source language; its plural forms come with core (englishplurals.cpp).
    if (language.language() == QLocale::English || language.language() == QLocale::C)
        return false;
    auto* qt = new QTranslator(&app);
    if (qt->load(language, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto* own = new QTranslator(&app);
    if (!own->load(language, QStringLiteral("chipatlas"), QStringLiteral("_"),
                   QStringLiteral(":/i18n")))
        return false;
    QCoreApplication::installTranslator(own);
    return true;
}

} // namespace chipatlas
