#include "resultcomparison.h"

#include "application/resultrules.h"

#include <QCoreApplication>

#include <algorithm>

namespace chipatlas {

namespace {

QString rowLabel(const CatalogSnapshot& snapshot, const Result& result) {
    const ResultTarget target = resultTarget(snapshot, result);
    QStringList parts{target.model ? target.model->name() : result.model};
    if (result.scenario)
        parts << scenarioDisplayName(*result.scenario);
    if (result.claim == ClaimKind::Audited)
        parts << QStringList{QStringLiteral("MLPerf"), result.mlperfVersion}
                     .join(QLatin1Char(' '))
                     .simplified();
    return parts.join(QCoreApplication::translate("ResultComparison", ", "));
}

QString hardwareName(const CatalogSnapshot& snapshot, const QString& id) {
    if (const System* system = snapshot.system(id))
        return system->name;
    if (const Chip* chip = snapshot.chip(id))
        return chip->name;
    return id;
}

bool comparesWithRow(const Result& result, const ResultComparisonRow& row) {
    return std::all_of(row.cells.cbegin(), row.cells.cend(), [&](const ResultComparisonCell& c) {
        return !c.result || resultsComparable(*c.result, result).comparable;
    });
}

} // namespace

int ResultComparisonRow::filled() const {
    return int(std::count_if(cells.cbegin(), cells.cend(),
                             [](const ResultComparisonCell& c) { return c.result != nullptr; }));
}

QList<ResultComparisonRow> compareResults(const CatalogSnapshot& snapshot,
                                          const QStringList& hardwareIds) {
    QList<ResultComparisonRow> rows;
    for (qsizetype column = 0; column < hardwareIds.size(); ++column) {
        for (const Result* result : resultsForHardware(snapshot, hardwareIds.at(column))) {
            if (result->kind != ResultKind::Serving)
                continue;
            auto row = std::find_if(rows.begin(), rows.end(), [&](const ResultComparisonRow& r) {
                return !r.cells.at(column).result && comparesWithRow(*result, r);
            });
            if (row == rows.end()) {
                ResultComparisonRow fresh;
                fresh.label = rowLabel(snapshot, *result);
                fresh.cells.resize(hardwareIds.size());
                rows.append(fresh);
                row = rows.end() - 1;
            }
            ResultComparisonCell& cell = row->cells[column];
            cell.result = result;
            if (result->hardwareId != hardwareIds.at(column))
                cell.ranOn = hardwareName(snapshot, result->hardwareId);
            cell.bound = resultBound(snapshot, *result);
            const ResultTarget target = resultTarget(snapshot, *result);
            cell.tokensPerSecondPerChip =
                tokensPerSecondPerChip(*result, target.system ? target.system->chipCount : 1);
        }
    }
    std::stable_sort(rows.begin(), rows.end(),
                     [](const ResultComparisonRow& a, const ResultComparisonRow& b) {
                         const bool sideA = a.filled() >= 2, sideB = b.filled() >= 2;
                         if (sideA != sideB)
                             return sideA;
                         return a.label.localeAwareCompare(b.label) < 0;
                     });
    return rows;
}

} // namespace chipatlas
