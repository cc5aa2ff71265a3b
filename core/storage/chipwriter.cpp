#include "chipstore.h"
#include "columns.h"
#include "domain/excerpt.h"

#include <QDir>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace chipatlas::storage {

namespace {
// The figure columns the writer fills, in the order of its values.
constexpr const char* kFigureInsertColumnNames =
    "chip, field, num, txt, status, source, note, sparsity_unstated, printed_unit, "
    "configuration, range_low, range_high, link_scope, user_edited";

// The figure rows of many chips in one COPY: at 100,000 chips a statement per chip costs the
// server more than the rows themselves (README, "Performance").
constexpr qsizetype kHeldFigureBytes = 8 << 20;
// The pks a writer takes from the chip table's sequence at a time.
constexpr int kPkBlock = 1024;

bool isMissing(FigureStatus status) {
    return status == FigureStatus::NotPublished || status == FigureStatus::Unknown;
}

// A figure that carries nothing reads back from a missing row, so it is not stored.
bool isDefault(const Figure& figure) {
    return figure == Figure{};
}

bool sameDescription(const Chip& a, const Chip& b) {
    return a.vendor == b.vendor && a.name == b.name && a.familyGeneration == b.familyGeneration &&
           a.kind == b.kind && a.sparsityNote == b.sparsityNote && a.sourceUrls == b.sourceUrls &&
           a.notes == b.notes;
}

QString validate(const Chip& chip) {
    if (chip.id.trimmed().isEmpty())
        return StorageText::tr("it has no id");
    if (chip.id.contains(QLatin1Char('\n')))
        return StorageText::tr("its id contains a line break");
    for (const FieldSpec& info : allFields()) {
        const Figure& figure = chip.figure(chipField(info));
        const QLatin1String key(info.key);
        if (isMissing(figure.status) && figure.hasValue()) {
            return StorageText::tr("figure \"%1\" is %2 but has a value")
                .arg(key, statusKey(figure.status));
        }
        if (!isMissing(figure.status) && !figure.hasValue()) {
            return StorageText::tr("figure \"%1\" is %2 but has no value")
                .arg(key, statusKey(figure.status));
        }
        if (figure.hasValue() && info.kind == FieldKind::Number) {
            bool ok = false;
            const double number = figure.value.toDouble(&ok);
            if (!ok || !std::isfinite(number))
                return StorageText::tr("figure \"%1\" is not a finite number").arg(key);
        }
    }
    return {};
}

// The keys a figure row stores, once as text: a row binds them without making a string each time.
struct FigureKeys {
    std::vector<QByteArray> statuses; // by FigureStatus
    std::vector<QByteArray> units;    // by PrintedUnit
    std::vector<QByteArray> scopes;   // by LinkScope
};

const FigureKeys& figureKeys() {
    static const FigureKeys keys = [] {
        FigureKeys k;
        for (FigureStatus status : figureStatuses()) {
            k.statuses.resize(std::max(k.statuses.size(), size_t(status) + 1));
            k.statuses[size_t(status)] = statusKey(status).toLatin1();
        }
        for (PrintedUnit unit :
             {PrintedUnit::Unstated, PrintedUnit::Decimal, PrintedUnit::Binary}) {
            k.units.resize(std::max(k.units.size(), size_t(unit) + 1));
            k.units[size_t(unit)] = printedUnitKey(unit).toLatin1();
        }
        for (LinkScope scope :
             {LinkScope::Unstated, LinkScope::ChipToChip, LinkScope::HostToChip}) {
            k.scopes.resize(std::max(k.scopes.size(), size_t(scope) + 1));
            k.scopes[size_t(scope)] = linkScopeKey(scope).toLatin1();
        }
        return k;
    }();
    return keys;
}

// A key as bound: an attribute that is not stated ("" for printed unit and link scope) is NULL.
BoundValue keyOrNull(const QByteArray& key) {
    return key.isEmpty() ? BoundValue::null() : BoundValue::ascii(QLatin1StringView(key));
}

BoundValue numberOrNull(std::optional<double> number) {
    return number ? BoundValue::number(*number) : BoundValue::null();
}

// What a chip is compared with when nothing is stored under its id.
const Chip& noChip() {
    static const Chip none;
    return none;
}

} // namespace

