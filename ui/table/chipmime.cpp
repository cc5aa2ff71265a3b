#include "table/chipmime.h"

#include <QMimeData>

namespace chipatlas {

QString chipIdsMimeType() {
    return QStringLiteral("application/x-chipatlas-chip-ids");
}

QMimeData* createChipIdsMimeData(const QStringList& ids) {
    auto* data = new QMimeData;
    setChipIds(data, ids);
    return data;
}

void setChipIds(QMimeData* data, const QStringList& ids) {
    const QString lines = ids.join(QLatin1Char('\n'));
    data->setData(chipIdsMimeType(), lines.toUtf8());
    data->setText(lines);
}

bool hasChipIds(const QMimeData* data) {
    return !chipIdsFromMimeData(data).isEmpty();
}

namespace {
// The lines of the type, trimmed (tolerates CRLF from other writers): those with the system
// prefix when `systems`, without it, the others.
QStringList idLines(const QMimeData* data, bool systems) {
    if (!data || !data->hasFormat(chipIdsMimeType()))
        return {};
    QStringList ids;
    const QString prefix = systemIdLinePrefix();
    const QString text = QString::fromUtf8(data->data(chipIdsMimeType()));
    for (const QString& line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        QString id = line.trimmed();
        if (id.startsWith(prefix) != systems)
            continue;
        if (systems)
            id = id.mid(prefix.size()).trimmed();
        if (!id.isEmpty() && !ids.contains(id))
            ids.append(id);
    }
    return ids;
}
} // namespace

QStringList chipIdsFromMimeData(const QMimeData* data) {
    return idLines(data, false);
}

QString systemIdLinePrefix() {
    return QStringLiteral("system:");
}

QMimeData* createSystemIdsMimeData(const QStringList& systemIds) {
    QStringList lines;
    for (const QString& id : systemIds)
        lines.append(systemIdLinePrefix() + id);
    return createChipIdsMimeData(lines);
}

bool hasSystemIds(const QMimeData* data) {
    return !systemIdsFromMimeData(data).isEmpty();
}

QStringList systemIdsFromMimeData(const QMimeData* data) {
    return idLines(data, true);
}

} // namespace chipatlas
