#include "application/ownershipexport.h"

#include "io/csvwriter.h"
#include "io/safefile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace chipatlas {

namespace {
// lupdate files OwnershipExportText::tr() under "OwnershipExport", the context the text is
// looked up in.
class OwnershipExportText final {
    Q_DECLARE_TR_FUNCTIONS(OwnershipExport)
};
using T = OwnershipExportText;

QString originKey(const OwnershipCell& cell) {
    return cell.origin ? assumptionOriginKey(*cell.origin) : QString();
}

QString dateText(const QDate& date) {
    return date.isValid() ? date.toString(Qt::ISODate) : QString();
}

QJsonObject cellJson(const OwnershipCell& cell) {
    QJsonObject object;
    object[QStringLiteral("text")] = cell.text;
    object[QStringLiteral("available")] = cell.available;
    object[QStringLiteral("value")] = cell.number ? QJsonValue(*cell.number) : QJsonValue();
    object[QStringLiteral("unit")] = cell.unit;
    if (cell.origin)
        object[QStringLiteral("origin")] = assumptionOriginKey(*cell.origin);
    if (!cell.source.isEmpty())
        object[QStringLiteral("source")] = cell.source;
    if (cell.date.isValid())
        object[QStringLiteral("date")] = dateText(cell.date);
    return object;
}

QString markdownEscaped(QString text) {
    text.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    text.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    text.replace(QLatin1Char('*'), QStringLiteral("\\*"));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return text;
}

QString tableLine(const QStringList& cells) {
    QStringList escaped;
    for (const QString& cell : cells)
        escaped << markdownEscaped(cell);
    return QStringLiteral("| ") + escaped.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
}

QString tableRule(qsizetype columns) {
    QStringList rules(columns, QStringLiteral("---"));
    return QStringLiteral("| ") + rules.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
}

// "yours", "default: Uptime Institute ... (2024-07-01)": an assumption's origin for the memo.
QString originText(const OwnershipCell& cell) {
    if (!cell.origin)
        return QString();
    return assumptionOriginDisplayName(*cell.origin);
}

// The answers in brief, for one report: the available cells of the rows a reader looks for
// first.
QStringList brief(const OwnershipTable& table, int column) {
    struct Wanted {
        OwnershipSection section;
        const char* key;
    };
    static const Wanted wanted[] = {
        {OwnershipSection::Owning, "per_hour"},
        {OwnershipSection::Owning, "per_used_chip_hour"},
        {OwnershipSection::Renting, "offer"},
        {OwnershipSection::BreakEven, "break_even_utilisation"},
        {OwnershipSection::BreakEven, "cheaper_at_utilisation"},
        {OwnershipSection::Tokens, "owned_per_million_tokens"},
        {OwnershipSection::Tokens, "rented_per_million_tokens"},
        {OwnershipSection::Facility, "unit_power"},
        {OwnershipSection::Facility, "placement"},
        {OwnershipSection::Facility, "facility_units"},
    };
    QStringList lines;
    for (const Wanted& w : wanted) {
        const OwnershipRow* row = table.row(w.section, QString::fromLatin1(w.key));
        if (!row || !row->cells.at(column).available)
            continue;
        lines << T::tr("%1: %2").arg(row->label, row->cells.at(column).text);
    }
    return lines;
}

} // namespace

QByteArray ownershipToCsv(const OwnershipTable& table) {
    QByteArray out =
        csvLine({QStringLiteral("section"), QStringLiteral("key"), QStringLiteral("label"),
                 QStringLiteral("hardware_id"), QStringLiteral("hardware"), QStringLiteral("text"),
                 QStringLiteral("value"), QStringLiteral("unit"), QStringLiteral("origin"),
                 QStringLiteral("source"), QStringLiteral("date")});
    for (const OwnershipRow& row : table.rows) {
        for (int i = 0; i < row.cells.size(); ++i) {
            const OwnershipCell& cell = row.cells.at(i);
            out += csvLine({ownershipSectionKey(row.section), row.key, row.label,
                            table.hardwareIds.value(i), table.hardwareNames.value(i), cell.text,
                            cell.number ? csvNumber(*cell.number) : QString(), cell.unit,
                            originKey(cell), cell.source, dateText(cell.date)});
        }
    }
    for (int i = 0; i < table.problems.size(); ++i) {
        for (const QString& problem : table.problems.at(i))
            out += csvLine({QStringLiteral("problems"), QStringLiteral("problem"), T::tr("Problem"),
                            table.hardwareIds.value(i), table.hardwareNames.value(i), problem,
                            QString(), QString(), QString(), QString(), QString()});
    }
    return out;
}

