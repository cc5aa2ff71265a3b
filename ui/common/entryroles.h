#pragma once

#include <Qt>

namespace chipatlas {

// The roles beyond Qt's own that a cell of a table of entries answers: the catalog's tables
// (EntryTableModel: chips and systems) and the model-fit calculator's (FitTableBase), so that
// a cell reads the same whichever table it is in.
struct EntryRoles {
    enum Role {
        SortRole = Qt::UserRole + 1, // raw value, null when missing
        StatusRole,                  // int(FigureStatus) of a value cell
        IdRole,                      // the entry's id, on every column
        MissingRole,                 // true when the cell has no value
    };
};

} // namespace chipatlas
