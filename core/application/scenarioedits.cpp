#include "application/scenarioedits.h"

#include "domain/validation.h"

#include <QCoreApplication>
#include <QSet>

namespace chipatlas {

namespace {
// lupdate files ScenarioEditsText::tr() under "ScenarioEdits", the context the text is looked
// up in.
class ScenarioEditsText final {
    Q_DECLARE_TR_FUNCTIONS(ScenarioEdits)
};

using ScenarioStates = QList<Catalog::OwnershipScenarioState>;

// What the catalog refuses to hold: validateOwnershipScenario()'s messages, or hardware it does
// not have. (A name another scenario has is refused by the write, inside its transaction.)
bool acceptable(const Catalog& catalog, const OwnershipScenario& scenario, StorageError* error) {
    if (const QList<ValidationIssue> issues = validateOwnershipScenario(scenario);
        !issues.isEmpty()) {
        *error = {StorageError::Code::BadData, issuesText(issues)};
        return false;
    }
    bool found = false;
    // A scenario's hardware is what a result's is: a chip or a system of the catalog.
    if (!catalog.results().isHardware(scenario.hardwareId, &found, error))
        return false;
    if (!found) {
        //: %1 (%2) is the field's label and key, %3 the id the scenario names.
        *error = {StorageError::Code::BadData,
                  ScenarioEditsText::tr("%1 (%2): \"%3\" is not a chip or a system in the catalog; "
                                        "choose one it has.")
                      .arg(ownershipFieldLabel(OwnershipField::Hardware),
                           ownershipFieldKey(OwnershipField::Hardware), scenario.hardwareId)};
        return false;
    }
    return true;
}

// The change from the states before (the base, or else read) to what `after` makes of them.
template <typename After>
ChangeResult scenarioChange(const Catalog& catalog, const QString& text, const QStringList& ids,
                            const std::optional<ScenarioStates>& base, After after) {
    ChangeResult result;
    std::optional<ScenarioStates> before = base;
    if (!before)
        before = catalog.scenarios().states(ids, &result.error);
    if (!before)
        return result;
    ScenarioStates written = *before;
    if (!after(written, &result.error))
        return result;
    CatalogChange change;
    change.text = text;
    change.scenariosBefore = *before;
    change.scenariosAfter = std::move(written);
    result.change = std::move(change);
    return result;
}

StorageError notThere(const QString& id) {
    return {StorageError::Code::NotFound,
            ScenarioEditsText::tr("The scenario \"%1\" is no longer in the catalog.").arg(id)};
}

// The slug of `name`, made unique among the stored scenarios' ids.
std::optional<QString> newId(const Catalog& catalog, const QString& name, StorageError* error) {
    QSet<QString> taken;
    const QList<OwnershipScenario> stored = catalog.scenarios().all(error);
    if (*error)
        return std::nullopt;
    for (const OwnershipScenario& scenario : stored)
        taken.insert(scenario.id);
    const QString slug = ownershipScenarioId(name);
    QString id = slug;
    for (int n = 2; taken.contains(id); ++n) {
        const QString suffix = QStringLiteral("-%1").arg(n);
        id = slug.left(kMaxIdLength - suffix.size()) + suffix; // an id's length is bounded
    }
    return id;
}
} // namespace

ChangeResult saveScenario(const Catalog& catalog, const QString& text,
                          const OwnershipScenario& scenario,
                          const std::optional<Catalog::OwnershipScenarioState>& base) {
    OwnershipScenario saved = scenario;
    saved.origin = Origin::User;
    ChangeResult refused;
    if (saved.id.isEmpty()) {
        const std::optional<QString> id = newId(catalog, saved.name, &refused.error);
        if (!id)
            return refused;
        saved.id = *id;
    }
    if (!acceptable(catalog, saved, &refused.error))
        return refused;
    const bool based = base && base->id == saved.id;
    return scenarioChange(catalog, text, {saved.id},
                          based ? std::optional(ScenarioStates{*base}) : std::nullopt,
                          [&saved](ScenarioStates& states, StorageError*) {
                              states.first().scenario = saved;
                              return true;
                          });
}

ChangeResult renameScenario(const Catalog& catalog, const QString& text, const QString& id,
                            const QString& name) {
    return scenarioChange(catalog, text, {id}, std::nullopt,
                          [&](ScenarioStates& states, StorageError* error) {
                              if (!states.constFirst().scenario) {
                                  *error = notThere(id);
                                  return false;
                              }
                              states.first().scenario->name = name;
                              if (const QList<ValidationIssue> issues =
                                      validateOwnershipScenario(*states.constFirst().scenario);
                                  !issues.isEmpty()) {
                                  *error = {StorageError::Code::BadData, issuesText(issues)};
                                  return false;
                              }
                              return true;
                          });
}

ChangeResult deleteScenarios(const Catalog& catalog, const QString& text, const QStringList& ids) {
    return scenarioChange(catalog, text, ids, std::nullopt,
                          [](ScenarioStates& states, StorageError* error) {
                              for (Catalog::OwnershipScenarioState& state : states) {
                                  if (!state.scenario) {
                                      *error = notThere(state.id);
                                      return false;
                                  }
                                  state.scenario.reset();
                              }
                              return true;
                          });
}

} // namespace chipatlas
