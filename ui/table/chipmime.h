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
// The ids in order, without blank lines or duplicates; empty when the type is absent.
QStringList chipIdsFromMimeData(const QMimeData* data);

} // namespace chipatlas
