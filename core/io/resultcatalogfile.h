#pragma once

#include "domain/result.h"

#include <QList>
#include <QString>

#include <optional>

namespace chipatlas {

// The built-in results as a file brings them (resources/catalog/results.json, format
// "chipatlas-results"): what ResultRepository::applyBuiltIn() seeds, by revision and content
// hash as the built-in systems are seeded.
struct ResultCatalogFile {
    int revision = 0;
    QList<Result> results;
    QString contentHash;
};

// The results compiled into ChipAtlas (resources/catalog/results.json, read with
// readResultCatalog(), resultjson.h), each of origin built-in; nullopt (and why in `error`) when
// the file cannot be read. builtincatalog.cpp.
std::optional<ResultCatalogFile> builtInResults(QString* error);

} // namespace chipatlas
