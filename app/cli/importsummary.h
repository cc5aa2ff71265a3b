#pragma once

#include <QString>
#include <QStringList>

namespace chipatlas::cli {

// The entries of an import summary ("  new      h100-sxm") under `label`, one per line: every
// one with `verbose` (import --verbose), else the first kBoundedListLength and a line "and N
// more", so that importing 100,000 chips prints a summary, not 100,000 lines (boundedlist.h).
QString summaryLines(const QString& label, const QStringList& entries, bool verbose);

} // namespace chipatlas::cli
