// The chip repository's states: reading and writing everything stored under a chip id, so that an
// edit can be undone and redone exactly.

#include "chipstore.h"
#include "entitystates.h"
#include "pricestore.h"

#include <QDate>
#include <QDir>
#include <QHash>

#include <algorithm>

namespace chipatlas {

using namespace storage;

namespace {
bool sameDescription(const Chip& a, const Chip& b) {
    return a.vendor == b.vendor && a.name == b.name && a.familyGeneration == b.familyGeneration &&
           a.kind == b.kind && a.sparsityNote == b.sparsityNote && a.sourceUrls == b.sourceUrls &&
           a.notes == b.notes;
}

// ChipRepository::states() reads this many ids per query, well below SQLite's limit on bound values
// (999 before 3.32): a few queries per 500 chips instead of seven per chip.
constexpr qsizetype kStateBatch = 500;

// Reads the states of distinct ids, a batch at a time, with the queries readChips(),
// readEdits(), readPrices() and isTombstoned() run for one id, each restricted to
// "id IN (...)" instead. The source URLs are shared across batches.
class StateReader final {
public:
    explicit StateReader(const Db& db)
        : m_db(db) {}

    // `states` holds one state per id, in the order of `ids`, with only the id set.
    bool read(const QStringList& ids, QList<Catalog::ChipState>* states, qsizetype first,
              StorageError* error) {
        m_ids = ids;
        m_states = states;
        m_first = first;
        m_byId.clear();
        m_byPk.clear();
        for (qsizetype i = 0; i < ids.size(); ++i)
            m_byId.insert(ids[i], first + i);
        // Sources, figures and prices belong to a stored chip: a batch of ids none of which is
        // stored (an import's new chips) reads only its tombstones after the chips.
        return readChips(error) &&
               (m_byPk.isEmpty() ||
                (readSources(error) && readFigures(error) && readPrices(error))) &&
               readTombstones(error);
    }

private:
    // "?, ?, ..., ?" for the ids of this batch.
    QString placeholders() const {
        QString text;
        text.reserve(m_ids.size() * 3);
        for (qsizetype i = 0; i < m_ids.size(); ++i)
            text += i == 0 ? QStringLiteral("?") : QStringLiteral(", ?");
        return text;
    }

    bool run(QSqlQuery& query, const QString& sql, const QString& doing, StorageError* error) {
        query.setForwardOnly(true);
        if (!prepare(m_db, query, sql.arg(placeholders()), doing, error))
            return false;
        for (qsizetype i = 0; i < m_ids.size(); ++i)
            query.bindValue(int(i), m_ids[i]);
        return execPrepared(m_db, query, doing, error);
    }

    Catalog::ChipState& stateOf(const QString& id) { return (*m_states)[m_byId.value(id)]; }

    bool readChips(StorageError* error) {
        const QString doing = StorageText::tr("read the chips");
        QSqlQuery query(m_db.db);
        if (!run(query,
                 QStringLiteral("SELECT pk, id, vendor, name, family_generation, kind, "
                                "sparsity_note, source_urls, notes, origin, user_edited, "
                                "version FROM chip WHERE id IN (%1)"),
                 doing, error)) {
            return false;
        }
        while (query.next()) {
            Chip chip = chipFromRow(query);
            const qsizetype index = m_byId.value(chip.id, -1);
            if (index < 0)
                continue; // not asked for (SQLite compares ids exactly, so it cannot happen)
            Catalog::ChipState& state = (*m_states)[index];
            state.descriptionEdited = query.value(10).toLongLong() != 0;
            state.version = query.value(11).toLongLong();
            state.chip = std::move(chip);
            m_byPk.insert(query.value(0).toLongLong(), index);
        }
        return checkEnd(m_db, query, doing, error);
    }

    // The URLs that the figures of this batch cite, before the figures: a URL string per
    // figure row would cost more than the figures' numbers.
    bool readSources(StorageError* error) {
        const QString doing = StorageText::tr("read the chips");
        QSqlQuery query(m_db.db);
        if (!run(query,
                 QStringLiteral("SELECT s.id, s.url FROM source s WHERE s.id IN (SELECT f.source "
                                "FROM figure f JOIN chip c ON c.pk = f.chip WHERE c.id IN (%1))"),
                 doing, error)) {
            return false;
        }
        while (query.next())
            m_sources.insert(query.value(0).toLongLong(), query.value(1).toString());
        return checkEnd(m_db, query, doing, error);
    }

