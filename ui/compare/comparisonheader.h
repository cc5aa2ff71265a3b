#pragma once

#include <QHeaderView>

namespace chipatlas {

// The comparison's column headers: a chip or system name longer than its column ends in an
// ellipsis ("NVIDIA GH200 Grace H…"), never cut off mid-letter; the tooltip has the whole name.
class ComparisonHeader final : public QHeaderView {
    Q_OBJECT

public:
    explicit ComparisonHeader(QWidget* parent = nullptr);

    // The label as the section shows it at its current width.
    QString shownText(int logicalIndex) const;

protected:
    void initStyleOptionForIndex(QStyleOptionHeader* option, int logicalIndex) const override;

private:
    QString elided(const QString& text, int logicalIndex) const;
};

} // namespace chipatlas
