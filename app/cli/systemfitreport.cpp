#include "systemfitreport.h"

#include "clicontext.h"
#include "domain/units.h"

#include <QJsonArray>

#include <algorithm>

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
    const QString domain = QStringLiteral("one scale-up domain of %1 (%2)")
                               .arg(report.system.name, chipsText(fit.domainChips));
    if (!fit.domain.memoryKnown)
        return QStringLiteral("unknown: the memory of %1 is not in the catalog")
            .arg(report.domain.chip.name);
    if (fit.fitsOneDomain)
        return QStringLiteral("fits in %1 with %2 GB to spare")
            .arg(domain, formatNumber(fit.domain.marginBytes / 1e9, 1, CliContext::locale()));
    QString text = QStringLiteral("does not fit in %1").arg(domain);
    if (fit.chipsNeeded && fit.domainsNeeded)
        text += QStringLiteral(": needs %1, %2 domains")
                    .arg(chipsText(*fit.chipsNeeded))
                    .arg(*fit.domainsNeeded);
    else
        text += QStringLiteral(": no number of chips holds it");
    if (fit.crossesScaleOut)
        text += QStringLiteral(", crossing the scale-out network (%1) between them")
                    .arg(fit.scaleoutNetwork.hasValue()
                             ? fit.scaleoutNetwork.text()
                             : statusDisplayName(fit.scaleoutNetwork.status));
    return text;
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
    return text + QStringLiteral(" (%1 x %2)\n")
                      .arg(priceOptionUsedText(*cost.used, cost.options, cost.picked),
                           chipsText(systemChipsUsed(report.fit)));
}

QJsonValue optionalNumber(const std::optional<double>& value) {
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}
} // namespace

SystemFitReport makeSystemFitReport(const LlmModel& model, const System& system, const Chip& chip,
                                    const FitInputs& inputs) {
    SystemFitReport report{system, {}, computeSystemFit(model, system, chip, inputs)};
    FitInputs domainInputs = inputs;
    domainInputs.chips = report.fit.domainChips;
    FitResult result = report.fit.domain;
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
    cost.upperBound =
        systemCostPerMillionTokens(report.fit, cost.used->usdPerChipHour,
                                   report.fit.domain.decodeTokensPerSecondAggregate, true);
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
    text += QStringLiteral("Memory needed: %1\n").arg(bytesText(domain.result.totalBytes));
    if (report.fit.chipsNeeded)
        text += QStringLiteral("Chips needed: %1; domains needed: %2 of %3\n")
                    .arg(*report.fit.chipsNeeded)
                    .arg(report.fit.domainsNeeded ? QString::number(*report.fit.domainsNeeded)
                                                  : QStringLiteral("-"))
                    .arg(chipsText(report.fit.domainChips));
    text += QStringLiteral("Verdict: %1\n").arg(domainVerdict(report));
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
