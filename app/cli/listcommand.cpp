// chipatlas-cli list: the chip table, sorted and filtered, as text or JSON.
#include "clicontext.h"
#include "commandline.h"
#include "commands.h"
#include "domain/chiporder.h"
#include "domain/excerpt.h"
#include "domain/figureformat.h"
#include "domain/quantity.h"
#include "io/catalogjson.h"
#include "listingoptions.h"
#include "storage/catalog.h"
#include "texttable.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace chipatlas::cli {

namespace {
struct TableColumn {
    Quantity quantity;
    QString header;
};

// The main figures with short headers (throughput is dense, see --help), then the sorted-by
// column when it is not among them.
QList<TableColumn> defaultColumns(const Quantity& sortColumn, Precision precision) {
    const auto field = [](Field f, const char* header) {
        return TableColumn{Quantity::forField(f), QString::fromLatin1(header)};
    };
    QList<TableColumn> columns{
        {Quantity::id(), QStringLiteral("ID")},
        {Quantity::name(), QStringLiteral("Name")},
        {Quantity::vendor(), QStringLiteral("Vendor")},
        // One unit per column (docs/DOMAIN-RULES.md rule 4): a figure printed in GiB is
        // converted and marked ("34.36 ‡" for 32 GiB).
        field(Field::MemoryGb, "Memory (GB)"),
        field(Field::MemoryBwGbs, "Mem BW (GB/s)"),
        field(Field::Bf16TflopsDense, "BF16 (TFLOPS)"),
        field(Field::Fp8TflopsDense, "FP8 (TFLOPS)"),
        field(Field::TdpW, "TDP (W)"),
        {Quantity::perfPerWatt(),
         QStringLiteral("%1/W (%2)")
             .arg(precisionName(precision), unitSymbol(Quantity::perfPerWatt().unit(precision)))}};
    if (std::none_of(columns.begin(), columns.end(),
                     [&](const TableColumn& c) { return c.quantity == sortColumn; }))
        columns.append({sortColumn, sortColumn.columnTitle(precision)});
    return columns;
}

QString tableText(const QList<Chip>& chips, const QList<TableColumn>& columns,
                  Precision precision) {
    // Numeric cells keep one trailing slot for a marker ("?" unverified, "*" sparsity unstated),
    // so that the digits of "500?" line up with those of "700".
    TextTable table;
    for (const auto& [column, header] : columns) {
        table.addColumn(column.isNumeric() ? header + QLatin1Char(' ') : header,
                        column.isNumeric() ? TextTable::Align::Right : TextTable::Align::Left);
    }
    bool anyUnverified = false;
    bool anyTarget = false;
    bool anySparsityUnstated = false;
    bool anyBinary = false;
    for (const Chip& chip : chips) {
        QStringList cells;
        for (const auto& [column, header] : columns) {
            QString cell = cellText(column, chip, precision);
            anyUnverified = anyUnverified || cell.endsWith(QLatin1Char('?'));
            anyTarget = anyTarget || cell.endsWith(QLatin1String(" target"));
            anySparsityUnstated = anySparsityUnstated || cell.endsWith(QLatin1Char('*'));
            anyBinary = anyBinary || cell.contains(kBinaryPrintedMark);
            const bool flagged = cell.endsWith(QLatin1Char('?')) ||
                                 cell.endsWith(QLatin1Char('*')) ||
                                 cell.endsWith(QLatin1String(" target"));
            if (column.isNumeric() && !flagged)
                cell += QLatin1Char(' ');
            cells << cell;
        }
        table.addRow(cells);
    }

    QString text = chips.isEmpty() ? QString() : table.toString();
    if (anyUnverified || anyTarget || anySparsityUnstated || anyBinary)
        text += QLatin1Char('\n');
    if (anyBinary)
        text += binaryPrintedLegend() + QLatin1Char('\n');
    if (anyUnverified)
        text +=
            QStringLiteral("? unverified: seen on a third-party page, confirmed by no source\n");
    if (anyTarget)
        text += QStringLiteral(
            "target: a design target, announced for a chip that does not ship yet\n");
    if (anySparsityUnstated)
        text +=
            QStringLiteral("* the vendor does not say whether this figure is dense or sparse\n");
    if (anyUnverified || anyTarget || anySparsityUnstated)
        text += QStringLiteral("(details: %1 show ID)\n").arg(CliContext::programName());
    text +=
        chips.size() == 1 ? QStringLiteral("1 chip") : QStringLiteral("%1 chips").arg(chips.size());
    return text;
}

QJsonArray jsonArray(const QList<Chip>& chips, const Quantity& sortColumn, Precision precision) {
    // Each element is chipToJson(chip), which `import` reads back. A computed sort field is
    // added beside "figures" (not inside: import rejects unknown figures) so it is visible.
    const bool addComputed = sortColumn.followsPrecision();
    QJsonArray array;
    for (const Chip& chip : chips) {
        QJsonObject object = chipToJson(chip);
        if (addComputed) {
            object.insert(
                QLatin1String("computed"),
                QJsonObject{{sortColumn.key(),
                             computedFigureToJson(sortColumn.figure(chip, precision),
                                                  sortColumn.unit(precision), precision)}});
        }
        array.append(object);
    }
    return array;
}
} // namespace

