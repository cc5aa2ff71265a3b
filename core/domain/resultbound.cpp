// A measured result beside the calculator's decode bound for the same inputs
// (docs/MODEL-FIT.md section 8): the bound is computeFit() at the result's model, all its chips
// (a system's chips x the systems), precisions, lengths and batch, in output tokens per second
// of all its hardware.
#include "resultbound.h"

#include "modelfit_p.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace chipatlas {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("chipatlas", text);
}

// The calculator's weight format for a result's weight precision; nullopt for one it has none
// for (FP64, TF32).
std::optional<WeightPrecision> weightFormat(Precision precision) {
    WeightPrecision weights;
    switch (precision) {
    case Precision::FP32:
        weights.format = WeightPrecision::Format::FP32;
        return weights;
    case Precision::FP16:
        weights.format = WeightPrecision::Format::FP16;
        return weights;
    case Precision::BF16:
        weights.format = WeightPrecision::Format::BF16;
        return weights;
    case Precision::FP8:
        weights.format = WeightPrecision::Format::FP8;
        return weights;
    case Precision::INT8:
        weights.format = WeightPrecision::Format::INT8;
        return weights;
    case Precision::FP4:
        // Block-scaled 4-bit formats carry their scales: the calculator's MXFP4 (4.25 bits).
        weights.format = WeightPrecision::Format::MXFP4;
        return weights;
    case Precision::FP64:
    case Precision::TF32:
        break;
    }
    return std::nullopt;
}

std::optional<KvPrecision> kvFormat(Precision precision) {
    switch (precision) {
    case Precision::BF16:
    case Precision::FP16:
        return KvPrecision::BF16;
    case Precision::FP8:
        return KvPrecision::FP8;
    case Precision::INT8:
        return KvPrecision::INT8;
    default:
        break;
    }
    return std::nullopt;
}

QString kvName(KvPrecision kv) {
    return kvPrecisionKey(kv).toUpper();
}

// Why a fit that holds the model still has no decode bound: a figure it needs is missing.
QString missingFigureReason(const Chip& chip, const FitResult& fit) {
    const Figure& bandwidth = chip.figure(Field::MemoryBwGbs);
    if (!bandwidth.hasValue() || bandwidth.number() <= 0.0)
        return tr("%1's memory bandwidth is %2: no bandwidth bound")
            .arg(chip.name, statusDisplayName(bandwidth.status));
    if (!fit.notes.isEmpty())
        return fit.notes.last();
    return tr("%1 lacks a figure the bound needs").arg(chip.name);
}

} // namespace

int resultChips(const Result& result, const ResultTarget& target) {
    if (target.system)
        return std::max(0, result.hardwareCount) * std::max(0, target.system->chipCount);
    if (target.chip)
        return std::max(0, result.hardwareCount);
    return 0;
}

std::optional<double> measuredTokensPerSecond(const Result& result, const ResultTarget& target) {
    if (result.tokensPerS)
        return result.tokensPerS;
    const int chips = resultChips(result, target);
    if (result.tokensPerSPerChip && chips > 0)
        return *result.tokensPerSPerChip * chips;
    return std::nullopt;
}

QString aboveBoundText() {
    return tr("above its bound: an error in the data or in the formula");
}

QString decodeLimitText(DecodeLimit limit) {
    return limit == DecodeLimit::Compute ? tr("the dense-compute bound")
                                         : tr("the memory-bandwidth bound");
}

