#pragma once

#include "domain/result.h"

#include <QList>

// Two results that together give every result field a value: an audited serving result (every
// serving field) and an independent figure measurement (every figure field). Each passes
// validateResult().
namespace resultfixtures {

inline chipatlas::Result servingResult() {
    using namespace chipatlas;
    Result r;
    r.id = QStringLiteral("mlperf-v5.0-llama2-70b-offline-h200x8");
    r.kind = ResultKind::Serving;
    r.model = QStringLiteral("llama-2-70b");
    r.checkpoint = QStringLiteral("meta-llama/Llama-2-70b-chat-hf");
    r.quantization = QStringLiteral("FP8 weights and KV, \"ModelOpt\"; calibrated");
    r.hardwareId = QStringLiteral("nvidia-h200-sxm");
    r.hardwareCount = 8;
    r.engine = QStringLiteral("TensorRT-LLM");
    r.engineVersion = QStringLiteral("0.17.0");
    r.precision = Precision::FP8;
    r.kvPrecision = Precision::FP8;
    r.tp = 2;
    r.pp = 1;
    r.ep = 1;
    r.scenario = Scenario::Concurrency;
    r.concurrency = 256;
    r.inputTokens = 1024;
    r.outputTokens = 2048;
    r.tokensPerS = 33071.7;
    r.tokensPerSPerChip = 4133.9625;
    r.tokensPerSPerUser = 0.1 + 0.2; // 0.30000000000000004: the shortest exact form survives
    r.ttftP50Ms = 412.5;
    r.ttftP99Ms = 1981.25;
    r.tpotP50Ms = 18.3;
    r.tpotP99Ms = 40.125;
    r.powerW = 5600;
    r.date = QDate(2025, 4, 2);
    r.source = QStringLiteral("https://github.com/mlcommons/inference_results_v5.0");
    r.publisher = QStringLiteral("NVIDIA");
    r.claim = ClaimKind::Audited;
    r.mlperfVersion = QStringLiteral("v5.0");
    r.mlperfDivision = QStringLiteral("closed");
    r.mlperfResultId = QStringLiteral("5.0-0058");
    r.notes = QStringLiteral("line 1,\nline 2 with \"quotes\"\tand a tab; äöü 日本");
    return r;
}

inline chipatlas::Result figureResult() {
    using namespace chipatlas;
    Result r;
    r.id = QStringLiteral("gemm-bf16-mi300x");
    r.kind = ResultKind::Figure;
    r.hardwareId = QStringLiteral("amd-mi300x");
    r.hardwareCount = 1;
    r.figure = QStringLiteral("bf16_tflops_dense");
    r.measuredValue = 1e-3 + 654.25; // many digits
    r.unit = QStringLiteral("TFLOPS");
    r.tool = QStringLiteral("hipBLASLt (rocm-bench)");
    r.size = QStringLiteral("M=N=K=8192");
    r.powerW = 750.5;
    r.date = QDate(2024, 12, 31);
    r.source = QStringLiteral("a blog post, \"GEMM on MI300X\"");
    r.publisher = QStringLiteral("Someone");
    r.claim = ClaimKind::Independent;
    return r;
}

inline QList<chipatlas::Result> allFieldResults() {
    return {servingResult(), figureResult()};
}

inline QDate today() {
    return QDate(2026, 1, 1);
}

} // namespace resultfixtures
