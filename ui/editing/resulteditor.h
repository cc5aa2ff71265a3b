#pragma once

#include "domain/result.h"
#include "editing/sessioneditor.h"
#include "storage/catalog.h"

#include <QString>

class QAction;
class QDialog;
class QMenu;
class QWidget;

namespace chipatlas {

class ResultEditDialog;

// The GUI's changes to measured results (the Results menu): record one's own run, edit a
// result, delete one. Each is a use case (application/resultedits.h) handed to the session as
// one undoable change, based on the version the user edited (someone else's save in between is
// a conflict, reported through the session's conflict path). No new edit starts while the team
// server cannot be reached, as for chips.
class ResultEditor final : public SessionEditor {
    Q_OBJECT

public:
    ResultEditor(CatalogSession* session, QWidget* window);

    // Record my own run..., Edit result..., Delete result.
    void populateResultMenu(QMenu* menu) const;
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
    void dialogShown(QDialog* dialog); // tests reach the dialogs opened after a read

private:
    void updateActions();
    QString failedText(const QString& change) const override;

    QString m_resultId;   // selected result
    QString m_hardwareId; // selected chip or system
    QAction* m_record;
    QAction* m_edit;
    QAction* m_delete;
};

} // namespace chipatlas
