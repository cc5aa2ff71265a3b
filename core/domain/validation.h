#pragma once

#include "chip.h"
#include "field.h"
#include "figure.h"
#include "llmmodel.h"
#include "offer.h"
#include "ownershipscenario.h"
#include "result.h"
#include "system.h"

#include <QList>
#include <QLocale>
#include <QSet>
#include <QString>
#include <QStringView>

#include <optional>

namespace chipatlas {

// What a chip or an LLM model must satisfy before it is saved, imported or accepted by an
// editor. Every message names the field by its label and key and says what is wrong, e.g.
// "TDP (tdp_w): -5 W is negative". Messages are translated (context "Validation").
//
// Identity: id, vendor and name are required; an id is a slug: a lowercase letter or digit,
// then lowercase letters, digits, '.', '-' or '_' (as the built-in ids: "nvidia-h100-sxm",
// "qwen2.5-7b-instruct"), at most kMaxIdLength characters.
//
// Figures (docs/DOMAIN-RULES.md rule 1): a figure with a value is published, computed or
// unverified; one without a value is not_published or unknown. "sparsity unstated" is only for a
// throughput figure with a value. Text values are not empty; dates are YYYY, YYYY-MM or YYYY-MM-DD
// (a real calendar date, years 1900 to 2200). Numbers are finite and within the bounds below.
//
// Bounds of numeric figures (stored units; a chip is one package, a wafer counts as one); a
// minimum "> 0" is also "at least kSmallestFigure" (below):
//
//   key                   minimum      maximum    why the maximum
//   transistors_billion   > 0          1e5        WSE-3 has 4,000 billion; 100 trillion is absurd
//   tdp_w                 > 0          1e5        100 kW per chip (WSE-3 systems draw ~23 kW)
//   memory_gb             > 0          1e6        1 PB of memory on one chip
//   memory_bw_gbs         > 0          1e9        1 EB/s (WSE-3 on-chip SRAM: 2.1e7 GB/s)
//   fp64 .. fp4 (TFLOPS)  > 0          1e6        1 EFLOPS per chip
//   int8_tops_dense       > 0          1e6        1 EOPS per chip
//   interconnect_bw_gbs   > 0          1e7        10 PB/s per chip
//   scaleup_domain_chips  >= 1, whole  1e7        ten million chips in one domain
//   launch_price_usd      > 0          1e9        a billion dollars per chip
//   visible_memory_bytes  > 0, whole  1e15       1 PB, as memory_gb's maximum (a byte count;
//                                                no cross-check with memory_gb: the total a
//                                                driver reports is above the printed GB on
//                                                NVIDIA, below the printed GiB on TPU v4)
//
// Attributes (figure.h): a printed unit only on a field takesPrintedUnit() (memory_gb,
// memory_bw_gbs, interconnect_bw_gbs), a link scope only on interconnect_bw_gbs, a
// configuration (text rules) and a range only on a number. A range has both ends, within the
// field's bounds, around the figure's value: low <= value <= high.
//
// Text: at most kMaxTextLength characters per value, no NUL or other control characters
// (a line break and a tab are allowed in notes). A chip's source URLs (chip and figure) carry
// no spaces, line breaks or ';' (the CSV separator of source lists); a model's sources are
// free text ("https://... (model card)"), as in the reference llm-models.csv.
inline constexpr int kMaxIdLength = 128;
inline constexpr int kMaxTextLength = 65536;

// Numbers too small to mean anything. Every number ChipAtlas reads (a file's cell, an editor's
// field, a command-line value) is zero or at least kSmallestNumber in magnitude: below it lie
// the subnormal doubles (4.9e-324 and its neighbours), which keep few significant digits and
// would print as hundreds of zeros. A figure (a chip's, a system's, an offer's price, an LLM
// model's number) is zero where that is allowed, or at least kSmallestFigure in its unit: 1e-6
// W, 1e-6 TFLOPS, 1e-6 GB, $1e-6 per hour (the smallest real figure in the catalog is over
// 0.01).
inline constexpr double kSmallestNumber = 1e-300;
inline constexpr double kSmallestFigure = 1e-6;
// Whether `value` is not zero but smaller in magnitude than kSmallestNumber.
bool isTooSmallToMean(double value);
// Why the number written as `text` is refused when isTooSmallToMean(): "\"4.9e-324\" is too close
// to zero to mean anything; write 0 or a number of at least 1e-300" (translated).
QString tooSmallToMeanText(const QString& text);

// A number field's file or form text (a result's, an ownership scenario's), in C locale
// ("1234.5", "1.2e4"); empty text clears `out`. No group separators: "1,5" is refused rather
// than read as 15, whatever the user's locale meant. Returns why the text is refused (without
// the field's name: the caller names it), else an empty string.
QString readOptionalNumber(QStringView text, std::optional<double>& out);
// The same for a count: a whole number of at most two billion.
QString readOptionalWholeNumber(QStringView text, std::optional<int>& out);

struct NumberBounds {
    double minimum = 0;            // the smallest allowed value (or the bound not reached)
    bool minimumExclusive = false; // true: the value must be greater than `minimum`
    double maximum = 0;
    bool integer = false; // a count: a whole number
};
// The bounds of a numeric figure; std::nullopt for text and date fields.
std::optional<NumberBounds> fieldBounds(Field field);

// One thing wrong with a chip or model. `key` is the identity key ("id", "vendor"), a figure's
// key ("tdp_w") or a model field's key; `field` is set for figures.
struct ValidationIssue {
    QString key;
    std::optional<Field> field;
    QString message; // complete: "TDP (tdp_w): -5 W is negative"
    QString problem; // the same without the field's name: "-5 W is negative"
};

// An empty string when the id is a valid slug; otherwise what is wrong, naming "ID (id)".
QString validateId(const QString& id);
// An empty string when `id` is not in `existingIds`; otherwise "ID (id): ... is already used".
QString validateUniqueId(const QString& id, const QSet<QString>& existingIds);
// An empty string when YYYY, YYYY-MM or YYYY-MM-DD names a real date (years 1900..2200).
bool isValidDate(QStringView text);

// The problem of one figure (empty when none). The value's type must match the field's kind
// (double for numbers, QString for text and dates).
QString validateFigure(Field field, const Figure& figure);
// A number that a user typed for `field` (bounds only), for editors before they build a Figure.
QString validateNumber(Field field, double value);

// Every problem of a chip, in the order of its fields (identity first). Empty: the chip is fine.
QList<ValidationIssue> validateChip(const Chip& chip);
// Every problem of an LLM model: id and name required, id a slug; numbers finite and
// non-negative; counts (layers, heads, hidden size, vocabulary, context) greater than zero;
// params_total_b > 0 and at most 1e5 (100 trillion); params_active_b <= params_total_b;
// num_kv_heads <= num_attention_heads; experts_per_token <= num_experts.
QList<ValidationIssue> validateModel(const LlmModel& model);

// Every problem of a system (systemvalidation.cpp): id, vendor, name and chip_id required (id
// and chip_id slugs); chip_count a whole number from 1 to 1e7; each figure as validateFigure()
// checks a chip's (status rules, text rules, a printed unit only where the field takes one)
// with these bounds: scaleup_domain_chips whole, 1..1e7; scaleup_bw_per_chip_gbs > 0, 1e7;
// host_memory_gb > 0, 1e9; system_power_w and rack_power_w > 0, 1e8 (100 MW);
// vendor_total_*_tflops > 0, 1e12; vendor_total_memory_gb > 0, 1e12;
// vendor_total_memory_bw_gbs > 0, 1e13. `key` of an issue is the system field's key.
QList<ValidationIssue> validateSystem(const System& system);
// Every problem of an offer: id a slug; target_id a slug; provider and instance required;
// chips a whole number from 1 to 1e7; each price finite and > 0 (at most 1e7 per instance
// hour), currency three capital letters, a seen date from 2000-01-01 to 2200, text rules.
QList<ValidationIssue> validateOffer(const Offer& offer);
// Every problem of a measured result (resultvalidation.cpp): id a slug; hardware a slug and
// hardware_count a whole number from 1 to 1e7; source required (a result is a claim with its
// source) and, for an audited result, publisher (the submitter), mlperf_version and
// mlperf_result_id; a serving result names its model, a scenario and at least one throughput
// (tokens_per_s, tokens_per_s_per_chip or tokens_per_s_per_user), and a "concurrency" scenario
// its concurrency; a figure measurement names a chip field that is a number (field.h key) and
// its measured_value, and takes no serving figure; parallel degrees, concurrency and token
// lengths whole numbers from 1 to 1e7; throughputs > 0 and at most 1e12 tok/s; latencies > 0
// and at most 1e7 ms; power > 0 and at most 1e9 W; a date from 2000-01-01 to 2200, never in the
// future of `today` by more than a day; text rules as for chips. `key` of an issue is the result
// field's key.
QList<ValidationIssue> validateResult(const Result& result, const QDate& today);
// Every problem of an ownership scenario (ownershipvalidation.cpp), refused with a message that
// names the field: id a slug, name and hardware required (hardware a slug); units, chip_count
// and server_chips whole numbers from 1 to 1e7; purchase_price not negative (at most 1e12);
// infrastructure_pct from 0 to 1000; depreciation_years above 0 ("zero years" is refused) and at
// most 50; power_w above 0, at most 1e9; server_overhead from 1 to 10; pue from 1 to 5;
// electricity_per_kwh from 0 to 100; hosting_per_kw_month from 0 to 1e5; support_per_year from 0
// to 1e12; utilisation_pct above 0 and at most 100 (more is refused: "above 100 %"); rack_kw
// above 0, at most 1e4; facility_mw above 0, at most 1e5; currency three capital letters; every
// number finite. `key` of an issue is the scenario field's key.
QList<ValidationIssue> validateOwnershipScenario(const OwnershipScenario& scenario);
// What a system or an offer refers to must be in the catalog (Catalog::importItems() and the
// repositories' restore() refuse it otherwise): a system's chip_id is one of `chipIds`; an offer's
// target_id is one of `chipIds` or `systemIds`. Empty when it is; else the one issue, under the
// key chip_id or target_id.
QList<ValidationIssue> validateSystemReferences(const System& system, const QSet<QString>& chipIds);
QList<ValidationIssue> validateOfferReferences(const Offer& offer, const QSet<QString>& chipIds,
                                               const QSet<QString>& systemIds);

// The issues as one text, one per line (for a CLI or a message box).
QString issuesText(const QList<ValidationIssue>& issues);

// Parses a number typed in an editor: first in `locale` (group separators allowed, "1.307,4"
// in German), then in the C locale ("1307.4"), so that a pasted C number works everywhere.
// Surrounding spaces are ignored. Empty text, garbage ("12abc"), NaN, infinities and numbers
// too small to mean anything (isTooSmallToMean()) are refused with a message in *error
// (translated, without a field name).
std::optional<double> parseLocaleNumber(const QString& text, const QLocale& locale, QString* error);

} // namespace chipatlas
