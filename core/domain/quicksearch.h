#pragma once

#include "chiporder.h"
#include "llmmodel.h"
#include "system.h"

#include <QList>
#include <QStringList>
#include <QStringView>

#include <functional>
#include <optional>

namespace chipatlas {

// The quick search (the GUI's Ctrl+K): the chips, systems and models a few typed words name.
// The query is split at blanks; an entry matches when every word is in one of its names, in any
// case: a chip's name, vendor, family or id (chipMatchesText(), word by word), a system's name,
// vendor or id or the name or id of the chip it is built of ("trainium2" finds trn2.48xlarge and
// the Trn2 UltraServer), a model's name, family, id or Hugging Face repository ("meta-llama/...":
// the publisher stands for a vendor). A query of blanks matches nothing.
enum class QuickSearchKind { Chip, System, Model };

struct QuickSearchHit {
    QuickSearchKind kind = QuickSearchKind::Chip;
    int row = 0; // in the list of that kind given to quickSearch()

    friend bool operator==(const QuickSearchHit&, const QuickSearchHit&) = default;
};

struct QuickSearchResult {
    QList<QuickSearchHit> hits; // the best matches, at most the limit
    qsizetype total = 0;        // every match: total - hits.size() were left out
};

// The words of a query: split at blanks, empty parts dropped.
QStringList quickSearchWords(QStringView query);
bool chipMatchesWords(const Chip& chip, const QStringList& words);
// `chipName`: the name of the system's chip (System::chipId) in the catalog, empty when the
// catalog has no such chip.
bool systemMatchesWords(const System& system, const QStringList& words, QStringView chipName = {});
bool modelMatchesWords(const LlmModel& model, const QStringList& words);

// Every match of the query counted, the best `limit` of them returned, best first: an entry
// whose name or id is the query, then one where each word starts a word of its name or id
// ("h100" in "NVIDIA H100 SXM", not "100"), then the others; within each, chips before systems
// before models, then by name and id (tieComesBefore()). One pass over each list; std::nullopt
// when `cancelled` returns true before it is done (a newer query replaced this one).
std::optional<QuickSearchResult> quickSearch(const ChipRows& chips, const QList<System>& systems,
                                             const QList<LlmModel>& models, QStringView query,
                                             qsizetype limit,
                                             const std::function<bool()>& cancelled = {});

} // namespace chipatlas
