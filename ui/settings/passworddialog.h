#pragma once

#include "storage/catalogconnection.h"

#include <QDialog>
#include <QString>

#include <optional>

class QLabel;
class QLineEdit;

namespace chipatlas {

// Asks for a team server's password, masked, and says why it asks: no keychain, nothing saved
// for this connection, or the server refused the last one (with the server's words). The
// password is only returned: this dialog stores it nowhere.
class PasswordDialog final : public QDialog {
    Q_OBJECT

public:
    PasswordDialog(const CatalogConnection& connection, const QString& reason,
                   QWidget* parent = nullptr);

    QString password() const;
    QLineEdit* passwordEdit() const { return m_password; }
    QLabel* reasonLabel() const { return m_reason; }

    // Shows the dialog and waits; nullopt when the user cancelled.
    static std::optional<QString> ask(const CatalogConnection& connection, const QString& reason,
                                      QWidget* parent = nullptr);

private:
    QLabel* m_reason;
    QLineEdit* m_password;
};

} // namespace chipatlas
