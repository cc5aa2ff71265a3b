#include "systemfit.h"

#include "parallelism_p.h"
#include "systemaggregates.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace chipatlas {

namespace {
// lupdate files SystemFitText::tr() under "SystemFit", the context the text is looked up in.
class SystemFitText final {
    Q_DECLARE_TR_FUNCTIONS(SystemFit)
};

QString number(double value) {
    return QLocale(QLocale::English, QLocale::UnitedStates).toString(value, 'f', 0);
}

// "2,048 GiB/s", "not published"
QString figureText(const Figure& figure, const QString& unit) {
    if (!figure.hasValue())
        return statusDisplayName(figure.status);
    if (unit.isEmpty())
        return figure.text();
    QString symbol = unit;
    if (figure.printedUnit == PrintedUnit::Binary)
        symbol = QStringLiteral("GiB/s");
    return QLocale(QLocale::English, QLocale::UnitedStates)
               .toString(figure.number(), 'f', QLocale::FloatingPointShortest) +
           QLatin1Char(' ') + symbol;
}
} // namespace

namespace {

QString chipsWord(int count) {
    return count == 1 ? SystemFitText::tr("1 chip")
                      : SystemFitText::tr("%1 chips").arg(number(double(count)));
}

// The largest tensor-parallel degree an engine runs for the model inside a domain of `chips`.
int largestTensorDegree(const fitdetail::Architecture& arch, int chips) {
    for (int degree = std::min(chips, fitdetail::tensorParallelLimit(arch)); degree > 1; --degree) {
        if (fitdetail::isTensorParallelDegree(arch, degree))
            return degree;
    }
    return 1;
}

// The instances of `instanceChips` chips a system holds inside its domains (none across them).
int replicasInDomains(const SystemFit& fit, int instanceChips) {
    const int domainsInSystem = std::max(1, fit.systemChips / fit.domainChips);
    return domainsInSystem * (fit.domainChips / instanceChips) +
           (fit.systemChips % fit.domainChips) / instanceChips;
}

// Where the instance lies: inside one domain (the verdict's TP or PP group), or, larger than a
// domain, the largest TP degree inside a domain x the pipeline stages the memory minimum needs,
// across domains. Inside a domain, pipeline stages are used only where their fewer chips give
// the system more replicas than the tensor-parallel group (docs/MODEL-FIT.md section 7): with
// as many replicas, the tensor-parallel instance decodes each sequence faster.
void placeInstance(const LlmModel& model, const FitResult& single, SystemFit& fit) {
    const std::optional<int> verdict = single.verdictChips();
    if (verdict && *verdict <= fit.domainChips) {
        bool pipeline = single.verdictParallelism == Parallelism::Pipeline;
        const std::optional<int> tensor = single.tensorParallelDegree;
        if (pipeline && tensor && *tensor <= fit.domainChips &&
            replicasInDomains(fit, *tensor) >= replicasInDomains(fit, *verdict)) {
            pipeline = false;
        }
        fit.instanceChips = pipeline ? *verdict : *tensor;
        fit.tensorDegree = pipeline ? 1 : fit.instanceChips;
        fit.pipelineDegree = pipeline ? fit.instanceChips : 1;
        fit.domainsNeeded = 1;
        fit.fitsOneDomain = true;
        return;
    }
    if (!fit.chipsNeeded)
        return;
    const fitdetail::Architecture arch = fitdetail::architectureOf(model);
    fit.tensorDegree = largestTensorDegree(arch, fit.domainChips);
    fit.pipelineDegree = (*fit.chipsNeeded + fit.tensorDegree - 1) / fit.tensorDegree;
    fit.instanceChips = fit.tensorDegree * fit.pipelineDegree;
    const int stagesPerDomain = std::max(1, fit.domainChips / fit.tensorDegree);
    fit.domainsNeeded = (fit.pipelineDegree + stagesPerDomain - 1) / stagesPerDomain;
    fit.crossesScaleOut = *fit.domainsNeeded > 1;
    fit.fitsOneDomain = !fit.crossesScaleOut;
}

} // namespace

