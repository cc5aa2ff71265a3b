#pragma once

#include "application/resultfileimport.h"
#include "common/exportjob.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

class QWidget;

namespace chipatlas {

class CatalogSession;
class ImportWriter;

// Measured results in and out of the GUI: File > Import... with a results file (SystemTransfer
// hands it here), File > Import MLPerf results... (a folder of MLCommons' published results) and
// File > Export results.... A file or folder is read whole and checked against the snapshot's
// chips and systems as `chipatlas-cli import --results` checks it (application/
// resultfileimport.h: a bad one is refused with its line and column, its entry, or the MLPerf
// file at fault, and changes nothing), shown as what it adds and changes, and, accepted,
// written as one change of the session (one Undo takes it back).
class ResultTransfer final : public QObject {
    Q_OBJECT

public:
    ResultTransfer(CatalogSession* session, QWidget* window);

    // What a results file or an MLPerf folder would do to the catalog, as the preview shows it.
    struct Plan {
        ResultFileImport import;
        QString summary() const; // "2 new results, 1 changed, 3 unchanged"
    };
    // nullopt with `error` when the file is bad or the snapshot is still loading.
    std::optional<Plan> plan(const QByteArray& data, const QString& path, QString* error) const;
    // An MLPerf folder, its accelerators mapped to chips by `acceleratorChips` where the catalog
    // does not match them itself (as `chipatlas-cli import --results FOLDER --accelerator
    // "NAME=CHIP_ID"`); with `unmatched`, those it cannot match are listed there.
    std::optional<Plan> planFolder(const QString& folder, QString* error,
                                   const QHash<QString, QString>& acceleratorChips = {},
                                   QList<MlperfUnmatchedAccelerator>* unmatched = nullptr) const;

    // Imports a results file (CSV or JSON by its extension) or an MLPerf results folder after
    // the preview. With setInteractive(false) no dialog opens and the preview is accepted.
    // An MLPerf folder whose accelerators the catalog does not match asks for their chips
    // first (AcceleratorMapDialog; not when non-interactive: the import is refused).
    void importFile(const QString& path);
    void importMlperfFolder(const QString& folder,
                            const QHash<QString, QString>& acceleratorChips = {});
    void chooseAndImportMlperf();
    void setInteractive(bool interactive);

    // Asks for a file and writes the snapshot's results to it (CSV, or JSON by the extension)
    // off the GUI thread, with progress and Cancel (ExportJob).
    void chooseAndExport();
    // The same without asking: write them to `path` (exportJob() says when it is done).
    void exportTo(const QString& path);
    ExportJob* exportJob() const { return m_export; }

Q_SIGNALS:
    void statusMessage(const QString& text);
    void failed(const QString& message);
    void imported(); // the change was written (one undo step)

private:
    bool snapshotReady(QString* error) const;
    void previewAndSave(const std::optional<Plan>& plan, const QString& name, const QString& error);

    CatalogSession* m_session;
    QWidget* m_window;
    ImportWriter* m_writer;
    ExportJob* m_export;
};

} // namespace chipatlas
