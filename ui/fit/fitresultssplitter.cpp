#include "fit/fitresultssplitter.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>

#include <algorithm>
#include <utility>

namespace chipatlas {

namespace {
// The explanation's usual height, and the least it gives up to.
constexpr int kExplainHeight = 300;
constexpr int kExplainMinimumHeight = 120;
// Result rows the table keeps in sight when the dialog is short (1280x720).
constexpr int kMinimumRows = 10;
// The inputs, the bars and the footnote above and below the splitter.
constexpr int kAroundHeight = 240;

// The height a table view needs for kMinimumRows rows, its header and its scroll bar.
int tableHeightFor(const QTableView* view) {
    return kMinimumRows * view->verticalHeader()->defaultSectionSize() +
           view->horizontalHeader()->sizeHint().height() +
           view->horizontalScrollBar()->sizeHint().height() + 2 * view->frameWidth() + 4;
}
} // namespace

FitResultsSplitter::FitResultsSplitter(QWidget* results, QWidget* explanation,
                                       std::function<const QTableView*()> table, QWidget* parent)
    : QSplitter(Qt::Vertical, parent)
    , m_explanation(explanation)
    , m_table(std::move(table)) {
    explanation->setMinimumHeight(kExplainMinimumHeight);
    addWidget(results);
    addWidget(explanation);
    setStretchFactor(0, 1);
    setStretchFactor(1, 0);
    setChildrenCollapsible(false);
}

void FitResultsSplitter::setDefaultSizes(int height) {
    const int table = std::max(height - kAroundHeight - kExplainHeight, tableHeightFor(m_table()));
    setSizes({table, std::max(height - kAroundHeight - table, kExplainMinimumHeight)});
}

void FitResultsSplitter::showExplanation(bool shown) {
    m_explanation->setVisible(shown);
    if (shown)
        QMetaObject::invokeMethod(this, &FitResultsSplitter::keepRowsInSight, Qt::QueuedConnection);
}

void FitResultsSplitter::resizeEvent(QResizeEvent* event) {
    QSplitter::resizeEvent(event);
    QMetaObject::invokeMethod(this, &FitResultsSplitter::keepRowsInSight, Qt::QueuedConnection);
}

void FitResultsSplitter::keepRowsInSight() {
    if (!m_explanation->isVisible())
        return;
    QList<int> current = sizes();
    const int needed = tableHeightFor(m_table());
    if (current.size() != 2 || current.at(0) >= needed)
        return;
    const int total = current.at(0) + current.at(1);
    current[0] = std::min(needed, total - kExplainMinimumHeight);
    current[1] = total - current.at(0);
    setSizes(current);
}

} // namespace chipatlas
