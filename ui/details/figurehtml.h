#pragma once

#include "domain/figure.h"
#include "domain/units.h"

#include <QList>
#include <QPalette>
#include <QString>

namespace chipatlas::figurehtml {

// The HTML pieces of the details pane, shared by a chip's, a system's and the offers' sections:
// a figure as a row (value, status badge, then its printed unit, note and source link), a
// titled table of rows, a status badge. Every text is escaped.
QString esc(const QString& text);
QString badgeColor(FigureStatus status);
QString badge(const QString& text, const QString& color);
// A source as a link whose text is the host ("aws.amazon.com").
QString link(const QString& url);

struct Row {
    QString label;
    Figure figure;
    Unit unit = Unit::None;
    bool numeric = false;
    bool availability = false; // its fixed vocabulary shown translated (availabilityDisplayText)
};
// A capacity printed in GB shows in GiB under MemoryUnits::Binary (figureformat.h).
QString rowHtml(const Row& row, const QString& vendor, const QPalette& palette,
                MemoryUnits memoryUnits = MemoryUnits::Decimal);
QString tableHtml(const QString& title, const QList<Row>& rows, const QString& vendor,
                  const QPalette& palette, MemoryUnits memoryUnits = MemoryUnits::Decimal);

} // namespace chipatlas::figurehtml
