// chipatlas-cli systems: the Systems table (the GUI table's Systems mode), sorted and filtered,
// as text or JSON. Its columns, titles, cells and sort values are core's (systemcolumns.h).
#include "clicontext.h"
#include "commandline.h"
#include "commands.h"
#include "domain/chipfilter.h"
#include "domain/excerpt.h"
#include "domain/sortkey.h"
#include "domain/systemcolumns.h"
#include "io/catalogjson.h"
#include "io/systemjson.h"
#include "listingoptions.h"
#include "offertext.h"
#include "texttable.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace chipatlas::cli {

namespace {
// The totals a system's JSON carries beside its own figures: memory, bandwidth and every
// throughput, each a computed figure with its formula in the note.
QJsonObject totalsJson(const SystemRow& row, Precision precision) {
    QJsonObject totals;
    for (const FieldSpec& info : allFields()) {
        const Field field = chipField(info);
        if (info.precision || field == Field::MemoryGb || field == Field::MemoryBwGbs)
            totals.insert(fieldKey(field), figureToJson(field, row.entry.figure(field)));
    }
    const Figure perfPerWatt = systemColumnFigure(SystemColumn::PerfPerWatt, row, precision);
    totals.insert(
        QLatin1String("perf_per_watt"),
        computedFigureToJson(perfPerWatt, Quantity::perfPerWatt().unit(precision), precision));
    return totals;
}

// `rows` are the systems the filter shows, `all` the catalog's: a column's unit is scaled for
// all of them, as the GUI's Systems table scales it whatever its filter hides
// (docs/DOMAIN-RULES.md rule 4).
QString tableText(const QList<SystemRow>& rows, const QList<SystemRow>& all,
                  const QList<SystemColumn>& columns, Precision precision) {
    const int total = int(all.size());
    TextTable table;
    QList<ColumnUnit> units;
    for (const SystemColumn column : columns)
        units << systemColumnUnit(column, all, precision);
    for (qsizetype c = 0; c < columns.size(); ++c)
        table.addColumn(systemColumnTitle(columns.at(c), precision, units.at(c)),
                        systemColumnIsNumeric(columns.at(c)) ? TextTable::Align::Right
                                                             : TextTable::Align::Left);
    bool anyUnverified = false;
    bool anyTarget = false;
    bool anyBinary = false;
    for (const SystemRow& row : rows) {
        QStringList cells;
        for (qsizetype c = 0; c < columns.size(); ++c) {
            const SystemColumn column = columns.at(c);
            const Figure figure = systemColumnFigure(column, row, precision);
            QString cell =
                plainSpaces(systemCellText(column, figure, CliContext::locale(), units.at(c)));
            const bool offerColumn = column == SystemColumn::CheapestPerChipHour ||
                                     column == SystemColumn::DearestPerChipHour ||
                                     column == SystemColumn::OfferSpread;
            if (!figure.hasValue() && offerColumn)
                cell = QStringLiteral("-"); // no priced offer: nothing to be unknown about
            else if (!figure.hasValue() && systemColumnIsNumeric(column))
                cell = statusDisplayName(figure.status);
            else if (figure.status == FigureStatus::Unverified)
                cell += QLatin1Char('?');
            else if (figure.status == FigureStatus::DesignTarget)
                cell += QStringLiteral(" target");
            anyUnverified = anyUnverified || figure.status == FigureStatus::Unverified;
            anyTarget = anyTarget || figure.status == FigureStatus::DesignTarget;
            anyBinary = anyBinary || cell.contains(kBinaryPrintedMark);
            cells << cell;
        }
        table.addRow(cells);
    }
    QString text = rows.isEmpty() ? QString() : table.toString();
    if (anyBinary)
        text += QLatin1Char('\n') + binaryPrintedLegend() + QLatin1Char('\n');
    if (anyUnverified)
        text += QStringLiteral("\n? unverified: seen on a third-party page, confirmed by no "
                               "source (details: %1 show ID)\n")
                    .arg(CliContext::programName());
    if (anyTarget)
        text += QStringLiteral("\ntarget: a design target, announced for a system that does not "
                               "ship yet\n");
    text += rows.size() == total ? (total == 1 ? QStringLiteral("1 system")
                                               : QStringLiteral("%1 systems").arg(total))
                                 : QStringLiteral("%1 of %2 systems").arg(rows.size()).arg(total);
    return text;
}
} // namespace

