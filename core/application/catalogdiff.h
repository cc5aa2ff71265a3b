#pragma once

#include "io/catalogcopy.h"

#include <QDateTime>
#include <QList>
#include <QLocale>
#include <QSet>
#include <QString>
#include <QStringView>

#include <optional>

namespace chipatlas {

// What changed between two records of a catalog (two snapshots, or a snapshot and the catalog
// now): the entries added, removed and changed, each change field by field with the old and the
// new value as the views show them, their statuses, whether the source changed, and a price's
// move in percent. Pure: it compares two CatalogItems and reads no storage; the "What changed"
// view and `chipatlas-cli diff` both call it (README, "What changed").
//
// Which entries changed is what the catalog copy's comparison says (planCatalogCopy(),
// io/catalogcopy.h: the same kinds compared field by field, origins aside); the diff adds the
// entries the later record no longer holds and the text of each differing field.

enum class DiffEntryKind { Chip, ChipPrice, Model, System, Offer, Result, Scenario };
// "chip", "chip_price", "model", "system", "offer", "result", "scenario": the words of
// `chipatlas-cli diff --kind` and of the exports.
QString diffEntryKindKey(DiffEntryKind kind);
QString diffEntryKindDisplayName(DiffEntryKind kind); // "chip", "chip price", ... (translated)
std::optional<DiffEntryKind> diffEntryKindFromKey(QStringView key);

enum class DiffChange { Added, Removed, Changed };
QString diffChangeKey(DiffChange change);         // "added", "removed", "changed"
QString diffChangeDisplayName(DiffChange change); // translated
std::optional<DiffChange> diffChangeFromKey(QStringView key);

struct FieldDiff {
    QString key;                       // schema key ("memory_gb", "tdp_w", "price")
    QString label;                     // translated label, as the table's header says it
    QString before, after;             // the text the views show (figureformat), "" when absent
    QString beforeStatus, afterStatus; // statusDisplayName(); "" for a field without a status
    bool sourceChanged = false;
    bool noteChanged = false;      // a figure's note (the value and status may be the same)
    std::optional<double> percent; // a price's move, (after - before) / before x 100

    friend bool operator==(const FieldDiff&, const FieldDiff&) = default;
};

struct EntryDiff {
    DiffEntryKind kind = DiffEntryKind::Chip;
    QString id;   // a chip price's is its chip's id
    QString name; // as the views name the entry: a chip's name, an offer's provider and instance
    DiffChange change = DiffChange::Changed;
    QList<FieldDiff> fields; // a change's differing fields in schema order; empty when added
                             // or removed
};

struct CatalogDiff {
    QString fromLabel, toLabel; // snapshot names, or "now"
    QDateTime fromTime, toTime; // when each was taken (UTC); invalid when not known
    QList<EntryDiff> entries;   // sorted by kind, name, id
    QLocale locale;             // the locale the texts are in: the exports write percents in it
    int added = 0, removed = 0, changed = 0;

    bool isEmpty() const { return entries.isEmpty(); }
};

// The diff from `before` to `after`. Texts in `locale` (the views' and the CLI's).
CatalogDiff diffCatalogs(const CatalogItems& before, const CatalogItems& after,
                         const QString& fromLabel, const QString& toLabel,
                         const QLocale& locale = QLocale());

// Which rows a view or `chipatlas-cli diff` shows. An empty set takes every kind (change); the
// text, when not empty, must occur (any case) in the entry's id or name, or in one of its
// fields' key, label, before or after text.
struct DiffFilter {
    QSet<DiffEntryKind> kinds;
    QSet<DiffChange> changes;
    QString text;

    bool accepts(const EntryDiff& entry) const;
};

// The entries `filter` accepts, counted again; the labels and times stay.
CatalogDiff filteredDiff(const CatalogDiff& diff, const DiffFilter& filter);

// One row of the diff as a table shows it: a changed entry has a row per differing field
// (`field` its index in entry.fields), an added or removed entry one row (`field` -1).
struct DiffRow {
    qsizetype entry = 0;
    qsizetype field = -1;
};
enum class DiffColumn { Kind, Name, Id, Change, Field, Before, After, Percent };
// The rows of the entries `filter` accepts, sorted by `column` (ties in the diff's order: kind,
// name, id, then the fields' order). Percent sorts by the number, rows without one last in
// either order; the texts sort as a person reads them (QCollator in `locale`), numbers by
// their position in the diff's order.
QList<DiffRow> diffRows(const CatalogDiff& diff, const DiffFilter& filter = {},
                        DiffColumn column = DiffColumn::Kind,
                        Qt::SortOrder order = Qt::AscendingOrder,
                        const QLocale& locale = QLocale());

// "3 added, 1 removed, 12 changed" (translated).
QString diffCountsText(const CatalogDiff& diff);
// A price's move as the view, the CLI and the memo write it: "+7.1 %", "-10.5 %", "0.0 %".
QString diffPercentText(double percent, const QLocale& locale = QLocale());

} // namespace chipatlas