ResultBound resultBound(const Result& result, const ResultTarget& target) {
    ResultBound bound;
    bound.measured = measuredTokensPerSecond(result, target);
    bound.chips = resultChips(result, target);
    if (result.kind != ResultKind::Serving) {
        bound.noBoundReason = tr("a chip-figure measurement has no serving bound");
        return bound;
    }
    if (!target.model) {
        bound.noBoundReason = tr("model '%1' is not in the catalog: no bound").arg(result.model);
        return bound;
    }
    if (!target.chip) {
        bound.noBoundReason =
            target.system
                ? tr("the chip of %1 is not in the catalog: no bound").arg(target.system->name)
                : tr("hardware '%1' is not a chip or system of the catalog: "
                     "no bound")
                      .arg(result.hardwareId);
        return bound;
    }
    if (bound.chips < 1) {
        bound.noBoundReason = tr("the result ran on no chips: no bound");
        return bound;
    }

    // Precisions: the weights' must be given (the bound depends on it most); a missing KV
    // precision is the weights' 16- or 8-bit format, as engines store the cache in the model's
    // dtype unless told otherwise.
    if (!result.precision) {
        bound.noBoundReason = tr("the weight precision is not given: no bound");
        return bound;
    }
    const std::optional<WeightPrecision> weights = weightFormat(*result.precision);
    if (!weights) {
        bound.noBoundReason = tr("weight precision %1: the calculator has no format for it, no "
                                 "bound")
                                  .arg(precisionName(*result.precision));
        return bound;
    }
    bound.weights = *weights;
    if (result.precision == Precision::FP4)
        bound.assumptions << tr("FP4 weights computed as MXFP4 (4.25 bits per weight)");
    if (result.kvPrecision) {
        const std::optional<KvPrecision> kv = kvFormat(*result.kvPrecision);
        if (!kv) {
            bound.noBoundReason =
                tr("KV cache precision %1: the calculator has no format for it, no bound")
                    .arg(precisionName(*result.kvPrecision));
            return bound;
        }
        bound.kv = *kv;
    } else {
        bound.kv = kvFormat(*result.precision).value_or(KvPrecision::FP8);
        bound.assumptions
            << (kvFormat(*result.precision)
                    ? tr("KV cache precision not given: %1, the weights'").arg(kvName(bound.kv))
                    : tr("KV cache precision not given: FP8"));
    }

    // Lengths: one request's context is its input and its output. A length not given counts
    // as none, which can only raise the bound: it stays an upper bound.
    const qint64 input = result.inputTokens.value_or(0);
    const qint64 output = result.outputTokens.value_or(0);
    bound.contextTokens = std::max<qint64>(1, input + output);
    if (!result.inputTokens || !result.outputTokens)
        bound.assumptions << tr("%1 not given: counted as no tokens, which can only raise the "
                                "bound")
                                 .arg(!result.inputTokens && !result.outputTokens
                                          ? tr("input and output lengths")
                                      : !result.inputTokens ? tr("input length")
                                                            : tr("output length"));

    FitInputs inputs = kFitDefaults;
    inputs.weights = bound.weights;
    inputs.kv = bound.kv;
    inputs.contextTokens = bound.contextTokens;

    // The batch: the result's concurrency, one request, or the most sequences that fit (an
    // Offline or Server run keeps its chips as full as their memory allows).
    const std::optional<chipatlas::Scenario> scenario = result.scenario;
    if (scenario == chipatlas::Scenario::Single) {
        bound.batchBasis = BoundBatch::One;
    } else if (result.concurrency && *result.concurrency > 0) {
        bound.batchBasis = BoundBatch::Concurrency;
    } else {
        bound.batchBasis = BoundBatch::MostThatFit;
        if (scenario == chipatlas::Scenario::Concurrency)
            bound.assumptions << tr("concurrency not given: the most sequences that fit");
    }

    // An upper bound is the most any deployment of the result's chips could reach
    // (docs/MODEL-FIT.md section 8), on a system too: a system's instances and replicas
    // (section 7) are one deployment to rent, and their total can fall below what the same chips
    // serve otherwise. The candidates: all the chips as one pool (the weights once, every chip's
    // memory for the KV cache), and groups of 1, 2, 4 ... chips (and of one system's chips),
    // each group serving its own sequences; the bound is the highest. One request at a time
    // runs on one group. A fit considers at most kMaxFitChips chips: more are that many,
    // scaled to all of them.
    struct Deployment {
        int group = 0;         // chips of one group (of the pool)
        double replicas = 1.0; // groups serving at once
        qint64 batch = 0;      // sequences per group
        FitResult fit;
    };
    const bool single = bound.batchBasis == BoundBatch::One;
    const auto deploy = [&](int group, double replicas) -> Deployment {
        Deployment d;
        d.group = group;
        d.replicas = single ? 1.0 : replicas;
        FitInputs in = inputs;
        in.chips = group;
        if (bound.batchBasis == BoundBatch::MostThatFit) {
            const std::optional<qint64> most = maxBatch(*target.model, *target.chip, in);
            if (!most) {
                d.fit = computeFit(*target.model, *target.chip, in);
                if (d.fit.noBoundReason.isEmpty())
                    d.fit.noBoundReason =
                        tr("%1's memory is unknown: no bound").arg(target.chip->name);
                return d;
            }
            in.batch = *most;
        } else if (bound.batchBasis == BoundBatch::Concurrency) {
            in.batch =
                std::max<qint64>(1, qint64(std::ceil(double(*result.concurrency) / d.replicas)));
        } else {
            in.batch = 1;
        }
        d.batch = in.batch;
        d.fit = FitCalculator(*target.model, in).fit(*target.chip, FitCalculator::Detail::Notes);
        if (d.fit.noBoundReason.isEmpty() && !d.fit.decodeTokensPerSecondAggregate)
            d.fit.noBoundReason = missingFigureReason(*target.chip, d.fit);
        return d;
    };
    const auto total = [](const Deployment& d) {
        return d.fit.decodeTokensPerSecondAggregate.value_or(0.0) * d.replicas;
    };

    const int poolChips = std::min(bound.chips, kMaxFitChips);
    const Deployment pool = deploy(poolChips, double(bound.chips) / double(poolChips));
    if (!pool.fit.noBoundReason.isEmpty()) {
        bound.noBoundReason = pool.fit.noBoundReason;
        return bound;
    }
    QList<int> groups;
    for (int group = 1; group < poolChips; group *= 2)
        groups << group;
    if (target.system && target.system->chipCount < poolChips &&
        !groups.contains(target.system->chipCount))
        groups << target.system->chipCount;
    Deployment best = pool;
    for (const int group : std::as_const(groups)) {
        const Deployment d = deploy(group, double(bound.chips / group));
        if (d.fit.noBoundReason.isEmpty() && total(d) > total(best) * (1.0 + 1e-9))
            best = d;
    }

    const auto scaled = [&best](std::optional<double> v) -> std::optional<double> {
        if (v)
            return *v * best.replicas;
        return v;
    };
    bound.tokensPerSecond = total(best);
    bound.bandwidthBound = scaled(best.fit.decodeBandwidthBound);
    bound.computeBound = scaled(best.fit.decodeComputeBound);
    bound.limit = best.fit.decodeLimit;
    bound.batch = bound.batchBasis == BoundBatch::MostThatFit
                      ? qint64(std::floor(double(best.batch) * best.replicas))
                  : single ? 1
                           : *result.concurrency;
    const int systems = std::max(1, result.hardwareCount);
    if (best.group == poolChips) {
        if (bound.chips > poolChips && !single)
            bound.assumptions << tr("more than %1 chips: computed on %1 and scaled to all %2")
                                     .arg(fitdetail::integer(double(poolChips)),
                                          fitdetail::integer(double(bound.chips)));
        if (target.system)
            bound.assumptions
                << (systems == 1
                        ? tr("on one system of %1 chips: bounded as its chips in one pool (the "
                             "weights once, every chip's memory for the KV cache)")
                              .arg(fitdetail::integer(double(target.system->chipCount)))
                        : tr("on %1 systems of %2 chips: bounded as all %3 chips in one pool "
                             "(the weights once, every chip's memory for the KV cache)")
                              .arg(fitdetail::integer(double(systems)),
                                   fitdetail::integer(double(target.system->chipCount)),
                                   fitdetail::integer(double(bound.chips))));
    } else {
        if (target.system)
            bound.assumptions
                << (systems == 1 ? tr("on one system of %1 chips")
                                       .arg(fitdetail::integer(double(target.system->chipCount)))
                                 : tr("on %1 systems of %2 chips")
                                       .arg(fitdetail::integer(double(systems)),
                                            fitdetail::integer(double(target.system->chipCount))));
        bound.assumptions << (single || best.replicas < 1.5
                                  ? tr("bounded as one group of %1 chips: more than all %2 "
                                       "chips reach in one pool")
                                        .arg(fitdetail::integer(double(best.group)),
                                             fitdetail::integer(double(bound.chips)))
                                  : tr("bounded as %1 groups of %2 chips, each with its own "
                                       "copy of the weights: more than all %3 chips reach "
                                       "in one pool")
                                        .arg(fitdetail::integer(best.replicas),
                                             fitdetail::integer(double(best.group)),
                                             fitdetail::integer(double(bound.chips))));
    }

    const QString chipsText = fitdetail::chips(double(bound.chips));
    switch (bound.batchBasis) {
    case BoundBatch::One:
        bound.assumptions.prepend(tr("batch: one request at a time"));
        break;
    case BoundBatch::Concurrency:
        bound.assumptions.prepend(
            tr("batch: the concurrency of %1").arg(fitdetail::integer(double(bound.batch))));
        break;
    case BoundBatch::MostThatFit:
        bound.assumptions.prepend(tr("batch: the most sequences that fit, %1 on %2")
                                      .arg(fitdetail::integer(double(bound.batch)), chipsText));
        break;
    }
    bound.assumptions.insert(
        1, tr("context: %1 per request").arg(fitdetail::tokens(double(bound.contextTokens))));

    if (bound.measured && bound.tokensPerSecond && *bound.tokensPerSecond > 0.0) {
        bound.efficiency = *bound.measured / *bound.tokensPerSecond;
        bound.aboveBound = *bound.efficiency > 1.0 + 1e-9;
    }
    return bound;
}

