#include "chipstore.h"
#include "columns.h"

#include <QScopeGuard>

#include <algorithm>
#include <atomic>

namespace chipatlas::storage {

namespace {
StorageError badRow(const Db& db, const QString& what) {
    return unreadableFigureError(db, FigureOwner::Chip, what);
}
} // namespace

QString StringPool::share(const QString& text) {
    if (text.isEmpty())
        return QString();
    return *m_strings.insert(text); // the copy already pooled, when there is one
}

QString StringPool::shareText(const QVariant& value) {
    if (value.metaType().id() != QMetaType::QByteArray)
        return share(value.toString());
    const auto* bytes = static_cast<const QByteArray*>(value.constData());
    if (bytes->isEmpty())
        return QString();
    if (const auto found = m_byUtf8.constFind(*bytes); found != m_byUtf8.cend())
        return *found;
    const QString text = share(QString::fromUtf8(*bytes));
    m_byUtf8.insert(*bytes, text);
    return text;
}

QString textColumn(const Db& db, QLatin1String column) {
    if (!db.isSqlite())
        return column;
    return QStringLiteral("CAST(%1 AS BLOB)").arg(column);
}

QString textValue(const QVariant& value) {
    if (value.metaType().id() != QMetaType::QByteArray)
        return value.toString();
    const auto* bytes = static_cast<const QByteArray*>(value.constData());
    // An empty text stays an empty text, not a null one, as the driver's text is.
    return bytes->isEmpty() ? QStringLiteral("") : QString::fromUtf8(*bytes);
}

QString figureColumns(const Db& db) {
    if (!db.isSqlite())
        return QLatin1String(kFigureColumns);
    return QStringLiteral("f.chip, %1, f.num, %2, %3, f.source, %4, f.sparsity_unstated, %5, "
                          "%6, f.range_low, f.range_high, %7")
        .arg(textColumn(db, QLatin1String("f.field")), textColumn(db, QLatin1String("f.txt")),
             textColumn(db, QLatin1String("f.status")), textColumn(db, QLatin1String("f.note")),
             textColumn(db, QLatin1String("f.printed_unit")),
             textColumn(db, QLatin1String("f.configuration")),
             textColumn(db, QLatin1String("f.link_scope")));
}

template <typename T>
const T* FigureRowLookups::Keys<T>::find(const QVariant& stored) const {
    if (stored.metaType().id() == QMetaType::QByteArray) {
        const auto found = byUtf8.constFind(*static_cast<const QByteArray*>(stored.constData()));
        return found == byUtf8.cend() ? nullptr : &*found;
    }
    const auto found = byText.constFind(stored.toString());
    return found == byText.cend() ? nullptr : &*found;
}
template struct FigureRowLookups::Keys<Field>;
template struct FigureRowLookups::Keys<FigureStatus>;

namespace {
// The chip columns chipFromRow() reads, from 1 on.
QString chipColumns(const Db& db) {
    QStringList columns;
    for (const char* column : {"c.id", "c.vendor", "c.name", "c.family_generation", "c.kind",
                               "c.sparsity_note", "c.source_urls", "c.notes", "c.origin"}) {
        columns.append(textColumn(db, QLatin1String(column)));
    }
    return columns.join(QLatin1String(", "));
}

// Which chips readSelected() reads: all of them, the one `id`, the first `firstByName` in the
// chip table's start order (by name, then id), the `limit` chips after `afterId` in id order
// (a page of forEachChipPage()), the next `limit` chips of the server-side `cursor` (a page of
// forEachChipPage() on PostgreSQL, cursorSelect()), or the chips with the `ids` given.
struct Selection {
    QString id;
    int firstByName = 0;
    std::optional<QString> afterId;
    int limit = 0;
    QString cursor;
    QStringList ids;
};

// The chips a cursor of forEachChipPage() hands over, in id order, with the columns
// readSelected() reads.
QString cursorSelect(const Db& db) {
    return QStringLiteral("SELECT c.pk, %1 FROM chip c ORDER BY c.id%2")
        .arg(chipColumns(db), db.byteOrder());
}

// The source URLs figures cite (a few hundred, shared by up to millions of figure rows): all of
// them, or those the chip `id` cites.
bool readSources(const Db& db, const QString& id, QHash<qint64, QString>* sources,
                 StorageError* error) {
    const QString doing = StorageText::tr("read the chips");
    const bool one = !id.isNull();
    QSqlQuery query(db.db);
    query.setForwardOnly(true);
    const QString sql = one ? QStringLiteral("SELECT s.id, s.url FROM source s WHERE s.id IN "
                                             "(SELECT f.source FROM figure f JOIN chip c ON "
                                             "c.pk = f.chip WHERE c.id = ?)")
                            : QStringLiteral("SELECT s.id, s.url FROM source s");
    if (!prepare(db, query, sql, doing, error))
        return false;
    if (one)
        query.bindValue(0, id);
    if (!execPrepared(db, query, doing, error))
        return false;
    while (query.next())
        sources->insert(query.value(0).toLongLong(), query.value(1).toString());
    return checkEnd(db, query, doing, error);
}

// Reads the selected chips, ordered by id, with their figures citing `sources`.
bool readSelected(const Db& db, const Selection& selection, const QHash<qint64, QString>& sources,
                  QList<Chip>* chips, StorageError* error) {
    const QString doing = StorageText::tr("read the chips");
    const bool one = !selection.id.isNull();
    const bool page = selection.firstByName > 0;
    const bool after = selection.afterId.has_value();
    const bool listed = !selection.ids.isEmpty();
    const bool cursor = !selection.cursor.isEmpty();
    // The chips' where clause, and the figures' (a page's last id bounds its figures).
    QString where;
    if (one) {
        where = QStringLiteral(" WHERE c.id = ?");
    } else if (page) {
        where = QStringLiteral(" WHERE c.pk IN (SELECT pk FROM chip ORDER BY lower(name), id%1 "
                               "LIMIT ?)")
                    .arg(db.byteOrder());
    } else if (after) {
        where = QStringLiteral(" WHERE c.id%1 > ?").arg(db.byteOrder());
    } else if (listed) {
        QStringList marks;
        for (qsizetype i = 0; i < selection.ids.size(); ++i)
            marks << QStringLiteral("?");
        where = QStringLiteral(" WHERE c.id IN (%1)").arg(marks.join(QLatin1String(", ")));
    }
    QString figureWhere = where;
    const auto bind = [&](QSqlQuery& query) {
        if (one)
            query.bindValue(0, selection.id);
        else if (page)
            query.bindValue(0, selection.firstByName);
        else if (after)
            query.bindValue(0, *selection.afterId);
        else if (listed)
            for (qsizetype i = 0; i < selection.ids.size(); ++i)
                query.bindValue(int(i), selection.ids.at(i));
    };

    // A catalog of offer-level rows repeats a chip's vendor, notes and sources on every row and
    // the same figure notes on thousands of chips: one shared copy of each text, not one per row.
    StringPool pool;
    // Where each chip read is in `chips`, by its pk: the figures find their chip by it, in
    // whatever order they come.
    QHash<qint64, qsizetype> indexByPk;
    const bool everyChip = !one && !page && !after && !listed && !cursor;
    if (everyChip) {
        // Reserved up front: a list of 100,000 chips that grows by reallocation holds the old
        // and the new copy at once, about twice the catalog in memory at the peak.
        int count = 0;
        if (!countChips(db, &count, error))
            return false;
        chips->reserve(chips->size() + count);
        indexByPk.reserve(count);
    }
    const qsizetype first = chips->size();
    {
        QSqlQuery query(db.db);
        query.setForwardOnly(true);
        const QString sql =
            cursor ? QStringLiteral("FETCH %1 FROM %2").arg(selection.limit).arg(selection.cursor)
                   : QStringLiteral("SELECT c.pk, %1 FROM chip c%2 ORDER BY c.id%3%4")
                         .arg(chipColumns(db), where, db.byteOrder(),
                              after ? QStringLiteral(" LIMIT %1").arg(selection.limit) : QString());
        // A FETCH cannot be prepared: it binds nothing, and runs as it is.
        const bool ran = cursor ? exec(db, query, sql, doing, error)
                                : prepare(db, query, sql, doing, error) &&
                                      (bind(query), execPrepared(db, query, doing, error));
        if (!ran)
            return false;
        while (query.next()) {
            indexByPk.insert(query.value(0).toLongLong(), chips->size());
            chips->append(chipFromRow(query, &pool));
        }
        if (!checkEnd(db, query, doing, error))
            return false;
    }
    if (after) {
        if (chips->size() == first)
            return true;
        // The page's figures: those of the chips after `afterId` up to its last chip.
        figureWhere = QStringLiteral(" WHERE c.id%1 > ? AND c.id%1 <= ?").arg(db.byteOrder());
    } else if (cursor) {
        if (chips->size() == first)
            return true;
        // The page's figures by their chips' keys (integers the server gave, written into the
        // statement): an index range of the figures' primary key per chip.
        QStringList pks;
        pks.reserve(indexByPk.size());
        for (auto it = indexByPk.cbegin(); it != indexByPk.cend(); ++it)
            pks.append(QString::number(it.key()));
        figureWhere = QStringLiteral(" WHERE f.chip IN (%1)").arg(pks.join(QLatin1Char(',')));
    }

    const FigureRowLookups lookups;

    // Every figure row of the catalog when reading all chips: the table as it is stored, without
    // a join or a sort (the figures find their chip by its pk).
    QSqlQuery query(db.db);
    query.setForwardOnly(true);
    const QString sql =
        everyChip || cursor
            ? QStringLiteral("SELECT %1 FROM figure f%2").arg(figureColumns(db), figureWhere)
            : QStringLiteral("SELECT %1 FROM chip c JOIN figure f ON f.chip = c.pk%2")
                  .arg(figureColumns(db), figureWhere);
    if (!prepare(db, query, sql, doing, error))
        return false;
    bind(query);
    if (after)
        query.bindValue(1, chips->constLast().id);
    if (!execPrepared(db, query, doing, error))
        return false;
    qint64 lastPk = -1;
    Chip* chip = nullptr;
    while (query.next()) {
        // A chip's figure rows come together (SQLite stores them by chip): one lookup per chip.
        const qint64 pk = query.value(0).toLongLong();
        if (pk != lastPk) {
            const auto index = indexByPk.constFind(pk);
            // A chip another connection added after the chips were read: not in this read.
            chip = index == indexByPk.cend() ? nullptr : &(*chips)[*index];
            lastPk = pk;
        }
        if (chip && !readFigureRow(db, query, lookups, sources, chip, error, &pool))
            return false;
    }
    return checkEnd(db, query, doing, error);
}

bool readSelected(const Db& db, const Selection& selection, QList<Chip>* chips,
                  StorageError* error) {
    QHash<qint64, QString> sources;
    return readSources(db, selection.id, &sources, error) &&
           readSelected(db, selection, sources, chips, error);
}
} // namespace

bool readChips(const Db& db, const QString& id, QList<Chip>* chips, StorageError* error) {
    Selection selection;
    selection.id = id;
    return readSelected(db, selection, chips, error);
}

bool readFirstChipsByName(const Db& db, int count, QList<Chip>* chips, StorageError* error) {
    if (count <= 0)
        return true;
    Selection selection;
    selection.firstByName = count;
    return readSelected(db, selection, chips, error);
}

namespace {
// forEachChipPage() on PostgreSQL: the pages come from one cursor over the chips in id order,
// held outside a transaction (WITH HOLD: the server keeps the sorted rows), with each page's
// figures read by their chips' keys. A page after the last id, as on SQLite, would scan and sort
// every chip again for each page: the id's index is in the database's collation, not in the byte
// order the pages follow (Db::byteOrder()), so a listing of 100,000 chips would sort them about
// 400 times (README, Performance).
bool forEachCursorPage(const Db& db, int pageSize, const QHash<qint64, QString>& sources,
                       const std::function<bool(QList<Chip>&)>& visit, StorageError* error) {
    static std::atomic<int> cursors{0};
    Selection selection;
    selection.cursor = QStringLiteral("chipatlas_chip_pages_%1").arg(++cursors);
    selection.limit = std::max(pageSize, 1);
    if (!exec(db,
              QStringLiteral("DECLARE %1 NO SCROLL CURSOR WITH HOLD FOR %2")
                  .arg(selection.cursor, cursorSelect(db)),
              StorageText::tr("read the chips"), error)) {
        return false;
    }
    // Closed however the reading ends; a connection that broke has closed it already.
    const auto closed = qScopeGuard([&] {
        QSqlQuery close(db.db);
        close.exec(QStringLiteral("CLOSE %1").arg(selection.cursor));
    });
    for (;;) {
        QList<Chip> page;
        if (!readSelected(db, selection, sources, &page, error))
            return false;
        if (page.isEmpty() || !visit(page) || page.size() < selection.limit)
            return true;
    }
}
} // namespace

bool forEachChipPage(const Db& db, int pageSize, const std::function<bool(QList<Chip>&)>& visit,
                     StorageError* error) {
    QHash<qint64, QString> sources;
    if (!readSources(db, QString(), &sources, error))
        return false;
    if (!db.isSqlite())
        return forEachCursorPage(db, pageSize, sources, visit, error);
    Selection selection;
    selection.afterId = QStringLiteral("");
    selection.limit = std::max(pageSize, 1);
    for (;;) {
        QList<Chip> page;
        if (!readSelected(db, selection, sources, &page, error))
            return false;
        if (page.isEmpty() || !visit(page))
            return true;
        if (page.size() < selection.limit)
            return true;
        selection.afterId = page.constLast().id;
    }
}

bool forEachChipPageWithIds(const Db& db, const QStringList& ids, int pageSize,
                            const std::function<bool(QList<Chip>&)>& visit, StorageError* error) {
    QHash<qint64, QString> sources;
    if (!readSources(db, QString(), &sources, error))
        return false;
    // A few hundred ids per query: far below the engines' limits on bound values.
    const qsizetype step = std::clamp(pageSize, 1, 500);
    for (qsizetype at = 0; at < ids.size(); at += step) {
        Selection selection;
        selection.ids = ids.mid(at, step);
        QList<Chip> byId;
        if (!readSelected(db, selection, sources, &byId, error))
            return false;
        // Read in id order; handed over in the order asked for.
        QHash<QString, qsizetype> index;
        for (qsizetype i = 0; i < byId.size(); ++i)
            index.insert(byId.at(i).id, i);
        QList<Chip> page;
        page.reserve(byId.size());
        for (const QString& id : std::as_const(selection.ids)) {
            if (const auto it = index.constFind(id); it != index.cend())
                page.append(std::move(byId[*it]));
        }
        byId.clear();
        if (!visit(page))
            return true;
    }
    return true;
}

Chip chipFromRow(const QSqlQuery& query, StringPool* pool) {
    StringPool own;
    StringPool& shared = pool ? *pool : own;
    Chip chip;
    chip.id = textValue(query.value(1));
    chip.vendor = shared.shareText(query.value(2));
    chip.name = textValue(query.value(3));
    chip.familyGeneration = shared.shareText(query.value(4));
    chip.kind = shared.shareText(query.value(5));
    chip.sparsityNote = shared.shareText(query.value(6));
    const QString urls = textValue(query.value(7));
    if (!urls.isEmpty()) {
        chip.sourceUrls = urls.split(QLatin1Char('\n'));
        for (QString& url : chip.sourceUrls)
            url = shared.share(url);
    }
    chip.notes = shared.shareText(query.value(8));
    chip.origin = originFromKey(textValue(query.value(9)));
    return chip;
}

FigureRowLookups::FigureRowLookups() {
    for (const FieldSpec& info : allFields())
        fields.insert(QLatin1String(info.key), chipField(info));
    for (FigureStatus s : figureStatuses())
        statuses.insert(statusKey(s), s);
}

std::optional<Field> readFigureRow(const Db& db, const QSqlQuery& query,
                                   const FigureRowLookups& lookups,
                                   const QHash<qint64, QString>& sources, Chip* chip,
                                   StorageError* error, StringPool* pool) {
    StringPool own;
    StringPool& shared = pool ? *pool : own;
    const QVariant key = query.value(1);
    const Field* field = lookups.fields.find(key);
    if (!field) {
        *error = badRow(db, StorageText::tr("unknown field \"%1\"").arg(textValue(key)));
        return std::nullopt;
    }
    const QVariant statusText = query.value(4);
    const FigureStatus* status = lookups.statuses.find(statusText);
    if (!status) {
        *error = badRow(db, StorageText::tr("unknown status \"%1\"").arg(textValue(statusText)));
        return std::nullopt;
    }
    Figure& figure = chip->figure(*field);
    if (fieldInfo(*field).kind == FieldKind::Number) {
        if (const QVariant value = query.value(2); !value.isNull())
            figure.value = QVariant(value.toDouble());
    } else if (const QVariant value = query.value(3); !value.isNull()) {
        figure.value = QVariant(shared.shareText(value));
    }
    figure.status = *status;
    const QVariant source = query.value(5);
    if (!source.isNull())
        figure.source = sources.value(source.toLongLong());
    figure.note = shared.shareText(query.value(6));
    figure.sparsityUnstated = query.value(7).toLongLong() != 0;
    const QString unitText = textValue(query.value(8));
    const std::optional<PrintedUnit> unit = printedUnitFromKey(unitText);
    if (!unit) {
        *error = badRow(db, StorageText::tr("unknown printed unit \"%1\"").arg(unitText));
        return std::nullopt;
    }
    figure.printedUnit = *unit;
    figure.configuration = shared.shareText(query.value(9));
    if (const QVariant low = query.value(10); !low.isNull())
        figure.rangeLow = low.toDouble();
    if (const QVariant high = query.value(11); !high.isNull())
        figure.rangeHigh = high.toDouble();
    const QString scopeText = textValue(query.value(12));
    const std::optional<LinkScope> scope = linkScopeFromKey(scopeText);
    if (!scope) {
        *error = badRow(db, StorageText::tr("unknown link scope \"%1\"").arg(scopeText));
        return std::nullopt;
    }
    figure.linkScope = *scope;
    return *field;
}

bool countChips(const Db& db, int* count, StorageError* error) {
    const QString doing = StorageText::tr("count the chips");
    QSqlQuery query(db.db);
    if (!exec(db, query, QStringLiteral("SELECT count(*) FROM chip"), doing, error))
        return false;
    if (!nextRow(db, query, doing, error))
        return false;
    *count = query.value(0).toInt();
    return true;
}

bool readEdits(const Db& db, const QString& id, ChipEdits* edits, StorageError* error) {
    const QString doing = StorageText::tr("read which figures were edited");
    *edits = ChipEdits{};
    QSqlQuery query(db.db);
    if (!prepare(db, query, QStringLiteral("SELECT user_edited, origin FROM chip WHERE id = ?"),
                 doing, error)) {
        return false;
    }
    query.bindValue(0, id);
    if (!execPrepared(db, query, doing, error))
        return false;
    if (!query.next())
        return checkEnd(db, query, doing, error);
    edits->exists = true;
    edits->descriptionEdited = query.value(0).toLongLong() != 0;
    edits->origin = originFromKey(query.value(1).toString());
    if (!prepare(db, query,
                 QStringLiteral("SELECT f.field FROM figure f JOIN chip c ON c.pk = f.chip "
                                "WHERE c.id = ? AND f.user_edited <> 0"),
                 doing, error)) {
        return false;
    }
    query.bindValue(0, id);
    if (!execPrepared(db, query, doing, error))
        return false;
    while (query.next()) {
        if (const std::optional<Field> field = fieldFromKey(query.value(0).toString()))
            edits->fields.append(*field);
    }
    return checkEnd(db, query, doing, error);
}

} // namespace chipatlas::storage
