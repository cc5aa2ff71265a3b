#pragma once

#include <QHeaderView>

namespace chipatlas {

// A header that word-wraps long labels ("Memory bandwidth (GB/s)" on three short lines) so
// that a column is as wide as its numbers, not as its title. Labels wrap to the section's
// current width (never more lines than the header's height holds); sized to contents, a section
// asks for the narrowest width that fits the label on at most kMaxLines lines.
class WrappingHeaderView final : public QHeaderView {
    Q_OBJECT

public:
    static constexpr int kMaxLines = 3;

    explicit WrappingHeaderView(Qt::Orientation orientation, QWidget* parent = nullptr);

    // The label as the section shows it: wrapped to the section's width, on no more lines
    // than the header's height holds, the last one elided ("…") when the rest does not fit.
    // A section narrower than it asked for never shows a line cut in half.
    QString shownLabel(int logicalIndex) const;

protected:
    QSize sectionSizeFromContents(int logicalIndex) const override;
    void initStyleOptionForIndex(QStyleOptionHeader* option, int logicalIndex) const override;

private:
    QString label(int logicalIndex) const;
    // Room the style takes around the label (margins, sort indicator).
    int horizontalPadding(int logicalIndex) const;
};

} // namespace chipatlas
