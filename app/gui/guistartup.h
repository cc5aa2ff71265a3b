#pragma once

#include "common/settings.h"
#include "common/theme.h"
#include "common/viewoptions.h"
#include "storage/catalog.h"
#include "storage/catalogconnection.h"
#include "storage/storageerror.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace chipatlas {

// The chipatlas command line, parsed without side effects: main() prints, shows dialogs and
// exits; tests call these functions directly.
struct GuiCommandLine {
    enum class Action { Run, ShowHelp, ShowVersion, Error };
    Action action = Action::Run;
    QString message; // help or version text, or the error for Action::Error
    // --db: a file (an empty path is the default catalog) or a team server; nullopt: the one
    // saved in Settings, Catalog.
    std::optional<CatalogConnection> catalog;
    // --theme: this run's theme instead of the one Preferences keep; not stored.
    std::optional<Theme> theme;
    ViewOptions view;
};

// `arguments` starts with the program name, like QCoreApplication::arguments().
GuiCommandLine parseGuiCommandLine(const QStringList& arguments);

// `arguments` without the options that QApplication takes for itself (-platform NAME, -style
// NAME, -reverse, ... also with two dashes or NAME after "="), as QApplication::arguments()
// would give them: for parsing the command line before there is a QApplication.
QStringList withoutQtOptions(const QStringList& arguments);

// The --compare ids as the compare view keeps them: a chip id as it is, a system id as
// "system:ID" (compareentries.h; a chip wins when an id names both). The ids that name neither
// go to `unknown`. On a read error returns an empty list and fills `error`.
QStringList resolveCompareIds(const Catalog& catalog, const QStringList& ids, QStringList* unknown,
                              StorageError* error);

// The names of --what-changed (FROM, and TO when given) that name no saved snapshot of the
// catalog (by name, else by id: SnapshotRepository::find()). On a read error returns an empty
// list and fills `error`.
QStringList unknownSnapshots(const Catalog& catalog, const WhatChangedOptions& options,
                             StorageError* error);

// Whether `id` names a model of the catalog (for --fit). On a read error returns false and
// fills `error`.
bool isKnownModel(const Catalog& catalog, const QString& id, StorageError* error);

// The objectName of the menu action that --open ENTRY chooses ("about" gives "aboutAction"),
// or an empty string for an entry --open does not know.
QString startActionName(const QString& entry);

// The catalog the GUI will show: the SQLite file `path`, or the default catalog when it is
// empty. The session opens it (creating, migrating and seeding as needed).
CatalogConnection guiCatalogConnection(const QString& path);

// The catalog to open at start: --db, else the one saved in Settings, Catalog (a file through
// guiCatalogConnection(), so the default file when none was chosen).
CatalogConnection startupConnection(const GuiCommandLine& commandLine, const Settings& settings);

} // namespace chipatlas
