#pragma once

// Measured results with real published numbers for the views' tests, each with its source:
// MLPerf Inference results of Llama 2 70B, the built-in results of ChipAtlas (read from
// resources/catalog/results.json, built from resources/reference/results.csv, which cites each)
// and a small catalog of them for the Results table, the details pane and the results dialog.
#include "application/catalogsnapshot.h"
#include "io/resultcatalogfile.h"

#include <QDate>
#include <QString>

#include <algorithm>

namespace chipatlas::resulttestdata {

inline const QString kH200 = QStringLiteral("nvidia-h200-sxm");
inline const QString kMi300x = QStringLiteral("amd-mi300x");
inline const QString kBoard = QStringLiteral("nvidia-hgx-h200-8gpu");
inline const QString kLlama = QStringLiteral("llama-2-70b");

inline Chip builtInChip(const char* id) {
    const std::optional<Chip> chip = CatalogSnapshot::builtInChip(QString::fromLatin1(id));
    if (!chip)
        qFatal("no built-in chip %s", id);
    return *chip;
}

inline System builtInSystem(const char* id) {
    const std::optional<System> system = CatalogSnapshot::builtInSystem(QString::fromLatin1(id));
    if (!system)
        qFatal("no built-in system %s", id);
    return *system;
}

// Llama 2 70B, the chat checkpoint MLPerf runs, as the built-in catalog has it.
inline LlmModel llama2_70b() {
    const std::optional<LlmModel> model =
        CatalogSnapshot::builtInModel(QStringLiteral("llama-2-70b"));
    if (!model)
        qFatal("no built-in model llama-2-70b");
    return *model;
}

// MLPerf Inference v5.0 closed, NVIDIA, 8 x H200 SXM, TensorRT, Llama 2 70B Offline: 34,988.2
// tokens/s at 120.008 samples/s, FP8 weights and KV cache:
// https://github.com/mlcommons/inference_results_v5.0/blob/main/closed/NVIDIA/results/H200-SXM-141GBx8_TRT/llama2-70b-99/Offline/performance/run_1/mlperf_log_summary.txt
inline Result h200Offline() {
    Result r;
    r.id = QStringLiteral("mlperf-v5.0-llama2-70b-offline-nvidia-h200x8");
    r.kind = ResultKind::Serving;
    r.model = QStringLiteral("llama-2-70b");
    r.hardwareId = QStringLiteral("nvidia-h200-sxm");
    r.hardwareCount = 8;
    r.engine = QStringLiteral("TensorRT");
    r.precision = Precision::FP8;
    r.kvPrecision = Precision::FP8;
    r.scenario = Scenario::Offline;
    r.outputTokens = 292;
    r.tokensPerS = 34988.2;
    r.claim = ClaimKind::Audited;
    r.publisher = QStringLiteral("NVIDIA");
    r.mlperfVersion = QStringLiteral("v5.0");
    r.mlperfDivision = QStringLiteral("closed");
    r.mlperfResultId = QStringLiteral("5.0-0060");
    r.date = QDate(2025, 4, 2);
    r.source = QStringLiteral(
        "https://github.com/mlcommons/inference_results_v5.0/blob/main/closed/NVIDIA/results/"
        "H200-SXM-141GBx8_TRT/llama2-70b-99/Offline/performance/run_1/mlperf_log_summary.txt");
    return r;
}

// MLPerf Inference v5.0 closed, NVIDIA, DGX H100 (8 x H100 SXM), TensorRT, Llama 2 70B Offline:
// 31,306.8 tokens/s at 107.256 samples/s:
// https://github.com/mlcommons/inference_results_v5.0/blob/main/closed/NVIDIA/results/DGX-H100_H100-SXM-80GBx8_TRT/llama2-70b-99/Offline/performance/run_1/mlperf_log_summary.txt
inline Result h100Offline() {
    Result r = h200Offline();
    r.id = QStringLiteral("mlperf-v5.0-llama2-70b-offline-nvidia-h100x8");
    r.hardwareId = QStringLiteral("nvidia-h100-sxm");
    r.tokensPerS = 31306.8;
    r.mlperfResultId.clear();
    r.source = QStringLiteral(
        "https://github.com/mlcommons/inference_results_v5.0/blob/main/closed/NVIDIA/results/"
        "DGX-H100_H100-SXM-80GBx8_TRT/llama2-70b-99/Offline/performance/run_1/"
        "mlperf_log_summary.txt");
    return r;
}

// MLPerf Inference v5.1 closed, Nebius, 8 x H200 SXM, TensorRT 10.11, Llama 2 70B Offline:
// 34,812.1 tokens/s:
// https://github.com/mlcommons/inference_results_v5.1/blob/main/closed/Nebius/results/H200-SXM-141GBx8_TRT/llama2-70b-99/Offline/performance/run_1/mlperf_log_summary.txt
inline Result h200OfflineV51() {
    Result r = h200Offline();
    r.id = QStringLiteral("mlperf-v5.1-llama2-70b-offline-nebius-h200x8");
    r.tokensPerS = 34812.1;
    r.publisher = QStringLiteral("Nebius");
    r.mlperfVersion = QStringLiteral("v5.1");
    r.mlperfResultId = QStringLiteral("5.1-0075");
    r.date = QDate(2025, 9, 9);
    r.source = QStringLiteral(
        "https://github.com/mlcommons/inference_results_v5.1/blob/main/closed/Nebius/results/"
        "H200-SXM-141GBx8_TRT/llama2-70b-99/Offline/performance/run_1/mlperf_log_summary.txt");
    return r;
}

// The built-in result `id` as ChipAtlas ships it.
inline Result builtInResult(const QString& id) {
    static const QList<Result> results = [] {
        QString problem;
        const std::optional<ResultCatalogFile> file = builtInResults(&problem);
        if (!file)
            qFatal("the built-in results do not read: %s", qPrintable(problem));
        return file->results;
    }();
    const auto found =
        std::find_if(results.cbegin(), results.cend(), [&](const Result& r) { return r.id == id; });
    if (found == results.cend())
        qFatal("no built-in result %s", qPrintable(id));
    return *found;
}

// The views' catalog: the H200 as a chip and as NVIDIA's HGX H200 8-GPU board, the MI300X, Llama
// 2 70B, and one result of each kind of claim from the built-in results:
// kMlperf: audited, MLPerf v5.0 closed, NVIDIA, Llama 2 70B Offline on 8 x H200 SXM (its rate
// per chip worked out from the total);
inline const QString kMlperf = QStringLiteral("mlperf-v5.0-llama2-70b-offline-nvidia-h200x8");
// kVendor: NVIDIA's claim for Llama 3.1 405B (a model this catalog lacks) on the HGX H200 board;
inline const QString kVendor = QStringLiteral("nvidia-blog-llama3.1-405b-hgx-h200-isl2048-osl128");
// kSweep: Argonne's LLM-Inference-Bench, independent, vLLM on one MI300X at concurrency 64;
inline const QString kSweep =
    QStringLiteral("anl-llm-inference-bench-llama2-70b-mi300x1-vllm-io128-bs64");
// kGemm: a figure measurement, Stas Bekman's FP8 matmul on the H200 (mamf-finder), independent.
inline const QString kGemm = QStringLiteral("mamf-nvidia-h200-sxm-fp8");

inline Result mlperf() {
    return builtInResult(kMlperf);
}
inline Result vendorClaim() {
    return builtInResult(kVendor);
}
// On one chip the source's total is the rate per chip: given as such, not worked out.
inline Result sweep() {
    Result result = builtInResult(kSweep);
    result.tokensPerSPerChip = result.tokensPerS;
    return result;
}
inline Result gemm() {
    return builtInResult(kGemm);
}

inline System board() {
    return builtInSystem("nvidia-hgx-h200-8gpu");
}

inline CatalogSnapshot snapshot(QList<Result> results = {mlperf(), vendorClaim(), sweep(),
                                                         gemm()}) {
    std::sort(results.begin(), results.end(),
              [](const Result& a, const Result& b) { return a.id < b.id; });
    return CatalogSnapshot({builtInChip("amd-mi300x"), builtInChip("nvidia-h200-sxm")},
                           {llama2_70b()}, {}, {board()}, {}, std::move(results));
}

// The audited H200 result made ten times too fast: above its bound.
inline Result tenTimesTooFast() {
    Result r = mlperf();
    r.id = QStringLiteral("ten-times-too-fast");
    r.claim = ClaimKind::Own;
    r.origin = Origin::User;
    r.tokensPerS = *r.tokensPerS * 10;
    return r;
}

// The built-in H200 with the audited MLPerf result, the result made ten times too fast and the
// FP8 matmul measured on it.
inline CatalogSnapshot realSnapshot() {
    return CatalogSnapshot({builtInChip("nvidia-h200-sxm")}, {llama2_70b()}, {}, {}, {},
                           {mlperf(), tenTimesTooFast(), gemm()});
}

} // namespace chipatlas::resulttestdata
