#include "comparison.h"

#include "comparisonwording.h"
#include "figureformat.h"
#include "quantity.h"
#include "systemaggregates.h"

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
// to its first clause so that a row's note stays one line. The note may be a built-in note in
// the GUI's language (compareEntries' noteText): its lead word and its clauses are cut there too.
QString computedNote(const QString& chip, const QString& figureNote) {
    QString how = figureNote.trimmed();
    const QString translatedLead = QCoreApplication::translate(
        "Comparison", "Computed",
        "the word a built-in note of a computed figure starts with in the notes' translation "
        "(resources/catalog/notes.<language>.json), before its colon");
    for (const QString& lead : {QStringLiteral("computed"), translatedLead}) {
        if (!how.startsWith(lead, Qt::CaseInsensitive))
            continue;
        how.remove(0, lead.size());
        while (!how.isEmpty() && (how.front().isSpace() || how.front() == QLatin1Char(':') ||
                                  how.front() == QChar(0xFF1A))) // the full-width colon
            how.remove(0, 1);
        break;
    }
    for (const QString& end :
         {QStringLiteral("; "), QStringLiteral(". "), QString(QChar(0x3002))}) {
        const qsizetype at = how.indexOf(end);
        if (at > 0)
            how.truncate(at);
    }
    if (how.endsWith(QLatin1Char('.')))
        how.chop(1);
    constexpr qsizetype kMax = 90;
    if (how.size() > kMax) {
        const qsizetype space = how.lastIndexOf(QLatin1Char(' '), kMax);
        how.truncate(space > 0 ? space : kMax); // Japanese has few spaces
        how += QChar(0x2026);
    }
    return how.isEmpty()
               ? QCoreApplication::translate("Comparison", "%1: computed").arg(chip)
               : QCoreApplication::translate("Comparison", "%1: computed (%2)").arg(chip, how);
}

// What one row knows before the winner is chosen, per chip where it is a list of chips.
struct Evidence {
    QList<std::optional<double>> keys;            // the compared number of each present value
    QList<std::optional<LeftOutReason>> doubtful; // present but left out: unverified, link scope
    QStringList caveats;      // per chip: why a present value is doubtful, or empty
    QStringList sparse;       // per chip: the sparsity caveat, or empty
    QStringList computed;     // notes of computed values
    QStringList incomparable; // present values that yield no number (process names)

    explicit Evidence(qsizetype count)
        : keys(count)
        , doubtful(count)
        , caveats(count)
        , sparse(count) {}
};

std::optional<LeftOutReason> missingReason(const Figure& figure) {
    if (figure.hasValue())
        return std::nullopt;
    return figure.status == FigureStatus::NotPublished ? LeftOutReason::NotPublished
                                                       : LeftOutReason::Unknown;
}

QString leftOutReasonText(LeftOutReason reason) {
    switch (reason) {
    case LeftOutReason::NotPublished:
        return statusDisplayName(FigureStatus::NotPublished);
    case LeftOutReason::Unknown:
        return statusDisplayName(FigureStatus::Unknown);
    case LeftOutReason::Unverified:
        return statusDisplayName(FigureStatus::Unverified);
    case LeftOutReason::DesignTarget:
        return statusDisplayName(FigureStatus::DesignTarget);
    case LeftOutReason::OtherLinkScope:
        return QCoreApplication::translate("Comparison", "a host-to-chip link");
    case LeftOutReason::OtherPowerScope:
        return QCoreApplication::translate("Comparison", "chips only");
    }
    Q_UNREACHABLE();
    return QString();
}

// Closer than the coarser published step; the margin keeps 10.5 - 10.4 (0.0999...) out.
bool withinPublishedStep(double a, double b) {
    return std::abs(a - b) < std::max(publishedStep(a), publishedStep(b)) * (1.0 - 1e-9);
}

