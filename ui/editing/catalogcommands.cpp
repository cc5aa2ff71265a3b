#include "editing/catalogcommands.h"

namespace chipatlas {

bool CommandContext::report(bool ok, const StorageError& error) {
    if (!ok)
        m_failure = error;
    return ok;
}

bool CommandContext::write(const QList<Catalog::ChipState>& states) {
    if (!catalog)
        return report(false, openError);
    StorageError error;
    const bool ok = catalog->restoreChipStates(states, &error);
    return report(ok, error);
}

bool CommandContext::write(const QList<Catalog::ModelState>& states) {
    if (!catalog)
        return report(false, openError);
    StorageError error;
    const bool ok = catalog->restoreModelStates(states, &error);
    return report(ok, error);
}

CatalogCommand::CatalogCommand(CommandContext* context, const QString& text)
    : QUndoCommand(text)
    , m_context(context) {}

void CatalogCommand::undo() {
    if (m_applied && !m_context->blocked() && writeSide(false))
        m_applied = false;
}

void CatalogCommand::redo() {
    if (!m_applied && !m_context->blocked() && writeSide(true))
        m_applied = true;
}

ChipStatesCommand::ChipStatesCommand(CommandContext* context, const QString& text,
                                     QList<Catalog::ChipState> before,
                                     QList<Catalog::ChipState> after)
    : CatalogCommand(context, text)
    , m_before(std::move(before))
    , m_after(std::move(after)) {}

bool ChipStatesCommand::writeSide(bool after) {
    return context()->write(after ? m_after : m_before);
}

ModelStatesCommand::ModelStatesCommand(CommandContext* context, const QString& text,
                                       QList<Catalog::ModelState> before,
                                       QList<Catalog::ModelState> after)
    : CatalogCommand(context, text)
    , m_before(std::move(before))
    , m_after(std::move(after)) {}

bool ModelStatesCommand::writeSide(bool after) {
    return context()->write(after ? m_after : m_before);
}

} // namespace chipatlas
