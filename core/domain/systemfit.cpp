#include "systemfit.h"

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

SystemFit computeSystemFit(const LlmModel& model, const System& system, const Chip& chip,
                           const FitInputs& inputs) {
    SystemFit fit;
    fit.domainChips = usableDomainChips(system);
    FitInputs domainInputs = inputs;
    domainInputs.chips = std::max(1, fit.domainChips);
    fit.domain = computeFit(model, chip, domainInputs);
    fit.fitsOneDomain = fit.domain.fits;
    fit.chipsNeeded = fit.domain.chipsNeeded;
    fit.scaleupBandwidth = system.figure(SystemField::ScaleupBwPerChipGbs);
    fit.scaleoutNetwork = system.figure(SystemField::ScaleoutNetwork);
    if (fit.chipsNeeded && fit.domainChips > 0)
        fit.domainsNeeded = (*fit.chipsNeeded + fit.domainChips - 1) / fit.domainChips;
    fit.crossesScaleOut = fit.domainsNeeded && *fit.domainsNeeded > 1;

    fit.terms = fit.domain.terms;
    const Figure& fabric = system.figure(SystemField::ScaleupFabric);
    const QString chipsText = QString::number(fit.domainChips);
    fit.terms << FitTerm{
        QStringLiteral("domain_chips"), SystemFitText::tr("Scale-up domain"),
        fabric.hasValue()
            ? SystemFitText::tr("%1 chips of %2 on %3").arg(chipsText, system.name, fabric.text())
            : SystemFitText::tr("%1 chips of %2").arg(chipsText, system.name),
        double(fit.domainChips), QStringLiteral("chips")};
    if (fit.chipsNeeded) {
        fit.terms << FitTerm{QStringLiteral("domains_needed"), SystemFitText::tr("Domains needed"),
                             SystemFitText::tr("ceil(%1 chips needed / %2 chips per domain)")
                                 .arg(QString::number(*fit.chipsNeeded), chipsText),
                             double(*fit.domainsNeeded), QStringLiteral("domains")};
    } else {
        fit.notes << SystemFitText::tr(
                         "domains needed: unknown (no number of chips of %1 holds the model)")
                         .arg(chip.name);
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
        fit.notes << SystemFitText::tr("fits in one scale-up domain of %1 chips").arg(chipsText);
    }
    if (fit.domainChips < system.chipCount)
        fit.notes << SystemFitText::tr("%1 has %2 chips; one scale-up domain has %3")
                         .arg(system.name, number(system.chipCount), chipsText);
    return fit;
}

int systemChipsUsed(const SystemFit& fit) {
    return fit.domainChips * std::max(1, fit.domainsNeeded.value_or(1));
}

std::optional<double> systemCostPerMillionTokens(const SystemFit& fit, double usdPerChipHour,
                                                 std::optional<double> tokensPerSecond,
                                                 bool atBound) {
    if (!fit.domainsNeeded || !tokensPerSecond || *tokensPerSecond <= 0 ||
        (atBound && fit.crossesScaleOut))
        return std::nullopt;
    return costPerMillionTokens(usdPerChipHour, systemChipsUsed(fit), *tokensPerSecond);
}

} // namespace chipatlas
