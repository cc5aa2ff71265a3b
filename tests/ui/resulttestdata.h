#pragma once

// Measured results with real published numbers for the views' tests: MLPerf Inference v5.0
// closed Llama 2 70B Offline on eight H200 SXM, and the model it ran.
#include "application/catalogsnapshot.h"

#include <QDate>
#include <QString>

namespace chipatlas::resulttestdata {

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

} // namespace chipatlas::resulttestdata