// "Chip A and Chip B are about the same (989 vs 989.5 TFLOPS): closer than the precision they
// were published with"
QString aboutTheSameNote(const ComparisonRow& row, const QList<Entry>& entries,
                         const QList<int>& leaders, const QLocale& locale) {
    QStringList names;
    QList<double> values;
    for (int i : leaders) {
        names << entries.at(i).name();
        values << row.values.at(i).number();
    }
    const auto [low, high] = std::minmax_element(values.cbegin(), values.cend());
    const bool withinStep =
        std::abs(*high - *low) < std::max(publishedStep(*high), publishedStep(*low)) * (1.0 - 1e-9);
    const SharedUnit shared = inSharedUnit(values, row.unit, locale);
    const QString numbers =
        shared.numbers.join(QCoreApplication::translate("Comparison", " vs ")) +
        (shared.symbol.isEmpty() ? QString() : QLatin1Char(' ') + shared.symbol);
    return (withinStep ? QCoreApplication::translate("Comparison",
                                                     "%1 are about the same (%2): closer than "
                                                     "the precision they were published with")
                       : QCoreApplication::translate(
                             "Comparison", "%1 are about the same (%2): their ratio is 1.00x"))
        .arg(joinedList(names), numbers);
}

// Chooses the winner among the clean figures, the ratios and the note (rules in comparison.h).
void decide(ComparisonRow& row, const QList<Entry>& entries, const Evidence& evidence,
            const QLocale& locale) {
    const int count = int(row.values.size());
    row.ratios = QList<std::optional<double>>(count);
    row.leftOut = QList<std::optional<LeftOutReason>>(count);
    QList<int> present;
    QStringList missingNotes;
    for (int i = 0; i < count; ++i) {
        const Figure& figure = row.values.at(i);
        row.leftOut[i] = figure.hasValue() ? evidence.doubtful.at(i) : missingReason(figure);
        if (figure.hasValue())
            present << i;
        else
            missingNotes << QCoreApplication::translate("Comparison", "%1: %2")
                                .arg(entries.at(i).name(), statusDisplayName(figure.status));
    }
    const QList<int> clean = row.cleanIndices();

    // differs: numbers by value, text by text ("TSMC N3P" and "TSMC 3 nm" differ, though both
    // are 3 nm), so that hiding equal rows never hides a visible difference.
    bool allKeys = !present.isEmpty();
    for (int i : present) {
        allKeys = allKeys && evidence.keys.value(i).has_value();
        const int first = present.constFirst();
        const bool same = row.numeric ? sameValue(*evidence.keys.at(i), *evidence.keys.at(first))
                                      : row.values.at(i).value == row.values.at(first).value;
        row.differs = row.differs || !same;
    }
    row.differs = row.differs || (!present.isEmpty() && present.size() < count);

    row.comparable = row.better != Better::None && clean.size() >= 2 && allKeys &&
                     evidence.incomparable.isEmpty();
    QStringList notes;
    QString tieNote;
    if (row.better != Better::None) {
        QStringList leftOut;
        for (int i = 0; i < count; ++i) {
            if (row.leftOut.at(i))
                leftOut << QCoreApplication::translate("Comparison", "%1 (%2)")
                               .arg(entries.at(i).name(), leftOutReasonText(*row.leftOut.at(i)));
        }
        if (!leftOut.isEmpty())
            notes << QCoreApplication::translate("Comparison", "left out: %1")
                         .arg(leftOut.join(QStringLiteral(", ")));
    } else {
        notes << missingNotes;
    }
    for (int i = 0; i < count; ++i) {
        if (!evidence.caveats.at(i).isEmpty())
            notes << evidence.caveats.at(i);
    }

    if (row.comparable) {
        const bool higher = row.better == Better::Higher;
        int best = clean.constFirst();
        for (int i : clean) {
            const double key = *evidence.keys.at(i);
            if (higher ? key > *evidence.keys.at(best) : key < *evidence.keys.at(best))
                best = i;
        }
        QList<int> leaders;
        bool exact = true;
        for (int i : clean) {
            if (aboutTheSame(*evidence.keys.at(i), *evidence.keys.at(best))) {
                leaders << i;
                exact = exact && sameValue(*evidence.keys.at(i), *evidence.keys.at(best));
            }
        }
        if (leaders.size() == 1) {
            row.winner = best;
            row.winnerMayBeSparse = row.values.at(best).sparsityUnstated;
            for (int i : clean) {
                if (*evidence.keys.at(best) != 0.0)
                    row.ratios[i] =
                        i == best ? 1.0 : *evidence.keys.at(i) / *evidence.keys.at(best);
            }
        } else if (!exact) {
            row.aboutTheSame = true;
            tieNote = aboutTheSameNote(row, entries, leaders, locale);
        } else if (leaders.size() < clean.size()) {
            QStringList names;
            for (int i : leaders)
                names << entries.at(i).name();
            tieNote = QCoreApplication::translate("Comparison", "tie: %1 share the best value")
                          .arg(joinedList(names));
        }
    }
    if (row.comparable && judgeBothReadings(row, evidence.keys)) {
        tieNote.clear();
        notes.prepend(tooCloseNote(row, entries, locale)); // first: an elided note keeps it
    }
    for (int i = 0; i < count; ++i) {
        if (evidence.sparse.at(i).isEmpty())
            continue;
        notes << (row.winner == i
                      ? QCoreApplication::translate(
                            "Comparison", "%1, so its win and the ratios to it may not hold")
                            .arg(evidence.sparse.at(i))
                      : evidence.sparse.at(i));
    }
    notes << evidence.computed;
    if (!evidence.incomparable.isEmpty())
        notes << QCoreApplication::translate(
                     "Comparison",
                     "the process names are not comparable: %1 are product names, not node sizes",
                     nullptr, int(evidence.incomparable.size()))
                     .arg(joinedList(evidence.incomparable));
    if (!tieNote.isEmpty())
        notes << tieNote;
    const QString units = printedUnitsNote(row, entries);
    row.mixedPrintedUnits = !units.isEmpty();
    if (row.mixedPrintedUnits)
        notes << units;
    row.note = notes.join(QStringLiteral("; "));
}

