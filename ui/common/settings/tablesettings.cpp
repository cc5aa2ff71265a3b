#include "common/settings/tablesettings.h"

#include "common/settings/settingsstore.h"

namespace chipatlas {

namespace {
// The keys and their defaults; renaming a key loses the user's stored value.
struct Keys {
    SettingKey chipHeaderState{"ChipTable/headerState", QByteArray()};
    SettingKey chipHeaderColumns{"ChipTable/headerColumns", 0};
    SettingKey perfPrecision{"ChipTable/perfPrecision", precisionKey(Precision::BF16)};
    SettingKey filterText{"ChipTable/filterText", QString()};
    SettingKey vendorFilter{"ChipTable/vendorFilter", QString()};
    SettingKey kindFilter{"ChipTable/kindFilter", QString()};
    SettingKey availabilityFilter{"ChipTable/availabilityFilter", 0};
    SettingKey mode{"ChipTable/mode", QStringLiteral("chips")};
    SettingKey systemHeaderState{"SystemTable/headerState", QByteArray()};
    SettingKey systemHeaderColumns{"SystemTable/headerColumns", 0};
};

const Keys& keys() {
    static const Keys table;
    return table;
}
} // namespace

QByteArray TableSettings::chipTableHeaderState(int columnCount) const {
    // QHeaderView::restoreState() maps sections by index: a state saved by a build with other
    // columns would put widths and visibility on the wrong columns, so it is dropped.
    if (m_store.value(keys().chipHeaderColumns).toInt() != columnCount)
        return {};
    return m_store.value(keys().chipHeaderState).toByteArray();
}

void TableSettings::setChipTableHeaderState(const QByteArray& state, int columnCount) {
    m_store.setValue(keys().chipHeaderState, state);
    m_store.setValue(keys().chipHeaderColumns, columnCount);
}

QString TableSettings::tableMode() const {
    return m_store.value(keys().mode).toString();
}

void TableSettings::setTableMode(const QString& mode) {
    m_store.setValue(keys().mode, mode);
}

QByteArray TableSettings::systemTableHeaderState(int columnCount) const {
    if (m_store.value(keys().systemHeaderColumns).toInt() != columnCount)
        return {};
    return m_store.value(keys().systemHeaderState).toByteArray();
}

void TableSettings::setSystemTableHeaderState(const QByteArray& state, int columnCount) {
    m_store.setValue(keys().systemHeaderState, state);
    m_store.setValue(keys().systemHeaderColumns, columnCount);
}

Precision TableSettings::perfPrecision() const {
    return precisionFromString(m_store.value(keys().perfPrecision).toString())
        .value_or(Precision::BF16);
}

void TableSettings::setPerfPrecision(Precision precision) {
    m_store.setValue(keys().perfPrecision, precisionKey(precision));
}

QString TableSettings::filterText() const {
    return m_store.value(keys().filterText).toString();
}

void TableSettings::setFilterText(const QString& text) {
    m_store.setValue(keys().filterText, text);
}

QString TableSettings::vendorFilter() const {
    return m_store.value(keys().vendorFilter).toString();
}

void TableSettings::setVendorFilter(const QString& vendor) {
    m_store.setValue(keys().vendorFilter, vendor);
}

QString TableSettings::kindFilter() const {
    return m_store.value(keys().kindFilter).toString();
}

void TableSettings::setKindFilter(const QString& kind) {
    m_store.setValue(keys().kindFilter, kind);
}

int TableSettings::availabilityFilter() const {
    return m_store.value(keys().availabilityFilter).toInt();
}

void TableSettings::setAvailabilityFilter(int classes) {
    m_store.setValue(keys().availabilityFilter, classes);
}

} // namespace chipatlas
