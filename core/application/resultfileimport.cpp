#include "application/resultfileimport.h"

#include "application/systemfileimport.h"

namespace chipatlas {

CatalogItems ResultFileImport::items() const {
    CatalogItems items;
    items.results = plan.added;
    for (const ResultImportChange& change : plan.changed)
        items.results.append(change.result);
    return items;
}

CatalogItems ResultFileImport::base() const {
    CatalogItems base;
    for (const ResultImportChange& change : plan.changed)
        base.results.append(change.stored);
    return base;
}

std::optional<ResultFileImport> planResultsFile(const QByteArray& data, CatalogFormat format,
                                                const QList<Chip>& chips,
                                                const QList<System>& systems,
                                                const QList<Result>& results, const QDate& today,
                                                QString* error) {
    // A dry run and the import check the file alike (resultimport.h): what one refuses, so
    // does the other.
    const std::optional<QList<Result>> read =
        readResultsImport(data, format, importReferences(chips, systems), today, error);
    if (!read)
        return std::nullopt;
    ResultFileImport import;
    import.plan = planResultsImport(*read, results);
    return import;
}

std::optional<ResultFileImport>
planMlperfFolder(const QString& folder, const QList<Chip>& chips, const QList<System>& systems,
                 const QList<LlmModel>& models, const QList<Result>& results,
                 const QHash<QString, QString>& acceleratorChips, const QDate& today,
                 QString* error, const std::optional<QDate>& publishedOn,
                 QList<MlperfUnmatchedAccelerator>* unmatched) {
    MlperfReadOptions options;
    options.publishedOn = publishedOn;
    options.chipIds.reserve(chips.size());
    for (const Chip& chip : chips)
        options.chipIds << chip.id;
    for (const LlmModel& model : models)
        options.modelIds.insert(model.id());
    options.acceleratorChips = acceleratorChips;
    options.today = today;
    std::optional<MlperfResults> read = readMlperfResults(folder, options, error, unmatched);
    if (!read)
        return std::nullopt;
    const ImportReferences references = importReferences(chips, systems);
    for (Result& result : read->results) {
        result.origin = Origin::User;
        // A mapping may name a chip the catalog lacks.
        if (const QString problem = resultReferenceProblem(result, references);
            !problem.isEmpty()) {
            *error = QStringLiteral("%1: %2").arg(result.id, problem);
            return std::nullopt;
        }
    }
    ResultFileImport import;
    import.plan = planResultsImport(read->results, results);
    import.skipped = std::move(read->skipped);
    return import;
}

ChangeResult writeResultFileImport(Catalog& catalog, const ResultFileImport& import,
                                   const QString& text, UndoStates undo,
                                   const ImportControl& control) {
    return writeImportedItems(catalog, import.items(), import.base(), text, undo, control);
}

} // namespace chipatlas
