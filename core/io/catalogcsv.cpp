#include "catalogcsv.h"

#include "csvdiagnosis.h"
#include "csvfigureattributes.h"
#include "csvreader.h"
#include "csvwriter.h"
#include "domain/validation.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <cmath>

namespace chipatlas {

namespace {
// lupdate files a free tr() under its namespace, "chipatlas": look the text up there.
QString tr(const char* text) {
    return QCoreApplication::translate("chipatlas", text);
}

const QString kStatusSuffix = QStringLiteral("_status");
const QString kSourceSuffix = QStringLiteral("_source");
const QString kNoteSuffix = QStringLiteral("_note");

// The description columns of the reference CSV, with the Chip member each one fills.
// source_urls is a list and handled apart.
struct TextColumn {
    const char* key;
    QString Chip::*member;
};
constexpr TextColumn kTextColumns[] = {
    {"id", &Chip::id},       {"vendor", &Chip::vendor},
    {"name", &Chip::name},   {"family_generation", &Chip::familyGeneration},
    {"kind", &Chip::kind},   {"sparsity_note", &Chip::sparsityNote},
    {"notes", &Chip::notes},
};

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
    for (FigureStatus s :
         {FigureStatus::Published, FigureStatus::Computed, FigureStatus::Unverified,
          FigureStatus::NotPublished, FigureStatus::Unknown}) {
        keys << statusKey(s);
    }
    return keys.join(QStringLiteral(", "));
}
} // namespace

QStringList referenceChipColumns() {
    QStringList columns{QStringLiteral("id"), QStringLiteral("vendor"), QStringLiteral("name"),
                        QStringLiteral("family_generation"), QStringLiteral("kind")};
    for (const FieldInfo& info : allFields()) {
        if (!isReferenceColumn(info.field))
            continue;
        columns << QLatin1String(info.key);
        if (info.field == Field::Fp4TflopsDense)
            columns << QStringLiteral("sparsity_note");
    }
    columns << QStringLiteral("source_urls") << QStringLiteral("notes");
    return columns;
}

QStringList chipCsvColumns() {
    QStringList columns = referenceChipColumns();
    for (const FieldInfo& info : allFields()) {
        const QString key = QLatin1String(info.key);
        columns << key + kStatusSuffix << key + kSourceSuffix << key + kNoteSuffix;
    }
    for (const FieldInfo& info : allFields()) {
        if (!isReferenceColumn(info.field))
            columns << QLatin1String(info.key);
    }
    for (const CsvAttributeColumn& column : csvAttributeColumns())
        columns << column.name;
    return columns;
}

