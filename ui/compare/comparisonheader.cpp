#include "compare/comparisonheader.h"

#include <QFontMetrics>
#include <QStyle>
#include <QStyleOptionHeader>

#include <algorithm>

namespace chipatlas {

ComparisonHeader::ComparisonHeader(QWidget* parent)
    : QHeaderView(Qt::Horizontal, parent) {}

QString ComparisonHeader::elided(const QString& text, int logicalIndex) const {
    // The room the style leaves for the label: the section less its margins on both sides.
    const int margin = style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, this);
    const int available = std::max(1, sectionSize(logicalIndex) - 2 * margin);
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString& line : lines)
        line = fontMetrics().elidedText(line, Qt::ElideRight, available);
    return lines.join(QLatin1Char('\n'));
}

QString ComparisonHeader::shownText(int logicalIndex) const {
    if (!model())
        return {};
    return elided(model()->headerData(logicalIndex, orientation(), Qt::DisplayRole).toString(),
                  logicalIndex);
}

void ComparisonHeader::initStyleOptionForIndex(QStyleOptionHeader* option, int logicalIndex) const {
    QHeaderView::initStyleOptionForIndex(option, logicalIndex);
    option->text = elided(option->text, logicalIndex);
}

} // namespace chipatlas
