#include "systemfitreport.h"

#include "clicontext.h"
#include "domain/units.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace chipatlas::cli {

namespace {
QString usdText(double usd) {
    return formatNumber(usd, 2, CliContext::locale()) + QStringLiteral(" USD");
}

QString chipsText(int chips) {
    return chips == 1 ? QStringLiteral("1 chip") : QStringLiteral("%1 chips").arg(chips);
}

QString domainVerdict(const SystemFitReport& report) {
    const SystemFit& fit = report.fit;
    if (!fit.instance.memoryKnown)
        return QStringLiteral("unknown: the memory of %1 is not in the catalog")
            .arg(report.domain.chip.name);
    if (fit.instanceChips <= 0)
        return QStringLiteral("does not fit: no number of chips holds it");
    const QString domain = QStringLiteral("one scale-up domain of %1 (%2)")
                               .arg(report.system.name, chipsText(fit.domainChips));
    if (fit.fitsOneDomain)
        return QStringLiteral("fits: one instance (%1) inside %2; %3 replicas")
            .arg(systemInstanceText(fit), domain)
            .arg(fit.replicas);
    QString text = QStringLiteral("does not fit in %1: one instance needs %2, %3 domains")
                       .arg(domain, systemInstanceText(fit))
                       .arg(fit.domainsNeeded.value_or(0));
    if (!fit.fitsSystem)
        text += QStringLiteral(", %1 systems").arg(fit.systemsNeeded.value_or(0));
    if (fit.crossesScaleOut)
        text += QStringLiteral(", crossing the scale-out network (%1) between them")
                    .arg(fit.scaleoutNetwork.hasValue()
                             ? fit.scaleoutNetwork.text()
                             : statusDisplayName(fit.scaleoutNetwork.status));
    return text;
}

// "Decode upper bound: 37.8 tokens/s per sequence on one instance; 338,688.0 tokens/s for all
// 8,960 replicas (1 sequence per replica)", or why there is none.
QString boundText(const SystemFitReport& report) {
    const SystemFit& fit = report.fit;
    const QLocale& locale = CliContext::locale();
    if (!fit.decodePerSequence)
        return QStringLiteral("Decode upper bound: none (%1)\n").arg(fit.noBoundReason);
    return QStringLiteral("Decode upper bound: %1 tokens/s per sequence on one instance; %2 "
                          "tokens/s for all %3 replicas (%4 per replica)\n")
        .arg(formatNumber(*fit.decodePerSequence, 1, locale),
             formatNumber(*fit.decodeAggregate, 1, locale), formatNumber(fit.replicas, 0, locale),
             fit.batchPerReplica == 1
                 ? QStringLiteral("1 sequence")
                 : QStringLiteral("%1 sequences")
                       .arg(formatNumber(double(fit.batchPerReplica), 0, locale)));
}

QString costText(const SystemFitReport& report, const SystemCost& cost) {
    if (!cost.used)
        return QStringLiteral("Cost: no offer of %1 has a current USD price (see: %2 offers %1)\n")
            .arg(report.system.id, CliContext::programName());
    QString text = QStringLiteral("Cost: %1 per million tokens at the measured %2 tokens/s")
                       .arg(usdText(*cost.measured),
                            CliContext::locale().toString(cost.measuredTokensPerSecond, 'g', 10));
    if (cost.upperBound)
        text += QStringLiteral("; %1 at the decode upper bound").arg(usdText(*cost.upperBound));
    const int systems = report.fit.systemsNeeded.value_or(1);
    return text +
           QStringLiteral(" (%1 x %2%3)\n")
               .arg(priceOptionUsedText(*cost.used, cost.options, cost.picked),
                    chipsText(systemChipsUsed(report.fit)),
                    systems > 1
                        ? QStringLiteral(": at %1 systems, the fewest it fits on").arg(systems)
                        : QString());
}

QJsonValue optionalNumber(const std::optional<double>& value) {
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}
} // namespace

SystemFitReport makeSystemFitReport(const LlmModel& model, const System& system, const Chip& chip,
                                    const FitInputs& inputs) {
    SystemFitReport report{system, {}, computeSystemFit(model, system, chip, inputs)};
    FitInputs domainInputs = inputs;
    domainInputs.chips =
        report.fit.instanceChips > 0 ? report.fit.instanceChips : report.fit.domainChips;
    FitResult result = report.fit.instance;
    result.terms = report.fit.terms;
    report.domain = FitReport{model, chip, domainInputs, result};
    return report;
}

SystemCost systemCost(const SystemFitReport& report, const QList<Offer>& systemOffers,
                      const QString& pickedOfferId, double measuredTokensPerSecond) {
    SystemCost cost;
    cost.options = priceOptions(systemOffers, std::nullopt, CliContext::today());
    cost.picked = !pickedOfferId.isEmpty();
    cost.used = choosePriceOption(cost.options, pickedOfferId);
    cost.measuredTokensPerSecond = measuredTokensPerSecond;
    if (!cost.used)
        return cost;
    cost.measured = systemCostPerMillionTokens(report.fit, cost.used->usdPerChipHour,
                                               measuredTokensPerSecond, false);
    cost.upperBound = systemCostPerMillionTokens(report.fit, cost.used->usdPerChipHour,
                                                 report.fit.decodeAggregate, true);
    return cost;
}

