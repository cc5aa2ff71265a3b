#pragma once

#include "llmmodel.h"
#include "modelfit.h"
#include "system.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace chipatlas {

// Does a model fit in one scale-up domain of a system? Within a domain the
// chips talk over the scale-up fabric (NVLink, NeuronLink, ICI); a model that needs more chips
// than one domain has must split across domains and crosses the slower scale-out network
// (InfiniBand, EFA, Ethernet) every step.
struct SystemFit {
    int domainChips = 0; // usableDomainChips(system)
    FitResult domain;    // computeFit() on domainChips chips of the system's chip
    bool fitsOneDomain = false;
    std::optional<int> chipsNeeded;   // the memory minimum (FitResult::chipsNeeded)
    std::optional<int> domainsNeeded; // ceil(chipsNeeded / domainChips); none when unknown
    bool crossesScaleOut = false;     // domainsNeeded > 1
    Figure scaleupBandwidth;          // per chip, SystemField::ScaleupBwPerChipGbs
    Figure scaleoutNetwork; // SystemField::ScaleoutNetwork (text; not published / unknown)
    // The explain view: the domain fit's terms, then "Scale-up domain" (chips, fabric),
    // "Chips needed", "Domains needed" and, when it crosses, the scale-out network with its
    // bandwidth as published and the scale-up bandwidth per chip for contrast.
    QList<FitTerm> terms;
    QStringList notes; // "needs 2 domains: crosses EFA 28,800 Gbps between them", ...
};

// `inputs.chips` is replaced by the domain's chips. `chip` is the system's chip.
SystemFit computeSystemFit(const LlmModel& model, const System& system, const Chip& chip,
                           const FitInputs& inputs);

// The chips that run the model on the system: the domains it needs (at least one) x the
// domain's chips. A cost per million tokens counts them.
int systemChipsUsed(const SystemFit& fit);
// The cost per million tokens of running the model on the system at `usdPerChipHour`
// (costPerMillionTokens() over systemChipsUsed() chips) at `tokensPerSecond`: a measured rate,
// or, `atBound`, one domain's decode bound, which says nothing once the model crosses domains.
// The GUI's fit table and `chipatlas-cli fit --chip SYSTEM` both ask this. nullopt without a
// rate, when the domains needed are unknown, or at the bound of a model that crosses domains.
std::optional<double> systemCostPerMillionTokens(const SystemFit& fit, double usdPerChipHour,
                                                 std::optional<double> tokensPerSecond,
                                                 bool atBound);

} // namespace chipatlas
