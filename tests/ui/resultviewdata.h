#pragma once

// A small catalog with measured results, for the Results table, the details pane and the
// results dialog: the H200 as a chip and as an 8-GPU board, an MLPerf v5.0 result on the board
// (its throughput per chip worked out from the total), an engine-sweep point marked independent
// and a vendor's claim on the chip (both invented for the tests: their sources say so), and a
// figure measurement of one's own.
#include "application/catalogsnapshot.h"
#include "domain/llmmodel.h"
#include "domain/result.h"
#include "testfigures.h"

namespace resulttestdata {

using namespace chipatlas;

inline const QString kH200 = QStringLiteral("nvidia-h200-sxm");
inline const QString kMi300x = QStringLiteral("amd-mi300x");
inline const QString kBoard = QStringLiteral("nvidia-hgx-h200-8gpu");
inline const QString kLlama = QStringLiteral("llama-2-70b");
inline const QString kMlperf = QStringLiteral("mlperf-v5.0-llama2-70b-offline-h200x8");
inline const QString kSweep = QStringLiteral("sweep-llama2-70b-h200-c64");
inline const QString kVendor = QStringLiteral("amd-blog-llama2-70b-mi300x");
inline const QString kGemm = QStringLiteral("gemm-bf16-h200");

inline Chip chip(const QString& id, const QString& vendor, const QString& name) {
    Chip chip;
    chip.id = id;
    chip.vendor = vendor;
    chip.name = name;
    chip.kind = QStringLiteral("gpu");
    chip.figure(Field::MemoryGb) = testfigures::number(141);
    chip.figure(Field::Bf16TflopsDense) = testfigures::number(989);
    return chip;
}

inline System board() {
    System system;
    system.id = kBoard;
    system.vendor = QStringLiteral("NVIDIA");
    system.name = QStringLiteral("NVIDIA HGX H200 8-GPU");
    system.chipId = kH200;
    system.chipCount = 8;
    return system;
}

inline LlmModel llama() {
    LlmModel model;
    model.value(ModelField::Id) = kLlama;
    model.value(ModelField::Name) = QStringLiteral("Llama 2 70B");
    return model;
}

inline Result mlperf() {
    Result result;
    result.id = kMlperf;
    result.model = kLlama;
    result.hardwareId = kBoard;
    result.hardwareCount = 1;
    result.engine = QStringLiteral("TensorRT-LLM");
    result.precision = Precision::FP8;
    result.kvPrecision = Precision::FP8;
    result.scenario = Scenario::Offline;
    result.tokensPerS = 34988.2;
    result.date = QDate(2025, 4, 2);
    result.source = QStringLiteral(
        "https://github.com/mlcommons/inference_results_v5.0/blob/main/closed/NVIDIA/results/"
        "H200-SXM-141GBx8_TRT/llama2-70b-99/Offline/performance/run_1/mlperf_log_summary.txt");
    result.publisher = QStringLiteral("NVIDIA");
    result.claim = ClaimKind::Audited;
    result.mlperfVersion = QStringLiteral("v5.0");
    result.mlperfDivision = QStringLiteral("closed");
    result.mlperfResultId = QStringLiteral("5.0-0060");
    result.origin = Origin::BuiltIn;
    return result;
}

inline Result sweep() {
    Result result;
    result.id = kSweep;
    result.model = kLlama;
    result.hardwareId = kH200;
    result.hardwareCount = 8;
    result.engine = QStringLiteral("vLLM");
    result.engineVersion = QStringLiteral("0.8.5");
    result.precision = Precision::FP8;
    result.scenario = Scenario::Concurrency;
    result.concurrency = 64;
    result.tokensPerS = 12000;
    result.tokensPerSPerChip = 1500;
    result.tokensPerSPerUser = 23.5;
    result.date = QDate(2025, 6, 1);
    result.source = QStringLiteral("test fixture: not a published measurement");
    result.claim = ClaimKind::Independent;
    return result;
}

inline Result vendorClaim() {
    Result result;
    result.id = kVendor;
    result.model = QStringLiteral("Llama 2 70B chat");
    result.hardwareId = kMi300x;
    result.hardwareCount = 8;
    result.engine = QStringLiteral("vLLM");
    result.precision = Precision::FP16;
    result.scenario = Scenario::Server;
    result.date = QDate(2024, 9, 1);
    result.source = QStringLiteral("test fixture: not a published claim");
    result.claim = ClaimKind::Vendor;
    return result; // no throughput given
}

inline Result gemm() {
    Result result;
    result.id = kGemm;
    result.kind = ResultKind::Figure;
    result.hardwareId = kH200;
    result.figure = QStringLiteral("bf16_tflops_dense");
    result.measuredValue = 712;
    result.unit = QStringLiteral("TFLOPS");
    result.tool = QStringLiteral("cuBLASLt");
    result.size = QStringLiteral("M=N=K=8192");
    result.date = QDate(2025, 3, 1);
    result.source = QStringLiteral("own notes");
    result.claim = ClaimKind::Own;
    return result;
}

inline CatalogSnapshot snapshot(QList<Result> results = {mlperf(), sweep(), vendorClaim(),
                                                         gemm()}) {
    std::sort(results.begin(), results.end(),
              [](const Result& a, const Result& b) { return a.id < b.id; });
    return CatalogSnapshot(
        {chip(kH200, QStringLiteral("NVIDIA"), QStringLiteral("NVIDIA H200 SXM")),
         chip(kMi300x, QStringLiteral("AMD"), QStringLiteral("AMD Instinct MI300X"))},
        {llama()}, {}, {board()}, {}, std::move(results));
}

// Llama 2 70B from its config.json
// (https://huggingface.co/meta-llama/Llama-2-70b-hf/blob/main/config.json): Llama 3.1 70B's
// layers, heads, KV heads, head and MLP sizes, with Llama 2's 32,000-token vocabulary and
// 4,096-token context.
inline LlmModel llama2_70b() {
    LlmModel model = *CatalogSnapshot::builtInModel(QStringLiteral("llama-3.1-70b"));
    model.value(ModelField::Id) = kLlama;
    model.value(ModelField::Name) = QStringLiteral("Llama 2 70B");
    model.value(ModelField::ParamsTotalB) = 68.977;
    model.value(ModelField::ParamsActiveB) = 68.977;
    model.value(ModelField::VocabSize) = qint64(32000);
    model.value(ModelField::MaxContext) = qint64(4096);
    model.value(ModelField::ConfigMaxPositionEmbeddings) = qint64(4096);
    model.value(ModelField::EmbeddingParamsB) = 0.262;
    model.value(ModelField::ParamsActiveExclInputEmbeddingB) = 68.715;
    model.value(ModelField::KvGibAtMaxContextBs1_16bit) = 1.25;
    return model;
}

// MLPerf Inference v5.0 closed, Llama 2 70B Offline on 8 H200 SXM, FP8 weights and KV cache:
// 34,988.2 tokens/s at 120.008 samples/s (292 output tokens each),
// https://github.com/mlcommons/inference_results_v5.0 "NVIDIA/results/H200-SXM-141GBx8_TRT/
// llama2-70b-99/Offline/performance/run_1/mlperf_log_summary.txt".
inline Result h200Offline() {
    Result r = mlperf();
    r.id = QStringLiteral("mlperf-v5.0-llama2-70b-offline-nvidia-h200x8");
    r.hardwareId = kH200;
    r.hardwareCount = 8;
    r.outputTokens = 292;
    r.tokensPerS = 34988.2;
    r.source = QStringLiteral("https://github.com/mlcommons/inference_results_v5.0");
    return r;
}

// The same result made ten times too fast: above its bound.
inline Result tenTimesTooFast() {
    Result r = h200Offline();
    r.id = QStringLiteral("ten-times-too-fast");
    r.claim = ClaimKind::Own;
    r.tokensPerS = *r.tokensPerS * 10;
    return r;
}

// The built-in H200 with the real MLPerf result, the result made ten times too fast and a
// BF16 GEMM measured at 712 TFLOPS.
inline CatalogSnapshot realSnapshot() {
    return CatalogSnapshot({*CatalogSnapshot::builtInChip(kH200)}, {llama2_70b()}, {}, {}, {},
                           {h200Offline(), tenTimesTooFast(), gemm()});
}

} // namespace resulttestdata
