#include "systemtransfer.h"

#include "clicontext.h"
#include "importsummary.h"
#include "io/safefile.h"
#include "io/systemcsv.h"
#include "io/systemimport.h"
#include "io/systemimportplan.h"
#include "io/systemjson.h"
#include "storage/catalog.h"

#include <QDir>
#include <QFile>
#include <QHash>
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

int writeFile(CliContext& context, const QString& path, const QByteArray& data,
              const QString& what) {
    // A failed write leaves an existing file as it was; the message names it and the reason.
    if (QString error; !SafeFile::save(path, data, &error))
        return context.fail(ExitDataError, error);
    context.print(QStringLiteral("Exported %1 to %2").arg(what, QDir::toNativeSeparators(path)));
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

// What a file's entries refer to: the catalog's chips and `systems`.
std::optional<ImportReferences> references(CliContext& context, const QList<System>& systems) {
    const std::optional<QList<Chip>> chips = context.chips();
    if (!chips)
        return std::nullopt;
    return importReferences(*chips, systems);
}

// The write failed: the catalog's message, in one sentence (importWriteFailed()).
int refuse(CliContext& context, const QString& /*path*/, const StorageError& error) {
    return context.fail(ExitDataError, importWriteFailed(error));
}

struct Summary {
    QStringList added;
    QStringList changed; // "id: what"
    QStringList unchanged;
};

void printSummary(CliContext& context, const QString& path, const Summary& summary,
                  const ImportOutput& output, const char* one, const char* many) {
    const bool dryRun = output.dryRun;
    if (output.json) {
        context.printJson(QJsonObject{
            {QLatin1String("file"), path},
            {QLatin1String("dry_run"), dryRun},
            {QLatin1String("counts"),
             QJsonObject{{QLatin1String("new"), int(summary.added.size())},
                         {QLatin1String("changed"), int(summary.changed.size())},
                         {QLatin1String("unchanged"), int(summary.unchanged.size())}}},
            {QLatin1String("new"), QJsonArray::fromStringList(summary.added)},
            {QLatin1String("changed"), QJsonArray::fromStringList(summary.changed)},
            {QLatin1String("unchanged"), QJsonArray::fromStringList(summary.unchanged)}});
        return;
    }
    QString text = QStringLiteral("%1: %2 new, %3 changed, %4 unchanged\n")
                       .arg(QDir::toNativeSeparators(path))
                       .arg(summary.added.size())
                       .arg(summary.changed.size())
                       .arg(summary.unchanged.size());
    text += summaryLines(QStringLiteral("new"), summary.added, output.verbose);
    text += summaryLines(QStringLiteral("changed"), summary.changed, output.verbose);
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
    const std::optional<QList<System>> systems = context.systems();
    if (!systems)
        return ExitDataError;
    QByteArray data;
    if (format == CatalogFormat::Csv) {
        data = exportSystemsCsv(*systems);
    } else {
        QJsonArray array;
        for (const System& system : *systems)
            array.append(systemToJson(system));
        data = QJsonDocument(array).toJson(QJsonDocument::Indented);
    }
    return writeFile(context, path, data, countText(systems->size(), "system", "systems"));
}

int exportOffersFile(CliContext& context, const QString& path, CatalogFormat format) {
    const std::optional<QList<Offer>> offers = context.offers();
    if (!offers)
        return ExitDataError;
    QByteArray data;
    if (format == CatalogFormat::Csv) {
        data = exportOffersCsv(*offers);
    } else {
        QJsonArray array;
        for (const Offer& offer : *offers)
            array.append(offerToJson(offer));
        data = QJsonDocument(array).toJson(QJsonDocument::Indented);
    }
    return writeFile(context, path, data, countText(offers->size(), "offer", "offers"));
}

int importSystemsFile(CliContext& context, const QString& path, CatalogFormat format,
                      const ImportOutput& output) {
    const std::optional<QByteArray> data = readFile(context, path);
    if (!data)
        return ExitDataError;
    const std::optional<QList<System>> stored = context.systems();
    if (!stored)
        return ExitDataError;
    const std::optional<ImportReferences> catalog = references(context, *stored);
    if (!catalog)
        return ExitDataError;
    // A dry run and the import check the file alike (systemimport.h): what one refuses, so
    // does the other.
    QString error;
    const std::optional<QList<System>> read = readSystemsImport(*data, format, *catalog, &error);
    if (!read)
        return refuse(context, path, error);
    const SystemImportPlan plan = planSystemsImport(*read, *stored);
    Summary summary;
    CatalogItems items;
    CatalogItems base; // what the plan saw: the write is merged with what is stored then
    for (const System& system : plan.added) {
        summary.added << system.id;
        items.systems << system;
    }
    for (const SystemImportChange& change : plan.changed) {
        summary.changed << QStringLiteral("%1: %2").arg(change.system.id,
                                                        change.keys.join(QStringLiteral(", ")));
        items.systems << change.system;
        base.systems << change.stored;
    }
    summary.unchanged = plan.unchanged;
    StorageError storageError;
    if (!output.dryRun && !plan.isEmpty() &&
        !context.catalog()->importItems(items, base, {}, &storageError))
        return refuse(context, path, storageError);
    printSummary(context, path, summary, output, "system", "systems");
    return ExitOk;
}

int importOffersFile(CliContext& context, const QString& path, CatalogFormat format,
                     const ImportOutput& output) {
    const std::optional<QByteArray> data = readFile(context, path);
    if (!data)
        return ExitDataError;
    const std::optional<QList<System>> systems = context.systems();
    if (!systems)
        return ExitDataError;
    const std::optional<ImportReferences> catalog = references(context, *systems);
    if (!catalog)
        return ExitDataError;
    QString error;
    const std::optional<QList<Offer>> read = readOffersImport(*data, format, *catalog, &error);
    if (!read)
        return refuse(context, path, error);
    const std::optional<QList<Offer>> stored = context.offers();
    if (!stored)
        return ExitDataError;
    const OfferImportPlan plan = planOffersImport(*read, *stored);
    Summary summary;
    CatalogItems items;
    CatalogItems base; // what the plan saw: the write is merged with what is stored then
    for (const Offer& offer : plan.added) {
        summary.added << offer.id;
        items.offers << offer;
    }
    for (const OfferImportChange& change : plan.changed) {
        QStringList what;
        if (change.detailsChanged)
            what << QStringLiteral("offer details");
        if (change.newPrices > 0)
            what << QStringLiteral("%1 added to the price history")
                        .arg(countText(change.newPrices, "price", "prices"));
        summary.changed << QStringLiteral("%1: %2").arg(change.offer.id,
                                                        what.join(QStringLiteral(", ")));
        items.offers << change.offer;
        base.offers << change.stored;
    }
    summary.unchanged = plan.unchanged;
    StorageError storageError;
    if (!output.dryRun && !plan.isEmpty() &&
        !context.catalog()->importItems(items, base, {}, &storageError))
        return refuse(context, path, storageError);
    printSummary(context, path, summary, output, "offer", "offers");
    return ExitOk;
}

} // namespace chipatlas::cli
