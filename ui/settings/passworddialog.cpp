#include "settings/passworddialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace chipatlas {

PasswordDialog::PasswordDialog(const CatalogConnection& connection, const QString& reason,
                               QWidget* parent)
    : QDialog(parent)
    , m_reason(new QLabel(reason, this))
    , m_password(new QLineEdit(this)) {
    setWindowTitle(tr("Team Catalog Password"));
    setObjectName(QStringLiteral("passwordDialog"));

    auto* heading = new QLabel(
        tr("<b>Password of %1 for the team catalog %2</b>")
            .arg(connection.user.toHtmlEscaped(), connection.displayText().toHtmlEscaped()),
        this);
    heading->setWordWrap(true);
    m_reason->setObjectName(QStringLiteral("reasonLabel"));
    m_reason->setWordWrap(true);
    m_reason->setTextFormat(Qt::PlainText);
    m_password->setObjectName(QStringLiteral("passwordEdit"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setAccessibleDescription(
        tr("Your password on the team server, for this connection; it is not stored"));

    auto* form = new QFormLayout;
    form->addRow(tr("&Password:"), m_password);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Connect"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(m_reason);
    layout->addLayout(form);
    layout->addWidget(buttons);
    setMinimumWidth(460);
    m_password->setFocus();
}

QString PasswordDialog::password() const {
    return m_password->text();
}

std::optional<QString> PasswordDialog::ask(const CatalogConnection& connection,
                                           const QString& reason, QWidget* parent) {
    PasswordDialog dialog(connection, reason, parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.password();
}

} // namespace chipatlas
