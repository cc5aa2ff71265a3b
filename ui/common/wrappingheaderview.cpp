#include "common/wrappingheaderview.h"

#include <QFontMetrics>
#include <QStringList>
#include <QStyleOptionHeader>

#include <algorithm>

namespace chipatlas {

namespace {
// Greedy word wrap of each line of `text` to `width` pixels; a word wider than `width` keeps
// a line of its own.
QStringList wrapped(const QString& text, const QFontMetrics& metrics, int width) {
    QStringList lines;
    for (const QString& paragraph : text.split(QLatin1Char('\n'))) {
        QString line;
        for (const QString& word : paragraph.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const QString candidate = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
            if (!line.isEmpty() && metrics.horizontalAdvance(candidate) > width) {
                lines << line;
                line = word;
            } else {
                line = candidate;
            }
        }
        lines << line;
    }
    return lines;
}

int widestLine(const QStringList& lines, const QFontMetrics& metrics) {
    int widest = 0;
    for (const QString& line : lines)
        widest = std::max(widest, metrics.horizontalAdvance(line));
    return widest;
}
} // namespace

WrappingHeaderView::WrappingHeaderView(Qt::Orientation orientation, QWidget* parent)
    : QHeaderView(orientation, parent) {}

QString WrappingHeaderView::label(int logicalIndex) const {
    return model() ? model()->headerData(logicalIndex, orientation(), Qt::DisplayRole).toString()
                   : QString();
}

int WrappingHeaderView::horizontalPadding(int logicalIndex) const {
    const QSize natural = QHeaderView::sectionSizeFromContents(logicalIndex);
    const QStringList lines = label(logicalIndex).split(QLatin1Char('\n'));
    return std::max(0, natural.width() - widestLine(lines, fontMetrics()));
}

QSize WrappingHeaderView::sectionSizeFromContents(int logicalIndex) const {
    const QSize natural = QHeaderView::sectionSizeFromContents(logicalIndex);
    if (orientation() != Qt::Horizontal || !model())
        return natural;
    const QFontMetrics metrics = fontMetrics();
    const QString text = label(logicalIndex);
    const QStringList original = text.split(QLatin1Char('\n'));
    int widestWord = 0;
    for (const QString& word : QString(text)
                                   .replace(QLatin1Char('\n'), QLatin1Char(' '))
                                   .split(QLatin1Char(' '), Qt::SkipEmptyParts))
        widestWord = std::max(widestWord, metrics.horizontalAdvance(word));
    // Widen from the longest word until the label fits on kMaxLines lines.
    const int full = widestLine(original, metrics);
    int width = widestWord;
    QStringList lines = wrapped(text, metrics, width);
    while (lines.size() > std::max<qsizetype>(kMaxLines, original.size()) && width < full) {
        width += metrics.averageCharWidth();
        lines = wrapped(text, metrics, width);
    }
    const int height =
        natural.height() +
        int(std::max<qsizetype>(0, lines.size() - original.size())) * metrics.lineSpacing();
    return {widestLine(lines, metrics) + horizontalPadding(logicalIndex), height};
}

void WrappingHeaderView::initStyleOptionForIndex(QStyleOptionHeader* option,
                                                 int logicalIndex) const {
    QHeaderView::initStyleOptionForIndex(option, logicalIndex);
    if (orientation() != Qt::Horizontal)
        return;
    const int available = sectionSize(logicalIndex) - horizontalPadding(logicalIndex);
    option->text =
        wrapped(option->text, fontMetrics(), std::max(available, 1)).join(QLatin1Char('\n'));
}

} // namespace chipatlas
