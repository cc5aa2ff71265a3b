#pragma once

#include "application/catalogsnapshot.h"

#include <QList>
#include <QPalette>
#include <QString>
#include <QUrl>

#include <optional>

namespace chipatlas::resultshtml {

// The "Measured results" section of the details pane, for a chip (the results on the chip and
// on the systems built of it) and for a system (its results): each serving result with its
// model, how many of which hardware, scenario, engine and precision, tokens per second per chip
// and in total, whose claim and a link to its source; each figure measurement beside the chip's
// published figure. The newest first, at most `limit` of them and a count of the rest (the
// Results table lists them all); a link to record one's own run on `targetId`. Empty when the
// catalog has no results on it and `targetId` is empty.
QString sectionHtml(const QList<const Result*>& results, const QString& targetId,
                    const CatalogSnapshot& snapshot, const QPalette& palette, int limit = 8);

// The results to list for a chip: on the chip, then on each system built of it; for a system:
// on the system.
QList<const Result*> resultsForChip(const QString& chipId, const CatalogSnapshot& snapshot);
QList<const Result*> resultsForSystem(const QString& systemId, const CatalogSnapshot& snapshot);

// The anchor at the section's heading (QTextBrowser::scrollToAnchor()).
QString anchorName();

// The section's "Record my own run..." link, which the details pane turns into a request.
QUrl recordResultUrl(const QString& targetId);
std::optional<QString> targetIdOfRecordResultUrl(const QUrl& url);

} // namespace chipatlas::resultshtml
