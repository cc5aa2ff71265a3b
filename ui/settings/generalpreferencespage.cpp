#include "settings/generalpreferencespage.h"

#include "common/keyeditems.h"
#include "common/settings.h"
#include "common/theme.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>

#include <algorithm>

namespace chipatlas {

namespace {
// The languages ChipAtlas speaks, each named in itself so that someone who cannot read the
// current one finds theirs.
struct Language {
    const char* code;
    const char* name; // UTF-8
};
constexpr Language kLanguages[] = {
    {"en", "English"},
    {"de", "Deutsch"},
    {"ja", "日本語"},
};

int indexOfData(const QComboBox* combo, const QVariant& data) {
    return std::max(0, combo->findData(data));
}
} // namespace

GeneralPreferencesPage::GeneralPreferencesPage(QWidget* parent)
    : QWidget(parent)
    , m_language(new QComboBox(this))
    , m_theme(new QComboBox(this))
    , m_units(new QComboBox(this))
    , m_restartNote(new QLabel(this)) {
    setObjectName(QStringLiteral("generalPreferencesPage"));
    m_language->setObjectName(QStringLiteral("languageCombo"));
    m_language->addItem(tr("System default"), QString());
    for (const Language& language : kLanguages)
        m_language->addItem(QString::fromUtf8(language.name), QString::fromLatin1(language.code));
    m_language->setToolTip(tr("The language of menus, views and messages, each named in itself; "
                              "numbers keep the system's format"));
    m_restartNote->setObjectName(QStringLiteral("languageRestartNote"));
    m_restartNote->setText(tr("A new language is applied the next time ChipAtlas starts."));
    m_restartNote->setWordWrap(true);
    m_restartNote->setEnabled(false); // greyed: a remark, not an input

    m_theme->setObjectName(QStringLiteral("themeCombo"));
    addKeyedItems(m_theme, kAllThemes, themeDisplayName, themeKey);
    m_theme->setToolTip(tr("System follows the desktop's style and colours; Light and Dark look "
                           "the same on every desktop. Applied at once."));

    m_units->setObjectName(QStringLiteral("memoryUnitsCombo"));
    m_units->addItem(tr("GB (10⁹ bytes)"), int(MemoryUnits::Decimal));
    m_units->addItem(tr("GiB (2³⁰ bytes)"), int(MemoryUnits::Binary));
    m_units->setToolTip(tr("Decimal gigabytes, as vendors print them, or binary gibibytes, as "
                           "tools such as nvidia-smi report them"));
    auto* unitsNote = new QLabel(tr("For memory in the table, the details, the compare view, the "
                                    "chart's tooltips and the model-fit calculator. A capacity "
                                    "its vendor printed in GiB stays in GiB."),
                                 this);
    unitsNote->setWordWrap(true);
    unitsNote->setEnabled(false);

    auto* form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    form->addRow(tr("&Language:"), m_language);
    form->addRow(QString(), m_restartNote);
    form->addRow(tr("T&heme:"), m_theme);
    form->addRow(tr("&Memory in:"), m_units);
    form->addRow(QString(), unitsNote);
}

void GeneralPreferencesPage::load(const Settings& settings) {
    // A code this build does not offer (a newer version wrote it) reads as the system's.
    m_language->setCurrentIndex(indexOfData(m_language, settings.language()));
    m_theme->setCurrentIndex(indexOfData(m_theme, themeKey(appliedTheme())));
    m_units->setCurrentIndex(indexOfData(m_units, int(settings.memoryUnits())));
}

void GeneralPreferencesPage::save(Settings& settings) const {
    settings.setLanguage(m_language->currentData().toString());
    settings.setTheme(themeFromKey(m_theme->currentData().toString()).value_or(Theme::System));
    settings.setMemoryUnits(MemoryUnits(m_units->currentData().toInt()));
}

} // namespace chipatlas
