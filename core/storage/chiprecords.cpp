// Catalog's chip states: reading and writing everything stored under a chip id, so that an
// edit can be undone and redone exactly.

#include "catalog.h"
#include "catalog_p.h"
#include "chipstore.h"
#include "pricestore.h"

#include <QDir>

#include <algorithm>

namespace chipatlas {

using namespace storage;

namespace {
bool sameDescription(const Chip& a, const Chip& b) {
    return a.vendor == b.vendor && a.name == b.name && a.familyGeneration == b.familyGeneration &&
           a.kind == b.kind && a.sparsityNote == b.sparsityNote && a.sourceUrls == b.sourceUrls &&
           a.notes == b.notes;
}

bool readState(const Db& db, const QString& id, Catalog::ChipState* state, StorageError* error) {
    *state = Catalog::ChipState{};
    state->id = id;
    QList<Chip> chips;
    if (!readChips(db, id, &chips, error))
        return false;
    if (!chips.isEmpty()) {
        state->chip = chips.constFirst();
        ChipEdits edits;
        if (!readEdits(db, id, &edits, error))
            return false;
        state->descriptionEdited = edits.descriptionEdited;
        state->editedFields = edits.fields;
        std::sort(state->editedFields.begin(), state->editedFields.end());
        QList<ChipPrice> prices;
        if (!readPrices(db, id, &prices, error))
            return false;
        if (!prices.isEmpty())
            state->price = prices.constFirst();
    }
    return isTombstoned(db, id, &state->tombstoned, error);
}

// The marks as recorded: ChipWriter keeps the stored marks on a replace, so they are set
// afresh here, and a figure row that only carried a mark goes when the mark goes.
bool writeMarks(const Db& db, const Catalog::ChipState& state, StorageError* error) {
    const QString doing = QStringLiteral("save the edit marks of chip \"%1\"").arg(state.id);
    QSqlQuery query(db.db);
    if (!prepare(db, query, QStringLiteral("SELECT pk FROM chip WHERE id = ?"), doing, error) ||
        !bindAndExec(db, query, {state.id}, doing, error) || !nextRow(db, query, doing, error)) {
        return false;
    }
    const qint64 pk = query.value(0).toLongLong();
    query.finish();
    if (!prepare(db, query, QStringLiteral("UPDATE chip SET user_edited = ? WHERE pk = ?"), doing,
                 error) ||
        !bindAndExec(db, query, {state.descriptionEdited ? 1 : 0, pk}, doing, error) ||
        !prepare(db, query, QStringLiteral("UPDATE figure SET user_edited = 0 WHERE chip = ?"),
                 doing, error) ||
        !bindAndExec(db, query, {pk}, doing, error) ||
        !prepare(db, query,
                 QStringLiteral("INSERT INTO figure (chip, field, status, user_edited) "
                                "VALUES (?, ?, 'unknown', 1) ON CONFLICT (chip, field) "
                                "DO UPDATE SET user_edited = 1"),
                 doing, error)) {
        return false;
    }
    for (Field field : state.editedFields) {
        if (!bindAndExec(db, query, {pk, fieldKey(field)}, doing, error))
            return false;
    }
    return prepare(db, query,
                   QStringLiteral("DELETE FROM figure WHERE chip = ? AND user_edited = 0 AND "
                                  "num IS NULL AND txt IS NULL AND status = 'unknown' AND "
                                  "source IS NULL AND note = '' AND sparsity_unstated = 0"),
                   doing, error) &&
           bindAndExec(db, query, {pk}, doing, error);
}

bool writeState(const Db& db, ChipWriter& writer, const Catalog::ChipState& state, int row,
                StorageError* error) {
    const QString doing = QStringLiteral("restore chip \"%1\"").arg(state.id);
    QSqlQuery query(db.db);
    if (state.chip) {
        bool existed = false;
        if (!chipExists(db, state.id, &existed, error))
            return false;
        if (state.chip->id != state.id) {
            *error = {StorageError::Code::BadData,
                      QStringLiteral("Could not %1 in %2: the state holds chip \"%3\".")
                          .arg(doing, QDir::toNativeSeparators(db.path), state.chip->id)};
            return false;
        }
        if (!writer.write(*state.chip, row, WriteMode::Replace, error) ||
            !writeMarks(db, state, error)) {
            return false;
        }
        // The price went with the chip; a stored chip keeps the price it has now, which the
        // user may have set after the edit being undone.
        if (!existed && state.price) {
            ChipPrice price = *state.price;
            price.chipId = state.id;
            if (!writePrice(db, price, error))
                return false;
        }
    } else if (!prepare(db, query, QStringLiteral("DELETE FROM chip WHERE id = ?"), doing, error) ||
               !bindAndExec(db, query, {state.id}, doing, error)) {
        return false;
    }
    const QString sql = state.tombstoned ? QStringLiteral("INSERT INTO builtin_tombstone (id) "
                                                          "VALUES (?) ON CONFLICT (id) DO NOTHING")
                                         : QStringLiteral("DELETE FROM builtin_tombstone "
                                                          "WHERE id = ?");
    return prepare(db, query, sql, doing, error) &&
           bindAndExec(db, query, {state.id}, doing, error);
}

std::optional<Catalog::ChipState> builtInStateFrom(const ChipCatalogFile& file,
                                                   const Catalog::ChipState& before,
                                                   const QString& path, StorageError* error) {
    const auto it = std::find_if(file.chips.cbegin(), file.chips.cend(),
                                 [&](const Chip& chip) { return chip.id == before.id; });
    if (it == file.chips.cend()) {
        *error = {
            StorageError::Code::NotFound,
            QStringLiteral("\"%1\" is not a built-in chip; there is nothing to revert to%2.")
                .arg(before.id, path.isEmpty() ? QString() : QStringLiteral(" in %1").arg(path))};
        return std::nullopt;
    }
    Catalog::ChipState after;
    after.id = before.id;
    after.chip = *it;
    after.chip->origin = Origin::BuiltIn;
    after.price = before.chip ? before.price : std::nullopt;
    return after;
}

std::optional<ChipCatalogFile> loadBuiltIn(StorageError* error) {
    QString problem;
    std::optional<ChipCatalogFile> file = builtInChips(&problem);
    if (!file) {
        *error = {StorageError::Code::BadData,
                  QStringLiteral("The built-in chip catalog compiled into ChipAtlas cannot be "
                                 "read (%1).")
                      .arg(problem)};
    }
    return file;
}
} // namespace

std::optional<QList<Catalog::ChipState>> Catalog::chipStates(const QStringList& ids,
                                                             StorageError* error) const {
    ErrorSink sink(error);
    QList<ChipState> states;
    for (const QString& id : ids) {
        ChipState state;
        if (!readState(d->db, id.isNull() ? QStringLiteral("") : id, &state, sink.error))
            return std::nullopt;
        states.append(std::move(state));
    }
    return states;
}

bool Catalog::restoreChipStates(const QList<ChipState>& states, StorageError* error) {
    ErrorSink sink(error);
    Transaction transaction(d->db);
    if (!transaction.begin(QStringLiteral("start restoring chips"), sink.error))
        return false;
    ChipWriter writer(d->db);
    if (!writer.prepare(sink.error))
        return false;
    for (qsizetype row = 0; row < states.size(); ++row) {
        if (!writeState(d->db, writer, states[row], int(row), sink.error))
            return false; // rolled back: nothing changed
    }
    return transaction.commit(QStringLiteral("restore the chips"), sink.error);
}

bool Catalog::revertChipsToBuiltIn(const QStringList& ids, StorageError* error) {
    ErrorSink sink(error);
    const std::optional<ChipCatalogFile> file = loadBuiltIn(sink.error);
    const std::optional<QList<ChipState>> before =
        file ? chipStates(ids, sink.error) : std::nullopt;
    if (!before)
        return false;
    QList<ChipState> after;
    for (const ChipState& state : *before) {
        const std::optional<ChipState> reverted =
            builtInStateFrom(*file, state, QDir::toNativeSeparators(d->db.path), sink.error);
        if (!reverted)
            return false;
        after.append(*reverted);
    }
    return restoreChipStates(after, sink.error);
}

Catalog::ChipState Catalog::editedState(const ChipState& before, const Chip& chip,
                                        const QList<Field>& reverted) {
    ChipState after = before;
    after.chip = chip;
    after.id = chip.id;
    if (!before.chip) {
        // A new chip: nothing to compare with, so nothing is marked.
        after.editedFields.clear();
        after.descriptionEdited = false;
        after.price.reset();
        return after;
    }
    if (!sameDescription(chip, *before.chip))
        after.descriptionEdited = true;
    for (const FieldInfo& info : allFields()) {
        const bool marked = after.editedFields.contains(info.field);
        const bool changed = !(chip.figure(info.field) == before.chip->figure(info.field));
        if (reverted.contains(info.field))
            after.editedFields.removeAll(info.field);
        else if (changed && !marked)
            after.editedFields.append(info.field);
    }
    std::sort(after.editedFields.begin(), after.editedFields.end());
    return after;
}

Catalog::ChipState Catalog::deletedState(const ChipState& before) {
    ChipState after;
    after.id = before.id;
    after.tombstoned = before.tombstoned || (before.chip && before.chip->origin == Origin::BuiltIn);
    return after;
}

std::optional<Catalog::ChipState> Catalog::builtInState(const ChipState& before,
                                                        StorageError* error) {
    ErrorSink sink(error);
    const std::optional<ChipCatalogFile> file = loadBuiltIn(sink.error);
    if (!file)
        return std::nullopt;
    return builtInStateFrom(*file, before, QString(), sink.error);
}

} // namespace chipatlas
