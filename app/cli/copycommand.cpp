// chipatlas-cli copy --from A --to B [--dry-run]: one catalog's chips, LLM models, prices,
// systems and offers into another (a local file to the team server and back), through the import's
// plan and in one transaction (io/catalogcopy.h says what a copy keeps). Nothing is deleted.
#include "application/catalogcopying.h"
#include "clicontext.h"
#include "commandline.h"
#include "commands.h"
#include "domain/excerpt.h"
#include "io/catalogcopy.h"
#include "serverpassword.h"
#include "storage/catalog.h"
#include "storage/catalogconnection.h"

#include <QCommandLineParser>

#include <memory>

namespace chipatlas::cli {

namespace {
// The plan lists at most this many entries; the counts say the rest.
constexpr int kShownEntries = 10;

struct Endpoint {
    CatalogConnection connection;
    std::unique_ptr<Catalog> catalog;
};

// A connection as --db takes it, opened. A server's password comes from PGPASSWORD, else from
// the keychain entry the GUI stored; with neither the command stops (it never prompts).
std::optional<Endpoint> openEndpoint(CliContext& context, const QString& option,
                                     const CatalogConnection& connection) {
    Catalog::Options options;
    cli::PasswordSource source = cli::PasswordSource::Environment;
    if (connection.isPostgres()) {
        QString problem;
        const std::optional<QString> password = cli::serverPassword(connection, &problem, &source);
        if (!password) {
            context.fail(ExitDataError, QStringLiteral("--%1: %2").arg(option, problem));
            return std::nullopt;
        }
        options.password = *password;
    }
    StorageError error;
    std::optional<Endpoint> endpoint(
        std::in_place, Endpoint{connection, Catalog::open(connection, options, &error)});
    if (!endpoint->catalog) {
        QString message = error.message.isEmpty()
                              ? QStringLiteral("cannot open %1").arg(connection.displayText())
                              : error.message;
        if (error.code == StorageError::Code::AuthFailed)
            message += QLatin1Char(' ') + cli::refusedPasswordAdvice(source);
        context.fail(ExitDataError, QStringLiteral("--%1: %2").arg(option, message));
        return std::nullopt;
    }
    return endpoint;
}

std::optional<CatalogConnection>
connectionOption(CliContext& context, const QCommandLineParser& parser, const QString& option) {
    const QString text = parser.value(option);
    if (text.isEmpty()) {
        context.usageError(QStringLiteral("copy needs --%1 (a catalog file or a "
                                          "postgresql://USER@HOST:PORT/DBNAME URL)")
                               .arg(option));
        return std::nullopt;
    }
    QString problem;
    std::optional<CatalogConnection> connection = CatalogConnection::fromText(text, &problem);
    if (!connection)
        context.usageError(QStringLiteral("--%1: %2").arg(option, problem));
    return connection;
}

QString fieldKeys(const ModelChange& change) {
    QStringList keys;
    for (const ModelField field : change.fields)
        keys << QLatin1String(modelFieldInfo(field).key);
    return keys.join(QStringLiteral(", "));
}

QString priceText(const ChipPrice& price) {
    return QStringLiteral("%1 USD/h").arg(CliContext::locale().toString(price.usdPerChipHour));
}

// The first kShownEntries entries of the plan, then how many more.
QString planEntries(const CatalogCopyPlan& plan) {
    QStringList lines;
    for (const Chip& chip : plan.chips.added)
        lines << QStringLiteral("  new chip       %1").arg(chip.id);
    for (const ChipChange& change : plan.chips.changed) {
        QStringList keys;
        for (const ChipDifference& difference : change.differences)
            keys << difference.key;
        lines << QStringLiteral("  changed chip   %1: %2")
                     .arg(change.local.id, keys.join(QStringLiteral(", ")));
    }
    for (const LlmModel& model : plan.addedModels)
        lines << QStringLiteral("  new model      %1").arg(model.id());
    for (const ModelChange& change : plan.changedModels)
        lines
            << QStringLiteral("  changed model  %1: %2").arg(change.local.id(), fieldKeys(change));
    for (const ChipPrice& price : plan.addedPrices)
        lines << QStringLiteral("  new price      %1: %2").arg(price.chipId, priceText(price));
    for (const PriceChange& change : plan.changedPrices) {
        lines << QStringLiteral("  changed price  %1: %2 -> %3")
                     .arg(change.local.chipId, priceText(change.local), priceText(change.imported));
    }
    QString text;
    for (qsizetype i = 0; i < lines.size() && i < kShownEntries; ++i)
        text += lines.at(i) + QLatin1Char('\n');
    if (lines.size() > kShownEntries)
        text += QStringLiteral("  ... and %1 more\n").arg(lines.size() - kShownEntries);
    return text;
}
} // namespace

int runCopy(CliContext& context, const QStringList& arguments) {
    CommandLine line(QStringLiteral(
        "Copy the chips, LLM models, prices, systems, offers, measured results and ownership\n"
        "scenarios of one catalog into another: a local file to the team server, or back.\n"
        "--from and --to take what --db takes: a file path or\n"
        "postgresql://USER@HOST[:PORT]/DBNAME[?sslmode=MODE]. A server's password\n"
        "comes from PGPASSWORD, else from the keychain entry the app stored; it is never an\n"
        "argument.\n\n"
        "New entries are added; those the target holds differently take the source's values,\n"
        "saved as your edits (a newer built-in catalog keeps them). Nothing is deleted: what\n"
        "only the target has stays. All in one transaction: on any error the target is\n"
        "unchanged. The last line says how many of each kind were written."));
    line.addOptions({
        {QStringLiteral("from"), QStringLiteral("The catalog to copy from."),
         QStringLiteral("catalog")},
        {QStringLiteral("to"), QStringLiteral("The catalog to copy into."),
         QStringLiteral("catalog")},
        {QStringLiteral("dry-run"),
         QStringLiteral("Show what would be copied, without changing anything.")},
    });
    if (const std::optional<int> exit = line.parse(context, arguments))
        return *exit;
    const QCommandLineParser& parser = line.parser();
    if (!parser.positionalArguments().isEmpty()) {
        return context.usageError(QStringLiteral("copy takes no arguments, got \"%1\"")
                                      .arg(excerpt(parser.positionalArguments().constFirst())));
    }
    const std::optional<CatalogConnection> fromConnection =
        connectionOption(context, parser, QStringLiteral("from"));
    if (!fromConnection)
        return ExitUsageError;
    const std::optional<CatalogConnection> toConnection =
        connectionOption(context, parser, QStringLiteral("to"));
    if (!toConnection)
        return ExitUsageError;
    if (*fromConnection == *toConnection)
        return context.usageError(QStringLiteral("--from and --to name the same catalog"));

    std::optional<Endpoint> source = openEndpoint(context, QStringLiteral("from"), *fromConnection);
    if (!source)
        return ExitDataError;
    std::optional<Endpoint> target = openEndpoint(context, QStringLiteral("to"), *toConnection);
    if (!target)
        return ExitDataError;
    // File > Copy Catalog To... and From... in the window plan and write through the same use
    // case (application/catalogcopying.h).
    CatalogCopyPlanning planning = planCopyBetween(*source->catalog, *target->catalog);
    if (planning.status == CatalogCopyPlanning::Status::Failed)
        return context.fail(ExitDataError, planning.error.message);
    if (planning.status == CatalogCopyPlanning::Status::Cancelled)
        return context.fail(ExitDataError, QStringLiteral("the copy was cancelled"));
    CatalogCopyPlan& plan = planning.plan;

    const QString targetText = toConnection->displayText();
    QString text = QStringLiteral("Copy %1 -> %2\n%3\n")
                       .arg(fromConnection->displayText(), targetText, catalogCopySummary(plan));
    text += planEntries(plan);
    if (line.isSet("dry-run")) {
        text += QStringLiteral("Dry run: %1 was not changed.").arg(targetText);
    } else if (plan.isEmpty()) {
        text += QStringLiteral("Nothing to copy: %1 already holds all of it.").arg(targetText);
    } else {
        // Merged with what someone else saved in the target since the plan (copyBase()).
        ImportControl control;
        control.snapshotNote = QStringLiteral("copy from %1").arg(fromConnection->displayText());
        const CatalogCopyWrite written = writeCopyInto(*target->catalog, std::move(plan), {},
                                                       control, QString(), UndoStates::Skip);
        const StorageError& error = written.error;
        if (written.status == CatalogCopyWrite::Status::Failed ||
            written.status == CatalogCopyWrite::Status::Cancelled) {
            if (error.code == StorageError::Code::Conflict) // its message says so already
                return context.fail(ExitDataError, error.message);
            return context.fail(ExitDataError,
                                QStringLiteral("%1; nothing was copied").arg(error.message));
        }
        text += catalogCopiedSummary(written.items, targetText);
    }
    context.print(text);
    return ExitOk;
}

} // namespace chipatlas::cli
