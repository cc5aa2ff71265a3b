// chipatlas-cli fit MODEL (--chip ID | --all-chips): memory, fit, chips needed and the upper
// bounds of one model on one chip (the explain view) or on every chip (a table).
#include "clicontext.h"
#include "commandline.h"
#include "commands.h"
#include "custommodel.h"
#include "domain/excerpt.h"
#include "domain/offerchoice.h"
#include "fitallchips.h"
#include "fitoptions.h"
#include "fitreport.h"
#include "resulttext.h"
#include "storage/catalog.h"
#include "systemfitreport.h"

#include <QCommandLineParser>
#include <QJsonArray>

#include <algorithm>

namespace chipatlas::cli {

namespace {
// Cost per million tokens for the one-chip form, at the price one of the chip's offers or its
// stored price gives (priceOptions(): the cheapest unless --offer picks one), as the GUI's fit
// table prices a chip.
struct Cost {
    QList<PriceOption> options;
    std::optional<PriceOption> used;
    bool picked = false; // --offer named it
    double measuredTokensPerSecond = 0.0;
    std::optional<double> measured;   // USD per million tokens at the measured rate
    std::optional<double> upperBound; // ... at the decode upper bound of all sequences
    int chips = 0;                    // the chips costed: typed, or the fewest it fits on
    bool atFewest = false;
};

Cost costFor(const FitReport& report, QList<PriceOption> options, const QString& pickedOfferId,
             double measuredTps) {
    Cost cost;
    cost.options = std::move(options);
    cost.picked = !pickedOfferId.isEmpty();
    cost.used = choosePriceOption(cost.options, pickedOfferId);
    cost.measuredTokensPerSecond = measuredTps;
    if (!cost.used)
        return cost;
    // Core's rule (fitCost()), as the GUI's fit table asks it: at the chips typed, or at the
    // fewest the model fits on.
    const std::optional<FitCost> measured =
        fitCost(report.result, cost.used->usdPerChipHour, measuredTps);
    const std::optional<FitCost> bound =
        fitCost(report.result, cost.used->usdPerChipHour, std::nullopt);
    cost.chips = measured ? measured->chips : report.inputs.chips;
    cost.atFewest = measured && measured->atFewest;
    if (measured)
        cost.measured = measured->usdPerMillionTokens;
    if (bound)
        cost.upperBound = bound->usdPerMillionTokens;
    return cost;
}

QString usdText(double usd) {
    return formatNumber(usd, 2, CliContext::locale()) + QStringLiteral(" USD");
}

QString noPriceText(const QString& id) {
    return QStringLiteral("Cost: no offer and no price is stored for %1 (store one with: %2 price "
                          "%1 USD_PER_HOUR)\n")
        .arg(id, CliContext::programName());
}

QString costText(const FitReport& report, const Cost& cost) {
    const QLocale locale = CliContext::locale();
    if (!cost.used)
        return noPriceText(report.chip.id);
    QString priceText = QStringLiteral("%1 x %2").arg(
        priceOptionUsedText(*cost.used, cost.options, cost.picked),
        cost.chips == 1 ? QStringLiteral("1 chip") : QStringLiteral("%1 chips").arg(cost.chips));
    if (cost.atFewest)
        priceText += QStringLiteral(": at %1 chips, the fewest it fits on").arg(cost.chips);
    if (!cost.measured)
        return QStringLiteral("Cost: none, %1 does not fit on any number of %2 chips (%3)\n")
            .arg(report.model.name(), report.chip.name, priceText);
    QString text =
        QStringLiteral("Cost: %1 per million tokens at the measured %2 tokens/s")
            .arg(usdText(*cost.measured), locale.toString(cost.measuredTokensPerSecond, 'g', 10));
    if (cost.upperBound)
        text += QStringLiteral("; %1 at the decode upper bound").arg(usdText(*cost.upperBound));
    return text + QStringLiteral(" (%1)\n").arg(priceText);
}

// fit --cost: the cost per million tokens at the price of an offer (or the stored price) from
// the best matching measured result, else at the upper bound (`upperBound`: the calculator's
// cost at `used`'s price), with the price's words. Nothing after printing a read error.
std::optional<ResultCostText> costFromResultsText(CliContext& context, const QString& modelId,
                                                  const QString& hardwareId,
                                                  const QList<PriceOption>& options,
                                                  const PriceOption& used, bool picked,
                                                  std::optional<double> upperBound) {
    std::optional<ResultCostText> cost = resultCost(context, modelId, hardwareId, used, upperBound);
    if (!cost)
        return std::nullopt;
    cost->text.chop(1);
    cost->text += QStringLiteral(" (%1)\n").arg(priceOptionUsedText(used, options, picked));
    cost->json.insert(QLatin1String("price_used"), priceOptionUsedText(used, options, picked));
    return cost;
}

QString oneChipText(const FitReport& report, const std::optional<Cost>& cost) {
    QString text = settingsLine(report) + QStringLiteral("\n\n") + termsText(report) +
                   QStringLiteral("\nVerdict: %1\n").arg(verdictText(report));
    // Core's rule, as the GUI's fit table shows it: no bound for chips that do not hold the model.
    if (!report.result.noBoundReason.isEmpty())
        text +=
            QStringLiteral("Throughput upper bounds: none (%1)\n").arg(report.result.noBoundReason);
    if (cost)
        text += costText(report, *cost);
    const QString notes = notesText(report.result.notes);
    return notes.isEmpty() ? text : text + QLatin1Char('\n') + notes;
}

// fit MODEL --chip SYSTEM_ID: one scale-up domain of the system, and the cost at an offer.
int fitSystem(CliContext& context, const LlmModel& model, const System& system,
              const FitInputs& inputs, const std::optional<double>& measured,
              const QString& offerId, bool fromResults, bool explain, bool json) {
    const std::optional<Chip> chip = context.chip(system.chipId);
    if (!chip)
        return ExitDataError;
    const SystemFitReport report = makeSystemFitReport(model, system, *chip, inputs);
    std::optional<SystemCost> cost;
    std::optional<ResultCostText> resultCostText;
    bool noPrice = false;
    if (fromResults) {
        const std::optional<QList<Offer>> offers = context.offers();
        if (!offers)
            return ExitDataError;
        const QList<PriceOption> options =
            priceOptions(offersForSystem(system, *offers), std::nullopt, CliContext::today());
        const std::optional<PriceOption> used = choosePriceOption(options, offerId);
        if (!offerId.isEmpty() && (!used || used->offerId != offerId))
            return context.fail(ExitDataError,
                                QStringLiteral("--offer: \"%1\" is not an offer of %2 with a "
                                               "current USD price (see: %3 offers %2)")
                                    .arg(excerpt(offerId), system.id, CliContext::programName()));
        noPrice = !used;
        if (used) {
            resultCostText = costFromResultsText(
                context, model.id(), system.id, options, *used, !offerId.isEmpty(),
                systemCostPerMillionTokens(report.fit, used->usdPerChipHour,
                                           report.fit.decodeAggregate, true));
            if (!resultCostText)
                return ExitDataError;
        }
    }
    if (measured) {
        const std::optional<QList<Offer>> offers = context.offers();
        if (!offers)
            return ExitDataError;
        const QList<Offer> systemOffers = offersForSystem(system, *offers);
        if (!offerId.isEmpty() &&
            std::none_of(systemOffers.begin(), systemOffers.end(),
                         [&](const Offer& offer) { return offer.id == offerId; }))
            return context.fail(ExitDataError,
                                QStringLiteral("--offer: \"%1\" is not an offer of %2 (see: %3 "
                                               "offers %2)")
                                    .arg(excerpt(offerId), system.id, CliContext::programName()));
        cost = systemCost(report, systemOffers, offerId, *measured);
        if (!offerId.isEmpty() && (!cost->used || cost->used->offerId != offerId))
            return context.fail(
                ExitDataError,
                QStringLiteral("--offer: \"%1\" has no current USD price").arg(excerpt(offerId)));
    }
    if (json) {
        QJsonObject object = systemFitJson(report, cost);
        if (fromResults)
            object.insert(QLatin1String("cost_from_results"), resultCostText
                                                                  ? QJsonValue(resultCostText->json)
                                                                  : QJsonValue(QJsonValue::Null));
        context.printJson(object);
    } else {
        QString text = systemFitText(report, cost, explain);
        if (resultCostText)
            text += resultCostText->text;
        else if (noPrice)
            text += QStringLiteral("Cost: no offer of %1 has a current USD price (see: %2 offers "
                                   "%1)\n")
                        .arg(system.id, CliContext::programName());
        context.print(text);
    }
    return ExitOk;
}
} // namespace

int runFit(CliContext& context, const QStringList& arguments) {
    CommandLine line(
        QStringLiteral("Does an LLM fit on a chip? Memory needed (weights + KV cache + headroom),\n"
                       "fit and margin, chips needed (the memory minimum, the smallest\n"
                       "tensor-parallel degree that divides the heads, and the pipeline-parallel\n"
                       "alternative), and upper bounds of decode tokens/s (the smaller of memory\n"
                       "bandwidth over bytes read per step and dense throughput over 2 x active\n"
                       "params) and prefill tokens/s, each with its formula. GB = 1e9 bytes,\n"
                       "GiB = 2^30 bytes.\n\n"
                       "--chip may name a system (see: systems): then the model is sized as\n"
                       "engines deploy it: one instance is the smallest tensor- and\n"
                       "pipeline-parallel group inside one scale-up domain (--chips is\n"
                       "ignored), the rest of the system holds replicas, and the bounds are per\n"
                       "sequence and for all replicas. --measured-tps gives the cost per million\n"
                       "tokens at the price of one of its offers (--offer; default the cheapest\n"
                       "current one) on the fewest whole systems that hold the model; for a\n"
                       "chip, on the chips given or the fewest it fits on."));
    line.addOptions({
        {QStringLiteral("chip"),
         QStringLiteral("The chip or system, e.g. nvidia-h100-sxm (see: list) or "
                        "nvidia-gb200-nvl72 (see: systems)."),
         QStringLiteral("id")},
        {QStringLiteral("all-chips"),
         QStringLiteral("Every chip of the catalog, as a table, by name "
                        "(ties by id) as in the GUI's fit table.")},
    });
    const ModelFitOptions modelOptions;
    modelOptions.addTo(line.parser());
    line.addOptions({
        {QStringLiteral("measured-tps"),
         QStringLiteral("Tokens/s you measured (all sequences); with an offer or a stored price "
                        "(see: offers, price) adds the cost per million tokens. --chip only."),
         QStringLiteral("x")},
        {QStringLiteral("cost"),
         QStringLiteral("With --chip ID: the cost per million tokens from the best matching "
                        "measured result (see: results), naming it and whose claim it is; "
                        "without one, at the decode upper bound, labelled \"upper bound\".")},
        {QStringLiteral("offer"),
         QStringLiteral("With --chip ID and --measured-tps or --cost: the offer whose price the "
                        "cost uses "
                        "(default: the cheapest current offer or stored price; see: offers ID)."),
         QStringLiteral("offer-id")},
        {QStringLiteral("explain"),
         QStringLiteral("With --chip SYSTEM_ID: every term with its formula, the scale-up domain "
                        "and, when the model needs more than one, the scale-out network.")},
        {QStringLiteral("json"),
         QStringLiteral("Print one JSON object (--chip) or an array (--all-chips) with model, "
                        "chip, precision, kv_precision, context, batch, chips, weights_bytes, "
                        "kv_cache_bytes, headroom_bytes, total_bytes, chip_memory_bytes, fits, "
                        "margin_bytes, chips_needed (the memory minimum), tp_degree, "
                        "pp_degree, verdict_parallelism, decode_tokens_per_s_upper (per "
                        "sequence), decode_tokens_per_s_upper_all (the smaller of "
                        "decode_tokens_per_s_bandwidth_bound and "
                        "decode_tokens_per_s_compute_bound), decode_bound, "
                        "prefill_tokens_per_s_upper, no_bound_reason (why the bounds are null "
                        "on chips that do not hold the model), notes and terms. Bytes are "
                        "integers; null where the chip's figures are not published.")},
        {QStringLiteral("verbose"),
         QStringLiteral("With --all-chips: every row and every note (by default the first 20 of "
                        "each and how many more).")},
    });
    if (const std::optional<int> exit = line.parse(context, arguments))
        return *exit;
    const QCommandLineParser& parser = line.parser();
    const std::optional<QString> id = context.singleId(
        parser, QStringLiteral("fit"), QStringLiteral("model id"), QStringLiteral("models"));
    if (!id)
        return ExitUsageError;
    if (line.isSet("chip") && line.isSet("all-chips"))
        return context.usageError(QStringLiteral("fit takes --chip ID or --all-chips, not both"));
    if (!line.isSet("chip") && !line.isSet("all-chips"))
        return context.usageError(QStringLiteral("fit needs --chip ID or --all-chips"));
    if (line.isSet("verbose") && !line.isSet("all-chips"))
        return context.usageError(QStringLiteral("--verbose goes with --all-chips"));
    if ((line.isSet("offer") || line.isSet("explain")) && line.isSet("all-chips"))
        return context.usageError(
            QStringLiteral("--offer and --explain go with one system: --chip SYSTEM_ID"));
    if (line.isSet("measured-tps") && line.isSet("all-chips"))
        return context.usageError(
            QStringLiteral("--measured-tps is a rate measured on one chip; use it with --chip"));
    if (line.isSet("cost") && line.isSet("all-chips"))
        return context.usageError(QStringLiteral("--cost goes with one chip or system: --chip ID"));
    if (line.isSet("cost") && line.isSet("measured-tps"))
        return context.usageError(
            QStringLiteral("--cost reads the rate from a measured result; --measured-tps gives "
                           "your own: give one of them"));
    const bool costFromResults = line.isSet("cost");
    std::optional<double> measured;
    if (line.isSet("measured-tps")) {
        measured = readPositiveNumber(context, QStringLiteral("--measured-tps"),
                                      line.value("measured-tps"));
        if (!measured)
            return ExitUsageError;
    }
    int exit = ExitOk;
    const std::optional<ModelFitOptions::Read> fit = modelOptions.read(context, parser, *id, &exit);
    if (!fit)
        return exit;
    const auto& [model, inputs] = *fit;

    if (line.isSet("chip")) {
        bool failed = false;
        if (const std::optional<System> system = context.findSystem(line.value("chip"), &failed)) {
            if (line.isSet("offer") && !measured && !costFromResults)
                return context.usageError(QStringLiteral(
                    "--offer picks the price of a cost: give --measured-tps or --cost too"));
            return fitSystem(context, model, *system, inputs, measured, line.value("offer"),
                             costFromResults, line.isSet("explain"), line.isSet("json"));
        }
        if (failed)
            return ExitDataError;
        if (line.isSet("explain"))
            return context.usageError(
                QStringLiteral("--explain goes with a system: --chip SYSTEM_ID (a chip's fit "
                               "always explains itself)"));
        if (line.isSet("offer") && !measured && !costFromResults)
            return context.usageError(QStringLiteral(
                "--offer picks the price of a cost: give --measured-tps or --cost too"));
        const std::optional<Chip> chip = context.chip(line.value("chip"));
        if (!chip)
            return ExitDataError;
        const FitReport report = makeFitReport(model, *chip, inputs);
        std::optional<Cost> cost;
        if (measured) {
            StorageError error;
            const std::optional<ChipPrice> price =
                context.catalog()->prices().find(chip->id, &error);
            if (error)
                return context.fail(ExitDataError, error);
            const std::optional<QList<System>> systems = context.systems();
            const std::optional<QList<Offer>> offers = context.offers();
            if (!systems || !offers)
                return ExitDataError;
            const QString offerId = line.value("offer");
            cost = costFor(report,
                           priceOptions(offersForChip(chip->id, *systems, *offers), price,
                                        CliContext::today()),
                           offerId, *measured);
            if (!offerId.isEmpty() && (!cost->used || cost->used->offerId != offerId))
                return context.usageError(
                    QStringLiteral("--offer: \"%1\" is not an offer of %2 with a current USD "
                                   "price (see: %3 offers %2)")
                        .arg(excerpt(offerId), chip->id, CliContext::programName()));
        }
        std::optional<ResultCostText> resultCostText;
        bool noPrice = false;
        if (costFromResults) {
            StorageError error;
            const std::optional<ChipPrice> price =
                context.catalog()->prices().find(chip->id, &error);
            if (error)
                return context.fail(ExitDataError, error);
            const std::optional<QList<System>> systems = context.systems();
            const std::optional<QList<Offer>> offers = context.offers();
            if (!systems || !offers)
                return ExitDataError;
            const QString offerId = line.value("offer");
            const QList<PriceOption> options = priceOptions(
                offersForChip(chip->id, *systems, *offers), price, CliContext::today());
            const std::optional<PriceOption> used = choosePriceOption(options, offerId);
            if (!offerId.isEmpty() && (!used || used->offerId != offerId))
                return context.usageError(
                    QStringLiteral("--offer: \"%1\" is not an offer of %2 with a current USD "
                                   "price (see: %3 offers %2)")
                        .arg(excerpt(offerId), chip->id, CliContext::programName()));
            noPrice = !used;
            if (used) {
                // The calculator's upper bound at the chips typed or the fewest it fits on
                // (fitCost()), where no measured result matches.
                const std::optional<FitCost> bound =
                    fitCost(report.result, used->usdPerChipHour, std::nullopt);
                resultCostText = costFromResultsText(
                    context, model.id(), chip->id, options, *used, !offerId.isEmpty(),
                    bound ? std::optional(bound->usdPerMillionTokens) : std::nullopt);
                if (!resultCostText)
                    return ExitDataError;
            }
        }
        if (line.isSet("json")) {
            QJsonObject object = fitToJson(report);
            if (costFromResults)
                object.insert(QLatin1String("cost_from_results"),
                              resultCostText ? QJsonValue(resultCostText->json)
                                             : QJsonValue(QJsonValue::Null));
            if (cost) {
                const auto usd = [](const std::optional<double>& value) {
                    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
                };
                object.insert(QLatin1String("cost_per_million_tokens"), usd(cost->measured));
                object.insert(QLatin1String("cost_per_million_tokens_at_upper_bound"),
                              usd(cost->upperBound));
                object.insert(QLatin1String("cost_chips"),
                              cost->used ? QJsonValue(cost->chips) : QJsonValue(QJsonValue::Null));
                object.insert(QLatin1String("cost_at_fewest_chips"), cost->atFewest);
                object.insert(QLatin1String("cost_offer"),
                              cost->used && cost->used->kind == PriceOption::Kind::Offer
                                  ? QJsonValue(cost->used->offerId)
                                  : QJsonValue(QJsonValue::Null));
                if (!cost->used) {
                    QJsonArray notes = object.value(QLatin1String("notes")).toArray();
                    notes.append(
                        QStringLiteral("no offer and no price is stored for %1, so there is no "
                                       "cost")
                            .arg(chip->id));
                    object.insert(QLatin1String("notes"), notes);
                }
            }
            context.printJson(object);
        } else {
            QString text = oneChipText(report, cost);
            if (resultCostText)
                text += resultCostText->text;
            else if (noPrice)
                text += noPriceText(chip->id);
            context.print(text);
        }
        return ExitOk;
    }

    const std::optional<QList<Chip>> chips = context.chips();
    if (!chips)
        return ExitDataError;
    printFitAllChips(context, model, *chips, inputs, line.isSet("json"), line.isSet("verbose"));
    return ExitOk;
}

} // namespace chipatlas::cli
