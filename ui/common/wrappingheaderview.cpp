#include "common/wrappingheaderview.h"

#include <QFontMetrics>
#include <QStringList>
#include <QStyleOptionHeader>
#include <QTextBoundaryFinder>

#include <algorithm>

namespace chipatlas {

namespace {
bool isJapanese(const QString& word) {
    for (const QChar c : word) {
        const QChar::Script script = c.script();
        if (script == QChar::Script_Han || script == QChar::Script_Hiragana ||
            script == QChar::Script_Katakana)
            return true;
    }
    return false;
}

// The pieces of `paragraph` a line may break between, each with the space that follows it:
// its words, and inside a Japanese word the pieces between Unicode's line-break opportunities
// (QTextBoundaryFinder), so that a label without spaces wraps too, never inside a Latin word.
QStringList breakablePieces(const QString& paragraph) {
    QStringList pieces;
    for (const QString& word : paragraph.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!isJapanese(word)) {
            pieces << word + QLatin1Char(' ');
            continue;
        }
        QTextBoundaryFinder finder(QTextBoundaryFinder::Line, word);
        qsizetype start = 0;
        while (finder.toNextBoundary() != -1) {
            if (finder.position() > start)
                pieces << word.mid(start, finder.position() - start);
            start = finder.position();
        }
        if (start < word.size())
            pieces << word.mid(start);
        pieces.last() += QLatin1Char(' ');
    }
    return pieces;
}

// Greedy wrap of each line of `text` to `width` pixels at its line-break opportunities; a piece
// wider than `width` keeps a line of its own.
QStringList wrapped(const QString& text, const QFontMetrics& metrics, int width) {
    QStringList lines;
    for (const QString& paragraph : text.split(QLatin1Char('\n'))) {
        QString line;
        for (const QString& piece : breakablePieces(paragraph)) {
            const QString candidate = line + piece;
            if (!line.trimmed().isEmpty() &&
                metrics.horizontalAdvance(candidate.trimmed()) > width) {
                lines << line.trimmed();
                line = piece;
            } else {
                line = candidate;
            }
        }
        lines << line.trimmed();
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
    for (const QString& paragraph : original) {
        for (const QString& piece : breakablePieces(paragraph))
            widestWord = std::max(widestWord, metrics.horizontalAdvance(piece.trimmed()));
    }
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
    option->text = shownLabel(logicalIndex);
}

QString WrappingHeaderView::shownLabel(int logicalIndex) const {
    const QString text = label(logicalIndex);
    if (orientation() != Qt::Horizontal)
        return text;
    const QFontMetrics metrics = fontMetrics();
    const int available = std::max(sectionSize(logicalIndex) - horizontalPadding(logicalIndex), 1);
    QStringList lines = wrapped(text, metrics, available);
    // The height of one line of this section, from what its label's own lines ask for.
    const int ownLines = int(text.count(QLatin1Char('\n'))) + 1;
    const int oneLine = QHeaderView::sectionSizeFromContents(logicalIndex).height() -
                        (ownLines - 1) * metrics.lineSpacing();
    const int room = std::max(1, 1 + (height() - oneLine) / std::max(1, metrics.lineSpacing()));
    if (lines.size() > room) {
        const QString rest = lines.mid(room - 1).join(QLatin1Char(' '));
        lines = lines.mid(0, room - 1);
        lines << metrics.elidedText(rest, Qt::ElideRight, available);
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace chipatlas
