#pragma once

#include "domain/result.h"

#include <QList>
#include <QString>

namespace chipatlas {

// The built-in results as a file brings them (resources/catalog/results.json, format
// "chipatlas-results"): what ResultRepository::applyBuiltIn() seeds, by revision and content
// hash as the built-in systems are seeded.
struct ResultCatalogFile {
    int revision = 0;
    QList<Result> results;
    QString contentHash;
};

} // namespace chipatlas
