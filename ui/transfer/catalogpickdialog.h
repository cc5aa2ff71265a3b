#pragma once

#include "storage/catalogconnection.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace chipatlas {

// Asks which other catalog a copy goes to or comes from: a catalog file (an existing one to
// copy from; a new or existing one to copy to) or a team server (host, port, database, user,
// SSL mode; the password is asked for separately, never here). OK is enabled once the choice
// names a catalog.
class CatalogPickDialog final : public QDialog {
    Q_OBJECT

public:
    enum class Direction { To, From };

    explicit CatalogPickDialog(Direction direction, QWidget* parent = nullptr);

    // The catalog chosen; a file's path is absolute.
    CatalogConnection connection() const;
    void setConnection(const CatalogConnection& connection);

    QRadioButton* fileButton() const { return m_file; }
    QRadioButton* serverButton() const { return m_server; }
    QLineEdit* pathEdit() const { return m_path; }
    QLineEdit* hostEdit() const { return m_host; }
    QSpinBox* portBox() const { return m_port; }
    QLineEdit* databaseEdit() const { return m_database; }
    QLineEdit* userEdit() const { return m_user; }
    QComboBox* sslModeBox() const { return m_sslMode; }

private:
    void browse();
    void updateState();

    Direction m_direction;
    QRadioButton* m_file;
    QRadioButton* m_server;
    QLineEdit* m_path;
    QLineEdit* m_host;
    QSpinBox* m_port;
    QLineEdit* m_database;
    QLineEdit* m_user;
    QComboBox* m_sslMode;
    QDialogButtonBox* m_buttons;
    QList<QWidget*> m_fileWidgets;
    QList<QWidget*> m_serverWidgets;
};

} // namespace chipatlas
