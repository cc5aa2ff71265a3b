#pragma once

#include "storage/catalog.h"

#include <QList>
#include <QUndoCommand>

#include <optional>

namespace chipatlas {

// What the commands of one undo stack share: the catalog they write to, and the first write
// that failed during the current undo or redo. After a failure the commands that follow leave
// the catalog alone, so that the commands still applied are the first ones on the stack; the
// editor then moves the stack's index back to match (with writes suspended).
class CommandContext final {
public:
    Catalog* catalog = nullptr;
    StorageError openError; // why `catalog` is null

    bool blocked() const { return m_suspended || m_failure.has_value(); }
    void setSuspended(bool suspended) { m_suspended = suspended; }
    bool write(const QList<Catalog::ChipState>& states);
    bool write(const QList<Catalog::ModelState>& states);
    std::optional<StorageError> takeFailure() { return std::exchange(m_failure, std::nullopt); }

private:
    bool report(bool ok, const StorageError& error);

    bool m_suspended = false;
    std::optional<StorageError> m_failure;
};

// One change of the catalog: the states of the ids it touched before and after. Constructed
// after the editor has written the change (applied), so that QUndoStack::push() does not write
// it again; undo() and redo() write the whole states back. A write that fails leaves the
// command where it was (isApplied() says which side the catalog holds).
class CatalogCommand : public QUndoCommand {
public:
    bool isApplied() const { return m_applied; }
    void undo() final;
    void redo() final;

protected:
    CatalogCommand(CommandContext* context, const QString& text);
    virtual bool writeSide(bool after) = 0;
    CommandContext* context() const { return m_context; }

private:
    CommandContext* m_context;
    bool m_applied = true;
};

class ChipStatesCommand final : public CatalogCommand {
public:
    ChipStatesCommand(CommandContext* context, const QString& text,
                      QList<Catalog::ChipState> before, QList<Catalog::ChipState> after);

private:
    bool writeSide(bool after) override;
    QList<Catalog::ChipState> m_before;
    QList<Catalog::ChipState> m_after;
};

class ModelStatesCommand final : public CatalogCommand {
public:
    ModelStatesCommand(CommandContext* context, const QString& text,
                       QList<Catalog::ModelState> before, QList<Catalog::ModelState> after);

private:
    bool writeSide(bool after) override;
    QList<Catalog::ModelState> m_before;
    QList<Catalog::ModelState> m_after;
};

} // namespace chipatlas
