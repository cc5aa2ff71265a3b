// chipatlas-cli import FILE [--dry-run] [--json]: chips from a CSV or JSON file into the
// catalog, all or nothing (docs/DOMAIN-RULES.md rule 6). New chips are added, changed chips take
// the file's values, and what the file does not say stays as stored; nothing is deleted.
#include "application/chipfileimport.h"
#include "application/epochimport.h"
#include "clicontext.h"
#include "commandline.h"
#include "commands.h"
#include "domain/excerpt.h"
#include "importsummary.h"
#include "io/catalogimport.h"
#include "io/epochcsv.h"
#include "storage/catalog.h"
#include "systemtransfer.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>

namespace chipatlas::cli {

namespace {
QString chipCount(qsizetype count) {
    return count == 1 ? QStringLiteral("1 chip") : QStringLiteral("%1 chips").arg(count);
}

QStringList changedKeys(const ChipChange& change) {
    QStringList keys;
    for (const ChipDifference& difference : change.differences)
        keys << difference.key;
    return keys;
}

QJsonObject planToJson(const QString& file, const ImportPlan& plan, bool dryRun,
                       const QStringList& kept) {
    QJsonArray added;
    for (const Chip& chip : plan.added)
        added.append(chip.id);
    QJsonArray changed;
    for (const ChipChange& change : plan.changed) {
        changed.append(QJsonObject{
            {QLatin1String("id"), change.local.id},
            {QLatin1String("fields"), QJsonArray::fromStringList(changedKeys(change))}});
    }
    QJsonObject json{
        {QLatin1String("file"), file},
        {QLatin1String("dry_run"), dryRun},
        {QLatin1String("counts"),
         QJsonObject{{QLatin1String("new"), int(plan.added.size())},
                     {QLatin1String("changed"), int(plan.changed.size())},
                     {QLatin1String("unchanged"), int(plan.unchanged.size())}}},
        {QLatin1String("new"), added},
        {QLatin1String("changed"), changed},
        {QLatin1String("unchanged"), QJsonArray::fromStringList(plan.unchanged)},
    };
    if (!kept.isEmpty())
        json.insert(QLatin1String("kept"), QJsonArray::fromStringList(kept));
    return json;
}

QString planText(const QString& file, const ImportPlan& plan, bool dryRun, bool verbose,
                 const QString& catalogName, const QStringList& kept) {
    QString text = QStringLiteral("%1: %2 new, %3 changed, %4 unchanged\n")
                       .arg(file)
                       .arg(plan.added.size())
                       .arg(plan.changed.size())
                       .arg(plan.unchanged.size());
    QStringList added;
    added.reserve(plan.added.size());
    for (const Chip& chip : plan.added)
        added << chip.id;
    QStringList changed;
    for (const ChipChange& change : plan.changed) {
        changed << QStringLiteral("%1: %2").arg(change.local.id,
                                                changedKeys(change).join(QStringLiteral(", ")));
    }
    text += summaryLines(QStringLiteral("new"), added, verbose);
    text += summaryLines(QStringLiteral("changed"), changed, verbose);
    // An Epoch import's figures that stay as the catalog has them, each with Epoch's value.
    text += summaryLines(QStringLiteral("kept"), kept, verbose);
    if (dryRun)
        text += QStringLiteral("Dry run: the catalog was not changed.");
    else if (plan.isEmpty())
        text += QStringLiteral("Nothing to import: the catalog already holds these chips.");
    else
        text += QStringLiteral("Imported %1 into %2.")
                    .arg(chipCount(plan.added.size() + plan.changed.size()), catalogName);
    return text;
}

// Prints the plan (and `kept`, an Epoch import's notices) and, unless a dry run, saves it.
int saveChipPlan(CliContext& context, const QString& path, ChipImportPlanning& planning,
                 const QStringList& kept, const ImportOutput& output) {
    if (planning.status == ChipImportPlanning::Status::Failed)
        return context.fail(ExitDataError, planning.error);
    if (planning.status == ChipImportPlanning::Status::Cancelled)
        return context.fail(ExitDataError, QStringLiteral("the import was cancelled"));
    ImportPlan& plan = planning.plan;
    // The summary first: the write takes the new chips out of the plan.
    const QJsonObject planJson =
        output.json ? planToJson(path, plan, output.dryRun, kept) : QJsonObject();
    const QString text = output.json ? QString()
                                     : planText(QDir::toNativeSeparators(path), plan, output.dryRun,
                                                output.verbose, context.catalogName(), kept);
    if (!output.dryRun && !plan.isEmpty()) {
        // Merged with what someone else saved since the plan was made; one transaction: a write
        // that failed (disk full, locked, server gone) left nothing.
        // The automatic snapshot before it (a catalog that holds something) names the file.
        ImportControl control;
        control.snapshotNote = QFileInfo(path).fileName();
        const ChipImportWrite written =
            saveChipImport(*context.catalog(), std::move(plan), {}, control, UndoStates::Skip);
        if (written.status == ChipImportWrite::Status::Failed ||
            written.status == ChipImportWrite::Status::Cancelled)
            return context.fail(ExitDataError, importWriteFailed(written.error));
    }
    if (output.json)
        context.printJson(planJson);
    else
        context.print(text);
    return ExitOk;
}

// import --format epoch FILE: Epoch AI's hardware CSV (application/epochimport.h), planned and
// saved as a chip file's import, with the figures it keeps listed.
int importEpochFile(CliContext& context, const QString& path, const ImportOutput& output) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return context.fail(ExitDataError,
                            QStringLiteral("cannot read %1: %2")
                                .arg(QDir::toNativeSeparators(path), file.errorString()));
    }
    const EpochFileResult read = readEpochCsv(file.readAll());
    if (!read.ok()) {
        return context.fail(ExitDataError, QStringLiteral("%1: %2; nothing was imported")
                                               .arg(QDir::toNativeSeparators(path), read.error));
    }
    Catalog* const catalog = context.catalog();
    if (!catalog)
        return ExitDataError;
    EpochImportPlanning planned = planEpochImport(*catalog, read.rows);
    if (!planned.error.isEmpty()) {
        return context.fail(ExitDataError, QStringLiteral("%1: %2; nothing was imported")
                                               .arg(QDir::toNativeSeparators(path), planned.error));
    }
    QStringList kept;
    for (const EpochNotice& notice : std::as_const(planned.notices))
        kept << epochNoticeText(notice);
    return saveChipPlan(context, path, planned.planning, kept, output);
}
} // namespace

