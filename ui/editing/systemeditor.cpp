#include "editing/systemeditor.h"

#include "application/catalogsession.h"
#include "application/pricing.h"
#include "application/resultedits.h"
#include "application/systemedits.h"
#include "domain/offerchoice.h"
#include "editing/offereditdialog.h"
#include "editing/systemeditdialog.h"

#include <QAction>
#include <QInputDialog>

namespace chipatlas {

SystemEditor::SystemEditor(CatalogSession* session, QWidget* window)
    : SessionEditor(session, window, QStringLiteral("systemEditorError"))
    , m_newSystem(addAction(tr("&New system..."), QStringLiteral("newSystemAction"),
                            tr("Add a board, rack or instance built of a catalog chip")))
    , m_editSystem(addAction(tr("&Edit system..."), QStringLiteral("editSystemAction"), {},
                             QKeySequence(Qt::SHIFT | Qt::Key_F2)))
    , m_deleteSystem(addAction(tr("&Delete system"), QStringLiteral("deleteSystemAction"),
                               tr("Delete the selected system, its offers and its measured "
                                  "results; Undo brings them back"),
                               QKeySequence(Qt::SHIFT | Qt::Key_Delete)))
    , m_addOffer(addAction(tr("Add &offer..."), QStringLiteral("addOfferAction"),
                           tr("Add a rental offer for the selected chip or system")))
    , m_recordPrice(addAction(tr("Record &price..."), QStringLiteral("recordPriceAction"),
                              tr("Record a new price of an offer; the old prices stay"),
                              QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P))) {
    addMenuSeparatorBefore(m_addOffer);
    connect(m_newSystem, &QAction::triggered, this, [this] { openNewSystemDialog(); });
    connect(m_editSystem, &QAction::triggered, this, [this] {
        if (!m_systemId.isEmpty())
            openEditSystemDialog(m_systemId);
    });
    connect(m_deleteSystem, &QAction::triggered, this, [this] {
        if (!m_systemId.isEmpty())
            deleteSystem(m_systemId);
    });
    connect(m_addOffer, &QAction::triggered, this, [this] {
        const QString target = m_systemId.isEmpty() ? m_chipId : m_systemId;
        if (!target.isEmpty())
            openAddOfferDialog(target);
    });
    connect(m_recordPrice, &QAction::triggered, this, [this] {
        if (const QString id = chooseOffer(); !id.isEmpty())
            openRecordPriceDialog(id);
    });
    updateActionsWith([this] { updateActions(); }, true);
}

void SystemEditor::setCurrentSystem(const System* system) {
    m_systemId = system ? system->id : QString();
    updateActions();
}

void SystemEditor::setCurrentChip(const Chip* chip) {
    m_chipId = chip ? chip->id : QString();
    updateActions();
}

// While the team server cannot be reached the catalog is read-only, as for chips.
void SystemEditor::updateActions() {
    const bool online = !m_session->isOffline();
    m_newSystem->setEnabled(online);
    m_editSystem->setEnabled(online && !m_systemId.isEmpty());
    m_deleteSystem->setEnabled(online && !m_systemId.isEmpty());
    m_addOffer->setEnabled(online && !(m_systemId.isEmpty() && m_chipId.isEmpty()));
    bool priced = false;
    const CatalogSnapshot& snapshot = m_session->snapshot();
    if (const System* system = snapshot.system(m_systemId))
        priced = !snapshot.offerIndex().forSystem(*system).isEmpty();
    else if (!m_chipId.isEmpty())
        priced = !snapshot.offerIndex().forChip(m_chipId).isEmpty();
    m_recordPrice->setEnabled(online && priced);
}

void SystemEditor::addSystem(const System& system) {
    const QString text = tr("add system %1").arg(system.name);
    submit(
        text,
        [text, system](Catalog& catalog) { return chipatlas::addSystem(catalog, text, system); },
        [this, id = system.id] { Q_EMIT systemSaved(id); });
}

void SystemEditor::editSystem(const System& system, const Catalog::SystemState& base) {
    const QString text = tr("edit system %1").arg(system.name);
    submit(
        text,
        [text, system, base](Catalog& catalog) {
            return chipatlas::editSystem(catalog, text, system, base);
        },
        [this, id = system.id] { Q_EMIT systemSaved(id); });
}

void SystemEditor::deleteSystem(const QString& id) {
    // Its offers and measured results go with it (they need their hardware), and come back with
    // it on Undo.
    const QString text = tr("delete system %1").arg(id);
    const CatalogSnapshot& snapshot = m_session->snapshot();
    const int results = int(resultIdsOn(snapshot.results(), {id}).size());
    submit(
        text,
        [text, id, offers = snapshot.offers(), results = snapshot.results()](Catalog& catalog) {
            return deleteSystems(catalog, text, {id}, offers, results);
        },
        [this, results] {
            Q_EMIT statusMessage(
                results == 0
                    ? tr("Deleted. Undo brings the system back.")
                    : tr("Deleted the system and its %n measured results. Undo brings them back.",
                         nullptr, results));
        });
}