FigureCheck checkFigure(const Result& result, const Chip* chip) {
    FigureCheck check;
    check.measured = result.measuredValue;
    if (result.kind != ResultKind::Figure) {
        check.noneReason = tr("a serving result measures no chip figure");
        return check;
    }
    check.field = fieldFromKey(result.figure);
    if (!check.field || fieldInfo(*check.field).kind != FieldKind::Number) {
        check.field.reset();
        check.noneReason = tr("'%1' is not a numeric chip figure").arg(result.figure);
        return check;
    }
    if (!chip) {
        check.noneReason =
            tr("hardware '%1' is not a chip or system of the catalog").arg(result.hardwareId);
        return check;
    }
    const Figure& figure = chip->figure(*check.field);
    check.publishedStatus = figure.status;
    if (!figure.hasValue() || figure.number() <= 0.0) {
        check.noneReason =
            tr("%1's %2 is %3")
                .arg(chip->name, fieldLabel(*check.field), statusDisplayName(figure.status));
        return check;
    }
    check.published = figure.number();
    if (!check.measured) {
        check.noneReason = tr("no measured value");
        return check;
    }
    check.fraction = *check.measured / *check.published;
    check.abovePublished = *check.fraction > 1.0 + 1e-9;
    return check;
}

QString claimText(const Result& result) {
    switch (result.claim) {
    case ClaimKind::Audited: {
        QStringList parts;
        const QString benchmark =
            QStringList{QStringLiteral("MLPerf"), result.mlperfVersion, result.mlperfDivision}
                .join(QLatin1Char(' '))
                .simplified();
        parts << benchmark;
        if (!result.publisher.isEmpty())
            parts << result.publisher;
        if (!result.mlperfResultId.isEmpty())
            parts << tr("result %1").arg(result.mlperfResultId);
        return tr("audited: %1").arg(parts.join(QLatin1String(", ")));
    }
    case ClaimKind::Independent:
        return result.publisher.isEmpty() ? tr("independent")
                                          : tr("independent: %1").arg(result.publisher);
    case ClaimKind::Vendor:
        return result.publisher.isEmpty() ? tr("vendor claim")
                                          : tr("vendor claim: %1").arg(result.publisher);
    case ClaimKind::Own:
        break;
    }
    return tr("your own run, not audited");
}

