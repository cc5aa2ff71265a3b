// The three sentences under a comparison: training throughput, memory, power efficiency.
// Each names the figures it used and says what is missing or unsure instead of guessing.
#include "comparisonwording.h"
#include "quantity.h"

#include <QCoreApplication>

#include <algorithm>
#include <numeric>

namespace chipatlas::comparison_detail {

namespace {
// Chip indices, largest value first; ties keep the comparison's order.
QList<int> byValueDescending(const QList<int>& indices, const QList<double>& values) {
    QList<int> order = indices;
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return values.at(a) > values.at(b); });
    return order;
}

int leaders(const QList<int>& order, const QList<double>& values) {
    int count = 0;
    while (count < order.size() && sameValue(values.at(order.at(count)), values.at(order.at(0))))
        ++count;
    return count;
}

QStringList names(const QList<Chip>& chips, const QList<int>& indices) {
    QStringList result;
    for (int i : indices)
        result << chips.at(i).name;
    return result;
}

QList<int> allIndices(qsizetype count) {
    QList<int> indices(count);
    std::iota(indices.begin(), indices.end(), 0);
    return indices;
}

// "(Cerebras WSE-3 has none)" or, when every chip has some figure, which ones each has.
QString whoHasWhich(const QList<Chip>& chips, const QList<Precision>& chain) {
    QStringList none;
    QStringList which;
    for (const Chip& chip : chips) {
        QStringList have;
        for (Precision p : chain) {
            if (chip.figure(throughputField(p)).hasValue())
                have << precisionName(p);
        }
        if (have.isEmpty())
            none << chip.name;
        which << QCoreApplication::translate("Comparison", "%1 has %2")
                     .arg(chip.name, have.isEmpty()
                                         ? QCoreApplication::translate("Comparison", "none")
                                         : have.join(QStringLiteral(", ")));
    }
    if (none.isEmpty())
        return which.join(QStringLiteral("; "));
    return (none.size() == 1 ? QCoreApplication::translate("Comparison", "%1 has none")
                             : QCoreApplication::translate("Comparison", "%1 have none"))
        .arg(joinedList(none));
}

