#pragma once

#include <QString>

namespace chipatlas {

// The one place that knows where ChipAtlas keeps its files. The GUI and chipatlas-cli both
// call setApplicationIdentity() first, so that QStandardPaths names the same folders for both.
namespace AppPaths {
// The organisation and application name under which QStandardPaths and QSettings file
// ChipAtlas's data: "ChipAtlas/ChipAtlas".
void setApplicationIdentity();
// AppDataLocation/catalog.sqlite. Opening the catalog creates the folder when it is missing.
QString defaultCatalogPath();
// The catalog a --db value names: the default catalog for an empty value, otherwise the file,
// a relative path taken from the current directory, as an absolute path.
QString catalogPath(const QString& requested);
} // namespace AppPaths

} // namespace chipatlas
