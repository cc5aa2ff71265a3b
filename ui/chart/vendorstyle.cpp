#include "chart/catalogchart.h"
#include "domain/result.h"

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

// The claimants of measured results, the series of their charts (core's resultchart.h names
// each by claimKindDisplayName()): fixed, so that an audited result looks the same on every
// chart.
struct KnownClaim {
    ClaimKind claim;
    QColor color;
    QScatterSeries::MarkerShape shape;
};
const KnownClaim kKnownClaims[] = {
    {ClaimKind::Audited, kBlue, QScatterSeries::MarkerShapeCircle},
    {ClaimKind::Independent, kGreen, QScatterSeries::MarkerShapeTriangle},
    {ClaimKind::Vendor, kVermillion, QScatterSeries::MarkerShapeRectangle},
    {ClaimKind::Own, kPurple, QScatterSeries::MarkerShapeStar},
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

namespace {
// Black points vanish on the dark background: there they are light grey, the rest of the
// palette reads on both.
VendorStyle onScheme(VendorStyle style, ChartScheme scheme) {
    if (scheme == ChartScheme::Dark && style.color == kBlack)
        style.color = QColor(0xd9, 0xd9, 0xd9);
    return style;
}
} // namespace

const ChartColors& chartColors(ChartScheme scheme) {
    static const ChartColors light{
        .background = QColor(Qt::white),
        .title = QColor(0x1a, 0x1a, 0x1a),
        .text = QColor(0x22, 0x22, 0x22),
        .axisText = QColor(0x33, 0x33, 0x33),
        .axisLine = QColor(0x9e, 0x9e, 0x9e),
        .grid = QColor(0xe3, 0xe3, 0xe3),
        .minorGrid = QColor(0xf1, 0xf1, 0xf1),
        .guide = QColor(0x8c, 0x8c, 0x8c),
        .guideText = QColor(0x6e, 0x6e, 0x6e),
        .ring = QColor(0x1a, 0x1a, 0x1a),
        .bin = QColor(0x44, 0x55, 0x77),
    };
    // The dark theme's base (theme.cpp) behind it, so the chart sits in the window like a table.
    static const ChartColors dark{
        .background = QColor(0x26, 0x26, 0x26),
        .title = QColor(0xf0, 0xf0, 0xf0),
        .text = QColor(0xe6, 0xe6, 0xe6),
        .axisText = QColor(0xd4, 0xd4, 0xd4),
        .axisLine = QColor(0x80, 0x80, 0x80),
        .grid = QColor(0x3c, 0x3c, 0x3c),
        .minorGrid = QColor(0x31, 0x31, 0x31),
        .guide = QColor(0x9a, 0x9a, 0x9a),
        .guideText = QColor(0xb0, 0xb0, 0xb0),
        .ring = QColor(0xf5, 0xf5, 0xf5),
        .bin = QColor(0x9c, 0xb4, 0xe0),
    };
    return scheme == ChartScheme::Dark ? dark : light;
}

VendorStyle vendorStyle(const QString& vendor, ChartScheme scheme) {
    for (const KnownVendor& known : kKnownVendors) {
        if (vendor.compare(QLatin1String(known.name), Qt::CaseInsensitive) == 0)
            return onScheme({known.color, known.shape}, scheme);
    }
    for (const KnownClaim& known : kKnownClaims) {
        if (vendor == claimKindDisplayName(known.claim))
            return onScheme({known.color, known.shape}, scheme);
    }
    static const std::array kHashedColors{kBlue,   kVermillion, kGreen, kPurple,
                                          kOrange, kSky,        kBlack};
    const quint32 hash = stableHash(vendor.trimmed().toCaseFolded());
    // Colour and shape from different bits, so two vendors sharing a colour likely differ in
    // shape.
    return onScheme({kHashedColors[hash % kHashedColors.size()],
                     kHashedShapes[(hash / kHashedColors.size()) % kHashedShapes.size()]},
                    scheme);
}

VendorStyle systemsStyle(ChartScheme scheme) {
    return {scheme == ChartScheme::Dark ? QColor(0xc8, 0xc8, 0xc8) : QColor(0x3a, 0x3a, 0x3a),
            QScatterSeries::MarkerShapeStar};
}

} // namespace chipatlas