// Records why a present figure is doubtful: unverified or a design target (itself or, for a
// derived row, one of its inputs) or possibly sparse.
void weigh(Evidence& evidence, int i, const QString& chip, Field field, const Figure& figure,
           const QLocale& locale) {
    if (!figure.hasValue())
        return;
    if (isDoubtfulStatus(figure.status)) {
        evidence.doubtful[i] = figure.status == FigureStatus::DesignTarget
                                   ? LeftOutReason::DesignTarget
                                   : LeftOutReason::Unverified;
        evidence.caveats[i] = doubtfulCaveat(chip, field, figure, locale);
    } else if (figure.sparsityUnstated) {
        evidence.sparse[i] = sparsityCaveat(chip, field);
    }
}

// A host-to-chip link (GH200's NVLink-C2C) is no scale-up fabric: in a row that has a
// chip-to-chip link it is left out; host links are compared with each other.
void separateLinkScopes(Evidence& evidence, const QList<Entry>& entries,
                        const QList<Figure>& values) {
    bool hostLinks = false;
    bool otherLinks = false;
    for (const Figure& figure : values) {
        if (figure.hasValue() && !isDoubtfulStatus(figure.status)) {
            hostLinks = hostLinks || figure.linkScope == LinkScope::HostToChip;
            otherLinks = otherLinks || figure.linkScope != LinkScope::HostToChip;
        }
    }
    if (!hostLinks || !otherLinks)
        return;
    for (int i = 0; i < int(values.size()); ++i) {
        if (values.at(i).hasValue() && values.at(i).linkScope == LinkScope::HostToChip &&
            !evidence.doubtful.at(i)) {
            evidence.doubtful[i] = LeftOutReason::OtherLinkScope;
            evidence.caveats[i] =
                QCoreApplication::translate(
                    "Comparison",
                    "%1's link connects a host CPU to the chip, not chips to each other")
                    .arg(entries.at(i).name());
        }
    }
}