int runList(CliContext& context, const QStringList& arguments) {
    CommandLine line(
        QStringLiteral(
            "List the chips of the catalog as an aligned table or as JSON.\n\n"
            "FIELD is one of:\n%1\n"
            "perf_per_watt (dense TFLOPS per watt) and bandwidth_per_tflop (GB/s per dense\n"
            "TFLOPS) are computed at --precision (TOPS for int8); the others are the chip's\n"
            "id, name, vendor, family and kind and the columns of the reference accelerators\n"
            "CSV: the keys of the GUI's --sort and --columns.\n"
            "Missing figures (not published, unknown) sort last in both directions; ties\n"
            "sort by name, then id, A to Z in both directions, as in the GUI's table.\n"
            "Throughput figures are dense. Numbers use the C locale (1307.4) whatever the\n"
            "system's language. \"?\" marks an unverified value, \"target\" a design target\n"
            "(announced for a chip that does not ship yet), \"*\" a value the vendor does\n"
            "not say is dense or sparse.")
            .arg(wrappedList(Quantity::keys(QuantityUse::List))));
    const ListingOptions options(
        {QStringLiteral("list"), QStringLiteral("field"),
         QStringLiteral("Print these columns of the table in this order, headed by their label "
                        "and unit, e.g. id,tdp_w,perf_per_watt (default: the main figures)."),
         QStringLiteral("Print a JSON array of chips (as import reads them). With "
                        "--sort perf_per_watt or bandwidth_per_tflop each also has a "
                        "\"computed\" object beside \"figures\".")});
    if (const std::optional<int> exit = options.parse(context, line, arguments))
        return *exit;
    const std::optional<Precision> precision = options.precision(context, line);
    if (!precision)
        return ExitUsageError;
    const auto quantity = [](QuantityUse use) {
        return [use](const QString& key) { return Quantity::fromKey(key, use); };
    };
    const std::optional<Quantity> sortColumn = options.sortKey(
        context, line, quantity(QuantityUse::Sort), Quantity::keyList(QuantityUse::Sort));
    if (!sortColumn)
        return ExitUsageError;
    const std::optional<QList<Quantity>> chosen = options.columnKeys(
        context, line, quantity(QuantityUse::List), Quantity::keyList(QuantityUse::List));
    if (!chosen)
        return ExitUsageError;
    QList<TableColumn> tableColumns;
    for (const Quantity& column : *chosen)
        tableColumns.append({column, column.columnTitle(*precision)});
    if (tableColumns.isEmpty())
        tableColumns = defaultColumns(*sortColumn, *precision);

    const std::optional<QList<Chip>> all = context.chips();
    if (!all)
        return ExitDataError;

    // The chip table's rules: the same filter, the same order and tie-breaks (chipOrder()).
    ChipFilter chipFilter;
    chipFilter.text = options.filterText(line);
    const ChipSortKey key{[&](const Chip& chip) { return sortColumn->sortValue(chip, *precision); },
                          options.order(line)};
    const std::vector<int> rows = *chipOrder(ChipRows::of(*all), chipFilter, key);
    QList<Chip> chips;
    chips.reserve(qsizetype(rows.size()));
    for (int row : rows)
        chips.append(all->at(row));

    if (options.json(line))
        context.printJson(jsonArray(chips, *sortColumn, *precision));
    else
        context.print(tableText(chips, tableColumns, *precision));
    return ExitOk;
}

} // namespace chipatlas::cli
