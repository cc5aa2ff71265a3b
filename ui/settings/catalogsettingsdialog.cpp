#include "settings/catalogsettingsdialog.h"

#include "application/catalogsession.h"
#include "common/settings.h"
#include "passwordstore.h"
#include "settings/catalogsettingspage.h"

#include <QDialogButtonBox>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace chipatlas {

CatalogSettingsDialog::CatalogSettingsDialog(CatalogSession* session, QWidget* parent)
    : QDialog(parent)
    , m_session(session)
    , m_page(new CatalogSettingsPage(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setObjectName(QStringLiteral("catalogSettingsDialog"));
    setWindowTitle(tr("Catalog Settings"));
    m_page->load(Settings());
    connect(m_buttons, &QDialogButtonBox::accepted, this, &CatalogSettingsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_page);
    layout->addWidget(m_buttons);
    setMinimumWidth(560);
}

void CatalogSettingsDialog::accept() {
    if (m_page->isBusy() || !m_page->validate())
        return;
    const CatalogConnection next = m_page->resolvedConnection();
    if (next == m_session->connection()) {
        finish();
        return;
    }
    if (const int steps = m_session->history()->count(); steps > 0 && !confirmSwitch(steps))
        return;
    Catalog::Options options;
    options.password = m_page->password();
    setWorking(true, tr("Opening %1...").arg(next.displayText()));
    m_session->reopen(next, options, this, [this](const StorageError& error) {
        setWorking(false);
        if (error) {
            m_page->showStatus(
                tr("%1\nThe window stays on the catalog it shows.").arg(error.message), true);
            return;
        }
        finish();
    });
}

void CatalogSettingsDialog::reject() {
    // The session switches once the catalog opened, whatever the dialog does meanwhile: a
    // Cancel then would not undo it.
    if (!m_page->isBusy())
        QDialog::reject();
}

bool CatalogSettingsDialog::confirmSwitch(int steps) {
    QMessageBox box(QMessageBox::Question, windowTitle(),
                    tr("Open the other catalog and clear the undo history?"), QMessageBox::Cancel,
                    this);
    box.setInformativeText(tr("The %n change(s) you can undo were made in %1; they cannot be "
                              "undone after switching.",
                              nullptr, steps)
                               .arg(m_session->connection().displayText()));
    QPushButton* open = box.addButton(tr("&Open"), QMessageBox::AcceptRole);
    box.setDefaultButton(open);
    box.exec();
    return box.clickedButton() == open;
}

// The catalog is open: keep the choice, then the password where the user asked.
void CatalogSettingsDialog::finish() {
    Settings settings;
    m_page->save(settings);
    settings.sync();
    const CatalogConnection chosen = m_page->connection();
    if (!chosen.isPostgres()) {
        QDialog::accept();
        return;
    }
    const QString key = chosen.keychainKey();
    if (!m_page->rememberPassword()) {
        if (!m_page->keychainAvailable()) {
            QDialog::accept();
            return;
        }
        // Not remembered: a password stored earlier for this connection goes too.
        setWorking(true, tr("Removing the password from the keychain..."));
        PasswordStore::removeAsync(key, this, [this](const PasswordStore::Result&) {
            setWorking(false);
            QDialog::accept();
        });
        return;
    }
    if (m_page->password().isEmpty()) {
        QDialog::accept();
        return;
    }
    setWorking(true, tr("Storing the password in the keychain..."));
    PasswordStore::writeAsync(
        key, m_page->password(), this, [this](const PasswordStore::Result& result) {
            setWorking(false);
            if (result.status == PasswordStore::Status::Ok) {
                QDialog::accept();
                return;
            }
            m_page->keychainUnavailable(result.message);
            m_page->showStatus(tr("The password could not be stored in the keychain: "
                                  "%1\nChipAtlas will ask for it each time it "
                                  "connects. Press OK to continue without storing it.")
                                   .arg(result.message),
                               true);
        });
}

void CatalogSettingsDialog::setWorking(bool working, const QString& text) {
    m_page->setBusy(working, text);
    m_buttons->setEnabled(!working);
}

} // namespace chipatlas
