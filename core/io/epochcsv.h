#pragma once

#include "domain/field.h"
#include "domain/figure.h"
#include "importplan.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

namespace chipatlas {

// Epoch AI's "Data on Machine Learning Hardware" (https://epoch.ai/data/machine-learning-hardware),
// the CSV as Epoch publishes it (ml_hardware.csv, CC BY 4.0). README, "Keeping the catalog":
// what is read, how a figure's status is chosen and how rows find the catalog's chips.
//
// Columns read (each figure converted to the catalog's unit, docs/DOMAIN-RULES.md rule 4):
//   Tensor-FP16/BF16 performance (FLOP/s) -> bf16_tflops_dense   (/ 1e12)
//   FP8 / FP4 performance (FLOP/s)        -> fp8_ / fp4_tflops_dense
//   FP32 / FP64 / TF32 performance        -> fp32_tflops, fp64_tflops, tf32_tflops_dense
//   INT8 performance (OP/s)               -> int8_tops_dense
//   Memory (bytes)                        -> memory_gb: / 2^30 printed "GiB" when the count
//                                            is a whole number of GiB and not of GB, else
//                                            / 1e9 printed "GB"
//   Memory bandwidth (byte/s)             -> memory_bw_gbs (/ 1e9, printed "GB/s")
//   TDP (W) -> tdp_w; Release date -> released; Release price (USD) -> launch_price_usd
//   (its source is "Source for the price", not the datasheet);
//   Process size (nm) -> process_node ("5 nm"); Transistors (millions) -> transistors_billion
// Other columns are ignored, so that a newer copy with more columns still reads.

// The columns without which a file is not Epoch's hardware CSV (the issue and Epoch's
// documentation list them); a header lacking one is refused, naming the missing ones.
QStringList epochRequiredColumns();
// Whether `data`'s first line names Epoch's "Hardware name" and
// "Tensor-FP16/BF16 performance (FLOP/s)" columns: how the GUI's import recognises the file.
bool looksLikeEpochCsv(const QByteArray& data);
// The attribution every figure's note carries: "via Epoch AI, Data on Machine Learning Hardware
// (CC BY 4.0)".
QString epochAttribution();

// The web hosts that are a vendor's own (its datasheets, docs and blogs): a figure whose row links
// only elsewhere is unverified. `names` are matched against the row's Manufacturer, or the start
// of its Hardware name when the Manufacturer is empty (case-insensitive).
struct EpochVendorHosts {
    QStringList names;
    QStringList hosts; // "nvidia.com" also covers "resources.nvidia.com"
};

// What ships in resources/catalog/epoch-aliases.json: Epoch's names of built-in chips that the
// name rule (epochmatch.h) does not find, and the vendors' hosts.
struct EpochReference {
    QList<std::pair<QString, QString>> aliases; // Epoch's Hardware name -> chip id
    QList<EpochVendorHosts> vendors;
};
// The shipped table, read once.
const EpochReference& epochReference();
// Parses the table's JSON; nullopt and *error when it is malformed.
std::optional<EpochReference> parseEpochReference(const QByteArray& json, QString* error);

// One row of the file, its figures converted and with their provenance.
struct EpochRow {
    int line = 0; // the 1-based line the row starts on
    QString name, manufacturer, type, notes, lastModified;
    QStringList links; // the URLs of "Link to datasheet", in order
    // The row's figures with a value, in Field order: value in the catalog's unit, status
    // published (the link is the vendor's own and the notes name no third party for it) or
    // unverified, source the row's link (the vendor's when it has one), note the attribution.
    QList<std::pair<Field, Figure>> figures;
};

struct EpochFileResult {
    enum class Status { Ok, Failed, Cancelled };
    Status status = Status::Failed;
    QList<EpochRow> rows; // in file order
    QString error;        // Failed: "line L, column C (TDP (W)): what is wrong"
    bool ok() const { return status == Status::Ok; }
};

// Reads the whole file (all or nothing): not UTF-8 or not CSV, a missing column, an empty
// "Hardware name", or a cell that is not a number (or out of the field's bounds, validation.h)
// stops it naming the line, the column and what to do.
EpochFileResult readEpochCsv(const QByteArray& data,
                             const EpochReference& reference = epochReference(),
                             const ImportControl& control = {});

} // namespace chipatlas
