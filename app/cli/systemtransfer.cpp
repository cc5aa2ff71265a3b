#include "systemtransfer.h"

#include "application/resultfileimport.h"
#include "application/systemfileimport.h"
#include "clicontext.h"
#include "importsummary.h"
#include "io/entryexportwriter.h"
#include "io/resultcsv.h"
#include "io/resultjson.h"
#include "io/systemcsv.h"
#include "io/systemjson.h"
#include "storage/catalog.h"
#include "streamedexport.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace chipatlas::cli {

namespace {
QString countText(qsizetype count, const char* one, const char* many) {
    return count == 1 ? QStringLiteral("1 %1").arg(QLatin1String(one))
                      : QStringLiteral("%1 %2").arg(count).arg(QLatin1String(many));
}

// Streams the entries of `repository` (the catalog's systems, offers or results) into `path`
// through EntryExportWriter, as export streams chips (streamedexport.h).
template <typename T, typename Repository>
int exportEntries(CliContext& context, const QString& path, CatalogFormat format,
                  const Repository& repository, const char* one, const char* many) {
    EntryExportWriter<T> writer(format);
    qsizetype exported = 0;
    const int status = streamToFile(
        context, path, writer.begin(),
        [&](const auto& write, StorageError* error) {
            return repository.forEach(
                [&](const T& entry) {
                    ++exported;
                    return write(writer.entry(entry));
                },
                error);
        },
        [&] { return writer.end(); });
    if (status != ExitOk)
        return status;
    context.print(QStringLiteral("Exported %1 to %2")
                      .arg(countText(exported, one, many), QDir::toNativeSeparators(path)));
    return ExitOk;
}

std::optional<QByteArray> readFile(CliContext& context, const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        context.fail(ExitDataError, QStringLiteral("cannot read %1: %2")
                                        .arg(QDir::toNativeSeparators(path), file.errorString()));
        return std::nullopt;
    }
    return file.readAll();
}

int refuse(CliContext& context, const QString& path, const QString& error) {
    return context.fail(
        ExitDataError,
        QStringLiteral("%1: %2; nothing was imported").arg(QDir::toNativeSeparators(path), error));
}

// Writes the plan, merged with what was saved since it was made (one transaction); the message of
// a write that failed, in one sentence (importWriteFailed()).
int write(CliContext& context, const SystemFileImport& import) {
    if (import.isEmpty())
        return ExitOk;
    const ChangeResult written =
        writeSystemFileImport(*context.catalog(), import, QString(), UndoStates::Skip);
    if (written.error)
        return context.fail(ExitDataError, importWriteFailed(written.error));
    return ExitOk;
}

struct Summary {
    QStringList added;
    QStringList changed; // "id: what"
    QStringList unchanged;
    QStringList skipped; // an MLPerf folder's results left out, with the reason
};

// Every entry of a list of the catalog (`read`), or nothing after printing the read's error.
template <typename T, typename Read>
std::optional<QList<T>> readAll(CliContext& context, const Read& read) {
    Catalog* const catalog = context.catalog();
    if (!catalog)
        return std::nullopt;
    StorageError error;
    QList<T> all = read(*catalog, &error);
    if (error) {
        context.fail(ExitDataError, error);
        return std::nullopt;
    }
    return all;
}

void printSummary(CliContext& context, const QString& path, const Summary& summary,
                  const ImportOutput& output, const char* one, const char* many) {
    const bool dryRun = output.dryRun;
    if (output.json) {
        QJsonObject object{
            {QLatin1String("file"), path},
            {QLatin1String("dry_run"), dryRun},
            {QLatin1String("counts"),
             QJsonObject{{QLatin1String("new"), int(summary.added.size())},
                         {QLatin1String("changed"), int(summary.changed.size())},
                         {QLatin1String("unchanged"), int(summary.unchanged.size())}}},
            {QLatin1String("new"), QJsonArray::fromStringList(summary.added)},
            {QLatin1String("changed"), QJsonArray::fromStringList(summary.changed)},
            {QLatin1String("unchanged"), QJsonArray::fromStringList(summary.unchanged)}};
        if (!summary.skipped.isEmpty()) // an MLPerf folder's
            object.insert(QLatin1String("skipped"), QJsonArray::fromStringList(summary.skipped));
        context.printJson(object);
        return;
    }
    QString text = QStringLiteral("%1: %2 new, %3 changed, %4 unchanged\n")
                       .arg(QDir::toNativeSeparators(path))
                       .arg(summary.added.size())
                       .arg(summary.changed.size())
                       .arg(summary.unchanged.size());
    text += summaryLines(QStringLiteral("new"), summary.added, output.verbose);
    text += summaryLines(QStringLiteral("changed"), summary.changed, output.verbose);
    text += summaryLines(QStringLiteral("left out"), summary.skipped, output.verbose);
    const qsizetype written = summary.added.size() + summary.changed.size();
    if (dryRun)
        text += QStringLiteral("Dry run: the catalog was not changed.");
    else if (written == 0)
        text += QStringLiteral("Nothing to import: the catalog already holds these %1.")
                    .arg(QLatin1String(many));
    else
        text += QStringLiteral("Imported %1 into %2.")
                    .arg(countText(written, one, many), context.catalogName());
    context.print(text);
}
} // namespace

