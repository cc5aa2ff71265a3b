#pragma once

#include "storage/catalog.h"
#include "storage/catalogconnection.h"

#include <QString>
#include <QWidget>

#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace chipatlas {

class Settings;

// Settings, Catalog, as a page that a dialog (or a later Preferences dialog) embeds: which
// catalog the app opens, "This computer (SQLite file)" or "Team server (PostgreSQL)" with its
// host, port, database, user, SSL mode and password. The password is only held by the page:
// whoever stores it does so in the keychain ("Remember in the keychain"), never in Settings.
//
// Test connection checks the fields, then runs Catalog::probe() off the GUI thread (a server
// can take seconds to answer): the page stays responsive, a busy bar shows, and the result is
// a sentence ("Connected: ChipAtlas catalog, schema 6, 30 chips.") or the catalog's error in
// plain words.
class CatalogSettingsPage final : public QWidget {
    Q_OBJECT

public:
    using Probe = std::function<std::optional<Catalog::ProbeResult>(
        const CatalogConnection&, const Catalog::Options&, StorageError*)>;

    explicit CatalogSettingsPage(QWidget* parent = nullptr);
    ~CatalogSettingsPage() override;

    // Shows the saved connection (both kinds' fields) and looks the server's password up in the
    // keychain: found, it fills the password field; no keychain, the page says so and "Remember
    // in the keychain" is off.
    void load(const Settings& settings);
    // Stores the chosen connection in `settings`; never the password.
    void save(Settings& settings) const;

    // The connection the fields describe; a file's empty path is the default catalog.
    CatalogConnection connection() const;
    // The same with a file's path made absolute (the default catalog's for an empty one).
    CatalogConnection resolvedConnection() const;
    QString password() const;
    bool rememberPassword() const;
    // Whether the keychain answered when the page looked the password up (false until then).
    bool keychainAvailable() const { return m_keychainAvailable; }

    // Checks the fields; on a problem shows a sentence naming the field, focuses it and returns
    // false.
    bool validate();
    // Validates, then probes the connection in the background; testFinished() follows.
    void testConnection();
    bool isBusy() const;
    // Shows a busy bar and `text` (e.g. "Opening ..."), and disables the fields, while the
    // owner works on the connection.
    void setBusy(bool busy, const QString& text = {});
    // The sentence under the fields (a test's result, a problem); `problem` colours it.
    void showStatus(const QString& text, bool problem);
    QString statusText() const;
    // After the keychain refused to store the password: the box goes off, and the page says
    // that the password will be asked for at each connection.
    void keychainUnavailable(const QString& why);

    // Test hook: what Test connection runs instead of Catalog::probe() (still off the GUI
    // thread).
    void setProbe(Probe probe);

Q_SIGNALS:
    void testFinished(bool connected);

private:
    void updateKind();
    void browse();
    void finishTest(const std::optional<Catalog::ProbeResult>& result, const StorageError& error,
                    bool server);

    QRadioButton* m_fileKind;
    QRadioButton* m_serverKind;
    QWidget* m_fileBox;
    QLineEdit* m_file;
    QPushButton* m_browse;
    QWidget* m_serverBox;
    QLineEdit* m_host;
    QSpinBox* m_port;
    QLineEdit* m_database;
    QLineEdit* m_user;
    QComboBox* m_sslMode;
    QLineEdit* m_password;
    QCheckBox* m_remember;
    QLabel* m_keychainNote;
    QPushButton* m_test;
    QProgressBar* m_busy;
    QLabel* m_status;
    Probe m_probe;
    bool m_keychainAvailable = false;
    bool m_busyNow = false;
};

} // namespace chipatlas
