// chipatlas-cli results [ID]: measured results beside the calculator's bounds (with their
// efficiency, the bound that binds and whose claim each is), one result in full, and
// --record: the user's own run.
#include "application/catalogchange.h"
#include "application/resultedits.h"
#include "application/resultrules.h"
#include "clicontext.h"
#include "commandline.h"
#include "commands.h"
#include "domain/boundedlist.h"
#include "domain/excerpt.h"
#include "domain/validation.h"
#include "resulttext.h"
#include "storage/catalog.h"
#include "texttable.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

#include <algorithm>

namespace chipatlas::cli {

namespace {

bool sameModel(const Result& result, const QString& model, const CatalogSnapshot& snapshot) {
    if (result.model.compare(model, Qt::CaseInsensitive) == 0)
        return true;
    const LlmModel* found = resultTarget(snapshot, result).model;
    return found && (found->id().compare(model, Qt::CaseInsensitive) == 0 ||
                     found->name().compare(model, Qt::CaseInsensitive) == 0);
}

// A chip's results include those on systems built of it; a system's, its own.
bool onHardware(const Result& result, const QString& hardware, const CatalogSnapshot& snapshot) {
    return result.hardwareId == hardware || resultChipId(snapshot, result) == hardware;
}

// Grouped as they compare: by model, scenario and MLPerf version, then the fastest per chip.
void sortForComparison(QList<const Result*>& results) {
    std::stable_sort(results.begin(), results.end(), [](const Result* a, const Result* b) {
        const auto key = [](const Result* r) {
            return std::make_tuple(int(r->kind), r->model.toLower(),
                                   r->scenario ? int(*r->scenario) : -1, r->mlperfVersion,
                                   r->figure);
        };
        return key(a) < key(b);
    });
}

int record(CliContext& context, const CommandLine& line) {
    const QStringList positional = line.positionalArguments();
    if (positional.isEmpty())
        return context.usageError(
            QStringLiteral("results --record needs the new result's id, then KEY=VALUE fields "
                           "(see: %1 results --help)")
                .arg(CliContext::programName()));
    Result result;
    result.id = positional.first();
    result.claim = ClaimKind::Own;
    if (line.isSet("model"))
        result.model = line.value("model");
    if (line.isSet("hardware"))
        result.hardwareId = line.value("hardware");
    QStringList keys;
    for (const FieldSpec& spec : allResultFields())
        keys << QString::fromLatin1(spec.key);
    for (const QString& pair : positional.mid(1)) {
        const qsizetype equals = pair.indexOf(QLatin1Char('='));
        if (equals <= 0)
            return context.usageError(QStringLiteral("\"%1\" is not KEY=VALUE; the keys are: %2")
                                          .arg(excerpt(pair), keys.join(QLatin1String(", "))));
        const QString key = pair.left(equals);
        const std::optional<ResultField> field = resultFieldFromKey(key);
        if (!field)
            return context.usageError(
                QStringLiteral("unknown result field \"%1\"; the keys are: %2")
                    .arg(excerpt(key), keys.join(QLatin1String(", "))));
        if (*field == ResultField::ClaimKind && pair.mid(equals + 1) != QLatin1String("own"))
            return context.usageError(
                QStringLiteral("claim_kind: a result recorded here is your own run (own); import "
                               "a result someone else published with its claimant (see: %1 "
                               "import --help)")
                    .arg(CliContext::programName()));
        const QString error = setResultText(result, *field, pair.mid(equals + 1));
        if (!error.isEmpty())
            return context.usageError(error);
    }
    Catalog* catalog = context.catalog();
    if (!catalog)
        return ExitDataError;
    // The GUI's "Record a result" does the same (application/resultedits.h).
    ChangeResult change =
        recordResult(*catalog, QStringLiteral("results --record %1").arg(result.id), result);
    if (!commitChange(*catalog, &change))
        return context.fail(ExitDataError, change.error);
    StorageError error;
    const std::optional<Result> stored = catalog->results().find(result.id, &error);
    if (!stored)
        return context.fail(ExitDataError, error);
    const std::optional<CatalogSnapshot> snapshot = resultsSnapshot(context, {*stored});
    if (!snapshot)
        return ExitDataError;
    if (line.isSet("json"))
        context.printJson(resultJson(*snapshot, *stored));
    else
        context.print(QStringLiteral("Recorded your own run %1.\n\n").arg(stored->id) +
                      resultDetailsText(*snapshot, *stored));
    return ExitOk;
}

} // namespace

int runResults(CliContext& context, const QStringList& arguments) {
    CommandLine line(QStringLiteral(
        "Measured results beside the calculator's upper bounds: for each serving result the\n"
        "bound for the same model, hardware and count, weight and KV precision, lengths\n"
        "(context = input + output tokens) and batch (the concurrency; one request for\n"
        "single; the most sequences that fit for offline, server and interactive), in output\n"
        "tokens per second of all its hardware; the efficiency (measured / bound), which bound\n"
        "binds (bandwidth or compute), whose claim it is, and ABOVE BOUND where a result beats\n"
        "its bound (an error in the data or in the formula). A chip-figure measurement stands\n"
        "beside the published figure as a fraction. Without an ID, the first 20 results of each\n"
        "kind and how many more (--verbose: all); with an ID, that result in full.\n\n"
        "--record ID KEY=VALUE... records your own run (claim_kind own) with the result\n"
        "fields of the import format as keys, e.g.\n"
        "  results --record my-run --model llama-3.1-70b --hardware nvidia-h100-sxm\n"
        "    precision=fp8 scenario=concurrency concurrency=32 input_tokens=1000\n"
        "    output_tokens=1000 tokens_per_s=2400 source=\"my notes\""));
    line.addArgument(QStringLiteral("ID"),
                     QStringLiteral("A result id; with --record the new result's id, then its "
                                    "KEY=VALUE fields."),
                     QStringLiteral("[ID [KEY=VALUE...]]"));
    line.addOptions({
        {QStringLiteral("model"),
         QStringLiteral("Only the results of this model (its id or name, see: models); with "
                        "--record, the model."),
         QStringLiteral("M")},
        {QStringLiteral("hardware"),
         QStringLiteral("Only the results on this chip (and on systems built of it) or system; "
                        "with --record, the hardware."),
         QStringLiteral("H")},
        {QStringLiteral("record"), QStringLiteral("Record your own run (see above).")},
        {QStringLiteral("verbose"),
         QStringLiteral("Every result, not only the first %1 of each kind.")
             .arg(kBoundedListLength)},
        {QStringLiteral("json"),
         QStringLiteral("Print {\"results\": [each result's fields as import reads them, with "
                        "\"claim\" and \"bound\" {tokens_per_s, measured_tokens_per_s, "
                        "bandwidth_bound, compute_bound, binds, efficiency, above_bound, batch, "
                        "batch_basis, context_tokens, chips, assumptions, no_bound_reason} or "
                        "\"figure_check\" {published, fraction, above_published, none_reason}], "
                        "\"count\"}; with an ID, that one object.")},
    });
    if (const std::optional<int> exit = line.parse(context, arguments))
        return *exit;
    if (line.isSet("record"))
        return record(context, line);
    const QStringList positional = line.positionalArguments();
    if (positional.size() > 1)
        return context.usageError(
            QStringLiteral("results takes at most one result id, got %1 arguments")
                .arg(positional.size()));
    Catalog* catalog = context.catalog();
    if (!catalog)
        return ExitDataError;
    StorageError error;
    if (!positional.isEmpty()) {
        const QString id = positional.first();
        const std::optional<Result> result = catalog->results().find(id, &error);
        if (!result)
            return context.fail(ExitDataError,
                                error.code == StorageError::Code::NotFound
                                    ? QStringLiteral("no result with id \"%1\" (try: %2 results)")
                                          .arg(excerpt(id), CliContext::programName())
                                    : CliContext::storageMessage(error));
        const std::optional<CatalogSnapshot> snapshot = resultsSnapshot(context, {*result});
        if (!snapshot)
            return ExitDataError;
        if (line.isSet("json"))
            context.printJson(resultJson(*snapshot, *result));
        else
            context.print(resultDetailsText(*snapshot, *result));
        return ExitOk;
    }

    const std::optional<QList<Result>> all = allResults(context);
    if (!all)
        return ExitDataError;
    const std::optional<CatalogSnapshot> snapshot = resultsSnapshot(context, *all);
    if (!snapshot)
        return ExitDataError;
    QList<const Result*> listed;
    for (const Result& result : snapshot->results()) {
        if (line.isSet("model") && !sameModel(result, line.value("model"), *snapshot))
            continue;
        if (line.isSet("hardware") && !onHardware(result, line.value("hardware"), *snapshot))
            continue;
        listed << &result;
    }
    sortForComparison(listed);
    if (line.isSet("json")) {
        QJsonArray array;
        for (const Result* result : std::as_const(listed))
            array.append(resultJson(*snapshot, *result));
        context.printJson(QJsonObject{{QLatin1String("results"), array},
                                      {QLatin1String("count"), int(listed.size())}});
        return ExitOk;
    }
    context.print(
        resultsTableText(*snapshot, listed, line.isSet("verbose") ? -1 : kBoundedListLength));
    return ExitOk;
}

} // namespace chipatlas::cli
