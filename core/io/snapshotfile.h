#pragma once

#include "domain/savedsnapshot.h"
#include "io/catalogcopy.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace chipatlas {

// A snapshot as a file (`chipatlas-cli snapshot export|import`), and the JSON of one entry that
// a catalog stores for a snapshot (snapshot_entry.body, core/storage/snapshotstore.cpp): one
// codec per kind, the same in both.
//
//   {"chipatlas_snapshot": 1, "name": "...", "taken_at": "2026-12-05T11:30:00Z",
//    "reason": "user" | "import" | "copy" | "update" | "file", "note": "...",
//    "chips": [chipToJson()...], "prices": [chipPriceToJson()...], "models": [modelToJson()...],
//    "systems": [systemToJson()...], "offers": [offerToJson()...],
//    "results": [resultToJson() with "builtin"...], "scenarios": [scenarioToJson()...]}
//
// Each list is written ordered by id (a price by its chip's id). A reader refuses a file of a
// newer snapshot format, a key it does not know, a missing name or date, and an entry its kind's
// reader refuses or whose id comes twice, naming the entry as jsonEntryError() does:
// "offers: offer 2 (\"x\"): chips: must be a whole number of at least 1".
struct SnapshotFile {
    QString name;
    QDateTime takenAt; // UTC
    SnapshotReason reason = SnapshotReason::User;
    QString note;
    CatalogItems items;
};

QByteArray writeSnapshotFile(const SnapshotFile& file);
std::optional<SnapshotFile> readSnapshotFile(const QByteArray& json, QString* error);

// The kinds of entry a snapshot records, and the key of each in the catalog (snapshot_entry.kind:
// "chip", "price", "model", "system", "offer", "result", "scenario").
enum class SnapshotEntryKind { Chip, Price, Model, System, Offer, Result, Scenario };
inline constexpr int kSnapshotEntryKindCount = int(SnapshotEntryKind::Scenario) + 1;
QString snapshotEntryKindKey(SnapshotEntryKind kind);
std::optional<SnapshotEntryKind> snapshotEntryKindFromKey(QStringView key);

// One entry's JSON, as the file and the catalog hold it.
QJsonObject snapshotEntryJson(const Chip& chip);
QJsonObject snapshotEntryJson(const ChipPrice& price);
QJsonObject snapshotEntryJson(const LlmModel& model);
QJsonObject snapshotEntryJson(const System& system);
QJsonObject snapshotEntryJson(const Offer& offer);
QJsonObject snapshotEntryJson(const Result& result);
QJsonObject snapshotEntryJson(const OwnershipScenario& scenario);
// The compact UTF-8 text of an entry's JSON (keys in order): what the catalog stores and hashes.
QByteArray snapshotEntryBody(const QJsonObject& json);

// Reads one entry of `kind` and appends it to the matching list of `items`; false with *error
// (the kind reader's problem, without the entry's name) when its reader refuses it.
bool appendSnapshotEntry(SnapshotEntryKind kind, const QJsonObject& json, CatalogItems* items,
                         QString* error);
// Orders every list of `items` by id (a price by its chip's id), as a snapshot reads back.
void sortSnapshotItems(CatalogItems* items);

} // namespace chipatlas
