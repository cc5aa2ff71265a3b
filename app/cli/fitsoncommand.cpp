// chipatlas-cli fits-on CHIP: which catalog LLMs fit on one chip at FP16, INT8 and INT4, with
// headroom and the KV cache of a context (the comparison pages count weights alone).
#include "clicontext.h"
#include "commands.h"
#include "fitoptions.h"
#include "fitreport.h"
#include "storage/catalog.h"
#include "texttable.h"

#include <QCommandLineParser>
#include <QJsonArray>

#include <array>

namespace chipatlas::cli {

namespace {
struct Column {
    WeightPrecision::Format format;
    const char* key;  // JSON key
    const char* name; // table header
};
constexpr std::array<Column, 3> kColumns{{
    {WeightPrecision::Format::FP16, "fp16", "FP16"},
    {WeightPrecision::Format::INT8, "int8", "INT8"},
    {WeightPrecision::Format::INT4, "int4", "INT4"},
}};

struct ModelRow {
    LlmModel model;
    std::array<FitResult, kColumns.size()> results;
};

QString tick(const FitResult& result) {
    if (!result.memoryKnown)
        return QStringLiteral("?");
    return result.fits ? QStringLiteral("✓") : QStringLiteral("✗");
}

// "Of 26 models, 9 fit at FP16, 14 at INT8, 19 at INT4."
QString summary(const QList<ModelRow>& rows) {
    std::array<int, kColumns.size()> counts{};
    for (const ModelRow& row : rows) {
        for (size_t c = 0; c < kColumns.size(); ++c)
            counts[c] += row.results[c].fits ? 1 : 0;
    }
    return QStringLiteral("Of %1 %2, %3 fit at %4, %5 at %6, %7 at %8.")
        .arg(rows.size())
        .arg(rows.size() == 1 ? QStringLiteral("model") : QStringLiteral("models"))
        .arg(counts[0])
        .arg(QLatin1String(kColumns[0].name))
        .arg(counts[1])
        .arg(QLatin1String(kColumns[1].name))
        .arg(counts[2])
        .arg(QLatin1String(kColumns[2].name));
}

QString settingsText(const Chip& chip, const FitInputs& in) {
    const Figure& memory = chip.figure(Field::MemoryGb);
    const bool known = memory.hasValue() && memory.number() > 0.0;
    return QStringLiteral("On 1 x %1 (%2): weights + %3 KV cache of %4 tokens x %5 + %6% "
                          "headroom")
        .arg(chip.name,
             known ? QStringLiteral("%1 GB").arg(figureText(memory, 0))
                   : QStringLiteral("memory not in the catalog"),
             kvPrecisionKey(in.kv).toUpper(), CliContext::locale().toString(in.contextTokens),
             in.batch == 1 ? QStringLiteral("1 sequence")
                           : QStringLiteral("%1 sequences").arg(in.batch),
             CliContext::locale().toString(in.headroomPercent, 'g', 6));
}

QString tableText(const QList<ModelRow>& rows) {
    TextTable table;
    table.addColumn(QStringLiteral("Model"), TextTable::Align::Left);
    table.addColumn(QStringLiteral("Params (B)"), TextTable::Align::Right);
    for (const Column& column : kColumns)
        table.addColumn(QStringLiteral("%1 total (GB)").arg(QLatin1String(column.name)),
                        TextTable::Align::Right);
    for (const ModelRow& row : rows) {
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
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Which LLMs of the catalog fit on one chip at FP16, INT8 and INT4: the total\n"
        "memory (weights + KV cache + headroom, GB = 1e9 bytes) with a tick or a\n"
        "cross. --headroom 0 --context 0 counts weights alone, as comparison\n"
        "pages do."));
    parser.addPositionalArgument(QStringLiteral("CHIP"),
                                 QStringLiteral("A chip id, e.g. aws-trainium1 (see: list)."));
    const FitOptions fitOptions(FitOptions::KvOption | FitOptions::ContextOption |
                                FitOptions::BatchOption | FitOptions::HeadroomOption |
                                FitOptions::SlidingWindowOption);
    fitOptions.addTo(parser);
    const QCommandLineOption json(
        QStringLiteral("json"),
        QStringLiteral("Print {\"chip\", \"headroom_percent\", \"context\", \"batch\", "
                       "\"kv_precision\", \"models\": [{\"model\", \"fp16\": {\"fits\", "
                       "\"total_bytes\"}, \"int8\": {...}, \"int4\": {...}}], \"summary\"}."));
    parser.addOption(json);
    if (const std::optional<int> exit = context.parse(parser, arguments))
        return *exit;
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
    const QList<LlmModel> models = context.catalog()->models(&error);
    if (error)
        return context.fail(ExitDataError, error.message);

    QList<ModelRow> rows;
    for (const LlmModel& model : models) {
        ModelRow row{model, {}};
        for (size_t c = 0; c < kColumns.size(); ++c) {
            FitInputs columnInputs = *inputs;
            columnInputs.weights.format = kColumns[c].format;
            row.results[c] = computeFit(model, *chip, columnInputs);
        }
        rows << row;
    }

    const QString sentence = summary(rows);
    if (parser.isSet(json)) {
        QJsonArray array;
        for (const ModelRow& row : rows) {
            QJsonObject o;
            o.insert(QLatin1String("model"), row.model.id());
            for (size_t c = 0; c < kColumns.size(); ++c) {
                const FitResult& result = row.results[c];
                o.insert(
                    QLatin1String(kColumns[c].key),
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
            {QLatin1String("models"), array},
            {QLatin1String("summary"), sentence},
        });
    } else {
        context.print(settingsText(*chip, *inputs) + QStringLiteral("\n\n") + tableText(rows) +
                      QLatin1Char('\n') + sentence);
    }
    return ExitOk;
}

} // namespace chipatlas::cli
