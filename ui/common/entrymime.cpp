#include "common/entrymime.h"

#include <QMimeData>

namespace chipatlas {

namespace {
const QLatin1String kSystemPrefix("system:");
constexpr QLatin1Char kTimes('*');
} // namespace

QString entriesMimeType() {
    return QStringLiteral("application/x-chipatlas-chip-ids");
}

QString entryLine(const EntryRef& entry) {
    switch (entry.kind) {
    case EntryKind::Chip:
        return entry.id;
    case EntryKind::Chips:
        return entry.id + kTimes + QString::number(entry.count);
    case EntryKind::System:
        return kSystemPrefix + entry.id;
    }
    return entry.id;
}

std::optional<EntryRef> entryFromLine(QStringView line) {
    const QStringView text = line.trimmed();
    if (text.isEmpty())
        return std::nullopt;
    if (text.startsWith(kSystemPrefix)) {
        const QStringView id = text.mid(kSystemPrefix.size()).trimmed();
        return id.isEmpty() ? std::nullopt : std::optional(EntryRef::system(id.toString()));
    }
    const qsizetype star = text.lastIndexOf(kTimes);
    if (star > 0) {
        bool ok = false;
        const int count = text.mid(star + 1).toInt(&ok);
        if (ok && count >= 1)
            return EntryRef::chips(text.left(star).toString(), count);
    }
    return EntryRef::chip(text.toString());
}

QStringList entryLines(const QList<EntryRef>& entries) {
    QStringList lines;
    lines.reserve(entries.size());
    for (const EntryRef& entry : entries)
        lines.append(entryLine(entry));
    return lines;
}

QList<EntryRef> entriesFromLines(const QStringList& lines) {
    QList<EntryRef> entries;
    for (const QString& line : lines) {
        const std::optional<EntryRef> entry = entryFromLine(line);
        if (entry && !entries.contains(*entry))
            entries.append(*entry);
    }
    return entries;
}

QMimeData* createEntriesMimeData(const QList<EntryRef>& entries) {
    auto* data = new QMimeData;
    const QString lines = entryLines(entries).join(QLatin1Char('\n'));
    data->setData(entriesMimeType(), lines.toUtf8());
    data->setText(lines);
    return data;
}

QList<EntryRef> entriesFromMimeData(const QMimeData* data) {
    if (!data || !data->hasFormat(entriesMimeType()))
        return {};
    // Split at '\n' and trimmed line by line: CRLF from other writers reads the same.
    const QString text = QString::fromUtf8(data->data(entriesMimeType()));
    return entriesFromLines(text.split(QLatin1Char('\n'), Qt::SkipEmptyParts));
}

bool hasEntries(const QMimeData* data) {
    return !entriesFromMimeData(data).isEmpty();
}

} // namespace chipatlas
