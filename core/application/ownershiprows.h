#pragma once

#include "application/ownershiprules.h"

#include <QDate>
#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>

namespace chipatlas {

// An own-or-rent report (ownershiprules.h), or two side by side, as rows: what the GUI's "Own or
// rent" view shows, what `chipatlas-cli tco` prints and what every export (ownershipexport.h)
// writes, so that both front ends show the same words and numbers (docs/MODEL-FIT.md section 9,
// docs/DOMAIN-RULES.md rule 8: a cost travels with every assumption that made it).

// The report's sections, in the order every view and export shows them.
enum class OwnershipSection {
    Owning,      // what owning costs per hour, how it splits, per (used) chip-hour, 1 and 3 years
    Renting,     // the offer compared with and what renting the same hours costs
    BreakEven,   // the utilisation above which owning is cheaper, and which is cheaper now
    Tokens,      // cost per million tokens owned and rented, tokens per second (with a model)
    Facility,    // power of one unit, placement at the facility's kW per rack, what fits
    Assumptions, // every assumption with its origin and source
};
inline constexpr OwnershipSection kAllOwnershipSections[] = {
    OwnershipSection::Owning, OwnershipSection::Renting,  OwnershipSection::BreakEven,
    OwnershipSection::Tokens, OwnershipSection::Facility, OwnershipSection::Assumptions};
// "owning", "renting", "break_even", "tokens", "facility", "assumptions": the exports' and
// `tco --json`'s words, stable across languages.
QString ownershipSectionKey(OwnershipSection section);
// "Owning", "Renting", "Break-even", "Tokens", "Power and facility", "Assumptions" (translated,
// context "OwnershipRows").
QString ownershipSectionTitle(OwnershipSection section);

// One report's answer on one row.
struct OwnershipCell {
    // The report has this answer. When false, `text` is "not available" (translated), or a
    // missing assumption's own words ("enter a purchase price"), and the report's problems say
    // why (no purchase price, no offer in the scenario's currency, ...).
    bool available = false;
    // As shown, in the table's locale, with its unit: "$98.32 per hour", "$1.229 per chip-hour",
    // "$861283" ("$861,283" in a locale that groups digits), "42.1 %", "10.2 kW", "8" (units
    // per rack); money through formatMoney() (money.h).
    QString text;
    // The plain number in `unit` (full precision, never rounded for display); none for a text
    // answer (the model, the offer without a price, the placement refused).
    std::optional<double> number;
    // The number's unit, stable across languages: "USD/h", "USD/chip-hour", "USD" (the scenario's
    // currency code in place of USD), "USD/Mtok", "USD/kWh", "USD/kW-month", "USD/year", "%",
    // "W", "kW", "MW", "years", "tokens/s", "tokens/s/kW", "" for a count or a factor.
    QString unit;
    // Where the figure comes from: set on every assumption and on the answers that carry a
    // provenance of their own (the unit's power, the offer, a cost per million tokens: Catalog
    // when measured, Estimate for the upper bound; the tokens per second).
    std::optional<AssumptionOrigin> origin;
    // The default's or the figure's source (URL or text), an estimate's formula with its
    // numbers, the offer's label, or the result or bound a cost per million tokens comes from.
    QString source;
    QDate date; // the default's or the figure's date, when it has one

    friend bool operator==(const OwnershipCell&, const OwnershipCell&) = default;
};

// One answer or assumption, with one cell per report (in the reports' order).
struct OwnershipRow {
    OwnershipSection section = OwnershipSection::Owning;
    // Stable across languages. Owning: "per_hour", "capital_per_hour", "power_per_hour",
    // "hosting_per_hour", "support_per_hour", "per_chip_hour", "utilisation",
    // "per_used_chip_hour", "one_year", "three_years", "availability" (only where a report has
    // an availability text). Renting: "offer", "rented_per_used_chip_hour", "rented_one_year",
    // "rented_three_years". Break-even: "break_even_utilisation", "cheaper_at_utilisation".
    // Tokens (only when a report names a model): "model", "owned_per_million_tokens",
    // "rented_per_million_tokens", "tokens_per_second_per_unit". Facility: "unit_power",
    // "rack_kw", "placement", "rack_kw_as_deployed", and with a facility's total power:
    // "facility_mw", "facility_units", "facility_racks", "facility_chips",
    // "facility_tokens_per_second", "tokens_per_second_per_kw". Assumptions: the assumption's
    // own key ("pue", "purchase_price", "offer_price", ...).
    QString key;
    QString label; // translated: "Cost per hour", "Capital (depreciation)", "PUE"
    QList<OwnershipCell> cells;

    friend bool operator==(const OwnershipRow&, const OwnershipRow&) = default;
};

struct OwnershipTable {
    // Per report, in order: the hardware's id and name (the columns' titles) and the report's
    // problems (OwnershipReport::problems: why an answer is absent, for a user).
    QStringList hardwareIds;
    QStringList hardwareNames;
    QList<QStringList> problems;
    QString currency; // the first report's (a comparison side by side shares one scenario)
    // In section order; within a section, the first report's rows in the order above, then any
    // row only a later report has. Rows of the Owning, Renting, Break-even and Facility sections
    // (up to "rack_kw_as_deployed") are always there, "not available" where a report cannot
    // answer; the Tokens rows only when a report names a model, the facility's totals only when
    // one gives a facility's total power.
    QList<OwnershipRow> rows;

    QList<OwnershipRow> section(OwnershipSection section) const;
    // The row of `key` in `section`; nullptr when the table has none.
    const OwnershipRow* row(OwnershipSection section, const QString& key) const;
};

// The rows of `reports` (one, or two side by side), the texts in `locale` (the GUI's; the CLI
// and the exports keep the C locale unless the user asked for another). The numbers are the
// reports' own, unrounded.
OwnershipTable ownershipTable(const QList<OwnershipReport>& reports,
                              const QLocale& locale = QLocale::c());

// "not available" (translated): the text of a cell whose report has no answer there.
QString ownershipNotAvailableText();

} // namespace chipatlas