QJsonObject ownershipToJson(const OwnershipTable& table) {
    QJsonArray reports;
    for (int i = 0; i < table.hardwareIds.size(); ++i) {
        QJsonObject report;
        report[QStringLiteral("hardware_id")] = table.hardwareIds.at(i);
        report[QStringLiteral("hardware")] = table.hardwareNames.value(i);
        report[QStringLiteral("problems")] = QJsonArray::fromStringList(table.problems.value(i));
        QJsonArray assumptions;
        for (const OwnershipSection section : kAllOwnershipSections) {
            QJsonObject rows;
            for (const OwnershipRow& row : table.rows) {
                if (row.section != section)
                    continue;
                QJsonObject cell = cellJson(row.cells.at(i));
                cell[QStringLiteral("label")] = row.label;
                if (section == OwnershipSection::Assumptions) {
                    cell[QStringLiteral("key")] = row.key;
                    if (!cell.contains(QStringLiteral("source")))
                        cell[QStringLiteral("source")] = QString();
                    if (!cell.contains(QStringLiteral("date")))
                        cell[QStringLiteral("date")] = QJsonValue();
                    assumptions.append(cell);
                } else {
                    rows[row.key] = cell;
                }
            }
            if (section == OwnershipSection::Assumptions)
                report[QStringLiteral("assumptions")] = assumptions;
            else if (!rows.isEmpty())
                report[ownershipSectionKey(section)] = rows;
        }
        reports.append(report);
    }
    QJsonObject object;
    object[QStringLiteral("currency")] = table.currency;
    object[QStringLiteral("reports")] = reports;
    return object;
}

QString ownershipToMarkdown(const OwnershipTable& table) {
    const qsizetype columns = table.hardwareNames.size();
    QString out =
        QStringLiteral("# ") +
        T::tr("Own or rent: %1").arg(markdownEscaped(table.hardwareNames.join(T::tr(" vs ")))) +
        QStringLiteral("\n\n");

    out += QStringLiteral("## ") + T::tr("In brief") + QStringLiteral("\n\n");
    for (int i = 0; i < columns; ++i) {
        if (columns > 1)
            out += QStringLiteral("**") + markdownEscaped(table.hardwareNames.at(i)) +
                   QStringLiteral("**\n\n");
        for (const QString& line : brief(table, i))
            out += QStringLiteral("- ") + markdownEscaped(line) + QLatin1Char('\n');
        for (const QString& problem : table.problems.value(i))
            out += QStringLiteral("- ") + markdownEscaped(T::tr("Problem: %1").arg(problem)) +
                   QLatin1Char('\n');
        out += QLatin1Char('\n');
    }

    for (const OwnershipSection section : kAllOwnershipSections) {
        if (section == OwnershipSection::Assumptions)
            continue;
        const QList<OwnershipRow> rows = table.section(section);
        if (rows.isEmpty())
            continue;
        out += QStringLiteral("## ") + ownershipSectionTitle(section) + QStringLiteral("\n\n");
        out += tableLine(QStringList{QString()} + table.hardwareNames);
        out += tableRule(columns + 1);
        for (const OwnershipRow& row : rows) {
            QStringList cells{row.label};
            for (const OwnershipCell& cell : row.cells)
                // The offer's text already names the offer its source is.
                cells << (cell.source.isEmpty() || row.key == QLatin1String("offer")
                              ? cell.text
                              : T::tr("%1 (%2)").arg(cell.text, cell.source));
            out += tableLine(cells);
        }
        out += QLatin1Char('\n');
    }

    out += QStringLiteral("## ") + ownershipSectionTitle(OwnershipSection::Assumptions) +
           QStringLiteral("\n\n");
    const QList<OwnershipRow> assumptions = table.section(OwnershipSection::Assumptions);
    for (int i = 0; i < columns; ++i) {
        if (columns > 1)
            out += QStringLiteral("### ") + markdownEscaped(table.hardwareNames.at(i)) +
                   QStringLiteral("\n\n");
        out += tableLine(
            {T::tr("Assumption"), T::tr("Value"), T::tr("Origin"), T::tr("Source"), T::tr("Date")});
        out += tableRule(5);
        for (const OwnershipRow& row : assumptions) {
            const OwnershipCell& cell = row.cells.at(i);
            if (!cell.origin && !cell.available)
                continue; // the other report's assumption
            out += tableLine(
                {row.label, cell.text, originText(cell), cell.source, dateText(cell.date)});
        }
        out += QLatin1Char('\n');
    }
    return out;
}

std::optional<OwnershipExportFormat> ownershipExportFormatForPath(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("csv"))
        return OwnershipExportFormat::Csv;
    if (suffix == QLatin1String("json"))
        return OwnershipExportFormat::Json;
    if (suffix == QLatin1String("md") || suffix == QLatin1String("markdown"))
        return OwnershipExportFormat::Markdown;
    return std::nullopt;
}

QByteArray ownershipExportBytes(const OwnershipTable& table, OwnershipExportFormat format) {
    switch (format) {
    case OwnershipExportFormat::Csv:
        return ownershipToCsv(table);
    case OwnershipExportFormat::Json:
        return QJsonDocument(ownershipToJson(table)).toJson(QJsonDocument::Indented);
    case OwnershipExportFormat::Markdown:
        return ownershipToMarkdown(table).toUtf8();
    }
    return QByteArray();
}

bool writeOwnershipExport(const QString& path, const OwnershipTable& table, QString* error) {
    const std::optional<OwnershipExportFormat> format = ownershipExportFormatForPath(path);
    if (!format) {
        if (error)
            *error = T::tr("Cannot tell which format to write to %1: end the file's name in "
                           ".csv, .json or .md.")
                         .arg(path);
        return false;
    }
    QString saveError;
    if (!SafeFile::save(path, ownershipExportBytes(table, *format), &saveError)) {
        if (error)
            *error = saveError;
        return false;
    }
    return true;
}

} // namespace chipatlas
