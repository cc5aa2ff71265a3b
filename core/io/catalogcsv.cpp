#include "catalogcsv.h"

#include "csvdiagnosis.h"
#include "csvfigureattributes.h"
#include "csvreader.h"
#include "csvwriter.h"
#include "domain/excerpt.h"
#include "domain/validation.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <array>
#include <cmath>

namespace chipatlas {

namespace {
// lupdate files a free tr() under its namespace, "chipatlas": look the text up there.
QString tr(const char* text) {
    return QCoreApplication::translate("chipatlas", text);
}

const QStringList& requiredColumns() {
    static const QStringList columns{QStringLiteral("id"), QStringLiteral("vendor"),
                                     QStringLiteral("name")};
    return columns;
}

QString valueCell(const Chip& chip, Field field) {
    const Figure& figure = chip.figure(field);
    if (!figure.hasValue())
        return QString();
    return fieldInfo(field).kind == FieldKind::Number ? csvNumber(figure.number()) : figure.text();
}

// Where a column of the header is, and what it feeds.
struct ColumnMap {
    QHash<QString, int> index; // column name -> 0-based index
    int column(const QString& name) const { return index.value(name, -1); }
};

std::optional<FigureStatus> parseStatus(const QString& cell, bool* sparsityUnstated) {
    const QStringList parts = cell.split(QLatin1Char(','));
    const std::optional<FigureStatus> status = statusFromKey(parts.constFirst().trimmed());
    if (!status)
        return std::nullopt;
    *sparsityUnstated = false;
    for (qsizetype i = 1; i < parts.size(); ++i) {
        if (parts.at(i).trimmed() != QLatin1String("sparsity_unstated"))
            return std::nullopt;
        *sparsityUnstated = true;
    }
    return status;
}

QString statusChoices() {
    QStringList keys;
    for (FigureStatus s : figureStatuses())
        keys << statusKey(s);
    return keys.join(QStringLiteral(", "));
}
} // namespace

QStringList referenceChipColumns() {
    QStringList columns{QStringLiteral("id"), QStringLiteral("vendor"), QStringLiteral("name"),
                        QStringLiteral("family_generation"), QStringLiteral("kind")};
    for (const FieldSpec& info : allFields()) {
        const Field field = chipField(info);
        if (!isReferenceColumn(field))
            continue;
        columns << QLatin1String(info.key);
        if (field == Field::Fp4TflopsDense)
            columns << QStringLiteral("sparsity_note");
    }
    columns << QStringLiteral("source_urls") << QStringLiteral("notes");
    return columns;
}

QStringList chipCsvColumns() {
    QStringList columns = referenceChipColumns();
    for (const FieldSpec& info : allFields()) {
        const QString key = QLatin1String(info.key);
        columns << key + kCsvStatusSuffix << key + kCsvSourceSuffix << key + kCsvNoteSuffix;
    }
    for (const FieldSpec& info : allFields()) {
        if (!isReferenceColumn(chipField(info)))
            columns << QLatin1String(info.key);
    }
    for (const CsvAttributeColumn& column : csvAttributeColumns())
        columns << column.name;
    return columns;
}

QByteArray exportChipsCsv(QList<Chip> chips) {
    return *exportChipsCsv(std::move(chips), ImportControl{});
}

ChipCsvWriter::ChipCsvWriter()
    : m_columns(chipCsvColumns()) {
    // What each reference column holds, worked out once rather than once per chip.
    for (const QString& column : referenceChipColumns()) {
        ReferenceCell cell;
        if (column == QLatin1String("source_urls")) {
            cell.sourceUrls = true;
        } else {
            for (const ChipText& text : kChipTexts) {
                if (column == QLatin1String(text.key))
                    cell.text = text.member;
            }
            if (!cell.text)
                cell.field = *fieldFromKey(column);
        }
        m_reference << cell;
    }
    m_cells.reserve(m_columns.size());
}

QByteArray ChipCsvWriter::header() const {
    return csvLine(m_columns);
}

QByteArray ChipCsvWriter::row(const Chip& chip) {
    m_cells.clear();
    for (const ReferenceCell& cell : std::as_const(m_reference)) {
        if (cell.sourceUrls)
            m_cells << chip.sourceUrls.join(QLatin1Char(';'));
        else if (cell.text)
            m_cells << chip.*cell.text;
        else
            m_cells << valueCell(chip, cell.field);
    }
    for (const FieldSpec& info : allFields()) {
        const Figure& figure = chip.figure(chipField(info));
        m_cells << csvFigureStatus(figure) << figure.source << figure.note;
    }
    for (const FieldSpec& info : allFields()) {
        const Field field = chipField(info);
        if (!isReferenceColumn(field))
            m_cells << valueCell(chip, field);
    }
    for (const CsvAttributeColumn& column : csvAttributeColumns())
        m_cells << csvAttributeCell(chip.figure(column.field), column);
    return csvLine(m_cells);
}

std::optional<QByteArray> exportChipsCsv(QList<Chip> chips, const ImportControl& control) {
    std::sort(chips.begin(), chips.end(), [](const Chip& a, const Chip& b) { return a.id < b.id; });
    ChipCsvWriter writer;
    QByteArray out = writer.header();
    const qint64 total = chips.size();
    for (qsizetype i = 0; i < chips.size(); ++i) {
        if (control.cancelledAt(i, total))
            return std::nullopt;
        out += writer.row(chips.at(i));
    }
    control.report(total, total);
    return out;
}

namespace {
// Reads a chip CSV record by record, as parseCsvRows() hands them over: the header first, then
// each row into an ImportedChip. Each step returns the first problem ("line L, column C
// (name): ...") or an empty string.
class ChipCsvReader {
public:
    QString readHeader(const QStringList& header);
    QString readRow(const QStringList& row, int line, ImportedChip* imported);

private:
    // lupdate files the tr() of these member functions under "chipatlas::ChipCsvReader" (not
    // under "chipatlas", as the free tr() above): look the text up where it is.
    static QString tr(const char* text) {
        return QCoreApplication::translate("chipatlas::ChipCsvReader", text);
    }
    // The same text once in memory: a large catalog repeats its sources and notes on every
    // row, and each would otherwise be a string of its own.
    QString shared(const QString& text) {
        if (text.isEmpty())
            return text;
        const auto it = m_texts.constFind(text);
        if (it != m_texts.cend())
            return *it;
        m_texts.insert(text, text);
        return text;
    }
    QString readFigures(const QStringList& row, int line, Chip* chip);

