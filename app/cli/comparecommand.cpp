// chipatlas-cli compare ID ID [ID ...]: the compare view's rows and sentences, as text or JSON.
#include "clicontext.h"
#include "commands.h"
#include "domain/comparison.h"
#include "io/comparisonexport.h"
#include "storage/catalog.h"

#include <QCommandLineParser>

namespace chipatlas::cli {

namespace {
constexpr int kMinChips = 2;
constexpr int kMaxChips = 4; // the compare view's slots
} // namespace

int runCompare(CliContext& context, const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Compare 2 to 4 chips figure by figure: each row gives the values, the\n"
                       "winner among the clean figures and each one's ratio to it (never across\n"
                       "precisions), and a note naming the chips left out and why (not\n"
                       "published, unknown, unverified, a host-to-chip link), computed or\n"
                       "possibly sparse figures, figures about the same (closer than the\n"
                       "precision they were published with) and units printed differently.\n"
                       "Then three sentences: faster for training, more memory, more\n"
                       "power-efficient. Numbers use the C locale (1307.4)."));
    parser.addPositionalArgument(QStringLiteral("IDS"),
                                 QStringLiteral("2 to 4 chip ids, e.g. nvidia-l40s aws-trainium1 "
                                                "(see: list)."),
                                 QStringLiteral("ID ID [ID ...]"));
    const QCommandLineOption precisionOption = CliContext::precisionOption();
    const QCommandLineOption json(
        QStringLiteral("json"),
        QStringLiteral("Print {\"chips\", \"precision\", \"rows\": [{\"field\", \"group\", "
                       "\"unit\", \"values\", \"statuses\", \"winner\", \"ratios\", "
                       "\"comparable\", \"left_out\", \"about_the_same\", "
                       "\"winner_may_be_sparse\", \"mixed_printed_units\", \"note\"}], "
                       "\"summary\"}."));
    parser.addOptions({precisionOption, json});
    if (const std::optional<int> exit = context.parse(parser, arguments))
        return *exit;
    const QStringList ids = parser.positionalArguments();
    if (ids.size() < kMinChips || ids.size() > kMaxChips)
        return context.usageError(QStringLiteral("compare takes %1 to %2 chip ids, got %3")
                                      .arg(kMinChips)
                                      .arg(kMaxChips)
                                      .arg(ids.size()));
    for (qsizetype i = 0; i < ids.size(); ++i) {
        if (ids.indexOf(ids.at(i)) != i)
            return context.usageError(
                QStringLiteral("chip id \"%1\" is given twice").arg(ids.at(i)));
    }
    const std::optional<Precision> precision = context.precision(parser, precisionOption);
    if (!precision)
        return ExitUsageError;

    QList<Chip> chips;
    for (const QString& id : ids) {
        const std::optional<Chip> chip = context.chip(id);
        if (!chip)
            return ExitDataError;
        chips << *chip;
    }

    const Comparison comparison = compareChips(chips, *precision, CliContext::locale());
    if (parser.isSet(json))
        context.printJson(comparisonToJson(comparison));
    else
        context.print(comparisonToPlainText(comparison, CliContext::locale()));
    return ExitOk;
}

} // namespace chipatlas::cli
