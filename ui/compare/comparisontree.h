#pragma once

#include <QList>
#include <QTreeView>

namespace chipatlas {

class ComparisonModel;

// The tree of the compare view: every group open and spanning its row, the chip columns sized
// to their values, the note column taking the rest. It hands the model the colours of its
// palette (difference tint, grey for missing values), so light and dark themes both read.
class ComparisonTree final : public QTreeView {
    Q_OBJECT

public:
    explicit ComparisonTree(ComparisonModel* model, QWidget* parent = nullptr);

    ComparisonModel* comparisonModel() const { return m_model; }

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void layoutRows();
    void layoutColumns();
    int contentWidth(int column) const;
    void updateColours();

    ComparisonModel* m_model;
    QList<int> m_contentWidths; // figure column, then each chip column
};

} // namespace chipatlas
