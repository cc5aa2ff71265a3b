// chipatlas-cli list: the chip table, sorted and filtered, as text or JSON.
#include "clicontext.h"
#include "commandline.h"
#include "commands.h"
#include "domain/chiporder.h"
#include "domain/excerpt.h"
#include "domain/figureformat.h"
#include "domain/quantity.h"
#include "io/catalogjson.h"
#include "io/jsonwriter.h"
#include "listingoptions.h"
#include "storage/catalog.h"
#include "texttable.h"

#include <QCommandLineParser>

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

// What the legend under the table explains: the markers some cell carries.
struct TableMarks {
    bool unverified = false;
    bool target = false;
    bool sparsityUnstated = false;
    bool binary = false;
};

// One chip's row of the table. Numeric cells keep one trailing slot for a marker ("?"
// unverified, "*" sparsity unstated), so that the digits of "500?" line up with those of "700".
QStringList rowCells(const Chip& chip, const QList<TableColumn>& columns, Precision precision,
                     TableMarks* marks) {
    QStringList cells;
    cells.reserve(columns.size());
    for (const auto& [column, header] : columns) {
        QString cell = cellText(column, chip, precision);
        marks->unverified = marks->unverified || cell.endsWith(QLatin1Char('?'));
        marks->target = marks->target || cell.endsWith(QLatin1String(" target"));
        marks->sparsityUnstated = marks->sparsityUnstated || cell.endsWith(QLatin1Char('*'));
        marks->binary = marks->binary || cell.contains(kBinaryPrintedMark);
        const bool flagged = cell.endsWith(QLatin1Char('?')) || cell.endsWith(QLatin1Char('*')) ||
                             cell.endsWith(QLatin1String(" target"));
        if (column.isNumeric() && !flagged)
            cell += QLatin1Char(' ');
        cells << cell;
    }
    return cells;
}

// The table of `rows` (each rowCells()) in the order of `order`, the legend and the count.
QString tableText(const QList<QStringList>& rows, const std::vector<int>& order,
                  const QList<TableColumn>& columns, const TableMarks& marks) {
    TextTable table;
    for (const auto& [column, header] : columns) {
        table.addColumn(column.isNumeric() ? header + QLatin1Char(' ') : header,
                        column.isNumeric() ? TextTable::Align::Right : TextTable::Align::Left);
    }
    for (int row : order)
        table.addRow(rows.at(row));

    QString text = order.empty() ? QString() : table.toString();
    const bool anyFlag = marks.unverified || marks.target || marks.sparsityUnstated;
    if (anyFlag || marks.binary)
        text += QLatin1Char('\n');
    if (marks.binary)
        text += binaryPrintedLegend() + QLatin1Char('\n');
    if (marks.unverified)
        text +=
            QStringLiteral("? unverified: seen on a third-party page, confirmed by no source\n");
    if (marks.target)
        text += QStringLiteral(
            "target: a design target, announced for a chip that does not ship yet\n");
    if (marks.sparsityUnstated)
        text +=
            QStringLiteral("* the vendor does not say whether this figure is dense or sparse\n");
    if (anyFlag)
        text += QStringLiteral("(details: %1 show ID)\n").arg(CliContext::programName());
    text += order.size() == 1 ? QStringLiteral("1 chip")
                              : QStringLiteral("%1 chips").arg(qsizetype(order.size()));
    return text;
}

// A chip as list --json prints it: chipToJson(chip), which `import` reads back, written straight
// as its bytes. A computed sort field is added beside "figures" (not inside: import rejects
// unknown figures) so it is visible.
void writeListedChip(IndentedJsonWriter& json, const Chip& chip, const Quantity& sortColumn,
                     const QByteArray& sortKey, Precision precision) {
    json.beginObject();
    chipJsonMembers(json, chip, ChipOrigin::Written);
    if (sortColumn.followsPrecision()) {
        json.key(QLatin1StringView("computed"));
        json.beginObject();
        json.key(QLatin1StringView(sortKey));
        json.value(computedFigureToJson(sortColumn.figure(chip, precision),
                                        sortColumn.unit(precision), precision));
        json.endObject();
    }
    json.endObject();
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

    Catalog* const catalog = context.catalog();
    if (!catalog)
        return ExitDataError;

    // The chip table's rules: the same filter, the same order and tie-breaks (chipOrder()).
    // The chips stream from the catalog a page at a time (README, Performance): the order
    // needs each listed chip's sort value, name and id, and the text table its cells, never
    // the whole chips.
    ChipFilter chipFilter;
    chipFilter.text = options.filterText(line);
    const bool json = options.json(line);
    StorageError error;

    // JSON: each chip printed as it is read, byte for byte the indented array printJson() would
    // print. Nothing is printed before the first chip was read; a read that fails half-way
    // leaves the array unfinished on stdout, and the exit status says so.
    IndentedJsonArray array;
    const QByteArray sortKey = sortColumn->key().toLatin1(); // ids and keys are ASCII
    bool started = false;
    const auto printChip = [&](const Chip& chip) {
        if (!started)
            context.printBytes(IndentedJsonArray::begin());
        started = true;
        context.printBytes(array.element([&](IndentedJsonWriter& writer) {
            writeListedChip(writer, chip, *sortColumn, sortKey, *precision);
        }));
        return true;
    };
    const auto finish = [&](bool read) {
        if (!read) {
            if (started)
                context.printBytes(QByteArrayLiteral("\n"));
            return context.fail(ExitDataError, error);
        }
        if (!started)
            context.printBytes(IndentedJsonArray::begin());
        context.printBytes(array.end());
        return int(ExitOk);
    };
    // By id, A to Z (the default), the listing's order is the catalog's own: ids are unique
    // lower-case slugs (domain/validation.h), which chipOrder() orders as storage does. One
    // pass then prints each chip as it is read.
    if (json && *sortColumn == Quantity::id() && options.order(line) == Qt::AscendingOrder) {
        return finish(catalog->chips().forEach(
            [&](const Chip& chip) { return !chipFilter.accepts(chip) || printChip(chip); },
            &error));
    }

    std::vector<RowSortKey> keys;
    QList<QStringList> rows;
    TableMarks marks;
    const bool read = catalog->chips().forEach(
        [&](const Chip& chip) {
            if (!chipFilter.accepts(chip))
                return true;
            keys.push_back({sortColumn->sortValue(chip, *precision), chip.name, chip.id});
            if (!json)
                rows.append(rowCells(chip, tableColumns, *precision, &marks));
            return true;
        },
        &error);
    if (!read)
        return context.fail(ExitDataError, error);
    const std::vector<int> order = chipOrder(keys, options.order(line));

    if (!json) {
        context.print(tableText(rows, order, tableColumns, marks));
        return ExitOk;
    }
    // Another order: the listed chips read again, in that order.
    QStringList ids;
    ids.reserve(qsizetype(order.size()));
    for (int row : order)
        ids.append(keys[size_t(row)].id);
    keys = {};
    return finish(catalog->chips().forEach(ids, printChip, &error));
}

} // namespace chipatlas::cli
