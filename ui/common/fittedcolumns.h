#pragma once

#include <QList>
#include <QObject>

class QTableView;

namespace chipatlas {

// Keeps a table's columns within its width, so that none is out of sight until one scrolls
// right: the columns not in `shrinkable` (short words, numbers) keep their contents' width, at
// most kMaxFixedWidth; the `shrinkable` ones (names, values) share what is left, each at most its
// contents' width, and elide their texts. A narrow table keeps each shrinkable column at least
// as wide as its header's title and scrolls. Fitted again when the table is resized, until the
// user resizes a column by hand; fitToContents() starts over.
class FittedColumns final : public QObject {
public:
    static constexpr int kMaxFixedWidth = 240;

    FittedColumns(QTableView* table, QList<int> shrinkable);

    // Measures the columns' contents (the rows the table samples, header's resizeContentsPrecision)
    // and fits them to the table's width.
    void fitToContents();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fit();
    int availableWidth() const;

    QTableView* m_table;
    QList<int> m_shrinkable;
    QList<int> m_contentWidths; // per column, as last measured
    bool m_fitting = false;     // the widths set here, not by the user
    bool m_userSized = false;
};

} // namespace chipatlas
