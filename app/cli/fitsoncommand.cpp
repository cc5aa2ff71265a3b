// chipatlas-cli fits-on CHIP: which catalog LLMs fit on one chip at FP16, INT8 and INT4, with
// headroom and the KV cache of a context (the comparison pages count weights alone): core's
// whatFitsOnChip(), which the GUI's details pane shows too.
#include "clicontext.h"
#include "commandline.h"
#include "commands.h"
#include "domain/figureformat.h"
#include "domain/whatfits.h"
#include "fitoptions.h"
#include "fitreport.h"
#include "storage/catalog.h"
#include "texttable.h"

#include <QCommandLineParser>
#include <QJsonArray>

namespace chipatlas::cli {

namespace {
QString formatKey(WeightPrecision::Format format) {
    return WeightPrecision{format, 0.0}.key(); // "fp16"
}

QString formatName(WeightPrecision::Format format) {
    return WeightPrecision{format, 0.0}.displayName(); // "FP16"
}

QString tick(const FitResult& result) {
    if (!result.memoryKnown)
        return QStringLiteral("?");
    return result.fits ? QStringLiteral("✓") : QStringLiteral("✗");
}

// "Of 26 models, 9 fit at FP16, 14 at INT8, 19 at INT4."
QString summary(const WhatFits& fits) {
    QStringList counts;
    for (size_t f = 0; f < kWhatFitsFormats.size(); ++f)
        counts << QStringLiteral("%1 %2 %3")
                      .arg(fits.fitting[f])
                      .arg(f == 0 ? QStringLiteral("fit at") : QStringLiteral("at"),
                           formatName(kWhatFitsFormats[f]));
    return QStringLiteral("Of %1 %2, %3.")
        .arg(fits.modelCount())
        .arg(fits.modelCount() == 1 ? QStringLiteral("model") : QStringLiteral("models"),
             counts.join(QStringLiteral(", ")));
}

QString settingsText(const Chip& chip, const FitInputs& in) {
    const Figure& memory = chip.figure(Field::MemoryGb);
    const bool known = memory.hasValue() && memory.number() > 0.0;
    return QStringLiteral("On 1 x %1 (%2): weights + %3 KV cache of %4 tokens (or the model's "
                          "maximum when shorter) x %5, %6")
        .arg(chip.name,
             known ? plainSpaces(formatFigure(memory, Unit::Gigabyte, CliContext::locale())) +
                         figureMarker(memory)
                   : QStringLiteral("memory not in the catalog"),
             kvPrecisionKey(in.kv).toUpper(), CliContext::locale().toString(in.contextTokens),
             in.batch == 1 ? QStringLiteral("1 sequence")
                           : QStringLiteral("%1 sequences").arg(in.batch),
             budgetText(in.budget, in.headroomPercent));
}

QString tableText(const WhatFits& fits) {
    TextTable table;
    table.addColumn(QStringLiteral("Model"), TextTable::Align::Left);
    table.addColumn(QStringLiteral("Params (B)"), TextTable::Align::Right);
    for (WeightPrecision::Format format : kWhatFitsFormats)
        table.addColumn(QStringLiteral("%1 total (GB)").arg(formatName(format)),
                        TextTable::Align::Right);
    for (const WhatFitsRow& row : fits.rows) {
        QStringList cells{row.model.id(),
                          formatNumber(row.model.value(ModelField::ParamsTotalB).toDouble(), 1,
                                       CliContext::locale())};
        for (const FitResult& result : row.results)
            cells << QStringLiteral("%1 %2").arg(gbNumber(result.totalBytes), tick(result));
        table.addRow(cells);
    }
    return table.toString();
}
} // namespace

int runFitsOn(CliContext& context, const QStringList& arguments) {
    CommandLine line(QStringLiteral(
        "Which LLMs of the catalog fit on one chip at FP16, INT8 and INT4: the total\n"
        "memory (weights + KV cache + headroom, GB = 1e9 bytes) with a tick or a\n"
        "cross. A model whose maximum context is shorter than --context is\n"
        "sized for its maximum, as the GUI's details pane and calculator do.\n"
        "--headroom 0 --context 0 counts weights alone, as comparison pages do."));
    line.addArgument(QStringLiteral("CHIP"),
                     QStringLiteral("A chip id, e.g. aws-trainium1 (see: list)."));
    const FitOptions fitOptions(FitOptions::KvOption | FitOptions::ContextOption |
                                FitOptions::BatchOption | FitOptions::HeadroomOption |
                                FitOptions::SlidingWindowOption | FitOptions::BudgetOption);
    fitOptions.addTo(line.parser());
    line.addOptions({
        {QStringLiteral("json"),
         QStringLiteral("Print {\"chip\", \"headroom_percent\", \"context\", \"batch\", "
                        "\"budget\", \"budget_fraction\", "
                        "\"kv_precision\", \"models\": [{\"model\", \"context\", \"fp16\": "
                        "{\"fits\", \"total_bytes\"}, \"int8\": {...}, \"int4\": {...}}], "
                        "\"summary\"}.")},
    });
    if (const std::optional<int> exit = line.parse(context, arguments))
        return *exit;
    const QCommandLineParser& parser = line.parser();
    const std::optional<QString> id = context.singleId(
        parser, QStringLiteral("fits-on"), QStringLiteral("chip id"), QStringLiteral("list"));
    if (!id)
        return ExitUsageError;
    std::optional<FitInputs> inputs = fitOptions.read(context, parser);
    if (!inputs)
        return ExitUsageError;

    const std::optional<Chip> chip = context.chip(*id);
    if (!chip)
        return ExitDataError;
    StorageError error;
    const QList<LlmModel> models = context.catalog()->models().all(&error);
    if (error)
        return context.fail(ExitDataError, error);

    const WhatFits fits = whatFitsOnChip(*chip, models, *inputs);
    const QString sentence = summary(fits);
    if (line.isSet("json")) {
        QJsonArray array;
        for (const WhatFitsRow& row : fits.rows) {
            QJsonObject o;
            o.insert(QLatin1String("model"), row.model.id());
            o.insert(QLatin1String("context"), row.contextTokens);
            for (size_t f = 0; f < kWhatFitsFormats.size(); ++f) {
                const FitResult& result = row.results[f];
                o.insert(
                    formatKey(kWhatFitsFormats[f]),
                    QJsonObject{{QLatin1String("fits"), result.memoryKnown
                                                            ? QJsonValue(result.fits)
                                                            : QJsonValue(QJsonValue::Null)},
                                {QLatin1String("total_bytes"), roundedBytes(result.totalBytes)}});
            }
            array.append(o);
        }
        context.printJson(QJsonObject{
            {QLatin1String("chip"), chip->id},
            {QLatin1String("headroom_percent"), inputs->headroomPercent},
            {QLatin1String("context"), inputs->contextTokens},
            {QLatin1String("batch"), inputs->batch},
            {QLatin1String("kv_precision"), kvPrecisionKey(inputs->kv)},
            {QLatin1String("budget"), memoryBudgetProfile(inputs->budget.kind).key},
            {QLatin1String("budget_fraction"), inputs->budget.fraction
                                                   ? QJsonValue(*inputs->budget.fraction)
                                                   : QJsonValue(QJsonValue::Null)},
            {QLatin1String("models"), array},
            {QLatin1String("summary"), sentence},
        });
    } else {
        context.print(settingsText(*chip, *inputs) + QStringLiteral("\n\n") + tableText(fits) +
                      QLatin1Char('\n') + sentence);
    }
    return ExitOk;
}

} // namespace chipatlas::cli
