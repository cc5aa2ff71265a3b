#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QString>

#include <optional>

namespace chipatlas {

// The envelope every catalog JSON file shares: {"format": "<format>", "revision": N,
// "content_hash": "sha256:...", "<arrayKey>": [...]} or a bare array (the CLI's output, no
// revision). Returns the array; *revision and *contentHash are 0 and empty for a bare array.
std::optional<QJsonArray> readCatalogArray(const QByteArray& json, const char* arrayKey,
                                           const char* format, int* revision, QString* contentHash,
                                           QString* error);

// A file compiled into the application (":/catalog/chips.json"); an error names it.
std::optional<QByteArray> readBuiltInCatalog(const QString& path, QString* error);

} // namespace chipatlas
