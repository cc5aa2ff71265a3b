#pragma once

#include "domain/chip.h"
#include "domain/offer.h"
#include "domain/system.h"
#include "editing/sessioneditor.h"
#include "storage/catalog.h"

#include <QString>

namespace chipatlas {

class OfferEditDialog;
class SystemEditDialog;

// The GUI's changes to systems and rental offers (a SessionEditor: each an undoable use case of
// application/systemedits.h or pricing.h): add, edit and delete a system; add an offer for a
// chip or a system; record a new price of an offer (its history kept).
class SystemEditor final : public SessionEditor {
    Q_OBJECT

public:
    // Its menu (populateMenu()): New system..., Edit system..., Delete system, Add offer...,
    // Record price...
    SystemEditor(CatalogSession* session, QWidget* window);

    // What the table has selected: a system (Systems mode) or a chip (Chips mode).
    void setCurrentSystem(const System* system);
    void setCurrentChip(const Chip* chip);

    // The changes.
    void addSystem(const System& system);
    void editSystem(const System& system, const Catalog::SystemState& base);
    void deleteSystem(const QString& id);
    // A new offer (one stored already gains its prices), and one more price of a stored offer,
    // whose state the user saw was `base` (its history kept).
    void addOffer(const Offer& offer);
    void recordPrice(const Offer& offer, const OfferPrice& price, const Catalog::OfferState& base);

    // The dialogs (non-modal; accepted, they call the changes above).
    SystemEditDialog* openNewSystemDialog();
    void openEditSystemDialog(const QString& id);
    OfferEditDialog* openAddOfferDialog(const QString& targetId);
    void openRecordPriceDialog(const QString& offerId);

    QAction* newSystemAction() const { return m_newSystem; }
    QAction* editSystemAction() const { return m_editSystem; }
    QAction* deleteSystemAction() const { return m_deleteSystem; }
    QAction* addOfferAction() const { return m_addOffer; }
    QAction* recordPriceAction() const { return m_recordPrice; }

Q_SIGNALS:
    void systemSaved(const QString& id);

private:
    void updateActions();
    void priceSaved(const Offer& offer);
    QString targetName(const QString& targetId) const;
    QString chooseOffer();

    QString m_systemId; // selected system
    QString m_chipId;   // selected chip
    QAction* m_newSystem;
    QAction* m_editSystem;
    QAction* m_deleteSystem;
    QAction* m_addOffer;
    QAction* m_recordPrice;
};

} // namespace chipatlas
