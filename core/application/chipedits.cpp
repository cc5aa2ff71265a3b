#include "application/chipedits.h"

#include "application/catalogsnapshot.h"
#include "application/resultedits.h"

#include <QCoreApplication>

namespace chipatlas {

namespace {
// lupdate files ChipEditsText::tr() under "ChipEdits", the context the text is looked up in.
class ChipEditsText final {
    Q_DECLARE_TR_FUNCTIONS(ChipEdits)
};

// The change from the states before (`base`, or else read) to what `after` makes of them.
template <typename After>
ChangeResult chipChange(const Catalog& catalog, const QString& text, const QStringList& ids,
                        const std::optional<QList<Catalog::ChipState>>& base, After after) {
    ChangeResult result;
    const std::optional<QList<Catalog::ChipState>> before =
        base ? base : catalog.chips().states(ids, &result.error);
    if (!before)
        return result;
    std::optional<QList<Catalog::ChipState>> states = after(*before, &result.error);
    if (!states)
        return result;
    CatalogChange change;
    change.text = text;
    change.chipsBefore = *before;
    change.chipsAfter = std::move(*states);
    result.change = std::move(change);
    return result;
}

template <typename After>
ChangeResult modelChange(const Catalog& catalog, const QString& text, const QStringList& ids,
                         After after) {
    ChangeResult result;
    const std::optional<QList<Catalog::ModelState>> before =
        catalog.models().states(ids, &result.error);
    if (!before)
        return result;
    CatalogChange change;
    change.text = text;
    change.modelsBefore = *before;
    change.modelsAfter = after(*before);
    result.change = std::move(change);
    return result;
}

using ChipStates = std::optional<QList<Catalog::ChipState>>;
} // namespace

ChangeResult addChip(const Catalog& catalog, const QString& text, const Chip& chip) {
    Chip added = chip;
    added.origin = Origin::User;
    return chipChange(
        catalog, text, {chip.id}, std::nullopt,
        [&added](const QList<Catalog::ChipState>& before, StorageError* error) -> ChipStates {
            if (before.constFirst().chip) {
                *error = {StorageError::Code::BadData,
                          ChipEditsText::tr("The id \"%1\" is already used by another chip.")
                              .arg(added.id)};
                return std::nullopt;
            }
            return QList<Catalog::ChipState>{
                ChipRepository::editedState(before.constFirst(), added)};
        });
}

ChangeResult editChip(const Catalog& catalog, const QString& text, const Chip& chip,
                      const QList<Field>& reverted, const std::optional<Catalog::ChipState>& base) {
    return chipChange(
        catalog, text, {chip.id},
        base ? std::optional(QList<Catalog::ChipState>{*base}) : std::nullopt,
        [&chip, &reverted](const QList<Catalog::ChipState>& states,
                           StorageError* error) -> ChipStates {
            const Catalog::ChipState& before = states.constFirst();
            if (!before.chip) {
                *error = {
                    StorageError::Code::NotFound,
                    ChipEditsText::tr("The chip \"%1\" is no longer in the catalog.").arg(chip.id)};
                return std::nullopt;
            }
            Chip edited = chip;
            edited.origin = before.chip->origin;
            return QList<Catalog::ChipState>{ChipRepository::editedState(before, edited, reverted)};
        });
}

ChangeResult deleteChips(const Catalog& catalog, const QString& text, const QStringList& ids,
                         const QList<Result>& results) {
    ChangeResult deleted =
        chipChange(catalog, text, ids, std::nullopt,
                   [](const QList<Catalog::ChipState>& before, StorageError*) -> ChipStates {
                       QList<Catalog::ChipState> after;
                       for (const Catalog::ChipState& state : before)
                           after.append(ChipRepository::deletedState(state));
                       return after;
                   });
    if (deleted.change && !takeResultsAlong(catalog, resultIdsOn(results, ids), &deleted))
        deleted.change.reset();
    return deleted;
}

ChangeResult revertChipsToBuiltIn(const Catalog& catalog, const QString& text,
                                  const QStringList& ids) {
    return chipChange(
        catalog, text, ids, std::nullopt,
        [](const QList<Catalog::ChipState>& before, StorageError* error) -> ChipStates {
            QList<Catalog::ChipState> after;
            for (const Catalog::ChipState& state : before) {
                const std::optional<Catalog::ChipState> reverted =
                    ChipRepository::builtInState(state, error);
                if (!reverted)
                    return std::nullopt;
                after.append(*reverted);
            }
            return after;
        });
}

ChangeResult saveModel(const Catalog& catalog, const QString& text, const LlmModel& model) {
    return modelChange(catalog, text, {model.id()},
                       [&model](const QList<Catalog::ModelState>& before) {
                           return QList<Catalog::ModelState>{
                               {model.id(), model, Origin::User, before.constFirst().tombstoned}};
                       });
}

ChangeResult deleteModels(const Catalog& catalog, const QString& text, const QStringList& ids) {
    return modelChange(catalog, text, ids, [](const QList<Catalog::ModelState>& before) {
        QList<Catalog::ModelState> after;
        for (const Catalog::ModelState& state : before)
            after.append(ModelRepository::deletedState(state)); // a built-in stays deleted
        return after;
    });
}

std::optional<LlmModel> builtInModelToRevert(const QString& id, StorageError* error) {
    std::optional<LlmModel> model = CatalogSnapshot::builtInModel(id);
    if (!model) {
        *error = {
            StorageError::Code::NotFound,
            ChipEditsText::tr("\"%1\" is not a built-in model; there is nothing to revert to.")
                .arg(id)};
    }
    return model;
}

ChangeResult revertModelToBuiltIn(const Catalog& catalog, const QString& text, const QString& id) {
    ChangeResult result;
    const std::optional<LlmModel> builtIn = builtInModelToRevert(id, &result.error);
    if (!builtIn)
        return result;
    return modelChange(catalog, text, {id}, [&id, &builtIn](const QList<Catalog::ModelState>&) {
        return QList<Catalog::ModelState>{{id, *builtIn, Origin::BuiltIn}};
    });
}

} // namespace chipatlas
