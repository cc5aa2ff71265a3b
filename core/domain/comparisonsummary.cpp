// The three sentences under a comparison: training throughput, memory, power efficiency.
// Each names the figures it used and says what is missing or unsure instead of guessing.
#include "comparisonwording.h"
#include "figureformat.h"
#include "quantity.h"

#include <QCoreApplication>

#include <algorithm>
#include <functional>

namespace chipatlas::comparison_detail {

namespace {
// Chip indices, largest value first; ties keep the comparison's order.
QList<int> byValueDescending(const QList<int>& indices, const QList<double>& values) {
    QList<int> order = indices;
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return values.at(a) > values.at(b); });
    return order;
}

// How many of the first in `order` are about the same as the first (publishedStep, 1.00x).
int leaders(const QList<int>& order, const QList<double>& values) {
    int count = 0;
    while (count < order.size() && aboutTheSame(values.at(order.at(count)), values.at(order.at(0))))
        ++count;
    return count;
}

bool allExactlyEqual(const QList<int>& indices, const QList<double>& values) {
    return std::all_of(indices.cbegin(), indices.cend(), [&](int i) {
        return sameValue(values.at(i), values.at(indices.constFirst()));
    });
}

const ComparisonRow& rowFor(const Comparison& comparison, const QString& key) {
    const auto it = std::find_if(comparison.rows.cbegin(), comparison.rows.cend(),
                                 [&](const ComparisonRow& row) { return row.key == key; });
    Q_ASSERT(it != comparison.rows.cend());
    return *it;
}

// "Among X and Y, <sentence>" when the row left chips out, so that a winner is never read as
// the winner of all.
QString among(const QList<Entry>& entries, const QList<int>& clean, const QString& sentence) {
    if (clean.size() == entries.size())
        return sentence;
    QStringList names;
    for (int i : clean)
        names << entries.at(i).name();
    return QCoreApplication::translate("Comparison", "Among %1, %2")
        .arg(joinedList(names), sentence);
}

// The caveat of a chip's winning figure that may be sparse, or an empty string.
QString sparseWinnerClause(const ComparisonRow& row, const QList<Entry>& entries, Field field) {
    if (!row.winnerMayBeSparse)
        return QString();
    return QStringLiteral("; ") + sparsityCaveat(entries.at(*row.winner).name(), field);
}

QStringList names(const QList<Entry>& entries, const QList<int>& indices) {
    QStringList result;
    for (int i : indices)
        result << entries.at(i).name();
    return result;
}

// "(Cerebras WSE-3 has none)" or, when every chip has some figure, which ones each has.
QString whoHasWhich(const QList<Entry>& entries, const QList<Precision>& chain) {
    QStringList none;
    QStringList which;
    for (const Entry& entry : entries) {
        QStringList have;
        for (Precision p : chain) {
            if (entry.figure(throughputField(p)).hasValue())
                have << precisionName(p);
        }
        if (have.isEmpty())
            none << entry.name();
        which << QCoreApplication::translate("Comparison", "%1 has %2")
                     .arg(entry.name(), have.isEmpty()
                                            ? QCoreApplication::translate("Comparison", "none")
                                            : have.join(QStringLiteral(", ")));
    }
    if (none.isEmpty())
        return which.join(QStringLiteral("; "));
    return QCoreApplication::translate("Comparison", "%1 have none", nullptr, int(none.size()))
        .arg(joinedList(none));
}

// Why each left-out chip of a row is left out: "X's BF16 figure is not published", "Y's TDP of
// 500 W is unverified". `inputs` are the figures the row is made of.
QStringList leftOutReasons(const ComparisonRow& row, const QList<Entry>& entries,
                           const QList<Field>& inputs, const QLocale& locale);

