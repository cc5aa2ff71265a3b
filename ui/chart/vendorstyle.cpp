#include "chart/chipchart.h"

#include <array>

namespace chipatlas {

namespace {
// Okabe & Ito, "Color Universal Design" (2008): distinguishable with every common colour
// vision deficiency. Yellow (#F0E442) is left out of the hashed choices: on white it needs
// the dark outline pointOutline() gives it, which only a fixed entry is checked against.
const QColor kBlue(0x00, 0x72, 0xB2);
const QColor kVermillion(0xD5, 0x5E, 0x00);
const QColor kGreen(0x00, 0x9E, 0x73);
const QColor kPurple(0xCC, 0x79, 0xA7);
const QColor kOrange(0xE6, 0x9F, 0x00);
const QColor kSky(0x56, 0xB4, 0xE9);
const QColor kBlack(0x00, 0x00, 0x00);
const QColor kYellow(0xF0, 0xE4, 0x42);

struct KnownVendor {
    const char* name;
    QColor color;
    QScatterSeries::MarkerShape shape;
};

// The built-in catalog's vendors: fixed, so their colours never change when a chip is added.
const KnownVendor kKnownVendors[] = {
    {"NVIDIA", kGreen, QScatterSeries::MarkerShapeCircle},
    {"AMD", kVermillion, QScatterSeries::MarkerShapeRectangle},
    {"Google", kBlue, QScatterSeries::MarkerShapeTriangle},
    {"Intel (Habana Labs)", kSky, QScatterSeries::MarkerShapeRotatedRectangle},
    {"AWS (Annapurna Labs)", kOrange, QScatterSeries::MarkerShapePentagon},
    {"Cerebras", kPurple, QScatterSeries::MarkerShapeStar},
    {"Groq", kBlack, QScatterSeries::MarkerShapeRotatedRectangle},
    {"Microsoft", kYellow, QScatterSeries::MarkerShapeCircle},
};

constexpr std::array kHashedShapes{
    QScatterSeries::MarkerShapeCircle,   QScatterSeries::MarkerShapeRectangle,
    QScatterSeries::MarkerShapeTriangle, QScatterSeries::MarkerShapeRotatedRectangle,
    QScatterSeries::MarkerShapePentagon, QScatterSeries::MarkerShapeStar,
};

// FNV-1a over the UTF-16 code units: the same on every run and platform, unlike qHash, whose
// seed is random per process.
quint32 stableHash(const QString& text) {
    quint32 hash = 2166136261u;
    for (const QChar c : text) {
        hash ^= c.unicode();
        hash *= 16777619u;
    }
    return hash;
}
} // namespace

VendorStyle vendorStyle(const QString& vendor) {
    for (const KnownVendor& known : kKnownVendors) {
        if (vendor.compare(QLatin1String(known.name), Qt::CaseInsensitive) == 0)
            return {known.color, known.shape};
    }
    static const std::array kHashedColors{kBlue,   kVermillion, kGreen, kPurple,
                                          kOrange, kSky,        kBlack};
    const quint32 hash = stableHash(vendor.trimmed().toCaseFolded());
    // Colour and shape from different bits, so two vendors sharing a colour likely differ in
    // shape.
    return {kHashedColors[hash % kHashedColors.size()],
            kHashedShapes[(hash / kHashedColors.size()) % kHashedShapes.size()]};
}

VendorStyle systemsStyle() {
    return {QColor(0x3a, 0x3a, 0x3a), QScatterSeries::MarkerShapeStar};
}

} // namespace chipatlas