SystemFit computeSystemFit(const LlmModel& model, const System& system, const Chip& chip,
                           const FitInputs& inputs) {
    SystemFit fit;
    fit.domainChips = std::max(1, usableDomainChips(system));
    fit.systemChips = std::max(fit.domainChips, system.chipCount);
    fit.batchPerReplica = std::max<qint64>(1, inputs.batch);
    fit.scaleupBandwidth = system.figure(SystemField::ScaleupBwPerChipGbs);
    fit.scaleoutNetwork = system.figure(SystemField::ScaleoutNetwork);

    FitInputs one = inputs;
    one.chips = 1;
    const FitResult single = FitCalculator(model, one).fit(chip, FitCalculator::Detail::Numbers);
    fit.chipsNeeded = single.chipsNeeded;
    if (single.memoryKnown)
        placeInstance(model, single, fit);

    FitInputs instanceInputs = inputs;
    instanceInputs.chips = fit.instanceChips > 0 ? fit.instanceChips : fit.domainChips;
    fit.instance = computeFit(model, chip, instanceInputs);
    if (fit.fitsOneDomain) {
        fit.domainMarginBytes = fit.instance.marginBytes;
    } else {
        FitInputs domainInputs = inputs;
        domainInputs.chips = fit.domainChips;
        fit.domainMarginBytes = FitCalculator(model, domainInputs)
                                    .fit(chip, FitCalculator::Detail::Numbers)
                                    .marginBytes;
    }
    const int domainsInSystem = std::max(1, fit.systemChips / fit.domainChips);
    if (fit.instanceChips > 0 && fit.domainsNeeded) {
        fit.replicas = fit.crossesScaleOut ? domainsInSystem / *fit.domainsNeeded
                                           : replicasInDomains(fit, fit.instanceChips);
        const int spanned = *fit.domainsNeeded * fit.domainChips;
        fit.systemsNeeded =
            (std::max(spanned, fit.instanceChips) + fit.systemChips - 1) / fit.systemChips;
    }
    fit.fitsSystem = fit.replicas >= 1;
    fit.instanceBytes = fit.instance.totalBytes;
    fit.systemBytes = fit.instanceBytes * std::max(1, fit.replicas);

    // The bounds: one instance's, when the system holds it inside one domain.
    if (!single.memoryKnown) {
        fit.noBoundReason =
            SystemFitText::tr("the memory of %1 is not in the catalog").arg(chip.name);
    } else if (fit.instanceChips == 0) {
        fit.noBoundReason = SystemFitText::tr("does not fit: no number of %1 chips holds %2")
                                .arg(chip.name, model.name());
    } else if (!fit.fitsSystem) {
        fit.noBoundReason =
            SystemFitText::tr("does not fit: one instance needs %1, %2 has %3")
                .arg(chipsWord(fit.instanceChips), system.name, chipsWord(system.chipCount));
    } else if (fit.crossesScaleOut) {
        fit.noBoundReason =
            SystemFitText::tr(
                "one instance spans %1 domains: no bound across the scale-out network")
                .arg(number(double(*fit.domainsNeeded)));
    } else if (fit.instance.decodeTokensPerSecondPerSequence) {
        // A sequence passes pipeline stages one after another: its rate is one stage's share.
        const double perSequence =
            *fit.instance.decodeTokensPerSecondPerSequence / double(fit.pipelineDegree);
        fit.decodePerSequence = perSequence;
        fit.decodeInstance = std::min(*fit.instance.decodeTokensPerSecondAggregate,
                                      perSequence * double(fit.batchPerReplica));
        fit.decodeAggregate = *fit.decodeInstance * double(fit.replicas);
    } else {
        fit.noBoundReason =
            SystemFitText::tr("a figure of %1 the bound needs is missing").arg(chip.name);
    }

    fit.terms = fit.instance.terms;
    const Figure& fabric = system.figure(SystemField::ScaleupFabric);
    const QString chipsText = number(double(fit.domainChips));
    fit.terms << FitTerm{
        QStringLiteral("domain_chips"), SystemFitText::tr("Scale-up domain"),
        fabric.hasValue()
            ? SystemFitText::tr("%1 chips of %2 on %3").arg(chipsText, system.name, fabric.text())
            : SystemFitText::tr("%1 chips of %2").arg(chipsText, system.name),
        double(fit.domainChips), QStringLiteral("chips")};
    if (fit.instanceChips > 0) {
        fit.terms << FitTerm{
            QStringLiteral("instance_chips"), SystemFitText::tr("One instance"),
            fit.crossesScaleOut
                ? SystemFitText::tr("%1: %2 pipeline stages over %3 domains")
                      .arg(systemInstanceText(fit), number(double(fit.pipelineDegree)),
                           number(double(*fit.domainsNeeded)))
                : SystemFitText::tr("%1, the smallest group an engine runs inside one domain")
                      .arg(systemInstanceText(fit)),
            double(fit.instanceChips), QStringLiteral("chips")};
        fit.terms << FitTerm{QStringLiteral("domains_needed"), SystemFitText::tr("Domains needed"),
                             SystemFitText::tr("domains one instance spans"),
                             double(*fit.domainsNeeded), QStringLiteral("domains")};
        fit.terms << FitTerm{
            QStringLiteral("replicas"), SystemFitText::tr("Replicas"),
            fit.crossesScaleOut
                ? SystemFitText::tr("floor(%1 domains / %2 domains per instance)")
                      .arg(number(double(domainsInSystem)), number(double(*fit.domainsNeeded)))
            : fit.systemChips % fit.domainChips == 0
                ? SystemFitText::tr("%1 domains x floor(%2 / %3)")
                      .arg(number(double(domainsInSystem)), chipsWord(fit.domainChips),
                           chipsWord(fit.instanceChips))
                : SystemFitText::tr("%1 domains x floor(%2 / %3) + floor(%4 left over / %3)")
                      .arg(number(double(domainsInSystem)), chipsWord(fit.domainChips),
                           chipsWord(fit.instanceChips),
                           chipsWord(fit.systemChips % fit.domainChips)),
            double(fit.replicas), QStringLiteral("instances")};
        fit.terms << FitTerm{
            QStringLiteral("system_bytes"), SystemFitText::tr("Memory, all replicas"),
            SystemFitText::tr("%1 replicas x %2 GB per instance")
                .arg(number(double(fit.replicas)), QLocale(QLocale::English, QLocale::UnitedStates)
                                                       .toString(fit.instanceBytes / 1e9, 'f', 1)),
            fit.systemBytes, QStringLiteral("bytes")};
    } else {
        fit.notes << SystemFitText::tr(
                         "domains needed: unknown (no number of chips of %1 holds the model)")
                         .arg(chip.name);
    }
    if (fit.decodePerSequence) {
        fit.terms << FitTerm{QStringLiteral("system_decode_per_sequence"),
                             SystemFitText::tr("Decode per sequence, one instance"),
                             fit.pipelineDegree > 1
                                 ? SystemFitText::tr("one instance's bound / %1 pipeline stages")
                                       .arg(number(double(fit.pipelineDegree)))
                                 : SystemFitText::tr("one instance's bound per sequence"),
                             *fit.decodePerSequence, QStringLiteral("tokens/s")};
        fit.terms << FitTerm{
            QStringLiteral("system_decode_aggregate"), SystemFitText::tr("Decode, all replicas"),
            SystemFitText::tr("%1 replicas x %2 tokens/s (%3 per replica)")
                .arg(number(double(fit.replicas)),
                     QLocale(QLocale::English, QLocale::UnitedStates)
                         .toString(*fit.decodeInstance, 'f', 1),
                     fit.batchPerReplica == 1 ? SystemFitText::tr("1 sequence")
                                              : SystemFitText::tr("%1 sequences")
                                                    .arg(number(double(fit.batchPerReplica)))),
            *fit.decodeAggregate, QStringLiteral("tokens/s")};
    }
    const QString scaleupText = figureText(fit.scaleupBandwidth, QStringLiteral("GB/s"));
    const QString scaleoutText = figureText(fit.scaleoutNetwork, QString());
    if (fit.crossesScaleOut) {
        fit.terms << FitTerm{QStringLiteral("scaleup_bw_per_chip_gbs"),
                             SystemFitText::tr("Scale-up bandwidth per chip"),
                             SystemFitText::tr("within a domain: %1").arg(scaleupText),
                             fit.scaleupBandwidth.hasValue() ? fit.scaleupBandwidth.number() : 0.0,
                             QStringLiteral("GB/s")};
        fit.terms << FitTerm{
            QStringLiteral("scaleout_network"), SystemFitText::tr("Scale-out network"),
            SystemFitText::tr("between domains: %1").arg(scaleoutText), 0.0, QString()};
        fit.notes << SystemFitText::tr(
                         "needs %1 domains: crosses the scale-out network (%2) between them, "
                         "slower than the scale-up fabric (%3 per chip)")
                         .arg(QString::number(*fit.domainsNeeded), scaleoutText, scaleupText);
    } else if (fit.fitsOneDomain) {
        fit.notes << SystemFitText::tr("the scale-out network (%1) carries requests and "
                                       "responses between replicas only; an instance's traffic "
                                       "stays on the scale-up fabric")
                         .arg(scaleoutText);
        fit.notes << SystemFitText::tr("one instance: %1 inside one scale-up domain of %2 chips; "
                                       "%3 has %4 replicas")
                         .arg(systemInstanceText(fit), chipsText, system.name,
                              number(double(fit.replicas)));
    }
    if (!fit.noBoundReason.isEmpty())
        fit.notes << SystemFitText::tr("decode bound: none, %1").arg(fit.noBoundReason);
    if (fit.domainChips < system.chipCount)
        fit.notes << SystemFitText::tr("%1 has %2 chips; one scale-up domain has %3")
                         .arg(system.name, number(system.chipCount), chipsText);
    return fit;
}

QString systemInstanceText(const SystemFit& fit) {
    if (fit.instanceChips <= 0)
        return SystemFitText::tr("no group of chips holds it");
    return SystemFitText::tr("TP %1 x PP %2 = %3")
        .arg(number(double(fit.tensorDegree)), number(double(fit.pipelineDegree)),
             chipsWord(fit.instanceChips));
}

int systemChipsUsed(const SystemFit& fit) {
    if (fit.instanceChips <= 0)
        return 0;
    return fit.systemsNeeded.value_or(1) * fit.systemChips;
}

std::optional<double> systemCostPerMillionTokens(const SystemFit& fit, double usdPerChipHour,
                                                 std::optional<double> tokensPerSecond,
                                                 bool atBound) {
    if (fit.instanceChips <= 0 || !tokensPerSecond || *tokensPerSecond <= 0 ||
        (atBound && !fit.decodeAggregate))
        return std::nullopt;
    return costPerMillionTokens(usdPerChipHour, systemChipsUsed(fit), *tokensPerSecond);
}

} // namespace chipatlas