QString training(const Comparison& comparison, const QLocale& locale) {
    const QList<Entry>& entries = comparison.entries;
    // Dense BF16 first: it is what training runs use; then the others, naming the one used.
    const QList<Precision> chain{Precision::BF16, Precision::FP16, Precision::TF32, Precision::FP32,
                                 Precision::FP8,  Precision::INT8, Precision::FP4};
    const auto rowOf = [&](Precision p) -> const ComparisonRow& {
        return rowFor(comparison, fieldKey(throughputField(p)));
    };
    // Every chip's figure clean and surely dense; then every chip's clean figure; then the first
    // precision with two clean figures, among which the sentence compares.
    const auto everyClean = [&](Precision p, bool dense) {
        const ComparisonRow& row = rowOf(p);
        return row.cleanIndices().size() == entries.size() &&
               (!dense || std::none_of(row.values.cbegin(), row.values.cend(),
                                       [](const Figure& f) { return f.sparsityUnstated; }));
    };
    const auto twoClean = [&](Precision p) { return rowOf(p).cleanIndices().size() >= 2; };
    const auto everyPresent = [&](Precision p) {
        const QList<Figure>& values = rowOf(p).values;
        return std::all_of(values.cbegin(), values.cend(),
                           [](const Figure& f) { return f.hasValue(); });
    };
    std::optional<Precision> precision;
    for (const auto& test : QList<std::function<bool(Precision)>>{
             [&](Precision p) { return everyClean(p, true); },
             [&](Precision p) { return everyClean(p, false); }, twoClean}) {
        for (Precision p : chain) {
            if (!precision && test(p))
                precision = p;
        }
    }
    if (!precision) {
        const auto doubtful = std::find_if(chain.cbegin(), chain.cend(), everyPresent);
        if (doubtful == chain.cend())
            return QCoreApplication::translate(
                       "Comparison",
                       "Which is faster for training cannot be said: no dense throughput figure "
                       "is available for %1 (%2).")
                .arg(entries.size() == 2 ? QCoreApplication::translate("Comparison", "both of them")
                                         : QCoreApplication::translate("Comparison", "all of them"),
                     whoHasWhich(entries, chain));
        const Field field = throughputField(*doubtful);
        QList<double> values;
        for (const Entry& entry : entries)
            values << entry.figure(field).number();
        const SharedUnit shared = inSharedUnit(values, fieldInfo(field).unit, locale);
        return QCoreApplication::translate(
                   "Comparison", "Which is faster for training cannot be said cleanly on dense %1 "
                                 "throughput: %2 (%3 %4).")
            .arg(precisionName(*doubtful),
                 joinedList(leftOutReasons(rowOf(*doubtful), entries, {field}, locale)),
                 shared.numbers.join(QCoreApplication::translate("Comparison", " vs ")),
                 shared.symbol);
    }

    const ComparisonRow& row = rowOf(*precision);
    const Field field = throughputField(*precision);
    const QString name = precisionName(*precision);
    const QList<int> clean = row.cleanIndices();
    QList<double> values;
    QList<double> cleanValues;
    QStringList computed;
    for (int i = 0; i < entries.size(); ++i) {
        const Figure& f = row.values.at(i);
        values << f.number();
        if (!clean.contains(i))
            continue;
        cleanValues << f.number();
        if (f.status == FigureStatus::Computed)
            computed << entries.at(i).name();
    }
    const SharedUnit shared = inSharedUnit(cleanValues, fieldInfo(field).unit, locale);
    const auto number = [&](int i) { return shared.numbers.at(clean.indexOf(i)); };
    const auto withUnit = [&](int i) { return shared.withUnit(int(clean.indexOf(i))); };

    QString extra =
        computed.isEmpty()
            ? QString()
            : QCoreApplication::translate("Comparison", "; the figures of %1 are computed", nullptr,
                                          int(computed.size()))
                  .arg(joinedList(computed));
    extra += sparseWinnerClause(row, entries, field);
    const QStringList reasons = leftOutReasons(row, entries, {field}, locale);
    if (!reasons.isEmpty())
        extra += QStringLiteral("; ") + joinedList(reasons);

    const QList<int> order = byValueDescending(clean, values);
    const int top = leaders(order, values);
    const int best = order.constFirst();
    QString sentence;
    if (top == int(clean.size())) {
        QStringList numbers;
        for (int i : order)
            numbers << number(i);
        sentence =
            allExactlyEqual(clean, values)
                ? QCoreApplication::translate("Comparison",
                                              "%1 are equally fast for training on paper: %2 of "
                                              "dense %3 throughput each%4.")
                      .arg(joinedList(names(entries, order)), withUnit(best), name, extra)
                : QCoreApplication::translate(
                      "Comparison", "%1 are about the same for training on paper: %2 %3 of dense "
                                    "%4 throughput, closer than the figures' precision%5.")
                      .arg(joinedList(names(entries, order)),
                           numbers.join(QCoreApplication::translate("Comparison", " vs ")),
                           shared.symbol, name, extra);
    } else if (clean.size() == 2) {
        const int other = order.at(1);
        sentence =
            QCoreApplication::translate(
                "Comparison",
                "%1 is faster for training: %2 the dense %3 throughput of %4 (%5 vs %6%7).")
                .arg(entries.at(best).name(), ratioText(values.at(best) / values.at(other), locale),
                     name, entries.at(other).name(), number(best), withUnit(other), extra);
    } else {
        QStringList behind;
        for (int i : order.mid(top))
            behind << QCoreApplication::translate("Comparison", "%1 %2 (%3)")
                          .arg(ratioText(values.at(best) / values.at(i), locale),
                               entries.at(i).name(), number(i));
        const QList<int> leading = order.mid(0, top);
        QStringList leadingNumbers;
        for (int i : leading)
            leadingNumbers << number(i);
        const QString lead =
            top == 1
                ? QCoreApplication::translate(
                      "Comparison", "%1 is the fastest for training on dense %2 throughput (%3)")
                      .arg(entries.at(best).name(), name, withUnit(best))
            : allExactlyEqual(leading, values)
                ? QCoreApplication::translate(
                      "Comparison",
                      "%1 tie as the fastest for training on dense %2 throughput (%3 each)")
                      .arg(joinedList(names(entries, leading)), name, withUnit(best))
                : QCoreApplication::translate("Comparison",
                                              "%1 are about the same as the fastest for training "
                                              "on dense %2 throughput (%3 %4)")
                      .arg(joinedList(names(entries, leading)), name,
                           leadingNumbers.join(QCoreApplication::translate("Comparison", " vs ")),
                           shared.symbol);
        sentence = QCoreApplication::translate("Comparison", "%1: %2%3.")
                       .arg(lead, behind.join(QStringLiteral(", ")), extra);
    }
    return among(entries, clean, sentence);
}

