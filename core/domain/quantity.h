#pragma once

#include "chip.h"
#include "field.h"
#include "precision.h"
#include "units.h"

#include <QLocale>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <QVariant>

#include <optional>
#include <span>

namespace chipatlas {

// Where a key may be used. Every key sorts and lists except `throughput`, which is an alias of
// one catalog field chosen by the precision and so only names a chart axis; a chart plots the
// numbers and dates, never text (id, name, vendor, family_generation, kind, memory_type, ...).
// The GUI (table columns, --sort, --columns, --chart-x/-y, the chart's axis choosers) and the
// CLI (list --sort/--columns, chart --x/--y) accept exactly these sets.
enum class QuantityUse { Sort = 0x1, List = 0x2, Chart = 0x4 };

// The one vocabulary of chip quantities: everything a table column, a sort, a chart axis, a
// comparison row or a command line option names by key. A key is an identity property ("id",
// "name", "vendor", "family_generation", "kind"), a catalog Field key ("tdp_w", ...) or a
// computed figure: "throughput" (dense throughput at the chosen precision), "perf_per_watt"
// (dense throughput per watt of TDP) and "bandwidth_per_tflop" (memory bandwidth per dense
// TFLOPS). Keys are used in settings and on the command line: they never change once released.
//
// The precision-dependent quantities take their unit from the precision: TOPS for integer
// precisions, TFLOPS otherwise, also in the derived units (perf per watt is TOPS/W at INT8).
class Quantity final {
public:
    // Every quantity in registry order: identity, computed, then the catalog Fields in Field
    // order.
    static std::span<const Quantity> all();
    static QStringList keys(QuantityUse use); // registry order
    static std::optional<Quantity> fromKey(QStringView key);
    // The quantity `key` names when it can be used so, or nothing.
    static std::optional<Quantity> fromKey(QStringView key, QuantityUse use);
    // "unknown field \"x\" ..." helpers: the first keys of `use` and how many there are in all,
    // "id, name, vendor, ... (33 in all)" when there are more than `shown`.
    static QString keyList(QuantityUse use, int shown = 8);

    static Quantity id();
    static Quantity name();
    static Quantity vendor();
    static Quantity familyGeneration();
    static Quantity kind();
    static Quantity throughput();        // dense throughput at the precision
    static Quantity perfPerWatt();       // dense throughput per W at the precision
    static Quantity bandwidthPerTflop(); // GB/s per dense TFLOPS (TOPS) at the precision
    static Quantity forField(Field field);

    QString key() const;
    // "TDP", "Dense BF16 throughput", "BF16 perf/W", "Bandwidth per INT8 TOPS" (translated).
    QString label(Precision precision) const;
    Unit unit(Precision precision) const; // Unit::None for text and dates
    // The label with its unit: "TDP (W)", "INT8 perf/W (TOPS/W)", "Name".
    QString title(Precision precision) const;
    // Whether its source printed each value in GB or GiB (GB/s or GiB/s): a capacity or a
    // bandwidth, whose column converts a value printed in the other unit system and marks a
    // binary-printed one (figureformat.h, docs/DOMAIN-RULES.md rule 4).
    bool showsPrintedUnit() const;
    // The header of a table column (the GUI table, `chipatlas-cli list`): title(), with the
    // column's one unit where showsPrintedUnit() ("Memory (GB)", "Memory (GiB)" under
    // MemoryUnits::Binary, "Memory bandwidth (GB/s)").
    QString columnTitle(Precision precision,
                        MemoryUnits memoryUnits = MemoryUnits::Decimal) const;
    FieldKind valueKind() const; // Number, Text or Date
    bool isNumeric() const { return valueKind() == FieldKind::Number; }
    bool isDate() const { return valueKind() == FieldKind::Date; }
    Better better() const;
    bool canUse(QuantityUse use) const;
    // Whether the precision changes this quantity (the computed ones).
    bool followsPrecision() const;
    // The catalog field the value comes from (for throughput and perf per watt the throughput
    // field at `precision`, for bandwidth per TFLOP the bandwidth); none for identity.
    std::optional<Field> field(Precision precision) const;
    // Decimals of a table cell.
    int decimals() const;

    // The chip's value with its provenance: identity properties as published text, computed
    // figures with the note that says how (metrics.h) and the sparsity flag of their inputs.
    Figure figure(const Chip& chip, Precision precision) const;
    // The same without the computed note: cheap enough for every cell of a 100,000-row table.
    Figure value(const Chip& chip, Precision precision) const;
    // A table cell's text in the GUI table and `chipatlas-cli list`, without status markers:
    // the number with decimals() decimals ("989.5"), or where showsPrintedUnit() the number in
    // the column's unit, GB (GiB under MemoryUnits::Binary) or GB/s, converted from the unit its
    // source printed and marked ‡ when that was binary ("34.36 ‡" for Trainium's 32 GiB, "80";
    // columnCellText(), figureformat.h); text as it is. Empty when missing.
    QString cellText(const Figure& value, const QLocale& locale,
                     MemoryUnits memoryUnits = MemoryUnits::Decimal) const;
    // Whether `figure` (of this quantity) has no value to show: null, or empty text.
    bool isMissing(const Figure& figure) const;
    // The value a sort compares with figureLessThan(): a double (a capacity or bandwidth read in
    // decimal units, as its cell shows it), a QString, or null when missing (so that missing
    // values sort last in both directions).
    QVariant sortValue(const Chip& chip, Precision precision) const;
    // The same from a value() already read, so that a table cell reads the chip once.
    QVariant sortValue(const Figure& value) const;

    friend bool operator==(const Quantity&, const Quantity&) = default;

    // The kinds of quantity, in registry order (named by the registry's constexpr table).
    enum class Source : quint8 {
        Id,
        Name,
        Vendor,
        FamilyGeneration,
        Kind,
        Throughput,
        PerfPerWatt,
        BandwidthPerTflop,
        CatalogField,
    };

private:
    constexpr Quantity(Source source, Field field)
        : m_source(source)
        , m_field(field) {}

    Source m_source;
    Field m_field; // the catalog field; Field::ProcessNode for the other sources
};

// The unit of dense throughput at `precision`: Unit::Teraops for integer precisions,
// Unit::Teraflops otherwise.
Unit throughputUnit(Precision precision);

} // namespace chipatlas
