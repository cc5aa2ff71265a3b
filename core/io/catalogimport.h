#pragma once

#include "domain/chip.h"
#include "importplan.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace chipatlas {

// Importing and exporting chips as CSV or JSON files (docs/DOMAIN-RULES.md rule 6: nothing is
// lost).
//
// The flow, shared by the GUI and `chipatlas-cli import`:
//   1. readChipFile(): parse and validate the whole file (all or nothing); the first problem
//      stops it with "line L, column C (name): what is wrong" (CSV) or
//      "chip N (\"id\"): figure \"tdp_w\": what is wrong" (JSON, catalogfile.h). Takes progress
//      and cancel.
//   2. planImport(): compare with the stored chips: new, changed (field by field), unchanged.
//   3. resolveImport(): the chips to save, from the plan and the user's choices per chip and
//      per field (keep the local value or take the imported one).
//   4. ChipRepository::import(): save them in one transaction, as user edits, merged with what
//      someone else saved since step 2 (io/importmerge.h) against importBase().
//
// What a file does not say leaves the stored chip alone: a column missing from a CSV (or a
// key missing from a JSON chip) keeps the stored value; a figure given without provenance
// (a CSV without the `<key>_status` column, such as the reference accelerators.csv) keeps the
// stored figure when its cell is empty or holds the stored value. Import never deletes chips.

enum class CatalogFormat { Csv, Json };
// The format for a file name's extension (.csv or .json, any case); nothing for others.
std::optional<CatalogFormat> catalogFormatForPath(const QString& path);

// A chip's description keys, as the CSV (the reference's column names, in its order), the JSON
// and the plan name them, with the member each one holds: null for source_urls, a list.
struct ChipText {
    const char* key;
    QString Chip::*member;
};
inline constexpr ChipText kChipTexts[] = {
    {"id", &Chip::id},        {"vendor", &Chip::vendor},
    {"name", &Chip::name},    {"family_generation", &Chip::familyGeneration},
    {"kind", &Chip::kind},    {"sparsity_note", &Chip::sparsityNote},
    {"source_urls", nullptr}, {"notes", &Chip::notes},
};

// One chip read from a file, with what the file leaves unsaid about it.
struct ImportedChip {
    Chip chip;        // validated; origin is User (a file cannot make a chip built-in)
    int location = 0; // the CSV line its row starts on, or the 1-based JSON index
    // Keys (identity keys such as "notes" and figure keys) that the file does not give:
    // the stored value stays.
    QSet<QString> absentKeys;
    // Figures given as a bare value, without status, source or note: an empty cell, or the
    // stored value, keeps the stored figure with its provenance.
    QSet<Field> valueOnly;
    // Figures whose attributes (printed unit, link scope, configuration, range) the file has
    // no column for (a CSV from before they existed): the stored attributes stay.
    QSet<Field> attributesAbsent;
};

} // namespace chipatlas

// Relocatable as a chip is (chip.h): the list a large file is read into grows in place.
Q_DECLARE_TYPEINFO(chipatlas::ImportedChip, Q_RELOCATABLE_TYPE);

namespace chipatlas {

struct ChipFileResult {
    enum class Status { Ok, Failed, Cancelled };
    Status status = Status::Failed;
    QList<ImportedChip> chips; // in file order (Ok only)
    QString error;             // Failed: the first problem, with its line and column

    bool ok() const { return status == Status::Ok; }
};

// Parses and validates a whole file in `format`. Ids must be unique within the file.
ChipFileResult readChipFile(const QByteArray& data, CatalogFormat format,
                            const ImportControl& control = {});
// The JSON form: a bare array of chips (as `chipatlas-cli list --json` prints and
// exportChipsJson() writes), or {"format": "chipatlas-catalog", "chips": [...]}. A "builtin"
// key is accepted and ignored.
ChipFileResult readChipsJson(const QByteArray& data, const ImportControl& control = {});

// Deterministic exports of the whole list: sorted by id, fixed key or column order.
// JSON: an indented array of chipToJson() objects without the "builtin" key (a file does not
// carry the origin), UTF-8, ending in a line break.
QByteArray exportChipsJson(QList<Chip> chips);
QByteArray exportChips(const QList<Chip>& chips, CatalogFormat format);
// The same off the GUI thread: progress in chips of all, std::nullopt once `control` is
// cancelled.
std::optional<QByteArray> exportChipsJson(QList<Chip> chips, const ImportControl& control);
std::optional<QByteArray> exportChips(const QList<Chip>& chips, CatalogFormat format,
                                      const ImportControl& control);

// One difference between a stored chip and the imported one. Description keys ("vendor",
// "name", "family_generation", "kind", "sparsity_note", "source_urls", "notes") fill the
// texts (source URLs one per line); figure keys fill the figures.
struct ChipDifference {
    QString key;
    std::optional<Field> field; // set for a figure
    Figure local;
    Figure imported;
    QString localText;
    QString importedText;
};

struct ChipChange {
    Chip local;    // as stored
    Chip imported; // as the file has it, merged with what the file leaves unsaid
    QList<ChipDifference> differences; // description keys first, then figures in Field order
};

// A chip file's plan: the new chips (ids not in the catalog, origin User), the changed and the
// unchanged ids, each sorted by id.
using ImportPlan = EntryImportPlan<Chip, ChipChange>;

// Compares the imported chips with the current ones (matched by id). Origins are not
// compared. std::nullopt when `control` cancelled it. The new chips move into the plan:
// pass the file's chips with std::move() when they are not needed afterwards.
std::optional<ImportPlan> planImport(const QList<Chip>& current, QList<ImportedChip> imported,
                                     const ImportControl& control = {});

enum class ImportChoice { TakeImported, KeepLocal };

// What the user picked in the preview. The most specific choice wins: a field's, then its
// chip's, then `defaultChoice`. New chips are added unless their id is in `skippedNew`.
struct ImportChoices {
    ImportChoice defaultChoice = ImportChoice::TakeImported;
    QSet<QString> skippedNew;
    QHash<QString, ImportChoice> chips;                  // chip id -> choice
    QHash<QString, QHash<QString, ImportChoice>> fields; // chip id -> key -> choice
};

// The chips to save: the new ones that are not skipped, and each changed chip that ends up
// different from the stored one (the stored chip with the chosen imported values; it keeps
// its origin). Sorted by id. The second form moves the new chips out of `plan`.
QList<Chip> resolveImport(const ImportPlan& plan, const ImportChoices& choices = {});
QList<Chip> resolveImport(ImportPlan&& plan, const ImportChoices& choices = {});

// The stored chips the plan compared the file with (the `local` of its changed chips): the base
// ChipRepository::import() merges the write against. A new chip's id is not in it: it was absent.
QList<Chip> importBase(const ImportPlan& plan);

} // namespace chipatlas
