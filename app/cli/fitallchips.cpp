#include "fitallchips.h"

#include "clicontext.h"
#include "domain/boundedlist.h"
#include "domain/sortkey.h"
#include "fitreport.h"
#include "io/jsonwriter.h"
#include "texttable.h"

#include <QByteArray>
#include <QSet>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace chipatlas::cli {

namespace {

// The chips by name, ties by id (core's rowComesBefore(), as sortedChips() orders them), as
// pointers into `chips`: no chip is copied.
std::vector<const Chip*> fitTableOrder(const QList<Chip>& chips) {
    struct Entry {
        RowSortKey key;
        const Chip* chip;
    };
    std::vector<Entry> entries;
    entries.reserve(size_t(chips.size()));
    for (const Chip& chip : chips)
        entries.push_back({{QVariant(chip.name), chip.name, chip.id}, &chip});
    std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
        return rowComesBefore(a.key, b.key, Qt::AscendingOrder);
    });
    std::vector<const Chip*> ordered;
    ordered.reserve(entries.size());
    for (const Entry& entry : entries)
        ordered.push_back(entry.chip);
    return ordered;
}

void writeUtf8(const QByteArray& bytes) {
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
}

QString optionalNumberText(const std::optional<double>& value, int decimals) {
    return value ? formatNumber(*value, decimals, CliContext::locale()) : QStringLiteral("-");
}

TextTable fitTable() {
    TextTable table;
    table.addColumn(QStringLiteral("Chip"), TextTable::Align::Left);
    table.addColumn(QStringLiteral("Memory (GB)"), TextTable::Align::Right);
    table.addColumn(QStringLiteral("Total (GB)"), TextTable::Align::Right);
    table.addColumn(QStringLiteral("Fits"), TextTable::Align::Left);
    table.addColumn(QStringLiteral("Margin (GB)"), TextTable::Align::Right);
    table.addColumn(QStringLiteral("Chips needed"), TextTable::Align::Right);
    table.addColumn(QStringLiteral("TP"), TextTable::Align::Right);
    table.addColumn(QStringLiteral("Decode <= (tok/s)"), TextTable::Align::Right);
    table.addColumn(QStringLiteral("Bound by"), TextTable::Align::Left);
    table.addColumn(QStringLiteral("Prefill <= (tok/s)"), TextTable::Align::Right);
    return table;
}

void addRow(TextTable& table, const Chip& chip, const FitInputs& inputs, const FitResult& r) {
    const double capacity = double(inputs.chips) * r.chipMemoryBytes;
    table.addRow(
        {chip.id, r.memoryKnown ? gbNumber(capacity) : QStringLiteral("-"), gbNumber(r.totalBytes),
         !r.memoryKnown ? QStringLiteral("?")
         : r.fits       ? QStringLiteral("✓")
                        : QStringLiteral("✗"),
         r.memoryKnown ? gbNumber(r.marginBytes) : QStringLiteral("-"),
         r.chipsNeeded ? QString::number(*r.chipsNeeded) : QStringLiteral("-"),
         r.tensorParallelDegree ? QString::number(*r.tensorParallelDegree) : QStringLiteral("-"),
         optionalNumberText(r.decodeTokensPerSecondPerSequence, 1),
         r.decodeTokensPerSecondAggregate ? decodeLimitKey(r.decodeLimit) : QStringLiteral("-"),
         optionalNumberText(r.prefillTokensPerSecond, 0)});
}

// "(N more: --verbose shows them)" under a list that was cut.
QString moreLine(qsizetype more) {
    return QStringLiteral("... %1 (--verbose shows all)\n").arg(andMoreText(more));
}

QString allChipsText(const LlmModel& model, const FitInputs& inputs,
                     const std::vector<const Chip*>& chips, const FitCalculator& calculator,
                     bool verbose) {
    const qsizetype rowLimit = verbose ? qsizetype(chips.size()) : kBoundedListLength;
    TextTable table = fitTable();
    int fitting = 0;
    QStringList notes;
    QSet<QString> seen;
    for (const Chip* chip : chips) {
        const FitResult r = calculator.fit(*chip, FitCalculator::Detail::Notes);
        fitting += r.memoryKnown && r.fits ? 1 : 0;
        if (table.rowCount() < rowLimit)
            addRow(table, *chip, inputs, r);
        for (const QString& note : r.notes) {
            if (!seen.contains(note)) {
                seen.insert(note);
                notes << note;
            }
        }
    }
    QString text = settingsLine(model, inputs,
                                inputs.chips == 1
                                    ? QStringLiteral("1 chip of each kind")
                                    : QStringLiteral("%1 chips of each kind").arg(inputs.chips)) +
                   QStringLiteral("\n\n");
    text += table.toString();
    if (const qsizetype more = qsizetype(chips.size()) - table.rowCount(); more > 0)
        text += moreLine(more);
    text += QStringLiteral("\n%1 of %2 chips hold it. Memory and margin are per %3; decode is "
                           "per sequence, bound by memory bandwidth or compute. Chips needed "
                           "is the memory minimum, TP the smallest tensor-parallel degree "
                           "that fits.\n")
                .arg(fitting)
                .arg(chips.size())
                .arg(inputs.chips == 1 ? QStringLiteral("chip")
                                       : QStringLiteral("%1 chips").arg(inputs.chips));
    const BoundedList bounded =
        verbose ? BoundedList{notes, 0} : boundList(notes, kBoundedListLength);
    QString notesPart = notesText(bounded.shown);
    if (bounded.more > 0)
        notesPart += moreLine(bounded.more);
    return notesPart.isEmpty() ? text : text + QLatin1Char('\n') + notesPart;
}

} // namespace

void printFitAllChips(CliContext& context, const LlmModel& model, const QList<Chip>& chips,
                      const FitInputs& inputs, bool json, bool verbose) {
    const std::vector<const Chip*> ordered = fitTableOrder(chips);
    const FitCalculator calculator(model, inputs);
    if (!json) {
        context.print(allChipsText(model, inputs, ordered, calculator, verbose));
        return;
    }
    // One object at a time, byte for byte as QJsonDocument writes the whole array.
    IndentedJsonArray array;
    writeUtf8(IndentedJsonArray::begin());
    for (const Chip* chip : ordered)
        writeUtf8(array.element(fitToJson(model, *chip, inputs, calculator.fit(*chip))));
    writeUtf8(array.end());
    std::fflush(stdout);
}

} // namespace chipatlas::cli
