#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/chipstore.h is internal to chipatlas_core: use storage/catalog.h"
#endif

#include "domain/chip.h"
#include "pgcopy.h"
#include "snapshotkeeper.h"
#include "sqlitebulk.h"
#include "sqlsupport.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QStringList>

#include <functional>
#include <map>
#include <memory>
#include <optional>

namespace chipatlas::storage {

// One shared copy of each distinct text read from the catalog (vendors, notes, sources):
// implicit sharing turns a text repeated on 100,000 rows into one allocation.
class StringPool final {
public:
    QString share(const QString& text);
    // share() for a text column's value (textColumn()): a text read as UTF-8 bytes before is
    // found by its bytes, without decoding it again. The pool keeps the bytes of each distinct
    // text while it lives (one read).
    QString shareText(const QVariant& value);

private:
    QSet<QString> m_strings;
    QHash<QByteArray, QString> m_byUtf8;
};

// Reads chips ordered by id; all of them when `id` is null, else at most that one. Three
// queries: the source URLs the figures cite (each read once and shared by every figure that
// cites it), the chips, and their figure rows, which find their chip by its pk.
bool readChips(const Db& db, const QString& id, QList<Chip>* chips, StorageError* error);
// Reads the first `count` chips in the chip table's start order (by name case-insensitively,
// then id), themselves ordered by id: the first page a large catalog shows while the rest loads.
bool readFirstChipsByName(const Db& db, int count, QList<Chip>* chips, StorageError* error);
// Reads every chip ordered by id, `pageSize` at a time, and hands each page to `visit` before
// reading the next (each page its own two queries: memory grows with a page, not the catalog);
// stops early, successfully, when `visit` returns false. ChipRepository::forEach().
bool forEachChipPage(const Db& db, int pageSize, const std::function<bool(QList<Chip>&)>& visit,
                     StorageError* error);
// The same for the chips with `ids`, handed over in the order of `ids` (an id the catalog does
// not hold is left out).
bool forEachChipPageWithIds(const Db& db, const QStringList& ids, int pageSize,
                            const std::function<bool(QList<Chip>&)>& visit, StorageError* error);
bool countChips(const Db& db, int* count, StorageError* error);

// A text column as readChips() selects it: on SQLite its UTF-8 bytes (CAST AS BLOB), because
// the SQLite driver would have SQLite convert every text to UTF-16 one character at a time, most
// of the time reading a catalog takes; QString converts the bytes many times faster. Elsewhere
// the column itself. textValue() reads either.
QString textColumn(const Db& db, QLatin1String column);
QString textValue(const QVariant& value);

// The description of a chip from a row whose columns 1 to 9 are id, vendor, name,
// family_generation, kind, sparsity_note, source_urls, notes and origin (the order readChips()
// and ChipRepository::states() select them in, as text or as textColumn()); no figures yet. Its
// texts come from `pool` when given.
Chip chipFromRow(const QSqlQuery& query, StringPool* pool = nullptr);

// The figure columns readFigureRow() reads, in its order, from a query that joins `figure f`:
// column 0 is the chip pk, 1 to 12 field, num, txt, status, source pk, note, sparsity_unstated,
// printed_unit, configuration, range_low, range_high and link_scope. A caller that selects more
// puts them from kFigureColumnCount on. figureColumns() selects the same, the texts as
// textColumn().
inline constexpr const char* kFigureColumns =
    "f.chip, f.field, f.num, f.txt, f.status, f.source, f.note, f.sparsity_unstated, "
    "f.printed_unit, f.configuration, f.range_low, f.range_high, f.link_scope";
inline constexpr int kFigureColumnCount = 13;
QString figureColumns(const Db& db);

// Reads one figure row selected as kFigureColumns or figureColumns() (readChips() and
// ChipRepository::states() do) into `chip`. The lookups map the stored keys, as text or as
// UTF-8 bytes; sources maps source pks to URLs. A field, status, printed unit or link scope the
// app does not know fails with BadData naming the file.
struct FigureRowLookups {
    FigureRowLookups();
    template <typename T>
    struct Keys {
        QHash<QString, T> byText;
        QHash<QByteArray, T> byUtf8;
        void insert(const QString& key, T value) {
            byText.insert(key, value);
            byUtf8.insert(key.toUtf8(), value);
        }
        // The value of the key `stored` holds (text or UTF-8 bytes), or null.
        const T* find(const QVariant& stored) const;
    };
    Keys<Field> fields;
    Keys<FigureStatus> statuses;
};
std::optional<Field> readFigureRow(const Db& db, const QSqlQuery& query,
                                   const FigureRowLookups& lookups,
                                   const QHash<qint64, QString>& sources, Chip* chip,
                                   StorageError* error, StringPool* pool = nullptr);

// What the user has changed on a stored chip (a newer built-in catalog keeps these).
struct ChipEdits {
    bool exists = false;
    Origin origin = Origin::User;
    bool descriptionEdited = false; // vendor, name, family, kind, notes, sources
    QList<Field> fields;
};
bool readEdits(const Db& db, const QString& id, ChipEdits* edits, StorageError* error);

enum class WriteMode {
    Replace,  // store the chips as given; figures keep their user_edited flags
    UserEdit, // also flag what differs from the stored chip as edited by the user
};

// Inserts or replaces chips. Call inside a transaction: a row that fails validation stops the
// write with BadData, and the caller's rollback undoes the rows written before it.
//
// A writer made with Batch::AcrossChips on a PostgreSQL catalog holds the figure rows of many
// chips, and the rows of the new chips among them, and sends them with COPY
// (storage/pgcopy.h) a few MiB at a time: its user calls finish() after the last write() and
// before anything in the transaction reads or changes figure rows of the chips written (and
// before the commit). A write() of a chip whose rows are still held sends them first.
// Elsewhere, and with Batch::PerChip, each write() stores its rows before it returns, and
// finish() has nothing to do.
class ChipWriter final {
public:
    enum class Batch { PerChip, AcrossChips };
    explicit ChipWriter(const Db& db, Batch batch = Batch::PerChip);
    ~ChipWriter();
    bool prepare(StorageError* error);
    // `stored`: the chip as the catalog holds it now, when the caller has read it in this
    // transaction (UserEdit compares with it instead of reading it again).
    bool write(const Chip& chip, WriteMode mode, StorageError* error, const Chip* stored = nullptr);
    // write() of a chip whose id the caller has read, in this transaction, is not stored: it
    // skips looking the id up.
    bool writeNew(const Chip& chip, WriteMode mode, StorageError* error);
    // Stores the rows held back (Batch::AcrossChips): the new chips, then the figure rows.
    bool finish(StorageError* error);

private:
    bool checked(const Chip& chip, StorageError* error) const;
    // The chip's row and its figure rows; `stored` is what is stored (an empty Chip when
    // nothing is), `editedKeys` its figures the user edited.
    bool writeRows(const Chip& chip, WriteMode mode, bool exists, bool descriptionEdited,
                   const QSet<QString>& editedKeys, const Chip& stored, const QString& doing,
                   StorageError* error);
    bool sourceId(const QString& url, std::optional<qint64>* id, StorageError* error);
    // The figure rows in m_values, kFigureInsertColumns values per row.
    bool insertFigures(const QString& doing, StorageError* error);
    // Holds the figure rows in m_values for COPY, and sends them once they are many.
    bool holdFigures(qint64 pk, const QString& chipId, StorageError* error);
    // Holds a new chip's row (m_values: the upsert's values) under a pk of its own.
    bool holdChip(qint64* pk, StorageError* error);

