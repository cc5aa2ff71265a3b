#pragma once

#include "domain/chipprice.h"
#include "storage/catalog.h"

#include <QList>
#include <QString>

#include <optional>

namespace chipatlas {

// The price a chip has (or not) before or after a change, at a version.
using PriceState = Catalog::PriceState;

// One undo step of the catalog: the states of the ids it touched, before and after. One kind
// of record per change (chips, models or one price), so that each side is written in one
// transaction and undo writes back exactly what the change replaced.
//
// The two sides list the same ids in the same order. Each state carries the version the
// catalog held it at: the before side as read (the snapshot the user edited), the after side
// once written. Writing one side is based on the other side's versions, so that a change, an
// undo or a redo over something another client saved in between fails with Conflict instead
// of overwriting it.
struct CatalogChange {
    QString text; // for the undo history: "edit chip H100 SXM"
    QList<Catalog::ChipState> chipsBefore;
    QList<Catalog::ChipState> chipsAfter;
    QList<Catalog::ModelState> modelsBefore;
    QList<Catalog::ModelState> modelsAfter;
    std::optional<PriceState> priceBefore;
    std::optional<PriceState> priceAfter;
    // The prices a copy from another catalog sets on chips that were there before it (a new
    // chip's price is part of its state). A copy's side is written as chips, models, then
    // these prices, each kind in its own transaction.
    QList<PriceState> pricesBefore;
    QList<PriceState> pricesAfter;
    // Systems and offers (schema 7): added, edited, deleted, imported; a recorded offer price
    // is the offer's state with one more price in its history.
    QList<Catalog::SystemState> systemsBefore;
    QList<Catalog::SystemState> systemsAfter;
    QList<Catalog::OfferState> offersBefore;
    QList<Catalog::OfferState> offersAfter;
    // Measured results (schema 9): recorded, edited, deleted (resultedits.h), imported, or
    // deleted with the chip or system they ran on (chipedits.h, systemedits.h).
    QList<Catalog::ResultState> resultsBefore;
    QList<Catalog::ResultState> resultsAfter;
    // Ownership scenarios (schema 10): saved, renamed, deleted (scenarioedits.h), copied.
    QList<Catalog::OwnershipScenarioState> scenariosBefore;
    QList<Catalog::OwnershipScenarioState> scenariosAfter;

    // The states an import or a copy read inside its transaction (Catalog::ImportedStates): the
    // change it wrote.
    static CatalogChange fromImport(const QString& text, Catalog::ImportedStates states);

    // True when the after side equals the before side: no write, no undo step.
    bool changesNothing() const;
    // Writes one side (on the session's worker thread), based on the other side's versions,
    // and keeps the versions written: chips, models, systems, offers, results, scenarios, then
    // prices (a system needs its chip, an offer its chip or system), all in one transaction: a
    // conflict or an error in any kind leaves the catalog as it was.
    bool write(Catalog& catalog, bool after, StorageError* error);
    // The catalog holds one side of `written` now (its after side when `writtenAfter`): the
    // versions of its ids go to this change's after side (`mySideAfter`) or before side, where
    // it has the same ids. An undo or redo passes them on to the changes next in line, which
    // are then based on what the catalog holds, not on what it held when they were written.
    void takeVersions(const CatalogChange& written, bool writtenAfter, bool mySideAfter);
    // The ids the change touches (one kind of record), for reading what the catalog holds now.
    QStringList chipIds() const;
    QStringList modelIds() const;
    QStringList systemIds() const;
    QStringList offerIds() const;
    QStringList resultIds() const;
    QStringList scenarioIds() const;

private:
    // write()'s parts, inside its transaction.
    bool writeParts(Catalog& catalog, bool after, StorageError* error);
};

// What a use case (chipedits.h, pricing.h, chipfileimport.h, ...) leaves for
// CatalogSession::change() or the CLI to write: the change (nullopt with `error` set when it
// failed), and whether the use case wrote the after side itself (an import or a copy, with its
// own progress and cancel, in one transaction).
struct ChangeResult {
    std::optional<CatalogChange> change;
    bool written = false;
    StorageError error;
};
// Writes the after side of `result` unless the use case wrote it or it changes nothing: what the
// session does on its worker, and the CLI on its catalog. False, with result->error set, when
// the use case or the write failed.
bool commitChange(Catalog& catalog, ChangeResult* result);

// Whether an import or a copy also reads the states before and after it inside its transaction
// (progress then runs over three passes): the session's undo step. The CLI keeps no undo history
// and skips the reads.
enum class UndoStates { Keep, Skip };

} // namespace chipatlas