QString training(const QList<Chip>& chips, const QLocale& locale) {
    // Dense BF16 first: it is what training runs use; then the others, naming the one used.
    const QList<Precision> chain{Precision::BF16, Precision::FP16, Precision::TF32, Precision::FP32,
                                 Precision::FP8,  Precision::INT8, Precision::FP4};
    const auto everyChip = [&](Precision p, bool clean) {
        return std::all_of(chips.cbegin(), chips.cend(), [&](const Chip& chip) {
            const Figure& f = chip.figure(throughputField(p));
            return clean ? isClean(f) : f.hasValue();
        });
    };
    std::optional<Precision> precision;
    bool clean = false;
    for (bool wantClean : {true, false}) {
        for (Precision p : chain) {
            if (!precision && everyChip(p, wantClean)) {
                precision = p;
                clean = wantClean;
            }
        }
    }
    if (!precision)
        return QCoreApplication::translate(
                   "Comparison",
                   "Which is faster for training cannot be said: no dense throughput figure is "
                   "available for %1 (%2).")
            .arg(chips.size() == 2 ? QCoreApplication::translate("Comparison", "both of them")
                                   : QCoreApplication::translate("Comparison", "all of them"),
                 whoHasWhich(chips, chain));

    const Field field = throughputField(*precision);
    const QString name = precisionName(*precision);
    QList<double> values;
    QStringList computed;
    QStringList caveats;
    for (const Chip& chip : chips) {
        const Figure& f = chip.figure(field);
        values << f.number();
        if (f.status == FigureStatus::Computed)
            computed << chip.name;
        const QString caveat = uncleanCaveat(chip.name, field, f, locale);
        if (!caveat.isEmpty())
            caveats << caveat;
    }
    const SharedUnit shared = inSharedUnit(values, fieldInfo(field).unit, locale);
    if (!clean)
        return QCoreApplication::translate(
                   "Comparison", "Which is faster for training cannot be said cleanly on dense %1 "
                                 "throughput: %2 (%3 %4).")
            .arg(name, joinedList(caveats),
                 shared.numbers.join(QCoreApplication::translate("Comparison", " vs ")),
                 shared.symbol);

    const QString computedClause =
        computed.isEmpty() ? QString()
        : computed.size() == 1
            ? QCoreApplication::translate("Comparison", "; %1's figure is computed")
                  .arg(computed.constFirst())
            : QCoreApplication::translate("Comparison", "; the figures of %1 are computed")
                  .arg(joinedList(computed));
    const QList<int> order = byValueDescending(allIndices(chips.size()), values);
    const int top = leaders(order, values);
    const int best = order.constFirst();
    if (top == int(chips.size()))
        return QCoreApplication::translate(
                   "Comparison",
                   "%1 are equally fast for training on paper: %2 of dense %3 throughput each%4.")
            .arg(joinedList(names(chips, order)), shared.withUnit(best), name, computedClause);
    if (chips.size() == 2) {
        const int other = order.at(1);
        return QCoreApplication::translate(
                   "Comparison",
                   "%1 is faster for training: %2 the dense %3 throughput of %4 (%5 vs %6%7).")
            .arg(chips.at(best).name, ratioText(values.at(best) / values.at(other), locale), name,
                 chips.at(other).name, shared.numbers.at(best), shared.withUnit(other),
                 computedClause);
    }
    QStringList behind;
    for (int i : order.mid(top))
        behind << QCoreApplication::translate("Comparison", "%1 %2 (%3)")
                      .arg(ratioText(values.at(best) / values.at(i), locale), chips.at(i).name,
                           shared.numbers.at(i));
    const QString lead =
        top == 1
            ? QCoreApplication::translate(
                  "Comparison", "%1 is the fastest for training on dense %2 throughput (%3)")
                  .arg(chips.at(best).name, name, shared.withUnit(best))
            : QCoreApplication::translate(
                  "Comparison",
                  "%1 tie as the fastest for training on dense %2 throughput (%3 each)")
                  .arg(joinedList(names(chips, order.mid(0, top))), name, shared.withUnit(best));
    return QCoreApplication::translate("Comparison", "%1: %2%3.")
        .arg(lead, behind.join(QStringLiteral(", ")), computedClause);
}

QString missingReason(const Chip& chip, Field field) {
    return QCoreApplication::translate("Comparison", "%1's %2 is %3")
        .arg(chip.name, figureSubject(field), statusDisplayName(chip.figure(field).status));
}

// "X's TDP is not published", "X's BF16 figure and TDP are unknown"
QString missingReasons(const Chip& chip, const QList<Field>& fields) {
    QList<Field> missing;
    for (Field field : fields) {
        if (!chip.figure(field).hasValue())
            missing << field;
    }
    if (missing.size() == 1)
        return missingReason(chip, missing.constFirst());
    const FigureStatus status = chip.figure(missing.constFirst()).status;
    QStringList subjects;
    bool sameStatus = true;
    for (Field field : missing) {
        subjects << figureSubject(field);
        sameStatus = sameStatus && chip.figure(field).status == status;
    }
    if (!sameStatus) {
        QStringList reasons;
        for (Field field : missing)
            reasons << missingReason(chip, field);
        return joinedList(reasons);
    }
    return QCoreApplication::translate("Comparison", "%1's %2 are %3")
        .arg(chip.name, joinedList(subjects), statusDisplayName(status));
}

