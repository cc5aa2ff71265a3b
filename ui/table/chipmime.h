#pragma once

#include <QString>
#include <QStringList>

class QMimeData;

namespace chipatlas {

// Chips travel between views (table, chart, compare view) as their ids under one MIME type:
// UTF-8 text, one id per line. The helpers are the only place that spells the format.
QString chipIdsMimeType(); // "application/x-chipatlas-chip-ids"

// A new QMimeData carrying the ids (and the same lines as plain text, so that dropping on a
// text editor pastes the ids). The caller owns it; a QDrag takes ownership.
QMimeData* createChipIdsMimeData(const QStringList& ids);
void setChipIds(QMimeData* data, const QStringList& ids);

// True when `data` carries chip ids (and at least one).
bool hasChipIds(const QMimeData* data);
// The ids in order, without blank lines or duplicates; empty when the type is absent. System
// lines (below) are not chip ids and are left out.
QStringList chipIdsFromMimeData(const QMimeData* data);

// A system (an HGX board, an NVL72 rack) travels under the same type, as a line
// "system:<id>", so that a drop target that takes chips can take systems beside them: a drag
// from the Systems table carries only such lines. The compare view resolves them through the
// snapshot's system(id) and shows systemAsChip().
QString systemIdLinePrefix(); // "system:"
QMimeData* createSystemIdsMimeData(const QStringList& systemIds);
// True when `data` carries at least one system id.
bool hasSystemIds(const QMimeData* data);
// The system ids in order, without the prefix, blank lines or duplicates.
QStringList systemIdsFromMimeData(const QMimeData* data);

} // namespace chipatlas
