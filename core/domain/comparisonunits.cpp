// The comparison's rule for figures printed in different units (docs/DOMAIN-RULES.md rule 4):
// a winner stands only where it is the same whether GiB is read as printed or converted.

#include "comparisonwording.h"
#include "figureformat.h"

#include <QCoreApplication>

#include <algorithm>

namespace chipatlas {

namespace comparison_detail {

namespace {
// The single winner among `clean` by `keys` (higher or lower wins), or none when the best
// values are about the same.
std::optional<int> singleWinner(const QList<int>& clean, const QList<double>& keys, bool higher) {
    int best = clean.constFirst();
    for (int i : clean) {
        if (higher ? keys.at(i) > keys.at(best) : keys.at(i) < keys.at(best))
            best = i;
    }
    for (int i : clean) {
        if (i != best && aboutTheSame(keys.at(i), keys.at(best)))
            return std::nullopt;
    }
    return best;
}

} // namespace

// A row whose clean values were printed in GiB and in GB keeps a winner only where both
// readings of a GiB figure (as printed, converted at 1.0737 GB per GiB) choose it
// (docs/DOMAIN-RULES.md rule 4). Otherwise the row is too close to call: no winner, no single
// ratio, the ratio's range against the best nominal value. Returns whether it is.
bool judgeBothReadings(ComparisonRow& row, const QList<std::optional<double>>& keys) {
    if (!followsPrintedUnit(row.unit))
        return false;
    const QList<int> clean = row.cleanIndices();
    bool binary = false;
    bool decimal = false;
    for (int i : clean) {
        binary = binary || row.values.at(i).printedUnit == PrintedUnit::Binary;
        decimal = decimal || row.values.at(i).printedUnit == PrintedUnit::Decimal;
    }
    if (!binary || !decimal)
        return false;
    QList<double> printed(row.values.size(), 0.0);
    QList<double> converted(row.values.size(), 0.0);
    for (int i : clean) {
        printed[i] = *keys.at(i);
        converted[i] = row.values.at(i).printedUnit == PrintedUnit::Binary
                           ? printed.at(i) * kGigabytesPerGibibyte
                           : printed.at(i);
    }
    const bool higher = row.better == Better::Higher;
    const std::optional<int> asPrinted = singleWinner(clean, printed, higher);
    const std::optional<int> asConverted = singleWinner(clean, converted, higher);
    if (asPrinted == asConverted)
        return false; // the same winner, or no winner either way
    int reference = clean.constFirst();
    for (int i : clean) {
        if (higher ? printed.at(i) > printed.at(reference) : printed.at(i) < printed.at(reference))
            reference = i;
    }
    row.winner.reset();
    row.winnerMayBeSparse = false;
    row.aboutTheSame = false;
    row.tooCloseToCall = true;
    row.reference = reference;
    row.ratios = QList<std::optional<double>>(row.values.size());
    row.ratioRanges = QList<std::optional<std::pair<double, double>>>(row.values.size());
    for (int i : clean) {
        if (i == reference || printed.at(reference) == 0.0 || converted.at(reference) == 0.0)
            continue;
        const double a = printed.at(i) / printed.at(reference);
        const double b = converted.at(i) / converted.at(reference);
        row.ratioRanges[i] = std::pair(std::min(a, b), std::max(a, b));
    }
    return true;
}

// "too close to call: printed units differ; AWS Trainium (Trn1) is 0.95-1.02x NVIDIA L40S"
QString tooCloseNote(const ComparisonRow& row, const QList<Entry>& entries, const QLocale& locale) {
    QStringList ranges;
    for (int i = 0; i < int(row.ratioRanges.size()); ++i) {
        if (const auto& range = row.ratioRanges.at(i))
            ranges << QCoreApplication::translate("Comparison", "%1 is %2 %3")
                          .arg(entries.at(i).name(),
                               ratioRangeText(range->first, range->second, locale),
                               entries.at(*row.reference).name());
    }
    return ranges.isEmpty() ? tooCloseToCallText(row)
                            : QStringLiteral("%1; %2").arg(tooCloseToCallText(row),
                                                           ranges.join(QStringLiteral(", ")));
}

} // namespace comparison_detail

QString tooCloseToCallText(const ComparisonRow& row) {
    return row.tooCloseToCall ? QCoreApplication::translate(
                                    "Comparison", "too close to call: printed units differ")
                              : QString();
}

QString ratioRangeText(double low, double high, const QLocale& locale) {
    return QStringLiteral("%1-%2x").arg(locale.toString(low, 'f', 2),
                                        locale.toString(high, 'f', 2));
}

} // namespace chipatlas
