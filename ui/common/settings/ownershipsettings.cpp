#include "common/settings/ownershipsettings.h"

#include "common/settings/settingsstore.h"

namespace chipatlas {

namespace {
// The keys and their defaults; renaming a key loses the user's stored value.
struct Keys {
    SettingKey geometry{"OwnershipView/geometry", QByteArray()};
    SettingKey splitter{"OwnershipView/splitter", QByteArray()};
    SettingKey scenario{"OwnershipView/scenario", QString()};
};

const Keys& keys() {
    static const Keys table;
    return table;
}
} // namespace

QByteArray OwnershipSettings::ownershipGeometry() const {
    return m_store.value(keys().geometry).toByteArray();
}

void OwnershipSettings::setOwnershipGeometry(const QByteArray& geometry) {
    m_store.setValue(keys().geometry, geometry);
}

QByteArray OwnershipSettings::ownershipSplitterState() const {
    return m_store.value(keys().splitter).toByteArray();
}

void OwnershipSettings::setOwnershipSplitterState(const QByteArray& state) {
    m_store.setValue(keys().splitter, state);
}

QString OwnershipSettings::ownershipScenarioId() const {
    return m_store.value(keys().scenario).toString();
}

void OwnershipSettings::setOwnershipScenarioId(const QString& id) {
    m_store.setValue(keys().scenario, id);
}

} // namespace chipatlas
