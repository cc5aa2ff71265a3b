#include "settings/preferencesdialog.h"

#include "apppaths.h"
#include "common/settings.h"
#include "settings/calculationspreferencespage.h"
#include "settings/generalpreferencespage.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace chipatlas {

PreferencesDialog::PreferencesDialog(const CatalogConnection& shown, const QList<Offer>& offers,
                                     QWidget* parent)
    : QDialog(parent)
    , m_tabs(new QTabWidget(this))
    , m_general(new GeneralPreferencesPage(this))
    , m_calculations(new CalculationsPreferencesPage(this)) {
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));
    const Settings settings;
    m_general->load(settings);
    m_calculations->setOffers(offers);
    m_calculations->load(settings);
    m_tabs->setObjectName(QStringLiteral("preferencesTabs"));
    m_tabs->addTab(m_general, tr("&General"));
    m_tabs->addTab(m_calculations, tr("C&alculations"));
    m_tabs->addTab(createCatalogPage(shown), tr("Ca&talog"));
    m_tabs->setTabToolTip(0, tr("Language, theme and memory units"));
    m_tabs->setTabToolTip(1, tr("Defaults of the calculations: precision, headroom, memory "
                                "budget, offer and currency"));
    m_tabs->setTabToolTip(2, tr("Where the catalog is kept: this computer or a team server"));

    auto* buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::Apply, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this,
            &PreferencesDialog::apply);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(buttons);
    setMinimumWidth(560);
}

// The connection has one editor, Catalog Settings (switching catalogs asks about the undo
// history, stores a password in the keychain): this page says what is open and leads there.
QWidget* PreferencesDialog::createCatalogPage(const CatalogConnection& shown) {
    auto* page = new QWidget(this);
    page->setObjectName(QStringLiteral("catalogPreferencesPage"));
    const CatalogConnection atStart = Settings().catalogConnection();
    const QString startText =
        atStart.isPostgres()
            ? tr("the team catalog %1").arg(atStart.displayText())
            : tr("the catalog file %1")
                  .arg(CatalogConnection::sqliteFile(AppPaths::catalogPath(atStart.path))
                           .displayText());
    m_catalogLabel = new QLabel(
        tr("This window shows %1.\nChipAtlas opens %2 at start, unless the command line names "
           "another.")
            .arg(shown.displayText(), startText),
        page);
    m_catalogLabel->setObjectName(QStringLiteral("catalogPreferencesLabel"));
    m_catalogLabel->setWordWrap(true);
    m_catalogLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_catalogButton = new QPushButton(tr("Catalog &Settings..."), page);
    m_catalogButton->setObjectName(QStringLiteral("openCatalogSettingsButton"));
    m_catalogButton->setToolTip(tr("Choose the catalog: a file on this computer or a team server"));
    m_catalogButton->setAutoDefault(false);
    connect(m_catalogButton, &QPushButton::clicked, this,
            &PreferencesDialog::catalogSettingsRequested);
    auto* buttonRow = new QHBoxLayout;
    buttonRow->addWidget(m_catalogButton);
    buttonRow->addStretch(1);
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(m_catalogLabel);
    layout->addLayout(buttonRow);
    layout->addStretch(1);
    return page;
}

void PreferencesDialog::showPage(Page page) {
    m_tabs->setCurrentIndex(int(page));
}

void PreferencesDialog::apply() {
    Settings settings;
    m_general->save(settings);
    m_calculations->save(settings);
    settings.sync();
    Q_EMIT applied();
}

void PreferencesDialog::accept() {
    apply();
    QDialog::accept();
}

} // namespace chipatlas
