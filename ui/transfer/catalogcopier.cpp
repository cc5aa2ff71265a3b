#include "transfer/catalogcopier.h"

#include "application/catalogcopying.h"
#include "application/catalogsession.h"
#include "passwordstore.h"
#include "transfer/catalogpickdialog.h"
#include "transfer/importpreviewdialog.h"

#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QProgressDialog>

namespace chipatlas {

namespace {
constexpr int kProgressSteps = 1000;
} // namespace

struct CatalogCopier::PlanResult {
    enum class Status { Ok, Cancelled, Failed };
    Status status = Status::Failed;
    QString error;
    CatalogCopyPlan plan;
};

struct CatalogCopier::WriteResult {
    enum class Status { Written, Nothing, Cancelled, Failed };
    Status status = Status::Failed;
    QString error;
    CatalogItems items; // what was written (shared, not copied)

    void wrote(const CatalogItems& written) {
        status = Status::Written;
        items = written;
    }
    void failedWith(const StorageError& error) {
        status = error.code == StorageError::Code::Cancelled ? Status::Cancelled : Status::Failed;
        this->error = error.message;
    }
    // What writeCopyInto() reported.
    static WriteResult of(const CatalogCopyWrite& write) {
        WriteResult result;
        if (write.status == CatalogCopyWrite::Status::Written)
            result.wrote(write.items);
        else if (write.status == CatalogCopyWrite::Status::Nothing)
            result.status = Status::Nothing;
        else
            result.failedWith(write.error);
        return result;
    }
};

CatalogCopier::CatalogCopier(CatalogSession* session, QWidget* parentWindow)
    : QObject(parentWindow)
    , m_session(session)
    , m_window(parentWindow) {}

CatalogCopier::~CatalogCopier() {
    m_cancel->store(true);
    closeProgress();
}

void CatalogCopier::chooseAndCopy(Direction direction) {
    CatalogPickDialog dialog(direction == Direction::ToOther ? CatalogPickDialog::Direction::To
                                                             : CatalogPickDialog::Direction::From,
                             m_window);
    if (m_other != CatalogConnection{})
        dialog.setConnection(m_other);
    if (dialog.exec() == QDialog::Accepted)
        copy(direction, dialog.connection());
}

bool CatalogCopier::copy(Direction direction, const CatalogConnection& other) {
    if (m_busy) {
        Q_EMIT statusMessage(tr("A copy is already running."));
        return false;
    }
    if (!other.isPostgres()) {
        return start(direction, other, {}, std::nullopt);
    }
    m_busy = true; // while the keychain answers
    PasswordStore::readAsync(
        other.keychainKey(), this, [this, direction, other](const PasswordStore::Result& stored) {
            m_busy = false;
            Catalog::Options options;
            if (stored.status == PasswordStore::Status::Ok) {
                options.password = stored.password;
            } else {
                const QString why =
                    stored.status == PasswordStore::Status::NotFound
                        ? tr("The keychain holds no password for this server.")
                        : tr("The keychain is not available (%1); the password is not stored.")
                              .arg(stored.message);
                bool ok = false;
                options.password = QInputDialog::getText(
                    m_window, tr("Team Server Password"),
                    tr("%1\n\nPassword for %2:").arg(why, other.displayText()), QLineEdit::Password,
                    QString(), &ok);
                if (!ok) {
                    finish(Outcome::Declined, tr("Copy cancelled; nothing was written."));
                    return;
                }
            }
            start(direction, other, options, std::nullopt);
        });
    return true;
}

bool CatalogCopier::start(Direction direction, const CatalogConnection& other,
                          const Catalog::Options& options, std::optional<ImportChoices> choices) {
    if (m_busy) {
        Q_EMIT statusMessage(tr("A copy is already running."));
        return false;
    }
    m_busy = true;
    m_cancel->store(false);
    m_direction = direction;
    m_other = other;
    m_options = options;
    m_autoChoices = std::move(choices);
    if (!m_session->isOpen()) {
        fail(tr("No catalog is open."));
        return true;
    }
    if (other == m_session->connection()) {
        fail(tr("%1 is the catalog this window shows; choose another one.")
                 .arg(other.displayText()));
        return true;
    }
    showProgress(tr("Reading and comparing %1 and this catalog…").arg(other.displayText()));
    const bool toOther = direction == Direction::ToOther;
    m_session->withOther<PlanResult>(
        this, other, options,
        [toOther, control = workerControl()](Catalog& current, Catalog* otherCatalog,
                                             const StorageError& openError) {
            PlanResult result;
            if (!otherCatalog) {
                result.error = openError.message;
                return result;
            }
            // `chipatlas-cli copy` plans the same way (application/catalogcopying.h).
            CatalogCopyPlanning planning = toOther
                                               ? planCopyBetween(current, *otherCatalog, control)
                                               : planCopyBetween(*otherCatalog, current, control);
            result.error = planning.error.message;
            result.status = planning.status == CatalogCopyPlanning::Status::Ok
                                ? PlanResult::Status::Ok
                            : planning.status == CatalogCopyPlanning::Status::Cancelled
                                ? PlanResult::Status::Cancelled
                                : PlanResult::Status::Failed;
            result.plan = std::move(planning.plan);
            return result;
        },
        [this](const PlanResult& result) { planned(result); });
    return true;
}

void CatalogCopier::planned(const PlanResult& result) {
    closeProgress();
    if (result.status == PlanResult::Status::Cancelled || m_cancel->load()) {
        finish(Outcome::Cancelled, tr("Copy cancelled; nothing was written."));
        return;
    }
    if (result.status != PlanResult::Status::Ok) {
        fail(result.error);
        return;
    }
    if (result.plan.isEmpty()) {
        finish(Outcome::NothingToCopy,
               tr("Nothing to copy: %1 already holds all of it.").arg(targetText()));
        return;
    }
    ImportChoices choices = m_autoChoices.value_or(ImportChoices{});
    if (!m_autoChoices && m_interactive) {
        ImportPreviewDialog preview(result.plan, sourceText(), targetText(),
                                    m_direction == Direction::FromOther, m_window);
        if (preview.exec() != QDialog::Accepted) {
            finish(Outcome::Declined, tr("Copy cancelled; nothing was written."));
            return;
        }
        choices = preview.choices();
    }
    write(result.plan, choices);
}

void CatalogCopier::write(const CatalogCopyPlan& plan, const ImportChoices& choices) {
    m_cancel->store(false);
    showProgress(tr("Copying to %1…").arg(targetText()));
    ImportControl control = workerControl();
    // The note of the target's automatic snapshot: kept in the catalog, so not translated.
    control.snapshotNote = QStringLiteral("copy from %1").arg(sourceText());
    if (m_direction == Direction::ToOther) {
        m_session->withOther<WriteResult>(
            this, m_other, m_options,
            [plan, choices, control](Catalog&, Catalog* other, const StorageError& openError) {
                if (!other) {
                    WriteResult result;
                    result.error = openError.message;
                    return result;
                }
                return WriteResult::of(
                    writeCopyInto(*other, plan, choices, control, QString(), UndoStates::Skip));
            },
            [this](const WriteResult& result) { written(result); });
        return;
    }
    // Into the open catalog: one change of the session, written by the job itself.
    auto out = std::make_shared<CatalogCopyWrite>();
    m_session->change(
        this, tr("Could not copy from %1; nothing was changed.").arg(sourceText()),
        [plan, choices, control, out,
         text = tr("Copy from %1").arg(sourceText())](Catalog& catalog) {
            *out = writeCopyInto(catalog, plan, choices, control, text, UndoStates::Keep);
            ChangeResult change;
            change.written = true;
            change.error = out->error;
            if (out->status == CatalogCopyWrite::Status::Written)
                change.change = out->change;
            else if (out->status == CatalogCopyWrite::Status::Nothing)
                change.change = CatalogChange{}; // changes nothing: no undo step
            return change;
        },
        [this, out](CatalogSession::Outcome outcome, const StorageError& error) {
            WriteResult result;
            if (outcome == CatalogSession::Outcome::Changed)
                result.wrote(out->items);
            else if (outcome == CatalogSession::Outcome::Unchanged)
                result.status = WriteResult::Status::Nothing;
            else
                result.failedWith(error);
            written(result);
        });
}

void CatalogCopier::written(const WriteResult& result) {
    closeProgress();
    switch (result.status) {
    case WriteResult::Status::Nothing:
        finish(Outcome::NothingToCopy,
               tr("Nothing to copy: the chosen values are already in %1.").arg(targetText()));
        return;
    case WriteResult::Status::Cancelled:
        finish(Outcome::Cancelled, tr("Copy cancelled; nothing was written."));
        return;
    case WriteResult::Status::Failed:
        fail(result.error);
        return;
    case WriteResult::Status::Written:
        break;
    }
    finish(Outcome::Copied, catalogCopiedSummary(result.items, targetText()));
}

ImportControl CatalogCopier::workerControl() {
    // At most one report per step reaches the GUI thread, through the session (which outlives
    // this object); `self` is read on the GUI thread only.
    auto lastStep = std::make_shared<qint64>(-1);
    ImportControl control;
    control.cancel = [flag = m_cancel] { return flag->load(); };
    control.progress = [self = QPointer<CatalogCopier>(this), session = m_session,
                        lastStep](qint64 done, qint64 total) {
        const qint64 step = total > 0 ? done * kProgressSteps / total : 0;
        if (step == *lastStep)
            return;
        *lastStep = step;
        QMetaObject::invokeMethod(
            session,
            [self, step] {
                if (self && self->m_progressBar)
                    self->m_progressBar->setValue(int(step));
            },
            Qt::QueuedConnection);
    };
    return control;
}

void CatalogCopier::showProgress(const QString& text) {
    if (!m_interactive)
        return;
    closeProgress();
    m_progress =
        makeTransferProgress(m_window, tr("Copy Catalog"), text, kProgressSteps, &m_progressBar);
    connect(m_progress, &QProgressDialog::canceled, this, &CatalogCopier::cancel);
}

void CatalogCopier::closeProgress() {
    if (m_progress) {
        m_progress->hide();
        m_progress->deleteLater();
    }
    m_progress = nullptr;
    m_progressBar = nullptr;
}

void CatalogCopier::fail(const QString& error) {
    Q_EMIT failed(error);
    if (m_interactive) {
        QMessageBox box(QMessageBox::Warning, tr("Copy Failed"),
                        tr("Could not copy from %1 to %2.").arg(sourceText(), targetText()),
                        QMessageBox::Ok, m_window);
        box.setInformativeText(error);
        box.exec();
    }
    finish(Outcome::Failed, tr("Copy to %1 failed.").arg(targetText()));
}

void CatalogCopier::finish(Outcome outcome, const QString& status) {
    m_busy = false;
    m_autoChoices.reset();
    m_options = {}; // the password stays in memory no longer than the copy
    Q_EMIT statusMessage(status);
    Q_EMIT finished(outcome);
}

QString CatalogCopier::sourceText() const {
    return m_direction == Direction::ToOther ? m_session->connection().displayText()
                                             : m_other.displayText();
}

QString CatalogCopier::targetText() const {
    return m_direction == Direction::ToOther ? m_other.displayText()
                                             : m_session->connection().displayText();
}

} // namespace chipatlas
