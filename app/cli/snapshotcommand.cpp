// chipatlas-cli snapshot create [NAME] [--note TEXT] | list [--json] | delete NAME |
// rename NAME NEW | export NAME FILE | import FILE [--name N]: the snapshots saved in the catalog
// (storage/snapshotrepository.h), records of every entry that `diff` compares.
#include "clicontext.h"
#include "commandline.h"
#include "commands.h"
#include "domain/excerpt.h"
#include "io/safefile.h"
#include "io/snapshotfile.h"
#include "storage/catalog.h"
#include "texttable.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

namespace chipatlas::cli {

namespace {
QString takenText(const SavedSnapshot& snapshot) {
    return snapshot.takenAt.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
}

QJsonObject snapshotJson(const SavedSnapshot& snapshot) {
    const SnapshotCounts& c = snapshot.counts;
    return {
        {QLatin1String("id"), snapshot.id},
        {QLatin1String("name"), snapshot.name},
        {QLatin1String("taken_at"), snapshot.takenAt.toUTC().toString(Qt::ISODate)},
        {QLatin1String("reason"), snapshotReasonKey(snapshot.reason)},
        {QLatin1String("note"), snapshot.note},
        {QLatin1String("counts"), QJsonObject{{QLatin1String("chips"), c.chips},
                                              {QLatin1String("prices"), c.prices},
                                              {QLatin1String("models"), c.models},
                                              {QLatin1String("systems"), c.systems},
                                              {QLatin1String("offers"), c.offers},
                                              {QLatin1String("offer_prices"), c.offerPrices},
                                              {QLatin1String("results"), c.results},
                                              {QLatin1String("scenarios"), c.scenarios}}},
    };
}

QString countsText(const SnapshotCounts& c) {
    return QStringLiteral("%1 chips, %2 prices, %3 LLM models, %4 systems, %5 offers (%6 "
                          "prices), %7 results, %8 scenarios")
        .arg(c.chips)
        .arg(c.prices)
        .arg(c.models)
        .arg(c.systems)
        .arg(c.offers)
        .arg(c.offerPrices)
        .arg(c.results)
        .arg(c.scenarios);
}

QString listText(const QList<SavedSnapshot>& snapshots) {
    if (snapshots.isEmpty())
        return QStringLiteral("No snapshots in the catalog (take one with: %1 snapshot create "
                              "NAME)\n")
            .arg(CliContext::programName());
    TextTable table;
    table.addColumn(QStringLiteral("Name"), TextTable::Align::Left);
    table.addColumn(QStringLiteral("Taken"), TextTable::Align::Left);
    table.addColumn(QStringLiteral("Reason"), TextTable::Align::Left);
    table.addColumn(QStringLiteral("Chips"), TextTable::Align::Right);
    table.addColumn(QStringLiteral("Prices"), TextTable::Align::Right);
    table.addColumn(QStringLiteral("Models"), TextTable::Align::Right);
    table.addColumn(QStringLiteral("Systems"), TextTable::Align::Right);
    table.addColumn(QStringLiteral("Offers"), TextTable::Align::Right);
    table.addColumn(QStringLiteral("Results"), TextTable::Align::Right);
    table.addColumn(QStringLiteral("Scenarios"), TextTable::Align::Right);
    table.addColumn(QStringLiteral("Note"), TextTable::Align::Left);
    for (const SavedSnapshot& s : snapshots) {
        const SnapshotCounts& c = s.counts;
        table.addRow({s.name, takenText(s), snapshotReasonKey(s.reason), QString::number(c.chips),
                      QString::number(c.prices), QString::number(c.models),
                      QString::number(c.systems), QString::number(c.offers),
                      QString::number(c.results), QString::number(c.scenarios), s.note});
    }
    return table.toString() + QStringLiteral("\n%1 %2\n")
                                  .arg(snapshots.size())
                                  .arg(snapshots.size() == 1 ? QStringLiteral("snapshot")
                                                             : QStringLiteral("snapshots"));
}

// The snapshot NAME names; on failure prints why (with the command that lists them) and returns
// nothing.
std::optional<SavedSnapshot> findSnapshot(CliContext& context, Catalog& catalog,
                                          const QString& name) {
    StorageError error;
    std::optional<SavedSnapshot> snapshot = catalog.savedSnapshots().find(name, &error);
    if (!snapshot) {
        if (error.code == StorageError::Code::NotFound) {
            context.fail(ExitDataError,
                         QStringLiteral("no snapshot \"%1\" in the catalog %2 (see: %3 "
                                        "snapshot list)")
                             .arg(excerpt(name), context.catalogName(), CliContext::programName()));
        } else {
            context.fail(ExitDataError, error);
        }
    }
    return snapshot;
}

int wrongCount(CliContext& context, const QString& usage, qsizetype got) {
    return context.usageError(QStringLiteral("snapshot %1, got %2 arguments").arg(usage).arg(got));
}

int create(CliContext& context, Catalog& catalog, const CommandLine& line,
           const QStringList& positional, bool json) {
    if (positional.size() > 2)
        return wrongCount(context, QStringLiteral("create takes at most a name"),
                          positional.size() - 1);
    StorageError error;
    const std::optional<SavedSnapshot> taken = catalog.savedSnapshots().take(
        positional.value(1), SnapshotReason::User, line.value("note"), &error);
    if (!taken)
        return context.fail(ExitDataError, error);
    if (json)
        context.printJson(snapshotJson(*taken));
    else
        context.print(QStringLiteral("Took snapshot \"%1\" of %2: %3.\n")
                          .arg(taken->name, context.catalogName(), countsText(taken->counts)));
    return ExitOk;
}

int remove(CliContext& context, Catalog& catalog, const QStringList& positional) {
    if (positional.size() != 2)
        return wrongCount(context, QStringLiteral("delete takes one snapshot name"),
                          positional.size() - 1);
    const std::optional<SavedSnapshot> snapshot = findSnapshot(context, catalog, positional.at(1));
    if (!snapshot)
        return ExitDataError;
    StorageError error;
    if (!catalog.savedSnapshots().remove(snapshot->id, &error))
        return context.fail(ExitDataError, error);
    context.print(QStringLiteral("Deleted snapshot \"%1\".\n").arg(snapshot->name));
    return ExitOk;
}

int rename(CliContext& context, Catalog& catalog, const QStringList& positional) {
    if (positional.size() != 3)
        return wrongCount(context, QStringLiteral("rename takes the name and the new name"),
                          positional.size() - 1);
    const std::optional<SavedSnapshot> snapshot = findSnapshot(context, catalog, positional.at(1));
    if (!snapshot)
        return ExitDataError;
    StorageError error;
    if (!catalog.savedSnapshots().rename(snapshot->id, positional.at(2), &error))
        return context.fail(ExitDataError, error);
    context.print(QStringLiteral("Renamed snapshot \"%1\" to \"%2\".\n")
                      .arg(snapshot->name, positional.at(2)));
    return ExitOk;
}

int exportFile(CliContext& context, Catalog& catalog, const QStringList& positional) {
    if (positional.size() != 3)
        return wrongCount(context, QStringLiteral("export takes the name and the FILE"),
                          positional.size() - 1);
    const std::optional<SavedSnapshot> snapshot = findSnapshot(context, catalog, positional.at(1));
    if (!snapshot)
        return ExitDataError;
    StorageError error;
    std::optional<CatalogItems> items = catalog.savedSnapshots().read(snapshot->id, &error);
    if (!items)
        return context.fail(ExitDataError, error);
    const QString path = positional.at(2);
    const SnapshotFile file{snapshot->name, snapshot->takenAt, snapshot->reason, snapshot->note,
                            std::move(*items)};
    if (QString problem; !SafeFile::save(path, writeSnapshotFile(file), &problem))
        return context.fail(ExitDataError, problem);
    context.print(
        QStringLiteral("Exported snapshot \"%1\" to %2 (%3).\n")
            .arg(snapshot->name, QDir::toNativeSeparators(path), countsText(snapshot->counts)));
    return ExitOk;
}

int importFile(CliContext& context, Catalog& catalog, const CommandLine& line,
               const QStringList& positional) {
    if (positional.size() != 2)
        return wrongCount(context, QStringLiteral("import takes one FILE"), positional.size() - 1);
    const QString path = positional.at(1);
    const QString shown = QDir::toNativeSeparators(path);
    QFile input(path);
    if (!input.open(QIODevice::ReadOnly))
        return context.fail(ExitDataError,
                            QStringLiteral("cannot read %1: %2").arg(shown, input.errorString()));
    QString problem;
    std::optional<SnapshotFile> file = readSnapshotFile(input.readAll(), &problem);
    if (!file)
        return context.fail(ExitDataError, QStringLiteral("%1: %2").arg(shown, problem));
    if (line.isSet("name"))
        file->name = line.value("name");
    StorageError error;
    if (catalog.savedSnapshots().find(file->name, &error))
        return context.fail(ExitDataError,
                            QStringLiteral("%1: the catalog %2 already has a snapshot named "
                                           "\"%3\"; give this one another name with --name NAME")
                                .arg(shown, context.catalogName(), excerpt(file->name)));
    const std::optional<SavedSnapshot> added = catalog.savedSnapshots().add(*file, &error);
    if (!added)
        return context.fail(ExitDataError, error);
    context.print(QStringLiteral("Imported snapshot \"%1\" from %2: %3.\n")
                      .arg(added->name, shown, countsText(added->counts)));
    return ExitOk;
}
} // namespace

int runSnapshot(CliContext& context, const QStringList& arguments) {
    CommandLine line(QStringLiteral(
        "Snapshots: named, dated records of every entry of the catalog (chips with their "
        "figures, prices, LLM models, systems, offers with their price histories, results, "
        "scenarios), which diff compares. An import, a copy into the catalog and a built-in "
        "catalog update take one automatically first (the newest 20 are kept).\n\n"
        "  snapshot list [--json]             name, when taken, why, what it holds\n"
        "  snapshot create [NAME] [--note T]  take one now (no NAME: \"Snapshot <date>\")\n"
        "  snapshot delete NAME\n"
        "  snapshot rename NAME NEW\n"
        "  snapshot export NAME FILE          write it to a snapshot file (JSON)\n"
        "  snapshot import FILE [--name N]    add a snapshot file's snapshot to the catalog"));
    line.addArgument(QStringLiteral("ACTION"),
                     QStringLiteral("list, create, delete, rename, export or import; none: "
                                    "list."),
                     QStringLiteral("[ACTION"));
    line.addArgument(QStringLiteral("NAME"), QStringLiteral("The snapshot's name (or FILE)."),
                     QStringLiteral("[NAME|FILE [NEW|FILE]]]"));
    line.addOptions({
        {QStringLiteral("note"), QStringLiteral("create: a note kept with the snapshot."),
         QStringLiteral("text")},
        {QStringLiteral("name"),
         QStringLiteral("import: save the file's snapshot under this name."),
         QStringLiteral("name")},
        {QStringLiteral("json"),
         QStringLiteral("list, create: print the snapshots as JSON: id, name, taken_at, "
                        "reason, note, counts.")},
    });
    if (const std::optional<int> exit = line.parse(context, arguments))
        return *exit;
    const QStringList positional = line.positionalArguments();
    const QString action = positional.isEmpty() ? QStringLiteral("list") : positional.first();
    const bool json = line.isSet("json");
    static const QStringList actions{QStringLiteral("list"),   QStringLiteral("create"),
                                     QStringLiteral("delete"), QStringLiteral("rename"),
                                     QStringLiteral("export"), QStringLiteral("import")};
    if (!actions.contains(action))
        return context.usageError(
            QStringLiteral("snapshot: unknown action \"%1\"; the actions are list, create, "
                           "delete, rename, export and import")
                .arg(excerpt(action)));
    if (line.isSet("note") && action != QLatin1String("create"))
        return context.usageError(QStringLiteral("--note goes with: snapshot create NAME"));
    if (line.isSet("name") && action != QLatin1String("import"))
        return context.usageError(QStringLiteral("--name goes with: snapshot import FILE"));
    if (json && action != QLatin1String("list") && action != QLatin1String("create"))
        return context.usageError(QStringLiteral("--json goes with: snapshot list, create"));
    Catalog* const catalog = context.catalog();
    if (!catalog)
        return ExitDataError;
    if (action == QLatin1String("list")) {
        if (positional.size() > 1)
            return wrongCount(context, QStringLiteral("list takes no name"), positional.size() - 1);
        StorageError error;
        const std::optional<QList<SavedSnapshot>> snapshots =
            catalog->savedSnapshots().list(&error);
        if (!snapshots)
            return context.fail(ExitDataError, error);
        if (json) {
            QJsonArray array;
            for (const SavedSnapshot& snapshot : *snapshots)
                array.append(snapshotJson(snapshot));
            context.printJson(array);
        } else {
            context.print(listText(*snapshots));
        }
        return ExitOk;
    }
    if (action == QLatin1String("create"))
        return create(context, *catalog, line, positional, json);
    if (action == QLatin1String("delete"))
        return remove(context, *catalog, positional);
    if (action == QLatin1String("rename"))
        return rename(context, *catalog, positional);
    if (action == QLatin1String("export"))
        return exportFile(context, *catalog, positional);
    return importFile(context, *catalog, line, positional);
}

} // namespace chipatlas::cli