QString systemFitText(const SystemFitReport& report, const std::optional<SystemCost>& cost,
                      bool explain) {
    const FitReport& domain = report.domain;
    QString text = settingsLine(domain.model, domain.inputs,
                                QStringLiteral("%1 (%2 x %3)")
                                    .arg(report.system.name)
                                    .arg(report.system.chipCount)
                                    .arg(domain.chip.name)) +
                   QStringLiteral("\n\n");
    if (explain)
        text += termsText(domain) + QLatin1Char('\n');
    const SystemFit& fit = report.fit;
    if (fit.replicas > 0)
        text += QStringLiteral("Memory needed: %1 per instance; %2 for all %3 replicas\n")
                    .arg(bytesText(fit.instanceBytes), bytesText(fit.systemBytes))
                    .arg(fit.replicas);
    else
        text +=
            QStringLiteral("Memory needed: %1 per instance\n").arg(bytesText(fit.instanceBytes));
    if (fit.chipsNeeded)
        text +=
            QStringLiteral("Chips needed: %1 (memory alone); one instance: %2; domains "
                           "needed: %3 of %4\n")
                .arg(*fit.chipsNeeded)
                .arg(systemInstanceText(fit),
                     fit.domainsNeeded ? QString::number(*fit.domainsNeeded) : QStringLiteral("-"),
                     chipsText(fit.domainChips));
    text += QStringLiteral("Verdict: %1\n").arg(domainVerdict(report));
    text += boundText(report);
    if (cost)
        text += costText(report, *cost);
    if (!explain)
        text += QStringLiteral("(--explain: the terms, the scale-up fabric and the scale-out "
                               "network)\n");
    QStringList notes = report.fit.notes;
    for (const QString& note : domain.result.notes) {
        if (!notes.contains(note))
            notes << note;
    }
    const QString notesPart = notesText(notes);
    return notesPart.isEmpty() ? text : text + QLatin1Char('\n') + notesPart;
}

QJsonObject systemFitJson(const SystemFitReport& report, const std::optional<SystemCost>& cost) {
    const SystemFit& fit = report.fit;
    const QJsonValue null(QJsonValue::Null);
    QJsonObject o = fitToJson(report.domain);
    o.insert(QLatin1String("system"), report.system.id);
    o.insert(QLatin1String("domain_chips"), fit.domainChips);
    o.insert(QLatin1String("fits_one_domain"), fit.fitsOneDomain);
    o.insert(QLatin1String("chips_needed"), fit.chipsNeeded ? QJsonValue(*fit.chipsNeeded) : null);
    o.insert(QLatin1String("domains_needed"),
             fit.domainsNeeded ? QJsonValue(*fit.domainsNeeded) : null);
    o.insert(QLatin1String("crosses_scale_out"), fit.crossesScaleOut);
    o.insert(QLatin1String("fits_system"), fit.fitsSystem);
    o.insert(QLatin1String("instance_chips"),
             fit.instanceChips > 0 ? QJsonValue(fit.instanceChips) : null);
    o.insert(QLatin1String("instance_tp"),
             fit.instanceChips > 0 ? QJsonValue(fit.tensorDegree) : null);
    o.insert(QLatin1String("instance_pp"),
             fit.instanceChips > 0 ? QJsonValue(fit.pipelineDegree) : null);
    o.insert(QLatin1String("replicas"), fit.replicas);
    o.insert(QLatin1String("batch_per_replica"), fit.batchPerReplica);
    o.insert(QLatin1String("systems_needed"),
             fit.systemsNeeded ? QJsonValue(*fit.systemsNeeded) : null);
    o.insert(QLatin1String("instance_total_bytes"), qint64(std::llround(fit.instanceBytes)));
    o.insert(QLatin1String("system_total_bytes"), qint64(std::llround(fit.systemBytes)));
    // The instance's bounds as the system runs it: per sequence, one instance, all replicas.
    o.insert(QLatin1String("decode_tokens_per_s_upper"), optionalNumber(fit.decodePerSequence));
    o.insert(QLatin1String("decode_tokens_per_s_upper_instance"),
             optionalNumber(fit.decodeInstance));
    o.insert(QLatin1String("decode_tokens_per_s_upper_all"), optionalNumber(fit.decodeAggregate));
    o.insert(QLatin1String("no_bound_reason"),
             fit.noBoundReason.isEmpty() ? null : QJsonValue(fit.noBoundReason));
    o.insert(QLatin1String("scaleup_bw_per_chip_gbs"),
             fit.scaleupBandwidth.hasValue() ? QJsonValue(fit.scaleupBandwidth.number()) : null);
    o.insert(QLatin1String("scaleout_network"),
             fit.scaleoutNetwork.hasValue() ? QJsonValue(fit.scaleoutNetwork.text()) : null);
    o.insert(QLatin1String("system_notes"), QJsonArray::fromStringList(fit.notes));
    if (cost) {
        o.insert(QLatin1String("cost_per_million_tokens"), optionalNumber(cost->measured));
        o.insert(QLatin1String("cost_per_million_tokens_at_upper_bound"),
                 optionalNumber(cost->upperBound));
        o.insert(QLatin1String("price_used"),
                 cost->used ? QJsonValue(QJsonObject{
                                  {QLatin1String("offer"), cost->used->offerId},
                                  {QLatin1String("usd_per_chip_hour"), cost->used->usdPerChipHour},
                                  {QLatin1String("chips"), systemChipsUsed(report.fit)},
                                  {QLatin1String("text"),
                                   priceOptionUsedText(*cost->used, cost->options, cost->picked)}})
                            : null);
    }
    return o;
}

} // namespace chipatlas::cli
