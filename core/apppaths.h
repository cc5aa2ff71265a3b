#pragma once

#include <QString>

namespace chipatlas {

// The one place that knows where ChipAtlas keeps its files.
namespace AppPaths {
// AppDataLocation/catalog.sqlite; creates the folder if needed.
QString defaultCatalogPath();
} // namespace AppPaths

} // namespace chipatlas