    static constexpr qsizetype kFigureInsertColumns = 14;

    const Db& m_db;
    QSqlQuery m_findChip;
    QSqlQuery m_editedFields;
    QSqlQuery m_upsertChip;
    std::unique_ptr<SqliteBulk> m_bulkUpsertChip; // instead of m_upsertChip, on SQLite
    QSqlQuery m_deleteFigures;
    std::map<qsizetype, QSqlQuery> m_insertFigures;                 // by row count
    std::map<qsizetype, std::unique_ptr<SqliteBulk>> m_bulkFigures; // the same, on SQLite
    QSqlQuery m_findSource;
    QSqlQuery m_insertSource;
    QHash<QString, qint64> m_sourceIds;
    std::vector<BoundValue> m_values; // the row being written
    QStringList m_texts;              // texts m_values views that no Chip holds
    SnapshotKeeper m_keeper;
    const bool m_copy; // Batch::AcrossChips on a catalog with COPY
    PgCopyRows m_heldFigures;
    QStringList m_heldChipIds;   // per held figure row, its chip's id (an error names it)
    QSet<qint64> m_heldChips;    // the pks of the chips with held figure rows
    PgCopyRows m_heldChipRows;   // new chips
    QStringList m_heldNewIdList; // per held chip row, its id
    QSet<QString> m_heldNewIds;
    QList<qint64> m_freePks; // taken from the sequence, not used yet (the next one last)
    std::optional<qint64> m_writeVersion;
};

// Deletes chips; a deleted built-in chip is remembered so that updates do not bring it back.
// Call inside a transaction. An id that is not in the catalog fails with NotFound.
bool deleteChips(const Db& db, const QStringList& ids, StorageError* error);

} // namespace chipatlas::storage
