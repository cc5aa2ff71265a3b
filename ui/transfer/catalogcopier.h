#pragma once

#include "common/transferprogress.h"
#include "io/catalogcopy.h"
#include "storage/catalog.h"
#include "storage/catalogconnection.h"

#include <QObject>
#include <QPointer>

#include <atomic>
#include <memory>
#include <optional>

namespace chipatlas {

class CatalogSession;

// File > Copy Catalog To... and Copy Catalog From...: the open catalog's chips, LLM models and
// prices into another catalog (a file or a team server), or the other way (io/catalogcopy.h
// says what a copy keeps and adds; it never deletes).
//
// The other catalog is opened on the session's worker (CatalogSession::withOther()), both are
// read and compared there while a progress dialog can cancel, the import preview shows the
// plan (new, changed field by field, unchanged), and the chosen items are written in one
// transaction. A copy into the open catalog is one change of the session, so that one Undo
// takes it back; a copy to the other catalog writes there and cannot be undone from here (the
// preview's button says where it writes).
class CatalogCopier final : public QObject {
    Q_OBJECT

public:
    enum class Direction { ToOther, FromOther };
    Q_ENUM(Direction)
    enum class Outcome {
        Copied,        // written (into the open catalog: with an undo step)
        NothingToCopy, // the target already holds it all (or the choices change nothing)
        Declined,      // the user cancelled the choice of catalog, the password or the preview
        Cancelled,     // cancelled while reading, comparing or writing
        Failed,        // failed() says why
    };
    Q_ENUM(Outcome)

    CatalogCopier(CatalogSession* session, QWidget* parentWindow);
    ~CatalogCopier() override; // cancels a copy in progress

    // Asks for the other catalog (and a server's password when the keychain has none), then
    // copies with the preview.
    void chooseAndCopy(Direction direction);
    // Copies between the open catalog and `other`; a server's password from the keychain or
    // a masked prompt. False (nothing started) while another copy runs.
    bool copy(Direction direction, const CatalogConnection& other);
    // The same with `options` (a server's password) given and, when `choices` is set, without
    // the preview (tests and scripted use). With setInteractive(false) no dialog opens.
    bool start(Direction direction, const CatalogConnection& other, const Catalog::Options& options,
               std::optional<ImportChoices> choices);
    void setInteractive(bool interactive) { m_interactive = interactive; }
    bool isBusy() const { return m_busy; }
    void cancel() { m_cancel->store(true); }

Q_SIGNALS:
    void statusMessage(const QString& text);
    void failed(const QString& message);
    void finished(chipatlas::CatalogCopier::Outcome outcome);

private:
    struct PlanResult;
    struct WriteResult;

    void withPassword(Direction direction, const CatalogConnection& other);
    void planned(const PlanResult& result);
    void write(const CatalogCopyPlan& plan, const ImportChoices& choices);
    void written(const WriteResult& result);
    ImportControl workerControl();
    void showProgress(const QString& text);
    void closeProgress();
    void fail(const QString& error);
    void finish(Outcome outcome, const QString& status);
    QString sourceText() const;
    QString targetText() const;

    CatalogSession* m_session;
    QWidget* m_window;
    std::shared_ptr<std::atomic<bool>> m_cancel = std::make_shared<std::atomic<bool>>(false);
    bool m_interactive = true;
    bool m_busy = false;
    Direction m_direction = Direction::ToOther;
    CatalogConnection m_other;
    Catalog::Options m_options; // the other catalog's password, in memory for this copy only
    std::optional<ImportChoices> m_autoChoices;
    QPointer<QProgressDialog> m_progress;
    QProgressBar* m_progressBar = nullptr;
};

} // namespace chipatlas
