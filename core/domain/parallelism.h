#pragma once

#include <QString>

namespace chipatlas {

// How a model is split across chips (docs/DOMAIN-RULES.md rule 5, docs/MODEL-FIT.md section 4).
// Tensor parallelism splits every layer's heads across the chips; pipeline parallelism gives
// each chip whole layers (a stage).
enum class Parallelism { Tensor, Pipeline };
QString parallelismKey(Parallelism parallelism); // "tensor", "pipeline" (CLI and JSON form)

// Which decode bound is the smaller: the memory bandwidth one or the compute one.
enum class DecodeLimit { Bandwidth, Compute };
QString decodeLimitKey(DecodeLimit limit); // "bandwidth", "compute"

} // namespace chipatlas
