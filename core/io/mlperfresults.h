#pragma once

#include "domain/result.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace chipatlas {

// Results published by MLCommons (MLPerf Inference, github.com/mlcommons/inference_results_vX.Y)
// read from a copy of their folders, as audited serving results (README, "Measured results").
//
// The layout: <root>/summary_results.json (MLCommons' table of every result: its "ID", e.g.
// "5.1-0001", its "Location", its "version" and "weight_data_types"),
// <root>/<division>/<Submitter>/systems/<system>.json (accelerator_model_name,
// accelerators_per_node, number_of_nodes, submitter, system_name, framework) and
// <root>/<division>/<Submitter>/results/<system>/<benchmark>/<Scenario>/performance/run_1/
// mlperf_log_summary.txt. The folder given is a submitter's folder (with results/ and
// systems/) or one system's folder under results/; summary_results.json is looked for in the
// folders above it.
//
// Each benchmark and scenario with a valid performance run that reports measured tokens per
// second (the summary's "Tokens per second" in Offline, "Completed tokens per second" in Server
// and Interactive; "(inferred)" figures are not measurements) becomes one result:
//   id              mlperf-<version>-<submitter>-<system>-<benchmark>-<scenario>, as a slug
//   model           mlperfModelId(): the catalog's model, else the MLPerf benchmark name
//   hardware        mlperfChipId() of accelerator_model_name, or the user's mapping of it;
//                   hardware_count = accelerators_per_node x number_of_nodes
//   scenario        the folder's: offline, server, interactive (MLPerf's Interactive summary
//                   says "Server": the folder tells them apart)
//   tokens_per_s    as above; ttft_p50_ms/p99 and tpot_p50_ms/p99 from the summary's first
//                   token and time-to-output-token percentiles (ns) where it has them
//   precision       weight_data_types of summary_results.json when it is one precision
//   claim_kind      audited; publisher = submitter; mlperf_version, mlperf_division and
//                   mlperf_result_id from summary_results.json; source = the summary file's URL
//                   in MLCommons' repository; notes = benchmark, system and software
//   date            the day MLCommons published the round (mlperfPublicationDate()), or
//                   `publishedOn` when the caller gives it; a round ChipAtlas does not know,
//                   without `publishedOn`, is refused (the files do not say when it was
//                   published, and a result needs its date: no guess).
// Other benchmarks (image, recommendation: no tokens per second) and accuracy or compliance
// runs are left out and listed in `skipped`. The read stops at the first problem, naming the
// file: a folder of another layout, no summary_results.json, a result missing from it, an
// accelerator no catalog chip matches (or more than one does) and the user did not map, a
// summary without a number, a result validateResult() refuses.
struct MlperfReadOptions {
    QStringList chipIds;    // the catalog's chips
    QSet<QString> modelIds; // the catalog's models
    // The user's mapping of an accelerator_model_name to a chip id; it wins over the rule.
    QHash<QString, QString> acceleratorChips;
    // The date MLCommons published the folder's round, given by the user (`chipatlas-cli import
    // --results FOLDER --published DATE`); it wins over mlperfPublicationDate().
    std::optional<QDate> publishedOn;
    QDate today = QDate::currentDate();
};
struct MlperfResults {
    QList<Result> results;
    QStringList skipped; // "closed/NVIDIA/results/X/rgat/Offline: no tokens per second ..."
};
// An accelerator_model_name that no catalog chip matches (or more than one does) and the user
// did not map: what the GUI's import asks the user to map.
struct MlperfUnmatchedAccelerator {
    QString name;
    QStringList candidates; // the chip ids that match it, when more than one does
    bool operator==(const MlperfUnmatchedAccelerator&) const = default;
};
// With `unmatched`, the read goes on past an accelerator it cannot match and lists every such
// one there (once each, in the order met); it still fails with the first one's message.
std::optional<MlperfResults>
readMlperfResults(const QString& folder, const MlperfReadOptions& options, QString* error,
                  QList<MlperfUnmatchedAccelerator>* unmatched = nullptr);

// The day MLCommons published the results of an MLPerf Inference round ("v5.0" or "5.0"), as its
// announcement of the round is dated; nullopt for a round ChipAtlas does not know.
std::optional<QDate> mlperfPublicationDate(const QString& version);

// Whether `path` is a folder readMlperfResults() reads (a submitter's or one system's).
bool isMlperfResultsFolder(const QString& path);

// The catalog chip of an MLPerf accelerator name: the chip whose id, without its vendor prefix
// ("nvidia-", "amd-"), has every '-'-separated part among the name's words, compared without
// case: "NVIDIA B200-SXM-180GB" is nvidia-b200, "NVIDIA H100-SXM-80GB" nvidia-h100-sxm (not
// nvidia-h100-nvl), "AMD Instinct MI300X 192GB HBM3" amd-mi300x, "NVIDIA L40S" nvidia-l40s (not
// nvidia-l40). None or more than one: nullopt, with the matching ids in *candidates.
std::optional<QString> mlperfChipId(const QString& acceleratorName, const QStringList& chipIds,
                                    QStringList* candidates = nullptr);
// The catalog model of an MLPerf benchmark name: llama2-70b-99 and -99.9 are llama-2-70b,
// llama3.1-405b llama-3.1-405b, llama3.1-8b (and -edge) llama-3.1-8b, mixtral-8x7b and
// deepseek-r1 themselves, when the catalog has that model; else the benchmark name.
QString mlperfModelId(const QString& benchmark, const QSet<QString>& modelIds);

} // namespace chipatlas
