#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/entryrows.h is internal to chipatlas_core: use storage/catalog.h"
#endif

#include "sqlsupport.h"

#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace chipatlas::storage {

// How the entries of a kind are selected, with their child rows (systems with their figures,
// offers with their price history) or without (results). Both statements carry "%1" where the
// restriction to one id goes
// (`whereId`, with one "?"), or nothing to read every entry.
struct EntryRowsSql {
    QString entries;   // selects the row's pk first; ordered by id
    QString children;  // selects the pk of the child row's entry first; empty: none
    QString whereId;   // " WHERE s.id = ?"
    int versionColumn; // the column of `entries` that holds the row's version
    QString idColumn;  // "s.id": the entries' id, which `entries` selects second (column 1)
};

// Which entries readEntryRows() reads: all of them (neither set), the one `id`, or a page: the
// `limit` entries after `afterId` in id order (forEachEntryPage()).
struct EntrySelection {
    QString id;
    std::optional<QString> afterId;
    int limit = 0;
};

// Reads the entries, all of them when `id` is null, else at most that one, in two queries
// merged by pk. `readEntry(query)` appends the entry of the current row, `readChild(query,
// index)` adds the current child row to the entry at `index` (in the order they were appended);
// either returns false with *error set to refuse a row it cannot read. A child row of an entry
// written after the first query is left out. `versions`, when given, receives each entry's row
// version in the same order.
bool readEntryRows(const Db& db, const QString& id, const EntryRowsSql& sql, const QString& doing,
                   const std::function<bool(const QSqlQuery&)>& readEntry,
                   const std::function<bool(const QSqlQuery&, qsizetype)>& readChild,
                   QList<qint64>* versions, StorageError* error);
bool readEntryRows(const Db& db, const EntrySelection& selection, const EntryRowsSql& sql,
                   const QString& doing, const std::function<bool(const QSqlQuery&)>& readEntry,
                   const std::function<bool(const QSqlQuery&, qsizetype)>& readChild,
                   QList<qint64>* versions, StorageError* error);

// Hands the entries to `visit` a page of `pageSize` at a time, in id order: `read(selection,
// page)` reads the page `selection` names (readEntryRows()), and the next page is read only when
// `visit` has seen the last. `visit` returns false to stop early (not an error). False with
// *error set when a read failed, possibly after some pages were visited.
template <typename T>
bool forEachEntryPage(int pageSize,
                      const std::function<bool(const EntrySelection&, QList<T>*)>& read,
                      const std::function<bool(QList<T>&)>& visit) {
    EntrySelection selection;
    selection.afterId = QStringLiteral("");
    selection.limit = pageSize < 1 ? 1 : pageSize;
    for (;;) {
        QList<T> page;
        if (!read(selection, &page))
            return false;
        if (page.isEmpty() || !visit(page) || page.size() < selection.limit)
            return true;
        selection.afterId = page.constLast().id;
    }
}

} // namespace chipatlas::storage
