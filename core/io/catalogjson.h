#pragma once

#include "domain/chip.h"
#include "domain/llmmodel.h"
#include "jsonwriter.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>

#include <optional>

namespace chipatlas {

// The JSON form of chips and models: the CLI prints it, the built-in catalog ships in it,
// and import reads it.
//
// Chip: {"id", "vendor", "name", "family_generation", "kind", "sparsity_note",
//        "source_urls": [..], "notes", "builtin": bool,
//        "figures": {"tdp_w": {"value", "unit", "status", "source", "note"
//                              [, "sparsity_unstated": true] [, "configuration": "..."]
//                              [, "range": [low, high]]}, ...}}
//   A capacity or bandwidth may carry "printed_unit": "decimal" | "binary" (the unit its source
//   printed: GB or GiB), interconnect_bw_gbs "link_scope": "chip_to_chip" | "host_to_chip".
//   Attributes that are not stated are left out.
// Model: a flat object keyed by the reference CSV's column names.
QJsonObject chipToJson(const Chip& chip);
// The members of chipToJson()'s object written straight as the bytes QJsonDocument would write
// (an export, list --json), between the caller's beginObject() and endObject() (which may add
// members of its own). chipToJson() builds its object from the same description of the shape.
// A file does not carry where a chip came from: an export leaves "builtin" out.
enum class ChipOrigin { Written, Omitted };
void chipJsonMembers(IndentedJsonWriter& json, const Chip& chip, ChipOrigin origin);
QJsonObject figureToJson(Field field, const Figure& figure);
std::optional<Chip> chipFromJson(const QJsonObject& object, QString* error);
QJsonObject modelToJson(const LlmModel& model);
std::optional<LlmModel> modelFromJson(const QJsonObject& object, QString* error);

// `contentHash`: "sha256:..." of the list, written by tools/build_catalog.py next to the revision
// it requires to rise whenever the content changes; empty when the file has none.
struct ChipCatalogFile {
    int revision = 0;
    QList<Chip> chips;
    QString contentHash;
};
struct ModelCatalogFile {
    int revision = 0;
    QList<LlmModel> models;
    QString contentHash;
};

// Reads {"format": "chipatlas-catalog", "revision": N, "content_hash": "...", "chips": [...]}
// or a bare array of chips (the CLI's output). Errors name the chip index and the key.
std::optional<ChipCatalogFile> readChipCatalog(const QByteArray& json, QString* error);
std::optional<ModelCatalogFile> readModelCatalog(const QByteArray& json, QString* error);

// The catalogs compiled into the application (resources/catalog).
std::optional<ChipCatalogFile> builtInChips(QString* error);
std::optional<ModelCatalogFile> builtInModels(QString* error);

} // namespace chipatlas
