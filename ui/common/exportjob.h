#pragma once

#include "io/catalogimport.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

class QProgressBar;
class QProgressDialog;
class QWidget;

namespace chipatlas {

// One file export off the GUI thread (work that grows with the catalog never runs
// there). The bytes are made and written on a thread of the global QThreadPool, from what the
// caller captured in `build` (an immutable copy: a snapshot's list), then saved through
// SafeFile (core/io/safefile.h): a cancel or a failure leaves no partial file, and an earlier
// file as it was; `error` is SafeFile's sentence, which names the file.
//
// With a window, it shows a progress dialog whose Cancel cancels it, and a message box when
// the write fails.
class ExportJob final : public QObject {
    Q_OBJECT

public:
    // Makes the file's bytes, reporting progress (items done of all) and returning std::nullopt
    // once the control is cancelled. Runs on the pool's thread.
    using Build = std::function<std::optional<QByteArray>(const ImportControl& control)>;
    enum class Outcome { Written, Cancelled, Failed };
    Q_ENUM(Outcome)

    // `window` (may be null: no dialogs) parents the progress dialog and the message box.
    explicit ExportJob(QWidget* window, QObject* parent = nullptr);
    ~ExportJob() override; // cancels an export in progress (its file is not written)

    // Starts writing `path`; false (and nothing started) while another export runs. `label`
    // is the progress dialog's text, `doneText` the status message once written.
    bool start(const QString& path, const QString& label, const QString& doneText, Build build);
    // Safe from any thread; the job finishes with Outcome::Cancelled unless it was written.
    void cancel() { m_cancel->store(true); }
    bool isRunning() const { return m_running; }
    // Null: no dialogs (tests and scripted use).
    void setWindow(QWidget* window) { m_window = window; }

Q_SIGNALS:
    // At most once per 0.1%, on this object's thread.
    void progressed(qint64 done, qint64 total);
    // `error` says why for Failed.
    void finished(chipatlas::ExportJob::Outcome outcome, const QString& error);
    // What became of it, for the status bar.
    void statusMessage(const QString& text);

private:
    void done(int job, Outcome outcome, const QString& error);
    void showProgress(const QString& label);

    QWidget* m_window;
    QPointer<QProgressDialog> m_progress;
    QProgressBar* m_progressBar = nullptr;
    QString m_path;
    QString m_doneText;

    std::shared_ptr<std::atomic<bool>> m_cancel = std::make_shared<std::atomic<bool>>(false);
    bool m_running = false;
    int m_job = 0;
};

} // namespace chipatlas
