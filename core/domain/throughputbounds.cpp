// The throughput upper bounds of a fit (docs/MODEL-FIT.md section 5): decode is the smaller
// of the memory-bandwidth bound (every step reads the active weights and the KV cache) and the
// compute bound (2 x active params FLOP per token at the dense throughput of the precision the
// engine computes in); prefill is the compute bound.
#include "modelfit_p.h"

#include <QCoreApplication>

namespace chipatlas::fitdetail {

namespace {

// The precision a weight format computes in where the chip has the matching units. MXFP4
// falls back to BF16 on chips without FP4 (computeBoundPrecision); weight-only formats (INT4,
// other bit widths) are dequantised and compute in 16-bit.
Precision nativePrecision(WeightPrecision::Format format) {
    switch (format) {
    case WeightPrecision::Format::FP32:
        return Precision::FP32;
    case WeightPrecision::Format::FP16:
        return Precision::FP16;
    case WeightPrecision::Format::FP8:
        return Precision::FP8;
    case WeightPrecision::Format::INT8:
        return Precision::INT8;
    case WeightPrecision::Format::MXFP4:
        return Precision::FP4;
    case WeightPrecision::Format::BF16:
    case WeightPrecision::Format::INT4:
    case WeightPrecision::Format::CustomBits:
        break;
    }
    return Precision::BF16;
}

bool hasFigure(const Chip& chip, Field field) {
    const Figure& figure = chip.figure(field);
    return figure.hasValue() && figure.number() > 0.0;
}

// The compute precision for the bounds, with a note when it is not the weights' own.
Precision computeBoundPrecision(const Chip& chip, const FitInputs& in, QStringList& notes) {
    const Precision native = nativePrecision(in.weights.format);
    if (in.weights.format == WeightPrecision::Format::INT4 ||
        in.weights.format == WeightPrecision::Format::CustomBits)
        notes << QCoreApplication::translate(
                     "ModelFit",
                     "compute and prefill bounds: weight-only quantisation (%1) computes in "
                     "16-bit, so the BF16 throughput is used")
                     .arg(in.weights.displayName());
    if (native == Precision::FP4 && !hasFigure(chip, throughputField(Precision::FP4))) {
        // Engines run MXFP4 weights without FP4 units as weight-only: dequantised to BF16
        // (vLLM's Marlin and Triton MXFP4 kernels on Hopper and Ampere).
        notes << QCoreApplication::translate(
                     "ModelFit",
                     "compute and prefill bounds: %1's FP4 throughput is %2, so MXFP4 runs "
                     "weight-only, dequantised to BF16: the BF16 throughput is used")
                     .arg(chip.name,
                          statusDisplayName(chip.figure(throughputField(Precision::FP4)).status));
        return Precision::BF16;
    }
    return native;
}

QString sramNote(const Chip& chip, const FitDetails& d) {
    return QCoreApplication::translate(
               "ModelFit",
               "decode bound: unknown. %1's memory bandwidth is its on-chip SRAM's; %2 does "
               "not fit in the SRAM of %3, so its weights would stream from external "
               "memory, whose bandwidth is not published")
        .arg(chip.name, d.arch.name, fitdetail::chips(double(d.inputs.chips)));
}

} // namespace

bool fastMemoryIsOnChipSram(const Chip& chip) {
    const Figure& type = chip.figure(Field::MemoryType);
    return type.hasValue() &&
           type.text().contains(QLatin1String("on-chip SRAM"), Qt::CaseInsensitive);
}

void addThroughputBounds(const Chip& chip, const MemoryPlan& plan, FitDetails& d, FitResult& result,
                         QStringList& notes) {
    const FitInputs& in = d.inputs;
    const double chips = double(in.chips);
    const double batch = double(in.batch);

    // Compute: 2 x active params FLOP per token, for prefill and for decode alike.
    d.computePrecision = computeBoundPrecision(chip, in, notes);
    result.computePrecision = d.computePrecision;
    d.tflops =
        usableFigure(chip, throughputField(d.computePrecision),
                     QCoreApplication::translate("ModelFit", "compute and prefill bounds"), notes);
    if (d.tflops > 0.0 && d.arch.activeParams > 0.0) {
        const double compute = chips * d.tflops * 1e12 / (2.0 * d.arch.activeParams);
        result.prefillTokensPerSecond = compute;
        result.decodeComputeBound = compute;
    }

    // Bandwidth: every step reads the active weights once and the whole KV cache (replicated
    // copies included, since each chip reads its own), for all sequences of the batch at once.
    d.kvPerToken = kvBytesPerTokenOf(d.arch, kvBytesPerElement(in.kv));
    d.activeWeightBytes =
        weightBytesOf(d.arch.activeExpertParams,
                      d.arch.activeReadParams - d.arch.activeExpertParams, d.arch.moe, in.weights);
    d.bytesPerStep = d.activeWeightBytes + plan.kvCache * plan.replication;
    // A bandwidth bound reads the bandwidth of the memory that holds the weights. The memory
    // figures of an on-chip-SRAM chip (Cerebras WSE-3, Groq LPU) are the SRAM's; a model that
    // does not fit in it streams its weights from external memory, whose bandwidth the catalog
    // does not publish: the bound is unknown, never the SRAM's (docs/MODEL-FIT.md section 5).
    if (fastMemoryIsOnChipSram(chip) && !plan.fits) {
        notes << sramNote(chip, d);
        return;
    }
    d.bandwidthGbs = usableFigure(chip, Field::MemoryBwGbs,
                                  QCoreApplication::translate("ModelFit", "decode bound"), notes);
    if (d.bandwidthGbs <= 0.0 || d.bytesPerStep <= 0.0)
        return;
    const double bandwidth = chips * d.bandwidthGbs * 1e9 / d.bytesPerStep * batch;
    result.decodeBandwidthBound = bandwidth;
    double aggregate = bandwidth;
    if (result.decodeComputeBound && *result.decodeComputeBound < bandwidth) {
        aggregate = *result.decodeComputeBound;
        result.decodeLimit = DecodeLimit::Compute;
        // Past the chip's ops:byte ratio the batch's FLOPs take longer than its reads.
        notes << QCoreApplication::translate(
                     "ModelFit",
                     "decode bound: at a batch of %1 the compute bound (%2 tokens/s) is below the "
                     "bandwidth bound (%3 tokens/s); decode is compute-bound there")
                     .arg(integer(batch), integer(aggregate), integer(bandwidth));
    }
    result.decodeTokensPerSecondAggregate = aggregate;
    result.decodeTokensPerSecondPerSequence = aggregate / batch;
}

void addNoThroughputBounds(const Chip& chip, const FitDetails& d, FitResult& result,
                           QStringList& notes) {
    const QString typed = fitdetail::chips(double(d.inputs.chips));
    if (const std::optional<int> needed = result.verdictChips())
        result.noBoundReason =
            QCoreApplication::translate("ModelFit", "does not fit on %1: needs %2")
                .arg(typed, fitdetail::chips(double(*needed)));
    else if (result.chipsNeeded)
        result.noBoundReason =
            QCoreApplication::translate(
                "ModelFit", "does not fit on %1: no tensor- or pipeline-parallel degree holds it")
                .arg(typed);
    else
        result.noBoundReason = QCoreApplication::translate(
                                   "ModelFit", "does not fit on %1: no number of chips holds it")
                                   .arg(typed);
    notes << QCoreApplication::translate("ModelFit", "throughput bounds: none, %1")
                 .arg(result.noBoundReason);
    if (fastMemoryIsOnChipSram(chip))
        notes << sramNote(chip, d);
}

} // namespace chipatlas::fitdetail
