#pragma once

#include "domain/entry.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

class QMimeData;

namespace chipatlas {

// Chips and systems travel between views (table, chart, compare view) as the entries they name
// (EntryRef, entry.h) under one MIME type: UTF-8 text, one entry a line. The compare view's
// settings keep the same lines. These helpers are the only place that spells the format:
//   "nvidia-h100-sxm"            a chip
//   "nvidia-h100-sxm*16"         a chip taken 16 times
//   "system:nvidia-gb200-nvl72"  a system
QString entriesMimeType(); // "application/x-chipatlas-chip-ids"

// The line of an entry, and the entry of a line (trimmed; a line that is not "system:ID" or
// "ID*N" with N >= 1 names a chip by its whole text). Blank lines name nothing.
QString entryLine(const EntryRef& entry);
std::optional<EntryRef> entryFromLine(QStringView line);
QStringList entryLines(const QList<EntryRef>& entries);
// The entries of `lines` in order, without blank lines or duplicates.
QList<EntryRef> entriesFromLines(const QStringList& lines);

// A new QMimeData carrying the entries (and the same lines as plain text, so that dropping on a
// text editor pastes the ids). The caller owns it; a QDrag takes ownership.
QMimeData* createEntriesMimeData(const QList<EntryRef>& entries);
// The entries `data` carries, in order, without duplicates; empty when the type is absent.
QList<EntryRef> entriesFromMimeData(const QMimeData* data);
// True when `data` carries at least one entry.
bool hasEntries(const QMimeData* data);

} // namespace chipatlas