ChipWriter::ChipWriter(const Db& db, Batch batch)
    : m_db(db)
    , m_findChip(db.db)
    , m_editedFields(db.db)
    , m_upsertChip(db.db)
    , m_deleteFigures(db.db)
    , m_findSource(db.db)
    , m_insertSource(db.db)
    , m_keeper(db)
    , m_copy(batch == Batch::AcrossChips && pgCopyAvailable(db)) {}

ChipWriter::~ChipWriter() = default;

bool ChipWriter::prepare(StorageError* error) {
    const QString doing = StorageText::tr("prepare saving chips");
    const QString upsert =
        QStringLiteral("INSERT INTO chip (id, vendor, name, family_generation, kind, "
                       "sparsity_note, source_urls, notes, origin, user_edited, version) "
                       "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ") +
        QLatin1String(kWriteVersion) +
        QStringLiteral(") ON CONFLICT (id) DO UPDATE "
                       "SET vendor = excluded.vendor, name = excluded.name, "
                       "family_generation = excluded.family_generation, "
                       "kind = excluded.kind, sparsity_note = excluded.sparsity_note, "
                       "source_urls = excluded.source_urls, notes = excluded.notes, "
                       "origin = excluded.origin, user_edited = excluded.user_edited, "
                       "version = excluded.version RETURNING pk");
    if (SqliteBulk::available(m_db)) {
        m_bulkUpsertChip = std::make_unique<SqliteBulk>(m_db);
        if (!m_bulkUpsertChip->prepare(upsert, doing, error))
            return false;
    } else if (!storage::prepare(m_db, m_upsertChip, upsert, doing, error)) {
        return false;
    }
    return storage::prepare(m_db, m_findChip,
                            QStringLiteral("SELECT pk, user_edited FROM chip WHERE id = ?"), doing,
                            error) &&
           storage::prepare(m_db, m_editedFields,
                            QStringLiteral("SELECT field FROM figure WHERE chip = ? AND "
                                           "user_edited <> 0"),
                            doing, error) &&
           storage::prepare(m_db, m_deleteFigures,
                            QStringLiteral("DELETE FROM figure WHERE chip = ?"), doing, error) &&
           storage::prepare(m_db, m_findSource,
                            QStringLiteral("SELECT id FROM source WHERE url = ?"), doing, error) &&
           storage::prepare(m_db, m_insertSource,
                            QStringLiteral("INSERT INTO source (url) VALUES (?) RETURNING id"),
                            doing, error);
}

