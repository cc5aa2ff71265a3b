#include "compare/compareoptionsbar.h"

#include "common/keyeditems.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolBar>

namespace chipatlas {

CompareOptionsBar::CompareOptionsBar(QWidget* parent)
    : QWidget(parent)
    , m_hideEqual(new QCheckBox(tr("&Hide equal rows"), this))
    , m_highlight(new QCheckBox(tr("Highlight &differences"), this))
    , m_precision(new QComboBox(this)) {
    m_hideEqual->setObjectName(QStringLiteral("hideEqualRowsBox"));
    m_hideEqual->setToolTip(tr("Show only the rows where the chips differ"));
    m_highlight->setObjectName(QStringLiteral("highlightDifferencesBox"));
    m_highlight->setToolTip(tr("Tint the rows where the chips differ"));
    m_highlight->setChecked(true);

    m_precision->setObjectName(QStringLiteral("comparePrecisionBox"));
    m_precision->setToolTip(tr("Precision of the perf per watt row"));
    addKeyedItems(m_precision, kAllPrecisions, precisionName, precisionKey);
    setPrecision(Precision::BF16);
    connect(m_precision, &QComboBox::activated, this, [this](int index) {
        if (const auto p = precisionFromString(m_precision->itemData(index).toString()))
            Q_EMIT precisionActivated(*p);
    });
    auto* precisionLabel = new QLabel(tr("Perf/W &precision:"), this);
    precisionLabel->setBuddy(m_precision);

    // A tool bar folds its buttons into an overflow menu when the pane is narrow. The view
    // places it (beside the summary heading, where a row has room to spare).
    auto* actions = new QToolBar(this);
    m_actionsBar = actions;
    actions->setObjectName(QStringLiteral("compareActions"));
    actions->setToolButtonStyle(Qt::ToolButtonTextOnly);
    const auto addAction = [actions](const QString& text, const QString& name) {
        QAction* action = actions->addAction(text);
        action->setObjectName(name);
        return action;
    };
    m_copyMarkdown = addAction(tr("Copy as &Markdown"), QStringLiteral("copyMarkdownAction"));
    m_copyText = addAction(tr("Copy as &text"), QStringLiteral("copyTextAction"));
    m_exportCsv = addAction(tr("&Export CSV..."), QStringLiteral("exportCsvAction"));
    m_ownOrRent = addAction(tr("&Own or rent..."), QStringLiteral("compareOwnOrRentAction"));
    m_ownOrRent->setToolTip(
        tr("What owning the first two compared costs against renting them, side by side"));
    m_clearAll = addAction(tr("C&lear all"), QStringLiteral("clearAllAction"));

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_hideEqual);
    layout->addWidget(m_highlight);
    layout->addSpacing(12);
    layout->addWidget(precisionLabel);
    layout->addWidget(m_precision);
    layout->addStretch(1);
}

void CompareOptionsBar::setPrecision(Precision precision) {
    m_precision->setCurrentIndex(m_precision->findData(precisionKey(precision)));
}

void CompareOptionsBar::setState(int chipCount) {
    const bool comparing = chipCount >= 2;
    for (QWidget* widget : {static_cast<QWidget*>(m_hideEqual), static_cast<QWidget*>(m_highlight)})
        widget->setEnabled(comparing);
    for (QAction* action : {m_copyMarkdown, m_copyText, m_exportCsv})
        action->setEnabled(comparing);
    m_clearAll->setEnabled(chipCount > 0);
    m_ownOrRent->setEnabled(chipCount > 0);
}

} // namespace chipatlas
