#pragma once

#include "application/catalogsnapshot.h"
#include "domain/chip.h"
#include "domain/entry.h"
#include "domain/llmmodel.h"
#include "domain/modelfit.h"
#include "domain/precision.h"
#include "domain/system.h"

#include <QList>
#include <QPalette>
#include <QString>
#include <QWidget>

#include <optional>

class QTextBrowser;
class QToolButton;

namespace chipatlas {

// Every figure of the selected chip, grouped, each with its status, note and a clickable
// source link; then the computed efficiency figures, the chip's rental offers, its measured
// results (resultshtml.h), its notes and all its sources. Or the selected system (systemhtml.h):
// its figures, totals, vendor-total checks and offers.
class DetailsPane final : public QWidget {
    Q_OBJECT

public:
    explicit DetailsPane(QWidget* parent = nullptr);

    // nullptr shows the placeholder. The chip is copied.
    void setChip(const Chip* chip);
    QString chipId() const { return m_chip ? m_chip->id : QString(); }
    // Shows a system instead of a chip; nullptr shows the placeholder. The system is copied.
    void setSystem(const System* system);
    QString systemId() const { return m_system ? m_system->id : QString(); }
    // The catalog the offers, and a system's chip, are read from.
    void setSnapshot(const CatalogSnapshot& snapshot);
    void setPrecision(Precision precision);
    // The catalog's models, for the "What fits" section (none: no section).
    void setModels(const QList<LlmModel>& models);
    // The memory budget "What fits" sizes under: the fit calculator's (remembered) choice.
    void setMemoryBudget(const MemoryBudget& budget);
    // GB or GiB for capacities printed in GB and for the sizes of "What fits".
    void setMemoryUnits(MemoryUnits units);

    // Scrolls to the "Measured results" of the chip or system shown (the Results table's
    // selection shows its hardware there).
    void scrollToResults();

    QTextBrowser* browser() const { return m_browser; }
    QToolButton* compareButton() const { return m_compareButton; }
    // "Own or rent...": what owning the shown chip or system costs against renting it.
    QToolButton* ownershipButton() const { return m_ownershipButton; }
    // "Price history...": the prices of the shown chip or system over time.
    QToolButton* priceHistoryButton() const { return m_priceHistoryButton; }

    // The HTML shown for a chip, escaped throughout; public for tests.
    static QString chipHtml(const Chip& chip, Precision precision, const QPalette& palette,
                            const QList<LlmModel>& models = {},
                            const MemoryBudget& budget = kFitDefaults.budget,
                            MemoryUnits memoryUnits = MemoryUnits::Decimal);

Q_SIGNALS:
    // "Add to comparison" was clicked for the shown chip or system.
    void compareRequested(const chipatlas::EntryRef& entry);
    // "Open in the model-fit calculator" was clicked for the shown chip.
    void fitRequested(const QString& id);
    // "Own or rent..." was clicked for the shown chip or system (its id).
    void ownershipRequested(const QString& id);
    // "Price history..." was clicked for the shown chip or system, or under an offer (its id).
    void priceHistoryRequested(const QString& id);
    // "Record price..." under an offer, "Add offer..." under the offers of a chip or system.
    void recordPriceRequested(const QString& offerId);
    void addOfferRequested(const QString& targetId);
    // "Record my own run..." under the measured results of a chip or system.
    void recordResultRequested(const QString& hardwareId);

protected:
    void changeEvent(QEvent* event) override;

private:
    void render();

    QTextBrowser* m_browser;
    QToolButton* m_compareButton;
    QToolButton* m_ownershipButton;
    QToolButton* m_priceHistoryButton;
    std::optional<Chip> m_chip;
    std::optional<System> m_system;
    CatalogSnapshot m_snapshot;
    Precision m_precision = Precision::BF16;
    QList<LlmModel> m_models;
    MemoryBudget m_budget = kFitDefaults.budget;
    MemoryUnits m_memoryUnits = MemoryUnits::Decimal;
};

} // namespace chipatlas
