#pragma once

#include "domain/entry.h"

#include <QList>
#include <QString>

namespace chipatlas {

class SettingsStore;

// The compare view's settings: the compared entries (chips, chips taken N times, systems) in
// slot order, kept as entrymime.h's lines; its options, and the folder of the last CSV export.
class CompareSettings {
public:
    explicit CompareSettings(SettingsStore& store)
        : m_store(store) {}

    QList<EntryRef> comparedEntries() const;
    void setComparedEntries(const QList<EntryRef>& entries);
    bool compareHideEqualRows() const;
    void setCompareHideEqualRows(bool hide);
    bool compareHighlightDifferences() const;
    void setCompareHighlightDifferences(bool highlight);
    QString compareExportFolder() const; // empty: the documents folder
    void setCompareExportFolder(const QString& folder);

private:
    SettingsStore& m_store;
};

} // namespace chipatlas
