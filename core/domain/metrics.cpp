#include "metrics.h"

#include <QCoreApplication>

namespace chipatlas {

namespace {
// numerator / denominator, with the provenance of the inputs carried into the result.
Figure ratio(const Chip& chip, Field numerator, Field denominator, const QString& how) {
    const Figure& n = chip.figure(numerator);
    const Figure& d = chip.figure(denominator);
    Figure result;
    for (const Figure* input : {&n, &d}) {
        if (!input->hasValue() || (input == &d && input->number() <= 0.0)) {
            const Field missing = input == &n ? numerator : denominator;
            result.status = input->hasValue() ? FigureStatus::Unknown : input->status;
            result.note = QCoreApplication::translate("Metrics", "%1 %2")
                              .arg(fieldLabel(missing), statusDisplayName(result.status));
            return result;
        }
    }
    result.value = n.number() / d.number();
    result.status = FigureStatus::Computed;
    result.note = how;
    QStringList caveats;
    for (const Figure* input : {&n, &d}) {
        const Field f = input == &n ? numerator : denominator;
        if (input->status == FigureStatus::Unverified) {
            // A ratio is no surer than its least sure input.
            result.status = FigureStatus::Unverified;
            caveats << QCoreApplication::translate("Metrics", "uses the unverified %1")
                           .arg(fieldLabel(f));
        }
        if (input->sparsityUnstated)
            caveats << QCoreApplication::translate("Metrics", "%1 may be a sparse figure")
                           .arg(fieldLabel(f));
    }
    if (!caveats.isEmpty())
        result.note += QStringLiteral("; ") + caveats.join(QStringLiteral("; "));
    return result;
}
} // namespace

Figure perfPerWatt(const Chip& chip, Precision precision) {
    const Field throughput = throughputField(precision);
    return ratio(chip, throughput, Field::TdpW,
                 QCoreApplication::translate("Metrics", "%1 / TDP").arg(fieldLabel(throughput)));
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

} // namespace chipatlas