QString missingReason(const Entry& entry, Field field) {
    return QCoreApplication::translate("Comparison", "%1's %2 is %3")
        .arg(entry.name(), figureSubject(field), statusDisplayName(entry.figure(field).status));
}

// "X's TDP is not published", "X's BF16 figure and TDP are unknown"
QString missingReasons(const Entry& entry, const QList<Field>& fields) {
    QList<Field> missing;
    for (Field field : fields) {
        if (!entry.figure(field).hasValue())
            missing << field;
    }
    if (missing.size() == 1)
        return missingReason(entry, missing.constFirst());
    const FigureStatus status = entry.figure(missing.constFirst()).status;
    QStringList subjects;
    bool sameStatus = true;
    for (Field field : missing) {
        subjects << figureSubject(field);
        sameStatus = sameStatus && entry.figure(field).status == status;
    }
    if (!sameStatus) {
        QStringList reasons;
        for (Field field : missing)
            reasons << missingReason(entry, field);
        return joinedList(reasons);
    }
    return QCoreApplication::translate("Comparison", "%1's %2 are %3")
        .arg(entry.name(), joinedList(subjects), statusDisplayName(status));
}

QStringList leftOutReasons(const ComparisonRow& row, const QList<Entry>& entries,
                           const QList<Field>& inputs, const QLocale& locale) {
    QStringList reasons;
    for (int i = 0; i < entries.size(); ++i) {
        const std::optional<LeftOutReason> reason = row.leftOut.value(i);
        if (!reason)
            continue;
        const Entry& entry = entries.at(i);
        if (*reason == LeftOutReason::OtherPowerScope) {
            reasons << QCoreApplication::translate(
                           "Comparison", "%1's power counts the chips only, not a whole system's")
                           .arg(entry.name());
            continue;
        }
        if (!isDoubtfulReason(*reason)) {
            const bool inputsPresent = std::all_of(inputs.cbegin(), inputs.cend(), [&](Field f) {
                return entry.figure(f).hasValue();
            });
            reasons << (inputsPresent
                            ? QCoreApplication::translate("Comparison", "%1's TDP is zero")
                                  .arg(entry.name())
                            : missingReasons(entry, inputs));
            continue;
        }
        for (Field input : inputs) {
            if (isDoubtfulStatus(entry.figure(input).status))
                reasons << doubtfulCaveat(entry.name(), input, entry.figure(input), locale);
        }
    }
    return reasons;
}

