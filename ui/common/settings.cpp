#include "common/settings.h"

#include "chart/chartrender.h"
#include "common/entrymime.h"

#include <QList>
#include <QSettings>

#include <algorithm>
#include <array>
#include <utility>

namespace chipatlas {

namespace {
// The values of CatalogConnection/kind.
constexpr char kFileKind[] = "file";
constexpr char kServerKind[] = "server";

struct KeyInfo {
    const char* name;
    QVariant defaultValue;
};

// One row per Settings::Key, in enum order. Renaming a key loses the user's stored value.
const std::array<KeyInfo, 58>& keyTable() {
    static const std::array<KeyInfo, 58> table{{
        {"MainWindow/geometry", QByteArray()},
        {"MainWindow/state", QByteArray()},
        {"MainWindow/splitter", QByteArray()},
        {"ChipTable/headerState", QByteArray()},
        {"ChipTable/headerColumns", 0},
        {"ChipTable/perfPrecision", precisionKey(Precision::BF16)},
        {"ChipTable/filterText", QString()},
        {"ChipTable/vendorFilter", QString()},
        {"ChipTable/kindFilter", QString()},
        {"ChipTable/availabilityFilter", 0},
        {"MainWindow/rightTab", QStringLiteral("details")},
        {"Compare/chipIds", QStringList()},
        {"Compare/hideEqualRows", false},
        {"Compare/highlightDifferences", true},
        {"Compare/exportFolder", QString()},
        {"FitDialog/geometry", QByteArray()},
        {"FitDialog/splitter", QByteArray()},
        {"FitDialog/headerState", QByteArray()},
        {"FitDialog/headerColumns", 0},
        {"FitDialog/model", QStringLiteral("llama-3.1-70b")},
        {"FitDialog/precision", kFitDefaults.weights.key()},
        {"FitDialog/kvPrecision", kvPrecisionKey(kFitDefaults.kv)},
        {"FitDialog/context", kFitDefaults.contextTokens},
        {"FitDialog/batch", kFitDefaults.batch},
        {"FitDialog/headroomPercent", kFitDefaults.headroomPercent},
        {"FitDialog/chips", kFitDefaults.chips},
        {"FitDialog/slidingWindow", kFitDefaults.honourSlidingWindow},
        {"FitDialog/budget", memoryBudgetProfile(kFitDefaults.budget.kind).key},
        {"FitDialog/budgetFraction", 0.0},
        {"FitDialog/binaryUnits", false},
        {"FitDialog/measuredTokensPerSecond", 0.0},
        {"Chart/x", QStringLiteral("tdp_w")},
        {"Chart/y", QStringLiteral("throughput")},
        {"Chart/logX", false},
        {"Chart/logY", false},
        {"Chart/pointLabels", true},
        {"Chart/showSystems", false},
        {"Chart/exportFolder", QString()},
        {"Chart/exportWidth", kDefaultChartExportSize.width()},
        {"Chart/exportHeight", kDefaultChartExportSize.height()},
        {"Chart/exportScale", int(kDefaultChartExportScale)},
        {"Catalog/importFolder", QString()},
        {"Catalog/exportFolder", QString()},
        {"CatalogConnection/kind", QString::fromLatin1(kFileKind)},
        {"CatalogConnection/file", QString()},
        {"CatalogConnection/host", QStringLiteral("localhost")},
        {"CatalogConnection/port", CatalogConnection::kDefaultPostgresPort},
        {"CatalogConnection/database", QStringLiteral("chipatlas")},
        {"CatalogConnection/user", QString()},
        {"CatalogConnection/sslMode", QString()},
        {"Catalog/refreshSeconds", kDefaultCatalogRefreshSeconds},
        {"ChipTable/mode", QStringLiteral("chips")},
        {"SystemTable/headerState", QByteArray()},
        {"SystemTable/headerColumns", 0},
        {"Preferences/theme", themeKey(Theme::System)},
        {"Preferences/language", QString()},
        {"Preferences/memoryUnits", QStringLiteral("gb")},
        {"Preferences/offerPolicy", offerPolicyKey(OfferPolicy::Cheapest)},
    }};
    return table;
}
} // namespace

Settings::Settings()
    : m_settings(std::make_unique<QSettings>()) {
    static_assert(int(Key::KeyCount) == 58, "keyTable() needs one row per Key");
}

Settings::Settings(const QString& iniFile)
    : m_settings(std::make_unique<QSettings>(iniFile, QSettings::IniFormat)) {}

Settings::~Settings() = default;

QVariant Settings::value(Key key) const {
    const KeyInfo& info = keyTable()[size_t(key)];
    return m_settings->value(QLatin1String(info.name), info.defaultValue);
}

void Settings::setValue(Key key, const QVariant& value) {
    m_settings->setValue(QLatin1String(keyTable()[size_t(key)].name), value);
}

QByteArray Settings::windowGeometry() const {
    return value(Key::WindowGeometry).toByteArray();
}

void Settings::setWindowGeometry(const QByteArray& geometry) {
    setValue(Key::WindowGeometry, geometry);
}

QByteArray Settings::windowState() const {
    return value(Key::WindowState).toByteArray();
}

void Settings::setWindowState(const QByteArray& state) {
    setValue(Key::WindowState, state);
}

QByteArray Settings::splitterState() const {
    return value(Key::SplitterState).toByteArray();
}

void Settings::setSplitterState(const QByteArray& state) {
    setValue(Key::SplitterState, state);
}

QByteArray Settings::chipTableHeaderState(int columnCount) const {
    // QHeaderView::restoreState() maps sections by index: a state saved by a build with other
    // columns would put widths and visibility on the wrong columns, so it is dropped.
    if (value(Key::ChipTableHeaderColumns).toInt() != columnCount)
        return {};
    return value(Key::ChipTableHeaderState).toByteArray();
}

void Settings::setChipTableHeaderState(const QByteArray& state, int columnCount) {
    setValue(Key::ChipTableHeaderState, state);
    setValue(Key::ChipTableHeaderColumns, columnCount);
}

QString Settings::tableMode() const {
    return value(Key::TableMode).toString();
}

void Settings::setTableMode(const QString& mode) {
    setValue(Key::TableMode, mode);
}

QByteArray Settings::systemTableHeaderState(int columnCount) const {
    if (value(Key::SystemTableHeaderColumns).toInt() != columnCount)
        return {};
    return value(Key::SystemTableHeaderState).toByteArray();
}

void Settings::setSystemTableHeaderState(const QByteArray& state, int columnCount) {
    setValue(Key::SystemTableHeaderState, state);
    setValue(Key::SystemTableHeaderColumns, columnCount);
}

Precision Settings::perfPrecision() const {
    return precisionFromString(value(Key::PerfPrecision).toString()).value_or(Precision::BF16);
}

void Settings::setPerfPrecision(Precision precision) {
    setValue(Key::PerfPrecision, precisionKey(precision));
}

QString Settings::filterText() const {
    return value(Key::FilterText).toString();
}

void Settings::setFilterText(const QString& text) {
    setValue(Key::FilterText, text);
}

QString Settings::vendorFilter() const {
    return value(Key::VendorFilter).toString();
}

void Settings::setVendorFilter(const QString& vendor) {
    setValue(Key::VendorFilter, vendor);
}

QString Settings::kindFilter() const {
    return value(Key::KindFilter).toString();
}

void Settings::setKindFilter(const QString& kind) {
    setValue(Key::KindFilter, kind);
}

int Settings::availabilityFilter() const {
    return value(Key::AvailabilityFilter).toInt();
}

void Settings::setAvailabilityFilter(int classes) {
    setValue(Key::AvailabilityFilter, classes);
}

QString Settings::rightTab() const {
    return value(Key::RightTab).toString();
}

void Settings::setRightTab(const QString& tab) {
    setValue(Key::RightTab, tab);
}

QList<EntryRef> Settings::comparedEntries() const {
    return entriesFromLines(value(Key::ComparedEntries).toStringList());
}

void Settings::setComparedEntries(const QList<EntryRef>& entries) {
    setValue(Key::ComparedEntries, entryLines(entries));
}

bool Settings::compareHideEqualRows() const {
    return value(Key::CompareHideEqualRows).toBool();
}

void Settings::setCompareHideEqualRows(bool hide) {
    setValue(Key::CompareHideEqualRows, hide);
}

bool Settings::compareHighlightDifferences() const {
    return value(Key::CompareHighlightDifferences).toBool();
}

void Settings::setCompareHighlightDifferences(bool highlight) {
    setValue(Key::CompareHighlightDifferences, highlight);
}

QString Settings::compareExportFolder() const {
    return value(Key::CompareExportFolder).toString();
}

void Settings::setCompareExportFolder(const QString& folder) {
    setValue(Key::CompareExportFolder, folder);
}

QByteArray Settings::fitDialogGeometry() const {
    return value(Key::FitDialogGeometry).toByteArray();
}

void Settings::setFitDialogGeometry(const QByteArray& geometry) {
    setValue(Key::FitDialogGeometry, geometry);
}

QByteArray Settings::fitSplitterState() const {
    return value(Key::FitSplitterState).toByteArray();
}

void Settings::setFitSplitterState(const QByteArray& state) {
    setValue(Key::FitSplitterState, state);
}

QByteArray Settings::fitHeaderState(int columnCount) const {
    if (value(Key::FitHeaderColumns).toInt() != columnCount)
        return {};
    return value(Key::FitHeaderState).toByteArray();
}

void Settings::setFitHeaderState(const QByteArray& state, int columnCount) {
    setValue(Key::FitHeaderState, state);
    setValue(Key::FitHeaderColumns, columnCount);
}

QString Settings::fitModelId() const {
    return value(Key::FitModelId).toString();
}

void Settings::setFitModelId(const QString& id) {
    setValue(Key::FitModelId, id);
}

FitInputs Settings::fitInputs() const {
    FitInputs inputs = kFitDefaults;
    if (const auto precision = WeightPrecision::parse(value(Key::FitPrecision).toString()))
        inputs.weights = *precision;
    if (const auto kv = kvPrecisionFromString(value(Key::FitKvPrecision).toString()))
        inputs.kv = *kv;
    // A hand-edited or corrupt file must not start the dialog with zero tokens or chips.
    inputs.contextTokens = std::max<qint64>(1, value(Key::FitContext).toLongLong());
    inputs.batch = std::max<qint64>(1, value(Key::FitBatch).toLongLong());
    inputs.headroomPercent = std::max(0.0, value(Key::FitHeadroom).toDouble());
    inputs.chips = std::max(1, value(Key::FitChips).toInt());
    inputs.honourSlidingWindow = value(Key::FitSlidingWindow).toBool();
    if (const auto kind = memoryBudgetKindFromKey(value(Key::FitBudget).toString()))
        inputs.budget.kind = *kind;
    // 0 (or anything outside (0, 1]) is the engine's default.
    if (const double fraction = value(Key::FitBudgetFraction).toDouble();
        inputs.budget.kind != MemoryBudgetKind::RuleOfThumb && fraction > 0.0 && fraction <= 1.0)
        inputs.budget.fraction = fraction;
    return inputs;
}

void Settings::setFitInputs(const FitInputs& inputs) {
    setValue(Key::FitPrecision, inputs.weights.key());
    setValue(Key::FitKvPrecision, kvPrecisionKey(inputs.kv));
    setValue(Key::FitContext, inputs.contextTokens);
    setValue(Key::FitBatch, inputs.batch);
    setValue(Key::FitHeadroom, inputs.headroomPercent);
    setValue(Key::FitChips, inputs.chips);
    setValue(Key::FitSlidingWindow, inputs.honourSlidingWindow);
    setValue(Key::FitBudget, memoryBudgetProfile(inputs.budget.kind).key);
    setValue(Key::FitBudgetFraction, inputs.budget.fraction.value_or(0.0));
}

Theme Settings::theme() const {
    return themeFromKey(value(Key::Theme).toString()).value_or(Theme::System);
}

void Settings::setTheme(Theme theme) {
    setValue(Key::Theme, themeKey(theme));
}

QString Settings::language() const {
    return value(Key::Language).toString().trimmed();
}

void Settings::setLanguage(const QString& code) {
    setValue(Key::Language, code);
}

MemoryUnits Settings::memoryUnits() const {
    // Before Preferences, the calculator alone had the choice: its stored value stands until
    // the user makes another.
    if (!m_settings->contains(QLatin1String(keyTable()[size_t(Key::MemoryUnits)].name)))
        return value(Key::FitBinaryUnits).toBool() ? MemoryUnits::Binary : MemoryUnits::Decimal;
    return value(Key::MemoryUnits).toString() == QLatin1String("gib") ? MemoryUnits::Binary
                                                                      : MemoryUnits::Decimal;
}

void Settings::setMemoryUnits(MemoryUnits units) {
    setValue(Key::MemoryUnits,
             units == MemoryUnits::Binary ? QStringLiteral("gib") : QStringLiteral("gb"));
    m_settings->remove(QLatin1String(keyTable()[size_t(Key::FitBinaryUnits)].name));
}

OfferPolicy Settings::offerPolicy() const {
    return offerPolicyFromKey(value(Key::OfferPolicy).toString()).value_or(OfferPolicy::Cheapest);
}

void Settings::setOfferPolicy(OfferPolicy policy) {
    setValue(Key::OfferPolicy, offerPolicyKey(policy));
}

double Settings::fitMeasuredRate() const {
    return std::max(0.0, value(Key::FitMeasuredRate).toDouble());
}

void Settings::setFitMeasuredRate(double tokensPerSecond) {
    setValue(Key::FitMeasuredRate, tokensPerSecond);
}

ChartSpec Settings::chartSpec() const {
    ChartSpec spec;
    const auto x = Quantity::fromKey(value(Key::ChartX).toString(), QuantityUse::Chart);
    const auto y = Quantity::fromKey(value(Key::ChartY).toString(), QuantityUse::Chart);
    if (x && y) {
        spec.x = *x;
        spec.y = *y;
    }
    spec.logX = value(Key::ChartLogX).toBool();
    spec.logY = value(Key::ChartLogY).toBool();
    spec.precision = perfPrecision();
    return spec;
}

void Settings::setChartSpec(const ChartSpec& spec) {
    setValue(Key::ChartX, spec.x.key());
    setValue(Key::ChartY, spec.y.key());
    setValue(Key::ChartLogX, spec.logX);
    setValue(Key::ChartLogY, spec.logY);
}

bool Settings::chartPointLabels() const {
    return value(Key::ChartPointLabels).toBool();
}

void Settings::setChartPointLabels(bool visible) {
    setValue(Key::ChartPointLabels, visible);
}

bool Settings::chartShowSystems() const {
    return value(Key::ChartShowSystems).toBool();
}

void Settings::setChartShowSystems(bool show) {
    setValue(Key::ChartShowSystems, show);
}

QString Settings::chartExportFolder() const {
    return value(Key::ChartExportFolder).toString();
}

void Settings::setChartExportFolder(const QString& folder) {
    setValue(Key::ChartExportFolder, folder);
}

QSize Settings::chartExportSize() const {
    // A hand-edited file must not ask for an empty or a gigapixel image.
    const auto clamp = [this](Key key) {
        return std::clamp(value(key).toInt(), kMinChartExportSide, kMaxChartExportSide);
    };
    return {clamp(Key::ChartExportWidth), clamp(Key::ChartExportHeight)};
}

void Settings::setChartExportSize(QSize size) {
    setValue(Key::ChartExportWidth, size.width());
    setValue(Key::ChartExportHeight, size.height());
}

int Settings::chartExportScale() const {
    return std::clamp(value(Key::ChartExportScale).toInt(), 1, kMaxChartExportScale);
}

void Settings::setChartExportScale(int scale) {
    setValue(Key::ChartExportScale, scale);
}

QString Settings::catalogImportFolder() const {
    return value(Key::CatalogImportFolder).toString();
}

void Settings::setCatalogImportFolder(const QString& folder) {
    setValue(Key::CatalogImportFolder, folder);
}

QString Settings::catalogExportFolder() const {
    return value(Key::CatalogExportFolder).toString();
}

void Settings::setCatalogExportFolder(const QString& folder) {
    setValue(Key::CatalogExportFolder, folder);
}

CatalogConnection Settings::catalogConnection() const {
    if (value(Key::CatalogKind).toString() == QLatin1String(kServerKind))
        return catalogServer();
    return CatalogConnection::sqliteFile(catalogFile());
}

void Settings::setCatalogConnection(const CatalogConnection& connection) {
    if (!connection.isPostgres()) {
        setValue(Key::CatalogKind, QString::fromLatin1(kFileKind));
        setValue(Key::CatalogFile, connection.path);
        return;
    }
    setValue(Key::CatalogKind, QString::fromLatin1(kServerKind));
    setValue(Key::CatalogHost, connection.host);
    setValue(Key::CatalogPort, connection.port);
    setValue(Key::CatalogDatabase, connection.database);
    setValue(Key::CatalogUser, connection.user);
    setValue(Key::CatalogSslMode, connection.sslMode);
}

QString Settings::catalogFile() const {
    return value(Key::CatalogFile).toString();
}

CatalogConnection Settings::catalogServer() const {
    // A hand-edited port or SSL mode falls back to the default rather than to a connection
    // that cannot work.
    int port = value(Key::CatalogPort).toInt();
    if (port < 1 || port > 65535)
        port = CatalogConnection::kDefaultPostgresPort;
    QString sslMode = value(Key::CatalogSslMode).toString();
    if (!CatalogConnection::sslModes().contains(sslMode))
        sslMode.clear();
    return CatalogConnection::postgres(value(Key::CatalogHost).toString(), port,
                                       value(Key::CatalogDatabase).toString(),
                                       value(Key::CatalogUser).toString(), sslMode);
}

std::chrono::seconds Settings::catalogRefreshInterval() const {
    bool ok = false;
    const int seconds = value(Key::CatalogRefreshSeconds).toInt(&ok);
    return std::chrono::seconds(ok && seconds >= 0 ? seconds : kDefaultCatalogRefreshSeconds);
}

void Settings::setCatalogRefreshInterval(std::chrono::seconds interval) {
    setValue(Key::CatalogRefreshSeconds, qint64(interval.count()));
}

void Settings::clear() {
    m_settings->clear();
}

void Settings::clearViewState() {
    QList<std::pair<Key, QVariant>> kept;
    for (Key key : {Key::CatalogKind, Key::CatalogFile, Key::CatalogHost, Key::CatalogPort,
                    Key::CatalogDatabase, Key::CatalogUser, Key::CatalogSslMode,
                    Key::CatalogRefreshSeconds, Key::Theme, Key::Language}) {
        const QString name = QLatin1String(keyTable()[size_t(key)].name);
        if (m_settings->contains(name))
            kept.append({key, m_settings->value(name)});
    }
    clear();
    for (const auto& [key, stored] : kept)
        setValue(key, stored);
}

void Settings::sync() {
    m_settings->sync();
}

} // namespace chipatlas
