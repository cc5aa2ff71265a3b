#pragma once

#include "domain/chip.h"
#include "domain/llmmodel.h"

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
//                              [, "sparsity_unstated": true]}, ...}}
// Model: a flat object keyed by the reference CSV's column names.
QJsonObject chipToJson(const Chip& chip);
QJsonObject figureToJson(Field field, const Figure& figure);
std::optional<Chip> chipFromJson(const QJsonObject& object, QString* error);
QJsonObject modelToJson(const LlmModel& model);
std::optional<LlmModel> modelFromJson(const QJsonObject& object, QString* error);

struct ChipCatalogFile {
    int revision = 0;
    QList<Chip> chips;
};
struct ModelCatalogFile {
    int revision = 0;
    QList<LlmModel> models;
};

// Reads {"format": "chipatlas-catalog", "revision": N, "chips": [...]} or a bare array of
// chips (the CLI's output). Errors name the chip index and the key.
std::optional<ChipCatalogFile> readChipCatalog(const QByteArray& json, QString* error);
std::optional<ModelCatalogFile> readModelCatalog(const QByteArray& json, QString* error);

// The catalogs compiled into the application (resources/catalog).
std::optional<ChipCatalogFile> builtInChips(QString* error);
std::optional<ModelCatalogFile> builtInModels(QString* error);

} // namespace chipatlas
