#pragma once

#include "precision.h"
#include "units.h"

#include <QString>
#include <QStringView>

#include <cstdint>
#include <optional>
#include <span>

namespace chipatlas {

// The one description of a catalog entry's fields, for every kind: a chip's figures (field.h),
// a system's (system.h) and an offer's own fields (offer.h) are three schemas of one type, so
// that what reads, writes, checks or shows fields can be written once over a schema. Each kind
// keeps its typed enum (Field, SystemField, OfferField) as the index into its schema, and each
// schema is a constexpr table checked by static_asserts beside its kind.

enum class FieldKind { Number, Text, Date };
// Which way is better when two entries are compared.
enum class Better { None, Higher, Lower };
enum class FieldGroup { Compute, Memory, Power, Interconnect, Availability, Dates, Silicon };

// What a field's value carries besides the value (figure.h). A catalog figure has a status,
// source and note; the marks after it apply to some fields only, validation refuses them on
// the others (validation.h) and the CSV format has columns for exactly these. An offer's own
// fields are plain values, without a status.
enum class FigureMark : std::uint8_t {
    Status = 1 << 0,                // published, computed, unverified, design target, ...
    SparsityUnstated = 1 << 1,      // a throughput the vendor does not say is dense
    PrintedUnit = 1 << 2,           // a capacity or a bandwidth printed in GB or GiB
    LinkScope = 1 << 3,             // a link between chips, or between a host and the chip
    ConfigurationAndRange = 1 << 4, // "air-cooled OAM", 300-350 W: a number's
};
using FigureMarks = std::uint8_t;
constexpr FigureMarks operator|(FigureMark a, FigureMark b) {
    return FigureMarks(FigureMarks(a) | FigureMarks(b));
}
constexpr FigureMarks operator|(FigureMarks a, FigureMark b) {
    return FigureMarks(a | FigureMarks(b));
}

struct FieldSpec {
    int index = 0;               // its place in the schema: int(Field::TdpW), int(SystemField::...)
    const char* key = nullptr;   // file formats, settings and the command line: never changes
    const char* label = nullptr; // English, translated in the schema's context (label())
    FieldKind kind = FieldKind::Text;
    Unit unit = Unit::None;
    Better better = Better::None;
    FieldGroup group = FieldGroup::Availability;
    int decimals = 0;                                  // shown in a table cell
    std::optional<Precision> precision = std::nullopt; // set for a throughput
    FigureMarks marks = FigureMarks(FigureMark::Status);

    constexpr bool takes(FigureMark mark) const { return (marks & FigureMarks(mark)) != 0; }
    // A capacity or a bandwidth in GB or GB/s keeps the unit its source printed.
    constexpr bool takesPrintedUnit() const { return takes(FigureMark::PrintedUnit); }
};

// The fields of one kind, in the order of its enum, with the translation context of their
// labels (the one lupdate files them under).
struct EntrySchema {
    const char* name = nullptr;    // "chip", "system", "offer"
    const char* context = nullptr; // "Field", "SystemField", "chipatlas"
    std::span<const FieldSpec> fields;

    const FieldSpec& at(int index) const { return fields[size_t(index)]; }
    QString key(int index) const;
    QString label(int index) const; // translated
    std::optional<int> indexOf(QStringView key) const;
};

// The rows of a schema's table, each kind's enum value E as its index. A text or a date
// (`kind`) with a status and no unit:
template <typename E>
constexpr FieldSpec plainField(E field, const char* key, const char* label, FieldKind kind,
                               FieldGroup group, Better better = Better::None) {
    return {.index = int(field),
            .key = key,
            .label = label,
            .kind = kind,
            .better = better,
            .group = group,
            .marks = FigureMarks(FigureMark::Status)};
}
// A number with a status, a configuration and a range, and a printed unit exactly when it is a
// capacity or a bandwidth in GB or GB/s; `own` adds what only some fields take (a throughput's
// sparsity flag, a link's scope).
template <typename E>
constexpr FieldSpec numberField(E field, const char* key, const char* label, Unit unit,
                                Better better, FieldGroup group, int decimals = 0,
                                std::optional<Precision> precision = std::nullopt,
                                FigureMarks own = 0) {
    const bool printable = unit == Unit::Gigabyte || unit == Unit::GigabytePerSecond;
    return {.index = int(field),
            .key = key,
            .label = label,
            .kind = FieldKind::Number,
            .unit = unit,
            .better = better,
            .group = group,
            .decimals = decimals,
            .precision = precision,
            .marks = FigureMarks((FigureMark::Status | FigureMark::ConfigurationAndRange) | own |
                                 (printable ? FigureMarks(FigureMark::PrintedUnit) : 0))};
}

const EntrySchema& chipSchema();   // field.cpp: Field
const EntrySchema& systemSchema(); // system.cpp: SystemField
const EntrySchema& offerSchema();  // offer.cpp: OfferField

// The typed view of one kind's schema, E its enum (Field, SystemField, OfferField): what each
// kind's header names allFields(), fieldInfo(), fieldKey(), ... (field.h, system.h, offer.h).
template <typename E, const EntrySchema& (*schema)()>
struct TypedSchema {
    static std::span<const FieldSpec> all() { return schema().fields; }
    static const FieldSpec& info(E field) { return schema().at(int(field)); }
    static QString key(E field) { return schema().key(int(field)); }
    static QString label(E field) { return schema().label(int(field)); } // translated
    static std::optional<E> fromKey(QStringView key) {
        const std::optional<int> index = schema().indexOf(key);
        return index ? std::optional(E(*index)) : std::nullopt;
    }
};

namespace schema_detail {
// Whether a table lists its rows in index order: row i has index i.
template <size_t N>
constexpr bool inIndexOrder(const FieldSpec (&rows)[N]) {
    for (size_t i = 0; i < N; ++i) {
        if (rows[i].index != int(i))
            return false;
    }
    return true;
}
// Whether exactly the capacities and bandwidths in GB or GB/s take a printed unit, and only
// numbers with a status take a configuration and a range.
template <size_t N>
constexpr bool marksFollowUnits(const FieldSpec (&rows)[N]) {
    for (const FieldSpec& row : rows) {
        const bool printable = row.unit == Unit::Gigabyte || row.unit == Unit::GigabytePerSecond;
        if (row.takesPrintedUnit() != printable)
            return false;
        if (row.takes(FigureMark::ConfigurationAndRange) &&
            (row.kind != FieldKind::Number || !row.takes(FigureMark::Status)))
            return false;
    }
    return true;
}
constexpr bool sameText(const char* a, const char* b) {
    while (*a && *a == *b) {
        ++a;
        ++b;
    }
    return *a == *b;
}
// Whether no two rows share a key.
template <size_t N>
constexpr bool uniqueKeys(const FieldSpec (&rows)[N]) {
    for (size_t i = 0; i < N; ++i) {
        for (size_t j = i + 1; j < N; ++j) {
            if (sameText(rows[i].key, rows[j].key))
                return false;
        }
    }
    return true;
}
} // namespace schema_detail

} // namespace chipatlas
