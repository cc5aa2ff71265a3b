// chipatlas-cli export FILE [--filter TEXT]: the chips of the catalog as CSV or JSON (by the
// file's extension), sorted by id, in the format that import reads back.
#include "clicontext.h"
#include "commandline.h"
#include "commands.h"
#include "domain/chipfilter.h"
#include "filteroption.h"
#include "io/catalogimport.h"
#include "io/chipexportwriter.h"
#include "storage/catalog.h"
#include "streamedexport.h"
#include "systemtransfer.h"

#include <QCommandLineParser>
#include <QDir>

namespace chipatlas::cli {

int runExport(CliContext& context, const QStringList& arguments) {
    CommandLine line(QStringLiteral(
        "Export the chips of the catalog to FILE: CSV or JSON by its extension (.csv or\n"
        ".json). Rows (or array elements) are sorted by id and every figure keeps its\n"
        "status, source and note, so that 'import' reads the file back unchanged.\n\n"
        "CSV: the columns of the reference accelerators.csv, then <key>_status,\n"
        "<key>_source and <key>_note for each figure; UTF-8, CRLF, every field quoted.\n"
        "JSON: an indented array of chips as 'list --json' prints them (without\n"
        "\"builtin\": a file does not carry where a chip came from).\n\n"
        "--systems writes the systems instead (CSV: id, name, vendor, chip_id, chip_count,\n"
        "the system fields and their <key>_status, _source, _note; JSON: an array as\n"
        "'systems --json' prints them, without the totals); --offers the offers, one CSV\n"
        "row per price of each offer's history (JSON: an array of offers); --results the\n"
        "measured results (CSV: id and the result fields' keys; JSON: {\"format\":\n"
        "\"chipatlas-results\", \"results\": [...]}), as 'import --results' reads them."));
    line.addArgument(QStringLiteral("FILE"),
                     QStringLiteral("The .csv or .json file to write (replaced)."));
    line.addOptions({
        filterOption(), // as list --filter
        {QStringLiteral("systems"), QStringLiteral("Export the systems, not the chips.")},
        {QStringLiteral("offers"),
         QStringLiteral("Export the offers with their price histories, not the chips.")},
        {QStringLiteral("results"), QStringLiteral("Export the measured results, not the chips.")},
    });
    if (const std::optional<int> exit = line.parse(context, arguments))
        return *exit;
    const QCommandLineParser& parser = line.parser();
    const auto argument = context.catalogFile(parser, QStringLiteral("export"));
    if (!argument)
        return ExitUsageError;
    const auto& [path, format] = *argument;
    if (int(line.isSet("systems")) + int(line.isSet("offers")) + int(line.isSet("results")) > 1)
        return context.usageError(
            QStringLiteral("export takes one of --systems, --offers and --results: one file each"));
    if ((line.isSet("systems") || line.isSet("offers") || line.isSet("results")) &&
        line.isSet("filter"))
        return context.usageError(QStringLiteral("--filter selects chips; it does not go with "
                                                 "--systems, --offers or --results"));
    if (line.isSet("results"))
        return exportResultsFile(context, path, format);
    if (line.isSet("systems"))
        return exportSystemsFile(context, path, format);
    if (line.isSet("offers"))
        return exportOffersFile(context, path, format);
    Catalog* const catalog = context.catalog();
    if (!catalog)
        return ExitDataError;
    const QString filter = line.value("filter");

    // The chips stream from the catalog into the file a page at a time (streamedexport.h).
    ChipExportWriter writer(format);
    qsizetype exported = 0;
    const int status = streamToFile(
        context, path, writer.begin(),
        [&](const auto& write, StorageError* error) {
            return catalog->chips().forEach(
                [&](const Chip& chip) {
                    if (!chipMatchesText(chip, filter))
                        return true;
                    ++exported;
                    return write(writer.chip(chip));
                },
                error);
        },
        [&] { return writer.end(); });
    if (status != ExitOk)
        return status;
    context.print(QStringLiteral("Exported %1 to %2")
                      .arg(exported == 1 ? QStringLiteral("1 chip")
                                         : QStringLiteral("%1 chips").arg(exported),
                           QDir::toNativeSeparators(path)));
    return ExitOk;
}

} // namespace chipatlas::cli
