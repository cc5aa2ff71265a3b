#pragma once

#include <QString>
#include <QStringView>

#include <array>
#include <optional>

namespace chipatlas {

// Numeric formats for which the catalog stores a throughput figure.
enum class Precision { FP64, FP32, TF32, FP16, BF16, FP8, INT8, FP4 };

inline constexpr std::array kAllPrecisions{Precision::FP64, Precision::FP32, Precision::TF32,
                                           Precision::FP16, Precision::BF16, Precision::FP8,
                                           Precision::INT8, Precision::FP4};

// "BF16", "INT8", ...: the name shown to people.
QString precisionName(Precision precision);
// "bf16", "int8", ...: the key used on the command line and in settings.
QString precisionKey(Precision precision);
// Accepts either form, case-insensitively.
std::optional<Precision> precisionFromString(QStringView text);

} // namespace chipatlas
