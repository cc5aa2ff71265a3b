#include "compare/comparisontree.h"

#include "common/theme.h"
#include "compare/comparisonheader.h"
#include "compare/comparisonmodel.h"

#include <QAbstractItemDelegate>
#include <QEvent>
#include <QHeaderView>

#include <algorithm>

namespace chipatlas {

namespace {
constexpr int kMinChipColumnWidth = 110;
constexpr int kMaxChipColumnWidth = 260;
constexpr int kMaxFigureColumnWidth = 220;
constexpr int kMinNoteColumnWidth = 60;
constexpr int kTextCellWidth = 150;
} // namespace

ComparisonTree::ComparisonTree(ComparisonModel* model, QWidget* parent)
    : QTreeView(parent)
    , m_model(model) {
    setObjectName(QStringLiteral("comparisonTree"));
    setAccessibleName(tr("Comparison"));
    setAccessibleDescription(tr("Each figure of the compared chips or systems side by side, in "
                                "groups; the winner of a row is in bold, the others carry their "
                                "ratio to it"));
    setHeader(new ComparisonHeader(this)); // long names end in an ellipsis
    setModel(m_model);
    setUniformRowHeights(true);
    setRootIsDecorated(false);
    setItemsExpandable(false);
    setExpandsOnDoubleClick(false);
    setSelectionMode(QAbstractItemView::NoSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setTextElideMode(Qt::ElideRight);
    setIndentation(14);
    header()->setStretchLastSection(true);
    header()->setSectionsMovable(false);
    header()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ComparisonTree::layoutRows);
    updateColours();
}

void ComparisonTree::layoutRows() {
    expandAll();
    for (int row = 0; row < m_model->rowCount(); ++row)
        setFirstColumnSpanned(row, {}, true);
    m_contentWidths.clear();
    for (int column = 0; column <= m_model->entryCount(); ++column)
        m_contentWidths.append(contentWidth(column) + 16);
    layoutColumns();
}

// Measured over every row (QTreeView::sizeHintForColumn() looks only at the rows in view, and
// before the first show that is a handful), numbers in full, text rows up to a point.
int ComparisonTree::contentWidth(int column) const {
    QStyleOptionViewItem option;
    initViewItemOption(&option);
    // A long chip name elides in the header (its tooltip has it) rather than widen the column.
    int width = std::min(header()->sectionSizeHint(column), column == 0 ? 1000 : kTextCellWidth);
    for (int group = 0; group < m_model->rowCount(); ++group) {
        const QModelIndex parent = m_model->index(group, 0);
        for (int row = 0; row < m_model->rowCount(parent); ++row) {
            const QModelIndex index = m_model->index(row, column, parent);
            int cell = itemDelegateForIndex(index)->sizeHint(option, index).width();
            if (column == 0)
                cell += indentation();
            else if (!m_model->rowAt(index)->numeric)
                cell = std::min(cell, kTextCellWidth); // long text elides; the tooltip has it
            width = std::max(width, cell);
        }
    }
    return width;
}

// The figure column fits its labels; the chip columns take the width their values need
// (sharing what there is when the view is narrow); the note column gets the rest and at
// least enough to start each note (the tooltip has all of it).
void ComparisonTree::layoutColumns() {
    if (m_contentWidths.isEmpty())
        return;
    const int figure = std::min(m_contentWidths.at(0), kMaxFigureColumnWidth);
    setColumnWidth(0, figure);
    const int chips = int(m_contentWidths.size()) - 1;
    const int room = viewport()->width() - figure - kMinNoteColumnWidth;
    QList<int> widths;
    int wanted = 0;
    for (int i = 1; i <= chips; ++i) {
        widths.append(std::clamp(m_contentWidths.at(i), kMinChipColumnWidth, kMaxChipColumnWidth));
        wanted += widths.last();
    }
    for (int i = 0; i < chips; ++i) {
        int width = widths.at(i);
        if (wanted > room && room > 0)
            width = std::max(kMinChipColumnWidth, width * room / wanted);
        setColumnWidth(i + 1, width);
    }
}

void ComparisonTree::resizeEvent(QResizeEvent* event) {
    QTreeView::resizeEvent(event);
    layoutColumns();
}

void ComparisonTree::updateColours() {
    // A faint tint of the selection colour; on a dark base a faint one does not show, so it is
    // stronger there.
    QColor tint = palette().color(QPalette::Highlight);
    tint.setAlpha(isDarkPalette(palette()) ? 70 : 45);
    m_model->setDifferenceColor(tint);
    m_model->setMissingColor(palette().color(QPalette::Disabled, QPalette::Text));
}

void ComparisonTree::changeEvent(QEvent* event) {
    QTreeView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        updateColours();
}

} // namespace chipatlas
