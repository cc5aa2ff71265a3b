#include "transfer/catalogpickdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>

#include <algorithm>

namespace chipatlas {

CatalogPickDialog::CatalogPickDialog(Direction direction, QWidget* parent)
    : QDialog(parent)
    , m_direction(direction)
    , m_file(new QRadioButton(tr("A catalog &file"), this))
    , m_server(new QRadioButton(tr("A &team server (PostgreSQL)"), this))
    , m_path(new QLineEdit(this))
    , m_host(new QLineEdit(this))
    , m_port(new QSpinBox(this))
    , m_database(new QLineEdit(this))
    , m_user(new QLineEdit(this))
    , m_sslMode(new QComboBox(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(direction == Direction::To ? tr("Copy Catalog To") : tr("Copy Catalog From"));
    auto* intro = new QLabel(direction == Direction::To
                                 ? tr("Copy the chips, LLM models and prices of this catalog "
                                      "into another one. You see what changes before anything "
                                      "is written; nothing is deleted there.")
                                 : tr("Copy the chips, LLM models and prices of another "
                                      "catalog into this one. You see what changes before "
                                      "anything is written; nothing is deleted here."),
                             this);
    intro->setWordWrap(true);

    auto* browse = new QPushButton(tr("&Browse..."), this);
    m_path->setPlaceholderText(direction == Direction::To ? tr("a new or existing .sqlite file")
                                                          : tr("an existing .sqlite file"));
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    m_fileWidgets = {m_path, browse};

    m_port->setRange(1, 65535);
    m_port->setValue(CatalogConnection::kDefaultPostgresPort);
    m_sslMode->addItem(tr("Default (prefer)"), QString());
    for (const QString& mode : CatalogConnection::sslModes())
        m_sslMode->addItem(mode, mode);
    auto* serverForm = new QFormLayout;
    serverForm->addRow(tr("&Host:"), m_host);
    serverForm->addRow(tr("&Port:"), m_port);
    serverForm->addRow(tr("&Database:"), m_database);
    serverForm->addRow(tr("&User:"), m_user);
    serverForm->addRow(tr("&SSL mode:"), m_sslMode);
    auto* passwordNote =
        new QLabel(tr("The password comes from the keychain, or you are asked for it."), this);
    passwordNote->setWordWrap(true);
    serverForm->addRow(passwordNote);
    m_serverWidgets = {m_host, m_port, m_database, m_user, m_sslMode, passwordNote};

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_file);
    layout->addLayout(pathRow);
    layout->addWidget(m_server);
    layout->addLayout(serverForm);
    layout->addWidget(m_buttons);
    m_file->setChecked(true);

    connect(browse, &QPushButton::clicked, this, &CatalogPickDialog::browse);
    for (QLineEdit* edit : {m_path, m_host, m_database, m_user})
        connect(edit, &QLineEdit::textChanged, this, &CatalogPickDialog::updateState);
    connect(m_file, &QRadioButton::toggled, this, &CatalogPickDialog::updateState);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updateState();
}

CatalogConnection CatalogPickDialog::connection() const {
    if (m_file->isChecked()) {
        const QString path = m_path->text().trimmed();
        return CatalogConnection::sqliteFile(path.isEmpty() ? path
                                                            : QFileInfo(path).absoluteFilePath());
    }
    return CatalogConnection::postgres(m_host->text().trimmed(), m_port->value(),
                                       m_database->text().trimmed(), m_user->text().trimmed(),
                                       m_sslMode->currentData().toString());
}

void CatalogPickDialog::setConnection(const CatalogConnection& connection) {
    if (connection.isPostgres()) {
        m_server->setChecked(true);
        m_host->setText(connection.host);
        m_port->setValue(connection.port);
        m_database->setText(connection.database);
        m_user->setText(connection.user);
        m_sslMode->setCurrentIndex(std::max(0, m_sslMode->findData(connection.sslMode)));
    } else {
        m_file->setChecked(true);
        m_path->setText(connection.path);
    }
}

void CatalogPickDialog::browse() {
    const QString start = m_path->text().isEmpty()
                              ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                              : m_path->text();
    const QString filter = tr("ChipAtlas catalogs (*.sqlite *.db);;All files (*)");
    const QString path =
        m_direction == Direction::To
            ? QFileDialog::getSaveFileName(this, tr("Copy Catalog To"), start, filter, nullptr,
                                           QFileDialog::DontConfirmOverwrite)
            : QFileDialog::getOpenFileName(this, tr("Copy Catalog From"), start, filter);
    if (!path.isEmpty())
        m_path->setText(path);
}

void CatalogPickDialog::updateState() {
    const bool file = m_file->isChecked();
    for (QWidget* widget : m_fileWidgets)
        widget->setEnabled(file);
    for (QWidget* widget : m_serverWidgets)
        widget->setEnabled(!file);
    const bool complete = file ? !m_path->text().trimmed().isEmpty()
                               : !m_host->text().trimmed().isEmpty() &&
                                     !m_database->text().trimmed().isEmpty() &&
                                     !m_user->text().trimmed().isEmpty();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(complete);
}

} // namespace chipatlas
