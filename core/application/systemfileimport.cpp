#include "application/systemfileimport.h"

namespace chipatlas {

CatalogItems SystemFileImport::items() const {
    CatalogItems items;
    if (kind == ImportFileKind::Systems) {
        items.systems = systems.added;
        for (const SystemImportChange& change : systems.changed)
            items.systems.append(change.system);
    } else {
        items.offers = offers.added;
        for (const OfferImportChange& change : offers.changed)
            items.offers.append(change.offer);
    }
    return items;
}

CatalogItems SystemFileImport::base() const {
    CatalogItems base;
    if (kind == ImportFileKind::Systems) {
        for (const SystemImportChange& change : systems.changed)
            base.systems.append(change.stored);
    } else {
        for (const OfferImportChange& change : offers.changed)
            base.offers.append(change.stored);
    }
    return base;
}

std::optional<SystemFileImport> planSystemsFile(const QByteArray& data, CatalogFormat format,
                                                const QList<Chip>& chips,
                                                const QList<System>& systems, QString* error) {
    // A dry run and the import check the file alike (systemimport.h): what one refuses, so
    // does the other.
    const std::optional<QList<System>> read =
        readSystemsImport(data, format, importReferences(chips, systems), error);
    if (!read)
        return std::nullopt;
    SystemFileImport import;
    import.kind = ImportFileKind::Systems;
    import.systems = planSystemsImport(*read, systems);
    return import;
}

std::optional<SystemFileImport> planOffersFile(const QByteArray& data, CatalogFormat format,
                                               const QList<Chip>& chips,
                                               const QList<System>& systems,
                                               const QList<Offer>& offers, QString* error) {
    const std::optional<QList<Offer>> read =
        readOffersImport(data, format, importReferences(chips, systems), error);
    if (!read)
        return std::nullopt;
    SystemFileImport import;
    import.kind = ImportFileKind::Offers;
    import.offers = planOffersImport(*read, offers);
    return import;
}

ChangeResult writeSystemFileImport(Catalog& catalog, const SystemFileImport& import,
                                   const QString& text, UndoStates undo,
                                   const ImportControl& control) {
    return writeImportedItems(catalog, import.items(), import.base(), text, undo, control);
}

ChangeResult writeImportedItems(Catalog& catalog, const CatalogItems& items,
                                const CatalogItems& base, const QString& text, UndoStates undo,
                                const ImportControl& control) {
    ChangeResult result;
    result.written = true;
    if (items.isEmpty()) {
        result.change = CatalogChange{}; // changes nothing: no undo step
        return result;
    }
    Catalog::ImportedStates states;
    if (!catalog.importItems(items, base, control, &result.error,
                             undo == UndoStates::Keep ? &states : nullptr))
        return result;
    result.change = CatalogChange::fromImport(text, std::move(states));
    return result;
}

} // namespace chipatlas
