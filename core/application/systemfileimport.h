#pragma once

#include "application/catalogchange.h"
#include "io/catalogcopy.h"
#include "io/systemimport.h"
#include "io/systemimportplan.h"
#include "storage/catalog.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace chipatlas {

// Importing systems or offers from a CSV or JSON file (File > Import..., `chipatlas-cli import
// --systems` and `--offers`, with and without --dry-run), the same for the GUI and the CLI:
// read and check the file against the catalog's chips and systems (io/systemimport.h), plan it
// against the stored entries (io/systemimportplan.h), then write the new and changed entries in
// one transaction, merged with what someone else saved since the plan (io/importmerge.h). An
// offer already stored keeps its price history; the file's new prices join it.

struct SystemFileImport {
    ImportFileKind kind = ImportFileKind::Systems; // Systems or Offers
    SystemImportPlan systems;                      // kind Systems
    OfferImportPlan offers;                        // kind Offers

    bool isEmpty() const {
        return kind == ImportFileKind::Systems ? systems.isEmpty() : offers.isEmpty();
    }
    // What the write saves (the new entries, then the changed ones), and the stored entries the
    // plan saw (the changed ones): the base the write is merged against.
    CatalogItems items() const;
    CatalogItems base() const;
};

// The plan of a systems file; nullopt with the file's first problem in `error`. `chips` and
// `systems` are what the catalog holds (the GUI's snapshot, the CLI's reads).
std::optional<SystemFileImport> planSystemsFile(const QByteArray& data, CatalogFormat format,
                                                const QList<Chip>& chips,
                                                const QList<System>& systems, QString* error);
// The plan of an offers file against the catalog's chips, systems and offers.
std::optional<SystemFileImport> planOffersFile(const QByteArray& data, CatalogFormat format,
                                               const QList<Chip>& chips,
                                               const QList<System>& systems,
                                               const QList<Offer>& offers, QString* error);

// Writes the plan (Catalog::importItems()): all or nothing, merged with what was saved since
// (Conflict naming the entry and the field when both changed it). The result is written
// already; with UndoStates::Keep its change holds the states before and after (the session's
// undo step), named `text`, else nothing. A plan that changes nothing writes nothing.
ChangeResult writeSystemFileImport(Catalog& catalog, const SystemFileImport& import,
                                   const QString& text, UndoStates undo,
                                   const ImportControl& control = {});
// The write of every file import but the chips' (systems, offers, results: resultfileimport.h):
// `items` merged against `base` in one transaction; nothing to write when `items` is empty.
ChangeResult writeImportedItems(Catalog& catalog, const CatalogItems& items,
                                const CatalogItems& base, const QString& text, UndoStates undo,
                                const ImportControl& control = {});

} // namespace chipatlas
