#pragma once

#include <QTableView>

namespace chipatlas {

// A table whose first column (the chip's or the system's name) stays in place while the other
// columns scroll sideways: a second QTableView over the same model and selection, showing only
// that column, laid over the left edge of this one (Qt's "Frozen Column" example). Sorting by
// a click on either header, the row heights, the first column's width and the vertical scroll
// position stay in step.
class FrozenColumnView final : public QTableView {
    Q_OBJECT

public:
    explicit FrozenColumnView(QWidget* parent = nullptr);

    void setModel(QAbstractItemModel* model) override;
    void scrollTo(const QModelIndex& index, ScrollHint hint = EnsureVisible) override;
    // The view over the first column.
    QTableView* frozenView() const { return m_frozen; }
    // Takes this view's look (row height, alternating colours, elide mode, sort indicator) and
    // puts the frozen view on top again: call after changing them or setting a header.
    void syncFrozenView();

protected:
    void resizeEvent(QResizeEvent* event) override;
    QModelIndex moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers) override;
    void updateGeometries() override;

private:
    void hideOtherColumns();
    void updateFrozenGeometry();

    QTableView* m_frozen;
};

} // namespace chipatlas
