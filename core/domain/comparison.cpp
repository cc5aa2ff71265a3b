#include "comparison.h"

#include "comparisonwording.h"
#include "quantity.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace chipatlas {

using namespace comparison_detail;

namespace {
constexpr FieldGroup kGroupOrder[] = {
    FieldGroup::Compute,      FieldGroup::Memory, FieldGroup::Power,  FieldGroup::Interconnect,
    FieldGroup::Availability, FieldGroup::Dates,  FieldGroup::Silicon};

// "NVIDIA H200 SXM: computed (1,979 TFLOPS with sparsity / 2)": the figure's own note, cut
// to its first clause so that a row's note stays one line.
QString computedNote(const QString& chip, const QString& figureNote) {
    QString how = figureNote.trimmed();
    static const QRegularExpression lead(QStringLiteral("^computed\\s*:?\\s*"),
                                         QRegularExpression::CaseInsensitiveOption);
    how.remove(lead);
    for (const QString& end : {QStringLiteral("; "), QStringLiteral(". ")}) {
        const qsizetype at = how.indexOf(end);
        if (at > 0)
            how.truncate(at);
    }
    if (how.endsWith(QLatin1Char('.')))
        how.chop(1);
    constexpr qsizetype kMax = 90;
    if (how.size() > kMax) {
        how.truncate(how.lastIndexOf(QLatin1Char(' '), kMax));
        how += QChar(0x2026);
    }
    return how.isEmpty()
               ? QCoreApplication::translate("Comparison", "%1: computed").arg(chip)
               : QCoreApplication::translate("Comparison", "%1: computed (%2)").arg(chip, how);
}

// What one row knows before the winner is chosen.
struct Evidence {
    QList<std::optional<double>> keys; // the compared number of each present value
    QStringList unclean;               // caveats of values that may not win
    QStringList computed;              // notes of computed values
    QStringList incomparable;          // present values that yield no number (process names)
};

// Chooses the winner, the ratios and the note from the evidence (rules in comparison.h).
void decide(ComparisonRow& row, const QList<Chip>& chips, const Evidence& evidence) {
    const int count = int(row.values.size());
    row.ratios = QList<std::optional<double>>(count);
    QStringList notes;
    QList<int> present;
    for (int i = 0; i < count; ++i) {
        const Figure& figure = row.values.at(i);
        if (figure.hasValue())
            present << i;
        else
            notes << QCoreApplication::translate("Comparison", "%1: %2")
                         .arg(chips.at(i).name, statusDisplayName(figure.status));
    }
    notes << evidence.unclean << evidence.computed;
    if (!evidence.incomparable.isEmpty())
        notes << QCoreApplication::translate(
                     "Comparison",
                     "the process names are not comparable: %1 %2 a product name, not a node size")
                     .arg(joinedList(evidence.incomparable),
                          evidence.incomparable.size() == 1
                              ? QCoreApplication::translate("Comparison", "is")
                              : QCoreApplication::translate("Comparison", "are"));

    bool allKeys = !present.isEmpty();
    for (int i : present)
        allKeys = allKeys && evidence.keys.value(i).has_value();
    // differs: numbers by value, text by text ("TSMC N3P" and "TSMC 3 nm" differ, though both
    // are 3 nm), so that hiding equal rows never hides a visible difference.
    for (int i : present) {
        const int first = present.constFirst();
        const bool same = row.numeric ? sameValue(*evidence.keys.at(i), *evidence.keys.at(first))
                                      : row.values.at(i).value == row.values.at(first).value;
        row.differs = row.differs || !same;
    }
    row.differs = row.differs || (!present.isEmpty() && present.size() < count);

    row.comparable = row.better != Better::None && present.size() >= 2 && allKeys &&
                     evidence.unclean.isEmpty() && evidence.incomparable.isEmpty();
    if (row.comparable) {
        const bool higher = row.better == Better::Higher;
        double best = *evidence.keys.at(present.constFirst());
        for (int i : present)
            best = higher ? std::max(best, *evidence.keys.at(i))
                          : std::min(best, *evidence.keys.at(i));
        QStringList bestChips;
        int bestIndex = -1;
        for (int i : present) {
            if (sameValue(*evidence.keys.at(i), best)) {
                bestChips << chips.at(i).name;
                bestIndex = i;
            }
        }
        if (bestChips.size() == 1) {
            row.winner = bestIndex;
            for (int i : present) {
                if (best != 0.0)
                    row.ratios[i] = i == bestIndex ? 1.0 : *evidence.keys.at(i) / best;
            }
        } else if (row.differs && bestChips.size() < present.size()) {
            notes << QCoreApplication::translate("Comparison", "tie: %1 share the best value")
                         .arg(joinedList(bestChips));
        }
    }
    row.note = notes.join(QStringLiteral("; "));
}

// A row's key, label, unit, better-direction and kind come from the quantity registry.
ComparisonRow quantityRow(const Quantity& quantity, FieldGroup group, Precision precision) {
    ComparisonRow row;
    row.key = quantity.key();
    row.label = quantity.label(precision);
    row.group = group;
    row.unit = quantity.unit(precision);
    row.better = quantity.better();
    row.numeric = quantity.isNumeric();
    return row;
}

ComparisonRow fieldRow(const QList<Chip>& chips, const FieldInfo& info, Precision precision,
                       const QLocale& locale) {
    ComparisonRow row = quantityRow(Quantity::forField(info.field), info.group, precision);
    Evidence evidence;
    for (const Chip& chip : chips) {
        const Figure& figure = chip.figure(info.field);
        row.values << figure;
        std::optional<double> key;
        if (figure.hasValue()) {
            if (row.numeric) {
                key = figure.number();
            } else if (info.field == Field::ProcessNode) {
                key = processNodeNm(figure.text());
                if (!key)
                    evidence.incomparable << QCoreApplication::translate("Comparison", "%1 (%2)")
                                                 .arg(figure.text(), chip.name);
            }
            const QString caveat = uncleanCaveat(chip.name, info.field, figure, locale);
            if (!caveat.isEmpty())
                evidence.unclean << caveat;
            if (figure.status == FigureStatus::Computed)
                evidence.computed << computedNote(chip.name, figure.note);
        }
        evidence.keys << key;
    }
    decide(row, chips, evidence);
    return row;
}

// Perf per watt is computed by definition, so its note speaks only of its inputs.
ComparisonRow perfPerWattRow(const QList<Chip>& chips, Precision precision, const QLocale& locale) {
    const Field throughput = throughputField(precision);
    const Quantity perfPerWatt = Quantity::perfPerWatt();
    ComparisonRow row = quantityRow(perfPerWatt, FieldGroup::Power, precision);
    Evidence evidence;
    for (const Chip& chip : chips) {
        // A ratio of a possibly sparse figure carries its sparsity flag (Quantity::figure).
        const Figure figure = perfPerWatt.figure(chip, precision);
        row.values << figure;
        evidence.keys << (figure.hasValue() ? std::optional(figure.number()) : std::nullopt);
        if (figure.hasValue()) {
            for (Field input : {throughput, Field::TdpW}) {
                const QString caveat = uncleanCaveat(chip.name, input, chip.figure(input), locale);
                if (!caveat.isEmpty())
                    evidence.unclean << caveat;
            }
        }
    }
    decide(row, chips, evidence);
    return row;
}
} // namespace

