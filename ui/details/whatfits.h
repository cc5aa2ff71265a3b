#pragma once

#include "domain/chip.h"
#include "domain/llmmodel.h"
#include "domain/whatfits.h"

#include <QList>
#include <QPalette>
#include <QString>

namespace chipatlas {

// The details pane's "What fits on this chip" section: core's whatFitsOnChip() with the fit
// defaults (kFitDefaults) under a memory budget, the answer `chipatlas-cli fits-on` prints for
// the same chip and budget.
namespace whatfits {

// "Of 26 models, N fit at FP16, M at INT8, K at INT4."
QString sentence(const WhatFits& fits);
// The section: a heading "What fits in 80 GB", the sentence, the table and a link with the
// URL fitLinkUrl() to open the calculator on this chip. Sizes in GB or GiB (`memoryUnits`).
QString sectionHtml(const Chip& chip, const QList<LlmModel>& models, const QPalette& palette,
                    const MemoryBudget& budget = kFitDefaults.budget,
                    MemoryUnits memoryUnits = MemoryUnits::Decimal);
QString fitLinkUrl(); // "chipatlas:fit"

} // namespace whatfits
} // namespace chipatlas
