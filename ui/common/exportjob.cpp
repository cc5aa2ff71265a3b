#include "common/exportjob.h"

#include "common/transferprogress.h"
#include "io/safefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QMessageBox>
#include <QProgressBar>
#include <QProgressDialog>
#include <QThreadPool>

namespace chipatlas {

namespace {
constexpr qint64 kProgressSteps = 1000;
// Written in slices, so that a cancel during a large write takes effect.
constexpr qsizetype kWriteSlice = qsizetype(4) << 20;
} // namespace

ExportJob::ExportJob(QWidget* window, QObject* parent)
    : QObject(parent)
    , m_window(window) {}

ExportJob::~ExportJob() {
    cancel();
}

bool ExportJob::start(const QString& path, const QString& label, const QString& doneText,
                      Build build) {
    if (m_running)
        return false;
    m_running = true;
    m_path = path;
    m_doneText = doneText;
    showProgress(label);
    const int job = ++m_job;
    // A fresh flag per job: a cancelled job still running never sees the next one's state.
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    const QPointer<ExportJob> self(this);
    const auto post = [self](auto call) {
        // qApp lives on the GUI thread for the whole run; `self` is read there only.
        QMetaObject::invokeMethod(
            qApp,
            [self, call] {
                if (self)
                    call(self.data());
            },
            Qt::QueuedConnection);
    };
    ImportControl control;
    control.cancel = [flag = m_cancel] { return flag->load(); };
    control.progress = [post, lastStep = qint64(-1), job](qint64 done, qint64 total) mutable {
        const qint64 step = total > 0 ? done * kProgressSteps / total : 0;
        if (step == lastStep)
            return;
        lastStep = step;
        post([job, done, total](ExportJob* target) {
            if (target->m_job != job)
                return;
            Q_EMIT target->progressed(done, total);
            if (target->m_progressBar)
                target->m_progressBar->setValue(total > 0 ? int(done * kProgressSteps / total) : 0);
        });
    };
    QThreadPool::globalInstance()->start(
        [path, build = std::move(build), control, post, job, flag = m_cancel] {
            Outcome outcome = Outcome::Cancelled;
            QString error;
            const std::optional<QByteArray> data = build(control);
            if (data && !flag->load()) {
                SafeFile file(path);
                bool written = file.open();
                for (qsizetype at = 0; written && at < data->size() && !flag->load();
                     at += kWriteSlice) {
                    const qsizetype length = std::min(kWriteSlice, data->size() - at);
                    written = file.write(data->constData() + at, length);
                }
                if (flag->load()) {
                    file.cancel(); // the temporary file goes; an earlier file stays
                } else if (written && file.commit()) {
                    outcome = Outcome::Written;
                } else {
                    outcome = Outcome::Failed;
                    error = file.errorString();
                }
            }
            post([job, outcome, error](ExportJob* target) { target->done(job, outcome, error); });
        });
    return true;
}

void ExportJob::done(int job, Outcome outcome, const QString& error) {
    if (job != m_job)
        return;
    m_running = false;
    if (m_progress) {
        m_progress->hide();
        m_progress->deleteLater();
    }
    m_progress = nullptr;
    m_progressBar = nullptr;
    const QString path = QDir::toNativeSeparators(m_path);
    switch (outcome) {
    case Outcome::Written:
        Q_EMIT statusMessage(m_doneText);
        break;
    case Outcome::Cancelled:
        Q_EMIT statusMessage(tr("Export to %1 cancelled; no file was written.").arg(path));
        break;
    case Outcome::Failed:
        // SafeFile's sentence names the file and says why.
        Q_EMIT statusMessage(error);
        if (m_window)
            QMessageBox::warning(m_window, tr("Export Failed"), error);
        break;
    }
    Q_EMIT finished(outcome, error);
}

void ExportJob::showProgress(const QString& label) {
    if (!m_window)
        return;
    m_progress =
        makeTransferProgress(m_window, tr("Export"), label, int(kProgressSteps), &m_progressBar);
    connect(m_progress, &QProgressDialog::canceled, this, &ExportJob::cancel);
}

} // namespace chipatlas
