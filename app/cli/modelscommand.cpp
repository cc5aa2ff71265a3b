// chipatlas-cli models: the LLMs of the catalog, as a table or JSON.
#include "clicontext.h"
#include "commandline.h"
#include "commands.h"
#include "domain/excerpt.h"
#include "io/catalogjson.h"
#include "storage/catalog.h"
#include "texttable.h"

#include <QCommandLineParser>
#include <QJsonArray>

namespace chipatlas::cli {

namespace {
struct ModelColumn {
    ModelField field;
    const char* header;
    int decimals; // for Number fields
};

// Parameter counts keep the reference's three decimals (70.554 B).
constexpr ModelColumn kColumns[] = {
    {ModelField::Id, "ID", 0},
    {ModelField::Name, "Name", 0},
    {ModelField::ParamsTotalB, "Total params (B)", 3},
    {ModelField::ParamsActiveB, "Active params (B)", 3},
    {ModelField::NumLayers, "Layers", 0},
    {ModelField::NumKvHeads, "KV heads", 0},
    {ModelField::HeadDim, "Head dim", 0},
    {ModelField::MaxContext, "Max context (tokens)", 0},
    {ModelField::AttentionType, "Attention", 0}, // last: long text
};

bool isNumeric(ModelField field) {
    const ModelFieldKind kind = modelFieldInfo(field).kind;
    return kind == ModelFieldKind::Integer || kind == ModelFieldKind::Number;
}

QString cellText(const LlmModel& model, const ModelColumn& column) {
    if (!model.has(column.field))
        return QStringLiteral("-"); // empty in the reference: not applicable or not given
    const QVariant& value = model.value(column.field);
    switch (modelFieldInfo(column.field).kind) {
    case ModelFieldKind::Integer:
        return CliContext::locale().toString(value.toLongLong());
    case ModelFieldKind::Number:
        return formatNumber(value.toDouble(), column.decimals, CliContext::locale());
    case ModelFieldKind::List:
        return value.toStringList().join(QStringLiteral("; "));
    case ModelFieldKind::Bool:
        return value.toBool() ? QStringLiteral("yes") : QStringLiteral("no");
    case ModelFieldKind::Text:
        break;
    }
    return value.toString();
}

QString tableText(const QList<LlmModel>& models) {
    TextTable table;
    for (const ModelColumn& column : kColumns)
        table.addColumn(QString::fromLatin1(column.header),
                        isNumeric(column.field) ? TextTable::Align::Right : TextTable::Align::Left);
    for (const LlmModel& model : models) {
        QStringList cells;
        for (const ModelColumn& column : kColumns)
            cells << cellText(model, column);
        table.addRow(cells);
    }
    QString text = models.isEmpty() ? QString() : table.toString();
    return text + (models.size() == 1 ? QStringLiteral("1 model")
                                      : QStringLiteral("%1 models").arg(models.size()));
}
} // namespace

int runModels(CliContext& context, const QStringList& arguments) {
    CommandLine line(
        QStringLiteral("List the LLMs of the catalog. The JSON form has every column of the "
                       "reference llm-models.csv, keyed by its column name."));
    line.addOptions({
        {QStringLiteral("json"), QStringLiteral("Print a JSON array of models.")},
    });
    if (const std::optional<int> exit = line.parse(context, arguments))
        return *exit;
    const QCommandLineParser& parser = line.parser();
    if (!parser.positionalArguments().isEmpty())
        return context.usageError(QStringLiteral("models takes no arguments, got \"%1\"")
                                      .arg(excerpt(parser.positionalArguments().constFirst())));

    Catalog* catalog = context.catalog();
    if (!catalog)
        return ExitDataError;
    StorageError error;
    const QList<LlmModel> models = catalog->models().all(&error);
    if (error)
        return context.fail(ExitDataError, error);

    if (line.isSet("json")) {
        QJsonArray array;
        for (const LlmModel& model : models)
            array.append(modelToJson(model));
        context.printJson(array);
    } else {
        context.print(tableText(models));
    }
    return ExitOk;
}

} // namespace chipatlas::cli