    bool readFigures(StorageError* error) {
        const QString doing = StorageText::tr("read the chips");
        QSqlQuery query(m_db.db);
        if (!run(query,
                 QStringLiteral("SELECT ") + QLatin1String(kFigureColumns) +
                     QStringLiteral(", f.user_edited FROM chip c JOIN figure f ON "
                                    "f.chip = c.pk WHERE c.id IN (%1)"),
                 doing, error)) {
            return false;
        }
        while (query.next()) {
            const qsizetype index = m_byPk.value(query.value(0).toLongLong(), -1);
            if (index < 0)
                continue;
            Catalog::ChipState& state = (*m_states)[index];
            const std::optional<Field> field =
                readFigureRow(m_db, query, m_lookups, m_sources, &*state.chip, error);
            if (!field)
                return false;
            if (query.value(kFigureColumnCount).toLongLong() != 0)
                state.editedFields.append(*field);
        }
        if (!checkEnd(m_db, query, doing, error))
            return false;
        for (qsizetype i = 0; i < m_ids.size(); ++i) {
            QList<Field>& fields = (*m_states)[m_first + i].editedFields;
            std::sort(fields.begin(), fields.end());
        }
        return true;
    }

    bool readPrices(StorageError* error) {
        const QString doing = StorageText::tr("read the chip prices");
        QSqlQuery query(m_db.db);
        if (!run(query,
                 QStringLiteral("SELECT c.id, p.usd_per_hour, p.quoted_on, p.source FROM "
                                "chip_price p JOIN chip c ON c.pk = p.chip WHERE c.id IN (%1)"),
                 doing, error)) {
            return false;
        }
        while (query.next()) {
            std::optional<ChipPrice> price = priceFromRow(m_db, query, doing, error);
            if (!price)
                return false;
            if (m_byId.contains(price->chipId))
                stateOf(price->chipId).price = std::move(*price);
        }
        return checkEnd(m_db, query, doing, error);
    }

    bool readTombstones(StorageError* error) {
        const QString doing = StorageText::tr("read the deleted built-in chips");
        QSqlQuery query(m_db.db);
        if (!run(query, QStringLiteral("SELECT id FROM builtin_tombstone WHERE id IN (%1)"), doing,
                 error)) {
            return false;
        }
        while (query.next()) {
            const QString id = query.value(0).toString();
            if (m_byId.contains(id))
                stateOf(id).tombstoned = true;
        }
        return checkEnd(m_db, query, doing, error);
    }

    const Db& m_db;
    const FigureRowLookups m_lookups;
    QHash<qint64, QString> m_sources;
    QStringList m_ids;
    QList<Catalog::ChipState>* m_states = nullptr;
    qsizetype m_first = 0;
    QHash<QString, qsizetype> m_byId;
    QHash<qint64, qsizetype> m_byPk;
};

// The marks as recorded: ChipWriter keeps the stored marks on a replace, so they are set
// afresh here, and a figure row that only carried a mark goes when the mark goes.
bool writeMarks(const Db& db, const Catalog::ChipState& state, StorageError* error) {
    const QString doing = StorageText::tr("save the edit marks of chip \"%1\"").arg(state.id);
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
                                  "source IS NULL AND note = '' AND sparsity_unstated = 0 AND "
                                  "printed_unit IS NULL AND configuration = '' AND "
                                  "range_low IS NULL AND range_high IS NULL AND "
                                  "link_scope IS NULL"),
                   doing, error) &&
           bindAndExec(db, query, {pk}, doing, error);
}

// The chip with its marks; the price only when the chip comes back: a stored chip keeps the price
// it has now, which the user may have set after the edit being undone.
bool writeChip(const Db& db, ChipWriter& writer, const Catalog::ChipState& state,
               StorageError* error) {
    bool existed = false;
    if (!chipExists(db, state.id, &existed, error) ||
        !writer.write(*state.chip, WriteMode::Replace, error) || !writeMarks(db, state, error)) {
        return false;
    }
    if (existed || !state.price)
        return true;
    ChipPrice price = *state.price;
    price.chipId = state.id;
    return writePrice(db, price, error);
}