void SystemEditor::addOffer(const Offer& offer) {
    const QString text = tr("add offer %1 %2").arg(offer.provider, offer.instance);
    submit(
        text, [text, offer](Catalog& catalog) { return chipatlas::addOffer(catalog, text, offer); },
        [this, offer] { priceSaved(offer); });
}

void SystemEditor::recordPrice(const Offer& offer, const OfferPrice& price,
                               const Catalog::OfferState& base) {
    const QString text = tr("record price of %1 %2").arg(offer.provider, offer.instance);
    submit(
        text,
        [text, id = offer.id, price, base](Catalog& catalog) {
            return recordOfferPrice(catalog, text, id, price, base);
        },
        [this, offer] { priceSaved(offer); });
}

void SystemEditor::priceSaved(const Offer& offer) {
    Q_EMIT statusMessage(tr("Saved the price of %1 %2; the earlier prices stay.")
                             .arg(offer.provider, offer.instance));
}

QString SystemEditor::targetName(const QString& targetId) const {
    const CatalogSnapshot& snapshot = m_session->snapshot();
    if (const System* system = snapshot.system(targetId))
        return QStringLiteral("%1 (%2)").arg(system->name, system->id);
    if (const Chip* chip = snapshot.chip(targetId))
        return QStringLiteral("%1 (%2)").arg(chip->name, chip->id);
    return targetId;
}

SystemEditDialog* SystemEditor::openNewSystemDialog() {
    SystemEditDialog::Setup setup;
    setup.chips = m_session->snapshot().chips();
    setup.system.chipCount = 8;
    setup.idTaken = [this](const QString& id) {
        return m_session->snapshot().system(id) != nullptr;
    };
    return openDialog(new SystemEditDialog(setup, m_window),
                      [this](SystemEditDialog* added) { addSystem(added->system()); });
}

// The dialog starts from the stored state (its version is the base of the write).
void SystemEditor::openEditSystemDialog(const QString& id) {
    readStoredState<Catalog::SystemState>(
        [id](const Catalog& catalog, StorageError* error) {
            return catalog.systems().states({id}, error);
        },
        tr("Could not edit the system."),
        [](const Catalog::SystemState& state) { return state.system.has_value(); },
        [this](const Catalog::SystemState& state) {
            SystemEditDialog::Setup setup;
            setup.mode = SystemEditDialog::Mode::Edit;
            setup.system = *state.system;
            setup.chips = m_session->snapshot().chips();
            openDialog(
                new SystemEditDialog(setup, m_window),
                [this, state](SystemEditDialog* dialog) { editSystem(dialog->system(), state); });
        });
}

OfferEditDialog* SystemEditor::openAddOfferDialog(const QString& targetId) {
    OfferEditDialog::Setup setup;
    setup.offer.targetId = targetId;
    if (const System* system = m_session->snapshot().system(targetId))
        setup.offer.chips = system->chipCount;
    setup.targetName = targetName(targetId);
    return openDialog(new OfferEditDialog(setup, m_window),
                      [this](OfferEditDialog* added) { addOffer(added->offer()); });
}

void SystemEditor::openRecordPriceDialog(const QString& offerId) {
    readStoredState<Catalog::OfferState>(
        [offerId](const Catalog& catalog, StorageError* error) {
            return catalog.offers().states({offerId}, error);
        },
        tr("Could not record a price."),
        [](const Catalog::OfferState& state) { return state.offer.has_value(); },
        [this](const Catalog::OfferState& state) {
            OfferEditDialog::Setup setup;
            setup.mode = OfferEditDialog::Mode::RecordPrice;
            setup.offer = *state.offer;
            setup.targetName = targetName(setup.offer.targetId);
            openDialog(new OfferEditDialog(setup, m_window),
                       [this, state](OfferEditDialog* dialog) {
                           if (const std::optional<OfferPrice> price = dialog->price())
                               recordPrice(*state.offer, *price, state);
                       });
        });
}

// The offers of the selected system or chip: which one gets the new price.
QString SystemEditor::chooseOffer() {
    const CatalogSnapshot& snapshot = m_session->snapshot();
    QList<Offer> offers;
    if (const System* system = snapshot.system(m_systemId))
        offers = snapshot.offerIndex().forSystem(*system);
    else if (!m_chipId.isEmpty())
        offers = snapshot.offerIndex().forChip(m_chipId);
    if (offers.size() == 1)
        return offers.constFirst().id;
    QStringList items;
    for (const Offer& offer : std::as_const(offers))
        items.append(QStringLiteral("%1 %2 %3 %4")
                         .arg(offer.provider, offer.region, offer.instance,
                              pricingDisplayName(offer.pricing))
                         .simplified());
    bool ok = false;
    const QString item =
        QInputDialog::getItem(m_window, tr("Record Price"), tr("Offer:"), items, 0, false, &ok);
    return ok ? offers.value(items.indexOf(item)).id : QString();
}

} // namespace chipatlas
