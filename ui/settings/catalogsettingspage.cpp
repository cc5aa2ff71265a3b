#include "settings/catalogsettingspage.h"

#include "apppaths.h"
#include "common/settings.h"
#include "common/theme.h"
#include "passwordstore.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPalette>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace chipatlas {

namespace {
struct ProbeOutcome {
    std::optional<Catalog::ProbeResult> result;
    StorageError error;
};

// The fields of one kind sit under its radio button, indented like a group.
QWidget* indented(QWidget* parent, QLayout* content) {
    auto* box = new QWidget(parent);
    box->setLayout(content);
    content->setContentsMargins(24, 0, 0, 6);
    return box;
}
} // namespace

CatalogSettingsPage::CatalogSettingsPage(QWidget* parent)
    : QWidget(parent)
    , m_fileKind(new QRadioButton(tr("This &computer (SQLite file)"), this))
    , m_serverKind(new QRadioButton(tr("Team &server (PostgreSQL)"), this))
    , m_file(new QLineEdit(this))
    , m_browse(new QPushButton(tr("&Browse..."), this))
    , m_host(new QLineEdit(this))
    , m_port(new QSpinBox(this))
    , m_database(new QLineEdit(this))
    , m_user(new QLineEdit(this))
    , m_sslMode(new QComboBox(this))
    , m_password(new QLineEdit(this))
    , m_remember(new QCheckBox(tr("&Remember in the keychain"), this))
    , m_keychainNote(new QLabel(this))
    , m_test(new QPushButton(tr("&Test Connection"), this))
    , m_busy(new QProgressBar(this))
    , m_status(new QLabel(this))
    , m_probe(&Catalog::probe) {
    setObjectName(QStringLiteral("catalogSettingsPage"));
    m_fileKind->setObjectName(QStringLiteral("fileKind"));
    m_serverKind->setObjectName(QStringLiteral("serverKind"));
    m_file->setObjectName(QStringLiteral("fileEdit"));
    m_browse->setObjectName(QStringLiteral("browseButton"));
    m_host->setObjectName(QStringLiteral("hostEdit"));
    m_port->setObjectName(QStringLiteral("portSpin"));
    m_database->setObjectName(QStringLiteral("databaseEdit"));
    m_user->setObjectName(QStringLiteral("userEdit"));
    m_sslMode->setObjectName(QStringLiteral("sslModeCombo"));
    m_password->setObjectName(QStringLiteral("passwordEdit"));
    m_remember->setObjectName(QStringLiteral("rememberCheck"));
    m_keychainNote->setObjectName(QStringLiteral("keychainNote"));
    m_test->setObjectName(QStringLiteral("testButton"));
    m_busy->setObjectName(QStringLiteral("testBusy"));
    m_status->setObjectName(QStringLiteral("testStatus"));

    auto* kinds = new QButtonGroup(this);
    kinds->addButton(m_fileKind);
    kinds->addButton(m_serverKind);
    m_fileKind->setChecked(true);

    m_file->setPlaceholderText(
        tr("Default: %1").arg(QDir::toNativeSeparators(AppPaths::defaultCatalogPath())));
    m_file->setClearButtonEnabled(true);
    m_file->setAccessibleName(tr("Catalog file"));
    m_file->setToolTip(tr("The catalog file on this computer; empty: %1")
                           .arg(QDir::toNativeSeparators(AppPaths::defaultCatalogPath())));
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(m_browse);
    m_fileBox = indented(this, fileRow);

    m_host->setPlaceholderText(tr("e.g. db.example.com"));
    m_port->setRange(1, 65535);
    m_port->setValue(CatalogConnection::kDefaultPostgresPort);
    m_port->setGroupSeparatorShown(false);
    m_sslMode->addItem(tr("Default (prefer)"), QString());
    for (const QString& mode : CatalogConnection::sslModes())
        m_sslMode->addItem(mode, mode);
    m_sslMode->setToolTip(tr("Whether the connection to the server is encrypted and checked: "
                             "require encrypts, verify-full also checks the server's "
                             "certificate and name."));
    m_password->setEchoMode(QLineEdit::Password);
    m_fileKind->setToolTip(tr("Keep the catalog in a file on this computer, for you alone"));
    m_serverKind->setToolTip(
        tr("Share one catalog with your team on a PostgreSQL server: everyone sees every edit"));
    m_browse->setToolTip(tr("Choose the catalog file, or where a new one goes"));
    m_port->setToolTip(tr("The server's TCP port; PostgreSQL's is %1")
                           .arg(CatalogConnection::kDefaultPostgresPort));
    m_database->setToolTip(tr("The name of the database on the server that holds the catalog"));
    m_user->setToolTip(tr("Your user name on the server"));
    m_password->setToolTip(tr("Your password on the server; leave it empty to be asked for it"));
    m_test->setToolTip(tr("Try these settings, without switching to the catalog they name"));
    m_remember->setChecked(true);
    m_remember->setToolTip(tr("Store the password in the operating system's keychain, so that "
                              "ChipAtlas and chipatlas-cli can connect without asking. "
                              "ChipAtlas never writes it to a file."));
    m_keychainNote->setWordWrap(true);
    // Shown later, when the keychain answers: room for two wrapped lines from the start, so
    // that it does not show clipped in a dialog already laid out.
    m_keychainNote->setMinimumHeight(m_keychainNote->fontMetrics().lineSpacing() * 2 + 4);
    m_keychainNote->hide();
    auto* form = new QFormLayout;
    form->addRow(tr("&Host:"), m_host);
    form->addRow(tr("P&ort:"), m_port);
    form->addRow(tr("&Database:"), m_database);
    form->addRow(tr("&User:"), m_user);
    form->addRow(tr("SS&L mode:"), m_sslMode);
    form->addRow(tr("Pass&word:"), m_password);
    form->addRow(QString(), m_remember);
    form->addRow(QString(), m_keychainNote);
    m_serverBox = indented(this, form);

    m_busy->setRange(0, 0); // busy, without a known end
    m_busy->setTextVisible(false);
    m_busy->setMaximumHeight(m_test->sizeHint().height() / 2);
    m_busy->hide();
    auto* testRow = new QHBoxLayout;
    testRow->addWidget(m_test);
    testRow->addWidget(m_busy, 1);
    testRow->addStretch();
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setMinimumHeight(m_status->fontMetrics().lineSpacing() * 3);
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_fileKind);
    layout->addWidget(m_fileBox);
    layout->addWidget(m_serverKind);
    layout->addWidget(m_serverBox);
    layout->addLayout(testRow);
    layout->addWidget(m_status);
    layout->addStretch();

    connect(m_fileKind, &QRadioButton::toggled, this, &CatalogSettingsPage::updateKind);
    connect(m_browse, &QPushButton::clicked, this, &CatalogSettingsPage::browse);
    connect(m_test, &QPushButton::clicked, this, &CatalogSettingsPage::testConnection);
    updateKind();
}