// A system's power counts hosts and switches; a chip's TDP, or N chips' sum of TDPs, the
// chips only. Where a system's power is present, the chips' figures are left out of the power
// and perf-per-watt rows.
void separatePowerScopes(Evidence& evidence, const QList<Entry>& entries,
                         const QList<Figure>& values) {
    const auto systemPower = [&](int i) {
        return entries.at(i).isSystem() && entries.at(i).figure(Field::TdpW).hasValue();
    };
    bool anySystemPower = false;
    for (int i = 0; i < int(entries.size()); ++i)
        anySystemPower = anySystemPower || systemPower(i);
    if (!anySystemPower)
        return;
    for (int i = 0; i < int(values.size()); ++i) {
        if (values.at(i).hasValue() && !entries.at(i).isSystem() && !evidence.doubtful.at(i)) {
            evidence.doubtful[i] = LeftOutReason::OtherPowerScope;
            evidence.caveats[i] = QCoreApplication::translate(
                                      "Comparison", "%1's power counts the chips only (no host, "
                                                    "no switch), not a whole system's")
                                      .arg(entries.at(i).name());
        }
    }
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

ComparisonRow fieldRow(const QList<Entry>& entries, const FieldSpec& info, Precision precision,
                       const QLocale& locale, const NoteText& noteText) {
    const Field field = chipField(info);
    ComparisonRow row = quantityRow(Quantity::forField(field), info.group, precision);
    Evidence evidence(entries.size());
    for (int i = 0; i < int(entries.size()); ++i) {
        const Chip& chip = entries.at(i).figures();
        const Figure& figure = chip.figure(field);
        row.values << figure;
        if (!figure.hasValue())
            continue;
        if (row.numeric) {
            evidence.keys[i] = figure.number();
        } else if (field == Field::ProcessNode) {
            evidence.keys[i] = processNodeNm(figure.text());
            if (!evidence.keys.at(i))
                evidence.incomparable << QCoreApplication::translate("Comparison", "%1 (%2)")
                                             .arg(figure.text(), chip.name);
        }
        weigh(evidence, i, chip.name, field, figure, locale);
        if (figure.status == FigureStatus::Computed)
            evidence.computed << computedNote(chip.name,
                                              noteText ? noteText(figure.note) : figure.note);
    }
    if (field == Field::InterconnectBwGbs)
        separateLinkScopes(evidence, entries, row.values);
    if (field == Field::TdpW)
        separatePowerScopes(evidence, entries, row.values);
    decide(row, entries, evidence, locale);
    return row;
}

// Perf per watt is computed by definition, so its note speaks only of its inputs.
ComparisonRow perfPerWattRow(const QList<Entry>& entries, Precision precision,
                             const QLocale& locale) {
    const Field throughput = throughputField(precision);
    const Quantity perfPerWatt = Quantity::perfPerWatt();
    ComparisonRow row = quantityRow(perfPerWatt, FieldGroup::Power, precision);
    Evidence evidence(entries.size());
    for (int i = 0; i < int(entries.size()); ++i) {
        const Chip& chip = entries.at(i).figures();
        // A ratio of a possibly sparse figure carries its sparsity flag (Quantity::figure).
        const Figure figure = perfPerWatt.figure(chip, precision);
        row.values << figure;
        if (!figure.hasValue())
            continue;
        evidence.keys[i] = figure.number();
        // The caveat names the input that is doubtful: "Trn1's TDP of 500 W is unverified".
        for (Field input : {throughput, Field::TdpW}) {
            if (!evidence.doubtful.at(i) && evidence.sparse.at(i).isEmpty())
                weigh(evidence, i, chip.name, input, chip.figure(input), locale);
        }
    }
    separatePowerScopes(evidence, entries, row.values);
    decide(row, entries, evidence, locale);
    return row;
}
} // namespace

Comparison compareEntries(const QList<Entry>& entries, Precision precision, const QLocale& locale,
                          const NoteText& noteText) {
    Comparison comparison;
    comparison.entries = entries;
    comparison.precision = precision;
    for (FieldGroup group : kGroupOrder) {
        for (const FieldSpec& info : allFields()) {
            if (info.group != group)
                continue;
            comparison.rows << fieldRow(entries, info, precision, locale, noteText);
            if (chipField(info) == Field::TdpW)
                comparison.rows << perfPerWattRow(entries, precision, locale);
        }
    }
    comparison.summary = comparisonSummary(comparison, locale);
    return comparison;
}

