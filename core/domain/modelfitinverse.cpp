// The inverse of computeFit(): the longest context and the largest batch that fit. Both
// searches use the memory predicate computeFit() uses (fitdetail::memoryPlan), which grows
// monotonically with context and with batch, so a binary search is exact.
#include "modelfit_p.h"

#include <QCoreApplication>

#include <algorithm>

namespace chipatlas {

namespace {

// Largest value in [1, cap] for which fits(value) holds, or none when fits(1) does not.
template <typename Predicate>
std::optional<qint64> largestFittingValue(qint64 cap, Predicate fits) {
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
    // The memory figure computeFit() reads under the same budget.
    search.chipMemoryBytes = chipMemoryFor(chip, search.inputs.budget.kind).bytes;
    return search;
}

} // namespace

qint64 maxContextCap(const LlmModel& model) {
    const qint64 maxContext =
        model.has(ModelField::MaxContext) ? model.value(ModelField::MaxContext).toLongLong() : 0;
    return maxContext > 0 ? maxContext : kMaxContextWithoutModelLimit;
}

namespace {

// The notes of a search that found nothing: memory unknown, or not even the smallest value fits.
void explainNone(const Search& search, const Chip& chip, const FitInputs& smallest,
                 const char* what, FitLimit& limit) {
    using namespace fitdetail;
    if (search.chipMemoryBytes <= 0.0) {
        limit.notes << QCoreApplication::translate("ModelFit",
                                                   "%1's memory is %2: %3 cannot be computed")
                           .arg(chip.name, statusDisplayName(chip.figure(Field::MemoryGb).status),
                                QCoreApplication::translate("ModelFit", what));
        return;
    }
    const MemoryPlan plan =
        memoryPlan(search.arch, search.chipMemoryBytes, smallest, smallest.chips);
    limit.notes << QCoreApplication::translate(
                       "ModelFit", "%1 does not fit on %2 x %3 even with %4 x %5: it needs %6, the "
                                   "chips hold %7")
                       .arg(search.arch.name, integer(smallest.chips), chip.name,
                            tokens(double(smallest.contextTokens)),
                            sequences(double(smallest.batch)), gb(plan.total), gb(plan.capacity));
}

// The largest value of one input (context or batch) in [1, cap] that still fits, holding the
// other inputs; when none fits, the notes say what one token or one sequence would need.
FitLimit largestFitting(const Search& search, const Chip& chip, qint64 FitInputs::*input,
                        qint64 cap, const char* what) {
    FitLimit limit;
    if (search.chipMemoryBytes > 0.0)
        limit.value = largestFittingValue(cap, [&search, input](qint64 value) {
            FitInputs trial = search.inputs;
            trial.*input = value;
            return fitdetail::memoryPlan(search.arch, search.chipMemoryBytes, trial, trial.chips)
                .fits;
        });
    if (!limit.value) {
        FitInputs smallest = search.inputs;
        smallest.*input = 1;
        explainNone(search, chip, smallest, what, limit);
    }
    return limit;
}

} // namespace

FitLimit maxContextLimit(const LlmModel& model, const Chip& chip, const FitInputs& inputs) {
    const Search search = searchFor(model, chip, inputs);
    const qint64 cap = maxContextCap(model);
    FitLimit limit = largestFitting(search, chip, &FitInputs::contextTokens, cap,
                                    QT_TRANSLATE_NOOP("ModelFit", "the longest context"));
    if (limit.value && *limit.value == cap) {
        limit.capped = true;
        limit.notes
            << (model.has(ModelField::MaxContext)
                    ? QCoreApplication::translate(
                          "ModelFit",
                          "capped at %1's maximum context of %2 tokens: a longer context "
                          "would fit in memory")
                          .arg(search.arch.name, fitdetail::integer(double(cap)))
                    : QCoreApplication::translate(
                          "ModelFit",
                          "capped at %1 tokens: the catalog gives no maximum context for %2")
                          .arg(fitdetail::integer(double(cap)), search.arch.name));
    }
    return limit;
}

FitLimit maxBatchLimit(const LlmModel& model, const Chip& chip, const FitInputs& inputs) {
    const Search search = searchFor(model, chip, inputs);
    FitLimit limit = largestFitting(search, chip, &FitInputs::batch, kMaxBatch,
                                    QT_TRANSLATE_NOOP("ModelFit", "the largest batch"));
    if (limit.value && *limit.value == kMaxBatch) {
        limit.capped = true;
        limit.notes << QCoreApplication::translate("ModelFit", "capped at %1 sequences")
                           .arg(fitdetail::integer(double(kMaxBatch)));
    }
    return limit;
}

std::optional<qint64> maxContext(const LlmModel& model, const Chip& chip, const FitInputs& inputs) {
    return maxContextLimit(model, chip, inputs).value;
}

std::optional<qint64> maxBatch(const LlmModel& model, const Chip& chip, const FitInputs& inputs) {
    return maxBatchLimit(model, chip, inputs).value;
}

} // namespace chipatlas