int runImport(CliContext& context, const QStringList& arguments) {
    CommandLine line(QStringLiteral(
        "Import chips from FILE, a CSV or JSON file (by its extension, .csv or .json).\n\n"
        "CSV: the columns of the reference accelerators.csv (id, vendor and name required),\n"
        "optionally with <key>_status, <key>_source and <key>_note for each figure, as\n"
        "'export' writes them. Without a status column a value counts as published.\n"
        "JSON: an array of chips as 'list --json' and 'export' print them.\n\n"
        "The whole file is checked first; the first problem is reported with its line and\n"
        "column (\"line 4, column 8 (tdp_w): -5 W is negative\") and nothing is imported.\n"
        "New chips are added; chips already in the catalog take the file's values, saved\n"
        "as your edits (a newer built-in catalog keeps them). A column or key the file\n"
        "lacks, and an empty cell of a figure given without status, keeps the stored\n"
        "value. No chip is deleted.\n\n"
        "--systems reads systems (as 'export --systems' writes them), --offers offers: the\n"
        "same checks, all or nothing, and a summary of the new and changed ones. An offer\n"
        "already in the catalog keeps its price history; the file's new prices join it.\n"
        "A system's chip and an offer's system or chip must be in the catalog, and an id is\n"
        "used once (an offers CSV gives each price of an offer as a row of its id).\n\n"
        "--results reads measured results: a CSV or JSON file (as 'export --results'\n"
        "writes it; id, kind, hardware, source and claim_kind required, each result checked\n"
        "as the editor checks it, its hardware a chip or system of the catalog), or an\n"
        "MLPerf results folder (a submitter's folder, e.g. closed/NVIDIA, or one system's\n"
        "folder under its results/, in a copy of MLCommons' inference_results repository):\n"
        "each LLM benchmark's measured tokens per second becomes an audited result.\n"
        "Each is dated the day MLCommons published its round (v5.0: 2025-04-02, v5.1:\n"
        "2025-09-09); --published gives that day for a round ChipAtlas does not know.\n"
        "--accelerator \"NAME=CHIP_ID\" maps an MLPerf accelerator_model_name to a chip.\n\n"
        "--format epoch reads Epoch AI's \"Data on Machine Learning Hardware\" CSV as Epoch\n"
        "publishes it (https://epoch.ai/data/machine-learning-hardware): FLOP/s become\n"
        "TFLOPS, bytes GB, byte/s GB/s; each figure's source is the row's datasheet link,\n"
        "credited to Epoch AI (CC BY 4.0). Rows match chips by name or a shipped alias;\n"
        "the vendor's figures and your edits stay (listed as \"kept\" with Epoch's value),\n"
        "and rows no chip matches are added as your chips.\n\n"
        "--dry-run runs every check the import runs, and refuses what it would refuse."));
    line.addArgument(QStringLiteral("FILE"),
                     QStringLiteral("The .csv or .json file to import (with --results also an "
                                    "MLPerf results folder)."));
    line.addOptions({
        {QStringLiteral("format"),
         QStringLiteral("The file's format when its name does not say it: \"epoch\" reads Epoch "
                        "AI's Data on Machine Learning Hardware CSV (ml_hardware.csv)."),
         QStringLiteral("FORMAT")},
        {QStringLiteral("dry-run"),
         QStringLiteral("Check the file and show what would change, without changing anything.")},
        {QStringLiteral("json"),
         QStringLiteral("Print the new, changed and unchanged chips as JSON.")},
        {QStringLiteral("verbose"),
         QStringLiteral("List every new and changed entry; without it the summary lists the first "
                        "20 and counts the rest (--json always lists them all).")},
        {QStringLiteral("systems"), QStringLiteral("FILE holds systems, not chips.")},
        {QStringLiteral("offers"), QStringLiteral("FILE holds offers, not chips.")},
        {QStringLiteral("results"),
         QStringLiteral("FILE holds measured results, not chips: a CSV or JSON file, or an "
                        "MLPerf results folder.")},
        {QStringLiteral("accelerator"),
         QStringLiteral("With --results and an MLPerf folder: import the results of the "
                        "accelerator NAME (the systems file's accelerator_model_name) as chip "
                        "CHIP_ID. Repeat it for more names."),
         QStringLiteral("NAME=CHIP_ID")},
        {QStringLiteral("published"),
         QStringLiteral("With --results and an MLPerf folder: the day MLCommons published the "
                        "round's results, the date of every result read."),
         QStringLiteral("YYYY-MM-DD")},
    });
    if (const std::optional<int> exit = line.parse(context, arguments))
        return *exit;
    const QCommandLineParser& parser = line.parser();
    const ImportOutput output{line.isSet("dry-run"), line.isSet("json"), line.isSet("verbose")};
    if (line.isSet("accelerator") && !line.isSet("results"))
        return context.usageError(
            QStringLiteral("--accelerator maps an MLPerf folder's accelerators; it goes with "
                           "--results"));
    if (line.isSet("published") && !line.isSet("results"))
        return context.usageError(
            QStringLiteral("--published dates an MLPerf folder's results; it goes with --results"));
    std::optional<QDate> publishedOn;
    if (line.isSet("published")) {
        const QString text = parser.value(line.option("published")).trimmed();
        publishedOn = QDate::fromString(text, Qt::ISODate);
        if (!publishedOn->isValid())
            return context.usageError(
                QStringLiteral("--published \"%1\": write the date as YYYY-MM-DD, e.g. 2025-09-09")
                    .arg(excerpt(text)));
    }
    if (line.isSet("format")) {
        const QString format = parser.value(line.option("format")).trimmed();
        if (format != QLatin1String("epoch"))
            return context.usageError(
                QStringLiteral("--format \"%1\": the one format named is \"epoch\" (Epoch AI's "
                               "hardware CSV); a .csv or .json file of chips needs no --format")
                    .arg(excerpt(format)));
        if (line.isSet("systems") || line.isSet("offers") || line.isSet("results"))
            return context.usageError(QStringLiteral("--format epoch reads chips; it does not go "
                                                     "with --systems, --offers or --results"));
        const auto argument = context.catalogFile(parser, QStringLiteral("import"));
        if (!argument)
            return ExitUsageError;
        return importEpochFile(context, argument->first, output);
    }
    if (line.isSet("results")) {
        if (line.isSet("systems") || line.isSet("offers"))
            return context.usageError(QStringLiteral(
                "import takes one of --systems, --offers and --results: one file each"));
        QHash<QString, QString> acceleratorChips;
        for (const QString& mapping : parser.values(line.option("accelerator"))) {
            const qsizetype equals = mapping.lastIndexOf(QLatin1Char('='));
            if (equals <= 0 || equals == mapping.size() - 1)
                return context.usageError(
                    QStringLiteral("--accelerator \"%1\": write it as NAME=CHIP_ID")
                        .arg(excerpt(mapping)));
            acceleratorChips.insert(mapping.left(equals).trimmed(),
                                    mapping.mid(equals + 1).trimmed());
        }
        const QStringList positional = parser.positionalArguments();
        if (positional.size() == 1 && QFileInfo(positional.constFirst()).isDir())
            return importResultsFile(context, positional.constFirst(), std::nullopt,
                                     acceleratorChips, output, publishedOn);
        if (publishedOn)
            return context.usageError(
                QStringLiteral("--published dates an MLPerf folder's results; a results file "
                               "gives each result's date in its date column"));
        const auto argument = context.catalogFile(parser, QStringLiteral("import"));
        if (!argument)
            return ExitUsageError;
        return importResultsFile(context, argument->first, argument->second, acceleratorChips,
                                 output);
    }
    const auto argument = context.catalogFile(parser, QStringLiteral("import"));
    if (!argument)
        return ExitUsageError;
    const auto& [path, format] = *argument;
    if (line.isSet("systems") && line.isSet("offers"))
        return context.usageError(
            QStringLiteral("import takes --systems or --offers, not both: one file each"));
    if (line.isSet("systems"))
        return importSystemsFile(context, path, format, output);
    if (line.isSet("offers"))
        return importOffersFile(context, path, format, output);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return context.fail(ExitDataError,
                            QStringLiteral("cannot read %1: %2")
                                .arg(QDir::toNativeSeparators(path), file.errorString()));
    }
    QByteArray data = file.readAll();
    file.close();

    ChipFileResult read = readChipFile(data, format);
    data = QByteArray(); // the chips hold what the import needs
    if (!read.ok()) {
        return context.fail(ExitDataError, QStringLiteral("%1: %2; nothing was imported")
                                               .arg(QDir::toNativeSeparators(path), read.error));
    }
    // File > Import in the window plans and saves through the same use case
    // (application/chipfileimport.h).
    Catalog* const catalog = context.catalog();
    if (!catalog)
        return ExitDataError;
    ChipImportPlanning planning = planChipImport(*catalog, std::move(read.chips));
    return saveChipPlan(context, path, planning, {}, output);
}

} // namespace chipatlas::cli