QByteArray exportChipsCsv(QList<Chip> chips) {
    std::sort(chips.begin(), chips.end(), [](const Chip& a, const Chip& b) { return a.id < b.id; });
    const QStringList columns = chipCsvColumns();
    QByteArray out = csvLine(columns);
    for (const Chip& chip : chips) {
        QStringList cells;
        cells.reserve(columns.size());
        for (const QString& column : referenceChipColumns()) {
            if (column == QLatin1String("source_urls")) {
                cells << chip.sourceUrls.join(QLatin1Char(';'));
                continue;
            }
            bool done = false;
            for (const TextColumn& text : kTextColumns) {
                if (column == QLatin1String(text.key)) {
                    cells << chip.*text.member;
                    done = true;
                    break;
                }
            }
            if (done)
                continue;
            cells << valueCell(chip, *fieldFromKey(column));
        }
        for (const FieldInfo& info : allFields()) {
            const Figure& figure = chip.figure(info.field);
            cells << csvFigureStatus(figure) << figure.source << figure.note;
        }
        for (const FieldInfo& info : allFields()) {
            if (!isReferenceColumn(info.field))
                cells << valueCell(chip, info.field);
        }
        for (const CsvAttributeColumn& column : csvAttributeColumns())
            cells << csvAttributeCell(chip.figure(column.field), column);
        out += csvLine(cells);
    }
    return out;
}

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
    if (control.cancelled()) {
        result.status = ChipFileResult::Status::Cancelled;
        return result;
    }

    QString parseError;
    const std::optional<CsvTable> table = parseCsvNamingColumns(data, &parseError);
    if (!table)
        return fail(parseError);

    // The header: known columns once each, the required ones present.
    ColumnMap columns;
    const QStringList known = chipCsvColumns();
    for (int c = 0; c < table->header.size(); ++c) {
        const QString& name = table->header.at(c);
        if (name.contains(QChar(0)))
            return fail(
                csvAt(csvPlace(1, c, name), tr("the column name contains a NUL character")));
        if (!known.contains(name)) {
            return fail(csvAt(csvPlace(1, c, name),
                              tr("unknown column \"%1\"; the columns are those of the reference "
                                 "accelerators.csv, visible_memory_bytes and, for each figure, "
                                 "<key>_status, <key>_source and <key>_note, and its attributes "
                                 "(<key>_printed_unit, <key>_link_scope, <key>_configuration, "
                                 "<key>_range) where it takes them")
                                  .arg(name)));
        }
        if (const int first = columns.column(name); first >= 0) {
            return fail(csvAt(
                csvPlace(1, c, name),
                tr("the column \"%1\" appears twice (also column %2)").arg(name).arg(first + 1)));
        }
        columns.index.insert(name, c);
    }
    for (const QString& required : requiredColumns()) {
        if (columns.column(required) < 0) {
            return fail(tr("line 1: the header has no \"%1\" column; the columns id, vendor and "
                           "name are required (is this a ChipAtlas or reference accelerators "
                           "CSV?)")
                            .arg(required));
        }
    }

    // What the file leaves unsaid, the same for every row.
    QSet<QString> absentKeys;
    QSet<Field> valueOnly;
    for (const QString& column : referenceChipColumns()) {
        if (columns.column(column) < 0)
            absentKeys.insert(column);
    }
    for (const FieldInfo& info : allFields()) {
        const QString key = QLatin1String(info.key);
        const bool hasStatus = columns.column(key + kStatusSuffix) >= 0;
        if (columns.column(key) < 0 && !hasStatus) {
            absentKeys.insert(key);
            continue;
        }
        absentKeys.remove(key); // a status column alone still says something
        if (!hasStatus)
            valueOnly.insert(info.field);
    }
    QSet<Field> attributesAbsent;
    for (const CsvAttributeColumn& column : csvAttributeColumns())
        attributesAbsent.insert(column.field);
    for (const CsvAttributeColumn& column : csvAttributeColumns()) {
        if (columns.column(column.name) >= 0)
            attributesAbsent.remove(column.field);
    }

    QHash<QString, int> lineOfId;
    const qint64 total = table->rows.size();
    result.chips.reserve(table->rows.size());
    for (qsizetype r = 0; r < table->rows.size(); ++r) {
        if (control.cancelled()) {
            result.chips.clear();
            result.status = ChipFileResult::Status::Cancelled;
            return result;
        }
        if (r % 64 == 0)
            control.report(r, total);
        const QStringList& row = table->rows.at(r);
        const int line = table->rowLines.value(r);
        if (row.size() != table->header.size()) {
            const int column = int(std::min(row.size(), table->header.size()));
            return fail(tr("line %1: the row has %2 fields but the header has %3 columns")
                            .arg(line)
                            .arg(row.size())
                            .arg(table->header.size()) +
                        (row.size() < table->header.size() ? tr(" (column %1, %2, is missing)")
                                                                 .arg(column + 1)
                                                                 .arg(table->header.at(column))
                                                           : QString()));
        }
        for (int c = 0; c < row.size(); ++c) {
            const QString& cell = row.at(c);
            if (cell.size() > kMaxCsvFieldLength) {
                return fail(csvAt(csvPlace(line, c, table->header.at(c)),
                                  tr("the field is %1 characters long; at most %2 are allowed")
                                      .arg(cell.size())
                                      .arg(kMaxCsvFieldLength)));
            }
            if (cell.contains(QChar(0))) {
                return fail(csvAt(csvPlace(line, c, table->header.at(c)),
                                  tr("the field contains a NUL character")));
            }
        }
        const auto cellOf = [&](const QString& name) {
            const int c = columns.column(name);
            return c < 0 ? QString() : row.at(c);
        };

        ImportedChip imported;
        imported.location = line;
        imported.absentKeys = absentKeys;
        imported.valueOnly = valueOnly;
        imported.attributesAbsent = attributesAbsent;
        Chip& chip = imported.chip;
        chip.origin = Origin::User;
        for (const TextColumn& text : kTextColumns)
            chip.*text.member = cellOf(QLatin1String(text.key));
        chip.id = chip.id.trimmed();
        for (const QString& url : cellOf(QStringLiteral("source_urls")).split(QLatin1Char(';'))) {
            if (!url.trimmed().isEmpty())
                chip.sourceUrls << url.trimmed();
        }
        for (const FieldInfo& info : allFields()) {
            const QString key = QLatin1String(info.key);
            Figure& figure = chip.figure(info.field);
            const QString value = cellOf(key);
            if (!value.isEmpty()) {
                if (info.kind == FieldKind::Number) {
                    bool ok = false;
                    const double number = value.trimmed().toDouble(&ok);
                    if (!ok || !std::isfinite(number)) {
                        return fail(csvAt(csvPlace(line, columns.column(key), key),
                                          tr("\"%1\" is not a number (write it like 1307.4, "
                                             "without units or group separators)")
                                              .arg(value)));
                    }
                    figure.value = number;
                } else {
                    figure.value = value;
                }
            }
            const QString statusText = cellOf(key + kStatusSuffix).trimmed();
            if (statusText.isEmpty()) {
                figure.status = figure.hasValue() ? FigureStatus::Published : FigureStatus::Unknown;
            } else {
                const std::optional<FigureStatus> status =
                    parseStatus(statusText, &figure.sparsityUnstated);
                if (!status) {
                    return fail(csvAt(
                        csvPlace(line, columns.column(key + kStatusSuffix), key + kStatusSuffix),
                        tr("unknown status \"%1\"; use one of %2, optionally "
                           "followed by \", sparsity_unstated\"")
                            .arg(statusText, statusChoices())));
                }
                figure.status = *status;
            }
            figure.source = cellOf(key + kSourceSuffix);
            figure.note = cellOf(key + kNoteSuffix);
        }
        for (const CsvAttributeColumn& column : csvAttributeColumns()) {
            QString problem;
            if (!readCsvAttributeCell(cellOf(column.name), column, &chip.figure(column.field),
                                      &problem)) {
                return fail(
                    csvAt(csvPlace(line, columns.column(column.name), column.name), problem));
            }
        }

        const QList<ValidationIssue> issues = validateChip(chip);
        if (!issues.isEmpty()) {
            const ValidationIssue& issue = issues.constFirst();
            // The column at fault: the value's, else the status column's.
            QString name = issue.key;
            if (columns.column(name) < 0 && issue.field)
                name = issue.key + kStatusSuffix;
            if (columns.column(name) < 0 && issue.key == QLatin1String("source_urls"))
                name = issue.key;
            const int column = columns.column(name);
            if (column < 0)
                return fail(csvAt(tr("line %1").arg(line), issue.message));
            return fail(csvAt(csvPlace(line, column, name), issue.problem));
        }
        if (const auto it = lineOfId.constFind(chip.id); it != lineOfId.cend()) {
            return fail(
                csvAt(csvPlace(line, columns.column(QStringLiteral("id")), QStringLiteral("id")),
                      tr("the id \"%1\" is already used on line %2").arg(chip.id).arg(*it)));
        }
        lineOfId.insert(chip.id, line);
        result.chips.append(std::move(imported));
    }
    control.report(total, total);
    result.status = ChipFileResult::Status::Ok;
    return result;
}

} // namespace chipatlas
