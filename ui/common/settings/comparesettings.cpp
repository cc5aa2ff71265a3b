#include "common/settings/comparesettings.h"

#include "common/entrymime.h"
#include "common/settings/settingsstore.h"

namespace chipatlas {

namespace {
// The keys and their defaults; renaming a key loses the user's stored value.
struct Keys {
    SettingKey entries{"Compare/chipIds", QStringList()};
    SettingKey hideEqualRows{"Compare/hideEqualRows", false};
    SettingKey highlightDifferences{"Compare/highlightDifferences", true};
    SettingKey exportFolder{"Compare/exportFolder", QString()};
};

const Keys& keys() {
    static const Keys table;
    return table;
}
} // namespace

QList<EntryRef> CompareSettings::comparedEntries() const {
    return entriesFromLines(m_store.value(keys().entries).toStringList());
}

void CompareSettings::setComparedEntries(const QList<EntryRef>& entries) {
    m_store.setValue(keys().entries, entryLines(entries));
}

bool CompareSettings::compareHideEqualRows() const {
    return m_store.value(keys().hideEqualRows).toBool();
}

void CompareSettings::setCompareHideEqualRows(bool hide) {
    m_store.setValue(keys().hideEqualRows, hide);
}

bool CompareSettings::compareHighlightDifferences() const {
    return m_store.value(keys().highlightDifferences).toBool();
}

void CompareSettings::setCompareHighlightDifferences(bool highlight) {
    m_store.setValue(keys().highlightDifferences, highlight);
}

QString CompareSettings::compareExportFolder() const {
    return m_store.value(keys().exportFolder).toString();
}

void CompareSettings::setCompareExportFolder(const QString& folder) {
    m_store.setValue(keys().exportFolder, folder);
}

} // namespace chipatlas