int exportSystemsFile(CliContext& context, const QString& path, CatalogFormat format) {
    Catalog* const catalog = context.catalog();
    if (!catalog)
        return ExitDataError;
    return exportEntries<System>(context, path, format, catalog->systems(), "system", "systems");
}

int exportOffersFile(CliContext& context, const QString& path, CatalogFormat format) {
    Catalog* const catalog = context.catalog();
    if (!catalog)
        return ExitDataError;
    return exportEntries<Offer>(context, path, format, catalog->offers(), "offer", "offers");
}

int exportResultsFile(CliContext& context, const QString& path, CatalogFormat format) {
    Catalog* const catalog = context.catalog();
    if (!catalog)
        return ExitDataError;
    return exportEntries<Result>(context, path, format, catalog->results(), "result", "results");
}

// File > Import in the window reads, checks, plans and writes a systems or offers file through
// the same use case (application/systemfileimport.h); a dry run and the import check alike.
int importSystemsFile(CliContext& context, const QString& path, CatalogFormat format,
                      const ImportOutput& output) {
    const std::optional<QByteArray> data = readFile(context, path);
    if (!data)
        return ExitDataError;
    const std::optional<SystemLists> stored = context.systemLists(false);
    if (!stored)
        return ExitDataError;
    QString error;
    const std::optional<SystemFileImport> import =
        planSystemsFile(*data, format, stored->chips, stored->systems, &error);
    if (!import)
        return refuse(context, path, error);
    Summary summary;
    for (const System& system : import->systems.added)
        summary.added << system.id;
    for (const SystemImportChange& change : import->systems.changed)
        summary.changed << QStringLiteral("%1: %2").arg(change.system.id,
                                                        change.keys.join(QStringLiteral(", ")));
    summary.unchanged = import->systems.unchanged;
    if (!output.dryRun)
        if (const int exit = write(context, *import); exit != ExitOk)
            return exit;
    printSummary(context, path, summary, output, "system", "systems");
    return ExitOk;
}

int importOffersFile(CliContext& context, const QString& path, CatalogFormat format,
                     const ImportOutput& output) {
    const std::optional<QByteArray> data = readFile(context, path);
    if (!data)
        return ExitDataError;
    const std::optional<SystemLists> stored = context.systemLists(true);
    if (!stored)
        return ExitDataError;
    QString error;
    const std::optional<SystemFileImport> import =
        planOffersFile(*data, format, stored->chips, stored->systems, stored->offers, &error);
    if (!import)
        return refuse(context, path, error);
    Summary summary;
    for (const Offer& offer : import->offers.added)
        summary.added << offer.id;
    for (const OfferImportChange& change : import->offers.changed) {
        QStringList what;
        if (change.detailsChanged)
            what << QStringLiteral("offer details");
        if (change.newPrices > 0)
            what << QStringLiteral("%1 added to the price history")
                        .arg(countText(change.newPrices, "price", "prices"));
        summary.changed << QStringLiteral("%1: %2").arg(change.offer.id,
                                                        what.join(QStringLiteral(", ")));
    }
    summary.unchanged = import->offers.unchanged;
    if (!output.dryRun)
        if (const int exit = write(context, *import); exit != ExitOk)
            return exit;
    printSummary(context, path, summary, output, "offer", "offers");
    return ExitOk;
}

// File > Import and File > Import MLPerf results... in the window plan and write through the
// same use case (application/resultfileimport.h).
int importResultsFile(CliContext& context, const QString& path, std::optional<CatalogFormat> format,
                      const QHash<QString, QString>& acceleratorChips, const ImportOutput& output,
                      const std::optional<QDate>& publishedOn) {
    std::optional<QByteArray> data;
    if (format) {
        data = readFile(context, path);
        if (!data)
            return ExitDataError;
    }
    const std::optional<SystemLists> stored = context.systemLists(false);
    if (!stored)
        return ExitDataError;
    const std::optional<QList<Result>> results =
        readAll<Result>(context, [](const Catalog& catalog, StorageError* error) {
            return catalog.results().all(error);
        });
    if (!results)
        return ExitDataError;
    QString error;
    std::optional<ResultFileImport> import;
    if (format) {
        import = planResultsFile(*data, *format, stored->chips, stored->systems, *results,
                                 CliContext::today(), &error);
    } else {
        const std::optional<QList<LlmModel>> models =
            readAll<LlmModel>(context, [](const Catalog& catalog, StorageError* readError) {
                return catalog.models().all(readError);
            });
        if (!models)
            return ExitDataError;
        import = planMlperfFolder(path, stored->chips, stored->systems, *models, *results,
                                  acceleratorChips, CliContext::today(), &error, publishedOn);
    }
    if (!import)
        return refuse(context, path, error);
    Summary summary;
    for (const Result& result : import->plan.added)
        summary.added << result.id;
    for (const ResultImportChange& change : import->plan.changed)
        summary.changed << QStringLiteral("%1: %2").arg(change.result.id,
                                                        change.keys.join(QStringLiteral(", ")));
    summary.unchanged = import->plan.unchanged;
    summary.skipped = import->skipped;
    if (!output.dryRun && !import->isEmpty()) {
        const ChangeResult written =
            writeResultFileImport(*context.catalog(), *import, QString(), UndoStates::Skip);
        if (written.error)
            return context.fail(ExitDataError, importWriteFailed(written.error));
    }
    printSummary(context, path, summary, output, "result", "results");
    return ExitOk;
}

} // namespace chipatlas::cli
