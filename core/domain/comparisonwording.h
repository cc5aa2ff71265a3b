#pragma once

// Wording shared by the comparison's row notes and its summary sentences, so that a row and a
// sentence say the same thing about the same figure. Internal to core/domain.

#include "comparison.h"

#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>

namespace chipatlas::comparison_detail {

// "TDP", "memory bandwidth", "BF16 figure": a field as it reads inside a sentence.
QString figureSubject(Field field);
// A present figure as text: "500 W", "HBM3".
QString valueText(const Figure& figure, Unit unit, const QLocale& locale,
                  MemoryUnits memoryUnits = MemoryUnits::Decimal);
// "AWS Trainium (Trn1)'s TDP of 500 W is unverified"; for a design target "AWS Trainium4's FP8
// figure of 7,551 TFLOPS is a design target, not shipping"
QString doubtfulCaveat(const QString& chip, Field field, const Figure& figure,
                       const QLocale& locale);
// "AMD Instinct MI355X's FP4 figure may be sparse: the vendor does not say"
QString sparsityCaveat(const QString& chip, Field field);
// The caveat of a figure that is not clean, or an empty string.
QString uncleanCaveat(const QString& chip, Field field, const Figure& figure,
                      const QLocale& locale);
// The symbol a source printed a capacity or bandwidth in: "GiB", "GB/s"; for other units,
// or an unstated printed unit, the stored unit's symbol.
QString printedUnitSymbol(Unit unit, PrintedUnit printed);

// "printed in different units: GiB for AWS Trainium (Trn1), GB for NVIDIA H100 SXM", or an
// empty string when the row's present values were not printed in both unit systems.
QString printedUnitsNote(const ComparisonRow& row, const QList<Entry>& entries);

// A row whose clean values (their compared numbers in `keys`) were printed in GiB and in GB
// keeps its winner only where both readings of a GiB figure choose it; otherwise it is made too
// close to call (comparison.h) and true is returned (comparisonunits.cpp).
bool judgeBothReadings(ComparisonRow& row, const QList<std::optional<double>>& keys);
// "too close to call: printed units differ; AWS Trainium (Trn1) is 0.95-1.02x NVIDIA L40S"
QString tooCloseNote(const ComparisonRow& row, const QList<Entry>& entries, const QLocale& locale);

// A number with at most maxDecimals, trailing zeros dropped: "1,307.4".
QString trimmedNumber(double value, int maxDecimals, const QLocale& locale);
// A number inside a stored note reads the same in every locale: "2,517", "186".
QString noteNumber(double value);
// Equal up to rounding noise: ties are judged with it.
bool sameValue(double a, double b);
// A ratio in a sentence, at most two decimals with trailing zeros dropped: "1.91x", "1.5x".
QString ratioText(double ratio, const QLocale& locale);
// "A", "A and B", "A, B and C"
QString joinedList(const QStringList& items);

// Numbers that one sentence sets side by side, in one unit: formatQuantity's when it scales
// them all alike ("2.5", "2.25" PFLOPS), otherwise the stored unit ("1,307.4", "989.5"
// TFLOPS), so that nobody compares PFLOPS with TFLOPS by eye.
struct SharedUnit {
    QStringList numbers;
    QString symbol;
    QString withUnit(int i) const { return numbers.value(i) + QLatin1Char(' ') + symbol; }
};
SharedUnit inSharedUnit(const QList<double>& values, Unit unit, const QLocale& locale);

// The three summary sentences of a comparison whose rows are built.
QStringList comparisonSummary(const Comparison& comparison, const QLocale& locale);

} // namespace chipatlas::comparison_detail
