#include "common/settings/windowsettings.h"

#include "common/settings/settingsstore.h"

namespace chipatlas {

namespace {
// The keys and their defaults; renaming a key loses the user's stored value.
struct Keys {
    SettingKey geometry{"MainWindow/geometry", QByteArray()};
    SettingKey state{"MainWindow/state", QByteArray()};
    SettingKey splitter{"MainWindow/splitter", QByteArray()};
    SettingKey rightTab{"MainWindow/rightTab", QStringLiteral("details")};
};

const Keys& keys() {
    static const Keys table;
    return table;
}
} // namespace

QByteArray WindowSettings::windowGeometry() const {
    return m_store.value(keys().geometry).toByteArray();
}

void WindowSettings::setWindowGeometry(const QByteArray& geometry) {
    m_store.setValue(keys().geometry, geometry);
}

QByteArray WindowSettings::windowState() const {
    return m_store.value(keys().state).toByteArray();
}

void WindowSettings::setWindowState(const QByteArray& state) {
    m_store.setValue(keys().state, state);
}

QByteArray WindowSettings::splitterState() const {
    return m_store.value(keys().splitter).toByteArray();
}

void WindowSettings::setSplitterState(const QByteArray& state) {
    m_store.setValue(keys().splitter, state);
}

QString WindowSettings::rightTab() const {
    return m_store.value(keys().rightTab).toString();
}

void WindowSettings::setRightTab(const QString& tab) {
    m_store.setValue(keys().rightTab, tab);
}

} // namespace chipatlas
