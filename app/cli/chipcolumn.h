#pragma once

#include "domain/chip.h"
#include "domain/precision.h"

#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

namespace chipatlas::cli {

// Something the command line can sort by, print or (later) plot or compare: a catalog figure
// named by its reference CSV column ("tdp_w"), an identity column ("id", "name", "vendor") or
// a computed figure ("perf_per_watt", dense TFLOPS per watt at a precision). These keys are
// what `list --sort` accepts, and what later commands taking a FIELD accept too.
class ChipColumn final {
public:
    static std::optional<ChipColumn> fromKey(QStringView key, Precision precision);
    static ChipColumn forField(Field field);
    static ChipColumn perfPerWatt(Precision precision);
    static QStringList keys(); // every accepted key, for error messages and --help

    QString key() const;
    QString label() const;  // "TDP", "BF16 perf/W"
    QString header() const; // label with its unit: "TDP (W)", "BF16 perf/W (TFLOPS/W)"
    bool isNumeric() const;
    Unit unit() const;

    // The value with its provenance. Identity columns come back as published text.
    Figure figure(const Chip& chip) const;
    // The value a sort compares (null when missing, so figureLessThan puts it last).
    QVariant sortValue(const Chip& chip) const { return figure(chip).value; }
    // The cell of a text table; see figureText().
    QString cellText(const Chip& chip) const;

    friend bool operator==(const ChipColumn&, const ChipColumn&) = default;

private:
    enum class Kind { Id, Name, Vendor, CatalogField, PerfPerWatt };
    ChipColumn(Kind kind, Field field, Precision precision)
        : m_kind(kind)
        , m_field(field)
        , m_precision(precision) {}

    Kind m_kind;
    Field m_field;
    Precision m_precision;
};

} // namespace chipatlas::cli