QString leftOutReasonKey(LeftOutReason reason) {
    switch (reason) {
    case LeftOutReason::NotPublished:
        return QStringLiteral("not_published");
    case LeftOutReason::Unknown:
        return QStringLiteral("unknown");
    case LeftOutReason::Unverified:
        return QStringLiteral("unverified");
    case LeftOutReason::DesignTarget:
        return QStringLiteral("design_target");
    case LeftOutReason::OtherLinkScope:
        return QStringLiteral("other_link_scope");
    case LeftOutReason::OtherPowerScope:
        return QStringLiteral("other_power_scope");
    }
    Q_UNREACHABLE();
    return QString();
}

double publishedStep(double value) {
    // The shortest form that reads back as the same double: 989.5 stays "989.5", never
    // "989.50000000000001".
    const QString shortest = QString::number(std::abs(value), 'f', QLocale::FloatingPointShortest);
    const qsizetype point = shortest.indexOf(QLatin1Char('.'));
    const qsizetype decimals = point < 0 ? 0 : shortest.size() - point - 1;
    return std::pow(10.0, -double(decimals));
}

bool aboutTheSame(double a, double b) {
    if (sameValue(a, b))
        return true;
    if (withinPublishedStep(a, b))
        return true;
    // The view prints ratios with two decimals: a winner at "1.00x" would be no winner.
    const double low = std::min(std::abs(a), std::abs(b));
    const double high = std::max(std::abs(a), std::abs(b));
    return low > 0.0 &&
           (std::round(high / low * 100.0) == 100.0 || std::round(low / high * 100.0) == 100.0);
}

QList<int> ComparisonRow::cleanIndices() const {
    QList<int> clean;
    for (int i = 0; i < int(values.size()); ++i) {
        if (values.at(i).hasValue() && !leftOut.value(i))
            clean << i;
    }
    return clean;
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

QString comparisonCellText(const ComparisonRow& row, int index, const QLocale& locale,
                           MemoryUnits memoryUnits) {
    const Figure& figure = row.values.value(index);
    if (!figure.hasValue())
        return statusDisplayName(figure.status);
    QString text = valueText(figure, row.unit, locale, memoryUnits);
    if (isDoubtfulStatus(figure.status))
        text += QLatin1Char(' ') + statusMark(figure.status);
    if (figure.sparsityUnstated)
        text += QStringLiteral(" *");
    if (figure.status == FigureStatus::Computed)
        text += QStringLiteral(" †");
    if (printedInBinary(figure, row.unit))
        text += QLatin1Char(' ') + kBinaryPrintedMark;
    if (row.tooCloseToCall && !row.leftOut.value(index)) {
        // The best nominal value says the row is too close to call; the others give the range
        // of their ratio to it.
        const auto& range = row.ratioRanges.value(index);
        return range ? QStringLiteral("%1 (%2)").arg(
                           text, ratioRangeText(range->first, range->second, locale))
                     : QStringLiteral("%1 (%2)").arg(
                           text, QCoreApplication::translate("Comparison", "too close to call"));
    }
    // A ratio of two node names means nothing, so text rows (the process) show none.
    const std::optional<double> ratio = row.ratios.value(index);
    if (row.numeric && ratio && row.winner && *row.winner != index) {
        // Two decimals down to 0.1x; below, two significant digits, so that 8 chips against
        // 9,216 reads 0.00087x rather than 0.00x.
        const int decimals =
            *ratio >= 0.1 || *ratio <= 0.0 ? 2 : 1 - int(std::floor(std::log10(*ratio)));
        const bool sparseWinner = row.values.value(*row.winner).sparsityUnstated;
        text += (sparseWinner ? QStringLiteral(" (%1x *)") : QStringLiteral(" (%1x)"))
                    .arg(locale.toString(*ratio, 'f', decimals));
    }
    return text;
}

QString comparisonMarkerLegend() {
    return QCoreApplication::translate(
        "Comparison",
        "? unverified, \"target\" a design target that does not ship yet, * the vendor does not "
        "say whether it is dense or sparse, "
        "† computed, ‡ printed in binary units (1 GiB = 1.0737 GB); (0.52x) a value divided by "
        "the winner's, (0.52x *) by a winner that may be sparse; (0.95-1.02x) the range of a "
        "ratio that is too close to call because the printed units differ");
}

} // namespace chipatlas