int runSystems(CliContext& context, const QStringList& arguments) {
    CommandLine line(
        QStringLiteral(
            "List the systems of the catalog (boards, racks, UltraServers, instances, pod\n"
            "slices) as the GUI's Systems table shows them, or as JSON.\n\n"
            "KEY is one of:\n  %1\n"
            "Memory, bandwidth and throughput are totals computed from the chip (chip count\n"
            "x the chip's figure; throughput dense at --precision); perf_per_watt is over the\n"
            "system's published power. The offer columns are the cheapest and dearest current\n"
            "USD price per chip-hour of the system's own offers (those that name it) and their\n"
            "spread, within one pricing type: on-demand, or else reserved, or else spot (\"-\":\n"
            "no priced offer).\n"
            "Missing figures sort last in both directions; ties by name, then id.")
            .arg(systemColumnKeys().join(QStringLiteral(", "))));
    const ListingOptions options(
        {QStringLiteral("systems"), QStringLiteral("key"),
         QStringLiteral("Print these columns in this order, e.g. name,chip_count,offer_spread "
                        "(default: all but id and scaleup_fabric)."),
         QStringLiteral("Print a JSON array of systems (as import --systems reads them), each "
                        "with \"totals\" (computed figures) and \"offers\" (the spread).")});
    if (const std::optional<int> exit = options.parse(context, line, arguments))
        return *exit;
    const std::optional<Precision> precision = options.precision(context, line);
    if (!precision)
        return ExitUsageError;
    const QString keys = systemColumnKeys().join(QStringLiteral(", "));
    const auto column = [](const QString& key) { return systemColumnFromKey(key); };
    const std::optional<SystemColumn> sortColumn = options.sortKey(context, line, column, keys);
    if (!sortColumn)
        return ExitUsageError;
    std::optional<QList<SystemColumn>> tableColumns =
        options.columnKeys(context, line, column, keys);
    if (!tableColumns)
        return ExitUsageError;
    if (tableColumns->isEmpty())
        tableColumns = defaultSystemColumns();

    const std::optional<SystemLists> lists = context.systemLists(true);
    if (!lists)
        return ExitDataError;

    // The table's rules: the chip filter on each system's entry, core's row order.
    QList<std::pair<RowSortKey, SystemRow>> keyed;
    const QList<SystemRow> all = systemRows(lists->systems, lists->chips, lists->offers);
    for (const SystemRow& row : all) {
        if (!chipMatchesText(row.entry.figures(), options.filterText(line)))
            continue;
        const QVariant value =
            systemSortValue(*sortColumn, systemColumnFigure(*sortColumn, row, *precision));
        keyed.append({RowSortKey{value, row.system.name, row.system.id}, row});
    }
    const Qt::SortOrder order = options.order(line);
    std::stable_sort(keyed.begin(), keyed.end(), [order](const auto& a, const auto& b) {
        return rowComesBefore(a.first, b.first, order);
    });
    QList<SystemRow> rows;
    for (const auto& [key, row] : std::as_const(keyed))
        rows << row;

    if (options.json(line)) {
        QJsonArray array;
        for (const SystemRow& row : std::as_const(rows)) {
            QJsonObject object = systemToJson(row.system);
            object.insert(QLatin1String("totals"), totalsJson(row, *precision));
            object.insert(QLatin1String("offers"), spreadJson(row.offers));
            array.append(object);
        }
        context.printJson(array);
    } else {
        context.print(tableText(rows, all, *tableColumns, *precision));
    }
    return ExitOk;
}

} // namespace chipatlas::cli