std::optional<Catalog::ChipState> builtInStateFrom(const ChipCatalogFile& file,
                                                   const Catalog::ChipState& before,
                                                   const QString& path, StorageError* error) {
    const auto it = std::find_if(file.chips.cbegin(), file.chips.cend(),
                                 [&](const Chip& chip) { return chip.id == before.id; });
    if (it == file.chips.cend()) {
        *error = {StorageError::Code::NotFound,
                  path.isEmpty() ? StorageText::tr("\"%1\" is not a built-in chip; there is "
                                                   "nothing to revert to.")
                                       .arg(before.id)
                                 : StorageText::tr("\"%1\" is not a built-in chip; there is "
                                                   "nothing to revert to in %2.")
                                       .arg(before.id, path)};
        return std::nullopt;
    }
    Catalog::ChipState after;
    after.id = before.id;
    after.version = before.version;
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
                  StorageText::tr("The built-in chip catalog compiled into ChipAtlas cannot be "
                                  "read (%1).")
                      .arg(problem)};
    }
    return file;
}
} // namespace

std::optional<QList<ChipState>> ChipRepository::states(const QStringList& ids,
                                                       StorageError* error) const {
    ErrorSink sink(error);
    // Each id is read once, however often it is asked for; a null id reads as "".
    QStringList unique;
    QHash<QString, qsizetype> position;
    QList<qsizetype> order;
    order.reserve(ids.size());
    for (const QString& asked : ids) {
        const QString id = asked.isNull() ? QStringLiteral("") : asked;
        auto it = position.constFind(id);
        if (it == position.cend()) {
            it = position.insert(id, unique.size());
            unique.append(id);
        }
        order.append(*it);
    }
    QList<ChipState> read(unique.size());
    for (qsizetype i = 0; i < unique.size(); ++i)
        read[i].id = unique[i];
    StateReader reader(*m_db);
    for (qsizetype first = 0; first < unique.size(); first += kStateBatch) {
        if (!reader.read(unique.mid(first, kStateBatch), &read, first, sink.error))
            return std::nullopt;
    }
    QList<ChipState> states;
    states.reserve(ids.size());
    for (qsizetype index : order)
        states.append(read[index]);
    return states;
}

std::optional<QList<ChipState>> ChipRepository::restore(const QList<ChipState>& states,
                                                        StorageError* error) {
    ErrorSink sink(error);
    ChipWriter writer(*m_db);
    bool prepared = false; // inside the transaction, after the version checks
    const auto write = [&](const ChipState& state, int) {
        if (!prepared && !(prepared = writer.prepare(sink.error)))
            return false;
        return writeEntryState(
            *m_db, state, [&](const Chip&) { return writeChip(*m_db, writer, state, sink.error); },
            sink.error);
    };
    return restoreStates(*m_db, states, write, sink.error);
}

bool ChipRepository::revertToBuiltIn(const QStringList& ids, StorageError* error) {
    ErrorSink sink(error);
    const std::optional<ChipCatalogFile> file = loadBuiltIn(sink.error);
    const std::optional<QList<ChipState>> before = file ? states(ids, sink.error) : std::nullopt;
    if (!before)
        return false;
    QList<ChipState> after;
    for (const ChipState& state : *before) {
        const std::optional<ChipState> reverted =
            builtInStateFrom(*file, state, QDir::toNativeSeparators(m_db->path), sink.error);
        if (!reverted)
            return false;
        after.append(*reverted);
    }
    return restore(after, sink.error).has_value();
}

ChipState ChipRepository::editedState(const ChipState& before, const Chip& chip,
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
    for (const FieldSpec& info : allFields()) {
        const Field field = chipField(info);
        const bool marked = after.editedFields.contains(field);
        const bool changed = !(chip.figure(field) == before.chip->figure(field));
        if (reverted.contains(field))
            after.editedFields.removeAll(field);
        else if (changed && !marked)
            after.editedFields.append(field);
    }
    std::sort(after.editedFields.begin(), after.editedFields.end());
    return after;
}

ChipState ChipRepository::deletedState(const ChipState& before) {
    return deletedEntryState(before);
}

std::optional<ChipState> ChipRepository::builtInState(const ChipState& before,
                                                      StorageError* error) {
    ErrorSink sink(error);
    const std::optional<ChipCatalogFile> file = loadBuiltIn(sink.error);
    if (!file)
        return std::nullopt;
    return builtInStateFrom(*file, before, QString(), sink.error);
}

} // namespace chipatlas
