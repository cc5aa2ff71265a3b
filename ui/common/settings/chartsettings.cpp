#include "common/settings/chartsettings.h"

#include "chart/chartrender.h"
#include "common/settings/settingsstore.h"
#include "common/settings/tablesettings.h"

#include <algorithm>

namespace chipatlas {

namespace {
// The keys and their defaults; renaming a key loses the user's stored value.
struct Keys {
    SettingKey x{"Chart/x", QStringLiteral("tdp_w")};
    SettingKey y{"Chart/y", QStringLiteral("throughput")};
    SettingKey logX{"Chart/logX", false};
    SettingKey logY{"Chart/logY", false};
    // "measured-vs-bound" / "tokens-per-watt" (chartSubjectKey()): a chart of the measured
    // results; empty: the chips'.
    SettingKey subject{"Chart/subject", QString()};
    SettingKey pointLabels{"Chart/pointLabels", true};
    SettingKey showSystems{"Chart/showSystems", false};
    SettingKey exportFolder{"Chart/exportFolder", QString()};
    SettingKey exportWidth{"Chart/exportWidth", kDefaultChartExportSize.width()};
    SettingKey exportHeight{"Chart/exportHeight", kDefaultChartExportSize.height()};
    SettingKey exportScale{"Chart/exportScale", int(kDefaultChartExportScale)};
};

const Keys& keys() {
    static const Keys table;
    return table;
}
} // namespace

ChartSpec ChartSettings::chartSpec() const {
    ChartSpec spec;
    const auto x = Quantity::fromKey(m_store.value(keys().x).toString(), QuantityUse::Chart);
    const auto y = Quantity::fromKey(m_store.value(keys().y).toString(), QuantityUse::Chart);
    if (x && y) {
        spec.x = *x;
        spec.y = *y;
    }
    spec.logX = m_store.value(keys().logX).toBool();
    spec.logY = m_store.value(keys().logY).toBool();
    spec.precision = TableSettings(m_store).perfPrecision();
    spec.subject = resultChartSubjectFromKey(m_store.value(keys().subject).toString())
                       .value_or(ChartSubject::Entries);
    return spec;
}

void ChartSettings::setChartSpec(const ChartSpec& spec) {
    m_store.setValue(keys().x, spec.x.key());
    m_store.setValue(keys().y, spec.y.key());
    m_store.setValue(keys().logX, spec.logX);
    m_store.setValue(keys().logY, spec.logY);
    m_store.setValue(keys().subject, chartSubjectKey(spec.subject));
}

bool ChartSettings::chartPointLabels() const {
    return m_store.value(keys().pointLabels).toBool();
}

void ChartSettings::setChartPointLabels(bool visible) {
    m_store.setValue(keys().pointLabels, visible);
}

bool ChartSettings::chartShowSystems() const {
    return m_store.value(keys().showSystems).toBool();
}

void ChartSettings::setChartShowSystems(bool show) {
    m_store.setValue(keys().showSystems, show);
}

QString ChartSettings::chartExportFolder() const {
    return m_store.value(keys().exportFolder).toString();
}

void ChartSettings::setChartExportFolder(const QString& folder) {
    m_store.setValue(keys().exportFolder, folder);
}

QSize ChartSettings::chartExportSize() const {
    // A hand-edited file must not ask for an empty or a gigapixel image.
    const auto clamp = [this](const SettingKey& key) {
        return std::clamp(m_store.value(key).toInt(), kMinChartExportSide, kMaxChartExportSide);
    };
    return {clamp(keys().exportWidth), clamp(keys().exportHeight)};
}

void ChartSettings::setChartExportSize(QSize size) {
    m_store.setValue(keys().exportWidth, size.width());
    m_store.setValue(keys().exportHeight, size.height());
}

int ChartSettings::chartExportScale() const {
    return std::clamp(m_store.value(keys().exportScale).toInt(), 1, kMaxChartExportScale);
}

void ChartSettings::setChartExportScale(int scale) {
    m_store.setValue(keys().exportScale, scale);
}

} // namespace chipatlas
