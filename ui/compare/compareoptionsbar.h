#pragma once

#include "domain/precision.h"

#include <QWidget>

class QAction;
class QCheckBox;
class QComboBox;
class QToolBar;

namespace chipatlas {

// The row under the compare view's slots: the view options (hide equal rows, highlight
// differences, the precision of the perf/W row), plus the copy, export and clear actions in a
// tool bar of their own. The compare view connects and places them; this widget only makes
// and enables them.
class CompareOptionsBar final : public QWidget {
    Q_OBJECT

public:
    explicit CompareOptionsBar(QWidget* parent = nullptr);

    QCheckBox* hideEqualRowsBox() const { return m_hideEqual; }
    QCheckBox* highlightBox() const { return m_highlight; }
    QAction* copyMarkdownAction() const { return m_copyMarkdown; }
    QAction* copyTextAction() const { return m_copyText; }
    QAction* exportCsvAction() const { return m_exportCsv; }
    QAction* clearAllAction() const { return m_clearAll; }
    // "Own or rent...": the first two compared, side by side under one scenario.
    QAction* ownOrRentAction() const { return m_ownOrRent; }
    // The copy, export and clear buttons, for the view to place.
    QToolBar* actionsBar() const { return m_actionsBar; }

    void setPrecision(Precision precision);
    // Copy, export and the row options need two chips; clearing needs one.
    void setState(int chipCount);

Q_SIGNALS:
    void precisionActivated(chipatlas::Precision precision);

private:
    QCheckBox* m_hideEqual;
    QCheckBox* m_highlight;
    QComboBox* m_precision;
    QToolBar* m_actionsBar = nullptr;
    QAction* m_copyMarkdown = nullptr;
    QAction* m_copyText = nullptr;
    QAction* m_exportCsv = nullptr;
    QAction* m_ownOrRent = nullptr;
    QAction* m_clearAll = nullptr;
};

} // namespace chipatlas
