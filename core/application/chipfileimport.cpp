#include "application/chipfileimport.h"

#include <QSet>

namespace chipatlas {

ChipImportPlanning planChipImport(const Catalog& catalog, QList<ImportedChip> chips,
                                  const ImportControl& planning) {
    ChipImportPlanning result;
    const QList<Chip> current = catalog.chips().all(&result.error);
    if (result.error)
        return result;
    std::optional<ImportPlan> plan = planImport(current, std::move(chips), planning);
    if (!plan) {
        result.status = ChipImportPlanning::Status::Cancelled;
        return result;
    }
    result.status = ChipImportPlanning::Status::Ok;
    result.plan = std::move(*plan);
    return result;
}

ChipImportWrite saveChipImport(Catalog& catalog, ImportPlan plan, const ImportChoices& choices,
                               const ImportControl& control, UndoStates undo) {
    ChipImportWrite result;
    QSet<QString> addedIds;
    for (const Chip& chip : std::as_const(plan.added))
        addedIds.insert(chip.id);
    const QList<Chip> base = importBase(plan);
    const QList<Chip> chips = resolveImport(std::move(plan), choices);
    if (chips.isEmpty()) {
        result.status = ChipImportWrite::Status::Nothing;
        return result;
    }
    for (const Chip& chip : chips)
        ++(addedIds.contains(chip.id) ? result.added : result.changed);
    Catalog::ImportedStates states;
    if (!catalog.chips().import(chips, base, control, &result.error,
                                undo == UndoStates::Keep ? &states : nullptr)) {
        result.status = result.error.code == StorageError::Code::Cancelled
                            ? ChipImportWrite::Status::Cancelled
                            : ChipImportWrite::Status::Failed;
        return result;
    }
    result.status = ChipImportWrite::Status::Saved;
    if (undo == UndoStates::Keep) {
        CatalogChange change;
        change.chipsBefore = std::move(states.chipsBefore);
        change.chipsAfter = std::move(states.chipsAfter);
        result.change = std::move(change);
    }
    return result;
}

} // namespace chipatlas
