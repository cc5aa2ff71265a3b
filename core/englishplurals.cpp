// English plural forms for every program that links core: "%n chips" reads "1 chip" for one.
// The source strings are English, but Qt picks a plural form only through a translation, so
// chipatlas_en.qm (lupdate -pluralonly: the numerus entries alone) is installed as soon as the
// QCoreApplication exists. A translator installed later (the GUI's German or Japanese) is
// searched first; this one answers what it does not.
#include <QCoreApplication>
#include <QTranslator>

namespace {
void installEnglishPlurals() {
    auto* plurals = new QTranslator(QCoreApplication::instance());
    if (plurals->load(QStringLiteral(":/i18n/chipatlas_en.qm")))
        QCoreApplication::installTranslator(plurals);
    else
        delete plurals;
}
} // namespace

Q_COREAPP_STARTUP_FUNCTION(installEnglishPlurals)