// Whether a chip is left out for its figure's status (unverified, a design target).
bool anyDoubtful(const ComparisonRow& row) {
    return std::any_of(row.leftOut.cbegin(), row.leftOut.cend(),
                       [](const auto& reason) { return reason && isDoubtfulReason(*reason); });
}

QString memory(const Comparison& comparison, const QLocale& locale) {
    const QList<Entry>& entries = comparison.entries;
    const bool allHbm = std::all_of(entries.cbegin(), entries.cend(), [](const Entry& entry) {
        return entry.figure(Field::MemoryType)
            .text()
            .startsWith(QLatin1String("HBM"), Qt::CaseInsensitive);
    });
    const QString noun = allHbm ? QCoreApplication::translate("Comparison", "HBM")
                                : QCoreApplication::translate("Comparison", "memory");
    const ComparisonRow& row = rowFor(comparison, fieldKey(Field::MemoryGb));
    const QList<int> clean = row.cleanIndices();
    const QStringList reasons = leftOutReasons(row, entries, {Field::MemoryGb}, locale);
    if (clean.size() < 2)
        return (anyDoubtful(row)
                    ? QCoreApplication::translate(
                          "Comparison", "Which has more memory cannot be said cleanly: %1.")
                    : QCoreApplication::translate("Comparison",
                                                  "Which has more memory cannot be said: %1."))
            .arg(joinedList(reasons));

    QList<double> values;
    QList<double> cleanValues;
    for (int i = 0; i < entries.size(); ++i) {
        values << row.values.at(i).number();
        if (clean.contains(i))
            cleanValues << values.constLast();
    }
    // Nominal numbers, as vendors and buyers compare them; the clause says when the printed
    // units differ.
    const SharedUnit shared = inSharedUnit(cleanValues, Unit::Gigabyte, locale);
    const auto describe = [&](int i) {
        // A capacity printed in GiB reads in GiB ("32 GiB"), never as GB of the same number.
        const Figure& figure = row.values.at(i);
        const QString capacity = figure.printedUnit == PrintedUnit::Binary
                                     ? formatFigure(figure, Unit::Gigabyte, locale)
                                     : shared.withUnit(int(clean.indexOf(i)));
        const QString type = entries.at(i).figure(Field::MemoryType).text();
        return type.isEmpty()
                   ? capacity
                   : QCoreApplication::translate("Comparison", "%1 of %2").arg(capacity, type);
    };
    QString extra = reasons.isEmpty() ? QString() : QStringLiteral("; ") + joinedList(reasons);
    const QString units = printedUnitsNote(row, entries);
    if (!units.isEmpty())
        extra += QStringLiteral("; ") + units;
    if (row.tooCloseToCall) {
        // The winner depends on how a GiB figure is read (docs/DOMAIN-RULES.md rule 4).
        QStringList described;
        for (int i : clean)
            described << QCoreApplication::translate("Comparison", "%1 on %2")
                             .arg(describe(i), entries.at(i).name());
        return among(entries, clean,
                     QCoreApplication::translate("Comparison",
                                                 "Which has more %1 is too close to call: %2%3.")
                         .arg(noun, joinedList(described), extra));
    }
    const QList<int> order = byValueDescending(clean, values);
    const int top = leaders(order, values);
    const int best = order.constFirst();
    QStringList described;
    for (int i : order)
        described << describe(i);
    QString sentence;
    if (top == int(clean.size())) {
        sentence =
            (allExactlyEqual(clean, values)
                 ? QCoreApplication::translate("Comparison", "%1 have the same amount of %2: %3%4.")
                 : QCoreApplication::translate("Comparison",
                                               "%1 have about the same amount of %2: %3%4."))
                .arg(joinedList(names(entries, order)), noun, joinedList(described), extra);
        return among(entries, clean, sentence);
    }
    QStringList behind;
    for (int i : order.mid(top))
        behind << QCoreApplication::translate("Comparison", "%1 on %2 (%3)")
                      .arg(describe(i), entries.at(i).name(),
                           ratioText(values.at(best) / values.at(i), locale));
    if (top > 1)
        sentence =
            (allExactlyEqual(order.mid(0, top), values)
                 ? QCoreApplication::translate("Comparison",
                                               "%1 tie for the most %2 (%3), ahead of %4%5.")
                 : QCoreApplication::translate(
                       "Comparison", "%1 have about the same, the most %2 (%3), ahead of %4%5."))
                .arg(joinedList(names(entries, order.mid(0, top))), noun,
                     joinedList(described.mid(0, top)), joinedList(behind), extra);
    else
        sentence =
            QCoreApplication::translate("Comparison", "%1 has %2 %3: %4 vs %5%6.")
                .arg(entries.at(best).name(),
                     clean.size() == 2 ? QCoreApplication::translate("Comparison", "more")
                                       : QCoreApplication::translate("Comparison", "the most"),
                     noun, describe(best), joinedList(behind), extra);
    return among(entries, clean, sentence);
}