CatalogSettingsPage::~CatalogSettingsPage() = default;

void CatalogSettingsPage::load(const Settings& settings) {
    const CatalogConnection chosen = settings.catalogConnection();
    const CatalogConnection server = settings.catalogServer();
    m_file->setText(QDir::toNativeSeparators(settings.catalogFile()));
    m_host->setText(server.host);
    m_port->setValue(server.port);
    m_database->setText(server.database);
    m_user->setText(server.user);
    m_sslMode->setCurrentIndex(std::max(0, m_sslMode->findData(server.sslMode)));
    (chosen.isPostgres() ? m_serverKind : m_fileKind)->setChecked(true);
    updateKind();

    const QString key = server.keychainKey();
    PasswordStore::readAsync(key, this, [this, key](const PasswordStore::Result& result) {
        switch (result.status) {
        case PasswordStore::Status::Ok:
            m_keychainAvailable = true;
            // Only if the user has not typed another password, or another server, meanwhile.
            if (m_password->text().isEmpty() && connection().keychainKey() == key)
                m_password->setText(result.password);
            break;
        case PasswordStore::Status::NotFound:
            m_keychainAvailable = true;
            break;
        case PasswordStore::Status::Unavailable:
            keychainUnavailable(result.message);
            break;
        }
    });
}

void CatalogSettingsPage::save(Settings& settings) const {
    // The other kind's fields first, so that both are kept and the chosen kind is stored last.
    const CatalogConnection chosen = connection();
    CatalogConnection other = chosen;
    other.kind = chosen.isPostgres() ? CatalogConnection::Kind::SqliteFile
                                     : CatalogConnection::Kind::Postgres;
    settings.setCatalogConnection(other);
    settings.setCatalogConnection(chosen);
}

CatalogConnection CatalogSettingsPage::connection() const {
    CatalogConnection result = CatalogConnection::postgres(
        m_host->text().trimmed(), m_port->value(), m_database->text().trimmed(),
        m_user->text().trimmed(), m_sslMode->currentData().toString());
    result.path = QDir::fromNativeSeparators(m_file->text().trimmed());
    if (m_fileKind->isChecked())
        result.kind = CatalogConnection::Kind::SqliteFile;
    return result;
}

CatalogConnection CatalogSettingsPage::resolvedConnection() const {
    const CatalogConnection chosen = connection();
    if (chosen.isPostgres())
        return chosen;
    return CatalogConnection::sqliteFile(AppPaths::catalogPath(chosen.path));
}

QString CatalogSettingsPage::password() const {
    return m_password->text();
}

bool CatalogSettingsPage::rememberPassword() const {
    return m_remember->isEnabled() && m_remember->isChecked();
}