    QStringList m_header;
    ColumnMap m_columns;
    // What the file leaves unsaid, the same for every row.
    QSet<QString> m_absentKeys;
    // The columns of each figure (-1 where the file has none), by Field.
    struct FigureColumns {
        int value = -1;
        int status = -1;
        int source = -1;
        int note = -1;
    };
    std::array<FigureColumns, kFieldCount> m_figureColumns;
    // The column of each of kChipTexts (-1 where the file has none; the one for source_urls
    // there too) and of each of csvAttributeColumns(), looked up once from the header.
    std::array<int, std::size(kChipTexts)> m_textColumns{};
    QList<int> m_attributeColumns;
    QSet<Field> m_valueOnly;
    QSet<Field> m_attributesAbsent;
    QHash<QString, int> m_lineOfId;
    QHash<QString, QString> m_texts;
};

QString ChipCsvReader::readHeader(const QStringList& header) {
    // Known columns once each, the required ones present.
    m_header = header;
    const QStringList known = chipCsvColumns();
    for (int c = 0; c < header.size(); ++c) {
        const QString& name = header.at(c);
        if (name.contains(QChar(0)))
            return csvAt(csvPlace(1, c, name), tr("the column name contains a NUL character"));
        if (!known.contains(name)) {
            return csvAt(csvPlace(1, c, name),
                         tr("unknown column \"%1\"; the columns are those of the reference "
                            "accelerators.csv, visible_memory_bytes and, for each figure, "
                            "<key>_status, <key>_source and <key>_note, and its attributes "
                            "(<key>_printed_unit, <key>_link_scope, <key>_configuration, "
                            "<key>_range) where it takes them")
                             .arg(excerpt(name)));
        }
        if (const int first = m_columns.column(name); first >= 0) {
            return csvAt(csvPlace(1, c, name),
                         tr("the column \"%1\" appears twice (also column %2)")
                             .arg(excerpt(name))
                             .arg(first + 1));
        }
        m_columns.index.insert(name, c);
    }
    for (const QString& required : requiredColumns()) {
        if (m_columns.column(required) < 0) {
            return tr("line 1: the header has no \"%1\" column; the columns id, vendor and "
                      "name are required (is this a ChipAtlas or reference accelerators "
                      "CSV?)")
                .arg(required);
        }
    }

    for (const QString& column : referenceChipColumns()) {
        if (m_columns.column(column) < 0)
            m_absentKeys.insert(column);
    }
    for (const FieldSpec& info : allFields()) {
        const QString key = QLatin1String(info.key);
        const bool hasStatus = m_columns.column(key + kCsvStatusSuffix) >= 0;
        if (m_columns.column(key) < 0 && !hasStatus) {
            m_absentKeys.insert(key);
            continue;
        }
        m_absentKeys.remove(key); // a status column alone still says something
        if (!hasStatus)
            m_valueOnly.insert(chipField(info));
    }
    for (const FieldSpec& info : allFields()) {
        const QString key = QLatin1String(info.key);
        m_figureColumns[size_t(chipField(info))] = {
            m_columns.column(key), m_columns.column(key + kCsvStatusSuffix),
            m_columns.column(key + kCsvSourceSuffix), m_columns.column(key + kCsvNoteSuffix)};
    }
    for (size_t i = 0; i < std::size(kChipTexts); ++i)
        m_textColumns[i] = m_columns.column(QLatin1String(kChipTexts[i].key));
    for (const CsvAttributeColumn& column : csvAttributeColumns())
        m_attributeColumns.append(m_columns.column(column.name));
    for (const CsvAttributeColumn& column : csvAttributeColumns())
        m_attributesAbsent.insert(column.field);
    for (const CsvAttributeColumn& column : csvAttributeColumns()) {
        if (m_columns.column(column.name) >= 0)
            m_attributesAbsent.remove(column.field);
    }
    return {};
}

QString ChipCsvReader::readRow(const QStringList& row, int line, ImportedChip* imported) {
    if (row.size() != m_header.size()) {
        const int column = int(std::min(row.size(), m_header.size()));
        return tr("line %1: the row has %2 fields but the header has %3 columns")
                   .arg(line)
                   .arg(row.size())
                   .arg(m_header.size()) +
               (row.size() < m_header.size()
                    ? tr(" (column %1, %2, is missing)").arg(column + 1).arg(m_header.at(column))
                    : QString());
    }
    for (int c = 0; c < row.size(); ++c) {
        const QString& cell = row.at(c);
        if (cell.size() > kMaxCsvFieldLength) {
            return csvAt(csvPlace(line, c, m_header.at(c)),
                         tr("the field is %1 characters long; at most %2 are allowed")
                             .arg(cell.size())
                             .arg(kMaxCsvFieldLength));
        }
        if (cell.contains(QChar(0)))
            return csvAt(csvPlace(line, c, m_header.at(c)),
                         tr("the field contains a NUL character"));
    }

    imported->location = line;
    imported->absentKeys = m_absentKeys;
    imported->valueOnly = m_valueOnly;
    imported->attributesAbsent = m_attributesAbsent;
    Chip& chip = imported->chip;
    chip.origin = Origin::User;
    const auto cell = [&row](int column) { return column < 0 ? QString() : row.at(column); };
    QString sourceUrls;
    for (size_t i = 0; i < std::size(kChipTexts); ++i) {
        if (kChipTexts[i].member)
            chip.*kChipTexts[i].member = shared(cell(m_textColumns[i]));
        else
            sourceUrls = cell(m_textColumns[i]);
    }
    chip.id = chip.id.trimmed();
    for (const QString& url : sourceUrls.split(QLatin1Char(';'))) {
        if (!url.trimmed().isEmpty())
            chip.sourceUrls << shared(url.trimmed());
    }
    if (const QString problem = readFigures(row, line, &chip); !problem.isEmpty())
        return problem;

    const QList<ValidationIssue> issues = validateChip(chip);
    if (!issues.isEmpty()) {
        const ValidationIssue& issue = issues.constFirst();
        // The column at fault: the value's, else the status column's.
        QString name = issue.key;
        if (m_columns.column(name) < 0 && issue.field)
            name = issue.key + kCsvStatusSuffix;
        if (m_columns.column(name) < 0 && issue.key == QLatin1String("source_urls"))
            name = issue.key;
        const int column = m_columns.column(name);
        if (column < 0)
            return csvAt(tr("line %1").arg(line), issue.message);
        return csvAt(csvPlace(line, column, name), issue.problem);
    }
    if (const auto it = m_lineOfId.constFind(chip.id); it != m_lineOfId.cend()) {
        return csvAt(csvPlace(line, m_columns.column(QStringLiteral("id")), QStringLiteral("id")),
                     tr("the id \"%1\" is already used on line %2").arg(excerpt(chip.id)).arg(*it));
    }
    m_lineOfId.insert(chip.id, line);
    return {};
}

QString ChipCsvReader::readFigures(const QStringList& row, int line, Chip* chip) {
    const auto cell = [&row](int column) { return column < 0 ? QString() : row.at(column); };
    for (const FieldSpec& info : allFields()) {
        const Field field = chipField(info);
        const FigureColumns& columns = m_figureColumns[size_t(field)];
        Figure& figure = chip->figure(field);
        const QString value = cell(columns.value);
        if (!value.isEmpty()) {
            if (info.kind == FieldKind::Number) {
                bool ok = false;
                const double number = value.trimmed().toDouble(&ok);
                if (!ok || !std::isfinite(number)) {
                    const QString key = QLatin1String(info.key);
                    return csvAt(csvPlace(line, columns.value, key),
                                 tr("\"%1\" is not a number (write it like 1307.4, "
                                    "without units or group separators)")
                                     .arg(excerpt(value)));
                }
                figure.value = number;
            } else {
                figure.value = shared(value);
            }
        }
        const QString statusText = cell(columns.status).trimmed();
        if (statusText.isEmpty()) {
            figure.status = figure.hasValue() ? FigureStatus::Published : FigureStatus::Unknown;
        } else {
            const std::optional<FigureStatus> status =
                parseStatus(statusText, &figure.sparsityUnstated);
            if (!status) {
                return csvAt(
                    csvPlace(line, columns.status, QLatin1String(info.key) + kCsvStatusSuffix),
                    tr("unknown status \"%1\"; use one of %2, optionally "
                       "followed by \", sparsity_unstated\"")
                        .arg(excerpt(statusText), statusChoices()));
            }
            figure.status = *status;
        }
        figure.source = shared(cell(columns.source));
        figure.note = shared(cell(columns.note));
    }
    const QList<CsvAttributeColumn>& attributes = csvAttributeColumns();
    for (qsizetype i = 0; i < attributes.size(); ++i) {
        const CsvAttributeColumn& column = attributes.at(i);
        const int index = m_attributeColumns.at(i);
        QString problem;
        if (!readCsvAttributeCell(cell(index), column, &chip->figure(column.field), &problem))
            return csvAt(csvPlace(line, index, column.name), problem);
    }
    return {};
}
} // namespace

ChipFileResult readChipsCsv(const QByteArray& data, const ImportControl& control) {
    ChipFileResult result;
    const auto fail = [&](const QString& message) {
        result.status = ChipFileResult::Status::Failed;
        result.chips.clear();
        result.error = message;
        return result;
    };
    if (isBlankCsv(data)) {
        return fail(tr("line 1: the file is empty; a header row naming at least the columns "
                       "id, vendor and name is expected"));
    }

    control.report(0, data.size()); // progress counts the bytes parsed
    // Each row becomes a chip as soon as it is parsed: the file is never held a second time
    // as a table of strings.
    ChipCsvReader reader;
    bool header = true;
    bool cancelled = false;
    QString problem;
    qsizetype rows = 0;
    const bool parsed = parseCsvRowsNamingColumns(
        data,
        [&](QStringList& fields, int line, qint64 bytesRead) {
            if (control.cancelled()) {
                cancelled = true;
                return false;
            }
            if (std::exchange(header, false)) {
                problem = reader.readHeader(fields);
                return problem.isEmpty();
            }
            if (rows++ % 64 == 0)
                control.report(bytesRead, data.size());
            ImportedChip imported;
            problem = reader.readRow(fields, line, &imported);
            if (!problem.isEmpty())
                return false;
            result.chips.append(std::move(imported));
            return true;
        },
        &problem);
    if (cancelled) {
        result.chips.clear();
        result.status = ChipFileResult::Status::Cancelled;
        return result;
    }
    if (!parsed || !problem.isEmpty())
        return fail(problem);
    if (header)
        return fail(tr("the file is empty: a header row is expected"));
    control.report(data.size(), data.size());
    result.status = ChipFileResult::Status::Ok;
    return result;
}

} // namespace chipatlas