Comparability resultsComparable(const Result& a, const Result& b) {
    Comparability c;
    if (a.kind != b.kind) {
        c.reason = tr("a serving result and a chip-figure measurement do not compare");
        return c;
    }
    if (a.kind == ResultKind::Figure) {
        if (a.figure != b.figure) {
            c.reason = tr("they measure different figures (%1, %2)").arg(a.figure, b.figure);
            return c;
        }
        c.comparable = true;
        return c;
    }
    if (a.model.compare(b.model, Qt::CaseInsensitive) != 0) {
        c.reason = tr("different models (%1, %2)").arg(a.model, b.model);
        return c;
    }
    if (a.scenario != b.scenario) {
        const auto name = [](const Result& r) {
            return r.scenario ? scenarioDisplayName(*r.scenario) : tr("no scenario");
        };
        c.reason = tr("different scenarios (%1, %2)").arg(name(a), name(b));
        return c;
    }
    const bool auditedA = a.claim == ClaimKind::Audited;
    const bool auditedB = b.claim == ClaimKind::Audited;
    if (auditedA != auditedB) {
        c.reason = tr("an audited MLPerf result compares only with audited MLPerf results");
        return c;
    }
    if (auditedA && a.mlperfVersion.compare(b.mlperfVersion, Qt::CaseInsensitive) != 0) {
        c.reason = tr("different MLPerf versions (%1, %2): an MLPerf result compares only with "
                      "results of the same version")
                       .arg(a.mlperfVersion, b.mlperfVersion);
        return c;
    }
    c.comparable = true;
    return c;
}

int claimPreference(ClaimKind claim) {
    switch (claim) {
    case ClaimKind::Own:
        return 0;
    case ClaimKind::Audited:
        return 1;
    case ClaimKind::Independent:
        return 2;
    case ClaimKind::Vendor:
        return 3;
    }
    return 4;
}

} // namespace chipatlas
