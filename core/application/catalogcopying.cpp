#include "application/catalogcopying.h"

namespace chipatlas {

CatalogCopyPlanning planCopyBetween(const Catalog& source, const Catalog& target,
                                    const ImportControl& control) {
    CatalogCopyPlanning result;
    std::optional<CatalogItems> from = readCatalogItems(source, &result.error);
    const std::optional<CatalogItems> to =
        from ? readCatalogItems(target, &result.error) : std::nullopt;
    if (!to)
        return result;
    std::optional<CatalogCopyPlan> plan = planCatalogCopy(std::move(*from), *to, control);
    if (!plan) {
        result.status = CatalogCopyPlanning::Status::Cancelled;
        return result;
    }
    result.status = CatalogCopyPlanning::Status::Ok;
    result.plan = std::move(*plan);
    return result;
}

CatalogCopyWrite writeCopyInto(Catalog& target, CatalogCopyPlan plan, const ImportChoices& choices,
                               const ImportControl& control, const QString& text, UndoStates undo) {
    CatalogCopyWrite result;
    const CatalogItems base = copyBase(plan);
    const CatalogItems items = resolveCatalogCopy(std::move(plan), choices);
    if (items.isEmpty()) {
        result.status = CatalogCopyWrite::Status::Nothing;
        return result;
    }
    // The target's automatic snapshot before the copy says it was one (its note, set by the
    // caller, names the source).
    ImportControl copyControl = control;
    copyControl.snapshotReason = SnapshotReason::Copy;
    Catalog::ImportedStates states;
    if (!target.importItems(items, base, copyControl, &result.error,
                            undo == UndoStates::Keep ? &states : nullptr)) {
        result.status = result.error.code == StorageError::Code::Cancelled
                            ? CatalogCopyWrite::Status::Cancelled
                            : CatalogCopyWrite::Status::Failed;
        return result;
    }
    result.status = CatalogCopyWrite::Status::Written;
    result.items = items;
    if (undo == UndoStates::Keep)
        result.change = CatalogChange::fromImport(text, std::move(states));
    return result;
}

} // namespace chipatlas