QString memory(const Comparison& comparison, const QLocale& locale) {
    const QList<Chip>& chips = comparison.chips;
    const bool allHbm = std::all_of(chips.cbegin(), chips.cend(), [](const Chip& chip) {
        return chip.figure(Field::MemoryType)
            .text()
            .startsWith(QLatin1String("HBM"), Qt::CaseInsensitive);
    });
    const QString noun = allHbm ? QCoreApplication::translate("Comparison", "HBM")
                                : QCoreApplication::translate("Comparison", "memory");
    QList<int> present;
    QStringList missing;
    QStringList caveats;
    QList<double> values;
    for (int i = 0; i < chips.size(); ++i) {
        const Figure& f = chips.at(i).figure(Field::MemoryGb);
        values << f.number();
        if (!f.hasValue()) {
            missing << missingReason(chips.at(i), Field::MemoryGb);
            continue;
        }
        present << i;
        const QString caveat = uncleanCaveat(chips.at(i).name, Field::MemoryGb, f, locale);
        if (!caveat.isEmpty())
            caveats << caveat;
    }
    if (present.size() < 2)
        return QCoreApplication::translate("Comparison",
                                           "Which has more memory cannot be said: %1.")
            .arg(joinedList(missing));
    if (!caveats.isEmpty())
        return QCoreApplication::translate("Comparison",
                                           "Which has more memory cannot be said cleanly: %1.")
            .arg(joinedList(caveats));

    QList<double> presentValues;
    for (int i : present)
        presentValues << values.at(i);
    const SharedUnit shared = inSharedUnit(presentValues, Unit::Gigabyte, locale);
    const auto describe = [&](int i) {
        const QString capacity = shared.withUnit(int(present.indexOf(i)));
        const QString type = chips.at(i).figure(Field::MemoryType).text();
        return type.isEmpty()
                   ? capacity
                   : QCoreApplication::translate("Comparison", "%1 of %2").arg(capacity, type);
    };
    const QString missingClause =
        missing.isEmpty() ? QString() : QStringLiteral("; ") + joinedList(missing);
    const QList<int> order = byValueDescending(present, values);
    const int top = leaders(order, values);
    const int best = order.constFirst();
    QStringList described;
    for (int i : order)
        described << describe(i);
    if (top == int(present.size()))
        return QCoreApplication::translate("Comparison", "%1 have the same amount of %2: %3%4.")
            .arg(joinedList(names(chips, order)), noun, joinedList(described), missingClause);
    QStringList behind;
    for (int i : order.mid(top))
        behind << QCoreApplication::translate("Comparison", "%1 on %2 (%3)")
                      .arg(describe(i), chips.at(i).name,
                           ratioText(values.at(best) / values.at(i), locale));
    if (top > 1)
        return QCoreApplication::translate("Comparison",
                                           "%1 tie for the most %2 (%3), ahead of %4%5.")
            .arg(joinedList(names(chips, order.mid(0, top))), noun,
                 joinedList(described.mid(0, top)), joinedList(behind), missingClause);
    return QCoreApplication::translate("Comparison", "%1 has %2 %3: %4 vs %5%6.")
        .arg(chips.at(best).name,
             present.size() == 2 ? QCoreApplication::translate("Comparison", "more")
                                 : QCoreApplication::translate("Comparison", "the most"),
             noun, describe(best), joinedList(behind), missingClause);
}

