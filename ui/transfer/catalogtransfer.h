#pragma once

#include "application/catalogsnapshot.h"
#include "application/chipfileimport.h"
#include "common/exportjob.h"
#include "common/transferprogress.h"
#include "domain/chip.h"
#include "io/catalogimport.h"
#include "storage/catalog.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace chipatlas {

class CatalogSession;

// The GUI's import and export of chips as CSV or JSON files (File > Import..., Export...).
//
// An import reads, validates and compares the file with the catalog on the session's worker
// thread, shows the preview, then saves the chosen chips there in one transaction: the use case
// of application/chipfileimport.h, which `chipatlas-cli import` calls too. Both steps show progress
// and can be cancelled; a cancel, a bad file or a declined preview leaves the catalog unchanged. A
// saved import is one change of the session (the states of the touched ids before and after), so
// that one Undo takes it back.
class CatalogTransfer final : public QObject {
    Q_OBJECT

public:
    enum class Phase { Reading, Planning, Saving };
    Q_ENUM(Phase)
    enum class Outcome {
        Imported,        // saved: the session has the undo step and the new snapshot
        NothingToImport, // the file (with the choices) would change nothing
        Declined,        // the user cancelled the preview
        Cancelled,       // cancelled while reading, comparing or saving
        Failed,          // a bad file or a storage error: failed() says why
    };
    Q_ENUM(Outcome)
    enum class ExportScope { Catalog, Table };

    // `parentWindow` parents the dialogs.
    CatalogTransfer(CatalogSession* session, QWidget* parentWindow);
    ~CatalogTransfer() override; // cancels an import in progress

    // Asks for a .csv or .json file (starting in the folder of the last import) and imports it.
    void chooseAndImport();
    // Imports `path` with the progress dialog, the preview and error boxes. False (and
    // nothing started) while another import runs.
    bool importFile(const QString& path);
    // Imports `path` without the preview, applying `choices` (tests and scripted use). With
    // setInteractive(false) no dialog or message box opens; finished() tells the outcome.
    bool startImport(const QString& path, const ImportChoices& choices);
    void setInteractive(bool interactive);
    bool isBusy() const { return m_busy; }
    // Cancels the import in progress; safe from any thread.
    void cancel() { m_cancel->store(true); }

    // Called on the worker thread with every progress report of the core (tests use it to
    // cancel at a known point). Set it before starting an import.
    using ProgressHook = std::function<void(Phase phase, qint64 done, qint64 total)>;
    void setWorkerProgressHook(ProgressHook hook) { m_hook = std::move(hook); }

    // Asks for a file (CSV or JSON by the chosen filter or the extension, starting in the
    // folder of the last export) and writes `chips` to it with startExport(). The main window
    // passes every chip (ExportScope::Catalog) or the chips the table shows
    // (ExportScope::Table). True when the export started.
    bool exportChips(const QList<Chip>& chips, ExportScope scope);
    // The same for chips given as rows of a snapshot (the table's visible rows, cheap to take
    // on the GUI thread): read into a list on the export's thread.
    bool exportRows(const CatalogSnapshot& snapshot, const QList<int>& rows, ExportScope scope);
    // Writes `chips` to `path` (.csv or .json) off the GUI thread, with progress and Cancel
    // (exportJob()); false when the name has neither extension or an export is running.
    bool startExport(const QList<Chip>& chips, const QString& path);
    ExportJob* exportJob() const { return m_export; }

Q_SIGNALS:
    // Throttled (at most once per 0.1%), on the thread of this object.
    void progressed(chipatlas::CatalogTransfer::Phase phase, qint64 done, qint64 total);
    void statusMessage(const QString& text);
    // Why the import failed: the file name and the first problem ("chips.csv: line 4,
    // column 8 (tdp_w): -5 W is negative").
    void failed(const QString& message);
    void finished(chipatlas::CatalogTransfer::Outcome outcome);

private:
    // Asks for the file of an export of `scope`; empty when the user cancelled.
    QString askExportPath(ExportScope scope);
    // startExport() of `count` chips that `chips` reads on the export's thread.
    bool startExport(int count, std::function<QList<Chip>()> chips, const QString& path);
    struct ReadResult;

    bool start(const QString& path, std::optional<ImportChoices> choices);
    void readDone(int job, const ReadResult& result);
    // On the session's worker: an Epoch AI hardware CSV read and planned (epochimport.h).
    static ReadResult readEpoch(const Catalog& catalog, const QByteArray& data,
                                const ImportControl& reading, const ImportControl& planning);
    void save(const ImportPlan& plan, const ImportChoices& choices);
    void saveDone(int job, const ChipImportWrite& result);
    void onProgress(int job, Phase phase, qint64 done, qint64 total);
    ImportControl workerControl(int job, Phase phase);
    void showProgress(Phase phase);
    void closeProgress();
    void fail(const QString& error);
    void finish(Outcome outcome, const QString& status);
    QString phaseText(Phase phase) const;

    CatalogSession* m_session;
    QWidget* m_window;
    // Shared with the jobs on the session's worker, which may outlive this object.
    std::shared_ptr<std::atomic<bool>> m_cancel = std::make_shared<std::atomic<bool>>(false);
    ProgressHook m_hook;
    bool m_interactive = true;
    bool m_busy = false;
    int m_job = 0; // reports of an earlier job are ignored
    QString m_path;
    QString m_fileName;
    std::optional<ImportChoices> m_autoChoices; // set: no preview
    qsizetype m_saveCount = 0;
    QPointer<QProgressDialog> m_progress;
    QProgressBar* m_progressBar = nullptr;
    ExportJob* m_export;
};

} // namespace chipatlas
