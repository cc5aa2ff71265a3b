#include "application/epochimport.h"

#include <QSet>

namespace chipatlas {

EpochImportPlanning planEpochImport(const Catalog& catalog, const QList<EpochRow>& rows,
                                    const ImportControl& planning) {
    EpochImportPlanning result;
    const QList<Chip> current = catalog.chips().all(&result.planning.error);
    if (result.planning.error)
        return result;
    const QHash<qsizetype, QString> matches = matchEpochRows(current, rows);
    // The edit marks of the matched chips only: an Epoch file has a few hundred rows.
    QStringList ids = matches.values();
    ids.removeDuplicates();
    QHash<QString, QSet<Field>> edited;
    const std::optional<QList<ChipState>> states =
        catalog.chips().states(ids, &result.planning.error);
    if (!states)
        return result;
    for (const ChipState& state : *states)
        edited.insert(state.id, QSet<Field>(state.editedFields.begin(), state.editedFields.end()));
    EpochImportInput input = epochImportedChips(current, matches, edited, rows);
    result.notices = std::move(input.notices);
    if (!input.error.isEmpty()) {
        result.error = input.error;
        return result;
    }
    std::optional<ImportPlan> plan = planImport(current, std::move(input.chips), planning);
    if (!plan) {
        result.planning.status = ChipImportPlanning::Status::Cancelled;
        return result;
    }
    result.planning.status = ChipImportPlanning::Status::Ok;
    result.planning.plan = std::move(*plan);
    return result;
}

} // namespace chipatlas
