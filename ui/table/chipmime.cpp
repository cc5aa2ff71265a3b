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

QStringList chipIdsFromMimeData(const QMimeData* data) {
    if (!data || !data->hasFormat(chipIdsMimeType()))
        return {};
    QStringList ids;
    const QString text = QString::fromUtf8(data->data(chipIdsMimeType()));
    for (const QString& line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QString id = line.trimmed(); // tolerates CRLF from other writers
        if (!id.isEmpty() && !ids.contains(id))
            ids.append(id);
    }
    return ids;
}

} // namespace chipatlas
