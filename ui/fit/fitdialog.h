#pragma once

#include "application/catalogsnapshot.h"
#include "domain/chip.h"
#include "domain/chipprice.h"
#include "domain/llmmodel.h"
#include "domain/modelfit.h"
#include "domain/offerchoice.h"
#include "domain/units.h"
#include "fit/frozencolumnview.h"

#include <QDialog>
#include <QList>
#include <QString>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QStackedWidget;
class QTableView;
class QToolButton;

namespace chipatlas {

class CatalogSession;
class FitExplainView;
class FitInputsBar;
class FitOfferBar;
class FitPriceEditor;
class FitResultsSplitter;
class FitProxyModel;
class FitTableModel;
class Settings;
class SystemFitTableModel;

// The model-fit calculator (Tools > Model fit...): the inputs across the top, every chip of
// the catalog below in a sortable, filterable table (or, with Rows: Systems, every system and
// whether the model fits in one scale-up domain), and for the selected row the explanation of
// each term and the inverse (longest context, largest batch). The costs per million tokens use
// the offer picked for the selected row (default the cheapest) and say which. Non-modal;
// remembers its geometry and last inputs. A price set or removed here is an undoable change of
// the catalog session.
class FitDialog final : public QDialog {
    Q_OBJECT

public:
    explicit FitDialog(CatalogSession* session, QWidget* parent = nullptr);
    ~FitDialog() override;

    // The catalog session's snapshot: chips (read through it, never copied), models, prices.
    void setSnapshot(CatalogSnapshot snapshot);
    // A snapshot of just these (tests).
    void setCatalog(const QList<Chip>& chips, const QList<LlmModel>& models,
                    const QList<ChipPrice>& prices);
    bool hasCatalog() const { return m_hasCatalog; }

    bool selectModel(const QString& id);
    // Selects the chip's row and explains it; remembered until the chips arrive. A system's id
    // shows the systems' rows and selects that one.
    void selectChip(const QString& id);
    QString currentChipId() const;
    // The rows: the catalog's chips, or its systems.
    bool showsSystems() const;
    void setShowSystems(bool systems);
    QString currentSystemId() const;

    FitInputsBar* inputsBar() const { return m_inputs; }
    QTableView* tableView() const { return m_view; }
    FitTableModel* tableModel() const { return m_model; }
    FitProxyModel* proxyModel() const { return m_proxy; }
    FitExplainView* explainView() const { return m_explain; }
    QLineEdit* filterEdit() const { return m_filter; }
    QPushButton* setPriceButton() const { return m_setPrice; }
    // "Own or rent...": the selected chip, or in the systems' rows the selected system.
    QPushButton* ownershipButton() const { return m_ownership; }
    QComboBox* rowsBox() const { return m_rows; }
    QTableView* systemTableView() const { return m_systemView; }
    SystemFitTableModel* systemTableModel() const { return m_systemModel; }
    FitProxyModel* systemProxyModel() const { return m_systemProxy; }
    // The price options of the selected row: each USD offer and "your price"; the costs use
    // the current one.
    QComboBox* offerBox() const;
    // What the costs of the selected row say about their price (priceOptionUsedText()).
    QLabel* priceUsedLabel() const;
    // Shows or folds away the explanation below the table (remembered in the settings).
    QToolButton* explanationToggle() const { return m_explainToggle; }

    // Opens the price dialog for the selected chip (non-modal; the result is stored when it
    // is accepted, asynchronously, as one undo step).
    void editPrice();

    // GB or GiB (the app-wide preference; the Units box changes it and memoryUnitsChanged()
    // tells the window).
    void setMemoryUnits(MemoryUnits units);
    // The offer a row without a pick uses (Preferences, Calculations).
    void setOfferPolicy(OfferPolicy policy);

    void restoreState(const Settings& settings);
    void saveState(Settings& settings) const;

Q_SIGNALS:
    void priceChanged(const QString& chipId);
    // "Own or rent..." for the selected row's chip or system (its id).
    void ownershipRequested(const QString& id);
    void statusMessage(const QString& text);
    // The user chose another memory budget (or fraction); the details pane's "What fits"
    // follows it.
    void memoryBudgetChanged(const chipatlas::MemoryBudget& budget);
    // The user chose GB or GiB in the Units box.
    void memoryUnitsChanged(chipatlas::MemoryUnits units);

protected:
    void done(int result) override;

private:
    void inputsChanged();
    void updateExplanation();
    void updateSummary();
    void fitColumns();
    void currentRowChanged();
    void updateOffers();
    void pickOffer(const QString& option);
    // The selected chip, or in the systems' rows the selected system's chip.
    const Chip* currentChip() const;
    const System* currentSystem() const;

    CatalogSession* m_session;
    FitInputsBar* m_inputs;
    FitTableModel* m_model;
    FitProxyModel* m_proxy;
    FrozenColumnView* m_view;
    SystemFitTableModel* m_systemModel;
    FitProxyModel* m_systemProxy;
    FrozenColumnView* m_systemView;
    QStackedWidget* m_views;
    QComboBox* m_rows;
    FitOfferBar* m_offers;
    FitExplainView* m_explain;
    FitResultsSplitter* m_splitter;
    QToolButton* m_explainToggle;
    QLineEdit* m_filter;
    QPushButton* m_setPrice;
    QPushButton* m_ownership;
    QLabel* m_summary;
    FitPriceEditor* m_prices;
    QString m_pendingChipId;
    QString m_pendingModelId;
    bool m_hasCatalog = false;
    bool m_fitColumnsPending = false; // fit the columns to the numbers when they arrive
    int m_progress = 0;               // percent of the fits computed
    MemoryBudget m_budget = kFitDefaults.budget;
    MemoryUnits m_units = MemoryUnits::Decimal;
};

} // namespace chipatlas
