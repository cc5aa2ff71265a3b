#include "compare/comparetabdrop.h"

#include "common/entrymime.h"
#include "compare/compareview.h"

#include <QDropEvent>
#include <QTabBar>
#include <QTabWidget>

namespace chipatlas {

CompareTabDrop::CompareTabDrop(QTabWidget* tabs, CompareView* compare)
    : QObject(tabs)
    , m_tabs(tabs)
    , m_bar(tabs->tabBar())
    , m_compare(compare) {
    m_bar->setChangeCurrentOnDrag(true);
    m_bar->setAcceptDrops(true);
    m_bar->installEventFilter(this);
}

bool CompareTabDrop::overCompareTab(const QPoint& position) const {
    const int index = m_bar->tabAt(position);
    return index >= 0 && index == m_tabs->indexOf(m_compare);
}

bool CompareTabDrop::eventFilter(QObject* watched, QEvent* event) {
    // The bar as it was when watching began: the bar sends events while the tab widget that
    // owns it is being destroyed, when no QTabWidget function may be called.
    if (watched != m_bar)
        return false;
    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        auto* drag = static_cast<QDragMoveEvent*>(event); // QDragEnterEvent is one
        if (!hasEntries(drag->mimeData()))
            return false;
        // The bar's own handling starts the timer that switches to the tab hovered.
        static_cast<QObject*>(m_bar)->event(event); // QObject's is public
        // Entered anywhere on the bar, so that the moves over the labels follow; a drop is
        // taken only over the Compare tab's label.
        if (event->type() == QEvent::DragEnter || overCompareTab(drag->position().toPoint())) {
            drag->setDropAction(Qt::CopyAction);
            drag->accept();
        } else {
            drag->ignore();
        }
        return true;
    }
    case QEvent::Drop: {
        auto* drop = static_cast<QDropEvent*>(event);
        const QList<EntryRef> refs = entriesFromMimeData(drop->mimeData());
        if (refs.isEmpty() || !overCompareTab(drop->position().toPoint()))
            return false;
        static_cast<QObject*>(m_bar)->event(event); // stops the switching timer
        drop->setDropAction(Qt::CopyAction);
        drop->accept();
        m_tabs->setCurrentWidget(m_compare);
        m_compare->addEntries(refs);
        return true;
    }
    default:
        return false;
    }
}

} // namespace chipatlas