QString efficiency(const Comparison& comparison, const QLocale& locale) {
    const QList<Chip>& chips = comparison.chips;
    const QString name = precisionName(comparison.precision);
    const Field throughput = throughputField(comparison.precision);
    const Unit perWatt = Quantity::perfPerWatt().unit(comparison.precision); // TOPS/W at INT8
    const QList<Field> inputs{throughput, Field::TdpW};
    QList<int> complete;
    QStringList missing;
    QList<int> unclean;
    QStringList caveats;
    QList<double> perfPerWatt;
    for (int i = 0; i < chips.size(); ++i) {
        const Chip& chip = chips.at(i);
        const Figure& t = chip.figure(throughput);
        const Figure& w = chip.figure(Field::TdpW);
        const bool has = t.hasValue() && w.hasValue() && w.number() > 0.0;
        perfPerWatt << (has ? t.number() / w.number() : 0.0);
        if (!has) {
            if (!t.hasValue() || !w.hasValue())
                missing << missingReasons(chip, inputs);
            else
                missing
                    << QCoreApplication::translate("Comparison", "%1's TDP is zero").arg(chip.name);
            continue;
        }
        complete << i;
        const qsizetype before = caveats.size();
        for (Field input : inputs) {
            const QString caveat = uncleanCaveat(chip.name, input, chip.figure(input), locale);
            if (!caveat.isEmpty())
                caveats << caveat;
        }
        if (caveats.size() > before)
            unclean << i;
    }
    if (complete.size() < 2)
        return QCoreApplication::translate("Comparison",
                                           "Power efficiency at %1 cannot be compared: %2.")
            .arg(name, joinedList(missing));

    const auto ratePerWatt = [&](int i) {
        return formatQuantity(perfPerWatt.at(i), perWatt, locale);
    };
    const QString missingClause =
        missing.isEmpty() ? QString() : QStringLiteral("; ") + joinedList(missing);
    if (!unclean.isEmpty()) {
        QStringList would;
        for (int i : unclean)
            would << (unclean.size() == 1 ? ratePerWatt(i)
                                          : QCoreApplication::translate("Comparison", "%1 for %2")
                                                .arg(ratePerWatt(i), chips.at(i).name));
        QStringList against;
        for (int i : complete) {
            if (!unclean.contains(i))
                against << QCoreApplication::translate("Comparison", "%1 for %2")
                               .arg(ratePerWatt(i), chips.at(i).name);
        }
        QString hypothetical =
            (unclean.size() == 1 ? QCoreApplication::translate("Comparison", "it would give %1")
                                 : QCoreApplication::translate("Comparison", "they would give %1"))
                .arg(joinedList(would));
        if (!against.isEmpty())
            hypothetical +=
                QCoreApplication::translate("Comparison", " against %1").arg(joinedList(against));
        return QCoreApplication::translate(
                   "Comparison", "Power efficiency at %1 cannot be compared cleanly: %2 (%3)%4.")
            .arg(name, joinedList(caveats), hypothetical, missingClause);
    }

    QList<double> throughputs;
    for (int i : complete)
        throughputs << chips.at(i).figure(throughput).number();
    const SharedUnit shared = inSharedUnit(throughputs, fieldInfo(throughput).unit, locale);
    const auto inputsText = [&](int i) {
        return QCoreApplication::translate("Comparison", "%1 at %2")
            .arg(shared.withUnit(int(complete.indexOf(i))),
                 formatQuantity(chips.at(i).figure(Field::TdpW).number(), Unit::Watt, locale));
    };
    const QList<int> order = byValueDescending(complete, perfPerWatt);
    const int top = leaders(order, perfPerWatt);
    const int best = order.constFirst();
    if (top == int(complete.size()))
        return QCoreApplication::translate("Comparison",
                                           "%1 are equally power-efficient at %2: %3%4.")
            .arg(joinedList(names(chips, order)), name, ratePerWatt(best), missingClause);
    if (complete.size() == 2) {
        const int other = order.at(1);
        const SharedUnit rates =
            inSharedUnit({perfPerWatt.at(best), perfPerWatt.at(other)}, perWatt, locale);
        return QCoreApplication::translate(
                   "Comparison", "%1 is more power-efficient at %2: %3 vs %4 (%5 vs %6)%7.")
            .arg(chips.at(best).name, name, rates.numbers.at(0), rates.withUnit(1),
                 inputsText(best), inputsText(other), missingClause);
    }
    QStringList behind;
    for (int i : order.mid(top))
        behind << QCoreApplication::translate("Comparison", "%1 for %2 (%3)")
                      .arg(ratePerWatt(i), chips.at(i).name, inputsText(i));
    QStringList leading;
    for (int i : order.mid(0, top))
        leading << QCoreApplication::translate("Comparison", "%1 (%2)")
                       .arg(chips.at(i).name, inputsText(i));
    const QString lead =
        top == 1 ? QCoreApplication::translate("Comparison",
                                               "%1 is the most power-efficient at %2: %3 (%4)")
                       .arg(chips.at(best).name, name, ratePerWatt(best), inputsText(best))
                 : QCoreApplication::translate("Comparison",
                                               "%1 tie as the most power-efficient at %2 (%3 each)")
                       .arg(joinedList(leading), name, ratePerWatt(best));
    return QCoreApplication::translate("Comparison", "%1 vs %2%3.")
        .arg(lead, joinedList(behind), missingClause);
}
} // namespace

QStringList comparisonSummary(const Comparison& comparison, const QLocale& locale) {
    if (comparison.chips.size() < 2)
        return {};
    return {training(comparison.chips, locale), memory(comparison, locale),
            efficiency(comparison, locale)};
}

} // namespace chipatlas::comparison_detail
