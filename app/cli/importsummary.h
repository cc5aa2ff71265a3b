#pragma once

#include "storage/storageerror.h"

#include <QString>
#include <QStringList>

namespace chipatlas::cli {

// The message of an import whose write failed: the catalog's own message (with --db where
// another catalog helps), then "Nothing was imported." unless it says already that nothing
// was saved or changed (the write is one transaction), so that it ends in one sentence. The
// same for chips, systems and offers.
QString importWriteFailed(const StorageError& error);

// The entries of an import summary ("  new      h100-sxm") under `label`, one per line: every
// one with `verbose` (import --verbose), else the first kBoundedListLength and a line "and N
// more", so that importing 100,000 chips prints a summary, not 100,000 lines (boundedlist.h).
QString summaryLines(const QString& label, const QStringList& entries, bool verbose);

} // namespace chipatlas::cli
