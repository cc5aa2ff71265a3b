// chipatlas-cli compare ID ID [ID ...]: the compare view's rows and sentences, as text or JSON.
// An id may name a chip, a system, or "CHIP*N" (N chips of CHIP as one entry).
#include "application/resultcomparison.h"
#include "application/resultrules.h"
#include "clicontext.h"
#include "commandline.h"
#include "commands.h"
#include "domain/comparison.h"
#include "domain/comparisonsystems.h"
#include "domain/entry.h"
#include "domain/excerpt.h"
#include "fitoptions.h"
#include "io/comparisonexport.h"
#include "storage/catalog.h"

#include <QCommandLineParser>
#include <QJsonArray>

#include <algorithm>

namespace chipatlas::cli {

namespace {
constexpr int kMinChips = 2;
constexpr int kMaxChips = 4; // the compare view's slots
constexpr qint64 kMaxTimes = 10000000;

// One argument of compare, resolved: a chip (times `times`, 0 when not given), or a system.
struct Argument {
    QString argument;
    std::optional<Chip> chip;
    int times = 0;
    std::optional<System> system;
};

// "nvidia-h100-sxm*8" -> the chip and 8; a system id -> the system; else a chip id.
std::optional<Argument> resolve(CliContext& context, const QString& argument, int* exit) {
    Argument entry{argument, std::nullopt, 0, std::nullopt};
    *exit = ExitDataError;
    const qsizetype star = argument.lastIndexOf(QLatin1Char('*'));
    if (star > 0) {
        const std::optional<qint64> times =
            readInteger(context, argument, argument.mid(star + 1), 1, kMaxTimes);
        if (!times) {
            *exit = ExitUsageError;
            return std::nullopt;
        }
        entry.times = int(*times);
        entry.chip = context.chip(argument.left(star));
        return entry.chip ? std::optional(entry) : std::nullopt;
    }
    std::optional<std::variant<System, Chip>> found = context.chipOrSystem(argument);
    if (!found)
        return std::nullopt;
    if (Chip* const chip = std::get_if<Chip>(&*found)) {
        entry.chip = std::move(*chip);
        return entry;
    }
    entry.system = std::get<System>(std::move(*found));
    bool failed = false;
    entry.chip = context.findChip(entry.system->chipId, &failed);
    return failed ? std::nullopt : std::optional(entry);
}
} // namespace

// compare --results: core's compareResults() of the compared hardware, as the compare view's
// "Measured results" lists them. Nothing after printing a read error.
std::optional<QList<ResultComparisonRow>>
measuredRows(CliContext& context, const QStringList& hardware, CatalogSnapshot* snapshot) {
    std::optional<QList<Chip>> chips = context.chips();
    if (!chips)
        return std::nullopt;
    const std::optional<QList<System>> systems = context.systems();
    if (!systems)
        return std::nullopt;
    StorageError error;
    QList<LlmModel> models = context.catalog()->models().all(&error);
    QList<Result> results;
    if (!error)
        results = context.catalog()->results().all(&error);
    if (error) {
        context.fail(ExitDataError, error.message);
        return std::nullopt;
    }
    *snapshot =
        CatalogSnapshot(std::move(*chips), std::move(models), {}, *systems, {}, std::move(results));
    return compareResults(*snapshot, hardware);
}

QString efficiencyText(const ResultBound& bound) {
    if (!bound.efficiency)
        return bound.noBoundReason.isEmpty() ? QStringLiteral("no bound") : bound.noBoundReason;
    const QString percent =
        formatNumber(*bound.efficiency * 100.0, 0, CliContext::locale()) + QLatin1Char('%');
    return bound.aboveBound ? QStringLiteral("%1 of bound: ABOVE BOUND, an error in the data "
                                             "or in the formula")
                                  .arg(percent)
                            : QStringLiteral("%1 of bound").arg(percent);
}

QString measuredText(const QList<ResultComparisonRow>& rows, const QStringList& hardware) {
    QString text = QStringLiteral("\nMeasured results (tok/s per chip; side by side only where "
                                  "they compare):\n");
    for (const ResultComparisonRow& row : rows) {
        text += row.label + QLatin1Char('\n');
        for (qsizetype i = 0; i < row.cells.size(); ++i) {
            const ResultComparisonCell& cell = row.cells.at(i);
            if (!cell.result) {
                text += QStringLiteral("  %1: no comparable result\n").arg(hardware.at(i));
                continue;
            }
            text +=
                QStringLiteral("  %1: %2/chip, %3, %4 (%5)\n")
                    .arg(hardware.at(i),
                         cell.tokensPerSecondPerChip
                             ? formatNumber(*cell.tokensPerSecondPerChip, 0, CliContext::locale())
                             : QStringLiteral("none"),
                         efficiencyText(cell.bound),
                         cell.ranOn.isEmpty()
                             ? claimText(*cell.result)
                             : QStringLiteral("%1, on %2").arg(claimText(*cell.result), cell.ranOn),
                         cell.result->id);
        }
    }
    return text;
}

QJsonArray measuredJson(const QList<ResultComparisonRow>& rows, const QStringList& hardware) {
    QJsonArray array;
    for (const ResultComparisonRow& row : rows) {
        QJsonArray cells;
        for (qsizetype i = 0; i < row.cells.size(); ++i) {
            const ResultComparisonCell& cell = row.cells.at(i);
            if (!cell.result) {
                cells.append(QJsonValue(QJsonValue::Null));
                continue;
            }
            const auto number = [](const std::optional<double>& value) {
                return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
            };
            cells.append(QJsonObject{
                {QLatin1String("hardware"), hardware.at(i)},
                {QLatin1String("result"), cell.result->id},
                {QLatin1String("ran_on"),
                 cell.ranOn.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(cell.ranOn)},
                {QLatin1String("claim"), claimText(*cell.result)},
                {QLatin1String("tokens_per_s_per_chip"), number(cell.tokensPerSecondPerChip)},
                {QLatin1String("efficiency"), number(cell.bound.efficiency)},
                {QLatin1String("above_bound"), cell.bound.aboveBound}});
        }
        array.append(
            QJsonObject{{QLatin1String("label"), row.label}, {QLatin1String("cells"), cells}});
    }
    return array;
}

int runCompare(CliContext& context, const QStringList& arguments) {
    CommandLine line(
        QStringLiteral("Compare 2 to 4 chips figure by figure: each row gives the values, the\n"
                       "winner among the clean figures and each one's ratio to it (never across\n"
                       "precisions), and a note naming the chips left out and why (not\n"
                       "published, unknown, unverified, a design target, a host-to-chip\n"
                       "link), computed or possibly sparse figures, figures about the same\n"
                       "(closer than the precision they were published with) and units\n"
                       "printed differently.\n"
                       "Where one figure was printed in GiB and another in GB and the winner\n"
                       "changes when GiB is converted (1 GiB = 1.0737 GB), the row has no\n"
                       "winner: \"too close to call: printed units differ\", with the ratio's\n"
                       "range (0.95-1.02x). A figure printed in binary units is marked with\n"
                       "a double dagger.\n"
                       "Then three sentences: faster for training, more memory, more\n"
                       "power-efficient. Numbers use the C locale (1307.4).\n\n"
                       "Systems compare like chips, by their totals computed from their chip\n"
                       "(memory, bandwidth, throughput) and their published system power. Like\n"
                       "for like: beside systems of one chip count, a plain chip is taken as\n"
                       "many times, and the header says so; CHIP*N or --times N sets the count\n"
                       "yourself (beside a system it must be the system's chip count)."));
    line.addArgument(
        QStringLiteral("IDS"),
        QStringLiteral("2 to 4 chip or system ids, e.g. nvidia-l40s aws-trainium1, "
                       "nvidia-gb200-nvl72 aws-trn3-gen2-ultraserver, or nvidia-h100-sxm*8 "
                       "(see: list, systems)."),
        QStringLiteral("ID ID [ID ...]"));
    line.addOptions({
        CliContext::precisionOption(),
        {QStringLiteral("times"),
         QStringLiteral("Take each plain chip id N times (N chips as one entry, as CHIP*N)."),
         QStringLiteral("N")},
        {QStringLiteral("results"),
         QStringLiteral("Also list the measured results of the compared chips and systems side "
                        "by side, one row per model and scenario: results share a row only where "
                        "they compare (an MLPerf result only beside MLPerf results of the same "
                        "version); each with its rate per chip, its efficiency against its bound "
                        "and whose claim it is (JSON: \"measured_results\").")},
        {QStringLiteral("json"),
         QStringLiteral("Print {\"chips\", \"precision\", \"rows\": [{\"field\", \"group\", "
                        "\"unit\", \"values\", \"statuses\", \"winner\", \"ratios\", "
                        "\"comparable\", \"left_out\", \"about_the_same\", "
                        "\"winner_may_be_sparse\", \"mixed_printed_units\", \"printed_units\", "
                        "\"too_close_to_call\", \"ratio_ranges\", \"note\"}], "
                        "\"summary\"}.")},
    });
    if (const std::optional<int> exit = line.parse(context, arguments))
        return *exit;
    const QCommandLineParser& parser = line.parser();
    const QStringList ids = parser.positionalArguments();
    if (ids.size() < kMinChips || ids.size() > kMaxChips)
        return context.usageError(
            QStringLiteral("compare takes %1 to %2 chip or system ids, got %3")
                .arg(kMinChips)
                .arg(kMaxChips)
                .arg(ids.size()));
    for (qsizetype i = 0; i < ids.size(); ++i) {
        if (ids.indexOf(ids.at(i)) != i)
            return context.usageError(
                QStringLiteral("id \"%1\" is given twice").arg(excerpt(ids.at(i))));
    }
    const std::optional<Precision> precision = context.precision(parser, line.option("precision"));
    if (!precision)
        return ExitUsageError;

    std::optional<qint64> timesGiven;
    if (line.isSet("times")) {
        timesGiven =
            readInteger(context, QStringLiteral("--times"), line.value("times"), 1, kMaxTimes);
        if (!timesGiven)
            return ExitUsageError;
    }

    QList<Argument> given;
    for (const QString& id : ids) {
        int exit = ExitOk;
        const std::optional<Argument> argument = resolve(context, id, &exit);
        if (!argument)
            return exit;
        given << *argument;
    }
    // Like for like (core's rule): a single chip beside systems of one chip count is taken as
    // many times, and the header says so; a chip count that differs from a system's is refused.
    QStringList systemNames;
    QList<Entry> asGiven;
    for (Argument& argument : given) {
        if (argument.system) {
            systemNames << QStringLiteral("%1 (%2)").arg(argument.system->name,
                                                         argument.system->id);
            asGiven << Entry::ofSystem(*argument.system, argument.chip ? &*argument.chip : nullptr);
            continue;
        }
        if (argument.times == 0 && timesGiven)
            argument.times = int(*timesGiven);
        asGiven << Entry::ofChips(*argument.chip, std::max(1, argument.times));
    }
    const QList<Entry> entries = likeForLikeEntries(asGiven);
    if (const QString problem = likeForLikeProblem(entries); !problem.isEmpty())
        return context.usageError(
            QStringLiteral("%1 (give the count as CHIP*N or --times N)").arg(problem));
    QStringList header;
    for (qsizetype i = 0; i < given.size(); ++i) {
        const int count = entries.at(i).chipCount();
        if (given.at(i).system || asGiven.at(i).chipCount() == count)
            continue;
        given[i].times = count;
        header << QStringLiteral("%1 is taken x %2, the chip count of %3, to compare like for "
                                 "like")
                      .arg(given.at(i).chip->id)
                      .arg(count)
                      .arg(systemNames.join(QStringLiteral(", ")));
    }

    const Comparison comparison = compareEntries(entries, *precision, CliContext::locale());
    // The compared hardware's measured results (--results): chips by id, systems by id.
    QStringList hardware;
    for (const Argument& argument : std::as_const(given))
        hardware << (argument.system ? argument.system->id : argument.chip->id);
    std::optional<QList<ResultComparisonRow>> measured;
    CatalogSnapshot snapshot;
    if (line.isSet("results")) {
        measured = measuredRows(context, hardware, &snapshot);
        if (!measured)
            return ExitDataError;
    }
    if (line.isSet("json")) {
        QJsonObject object = comparisonToJson(comparison);
        QJsonArray described;
        for (qsizetype i = 0; i < given.size(); ++i) {
            const Entry& entry = entries.at(i);
            described.append(
                QJsonObject{{QLatin1String("argument"), given.at(i).argument},
                            {QLatin1String("id"), entry.id()},
                            {QLatin1String("kind"),
                             entry.isSystem() ? QStringLiteral("system") : QStringLiteral("chip")},
                            {QLatin1String("chips"), entry.chipCount()}});
        }
        // Plain chips keep the JSON they always had; systems and counts say what was compared.
        const bool plainChips = std::all_of(given.cbegin(), given.cend(), [](const Argument& a) {
            return !a.system && a.times == 0;
        });
        if (!plainChips)
            object.insert(QLatin1String("entries"), described);
        if (!header.isEmpty())
            object.insert(QLatin1String("like_for_like"), QJsonArray::fromStringList(header));
        if (measured)
            object.insert(QLatin1String("measured_results"), measuredJson(*measured, hardware));
        context.printJson(object);
    } else {
        const QString headerText =
            header.isEmpty() ? QString() : header.join(QLatin1Char('\n')) + QStringLiteral("\n\n");
        QString text = headerText + comparisonToPlainText(comparison, CliContext::locale());
        if (measured)
            text += measured->isEmpty()
                        ? QStringLiteral("\nMeasured results: none of the compared chips or "
                                         "systems has one.\n")
                        : measuredText(*measured, hardware);
        context.print(text);
    }
    return ExitOk;
}

} // namespace chipatlas::cli
