#include "settings.h"

#include <QSettings>

#include <array>

namespace chipatlas {

namespace {
struct KeyInfo {
    const char* name;
    QVariant defaultValue;
};

// One row per Settings::Key, in enum order. Renaming a key loses the user's stored value.
const std::array<KeyInfo, 15>& keyTable() {
    static const std::array<KeyInfo, 15> table{{
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
    }};
    return table;
}
} // namespace

Settings::Settings()
    : m_settings(std::make_unique<QSettings>()) {
    static_assert(int(Key::KeyCount) == 15, "keyTable() needs one row per Key");
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

QStringList Settings::comparedChipIds() const {
    return value(Key::ComparedChipIds).toStringList();
}

void Settings::setComparedChipIds(const QStringList& ids) {
    setValue(Key::ComparedChipIds, ids);
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

void Settings::clear() {
    m_settings->clear();
}

void Settings::sync() {
    m_settings->sync();
}

} // namespace chipatlas
