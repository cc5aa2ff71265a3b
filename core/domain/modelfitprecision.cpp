// Weight and KV-cache precisions of the model-fit calculator, and the cost per million tokens.
#include "modelfit.h"
#include "validation.h"

#include <QLocale>

#include <cmath>
#include <limits>

namespace chipatlas {

namespace {
struct FormatName {
    WeightPrecision::Format format;
    const char* key;
    const char* display;
    double bits;
};

constexpr FormatName kFormats[] = {
    {WeightPrecision::Format::FP32, "fp32", "FP32", 32.0},
    {WeightPrecision::Format::BF16, "bf16", "BF16", 16.0},
    {WeightPrecision::Format::FP16, "fp16", "FP16", 16.0},
    {WeightPrecision::Format::FP8, "fp8", "FP8", 8.0},
    {WeightPrecision::Format::INT8, "int8", "INT8", 8.0},
    {WeightPrecision::Format::INT4, "int4", "INT4", 4.0},
    // 32 E2M1 values + one E8M0 scale per block: (32 x 4 + 8) / 32 = 4.25 bits.
    {WeightPrecision::Format::MXFP4, "mxfp4", "MXFP4 (4.25 bits)", 4.25},
};

const FormatName* nameOf(WeightPrecision::Format format) {
    for (const FormatName& name : kFormats) {
        if (name.format == format)
            return &name;
    }
    return nullptr;
}

QString bitsText(double bits) {
    return QLocale::c().toString(bits, 'g', 6);
}
} // namespace

double WeightPrecision::bitsPerWeight() const {
    if (format == Format::CustomBits)
        return customBits;
    const FormatName* name = nameOf(format);
    return name ? name->bits : 16.0;
}

QString WeightPrecision::key() const {
    if (format == Format::CustomBits)
        return bitsText(customBits);
    const FormatName* name = nameOf(format);
    return name ? QString::fromLatin1(name->key) : QString();
}

QString WeightPrecision::displayName() const {
    if (format == Format::CustomBits)
        return QStringLiteral("%1 bits").arg(bitsText(customBits));
    const FormatName* name = nameOf(format);
    return name ? QString::fromLatin1(name->display) : QString();
}

std::optional<WeightPrecision> WeightPrecision::parse(QStringView text) {
    const QStringView trimmed = text.trimmed();
    for (const FormatName& name : kFormats) {
        if (trimmed.compare(QLatin1String(name.key), Qt::CaseInsensitive) == 0)
            return WeightPrecision{name.format, 0.0};
    }
    bool ok = false;
    const double bits = QLocale::c().toDouble(trimmed, &ok);
    if (!ok || !std::isfinite(bits) || bits < kSmallestFigure || bits > 64.0)
        return std::nullopt;
    return WeightPrecision{Format::CustomBits, bits};
}

QString kvPrecisionKey(KvPrecision precision) {
    switch (precision) {
    case KvPrecision::BF16:
        return QStringLiteral("bf16");
    case KvPrecision::FP8:
        return QStringLiteral("fp8");
    case KvPrecision::INT8:
        return QStringLiteral("int8");
    }
    return QString();
}

std::optional<KvPrecision> kvPrecisionFromString(QStringView text) {
    for (KvPrecision precision : {KvPrecision::BF16, KvPrecision::FP8, KvPrecision::INT8}) {
        if (text.trimmed().compare(kvPrecisionKey(precision), Qt::CaseInsensitive) == 0)
            return precision;
    }
    return std::nullopt;
}

double kvBytesPerElement(KvPrecision precision) {
    return precision == KvPrecision::BF16 ? 2.0 : 1.0;
}

double costPerMillionTokens(double usdPerChipHour, int chips, double tokensPerSecond) {
    if (!(tokensPerSecond > 0.0) || chips < 1 || !(usdPerChipHour >= 0.0) ||
        !std::isfinite(tokensPerSecond) || !std::isfinite(usdPerChipHour))
        return std::numeric_limits<double>::quiet_NaN();
    return usdPerChipHour * double(chips) / (tokensPerSecond * 3600.0) * 1e6;
}

std::optional<FitCost> fitCost(const FitResult& fit, double usdPerChipHour,
                               std::optional<double> measuredTokensPerSecond) {
    if (!fit.costChips)
        return std::nullopt;
    const std::optional<double> rate =
        measuredTokensPerSecond ? measuredTokensPerSecond : fit.costDecodeAggregate;
    if (!rate)
        return std::nullopt;
    const double usd = costPerMillionTokens(usdPerChipHour, *fit.costChips, *rate);
    if (!std::isfinite(usd))
        return std::nullopt;
    return FitCost{usd, *fit.costChips, !fit.fits};
}

} // namespace chipatlas
