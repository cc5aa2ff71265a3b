#pragma once

#include "domain/offer.h"
#include "storage/catalogconnection.h"

#include <QDialog>
#include <QList>

class QLabel;
class QPushButton;
class QTabWidget;

namespace chipatlas {

class CalculationsPreferencesPage;
class GeneralPreferencesPage;

// Preferences (File > Preferences..., Ctrl+,): General (language, theme, GB or GiB),
// Calculations (efficiency precision, the calculator's headroom and memory budget, the offer
// costs use) and Catalog, which names the catalog shown and the one opened at start, and opens
// Catalog Settings, the one place where the connection is chosen. OK and Apply store every page
// in Settings and emit applied(): the window then applies them at once (the language at the
// next start).
class PreferencesDialog final : public QDialog {
    Q_OBJECT

public:
    enum class Page { General, Calculations, Catalog };

    // `shown` is the catalog the window shows; `offers` are its offers (for their currencies).
    PreferencesDialog(const CatalogConnection& shown, const QList<Offer>& offers,
                      QWidget* parent = nullptr);

    void showPage(Page page);
    QTabWidget* tabs() const { return m_tabs; }
    GeneralPreferencesPage* generalPage() const { return m_general; }
    CalculationsPreferencesPage* calculationsPage() const { return m_calculations; }
    QPushButton* catalogSettingsButton() const { return m_catalogButton; }
    QLabel* catalogLabel() const { return m_catalogLabel; }

    // Stores every page in Settings and emits applied().
    void apply();
    void accept() override;

Q_SIGNALS:
    void applied();
    // "Catalog Settings..." was clicked.
    void catalogSettingsRequested();

private:
    QWidget* createCatalogPage(const CatalogConnection& shown);

    QTabWidget* m_tabs;
    GeneralPreferencesPage* m_general;
    CalculationsPreferencesPage* m_calculations;
    QLabel* m_catalogLabel = nullptr;
    QPushButton* m_catalogButton = nullptr;
};

} // namespace chipatlas
