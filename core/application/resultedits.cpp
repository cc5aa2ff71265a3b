#include "application/resultedits.h"

#include "domain/validation.h"

#include <QCoreApplication>
#include <QDate>

namespace chipatlas {

namespace {
// lupdate files ResultEditsText::tr() under "ResultEdits", the context the text is looked up in.
class ResultEditsText final {
    Q_DECLARE_TR_FUNCTIONS(ResultEdits)
};

using ResultStates = QList<Catalog::ResultState>;

// What the catalog refuses to hold: validateResult()'s messages, or hardware it does not have.
bool acceptable(const Catalog& catalog, const Result& result, StorageError* error) {
    if (const QList<ValidationIssue> issues = validateResult(result, QDate::currentDate());
        !issues.isEmpty()) {
        *error = {StorageError::Code::BadData, issuesText(issues)};
        return false;
    }
    bool found = false;
    if (!catalog.results().isHardware(result.hardwareId, &found, error))
        return false;
    if (!found) {
        *error = {StorageError::Code::BadData, hardwareNotInCatalog(result.hardwareId)};
        return false;
    }
    return true;
}

// The change from the states before (the base, or else read) to what `after` makes of them.
template <typename After>
ChangeResult resultChange(const Catalog& catalog, const QString& text, const QStringList& ids,
                          const std::optional<ResultStates>& base, After after) {
    ChangeResult result;
    std::optional<ResultStates> before = base;
    if (!before)
        before = catalog.results().states(ids, &result.error);
    if (!before)
        return result;
    ResultStates written = *before;
    if (!after(written, &result.error))
        return result;
    CatalogChange change;
    change.text = text;
    change.resultsBefore = *before;
    change.resultsAfter = std::move(written);
    result.change = std::move(change);
    return result;
}

StorageError notThere(const QString& id) {
    return {StorageError::Code::NotFound,
            ResultEditsText::tr("The result \"%1\" is no longer in the catalog.").arg(id)};
}
} // namespace

ChangeResult recordResult(const Catalog& catalog, const QString& text, const Result& result) {
    Result recorded = result;
    recorded.claim = ClaimKind::Own;
    recorded.origin = Origin::User;
    ChangeResult refused;
    if (!acceptable(catalog, recorded, &refused.error))
        return refused;
    return resultChange(catalog, text, {recorded.id}, std::nullopt,
                        [&recorded](ResultStates& states, StorageError* error) {
                            if (states.constFirst().result) {
                                *error = {StorageError::Code::BadData,
                                          ResultEditsText::tr("The id \"%1\" is already used by "
                                                              "another result.")
                                              .arg(recorded.id)};
                                return false;
                            }
                            states.first().result = recorded;
                            return true;
                        });
}

ChangeResult editResult(const Catalog& catalog, const QString& text, const Result& result,
                        const std::optional<Catalog::ResultState>& base) {
    ChangeResult refused;
    if (!acceptable(catalog, result, &refused.error))
        return refused;
    return resultChange(
        catalog, text, {result.id}, base ? std::optional(ResultStates{*base}) : std::nullopt,
        [&result](ResultStates& states, StorageError* error) {
            if (!states.constFirst().result) {
                *error = notThere(result.id);
                return false;
            }
            states.first() = ResultRepository::editedState(states.constFirst(), result);
            return true;
        });
}

ChangeResult deleteResults(const Catalog& catalog, const QString& text, const QStringList& ids) {
    return resultChange(catalog, text, ids, std::nullopt,
                        [](ResultStates& states, StorageError* error) {
                            for (Catalog::ResultState& state : states) {
                                if (!state.result) {
                                    *error = notThere(state.id);
                                    return false;
                                }
                                state = ResultRepository::deletedState(state);
                            }
                            return true;
                        });
}

QStringList resultIdsOn(const QList<Result>& results, const QStringList& hardwareIds) {
    QStringList ids;
    for (const Result& result : results) {
        if (hardwareIds.contains(result.hardwareId))
            ids.append(result.id);
    }
    return ids;
}

bool takeResultsAlong(const Catalog& catalog, const QStringList& ids, ChangeResult* deleting) {
    if (ids.isEmpty())
        return true;
    const std::optional<ResultStates> before = catalog.results().states(ids, &deleting->error);
    if (!before)
        return false;
    ResultStates after;
    for (const Catalog::ResultState& state : *before) {
        // One deleted meanwhile has nothing left to take along.
        if (state.result)
            after.append(ResultRepository::deletedState(state));
        else
            after.append(state);
    }
    deleting->change->resultsBefore = *before;
    deleting->change->resultsAfter = std::move(after);
    return true;
}

} // namespace chipatlas
