#pragma once

#include "application/catalogchange.h"

#include <QCoreApplication>
#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>

namespace chipatlas {

// A change that the catalog refused with StorageError::Code::Conflict: another window or
// another user of a team catalog saved one of its chips, models or prices after the change
// was based on it. Nothing was written. The session reads what the catalog holds now and
// reports all three sides, so that the user chooses what to keep: nothing is overwritten
// silently.
struct CatalogConflict {
    QString text;       // what was being saved: "edit chip H100 SXM", "undo edit chip H100 SXM"
    QString message;    // the storage error, a sentence
    CatalogChange mine; // before: the base the change started from; after: the user's side
    // What the catalog holds now, for the ids of `mine`, in its order.
    QList<Catalog::ChipState> chipsTheirs;
    QList<Catalog::ModelState> modelsTheirs;
    std::optional<PriceState> priceTheirs;
    QList<Catalog::SystemState> systemsTheirs;
    QList<Catalog::OfferState> offersTheirs;
    QList<Catalog::ResultState> resultsTheirs;
    QList<Catalog::OwnershipScenarioState> scenariosTheirs;
};

// One thing the two sides may disagree on: a description field or a figure (value with its
// status, source, note and attributes) of a chip, an LLM model field, a price, or whether the
// chip or model is there at all.
struct ConflictItem {
    // System, Offer, Result and Scenario: a whole system, offer (with its price history), result
    // or ownership scenario, shown as text; the merge takes one side of it whole.
    enum class Part {
        Presence,
        Description,
        Figure,
        ModelField,
        Price,
        System,
        Offer,
        Result,
        Scenario
    };
    Part part = Part::Presence;
    qsizetype index = 0; // of the state in the change's lists
    int attribute = 0;   // the description field, Field or ModelField
    QString label;       // "H100 SXM: TDP"
    QString base;        // as the change started from
    QString mine;
    QString theirs;
    bool mineChanged = false;   // mine differs from the base
    bool theirsChanged = false; // theirs differs from the base
    // Both sides changed it, to different values: the user must look.
    bool clash() const { return mineChanged && theirsChanged; }
    // What a merge keeps unless told otherwise: the side that changed it, mine on a clash.
    bool theirsByDefault() const { return theirsChanged && !mineChanged; }
};

class ConflictMerge final {
    Q_DECLARE_TR_FUNCTIONS(ConflictMerge)

public:
    // The items on which mine and theirs differ, in the order of the change's states.
    static QList<ConflictItem> items(const CatalogConflict& conflict);

    // The change that saves a resolution as a normal undoable change based on what the catalog
    // holds now: before is theirs, after is mine with the items in `takeTheirs` (indexes into
    // `items`) taken from theirs. Keep mine: no item taken; take theirs: every item.
    static CatalogChange resolve(const CatalogConflict& conflict, const QList<ConflictItem>& items,
                                 const QList<qsizetype>& takeTheirs);
};

} // namespace chipatlas

Q_DECLARE_METATYPE(chipatlas::CatalogConflict)
