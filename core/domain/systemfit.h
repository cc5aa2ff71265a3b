#pragma once

#include "llmmodel.h"
#include "modelfit.h"
#include "system.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace chipatlas {

// A model on a system as engines deploy it (docs/MODEL-FIT.md section 7): one model instance is
// the smallest group an engine runs the model on, the tensor-parallel degree that divides its heads
// and fits (or, where it needs fewer chips, the pipeline-parallel stages; FitResult::verdictChips),
// inside one scale-up domain where the chips talk over the scale-up fabric (NVLink, NeuronLink,
// ICI). The rest of the system holds replicas of it, which share nothing but requests. A model
// whose smallest group is larger than a domain splits into pipeline stages across domains and
// crosses the slower scale-out network (InfiniBand, EFA, Ethernet) every step.
struct SystemFit {
    int domainChips = 0; // usableDomainChips(system)
    int systemChips = 0; // System::chipCount
    // One instance: tensorDegree x pipelineDegree chips; 0 when no group holds the model (or the
    // chip's memory is unknown).
    int instanceChips = 0;
    int tensorDegree = 0;
    int pipelineDegree = 0;
    // computeFit() on instanceChips chips (on domainChips when no group holds the model): the
    // memory of one instance, its KV cache replicated only as its tensor split requires.
    FitResult instance;
    bool fitsOneDomain = false; // an instance fits inside one scale-up domain
    // What one domain's chips offer minus what the model needs on them (negative: short); the
    // instance's margin when it fits inside one domain.
    double domainMarginBytes = 0;
    bool fitsSystem = false;          // the system holds at least one instance
    int replicas = 0;                 // instances the system holds
    std::optional<int> chipsNeeded;   // the memory minimum (FitResult::chipsNeeded)
    std::optional<int> domainsNeeded; // domains one instance spans; none when unknown
    std::optional<int> systemsNeeded; // systems one instance spans; none when unknown
    bool crossesScaleOut = false;     // an instance spans domains
    qint64 batchPerReplica = 1;       // FitInputs::batch: the sequences each instance runs
    double instanceBytes = 0;         // memory of one instance
    double systemBytes = 0;           // replicas x instanceBytes
    // Decode upper bounds: one sequence on one instance, and all replicas (replicas x one
    // instance's aggregate). None for a configuration that does not fit the system, that crosses
    // domains, or whose figures are missing; noBoundReason says why.
    std::optional<double> decodePerSequence;
    std::optional<double> decodeInstance; // one instance, all its sequences
    std::optional<double> decodeAggregate;
    QString noBoundReason;
    Figure scaleupBandwidth; // per chip, SystemField::ScaleupBwPerChipGbs
    Figure scaleoutNetwork;  // SystemField::ScaleoutNetwork (text; not published / unknown)
    // The explain view: the instance fit's terms, then "Scale-up domain", "Instance", "Replicas",
    // the system's decode bounds and memory, and what crosses the scale-out network.
    QList<FitTerm> terms;
    QStringList notes; // "one instance: TP 2 x PP 1 = 2 chips inside one domain", ...
};

// `inputs.chips` is ignored: the instance sets the chips. `chip` is the system's chip.
SystemFit computeSystemFit(const LlmModel& model, const System& system, const Chip& chip,
                           const FitInputs& inputs);

// "TP 8 x PP 2 = 16 chips" / "no group of chips holds it": the instance, the same words in the
// GUI's cells and the CLI.
QString systemInstanceText(const SystemFit& fit);

// The chips a cost pays for: whole systems, the fewest that hold one instance (one system when
// it fits; idle chips beside the replicas are paid for too). 0 when no group holds the model.
int systemChipsUsed(const SystemFit& fit);
// The cost per million tokens of running the model on the system at `usdPerChipHour`
// (costPerMillionTokens() over systemChipsUsed() chips) at `tokensPerSecond` of those systems: a
// measured rate, or, `atBound`, the decode bound of all replicas (SystemFit::decodeAggregate),
// which is none once the model does not fit one system or crosses domains. The GUI's fit table
// and `chipatlas-cli fit --chip SYSTEM` both ask this. nullopt without a rate or when no group
// of chips holds the model.
std::optional<double> systemCostPerMillionTokens(const SystemFit& fit, double usdPerChipHour,
                                                 std::optional<double> tokensPerSecond,
                                                 bool atBound);

} // namespace chipatlas
