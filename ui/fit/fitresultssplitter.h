#pragma once

#include <QSplitter>

#include <functional>

class QTableView;

namespace chipatlas {

// The calculator's results above its explanation. The explanation gives up height (down to
// its minimum) until the results table shows ten rows, as at 1280x720, and can be folded away
// altogether for more rows.
class FitResultsSplitter final : public QSplitter {
    Q_OBJECT

public:
    // `table` gives the results view shown now (the chips' or the systems').
    FitResultsSplitter(QWidget* results, QWidget* explanation,
                       std::function<const QTableView*()> table, QWidget* parent = nullptr);

    // The first sizes for a dialog `height` pixels tall.
    void setDefaultSizes(int height);
    // Shows or folds away the explanation.
    void showExplanation(bool shown);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void keepRowsInSight();

    QWidget* m_explanation;
    std::function<const QTableView*()> m_table;
};

} // namespace chipatlas
