#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QString>

#include <optional>

namespace chipatlas {

// The document of a JSON file ChipAtlas reads (chips, models, systems, offers), or nullopt with
// *error saying why: a file in another encoding than UTF-8 (textencoding.h), or where the JSON
// stops being valid, the same way for every kind of file: "line 2, column 16: not valid JSON
// (unterminated object)" (the column counts characters from the start of the line, from 1).
std::optional<QJsonDocument> parseJsonFile(const QByteArray& json, QString* error);

// An error of one entry of a catalog JSON file (chips, models, systems, offers, results), named by
// its position in the array (from 1) and its id, the same way for every kind of entry: "system 3
// (\"x\"): chip_count: must be a whole number of at least 1". The id is quoted as excerpt() quotes
// input. A chip price is named by its chip's id, a scenario by its id (snapshot files).
enum class JsonEntryKind { Chip, Model, System, Offer, Result, Price, Scenario };
QString jsonEntryError(JsonEntryKind kind, qsizetype index, const QString& id,
                       const QString& problem);

// The envelope every catalog JSON file shares: {"format": "<format>", "revision": N,
// "content_hash": "sha256:...", "<arrayKey>": [...]} or a bare array (the CLI's output, no
// revision). Returns the array; *revision and *contentHash are 0 and empty for a bare array.
std::optional<QJsonArray> readCatalogArray(const QByteArray& json, const char* arrayKey,
                                           const char* format, int* revision, QString* contentHash,
                                           QString* error);

// A file compiled into the application (":/catalog/chips.json"); an error names it.
std::optional<QByteArray> readBuiltInCatalog(const QString& path, QString* error);

} // namespace chipatlas
