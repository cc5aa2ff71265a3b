#include "chipstore.h"
#include "columns.h"

#include <algorithm>

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

namespace {
// Which chips readSelected() reads: all of them, the one `id`, the first `firstByName` in the
// chip table's start order (by name, then id), the `limit` chips after `afterId` in id order
// (a page of forEachChipPage()), or the chips with the `ids` given.
struct Selection {
    QString id;
    int firstByName = 0;
    std::optional<QString> afterId;
    int limit = 0;
    QStringList ids;
};

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
    // The chips' where clause, and the figures' (a page's last id bounds its figures).
    QString where;
    QString figureWhere;
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
    figureWhere = where;
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
    QList<qint64> pks;
    if (!one && !page && !after && !listed) {
        // Reserved up front: a list of 100,000 chips that grows by reallocation holds the old
        // and the new copy at once, about twice the catalog in memory at the peak.
        int count = 0;
        if (!countChips(db, &count, error))
            return false;
        chips->reserve(chips->size() + count);
        pks.reserve(count);
    }
    const qsizetype first = chips->size();
    {
        QSqlQuery query(db.db);
        query.setForwardOnly(true);
        if (!prepare(db, query,
                     QStringLiteral("SELECT c.pk, c.id, c.vendor, c.name, c.family_generation, "
                                    "c.kind, c.sparsity_note, c.source_urls, c.notes, c.origin "
                                    "FROM chip c%1 ORDER BY c.id%2%3")
                         .arg(where, db.byteOrder(),
                              after ? QStringLiteral(" LIMIT %1").arg(selection.limit) : QString()),
                     doing, error)) {
            return false;
        }
        bind(query);
        if (!execPrepared(db, query, doing, error))
            return false;
        while (query.next()) {
            pks.append(query.value(0).toLongLong());
            chips->append(chipFromRow(query, &pool));
        }
        if (!checkEnd(db, query, doing, error))
            return false;
    }
    if (after) {
        if (pks.isEmpty())
            return true;
        // The page's figures: those of the chips after `afterId` up to its last chip.
        figureWhere = QStringLiteral(" WHERE c.id%1 > ? AND c.id%1 <= ?").arg(db.byteOrder());
    }

    const FigureRowLookups lookups;

    // Figures come in the chips' order, so one forward pass fills them in.
    QSqlQuery query(db.db);
    query.setForwardOnly(true);
    if (!prepare(db, query,
                 QStringLiteral("SELECT %1 FROM chip c JOIN figure f ON f.chip = c.pk%2 "
                                "ORDER BY c.id%3")
                     .arg(QLatin1String(kFigureColumns), figureWhere, db.byteOrder()),
                 doing, error)) {
        return false;
    }
    bind(query);
    if (after)
        query.bindValue(1, chips->constLast().id);
    if (!execPrepared(db, query, doing, error))
        return false;
    qsizetype current = 0;
    while (query.next()) {
        const qint64 pk = query.value(0).toLongLong();
        while (current < pks.size() && pks[current] != pk)
            ++current;
        if (current == pks.size()) {
            *error = badRow(db, StorageText::tr("figures out of order"));
            return false;
        }
        if (!readFigureRow(db, query, lookups, sources, &(*chips)[first + current], error, &pool))
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

bool forEachChipPage(const Db& db, int pageSize, const std::function<bool(QList<Chip>&)>& visit,
                     StorageError* error) {
    QHash<qint64, QString> sources;
    if (!readSources(db, QString(), &sources, error))
        return false;
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
    chip.id = query.value(1).toString();
    chip.vendor = shared.share(query.value(2).toString());
    chip.name = query.value(3).toString();
    chip.familyGeneration = shared.share(query.value(4).toString());
    chip.kind = shared.share(query.value(5).toString());
    chip.sparsityNote = shared.share(query.value(6).toString());
    const QString urls = query.value(7).toString();
    if (!urls.isEmpty()) {
        chip.sourceUrls = urls.split(QLatin1Char('\n'));
        for (QString& url : chip.sourceUrls)
            url = shared.share(url);
    }
    chip.notes = shared.share(query.value(8).toString());
    chip.origin = originFromKey(query.value(9).toString());
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
    const QString key = query.value(1).toString();
    const auto field = lookups.fields.constFind(key);
    if (field == lookups.fields.cend()) {
        *error = badRow(db, StorageText::tr("unknown field \"%1\"").arg(key));
        return std::nullopt;
    }
    const QString statusText = query.value(4).toString();
    const auto status = lookups.statuses.constFind(statusText);
    if (status == lookups.statuses.cend()) {
        *error = badRow(db, StorageText::tr("unknown status \"%1\"").arg(statusText));
        return std::nullopt;
    }
    Figure& figure = chip->figure(*field);
    const bool number = fieldInfo(*field).kind == FieldKind::Number;
    const QVariant value = number ? query.value(2) : query.value(3);
    if (!value.isNull())
        figure.value =
            number ? QVariant(value.toDouble()) : QVariant(shared.share(value.toString()));
    figure.status = *status;
    const QVariant source = query.value(5);
    if (!source.isNull())
        figure.source = sources.value(source.toLongLong());
    figure.note = shared.share(query.value(6).toString());
    figure.sparsityUnstated = query.value(7).toLongLong() != 0;
    const QString unitText = query.value(8).toString();
    const std::optional<PrintedUnit> unit = printedUnitFromKey(unitText);
    if (!unit) {
        *error = badRow(db, StorageText::tr("unknown printed unit \"%1\"").arg(unitText));
        return std::nullopt;
    }
    figure.printedUnit = *unit;
    figure.configuration = shared.share(query.value(9).toString());
    if (const QVariant low = query.value(10); !low.isNull())
        figure.rangeLow = low.toDouble();
    if (const QVariant high = query.value(11); !high.isNull())
        figure.rangeHigh = high.toDouble();
    const QString scopeText = query.value(12).toString();
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
