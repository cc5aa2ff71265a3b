#pragma once

#include "domain/chip.h"
#include "domain/chipprice.h"
#include "domain/llmmodel.h"
#include "domain/offer.h"
#include "domain/ownershipscenario.h"
#include "domain/result.h"
#include "domain/system.h"

#include <QString>

#include <optional>

namespace chipatlas {

// The rule that keeps an import (or a copy) from writing over what someone else saved after its
// plan was made (README, "What bad input gets": two imports at once). An import is planned
// against the entries stored at one moment (its base) and written later; in the write's
// transaction each entry is merged field by field with what is stored at that moment:
// * a field the import does not change (planned == base) keeps the stored value, whoever
//   wrote it;
// * a field the import changes is written when the stored value is still the base's or already
//   the planned one;
// * otherwise both changed the same field: a conflict, and the whole import is refused.
// An entry that was absent when the import was planned and was added by someone else since
// conflicts on the first field it holds differently; one that was deleted since conflicts as a
// whole. An offer's price history is merged, not compared: the stored prices stay and the
// import's new ones join them (addPrice()).

struct ImportConflict {
    enum class Kind {
        Changed, // someone else changed `key` too, differently
        Added,   // someone else added the entry, with another `key`
        Deleted, // someone else deleted the entry
    };
    Kind kind = Kind::Changed;
    QString id;          // the entry's id ("nvidia-h100-sxm")
    QString key;         // the field's key ("tdp_w", "notes"); empty for Deleted
    QString storedText;  // the value stored now, shortened for a message ("700 W")
    QString baseText;    // the value the plan saw (Changed)
    QString plannedText; // the value the import brings
};

// The entry to write: the stored one with the import's changes, or nullopt and `conflict` set.
// `base` is the entry as the plan saw it (nullopt: absent), `stored` the entry as the catalog
// holds it now (nullopt: absent). The result keeps the stored origin.
std::optional<Chip> mergeImported(const std::optional<Chip>& base, const Chip& planned,
                                  const std::optional<Chip>& stored, ImportConflict* conflict);
std::optional<System> mergeImported(const std::optional<System>& base, const System& planned,
                                    const std::optional<System>& stored, ImportConflict* conflict);
std::optional<Offer> mergeImported(const std::optional<Offer>& base, const Offer& planned,
                                   const std::optional<Offer>& stored, ImportConflict* conflict);
std::optional<LlmModel> mergeImported(const std::optional<LlmModel>& base, const LlmModel& planned,
                                      const std::optional<LlmModel>& stored,
                                      ImportConflict* conflict);
// A result's fields are its schema's keys (resultFieldKey()).
std::optional<Result> mergeImported(const std::optional<Result>& base, const Result& planned,
                                    const std::optional<Result>& stored, ImportConflict* conflict);
// A scenario's fields are its schema's keys (ownershipFieldKey()).
std::optional<OwnershipScenario> mergeImported(const std::optional<OwnershipScenario>& base,
                                               const OwnershipScenario& planned,
                                               const std::optional<OwnershipScenario>& stored,
                                               ImportConflict* conflict);
// A chip's price is one field, "price".
std::optional<ChipPrice> mergeImported(const std::optional<ChipPrice>& base,
                                       const ChipPrice& planned,
                                       const std::optional<ChipPrice>& stored,
                                       ImportConflict* conflict);

// One sentence for the conflict, naming the entry and the field: "nvidia-h100-sxm: tdp_w was
// changed by someone else since this import was planned (now 700 W, planned against 650 W)."
QString importConflictText(const ImportConflict& conflict);

} // namespace chipatlas
