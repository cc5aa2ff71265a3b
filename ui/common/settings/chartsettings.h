#pragma once

#include "domain/chartdata.h"

#include <QSize>
#include <QString>

namespace chipatlas {

class SettingsStore;

// Bounds of a chart export: a side of the image in logical pixels, and the scale.
inline constexpr int kMinChartExportSide = 200;
inline constexpr int kMaxChartExportSide = 8000;
inline constexpr int kMaxChartExportScale = 3;

// The chart page's settings: its axes and log scales, the point labels, the systems series, and
// the folder, size and scale of the last export. The chart has no precision of its own: it
// follows the table's perfPrecision(), which chartSpec() fills in and setChartSpec() leaves
// alone.
class ChartSettings {
public:
    explicit ChartSettings(SettingsStore& store)
        : m_store(store) {}

    ChartSpec chartSpec() const; // the perf-per-watt preset for axes not stored or unknown
    void setChartSpec(const ChartSpec& spec);
    bool chartPointLabels() const;
    void setChartPointLabels(bool visible);
    bool chartShowSystems() const; // the systems plotted as their own series; default off
    void setChartShowSystems(bool show);
    QString chartExportFolder() const; // empty: the pictures folder
    void setChartExportFolder(const QString& folder);
    QSize chartExportSize() const; // logical pixels; default kDefaultChartExportSize
    void setChartExportSize(QSize size);
    int chartExportScale() const; // device pixels per logical pixel: 1, 2 or 3
    void setChartExportScale(int scale);

private:
    SettingsStore& m_store;
};

} // namespace chipatlas
