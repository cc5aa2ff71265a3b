#pragma once

#include "domain/comparison.h"

#include <QByteArray>
#include <QJsonObject>
#include <QLocale>
#include <QString>

namespace chipatlas {

// A comparison as text for reports, the clipboard and the command line. Every form shows the
// same cells (comparisonCellText), winners, notes and summary as the compare view.

// CSV (RFC 4180, quoted by libcsv, CRLF line ends), one line per row after the header:
//   group, field, label, unit, <chip name>, <chip name> status, <chip name> unit, ... (per
//   chip), winner, note, left_out ("<chip name>: <reason key>; ..."), about_the_same,
//   winner_may_be_sparse, mixed_printed_units, too_close_to_call ("yes" or empty)
// A value's unit column names the unit its number is in as its source printed it ("GiB/s" for
// Trainium's 820, "GB/s" for the L40S's 864; docs/DOMAIN-RULES.md rule 4).
// A value column holds the plain number in `locale` (the default C locale gives "1307.4", which
// every spreadsheet reads) or the text; it is empty when the figure is missing, and the status
// column says why ("not_published", "unknown"; "published, sparsity_unstated" where the vendor
// does not say whether a throughput is dense). winner is the winning chip's name or empty.
QByteArray comparisonToCsv(const Comparison& comparison, const QLocale& locale = QLocale::c());

// GitHub Markdown: a heading per group with a table whose winning cell is in **bold**, then the
// marker legend and the three summary sentences as a list.
QString comparisonToMarkdown(const Comparison& comparison, const QLocale& locale = QLocale());

// Plain text for a terminal or an e-mail: per group a heading and aligned columns (figure, one
// column per chip, winner or "about the same"; long text wrapped), each row's note under it, then
// the legend and the summary.
QString comparisonToPlainText(const Comparison& comparison, const QLocale& locale = QLocale());

// {"chips": [ids], "precision": "bf16",
//  "rows": [{"field": key, "group": "compute"|"memory"|"power"|"interconnect"|"availability"|
//            "dates"|"silicon", "unit": symbol or "", "values": [number|string|null],
//            "statuses": [status keys], "winner": index|null, "ratios": [number|null],
//            "comparable": bool, "left_out": ["not_published"|"unknown"|"unverified"|
//            "design_target"|"other_link_scope"|null per chip], "about_the_same": bool,
//            "winner_may_be_sparse": bool, "mixed_printed_units": bool,
//            "printed_units": [symbol per value], "too_close_to_call": bool,
//            "ratio_ranges": [[low, high]|null per chip], "note": text}],
//  "summary": [three sentences]}
QJsonObject comparisonToJson(const Comparison& comparison);
// The JSON key of a group, stable across languages.
QString comparisonGroupKey(FieldGroup group);

} // namespace chipatlas
