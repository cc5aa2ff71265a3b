#pragma once

#include "domain/ownershipscenario.h"

#include <QList>
#include <QString>
#include <QWidget>

class QComboBox;
class QPushButton;

namespace chipatlas {

// The scenario switcher of the "Own or rent" view: the saved scenarios of the hardware shown,
// then those of all other hardware, and "New for HARDWARE" (the defaults, not saved yet); Save,
// Save as..., Rename... and Delete. It only asks: the view writes through the catalog session.
class OwnershipScenarioBar final : public QWidget {
    Q_OBJECT

public:
    explicit OwnershipScenarioBar(QWidget* parent = nullptr);

    // `saved`: the catalog's scenarios; `currentId`: the saved one shown (empty: a new one for
    // `hardwareName`); `modified`: the form differs from what is saved.
    void setScenarios(const QList<OwnershipScenario>& saved, const QString& currentId,
                      const QString& hardwareId, const QString& hardwareName, bool modified);

    QComboBox* scenarioBox() const { return m_box; }
    QPushButton* saveButton() const { return m_save; }
    QPushButton* saveAsButton() const { return m_saveAs; }
    QPushButton* renameButton() const { return m_rename; }
    QPushButton* deleteButton() const { return m_delete; }

Q_SIGNALS:
    // The user picked a saved scenario (its id), or "New for ..." (an empty id).
    void scenarioChosen(const QString& id);
    void saveRequested();
    void saveAsRequested();
    void renameRequested();
    void deleteRequested();

private:
    QComboBox* m_box;
    QPushButton* m_save;
    QPushButton* m_saveAs;
    QPushButton* m_rename;
    QPushButton* m_delete;
    bool m_filling = false;
};

} // namespace chipatlas