Comparison compareChips(const QList<Chip>& chips, Precision precision, const QLocale& locale) {
    Comparison comparison;
    comparison.chips = chips;
    comparison.precision = precision;
    for (FieldGroup group : kGroupOrder) {
        for (const FieldInfo& info : allFields()) {
            if (info.group != group)
                continue;
            comparison.rows << fieldRow(chips, info, precision, locale);
            if (info.field == Field::TdpW)
                comparison.rows << perfPerWattRow(chips, precision, locale);
        }
    }
    comparison.summary = comparisonSummary(comparison, locale);
    return comparison;
}

QString comparisonGroupName(FieldGroup group) {
    switch (group) {
    case FieldGroup::Compute:
        return QCoreApplication::translate("Comparison", "Compute (dense)");
    case FieldGroup::Memory:
        return QCoreApplication::translate("Comparison", "Memory");
    case FieldGroup::Power:
        return QCoreApplication::translate("Comparison", "Power and efficiency");
    case FieldGroup::Interconnect:
        return QCoreApplication::translate("Comparison", "Interconnect and scale-up");
    case FieldGroup::Availability:
        return QCoreApplication::translate("Comparison", "Availability and software");
    case FieldGroup::Dates:
        return QCoreApplication::translate("Comparison", "Dates");
    case FieldGroup::Silicon:
        return QCoreApplication::translate("Comparison", "Silicon");
    }
    Q_UNREACHABLE();
    return QString();
}

std::optional<double> processNodeNm(const QString& text) {
    // "5 nm", "5nm", "N5", "N3P"; NVIDIA's "4N"/"4NP" (digit first) match neither form.
    static const QRegularExpression node(
        QStringLiteral("(?:\\b(\\d+(?:\\.\\d+)?)\\s*nm\\b)|(?:\\bN(\\d+)[A-Z]?\\b)"),
        QRegularExpression::CaseInsensitiveOption);
    std::optional<double> smallest;
    auto it = node.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        const QString digits = match.captured(1).isEmpty() ? match.captured(2) : match.captured(1);
        bool ok = false;
        const double nm = digits.toDouble(&ok);
        if (ok && nm > 0 && (!smallest || nm < *smallest))
            smallest = nm;
    }
    return smallest;
}

QString comparisonCellText(const ComparisonRow& row, int index, const QLocale& locale) {
    const Figure& figure = row.values.value(index);
    if (!figure.hasValue())
        return statusDisplayName(figure.status);
    QString text = valueText(figure, row.unit, locale);
    if (figure.status == FigureStatus::Unverified)
        text += QStringLiteral(" ?");
    if (figure.sparsityUnstated)
        text += QStringLiteral(" *");
    if (figure.status == FigureStatus::Computed)
        text += QStringLiteral(" †");
    // A ratio of two node names means nothing, so text rows (the process) show none.
    const std::optional<double> ratio = row.ratios.value(index);
    if (row.numeric && ratio && row.winner && *row.winner != index) {
        // Two decimals down to 0.1x; below, two significant digits, so that 8 chips against
        // 9,216 reads 0.00087x rather than 0.00x.
        const int decimals =
            *ratio >= 0.1 || *ratio <= 0.0 ? 2 : 1 - int(std::floor(std::log10(*ratio)));
        text += QStringLiteral(" (%1x)").arg(locale.toString(*ratio, 'f', decimals));
    }
    return text;
}

QString comparisonMarkerLegend() {
    return QCoreApplication::translate(
        "Comparison", "? unverified, * the vendor does not say whether it is dense or sparse, "
                      "† computed; (0.52x) a value divided by the winner's");
}

} // namespace chipatlas
