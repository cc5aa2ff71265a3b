#include "metrics.h"

#include "figureformat.h"

#include <QCoreApplication>
#include <QStringList>

namespace chipatlas {

namespace {
// numerator / denominator with the status the inputs give it; no note.
Figure ratioValue(const Chip& chip, Field numerator, Field denominator) {
    const Figure& n = chip.figure(numerator);
    const Figure& d = chip.figure(denominator);
    Figure result;
    if (!n.hasValue()) {
        result.status = n.status;
    } else if (!d.hasValue()) {
        result.status = d.status;
    } else if (d.number() <= 0.0) {
        result.status = FigureStatus::Unknown;
    } else {
        result.value = n.number() / d.number();
        // A ratio is no surer than its least sure input; a design target's ratio is a target.
        const bool target =
            n.status == FigureStatus::DesignTarget || d.status == FigureStatus::DesignTarget;
        const bool unverified =
            n.status == FigureStatus::Unverified || d.status == FigureStatus::Unverified;
        result.status = target       ? FigureStatus::DesignTarget
                        : unverified ? FigureStatus::Unverified
                                     : FigureStatus::Computed;
    }
    return result;
}

// ratioValue() plus a note that says how it was computed or which input is missing.
Figure ratio(const Chip& chip, Field numerator, Field denominator, const QString& how) {
    Figure result = ratioValue(chip, numerator, denominator);
    const Figure& n = chip.figure(numerator);
    const Figure& d = chip.figure(denominator);
    if (!result.hasValue()) {
        const Field missing = n.hasValue() ? denominator : numerator;
        result.note = QCoreApplication::translate("Metrics", "%1 %2")
                          .arg(fieldLabel(missing), statusDisplayName(result.status));
        return result;
    }
    result.note = how;
    QStringList caveats;
    for (const auto& [input, field] : {std::pair{&n, numerator}, std::pair{&d, denominator}}) {
        if (input->status == FigureStatus::Unverified)
            caveats << QCoreApplication::translate("Metrics", "uses the unverified %1")
                           .arg(fieldLabel(field));
        if (input->status == FigureStatus::DesignTarget)
            caveats << QCoreApplication::translate("Metrics", "uses the design target %1")
                           .arg(fieldLabel(field));
        if (input->sparsityUnstated)
            caveats << QCoreApplication::translate("Metrics", "%1 may be a sparse figure")
                           .arg(fieldLabel(field));
    }
    if (!caveats.isEmpty())
        result.note += QStringLiteral("; ") + caveats.join(QStringLiteral("; "));
    return result;
}
} // namespace

Figure perfPerWatt(const Chip& chip, Precision precision) {
    const Field throughput = throughputField(precision);
    // Names the TDP it divides by and its configuration ("at 900 W, air-cooled"): a chip sold
    // in several power configurations has one perf per watt for each.
    return ratio(chip, throughput, Field::TdpW,
                 QCoreApplication::translate("Metrics", "%1 / TDP %2")
                     .arg(fieldLabel(throughput), tdpUsedText(chip.figure(Field::TdpW))));
}

Figure perfPerWattValue(const Chip& chip, Precision precision) {
    return ratioValue(chip, throughputField(precision), Field::TdpW);
}

Figure bandwidthPerTflopValue(const Chip& chip, Precision precision) {
    return ratioValue(chip, Field::MemoryBwGbs, throughputField(precision));
}

Figure bandwidthPerTflop(const Chip& chip, Precision precision) {
    const Field throughput = throughputField(precision);
    return ratio(chip, Field::MemoryBwGbs, throughput,
                 QCoreApplication::translate("Metrics", "memory bandwidth / %1")
                     .arg(fieldLabel(throughput)));
}

int availabilityClasses(const Chip& chip) {
    const QString text = chip.figure(Field::Availability).text().toLower();
    int classes = 0;
    if (text.contains(QLatin1String("buy")))
        classes |= int(AvailabilityClass::Buy);
    if (text.contains(QLatin1String("cloud")))
        classes |= int(AvailabilityClass::Cloud);
    if (text.contains(QLatin1String("internal")))
        classes |= int(AvailabilityClass::Internal);
    return classes;
}

QString availabilityClassName(AvailabilityClass availabilityClass) {
    switch (availabilityClass) {
    case AvailabilityClass::Buy:
        return QCoreApplication::translate("Metrics", "Can be bought");
    case AvailabilityClass::Cloud:
        return QCoreApplication::translate("Metrics", "In a cloud");
    case AvailabilityClass::Internal:
        return QCoreApplication::translate("Metrics", "Internal use only");
    }
    Q_UNREACHABLE();
    return QString();
}

QString availabilityDisplayText(const QString& stored) {
    // Longest first, so that "cloud-only" is not read as "cloud" followed by "-only".
    static const char* const kTerms[] = {
        QT_TRANSLATE_NOOP("Availability", "internal Azure use only"),
        QT_TRANSLATE_NOOP("Availability", "Google Cloud only"),
        QT_TRANSLATE_NOOP("Availability", "AWS EC2 only"),
        QT_TRANSLATE_NOOP("Availability", "cloud-only"),
        QT_TRANSLATE_NOOP("Availability", "cloud"),
        QT_TRANSLATE_NOOP("Availability", "buy"),
    };
    const QString separator = QStringLiteral("; ");
    QStringList parts = stored.split(separator);
    for (QString& part : parts) {
        for (const char* term : kTerms) {
            const QString word = QLatin1String(term);
            if (part == word || part.startsWith(word + QStringLiteral(" ("))) {
                part = QCoreApplication::translate("Availability", term) + part.mid(word.size());
                break;
            }
        }
    }
    return parts.join(separator);
}

} // namespace chipatlas
