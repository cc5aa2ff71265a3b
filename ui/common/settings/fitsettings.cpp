#include "common/settings/fitsettings.h"

#include "common/settings/settingsstore.h"

#include <algorithm>

namespace chipatlas {

namespace {
// The keys and their defaults; renaming a key loses the user's stored value. The calculator's
// GB/GiB choice ("FitDialog/binaryUnits") is read by PreferenceSettings::memoryUnits().
struct Keys {
    SettingKey geometry{"FitDialog/geometry", QByteArray()};
    SettingKey splitter{"FitDialog/splitter", QByteArray()};
    SettingKey headerState{"FitDialog/headerState", QByteArray()};
    SettingKey headerColumns{"FitDialog/headerColumns", 0};
    SettingKey model{"FitDialog/model", QStringLiteral("llama-3.1-70b")};
    SettingKey precision{"FitDialog/precision", kFitDefaults.weights.key()};
    SettingKey kvPrecision{"FitDialog/kvPrecision", kvPrecisionKey(kFitDefaults.kv)};
    SettingKey context{"FitDialog/context", kFitDefaults.contextTokens};
    SettingKey batch{"FitDialog/batch", kFitDefaults.batch};
    SettingKey headroom{"FitDialog/headroomPercent", kFitDefaults.headroomPercent};
    SettingKey chips{"FitDialog/chips", kFitDefaults.chips};
    SettingKey slidingWindow{"FitDialog/slidingWindow", kFitDefaults.honourSlidingWindow};
    SettingKey budget{"FitDialog/budget", memoryBudgetProfile(kFitDefaults.budget.kind).key};
    SettingKey budgetFraction{"FitDialog/budgetFraction", 0.0};
    SettingKey measuredRate{"FitDialog/measuredTokensPerSecond", 0.0};
    SettingKey explanationShown{"FitDialog/explanationShown", true};
};

const Keys& keys() {
    static const Keys table;
    return table;
}
} // namespace

QByteArray FitSettings::fitDialogGeometry() const {
    return m_store.value(keys().geometry).toByteArray();
}

void FitSettings::setFitDialogGeometry(const QByteArray& geometry) {
    m_store.setValue(keys().geometry, geometry);
}

QByteArray FitSettings::fitSplitterState() const {
    return m_store.value(keys().splitter).toByteArray();
}

void FitSettings::setFitSplitterState(const QByteArray& state) {
    m_store.setValue(keys().splitter, state);
}

QByteArray FitSettings::fitHeaderState(int columnCount) const {
    if (m_store.value(keys().headerColumns).toInt() != columnCount)
        return {};
    return m_store.value(keys().headerState).toByteArray();
}

void FitSettings::setFitHeaderState(const QByteArray& state, int columnCount) {
    m_store.setValue(keys().headerState, state);
    m_store.setValue(keys().headerColumns, columnCount);
}

QString FitSettings::fitModelId() const {
    return m_store.value(keys().model).toString();
}

void FitSettings::setFitModelId(const QString& id) {
    m_store.setValue(keys().model, id);
}

FitInputs FitSettings::fitInputs() const {
    const Keys& k = keys();
    FitInputs inputs = kFitDefaults;
    if (const auto precision = WeightPrecision::parse(m_store.value(k.precision).toString()))
        inputs.weights = *precision;
    if (const auto kv = kvPrecisionFromString(m_store.value(k.kvPrecision).toString()))
        inputs.kv = *kv;
    // A hand-edited or corrupt file must not start the dialog with zero tokens or chips.
    inputs.contextTokens = std::max<qint64>(1, m_store.value(k.context).toLongLong());
    inputs.batch = std::max<qint64>(1, m_store.value(k.batch).toLongLong());
    inputs.headroomPercent = std::max(0.0, m_store.value(k.headroom).toDouble());
    inputs.chips = std::max(1, m_store.value(k.chips).toInt());
    inputs.honourSlidingWindow = m_store.value(k.slidingWindow).toBool();
    if (const auto kind = memoryBudgetKindFromKey(m_store.value(k.budget).toString()))
        inputs.budget.kind = *kind;
    // 0 (or anything outside (0, 1]) is the engine's default.
    if (const double fraction = m_store.value(k.budgetFraction).toDouble();
        inputs.budget.kind != MemoryBudgetKind::RuleOfThumb && fraction > 0.0 && fraction <= 1.0)
        inputs.budget.fraction = fraction;
    return inputs;
}

void FitSettings::setFitInputs(const FitInputs& inputs) {
    const Keys& k = keys();
    m_store.setValue(k.precision, inputs.weights.key());
    m_store.setValue(k.kvPrecision, kvPrecisionKey(inputs.kv));
    m_store.setValue(k.context, inputs.contextTokens);
    m_store.setValue(k.batch, inputs.batch);
    m_store.setValue(k.headroom, inputs.headroomPercent);
    m_store.setValue(k.chips, inputs.chips);
    m_store.setValue(k.slidingWindow, inputs.honourSlidingWindow);
    m_store.setValue(k.budget, memoryBudgetProfile(inputs.budget.kind).key);
    m_store.setValue(k.budgetFraction, inputs.budget.fraction.value_or(0.0));
}

double FitSettings::fitMeasuredRate() const {
    return std::max(0.0, m_store.value(keys().measuredRate).toDouble());
}

void FitSettings::setFitMeasuredRate(double tokensPerSecond) {
    m_store.setValue(keys().measuredRate, tokensPerSecond);
}

bool FitSettings::fitExplanationShown() const {
    return m_store.value(keys().explanationShown).toBool();
}

void FitSettings::setFitExplanationShown(bool shown) {
    m_store.setValue(keys().explanationShown, shown);
}

} // namespace chipatlas