QString efficiency(const Comparison& comparison, const QLocale& locale) {
    const QList<Entry>& entries = comparison.entries;
    const QString name = precisionName(comparison.precision);
    const Field throughput = throughputField(comparison.precision);
    const Unit perWatt = Quantity::perfPerWatt().unit(comparison.precision); // TOPS/W at INT8
    const QList<Field> inputs{throughput, Field::TdpW};
    const ComparisonRow& row = rowFor(comparison, QStringLiteral("perf_per_watt"));
    const QList<int> clean = row.cleanIndices();
    QList<double> perfPerWatt;
    for (const Figure& figure : row.values)
        perfPerWatt << figure.number();
    const QStringList reasons = leftOutReasons(row, entries, inputs, locale);
    const auto ratePerWatt = [&](int i) {
        return formatQuantity(perfPerWatt.at(i), perWatt, locale);
    };
    if (clean.size() < 2) {
        if (!anyDoubtful(row))
            return QCoreApplication::translate("Comparison",
                                               "Power efficiency at %1 cannot be compared: %2.")
                .arg(name, joinedList(reasons));
        // What the unverified figures would give, beside the clean ones, and what is missing.
        QList<int> unverified;
        QStringList caveats;
        QStringList missing;
        for (int i = 0; i < entries.size(); ++i) {
            const std::optional<LeftOutReason> reason = row.leftOut.value(i);
            if (!reason || !isDoubtfulReason(*reason))
                continue;
            unverified << i;
            for (Field input : inputs) {
                const Figure& figure = entries.at(i).figure(input);
                if (isDoubtfulStatus(figure.status))
                    caveats << doubtfulCaveat(entries.at(i).name(), input, figure, locale);
            }
        }
        for (const QString& reason : reasons) {
            if (!caveats.contains(reason))
                missing << reason;
        }
        QStringList would;
        for (int i : unverified)
            would << (unverified.size() == 1
                          ? ratePerWatt(i)
                          : QCoreApplication::translate("Comparison", "%1 for %2")
                                .arg(ratePerWatt(i), entries.at(i).name()));
        QStringList against;
        for (int i : clean)
            against << QCoreApplication::translate("Comparison", "%1 for %2")
                           .arg(ratePerWatt(i), entries.at(i).name());
        QString hypothetical = QCoreApplication::translate("Comparison", "they would give %1",
                                                           nullptr, int(unverified.size()))
                                   .arg(joinedList(would));
        if (!against.isEmpty())
            hypothetical +=
                QCoreApplication::translate("Comparison", " against %1").arg(joinedList(against));
        return QCoreApplication::translate(
                   "Comparison", "Power efficiency at %1 cannot be compared cleanly: %2 (%3)%4.")
            .arg(name, joinedList(caveats), hypothetical,
                 missing.isEmpty() ? QString() : QStringLiteral("; ") + joinedList(missing));
    }

    QList<double> throughputs;
    for (int i : clean)
        throughputs << entries.at(i).figure(throughput).number();
    const SharedUnit shared = inSharedUnit(throughputs, fieldInfo(throughput).unit, locale);
    const auto inputsText = [&](int i) {
        // "1,835 TFLOPS at 900 W, air-cooled": the TDP with the configuration it belongs to.
        return QCoreApplication::translate("Comparison", "%1 %2")
            .arg(shared.withUnit(int(clean.indexOf(i))),
                 tdpUsedText(entries.at(i).figure(Field::TdpW), locale));
    };
    QString extra = sparseWinnerClause(row, entries, throughput);
    if (!reasons.isEmpty())
        extra += QStringLiteral("; ") + joinedList(reasons);
    const QList<int> order = byValueDescending(clean, perfPerWatt);
    const int top = leaders(order, perfPerWatt);
    const int best = order.constFirst();
    QString sentence;
    if (top == int(clean.size())) {
        QStringList rates;
        for (int i : order)
            rates << ratePerWatt(i);
        sentence =
            allExactlyEqual(clean, perfPerWatt)
                ? QCoreApplication::translate("Comparison",
                                              "%1 are equally power-efficient at %2: %3%4.")
                      .arg(joinedList(names(entries, order)), name, ratePerWatt(best), extra)
                : QCoreApplication::translate("Comparison",
                                              "%1 are about as power-efficient at %2: %3%4.")
                      .arg(joinedList(names(entries, order)), name,
                           rates.join(QCoreApplication::translate("Comparison", " vs ")), extra);
    } else if (clean.size() == 2) {
        const int other = order.at(1);
        const SharedUnit rates =
            inSharedUnit({perfPerWatt.at(best), perfPerWatt.at(other)}, perWatt, locale);
        sentence = QCoreApplication::translate(
                       "Comparison", "%1 is more power-efficient at %2: %3 vs %4 (%5 vs %6)%7.")
                       .arg(entries.at(best).name(), name, rates.numbers.at(0), rates.withUnit(1),
                            inputsText(best), inputsText(other), extra);
    } else {
        QStringList behind;
        for (int i : order.mid(top))
            behind << QCoreApplication::translate("Comparison", "%1 for %2 (%3)")
                          .arg(ratePerWatt(i), entries.at(i).name(), inputsText(i));
        QStringList leading;
        for (int i : order.mid(0, top))
            leading << QCoreApplication::translate("Comparison", "%1 (%2)")
                           .arg(entries.at(i).name(), inputsText(i));
        const QString lead =
            top == 1 ? QCoreApplication::translate("Comparison",
                                                   "%1 is the most power-efficient at %2: %3 (%4)")
                           .arg(entries.at(best).name(), name, ratePerWatt(best), inputsText(best))
                     : QCoreApplication::translate(
                           "Comparison", "%1 tie as the most power-efficient at %2 (%3 each)")
                           .arg(joinedList(leading), name, ratePerWatt(best));
        sentence = QCoreApplication::translate("Comparison", "%1 vs %2%3.")
                       .arg(lead, joinedList(behind), extra);
    }
    return among(entries, clean, sentence);
}
} // namespace

QStringList comparisonSummary(const Comparison& comparison, const QLocale& locale) {
    if (comparison.entries.size() < 2)
        return {};
    return {training(comparison, locale), memory(comparison, locale),
            efficiency(comparison, locale)};
}

} // namespace chipatlas::comparison_detail
