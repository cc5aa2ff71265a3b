#pragma once

#include "application/resultcomparison.h"

#include <QList>
#include <QStringList>
#include <QTreeWidget>

namespace chipatlas {

// The compare view's "Measured results": core's compareResults() of the compared chips and
// systems, one row per model and scenario (results side by side only where they compare), one
// column per compared entry. A cell gives the rate per chip, whose claim it is and the
// efficiency against the result's bound (red, and said, when above it); its tooltip the
// result's id, claim, rate on all its chips, bound and source.
class CompareResults final : public QTreeWidget {
    Q_OBJECT

public:
    explicit CompareResults(QWidget* parent = nullptr);

    // `names` are the compared entries' names (the columns), `rows` their results.
    void setRows(const QStringList& names, const QList<ResultComparisonRow>& rows);
    const QList<ResultComparisonRow>& rows() const { return m_rows; }

    // "4,374/chip, 30% of bound, audited benchmark"; "no comparable result".
    static QString cellText(const ResultComparisonCell& cell);

private:
    QList<ResultComparisonRow> m_rows;
};

} // namespace chipatlas
