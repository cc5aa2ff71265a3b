#include "application/diffexport.h"

#include "io/csvwriter.h"
#include "io/safefile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace chipatlas {

namespace {
// lupdate files DiffExportText::tr() under "DiffExport", the context the text is looked up in.
class DiffExportText final {
    Q_DECLARE_TR_FUNCTIONS(DiffExport)
};

// A percent as the files write it: to four decimals, so that a move of 12.5 % reads -12.5 and
// not the float's -12.500000000000005.
double rounded(double percent) {
    return std::round(percent * 1e4) / 1e4;
}

QString boolText(bool value) {
    return value ? QStringLiteral("true") : QStringLiteral("false");
}

QJsonValue timeJson(const QDateTime& time) {
    return time.isValid() ? QJsonValue(time.toUTC().toString(Qt::ISODate)) : QJsonValue();
}

// "2026-12-05 11:30 UTC"; empty when not known.
QString timeText(const QDateTime& time) {
    return time.isValid() ? time.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"))
                          : QString();
}

// A cell of a GitHub Markdown table: a '|' or a line break would end the cell or the row.
QString cell(QString text) {
    text.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    text.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    text.replace(QLatin1Char('*'), QStringLiteral("\\*"));
    text.replace(QLatin1Char('_'), QStringLiteral("\\_"));
    text.replace(QLatin1Char('<'), QStringLiteral("&lt;"));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return text;
}

QString row(const QStringList& cells) {
    QString line = QStringLiteral("|");
    for (const QString& text : cells)
        line += QLatin1Char(' ') + text + QStringLiteral(" |");
    return line + QLatin1Char('\n');
}

QString header(const QStringList& titles) {
    QStringList rule;
    for (qsizetype i = 0; i < titles.size(); ++i)
        rule << QStringLiteral("---");
    return row(titles) + row(rule);
}

// "NVIDIA H100 SXM (nvidia-h100-sxm)"; the id alone when the name is it or empty.
QString entryText(const EntryDiff& entry) {
    if (entry.name.isEmpty() || entry.name == entry.id)
        return entry.id;
    return QStringLiteral("%1 (%2)").arg(entry.name, entry.id);
}

// "published → unverified", "published", or empty for a field without a status.
QString statusText(const FieldDiff& field) {
    if (field.beforeStatus == field.afterStatus)
        return field.afterStatus;
    return QStringLiteral("%1 → %2").arg(field.beforeStatus, field.afterStatus);
}

QString recordText(const QString& label, const QDateTime& time) {
    const QString when = timeText(time);
    return when.isEmpty() ? QStringLiteral("**%1**").arg(cell(label))
                          : DiffExportText::tr("**%1**, taken %2").arg(cell(label), when);
}
} // namespace

QByteArray diffToCsv(const CatalogDiff& diff) {
    QByteArray csv =
        csvLine({QStringLiteral("kind"), QStringLiteral("id"), QStringLiteral("name"),
                 QStringLiteral("change"), QStringLiteral("field"), QStringLiteral("label"),
                 QStringLiteral("before"), QStringLiteral("before_status"), QStringLiteral("after"),
                 QStringLiteral("after_status"), QStringLiteral("source_changed"),
                 QStringLiteral("note_changed"), QStringLiteral("percent")});
    for (const EntryDiff& entry : diff.entries) {
        const QStringList start{diffEntryKindKey(entry.kind), entry.id, entry.name,
                                diffChangeKey(entry.change)};
        if (entry.fields.isEmpty())
            csv += csvLine(start + QStringList(9, QString()));
        for (const FieldDiff& field : entry.fields) {
            csv += csvLine(start + QStringList{field.key, field.label, field.before,
                                               field.beforeStatus, field.after, field.afterStatus,
                                               boolText(field.sourceChanged),
                                               boolText(field.noteChanged),
                                               field.percent ? csvNumber(rounded(*field.percent))
                                                             : QString()});
        }
    }
    return csv;
}

QJsonObject diffToJson(const CatalogDiff& diff) {
    QJsonArray entries;
    for (const EntryDiff& entry : diff.entries) {
        QJsonArray fields;
        for (const FieldDiff& field : entry.fields) {
            fields.append(QJsonObject{
                {QStringLiteral("key"), field.key},
                {QStringLiteral("label"), field.label},
                {QStringLiteral("before"), field.before},
                {QStringLiteral("after"), field.after},
                {QStringLiteral("before_status"), field.beforeStatus},
                {QStringLiteral("after_status"), field.afterStatus},
                {QStringLiteral("source_changed"), field.sourceChanged},
                {QStringLiteral("note_changed"), field.noteChanged},
                {QStringLiteral("percent"),
                 field.percent ? QJsonValue(rounded(*field.percent)) : QJsonValue()},
            });
        }
        entries.append(QJsonObject{{QStringLiteral("kind"), diffEntryKindKey(entry.kind)},
                                   {QStringLiteral("id"), entry.id},
                                   {QStringLiteral("name"), entry.name},
                                   {QStringLiteral("change"), diffChangeKey(entry.change)},
                                   {QStringLiteral("fields"), fields}});
    }
    return QJsonObject{
        {QStringLiteral("chipatlas_diff"), 1},
        {QStringLiteral("from"),
         QJsonObject{{QStringLiteral("name"), diff.fromLabel},
                     {QStringLiteral("taken_at"), timeJson(diff.fromTime)}}},
        {QStringLiteral("to"), QJsonObject{{QStringLiteral("name"), diff.toLabel},
                                           {QStringLiteral("taken_at"), timeJson(diff.toTime)}}},
        {QStringLiteral("counts"), QJsonObject{{QStringLiteral("added"), diff.added},
                                               {QStringLiteral("removed"), diff.removed},
                                               {QStringLiteral("changed"), diff.changed}}},
        {QStringLiteral("entries"), entries},
    };
}

