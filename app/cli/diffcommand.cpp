// chipatlas-cli diff A [B] [--json|--csv|--markdown] [--kind K] [--change C] [--output FILE]:
// what changed between two snapshots of the catalog, or between a snapshot and the catalog now
// (application/catalogdiff.h), as a table, or written as the GUI's "What changed" export writes
// it (application/diffexport.h).
#include "application/catalogdiff.h"
#include "application/diffexport.h"
#include "clicontext.h"
#include "commandline.h"
#include "commands.h"
#include "domain/excerpt.h"
#include "domain/savedsnapshot.h"
#include "io/safefile.h"
#include "storage/catalog.h"
#include "texttable.h"

#include <QDir>
#include <QJsonDocument>

namespace chipatlas::cli {

namespace {
// An unknown snapshot's message lists at most this many names; the count says the rest.
constexpr int kNamesShown = 5;

// One side of the diff: a snapshot's record, or the catalog now.
struct Side {
    QString label;
    QDateTime takenAt; // UTC
    CatalogItems items;
};

QString timeText(const QDateTime& time) {
    return time.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
}

// "no snapshot named "x" in catalog.sqlite; it has 7: Friday quotes, Monday quotes, Before import
// 2026-12-05 11:30, ... and 2 more (chipatlas-cli snapshot list)"
QString unknownSnapshot(const QString& name, const QString& catalog,
                        const QList<SavedSnapshot>& known) {
    if (known.isEmpty())
        return QStringLiteral("no snapshot named \"%1\" in %2; it has none yet (chipatlas-cli "
                              "snapshot create NAME takes one)")
            .arg(excerpt(name), catalog);
    QStringList names;
    for (qsizetype i = 0; i < known.size() && i < kNamesShown; ++i)
        names << known.at(i).name;
    QString list = names.join(QStringLiteral(", "));
    if (known.size() > kNamesShown)
        list += QStringLiteral(", ... and %1 more").arg(known.size() - kNamesShown);
    return QStringLiteral("no snapshot named \"%1\" in %2; it has %3: %4 (chipatlas-cli snapshot "
                          "list)")
        .arg(excerpt(name), catalog, QString::number(known.size()), list);
}

std::optional<Side> snapshotSide(CliContext& context, Catalog& catalog, const QString& name) {
    StorageError error;
    const std::optional<SavedSnapshot> found = catalog.savedSnapshots().find(name, &error);
    if (!found && error.code != StorageError::Code::NotFound) {
        context.fail(ExitDataError, error);
        return std::nullopt;
    }
    if (!found) {
        error = {};
        const std::optional<QList<SavedSnapshot>> known = catalog.savedSnapshots().list(&error);
        if (!known) {
            context.fail(ExitDataError, error);
            return std::nullopt;
        }
        context.fail(ExitDataError, unknownSnapshot(name, context.catalogName(), *known));
        return std::nullopt;
    }
    std::optional<CatalogItems> items = catalog.savedSnapshots().read(found->id, &error);
    if (!items) {
        context.fail(ExitDataError, error);
        return std::nullopt;
    }
    return Side{found->name, found->takenAt, std::move(*items)};
}

std::optional<Side> nowSide(CliContext& context, Catalog& catalog) {
    StorageError error;
    std::optional<CatalogItems> items = readCatalogItems(catalog, &error);
    if (!items) {
        context.fail(ExitDataError, error);
        return std::nullopt;
    }
    QDateTime now = QDateTime::currentDateTimeUtc();
    now.setTime(QTime(now.time().hour(), now.time().minute()));
    return Side{QStringLiteral("now"), now, std::move(*items)};
}

// The words of a comma-separated option, each read by `fromKey`; a usage error names the
// unknown one and the words it takes.
template <typename E, typename FromKey>
std::optional<QSet<E>> wordsOption(CliContext& context, const CommandLine& line, const char* option,
                                   FromKey fromKey, const QStringList& words) {
    QSet<E> result;
    for (const QString& value : line.parser().values(line.option(option))) {
        for (const QString& word : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const std::optional<E> parsed = fromKey(QStringView(word).trimmed());
            if (!parsed) {
                context.usageError(QStringLiteral("--%1: unknown value \"%2\"; use one of %3")
                                       .arg(QLatin1String(option), excerpt(word.trimmed()),
                                            words.join(QStringLiteral(", "))));
                return std::nullopt;
            }
            result.insert(*parsed);
        }
    }
    return result;
}

QString tableText(const CatalogDiff& diff) {
    const QLocale locale = CliContext::locale();
    QString text = QStringLiteral("From %1 (%2) to %3 (%4): %5\n")
                       .arg(diff.fromLabel, timeText(diff.fromTime), diff.toLabel,
                            timeText(diff.toTime), diffCountsText(diff));
    if (diff.isEmpty())
        return text;
    TextTable table;
    using A = TextTable::Align;
    for (const auto& [header, align] : {std::pair{"Kind", A::Left},
                                        {"Id", A::Left},
                                        {"Change", A::Left},
                                        {"Field", A::Left},
                                        {"Before", A::Left},
                                        {"After", A::Left},
                                        {"Move", A::Right},
                                        {"Status", A::Left},
                                        {"Source", A::Left}}) {
        table.addColumn(QLatin1String(header), align);
    }
    for (const DiffRow& row : diffRows(diff, {}, DiffColumn::Kind, Qt::AscendingOrder, locale)) {
        const EntryDiff& entry = diff.entries.at(row.entry);
        QStringList cells{diffEntryKindKey(entry.kind), entry.id, diffChangeKey(entry.change)};
        if (row.field >= 0) {
            const FieldDiff& field = entry.fields.at(row.field);
            const QString status =
                field.beforeStatus == field.afterStatus
                    ? field.afterStatus
                    : field.beforeStatus + QStringLiteral(" -> ") + field.afterStatus;
            cells << field.key << field.before << field.after
                  << (field.percent ? diffPercentText(*field.percent, locale) : QString()) << status
                  << (field.sourceChanged ? QStringLiteral("changed") : QString());
        }
        table.addRow(cells);
    }
    return text + QLatin1Char('\n') + table.toString();
}
} // namespace

int runDiff(CliContext& context, const QStringList& arguments) {
    CommandLine line(QStringLiteral(
        "Show what changed between snapshot A and snapshot B, or between A and the catalog now\n"
        "when B is left out: the entries added, removed and changed, each change field by field\n"
        "with the value and status before and after, whether the source changed, and a price's\n"
        "move in percent. A and B are snapshot names (chipatlas-cli snapshot list).\n\n"
        "--json, --csv and --markdown print what the GUI's \"What changed\" export writes (the\n"
        "Markdown is a procurement memo: both snapshots with their dates, the counts, the price\n"
        "moves first, then a table per kind). --output writes it to a file instead, in the format\n"
        "its extension names (.json, .csv, .md) unless one of those three is given."));
    line.addArgument(QStringLiteral("A"), QStringLiteral("The earlier snapshot."));
    line.addArgument(QStringLiteral("B"),
                     QStringLiteral("The later snapshot; left out: the catalog now."),
                     QStringLiteral("[B]"));
    line.addOptions({
        {QStringLiteral("json"), QStringLiteral("Print the diff as JSON.")},
        {QStringLiteral("csv"), QStringLiteral("Print the diff as CSV, a row per changed field.")},
        {QStringLiteral("markdown"), QStringLiteral("Print the diff as a Markdown memo.")},
        {QStringLiteral("kind"),
         QStringLiteral("Only these kinds, comma-separated: chip, chip_price, model, system, "
                        "offer, result, scenario."),
         QStringLiteral("kinds")},
        {QStringLiteral("change"),
         QStringLiteral("Only these changes, comma-separated: added, removed, changed."),
         QStringLiteral("changes")},
        {QStringLiteral("output"), QStringLiteral("Write to this file instead of printing."),
         QStringLiteral("file")},
    });
    if (const std::optional<int> exit = line.parse(context, arguments))
        return *exit;
    const QStringList names = line.positionalArguments();
    if (names.isEmpty())
        return context.usageError(
            QStringLiteral("diff needs a snapshot name A (chipatlas-cli snapshot list)"));
    if (names.size() > 2)
        return context.usageError(QStringLiteral("diff takes at most two snapshots, got \"%1\"")
                                      .arg(excerpt(names.at(2))));
    const int formats =
        int(line.isSet("json")) + int(line.isSet("csv")) + int(line.isSet("markdown"));
    if (formats > 1)
        return context.usageError(QStringLiteral("give one of --json, --csv and --markdown"));
    std::optional<DiffExportFormat> format;
    if (line.isSet("json"))
        format = DiffExportFormat::Json;
    else if (line.isSet("csv"))
        format = DiffExportFormat::Csv;
    else if (line.isSet("markdown"))
        format = DiffExportFormat::Markdown;
    const QString output = line.value("output");
    if (line.isSet("output") && !format) {
        format = diffExportFormatForPath(output);
        if (!format)
            return context.usageError(
                QStringLiteral("--output: cannot tell which format to write to %1: end the "
                               "file's name in .csv, .json or .md, or give --csv, --json or "
                               "--markdown")
                    .arg(QDir::toNativeSeparators(output)));
    }
    DiffFilter filter;
    const std::optional<QSet<DiffEntryKind>> kinds = wordsOption<DiffEntryKind>(
        context, line, "kind", diffEntryKindFromKey,
        {QStringLiteral("chip"), QStringLiteral("chip_price"), QStringLiteral("model"),
         QStringLiteral("system"), QStringLiteral("offer"), QStringLiteral("result"),
         QStringLiteral("scenario")});
    if (!kinds)
        return ExitUsageError;
    const std::optional<QSet<DiffChange>> changes = wordsOption<DiffChange>(
        context, line, "change", diffChangeFromKey,
        {QStringLiteral("added"), QStringLiteral("removed"), QStringLiteral("changed")});
    if (!changes)
        return ExitUsageError;
    filter.kinds = *kinds;
    filter.changes = *changes;

    Catalog* const catalog = context.catalog();
    if (!catalog)
        return ExitDataError;
    const std::optional<Side> from = snapshotSide(context, *catalog, names.at(0));
    if (!from)
        return ExitDataError;
    const std::optional<Side> to = names.size() == 2 ? snapshotSide(context, *catalog, names.at(1))
                                                     : nowSide(context, *catalog);
    if (!to)
        return ExitDataError;

    CatalogDiff diff = filteredDiff(
        diffCatalogs(from->items, to->items, from->label, to->label, CliContext::locale()), filter);
    diff.fromTime = from->takenAt;
    diff.toTime = to->takenAt;

    if (line.isSet("output")) {
        QString error;
        if (!SafeFile::save(output, diffExportBytes(diff, *format), &error))
            return context.fail(ExitDataError, error);
        context.print(QStringLiteral("Wrote %1 (%2)\n")
                          .arg(QDir::toNativeSeparators(output), diffCountsText(diff)));
        return ExitOk;
    }
    if (format == DiffExportFormat::Json) {
        context.printJson(diffToJson(diff));
        return ExitOk;
    }
    if (format)
        context.print(QString::fromUtf8(diffExportBytes(diff, *format)));
    else
        context.print(tableText(diff));
    return ExitOk;
}

} // namespace chipatlas::cli
