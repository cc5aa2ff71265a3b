#pragma once

#include "catalogimport.h"
#include "domain/chip.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

#include <optional>

namespace chipatlas {

// Chips as CSV (RFC 4180, UTF-8, CRLF), read and written through libcsv.
//
// Columns: the reference accelerators.csv's columns in its order (id, vendor, name,
// family_generation, kind, the figures by key, sparsity_note, ..., source_urls, notes), then
// the provenance of every figure in Field order: `<key>_status`, `<key>_source`, `<key>_note`.
//   * a number is written in the C locale in its shortest exact form ("47.5", "21000000");
//   * `<key>_status` is a status key (published, computed, unverified, design_target,
//   not_published,
//     unknown), with ", sparsity_unstated" appended where the vendor does not say whether a
//     throughput is dense (csvFigureStatus());
//   * source_urls are joined by ';' (as in the reference; a URL cannot contain ';').
// Export writes every column, rows sorted by id, so export -> import -> export is
// byte-identical.
//
// Then visible_memory_bytes (not a reference column) and the attribute columns of
// csvfigureattributes.h (<key>_printed_unit, <key>_link_scope, <key>_configuration, <key>_range).
//
// Import: the header must name id, vendor and name; other columns are optional (a missing
// column leaves the stored value alone, see catalogimport.h; a figure without any of its
// attribute columns keeps its stored attributes), in any order. An unknown or
// repeated column is an error. Without a `<key>_status` column (the reference format) a
// figure with a value is `published` and an empty one `unknown`; with it, an empty status
// cell follows the same rule. A field is at most kMaxCsvFieldLength characters.
inline constexpr qsizetype kMaxCsvFieldLength = 65536;

// The reference CSV's columns, in its order.
QStringList referenceChipColumns();
// The columns export writes: referenceChipColumns() and the provenance columns.
QStringList chipCsvColumns();

QByteArray exportChipsCsv(QList<Chip> chips);

// exportChipsCsv() one row at a time: header(), then row() of each chip in id order (an export
// that streams the catalog, io/chipexportwriter.h).
class ChipCsvWriter final {
public:
    ChipCsvWriter();
    QByteArray header() const;
    QByteArray row(const Chip& chip);

private:
    struct ReferenceCell {
        QString Chip::*text = nullptr;
        bool sourceUrls = false;
        Field field{};
    };
    QStringList m_columns;
    QList<ReferenceCell> m_reference;
    QStringList m_cells;
};
// The same, reporting progress (chips written of all) and stopping with std::nullopt when
// `control` is cancelled.
std::optional<QByteArray> exportChipsCsv(QList<Chip> chips, const ImportControl& control);
// Fails with "line L, column C (name): what is wrong" (or "line L: ..." when no single
// column is at fault), e.g. "line 4, column 8 (tdp_w): -5 W is negative".
ChipFileResult readChipsCsv(const QByteArray& data, const ImportControl& control = {});

} // namespace chipatlas
