// chipatlas-cli max-context MODEL --chip ID: the inverse of fit, the longest context and the
// largest batch that still fit on N chips.
#include "clicontext.h"
#include "commandline.h"
#include "commands.h"
#include "custommodel.h"
#include "fitoptions.h"
#include "fitreport.h"

#include <QCommandLineParser>
#include <QJsonArray>

namespace chipatlas::cli {

namespace {
QString tokens(qint64 count) {
    return CliContext::locale().toString(count) +
           (count == 1 ? QStringLiteral(" token") : QStringLiteral(" tokens"));
}

QString sequences(qint64 count) {
    return CliContext::locale().toString(count) +
           (count == 1 ? QStringLiteral(" sequence") : QStringLiteral(" sequences"));
}

// The notes of both searches, each once (both say so when the chip's memory is unknown).
QStringList notesOf(const FitLimit& context, const FitLimit& batch) {
    QStringList notes = context.notes;
    for (const QString& note : batch.notes) {
        if (!notes.contains(note))
            notes << note;
    }
    return notes;
}

QJsonValue optionalInteger(const std::optional<qint64>& value) {
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}
} // namespace

int runMaxContext(CliContext& context, const QStringList& arguments) {
    CommandLine line(QStringLiteral(
        "The inverse of fit: the longest context (at --batch) and the largest batch\n"
        "(at --context) with which an LLM still fits on --chips chips, weights +\n"
        "KV cache + headroom."));
    line.addOptions({
        {QStringLiteral("chip"), QStringLiteral("The chip, e.g. nvidia-h100-sxm (see: list)."),
         QStringLiteral("id")},
    });
    const ModelFitOptions modelOptions;
    modelOptions.addTo(line.parser());
    line.addOptions({
        {QStringLiteral("json"),
         QStringLiteral("Print {\"model\", \"chip\", \"chips\", \"precision\", \"kv_precision\", "
                        "\"batch\", \"context\", \"headroom_percent\", \"max_context\", "
                        "\"max_batch\", \"max_context_capped\", \"max_batch_capped\", \"notes\"}; "
                        "max_context and max_batch are null when nothing fits; *_capped is true "
                        "when the answer is the search's limit (the model's maximum context).")},
    });
    if (const std::optional<int> exit = line.parse(context, arguments))
        return *exit;
    const QCommandLineParser& parser = line.parser();
    const std::optional<QString> id =
        context.singleId(parser, QStringLiteral("max-context"), QStringLiteral("model id"),
                         QStringLiteral("models"));
    if (!id)
        return ExitUsageError;
    if (!line.isSet("chip"))
        return context.usageError(QStringLiteral("max-context needs --chip ID"));
    int exit = ExitOk;
    const std::optional<ModelFitOptions::Read> fit = modelOptions.read(context, parser, *id, &exit);
    if (!fit)
        return exit;
    const auto& [model, inputs] = *fit;
    const std::optional<Chip> chip = context.chip(line.value("chip"));
    if (!chip)
        return ExitDataError;

    const FitLimit contextLimit = maxContextLimit(model, *chip, inputs);
    const FitLimit batchLimit = maxBatchLimit(model, *chip, inputs);
    const std::optional<qint64>& longest = contextLimit.value;
    const std::optional<qint64>& largest = batchLimit.value;
    const QStringList notes = notesOf(contextLimit, batchLimit);

    if (line.isSet("json")) {
        context.printJson(QJsonObject{
            {QLatin1String("model"), model.id()},
            {QLatin1String("chip"), chip->id},
            {QLatin1String("chips"), inputs.chips},
            {QLatin1String("precision"), inputs.weights.key()},
            {QLatin1String("kv_precision"), kvPrecisionKey(inputs.kv)},
            {QLatin1String("batch"), inputs.batch},
            {QLatin1String("context"), inputs.contextTokens},
            {QLatin1String("headroom_percent"), inputs.headroomPercent},
            {QLatin1String("max_context"), optionalInteger(longest)},
            {QLatin1String("max_batch"), optionalInteger(largest)},
            {QLatin1String("max_context_capped"), contextLimit.capped},
            {QLatin1String("max_batch_capped"), batchLimit.capped},
            {QLatin1String("notes"), QJsonArray::fromStringList(notes)},
        });
        return ExitOk;
    }
    QString text =
        settingsLine(model, inputs, QStringLiteral("%1 x %2").arg(inputs.chips).arg(chip->name)) +
        QStringLiteral("\n\n");
    text +=
        QStringLiteral("Longest context at %1: %2\n")
            .arg(sequences(inputs.batch), longest ? tokens(*longest) : QStringLiteral("none fits"));
    text += QStringLiteral("Largest batch at %1: %2\n")
                .arg(tokens(inputs.contextTokens),
                     largest ? sequences(*largest) : QStringLiteral("none fits"));
    const QString notesPart = notesText(notes);
    context.print(notesPart.isEmpty() ? text : text + QLatin1Char('\n') + notesPart);
    return ExitOk;
}

} // namespace chipatlas::cli
