#include "common/settings/changessettings.h"

#include "common/settings/settingsstore.h"

namespace chipatlas {

namespace {
// The keys and their defaults; renaming a key loses the user's stored value.
struct Keys {
    SettingKey splitter{"WhatChanged/splitter", QByteArray()};
    SettingKey header{"WhatChanged/header", QByteArray()};
    SettingKey from{"WhatChanged/from", QString()};
    SettingKey to{"WhatChanged/to", QString()};
    SettingKey kind{"WhatChanged/kind", QString()};
    SettingKey change{"WhatChanged/change", QString()};
    SettingKey filterText{"WhatChanged/filterText", QString()};
    SettingKey exportFolder{"WhatChanged/exportFolder", QString()};
};

const Keys& keys() {
    static const Keys table;
    return table;
}
} // namespace

QByteArray ChangesSettings::changesSplitterState() const {
    return m_store.value(keys().splitter).toByteArray();
}

void ChangesSettings::setChangesSplitterState(const QByteArray& state) {
    m_store.setValue(keys().splitter, state);
}

QByteArray ChangesSettings::changesHeaderState() const {
    return m_store.value(keys().header).toByteArray();
}

void ChangesSettings::setChangesHeaderState(const QByteArray& state) {
    m_store.setValue(keys().header, state);
}

QString ChangesSettings::changesFrom() const {
    return m_store.value(keys().from).toString();
}

void ChangesSettings::setChangesFrom(const QString& name) {
    m_store.setValue(keys().from, name);
}

QString ChangesSettings::changesTo() const {
    return m_store.value(keys().to).toString();
}

void ChangesSettings::setChangesTo(const QString& name) {
    m_store.setValue(keys().to, name);
}

QString ChangesSettings::changesKind() const {
    return m_store.value(keys().kind).toString();
}

void ChangesSettings::setChangesKind(const QString& key) {
    m_store.setValue(keys().kind, key);
}

QString ChangesSettings::changesChange() const {
    return m_store.value(keys().change).toString();
}

void ChangesSettings::setChangesChange(const QString& key) {
    m_store.setValue(keys().change, key);
}

QString ChangesSettings::changesFilterText() const {
    return m_store.value(keys().filterText).toString();
}

void ChangesSettings::setChangesFilterText(const QString& text) {
    m_store.setValue(keys().filterText, text);
}

QString ChangesSettings::changesExportFolder() const {
    return m_store.value(keys().exportFolder).toString();
}

void ChangesSettings::setChangesExportFolder(const QString& folder) {
    m_store.setValue(keys().exportFolder, folder);
}

} // namespace chipatlas
