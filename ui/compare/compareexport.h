#pragma once

#include <QString>
#include <QStringList>

class QWidget;

namespace chipatlas {

struct Comparison;

// The file side of the compare view's CSV export: where to save (a file dialog that starts in
// the folder of the last export, remembered in Settings) and the write itself.

// Asks for a path for the comparison of `ids`; empty when the user cancels.
QString askComparisonCsvPath(QWidget* parent, const QStringList& ids);
// Writes comparisonToCsv() to `path` through SafeFile (an earlier file stays whole when the
// write fails); on failure fills `error` with SafeFile's sentence, which names the file.
bool saveComparisonCsv(const Comparison& comparison, const QString& path, QString* error);

} // namespace chipatlas
