// The inverse of computeFit(): the longest context and the largest batch that fit. Both
// searches use the memory predicate computeFit() uses (fitdetail::memoryPlan), which grows
// monotonically with context and with batch, so a binary search is exact.
#include "modelfit_p.h"

#include <algorithm>

namespace chipatlas {

namespace {

// Largest value in [1, cap] for which fits(value) holds, or none when fits(1) does not.
template <typename Predicate>
std::optional<qint64> largestFitting(qint64 cap, Predicate fits) {
    if (cap < 1 || !fits(1))
        return std::nullopt;
    qint64 low = 1; // fits
    qint64 high = cap;
    if (fits(high))
        return high;
    // Invariant: fits(low), !fits(high).
    while (high - low > 1) {
        const qint64 middle = low + (high - low) / 2;
        if (fits(middle))
            low = middle;
        else
            high = middle;
    }
    return low;
}

struct Search {
    fitdetail::Architecture arch;
    FitInputs inputs;
    double chipMemoryBytes = 0;
};

Search searchFor(const LlmModel& model, const Chip& chip, const FitInputs& inputs) {
    Search search;
    search.arch = fitdetail::architectureOf(model);
    search.inputs = fitdetail::normalised(inputs);
    const Figure& memory = chip.figure(Field::MemoryGb);
    search.chipMemoryBytes =
        memory.hasValue() && memory.number() > 0.0 ? memory.number() * 1e9 : 0.0;
    return search;
}

} // namespace

qint64 maxContextCap(const LlmModel& model) {
    const qint64 maxContext =
        model.has(ModelField::MaxContext) ? model.value(ModelField::MaxContext).toLongLong() : 0;
    return maxContext > 0 ? maxContext : kMaxContextWithoutModelLimit;
}

std::optional<qint64> maxContext(const LlmModel& model, const Chip& chip, const FitInputs& inputs) {
    const Search search = searchFor(model, chip, inputs);
    if (search.chipMemoryBytes <= 0.0)
        return std::nullopt;
    return largestFitting(maxContextCap(model), [&search](qint64 tokens) {
        FitInputs trial = search.inputs;
        trial.contextTokens = tokens;
        return fitdetail::memoryPlan(search.arch, search.chipMemoryBytes, trial, trial.chips).fits;
    });
}

std::optional<qint64> maxBatch(const LlmModel& model, const Chip& chip, const FitInputs& inputs) {
    const Search search = searchFor(model, chip, inputs);
    if (search.chipMemoryBytes <= 0.0)
        return std::nullopt;
    return largestFitting(kMaxBatch, [&search](qint64 batch) {
        FitInputs trial = search.inputs;
        trial.batch = batch;
        return fitdetail::memoryPlan(search.arch, search.chipMemoryBytes, trial, trial.chips).fits;
    });
}

} // namespace chipatlas