// One statement for all the figure rows of a chip: at 100,000 chips the statements, not the
// rows, are what an import spends its time on. Prepared once per row count; on SQLite run
// through SQLite's own interface (storage/sqlitebulk.h), where binding costs less.
bool ChipWriter::insertFigures(const QString& doing, StorageError* error) {
    const qsizetype rows = qsizetype(m_values.size()) / kFigureInsertColumns;
    if (rows == 0)
        return true;
    const bool bulk = SqliteBulk::available(m_db);
    const auto bindAll = [this](QSqlQuery& query) {
        for (size_t i = 0; i < m_values.size(); ++i)
            query.bindValue(int(i), m_values[i].toVariant());
    };
    if (bulk) {
        if (const auto found = m_bulkFigures.find(rows); found != m_bulkFigures.end())
            return found->second->exec(m_values, doing, error);
    } else if (const auto found = m_insertFigures.find(rows); found != m_insertFigures.end()) {
        bindAll(found->second);
        return execPrepared(m_db, found->second, doing, error);
    }
    QString sql = QStringLiteral("INSERT INTO figure (chip, field, num, txt, status, source, "
                                 "note, sparsity_unstated, printed_unit, configuration, "
                                 "range_low, range_high, link_scope, user_edited) VALUES ");
    for (qsizetype row = 0; row < rows; ++row) {
        if (row > 0)
            sql += QLatin1Char(',');
        sql += QStringLiteral("(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    }
    const QString preparing = StorageText::tr("prepare saving chips");
    if (bulk) {
        auto statement = std::make_unique<SqliteBulk>(m_db);
        if (!statement->prepare(sql, preparing, error))
            return false;
        return m_bulkFigures.emplace(rows, std::move(statement))
            .first->second->exec(m_values, doing, error);
    }
    QSqlQuery query(m_db.db);
    if (!storage::prepare(m_db, query, sql, preparing, error))
        return false;
    bindAll(query);
    if (!execPrepared(m_db, query, doing, error))
        return false;
    m_insertFigures.emplace(rows, std::move(query));
    return true;
}

bool ChipWriter::sourceId(const QString& url, std::optional<qint64>* id, StorageError* error) {
    if (url.isEmpty()) {
        id->reset();
        return true;
    }
    if (const auto it = m_sourceIds.constFind(url); it != m_sourceIds.cend()) {
        *id = *it;
        return true;
    }
    const QString doing = StorageText::tr("save a source URL");
    if (!bindAndExec(m_db, m_findSource, {url}, doing, error))
        return false;
    if (m_findSource.next()) {
        *id = m_findSource.value(0).toLongLong();
    } else {
        if (!checkEnd(m_db, m_findSource, doing, error))
            return false;
        if (!bindAndExec(m_db, m_insertSource, {url}, doing, error) ||
            !nextRow(m_db, m_insertSource, doing, error)) {
            return false;
        }
        *id = m_insertSource.value(0).toLongLong();
        m_insertSource.finish();
    }
    m_findSource.finish();
    m_sourceIds.insert(url, **id);
    return true;
}

bool ChipWriter::checked(const Chip& chip, StorageError* error) const {
    if (const QString problem = validate(chip); !problem.isEmpty()) {
        *error = {StorageError::Code::BadData,
                  StorageText::tr("Could not save the chips in %1: chip \"%2\": %3. Nothing was "
                                  "saved.")
                      .arg(QDir::toNativeSeparators(m_db.path), excerpt(chip.id), problem)};
        return false;
    }
    return true;
}

bool ChipWriter::write(const Chip& chip, WriteMode mode, StorageError* error, const Chip* known) {
    if (!checked(chip, error))
        return false;
    const QString doing = StorageText::tr("save chip \"%1\"").arg(chip.id);
    // A new chip whose rows are held is stored before it is looked up again.
    if (m_heldNewIds.contains(chip.id) && !finish(error))
        return false;

    // What is stored now: the user's edit flags survive a replace.
    bool exists = false;
    bool descriptionEdited = false;
    QSet<QString> editedKeys;
    if (!bindAndExec(m_db, m_findChip, {chip.id}, doing, error))
        return false;
    if (m_findChip.next()) {
        exists = true;
        const qint64 pk = m_findChip.value(0).toLongLong();
        descriptionEdited = m_findChip.value(1).toLongLong() != 0;
        m_findChip.finish();
        // What is read and deleted below includes the rows held for this chip.
        if (m_heldChips.contains(pk) && !finish(error))
            return false;
        if (!m_keeper.keep(SnapshotEntryKind::Chip, chip.id, error))
            return false;
        if (!bindAndExec(m_db, m_editedFields, {pk}, doing, error))
            return false;
        while (m_editedFields.next())
            editedKeys.insert(m_editedFields.value(0).toString());
        if (!checkEnd(m_db, m_editedFields, doing, error))
            return false;
        m_editedFields.finish();
    } else if (!checkEnd(m_db, m_findChip, doing, error)) {
        return false;
    }

    const Chip* stored = &noChip();
    QList<Chip> current;
    if (mode == WriteMode::UserEdit && exists && known) {
        stored = known;
    } else if (mode == WriteMode::UserEdit && exists) {
        if (!readChips(m_db, chip.id, &current, error))
            return false;
        if (!current.isEmpty())
            stored = &current.constFirst();
    }
    return writeRows(chip, mode, exists, descriptionEdited, editedKeys, *stored, doing, error);
}

bool ChipWriter::writeNew(const Chip& chip, WriteMode mode, StorageError* error) {
    if (m_heldNewIds.contains(chip.id))
        return write(chip, mode, error); // written before in this batch: not new any more
    if (!checked(chip, error))
        return false;
    return writeRows(chip, mode, false, false, {}, noChip(),
                     StorageText::tr("save chip \"%1\"").arg(chip.id), error);
}

bool ChipWriter::writeRows(const Chip& chip, WriteMode mode, bool exists, bool descriptionEdited,
                           const QSet<QString>& editedKeys, const Chip& stored,
                           const QString& doing, StorageError* error) {
    if (mode == WriteMode::UserEdit && !sameDescription(chip, stored))
        descriptionEdited = true;

    const QString sourceUrls = chip.sourceUrls.join(QLatin1Char('\n'));
    m_values.clear();
    m_values.insert(m_values.end(),
                    {BoundValue::string(chip.id), BoundValue::string(chip.vendor),
                     BoundValue::string(chip.name), BoundValue::string(chip.familyGeneration),
                     BoundValue::string(chip.kind), BoundValue::string(chip.sparsityNote),
                     BoundValue::string(sourceUrls), BoundValue::string(chip.notes),
                     BoundValue::ascii(chip.origin == Origin::BuiltIn ? QLatin1StringView("builtin")
                                                                      : QLatin1StringView("user")),
                     BoundValue::number(qint64(descriptionEdited ? 1 : 0))});
    qint64 pk = 0;
    if (m_copy && !exists) {
        // A new chip: its row goes with the next COPY, under a pk taken from the chip table's
        // sequence now (its figure rows refer to it).
        if (!holdChip(&pk, error))
            return false;
    } else if (m_bulkUpsertChip) {
        if (!m_bulkUpsertChip->exec(m_values, doing, error, &pk))
            return false;
    } else {
        for (size_t i = 0; i < m_values.size(); ++i)
            m_upsertChip.bindValue(int(i), m_values[i].toVariant());
        if (!execPrepared(m_db, m_upsertChip, doing, error) ||
            !nextRow(m_db, m_upsertChip, doing, error)) {
            return false;
        }
        pk = m_upsertChip.value(0).toLongLong();
        m_upsertChip.finish();
    }

    if (exists && !bindAndExec(m_db, m_deleteFigures, {pk}, doing, error))
        return false;
    const FigureKeys& keys = figureKeys();
    m_values.clear();
    m_texts.clear();
    for (const FieldSpec& info : allFields()) {
        const Field field = chipField(info);
        const Figure& figure = chip.figure(field);
        bool edited = !editedKeys.isEmpty() && editedKeys.contains(QLatin1String(info.key));
        if (mode == WriteMode::UserEdit && !(figure == stored.figure(field)))
            edited = true;
        if (isDefault(figure) && !edited)
            continue;
        std::optional<qint64> source;
        if (!sourceId(figure.source, &source, error))
            return false;
        const bool number = info.kind == FieldKind::Number;
        const bool hasValue = figure.hasValue();
        BoundValue text = BoundValue::null();
        if (!number && hasValue) {
            if (figure.value.typeId() == QMetaType::QString) {
                // A null text binds as NULL, as QSqlQuery binds it.
                const QString& value = *static_cast<const QString*>(figure.value.constData());
                text = value.isNull() ? BoundValue::null() : BoundValue::string(value);
            } else {
                m_texts.append(figure.value.toString()); // kept until the rows are written
                text = BoundValue::string(m_texts.constLast());
            }
        }
        m_values.insert(
            m_values.end(),
            {BoundValue::number(pk), BoundValue::ascii(QLatin1StringView(info.key)),
             number && hasValue ? BoundValue::number(figure.value.toDouble()) : BoundValue::null(),
             text, BoundValue::ascii(QLatin1StringView(keys.statuses[size_t(figure.status)])),
             source ? BoundValue::number(*source) : BoundValue::null(),
             BoundValue::string(figure.note), BoundValue::number(qint64(figure.sparsityUnstated)),
             keyOrNull(keys.units[size_t(figure.printedUnit)]),
             BoundValue::string(figure.configuration), numberOrNull(figure.rangeLow),
             numberOrNull(figure.rangeHigh), keyOrNull(keys.scopes[size_t(figure.linkScope)]),
             BoundValue::number(qint64(edited ? 1 : 0))});
    }
    return m_copy ? holdFigures(pk, chip.id, error) : insertFigures(doing, error);
}

bool ChipWriter::holdFigures(qint64 pk, const QString& chipId, StorageError* error) {
    if (m_values.empty())
        return true;
    for (size_t at = 0; at < m_values.size(); at += kFigureInsertColumns) {
        for (size_t column = 0; column < size_t(kFigureInsertColumns); ++column)
            m_heldFigures.add(m_values[at + column]);
        m_heldFigures.endRow();
        m_heldChipIds.append(chipId);
    }
    m_heldChips.insert(pk);
    return m_heldFigures.bytes() < kHeldFigureBytes || finish(error);
}

bool ChipWriter::holdChip(qint64* pk, StorageError* error) {
    const QString doing = StorageText::tr("save the chips");
    if (!m_writeVersion) {
        QSqlQuery version(m_db.db);
        if (!exec(m_db, version, QStringLiteral("SELECT ") + QLatin1String(kWriteVersion), doing,
                  error) ||
            !nextRow(m_db, version, doing, error)) {
            return false;
        }
        m_writeVersion = version.value(0).toLongLong();
    }
    if (m_freePks.isEmpty()) {
        // A block of pks in one statement; those a rollback leaves unused are never reused,
        // like those of a rolled-back INSERT.
        QSqlQuery next(m_db.db);
        if (!exec(m_db, next,
                  QStringLiteral("SELECT nextval(pg_get_serial_sequence('chip', 'pk')) FROM "
                                 "generate_series(1, %1)")
                      .arg(kPkBlock),
                  doing, error)) {
            return false;
        }
        while (next.next())
            m_freePks.append(next.value(0).toLongLong());
        if (!checkEnd(m_db, next, doing, error))
            return false;
        std::reverse(m_freePks.begin(), m_freePks.end());
    }
    *pk = m_freePks.takeLast();
    m_heldChipRows.addInteger(*pk);
    for (const BoundValue& value : m_values)
        m_heldChipRows.add(value);
    m_heldChipRows.addInteger(*m_writeVersion);
    m_heldChipRows.endRow();
    const QString id = m_values.front().text.toString();
    m_heldNewIds.insert(id);
    m_heldNewIdList.append(id);
    return true;
}

bool ChipWriter::finish(StorageError* error) {
    if (m_heldFigures.rows() == 0 && m_heldChipRows.rows() == 0)
        return true;
    const auto named = [](const QStringList& ids) {
        return [&ids](qsizetype row) {
            return row > 0 ? StorageText::tr("save chip \"%1\"").arg(ids.at(row - 1))
                           : StorageText::tr("save the chips");
        };
    };
    // The chips before the figure rows that refer to them.
    const bool copied =
        pgCopy(m_db, QLatin1String("chip"),
               QLatin1String("pk, id, vendor, name, family_generation, kind, sparsity_note, "
                             "source_urls, notes, origin, user_edited, version"),
               m_heldChipRows, named(m_heldNewIdList), error) &&
        pgCopy(m_db, QLatin1String("figure"), QLatin1String(kFigureInsertColumnNames),
               m_heldFigures, named(m_heldChipIds), error);
    m_heldChipRows.clear();
    m_heldNewIds.clear();
    m_heldNewIdList.clear();
    m_heldFigures.clear();
    m_heldChipIds.clear();
    m_heldChips.clear();
    return copied;
}

bool deleteChips(const Db& db, const QStringList& ids, StorageError* error) {
    QSqlQuery findOrigin(db.db);
    QSqlQuery tombstone(db.db);
    QSqlQuery remove(db.db);
    const QString doing = StorageText::tr("delete chips");
    if (!prepare(db, findOrigin, QStringLiteral("SELECT origin FROM chip WHERE id = ?"), doing,
                 error) ||
        !prepare(db, tombstone,
                 QStringLiteral("INSERT INTO builtin_tombstone (id) VALUES (?) ON CONFLICT (id) "
                                "DO NOTHING"),
                 doing, error) ||
        !prepare(db, remove, QStringLiteral("DELETE FROM chip WHERE id = ?"), doing, error)) {
        return false;
    }
    SnapshotKeeper keeper(db);
    if (!keeper.keep(SnapshotEntryKind::Chip, ids, error) ||
        !keeper.keep(SnapshotEntryKind::Price, ids, error)) {
        return false;
    }
    for (const QString& id : ids) {
        if (!bindAndExec(db, findOrigin, {id}, doing, error))
            return false;
        if (!findOrigin.next()) {
            if (!checkEnd(db, findOrigin, doing, error))
                return false;
            *error = {StorageError::Code::NotFound,
                      StorageText::tr("There is no chip \"%1\" in %2; nothing was deleted.")
                          .arg(id, QDir::toNativeSeparators(db.path))};
            return false;
        }
        const bool builtIn = findOrigin.value(0).toString() == QLatin1String("builtin");
        findOrigin.finish();
        if (builtIn && !bindAndExec(db, tombstone, {id}, doing, error))
            return false;
        // Figures go with the chip (ON DELETE CASCADE). Sources stay: other chips may cite them.
        if (!bindAndExec(db, remove, {id}, doing, error))
            return false;
    }
    return true;
}

} // namespace chipatlas::storage
