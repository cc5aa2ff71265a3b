#include "chipstore.h"

#include <QDir>

namespace chipatlas::storage {

namespace {
Origin originFromKey(const QString& key) {
    return key == QLatin1String("builtin") ? Origin::BuiltIn : Origin::User;
}

StorageError badRow(const Db& db, const QString& what) {
    return {StorageError::Code::BadData,
            QStringLiteral("%1 holds a figure that ChipAtlas cannot read (%2). Restore the file "
                           "from a backup or open another catalog with --db.")
                .arg(QDir::toNativeSeparators(db.path), what)};
}
} // namespace

bool readChips(const Db& db, const QString& id, QList<Chip>* chips, StorageError* error) {
    const QString doing = QStringLiteral("read the chips");
    const bool one = !id.isNull();
    const QString where = one ? QStringLiteral(" WHERE c.id = ?") : QString();

    // Sources first: a few hundred URLs shared by up to millions of figure rows.
    QHash<qint64, QString> sources;
    {
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
            sources.insert(query.value(0).toLongLong(), query.value(1).toString());
        if (!checkEnd(db, query, doing, error))
            return false;
    }

    QList<qint64> pks;
    {
        QSqlQuery query(db.db);
        query.setForwardOnly(true);
        if (!prepare(db, query,
                     QStringLiteral("SELECT c.pk, c.id, c.vendor, c.name, c.family_generation, "
                                    "c.kind, c.sparsity_note, c.source_urls, c.notes, c.origin "
                                    "FROM chip c%1 ORDER BY c.id%2")
                         .arg(where, db.byteOrder()),
                     doing, error)) {
            return false;
        }
        if (one)
            query.bindValue(0, id);
        if (!execPrepared(db, query, doing, error))
            return false;
        while (query.next()) {
            pks.append(query.value(0).toLongLong());
            chips->append(chipFromRow(query));
        }
        if (!checkEnd(db, query, doing, error))
            return false;
    }

    const FigureRowLookups lookups;

    // Figures come in the chips' order, so one forward pass fills them in.
    QSqlQuery query(db.db);
    query.setForwardOnly(true);
    if (!prepare(db, query,
                 QStringLiteral("SELECT %1 FROM chip c JOIN figure f ON f.chip = c.pk%2 "
                                "ORDER BY c.id%3")
                     .arg(QLatin1String(kFigureColumns), where, db.byteOrder()),
                 doing, error)) {
        return false;
    }
    if (one)
        query.bindValue(0, id);
    if (!execPrepared(db, query, doing, error))
        return false;
    qsizetype current = 0;
    while (query.next()) {
        const qint64 pk = query.value(0).toLongLong();
        while (current < pks.size() && pks[current] != pk)
            ++current;
        if (current == pks.size()) {
            *error = badRow(db, QStringLiteral("figures out of order"));
            return false;
        }
        if (!readFigureRow(db, query, lookups, sources, &(*chips)[current], error))
            return false;
    }
    return checkEnd(db, query, doing, error);
}

Chip chipFromRow(const QSqlQuery& query) {
    Chip chip;
    chip.id = query.value(1).toString();
    chip.vendor = query.value(2).toString();
    chip.name = query.value(3).toString();
    chip.familyGeneration = query.value(4).toString();
    chip.kind = query.value(5).toString();
    chip.sparsityNote = query.value(6).toString();
    const QString urls = query.value(7).toString();
    if (!urls.isEmpty())
        chip.sourceUrls = urls.split(QLatin1Char('\n'));
    chip.notes = query.value(8).toString();
    chip.origin = originFromKey(query.value(9).toString());
    return chip;
}

FigureRowLookups::FigureRowLookups() {
    for (const FieldInfo& info : allFields())
        fields.insert(QLatin1String(info.key), info.field);
    for (FigureStatus s :
         {FigureStatus::Published, FigureStatus::Computed, FigureStatus::NotPublished,
          FigureStatus::Unknown, FigureStatus::Unverified}) {
        statuses.insert(statusKey(s), s);
    }
}

std::optional<Field> readFigureRow(const Db& db, const QSqlQuery& query,
                                   const FigureRowLookups& lookups,
                                   const QHash<qint64, QString>& sources, Chip* chip,
                                   StorageError* error) {
    const QString key = query.value(1).toString();
    const auto field = lookups.fields.constFind(key);
    if (field == lookups.fields.cend()) {
        *error = badRow(db, QStringLiteral("unknown field \"%1\"").arg(key));
        return std::nullopt;
    }
    const QString statusText = query.value(4).toString();
    const auto status = lookups.statuses.constFind(statusText);
    if (status == lookups.statuses.cend()) {
        *error = badRow(db, QStringLiteral("unknown status \"%1\"").arg(statusText));
        return std::nullopt;
    }
    Figure& figure = chip->figure(*field);
    const bool number = fieldInfo(*field).kind == FieldKind::Number;
    const QVariant value = number ? query.value(2) : query.value(3);
    if (!value.isNull())
        figure.value = number ? QVariant(value.toDouble()) : QVariant(value.toString());
    figure.status = *status;
    const QVariant source = query.value(5);
    if (!source.isNull())
        figure.source = sources.value(source.toLongLong());
    figure.note = query.value(6).toString();
    figure.sparsityUnstated = query.value(7).toLongLong() != 0;
    const QString unitText = query.value(8).toString();
    const std::optional<PrintedUnit> unit = printedUnitFromKey(unitText);
    if (!unit) {
        *error = badRow(db, QStringLiteral("unknown printed unit \"%1\"").arg(unitText));
        return std::nullopt;
    }
    figure.printedUnit = *unit;
    figure.configuration = query.value(9).toString();
    if (const QVariant low = query.value(10); !low.isNull())
        figure.rangeLow = low.toDouble();
    if (const QVariant high = query.value(11); !high.isNull())
        figure.rangeHigh = high.toDouble();
    const QString scopeText = query.value(12).toString();
    const std::optional<LinkScope> scope = linkScopeFromKey(scopeText);
    if (!scope) {
        *error = badRow(db, QStringLiteral("unknown link scope \"%1\"").arg(scopeText));
        return std::nullopt;
    }
    figure.linkScope = *scope;
    return *field;
}

bool countChips(const Db& db, int* count, StorageError* error) {
    const QString doing = QStringLiteral("count the chips");
    QSqlQuery query(db.db);
    if (!exec(db, query, QStringLiteral("SELECT count(*) FROM chip"), doing, error))
        return false;
    if (!nextRow(db, query, doing, error))
        return false;
    *count = query.value(0).toInt();
    return true;
}

bool readEdits(const Db& db, const QString& id, ChipEdits* edits, StorageError* error) {
    const QString doing = QStringLiteral("read which figures were edited");
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
