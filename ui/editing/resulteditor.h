#pragma once

#include "domain/result.h"
#include "editing/sessioneditor.h"
#include "storage/catalog.h"

#include <QString>

namespace chipatlas {

class ResultEditDialog;

// The GUI's changes to measured results (the Results menu; a SessionEditor: each an undoable
// use case of application/resultedits.h): record one's own run, edit a result, delete one.
class ResultEditor final : public SessionEditor {
    Q_OBJECT

public:
    // Its menu (populateMenu()): Record my own run..., Edit result..., Delete result.
    ResultEditor(CatalogSession* session, QWidget* window);

    // What the table has selected: a result (Results mode), else the chip or system a new run
    // starts on.
    void setCurrentResult(const Result* result);
    void setCurrentHardware(const QString& hardwareId);

    // The changes.
    void recordResult(const Result& result);
    void editResult(const Result& result, const Catalog::ResultState& base);
    void deleteResult(const QString& id);

    // The dialogs (non-modal; accepted, they call the changes above).
    ResultEditDialog* openRecordDialog(const QString& hardwareId);
    void openEditDialog(const QString& id);

    QAction* recordAction() const { return m_record; }
    QAction* editAction() const { return m_edit; }
    QAction* deleteAction() const { return m_delete; }

Q_SIGNALS:
    void resultSaved(const QString& id);

private:
    void updateActions();

    QString m_resultId;   // selected result
    QString m_hardwareId; // selected chip or system
    QAction* m_record;
    QAction* m_edit;
    QAction* m_delete;
};

} // namespace chipatlas
