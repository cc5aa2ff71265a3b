#include "fit/frozencolumnview.h"

#include "common/wrappingheaderview.h"

#include <QHeaderView>
#include <QScrollBar>

namespace chipatlas {

FrozenColumnView::FrozenColumnView(QWidget* parent)
    : QTableView(parent)
    , m_frozen(new QTableView(this)) {
    m_frozen->setObjectName(QStringLiteral("frozenColumn"));
    m_frozen->setAccessibleName(tr("Names"));
    m_frozen->setAccessibleDescription(
        tr("The table's first column, which stays in place while the others scroll sideways"));
    m_frozen->setHorizontalHeader(new WrappingHeaderView(Qt::Horizontal, m_frozen));
    m_frozen->setFocusPolicy(Qt::NoFocus);
    m_frozen->verticalHeader()->hide();
    m_frozen->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_frozen->horizontalHeader()->setHighlightSections(false);
    m_frozen->horizontalHeader()->setSectionsClickable(true);
    m_frozen->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_frozen->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_frozen->setVerticalScrollMode(ScrollPerPixel);
    m_frozen->setSelectionBehavior(SelectRows);
    m_frozen->setSelectionMode(SingleSelection);
    m_frozen->setWordWrap(false);
    // The frozen column sits over the first column of this view, with a line on its right.
    m_frozen->setFrameShape(QFrame::NoFrame);
    m_frozen->setStyleSheet(QStringLiteral("QTableView { border-right: 1px solid palette(mid); }"));
    viewport()->stackUnder(m_frozen);
    setHorizontalScrollMode(ScrollPerPixel);
    setVerticalScrollMode(ScrollPerPixel);

    connect(horizontalHeader(), &QHeaderView::sectionResized, this,
            [this](int logicalIndex, int, int newSize) {
                if (logicalIndex == 0) {
                    m_frozen->setColumnWidth(0, newSize);
                    updateFrozenGeometry();
                }
            });
    connect(verticalHeader(), &QHeaderView::sectionResized, this,
            [this](int logicalIndex, int, int newSize) {
                m_frozen->setRowHeight(logicalIndex, newSize);
            });
    connect(m_frozen->verticalScrollBar(), &QAbstractSlider::valueChanged, verticalScrollBar(),
            &QAbstractSlider::setValue);
    connect(verticalScrollBar(), &QAbstractSlider::valueChanged, m_frozen->verticalScrollBar(),
            &QAbstractSlider::setValue);
    // A click on the frozen header sorts as one on this view's header does.
    connect(m_frozen->horizontalHeader(), &QHeaderView::sectionClicked, this, [this](int column) {
        const bool same = horizontalHeader()->sortIndicatorSection() == column;
        const Qt::SortOrder order =
            same && horizontalHeader()->sortIndicatorOrder() == Qt::AscendingOrder
                ? Qt::DescendingOrder
                : Qt::AscendingOrder;
        sortByColumn(column, order);
    });
}

void FrozenColumnView::setModel(QAbstractItemModel* model) {
    if (QAbstractItemModel* old = this->model())
        disconnect(old, nullptr, this, nullptr);
    QTableView::setModel(model);
    m_frozen->setModel(model);
    m_frozen->setSelectionModel(selectionModel());
    if (model) {
        connect(model, &QAbstractItemModel::modelReset, this, &FrozenColumnView::hideOtherColumns);
        connect(model, &QAbstractItemModel::layoutChanged, this,
                &FrozenColumnView::hideOtherColumns);
        connect(model, &QAbstractItemModel::columnsInserted, this,
                &FrozenColumnView::hideOtherColumns);
    }
    hideOtherColumns();
    syncFrozenView();
}

void FrozenColumnView::hideOtherColumns() {
    if (!model())
        return;
    for (int column = 0; column < model()->columnCount(); ++column)
        m_frozen->setColumnHidden(column, column != 0);
    m_frozen->setColumnWidth(0, columnWidth(0));
    updateFrozenGeometry();
}

void FrozenColumnView::syncFrozenView() {
    // Above this view's header and viewport, even one set after the frozen view was made.
    m_frozen->raise();
    m_frozen->setAlternatingRowColors(alternatingRowColors());
    m_frozen->setTextElideMode(textElideMode());
    m_frozen->verticalHeader()->setDefaultSectionSize(verticalHeader()->defaultSectionSize());
    m_frozen->horizontalHeader()->setSortIndicatorShown(isSortingEnabled());
    if (model()) {
        m_frozen->horizontalHeader()->setSortIndicator(horizontalHeader()->sortIndicatorSection(),
                                                       horizontalHeader()->sortIndicatorOrder());
        connect(horizontalHeader(), &QHeaderView::sortIndicatorChanged,
                m_frozen->horizontalHeader(), &QHeaderView::setSortIndicator, Qt::UniqueConnection);
    }
    updateFrozenGeometry();
}

void FrozenColumnView::updateFrozenGeometry() {
    if (!model() || isColumnHidden(0)) {
        m_frozen->hide();
        return;
    }
    m_frozen->horizontalHeader()->setFixedHeight(horizontalHeader()->height());
    if (m_frozen->columnWidth(0) != columnWidth(0))
        m_frozen->setColumnWidth(0, columnWidth(0));
    m_frozen->setGeometry(verticalHeader()->width() + frameWidth(), frameWidth(), columnWidth(0),
                          viewport()->height() + horizontalHeader()->height());
    m_frozen->verticalScrollBar()->setValue(verticalScrollBar()->value());
    m_frozen->show();
}

void FrozenColumnView::resizeEvent(QResizeEvent* event) {
    QTableView::resizeEvent(event);
    updateFrozenGeometry();
}

void FrozenColumnView::updateGeometries() {
    QTableView::updateGeometries();
    updateFrozenGeometry();
}

// Moving left onto a column the frozen one covers scrolls it into sight beside it.
QModelIndex FrozenColumnView::moveCursor(CursorAction cursorAction,
                                         Qt::KeyboardModifiers modifiers) {
    const QModelIndex current = QTableView::moveCursor(cursorAction, modifiers);
    if (cursorAction == MoveLeft && current.column() > 0 &&
        visualRect(current).topLeft().x() < m_frozen->columnWidth(0)) {
        const int value = horizontalScrollBar()->value() + visualRect(current).topLeft().x() -
                          m_frozen->columnWidth(0);
        horizontalScrollBar()->setValue(value);
    }
    return current;
}

// The first column is always in sight: a row of it scrolls vertically only.
void FrozenColumnView::scrollTo(const QModelIndex& index, ScrollHint hint) {
    if (index.column() > 0) {
        QTableView::scrollTo(index, hint);
        return;
    }
    const int horizontal = horizontalScrollBar()->value();
    QTableView::scrollTo(index, hint);
    horizontalScrollBar()->setValue(horizontal);
}

} // namespace chipatlas
