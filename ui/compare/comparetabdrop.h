#pragma once

#include <QObject>

class QTabBar;
class QTabWidget;

namespace chipatlas {

class CompareView;

// A chip or a system dragged over the tab bar of the main window's side tabs: over the Compare
// tab's label the drag is accepted and the drop adds the entries to the comparison (as a drop
// on the view does) and shows the tab; over another label the bar only switches tabs while the
// drag hovers (QTabBar::changeCurrentOnDrag), so that the drop can land on that page.
class CompareTabDrop final : public QObject {
    Q_OBJECT

public:
    // Watches the tab bar of `tabs`, whose page `compare` is.
    CompareTabDrop(QTabWidget* tabs, CompareView* compare);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool overCompareTab(const QPoint& position) const;

    QTabWidget* m_tabs;
    QTabBar* m_bar;
    CompareView* m_compare;
};

} // namespace chipatlas
