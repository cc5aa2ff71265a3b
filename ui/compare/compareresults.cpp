#include "compare/compareresults.h"

#include "common/fitformat.h"
#include "common/theme.h"

#include <QBrush>
#include <QHeaderView>
#include <QLocale>

namespace chipatlas {

CompareResults::CompareResults(QWidget* parent)
    : QTreeWidget(parent) {
    setObjectName(QStringLiteral("compareResults"));
    setAccessibleName(tr("Measured results"));
    setAccessibleDescription(
        tr("Measured results of the compared chips and systems, side by side for the same model "
           "and scenario, with whose claim each is and its efficiency against the bound"));
    setRootIsDecorated(false);
    // A cell wraps rather than scroll sideways: the compare tab shares the window's width.
    setUniformRowHeights(false);
    setWordWrap(true);
    setTextElideMode(Qt::ElideNone);
    setSelectionMode(QAbstractItemView::NoSelection);
    header()->setStretchLastSection(false);
    header()->setSectionResizeMode(QHeaderView::Stretch);
}

QString CompareResults::cellText(const ResultComparisonCell& cell) {
    if (!cell.result)
        return tr("no comparable result");
    const QLocale locale;
    const QString claim =
        cell.ranOn.isEmpty()
            ? claimKindDisplayName(cell.result->claim)
            : tr("%1, on %2").arg(claimKindDisplayName(cell.result->claim), cell.ranOn);
    const QString rate =
        cell.tokensPerSecondPerChip
            ? tr("%1/chip").arg(fitformat::rate(*cell.tokensPerSecondPerChip, locale))
            : tr("no rate");
    if (!cell.bound.efficiency)
        return tr("%1, %2").arg(rate, claim);
    const QString percent =
        locale.toString(*cell.bound.efficiency * 100.0, 'f', 0) + locale.percent();
    // The rate and the efficiency first: a narrow column elides the claim's end (the tooltip
    // gives it whole).
    return (cell.bound.aboveBound ? tr("%1, ✗ %3 of bound: above it, %2")
                                  : tr("%1, %3 of bound, %2"))
        .arg(rate, claim, percent);
}

namespace {
QString cellToolTip(const ResultComparisonCell& cell) {
    if (!cell.result)
        return QString();
    const QLocale locale;
    const Result& result = *cell.result;
    QStringList lines{CompareResults::tr("Result %1: %2").arg(result.id, claimText(result))};
    if (cell.bound.measured)
        lines << CompareResults::tr("Measured %1 tokens/s on %Ln chip(s)", nullptr,
                                    cell.bound.chips)
                     .arg(fitformat::rate(*cell.bound.measured, locale));
    if (cell.bound.tokensPerSecond) {
        lines << CompareResults::tr("Bound for the same inputs: %1 tokens/s (%2)")
                     .arg(fitformat::rate(*cell.bound.tokensPerSecond, locale),
                          decodeLimitText(cell.bound.limit));
        if (cell.bound.aboveBound)
            lines << aboveBoundText();
    } else if (!cell.bound.noBoundReason.isEmpty()) {
        lines << cell.bound.noBoundReason;
    }
    if (!result.source.isEmpty())
        lines << CompareResults::tr("Source: %1").arg(result.source);
    return lines.join(QLatin1Char('\n'));
}
} // namespace

void CompareResults::setRows(const QStringList& names, const QList<ResultComparisonRow>& rows) {
    m_rows = rows;
    clear();
    setColumnCount(int(names.size()) + 1);
    setHeaderLabels(QStringList{tr("Model, scenario (tok/s per chip)")} + names);
    const QBrush bad(signalColor(SignalColor::Bad, palette()));
    const QBrush grey(palette().color(QPalette::Disabled, QPalette::Text));
    for (const ResultComparisonRow& row : rows) {
        auto* item = new QTreeWidgetItem(this);
        item->setText(0, row.label);
        item->setToolTip(0, row.label);
        for (qsizetype i = 0; i < row.cells.size(); ++i) {
            const ResultComparisonCell& cell = row.cells.at(i);
            const int column = int(i) + 1;
            item->setText(column, cellText(cell));
            item->setToolTip(column, cellToolTip(cell));
            if (!cell.result)
                item->setForeground(column, grey);
            else if (cell.bound.aboveBound)
                item->setForeground(column, bad);
        }
    }
}

} // namespace chipatlas
