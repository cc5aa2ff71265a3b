#include "common/fittedcolumns.h"

#include <QEvent>
#include <QHeaderView>
#include <QStyle>
#include <QTableView>

#include <algorithm>
#include <utility>

namespace chipatlas {

FittedColumns::FittedColumns(QTableView* table, QList<int> shrinkable)
    : QObject(table)
    , m_table(table)
    , m_shrinkable(std::move(shrinkable)) {
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->installEventFilter(this);
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this, [this] {
        if (!m_fitting)
            m_userSized = true;
    });
}

void FittedColumns::fitToContents() {
    m_fitting = true;
    m_table->resizeColumnsToContents();
    m_fitting = false;
    const int columns = m_table->horizontalHeader()->count();
    m_contentWidths.clear();
    for (int column = 0; column < columns; ++column)
        m_contentWidths << m_table->columnWidth(column);
    m_userSized = false;
    fit();
}

bool FittedColumns::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_table && event->type() == QEvent::Resize && !m_userSized &&
        !m_contentWidths.isEmpty())
        fit();
    return QObject::eventFilter(watched, event);
}

// The viewport's width with a vertical scroll bar, whether it shows yet or not (a diff's rows
// arrive before the scroll bar is laid out).
int FittedColumns::availableWidth() const {
    int width = m_table->maximumViewportSize().width();
    if (m_table->verticalScrollBarPolicy() != Qt::ScrollBarAlwaysOff)
        width -= m_table->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_table);
    return width;
}

void FittedColumns::fit() {
    const QHeaderView* header = m_table->horizontalHeader();
    const int columns = int(std::min<qsizetype>(header->count(), m_contentWidths.size()));
    QList<int> widths(columns, 0);
    int fixed = 0;
    QList<int> shrinking; // the shown shrinkable columns
    for (int column = 0; column < columns; ++column) {
        if (header->isSectionHidden(column))
            continue;
        if (m_shrinkable.contains(column)) {
            shrinking << column;
            continue;
        }
        widths[column] = std::min(m_contentWidths.at(column), kMaxFixedWidth);
        fixed += widths[column];
    }
    // The shrinkable columns share the rest, the narrowest first: a column narrower than its
    // share keeps its width and leaves the difference to the wider ones.
    std::sort(shrinking.begin(), shrinking.end(),
              [this](int a, int b) { return m_contentWidths.at(a) < m_contentWidths.at(b); });
    int room = availableWidth() - fixed;
    for (qsizetype i = 0; i < shrinking.size(); ++i) {
        const int column = shrinking.at(i);
        const int share = room / int(shrinking.size() - i);
        const int least = std::min(m_contentWidths.at(column), header->sectionSizeHint(column));
        widths[column] = std::max(std::min(m_contentWidths.at(column), share), least);
        room -= widths[column];
    }
    m_fitting = true;
    for (int column = 0; column < columns; ++column) {
        if (!header->isSectionHidden(column))
            m_table->setColumnWidth(column, widths.at(column));
    }
    m_fitting = false;
}

} // namespace chipatlas
