#include "precision.h"

namespace chipatlas {

QString precisionName(Precision precision) {
    switch (precision) {
    case Precision::FP64:
        return QStringLiteral("FP64");
    case Precision::FP32:
        return QStringLiteral("FP32");
    case Precision::TF32:
        return QStringLiteral("TF32");
    case Precision::FP16:
        return QStringLiteral("FP16");
    case Precision::BF16:
        return QStringLiteral("BF16");
    case Precision::FP8:
        return QStringLiteral("FP8");
    case Precision::INT8:
        return QStringLiteral("INT8");
    case Precision::FP4:
        return QStringLiteral("FP4");
    }
    Q_UNREACHABLE();
    return QString();
}

QString precisionKey(Precision precision) {
    return precisionName(precision).toLower();
}

std::optional<Precision> precisionFromString(QStringView text) {
    for (Precision p : kAllPrecisions) {
        if (text.compare(precisionName(p), Qt::CaseInsensitive) == 0)
            return p;
    }
    return std::nullopt;
}

} // namespace chipatlas
