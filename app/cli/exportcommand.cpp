// chipatlas-cli export FILE [--filter TEXT]: the chips of the catalog as CSV or JSON (by the
// file's extension), sorted by id, in the format that import reads back.
#include "clicontext.h"
#include "commands.h"
#include "domain/chipfilter.h"
#include "filteroption.h"
#include "io/catalogimport.h"
#include "storage/catalog.h"

#include <QCommandLineParser>
#include <QDir>
#include <QSaveFile>

namespace chipatlas::cli {

int runExport(CliContext& context, const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Export the chips of the catalog to FILE: CSV or JSON by its extension (.csv or\n"
        ".json). Rows (or array elements) are sorted by id and every figure keeps its\n"
        "status, source and note, so that 'import' reads the file back unchanged.\n\n"
        "CSV: the columns of the reference accelerators.csv, then <key>_status,\n"
        "<key>_source and <key>_note for each figure; UTF-8, CRLF, every field quoted.\n"
        "JSON: an indented array of chips as 'list --json' prints them (without\n"
        "\"builtin\": a file does not carry where a chip came from)."));
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("The .csv or .json file to write (replaced)."));
    const QCommandLineOption filter = filterOption(); // as list --filter
    parser.addOption(filter);
    if (const std::optional<int> exit = context.parse(parser, arguments))
        return *exit;
    const auto argument = context.catalogFile(parser, QStringLiteral("export"));
    if (!argument)
        return ExitUsageError;
    const auto& [path, format] = *argument;
    const std::optional<QList<Chip>> all = context.chips();
    if (!all)
        return ExitDataError;
    const QList<Chip> chips = chipsMatchingText(*all, parser.value(filter));

    // QSaveFile: a failed write leaves an existing file as it was.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(exportChips(chips, format)) < 0 ||
        !file.commit()) {
        return context.fail(ExitDataError,
                            QStringLiteral("cannot write %1: %2")
                                .arg(QDir::toNativeSeparators(path), file.errorString()));
    }
    context.print(QStringLiteral("Exported %1 to %2")
                      .arg(chips.size() == 1 ? QStringLiteral("1 chip")
                                             : QStringLiteral("%1 chips").arg(chips.size()),
                           QDir::toNativeSeparators(path)));
    return ExitOk;
}

} // namespace chipatlas::cli
