#pragma once

#include "domain/chip.h"
#include "domain/llmmodel.h"
#include "domain/modelfit.h"

#include <QList>

namespace chipatlas::cli {

class CliContext;

// fit MODEL --all-chips: the model on every chip of the catalog, in the order of the GUI's fit
// table as it opens (by chip name, ties by id). The model is reduced once (FitCalculator), and
// each chip's answer is printed and dropped before the next is computed: with --json the array
// is written element by element (the bytes QJsonDocument::Indented writes), so that 100,000
// chips never sit in memory as one document. The text is a table of the first rows and the
// notes, each cut to the first entries and a count (boundedlist.h) unless `verbose`.
void printFitAllChips(CliContext& context, const LlmModel& model, const QList<Chip>& chips,
                      const FitInputs& inputs, bool json, bool verbose);

} // namespace chipatlas::cli