bool CatalogSettingsPage::validate() {
    const CatalogConnection chosen = connection();
    QString problem;
    QWidget* field = nullptr;
    if (!chosen.isPostgres()) {
        if (!chosen.path.isEmpty() && QFileInfo(chosen.path).isDir()) {
            problem = tr("File: \"%1\" is a folder. Choose a catalog file in it, or leave the "
                         "field empty for the default catalog.")
                          .arg(QDir::toNativeSeparators(chosen.path));
            field = m_file;
        }
    } else if (chosen.host.isEmpty()) {
        problem = tr("Host: enter the name or address of the PostgreSQL server.");
        field = m_host;
    } else if (chosen.host.contains(QLatin1Char(' ')) || chosen.host.contains(QLatin1Char('/'))) {
        problem = tr("Host: \"%1\" is not a host name or address.").arg(chosen.host);
        field = m_host;
    } else if (chosen.database.isEmpty()) {
        problem = tr("Database: enter the name of the database on the server.");
        field = m_database;
    } else if (chosen.user.isEmpty()) {
        problem = tr("User: enter the user name that ChipAtlas connects as.");
        field = m_user;
    }
    if (!field)
        return true;
    showStatus(problem, true);
    field->setFocus();
    return false;
}

void CatalogSettingsPage::testConnection() {
    if (m_busyNow)
        return;
    if (!validate()) {
        Q_EMIT testFinished(false);
        return;
    }
    const CatalogConnection target = resolvedConnection();
    Catalog::Options options;
    options.password = password(); // in memory only, for the probe's connection
    setBusy(true, target.isPostgres() ? tr("Connecting to %1...").arg(target.displayText())
                                      : tr("Reading %1...").arg(target.displayText()));
    auto* watcher = new QFutureWatcher<ProbeOutcome>(this);
    connect(watcher, &QFutureWatcher<ProbeOutcome>::finished, this,
            [this, watcher, server = target.isPostgres()] {
                const ProbeOutcome outcome = watcher->result();
                watcher->deleteLater();
                finishTest(outcome.result, outcome.error, server);
            });
    watcher->setFuture(QtConcurrent::run([probe = m_probe, target, options] {
        ProbeOutcome outcome;
        outcome.result = probe(target, options, &outcome.error);
        return outcome;
    }));
}

void CatalogSettingsPage::finishTest(const std::optional<Catalog::ProbeResult>& result,
                                     const StorageError& error, bool server) {
    setBusy(false);
    if (!result) {
        showStatus(error.message.isEmpty() ? tr("The catalog could not be reached.")
                                           : error.message,
                   true);
        Q_EMIT testFinished(false);
        return;
    }
    QString text;
    if (result->empty) {
        text = server ? tr("Connected: the database is empty; ChipAtlas will set it up.")
                      : tr("The file is new or empty; ChipAtlas will set it up.");
    } else {
        text = server ? tr("Connected: ChipAtlas catalog, schema %1, %n chips.", nullptr,
                           result->chipCount)
                            .arg(result->schemaVersion)
                      : tr("Found: ChipAtlas catalog, schema %1, %n chips.", nullptr,
                           result->chipCount)
                            .arg(result->schemaVersion);
    }
    showStatus(text, false);
    Q_EMIT testFinished(true);
}

bool CatalogSettingsPage::isBusy() const {
    return m_busyNow;
}

void CatalogSettingsPage::setBusy(bool busy, const QString& text) {
    m_busyNow = busy;
    m_busy->setVisible(busy);
    for (QWidget* widget : {static_cast<QWidget*>(m_fileKind), static_cast<QWidget*>(m_serverKind),
                            static_cast<QWidget*>(m_test)})
        widget->setEnabled(!busy);
    updateKind();
    if (busy)
        showStatus(text, false);
}

void CatalogSettingsPage::showStatus(const QString& text, bool problem) {
    m_status->setText(text);
    QPalette palette = this->palette();
    if (problem)
        palette.setColor(QPalette::WindowText, signalColor(SignalColor::Bad, palette));
    m_status->setPalette(palette);
}

QString CatalogSettingsPage::statusText() const {
    return m_status->text();
}

void CatalogSettingsPage::keychainUnavailable(const QString& why) {
    m_keychainAvailable = false;
    m_remember->setChecked(false);
    m_remember->setEnabled(false);
    m_keychainNote->setText(tr("No keychain is available, so ChipAtlas asks for the password "
                               "each time it connects."));
    m_keychainNote->setToolTip(why);
    m_keychainNote->show();
}

void CatalogSettingsPage::setProbe(Probe probe) {
    m_probe = std::move(probe);
}

void CatalogSettingsPage::updateKind() {
    const bool server = m_serverKind->isChecked();
    m_fileBox->setEnabled(!server && !m_busyNow);
    m_serverBox->setEnabled(server && !m_busyNow);
}

void CatalogSettingsPage::browse() {
    const QString current = resolvedConnection().path;
    const QString chosen = QFileDialog::getSaveFileName(
        this, tr("Catalog File"), current.isEmpty() ? AppPaths::defaultCatalogPath() : current,
        tr("ChipAtlas catalogs (*.sqlite *.db);;All files (*)"), nullptr,
        QFileDialog::DontConfirmOverwrite);
    if (!chosen.isEmpty())
        m_file->setText(QDir::toNativeSeparators(chosen));
}

} // namespace chipatlas