QString diffToMarkdown(const CatalogDiff& diff) {
    const QLocale& locale = diff.locale;
    QString md = QStringLiteral("# %1\n\n")
                     .arg(DiffExportText::tr("What changed from %1 to %2")
                              .arg(cell(diff.fromLabel), cell(diff.toLabel)));
    md += QStringLiteral("- %1\n").arg(
        DiffExportText::tr("From: %1").arg(recordText(diff.fromLabel, diff.fromTime)));
    md += QStringLiteral("- %1\n").arg(
        DiffExportText::tr("To: %1").arg(recordText(diff.toLabel, diff.toTime)));
    md += QStringLiteral("- %1\n").arg(diffCountsText(diff));
    if (diff.isEmpty()) {
        md += QLatin1Char('\n') + DiffExportText::tr("Nothing changed.") + QLatin1Char('\n');
        return md;
    }

    // Price moves first: what a buyer acts on.
    QString prices;
    for (const EntryDiff& entry : diff.entries) {
        for (const FieldDiff& field : entry.fields) {
            if (field.key != QLatin1String("price"))
                continue;
            prices += row({cell(diffEntryKindDisplayName(entry.kind)), cell(entryText(entry)),
                           cell(field.before), cell(field.after),
                           field.percent ? diffPercentText(*field.percent, locale) : QString()});
        }
    }
    if (!prices.isEmpty()) {
        md += QStringLiteral("\n## %1\n\n").arg(DiffExportText::tr("Price moves"));
        md += header({DiffExportText::tr("Kind"), DiffExportText::tr("Entry"),
                      DiffExportText::tr("Before"), DiffExportText::tr("After"),
                      DiffExportText::tr("Move")});
        md += prices;
    }

    static const char* const kHeadings[] = {
        QT_TRANSLATE_NOOP("DiffExport", "Chips"),
        QT_TRANSLATE_NOOP("DiffExport", "Chip prices"),
        QT_TRANSLATE_NOOP("DiffExport", "LLM models"),
        QT_TRANSLATE_NOOP("DiffExport", "Systems"),
        QT_TRANSLATE_NOOP("DiffExport", "Offers"),
        QT_TRANSLATE_NOOP("DiffExport", "Results"),
        QT_TRANSLATE_NOOP("DiffExport", "Scenarios"),
    };
    qsizetype i = 0;
    while (i < diff.entries.size()) {
        const DiffEntryKind kind = diff.entries.at(i).kind;
        md += QStringLiteral("\n## %1\n\n")
                  .arg(QCoreApplication::translate("DiffExport", kHeadings[int(kind)]));
        md += header({DiffExportText::tr("Entry"), DiffExportText::tr("Change"),
                      DiffExportText::tr("Field"), DiffExportText::tr("Before"),
                      DiffExportText::tr("After"), DiffExportText::tr("Status"),
                      DiffExportText::tr("Source")});
        for (; i < diff.entries.size() && diff.entries.at(i).kind == kind; ++i) {
            const EntryDiff& entry = diff.entries.at(i);
            const QString what = cell(entryText(entry));
            const QString change = cell(diffChangeDisplayName(entry.change));
            if (entry.fields.isEmpty())
                md += row({what, change, QString(), QString(), QString(), QString(), QString()});
            for (const FieldDiff& field : entry.fields) {
                md += row({what, change, cell(field.label), cell(field.before), cell(field.after),
                           cell(statusText(field)),
                           field.sourceChanged ? DiffExportText::tr("changed") : QString()});
            }
        }
    }
    return md;
}

std::optional<DiffExportFormat> diffExportFormatForPath(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("csv"))
        return DiffExportFormat::Csv;
    if (suffix == QLatin1String("json"))
        return DiffExportFormat::Json;
    if (suffix == QLatin1String("md") || suffix == QLatin1String("markdown"))
        return DiffExportFormat::Markdown;
    return std::nullopt;
}

QByteArray diffExportBytes(const CatalogDiff& diff, DiffExportFormat format) {
    switch (format) {
    case DiffExportFormat::Csv:
        return diffToCsv(diff);
    case DiffExportFormat::Json:
        return QJsonDocument(diffToJson(diff)).toJson(QJsonDocument::Indented);
    case DiffExportFormat::Markdown:
        return diffToMarkdown(diff).toUtf8();
    }
    return QByteArray();
}

bool writeDiffExport(const QString& path, const CatalogDiff& diff, QString* error) {
    const std::optional<DiffExportFormat> format = diffExportFormatForPath(path);
    if (!format) {
        if (error)
            *error = DiffExportText::tr("Cannot tell which format to write to %1: end the file's "
                                        "name in .csv, .json or .md.")
                         .arg(path);
        return false;
    }
    QString saveError;
    if (!SafeFile::save(path, diffExportBytes(diff, *format), &saveError)) {
        if (error)
            *error = saveError;
        return false;
    }
    return true;
}

} // namespace chipatlas
