#pragma once

#include "domain/chip.h"
#include "domain/llmmodel.h"

#include <QList>
#include <QPalette>
#include <QString>

namespace chipatlas {

// "What fits on this chip": every catalog model at FP16, INT8 and INT4 on one chip, with the
// calculator's defaults (15% headroom, 8,192 tokens of context or the model's maximum when
// shorter, batch 1, BF16 KV cache), each from computeFit(). Shown in the details pane.
namespace whatfits {

struct Count {
    int models = 0;
    int fp16 = 0;
    int int8 = 0;
    int int4 = 0;
};

// How many models fit at each precision; all zero when the chip's memory is missing.
Count count(const Chip& chip, const QList<LlmModel>& models);
// "Of 26 models, N fit at FP16, M at INT8, K at INT4."
QString sentence(const Count& count);
// The section: a heading "What fits in 80 GB", the sentence, the table and a link with the
// URL fitLinkUrl() to open the calculator on this chip.
QString sectionHtml(const Chip& chip, const QList<LlmModel>& models, const QPalette& palette);
QString fitLinkUrl(); // "chipatlas:fit"

} // namespace whatfits
} // namespace chipatlas
