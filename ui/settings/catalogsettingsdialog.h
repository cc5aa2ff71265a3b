#pragma once

#include <QDialog>

class QDialogButtonBox;

namespace chipatlas {

class CatalogSession;
class CatalogSettingsPage;

// Settings, Catalog (File > Catalog Settings...): the catalog page with OK and Cancel. OK on
// another catalog than the one open switches the session to it (after asking when that clears
// undo steps) and closes only when it opened; a catalog that cannot be opened leaves the
// dialog open with the reason, and the window on the catalog it shows. Then the connection is
// saved in Settings and a team server's password in the keychain ("Remember in the keychain"),
// or removed from it when the box is off.
class CatalogSettingsDialog final : public QDialog {
    Q_OBJECT

public:
    explicit CatalogSettingsDialog(CatalogSession* session, QWidget* parent = nullptr);

    CatalogSettingsPage* page() const { return m_page; }

    void accept() override;
    void reject() override; // not while the catalog is being opened

private:
    bool confirmSwitch(int steps);
    void finish();
    void setWorking(bool working, const QString& text = {});

    CatalogSession* m_session;
    CatalogSettingsPage* m_page;
    QDialogButtonBox* m_buttons;
};

} // namespace chipatlas
