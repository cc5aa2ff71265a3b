#include "systemcsv.h"

#include "csvdiagnosis.h"
#include "csvwriter.h"
#include "domain/excerpt.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace chipatlas {

namespace {
// "published, computed, unverified, design_target, not_published, unknown"
QString statusKeyList() {
    QStringList keys;
    for (FigureStatus status : figureStatuses())
        keys << statusKey(status);
    return keys.join(QStringLiteral(", "));
}
// lupdate files a free tr() under its namespace, "chipatlas": look the text up there.
QString tr(const char* text) {
    return QCoreApplication::translate("chipatlas", text);
}

const QString kPrintedUnitSuffix = QStringLiteral("_printed_unit");

QString key(const FieldSpec& info) {
    return QString::fromLatin1(info.key);
}

QString valueCell(const System& system, const FieldSpec& info) {
    const Figure& figure = system.figure(systemField(info));
    if (!figure.hasValue())
        return {};
    return info.kind == FieldKind::Number ? csvNumber(figure.number()) : figure.text();
}

// The ';'-joined sources of a row. A ';' inside parentheses belongs to its source, as the
// reference systems.csv writes one: "AWS EC2 ... (markdown copy ...; repo path not shown)".
QStringList splitSources(const QString& cell) {
    QStringList sources;
    QString current;
    int depth = 0;
    for (const QChar c : cell) {
        if (c == QLatin1Char('('))
            ++depth;
        else if (c == QLatin1Char(')') && depth > 0)
            --depth;
        if (c == QLatin1Char(';') && depth == 0) {
            sources << current.trimmed();
            current.clear();
        } else {
            current += c;
        }
    }
    sources << current.trimmed();
    sources.removeAll(QString());
    return sources;
}

bool readFigure(const CsvRowReader& row, const FieldSpec& info, Figure* figure, QString* error) {
    const QString name = key(info);
    const QString value = row.cell(name);
    if (!value.isEmpty()) {
        if (info.kind == FieldKind::Number) {
            bool ok = false;
            const double number = value.trimmed().toDouble(&ok);
            if (!ok || !std::isfinite(number)) {
                *error = row.at(name, tr("\"%1\" is not a number (write it like 1307.4, without "
                                         "units or group separators)")
                                          .arg(excerpt(value)));
                return false;
            }
            figure->value = number;
        } else {
            figure->value = value;
        }
    }
    const QString statusText = row.cell(name + kCsvStatusSuffix).trimmed();
    if (statusText.isEmpty()) {
        figure->status = figure->hasValue() ? FigureStatus::Published : FigureStatus::Unknown;
    } else if (const std::optional<FigureStatus> status = statusFromKey(statusText)) {
        figure->status = *status;
    } else {
        *error = row.at(
            name + kCsvStatusSuffix,
            tr("unknown status \"%1\"; use one of %2").arg(excerpt(statusText), statusKeyList()));
        return false;
    }
    const bool missing =
        figure->status == FigureStatus::NotPublished || figure->status == FigureStatus::Unknown;
    if (missing == figure->hasValue()) {
        const QString column = row.columns.contains(name) ? name : name + kCsvStatusSuffix;
        *error = row.at(
            column, missing
                        ? tr("the figure is %1 but has a value").arg(statusText)
                        : tr("the figure is %1 but has no value").arg(statusKey(figure->status)));
        return false;
    }
    figure->source = row.cell(name + kCsvSourceSuffix);
    figure->note = row.cell(name + kCsvNoteSuffix);
    if (!info.takesPrintedUnit())
        return true;
    const QString unitText = row.cell(name + kPrintedUnitSuffix).trimmed();
    const std::optional<PrintedUnit> unit = printedUnitFromKey(unitText);
    if (!unit) {
        *error = row.at(name + kPrintedUnitSuffix,
                        tr("\"%1\" is not a printed unit; use decimal, binary or leave it empty")
                            .arg(excerpt(unitText)));
        return false;
    }
    figure->printedUnit = *unit;
    return true;
}

std::optional<System> readSystem(const CsvRowReader& row, QString* error) {
    System system;
    system.id = row.cell(QStringLiteral("id")).trimmed();
    system.name = row.cell(QStringLiteral("name")).trimmed();
    system.vendor = row.cell(QStringLiteral("vendor")).trimmed();
    system.chipId = row.cell(QStringLiteral("chip_id")).trimmed();
    for (const auto& [name, value] :
         {std::pair{"id", system.id}, std::pair{"name", system.name},
          std::pair{"vendor", system.vendor}, std::pair{"chip_id", system.chipId}}) {
        if (value.isEmpty()) {
            *error = row.at(QString::fromLatin1(name), tr("is empty; every system needs one"));
            return std::nullopt;
        }
    }
    const QString countText = row.cell(QStringLiteral("chip_count")).trimmed();
    bool ok = false;
    system.chipCount = countText.toInt(&ok);
    if (!ok || system.chipCount < 1) {
        *error = row.at(QStringLiteral("chip_count"),
                        tr("\"%1\" is not a whole number of at least 1").arg(excerpt(countText)));
        return std::nullopt;
    }
    const QString sparse = row.cell(QStringLiteral("vendor_throughput_sparse")).trimmed();
    if (!sparse.isEmpty() && sparse != QLatin1String("true") && sparse != QLatin1String("false")) {
        *error = row.at(QStringLiteral("vendor_throughput_sparse"),
                        tr("\"%1\" is not true or false").arg(excerpt(sparse)));
        return std::nullopt;
    }
    system.vendorThroughputSparse = sparse == QLatin1String("true");
    system.sourceUrls = splitSources(row.cell(QStringLiteral("source_urls")));
    system.notes = row.cell(QStringLiteral("notes"));
    for (const FieldSpec& info : allSystemFields()) {
        if (!readFigure(row, info, &system.figure(systemField(info)), error))
            return std::nullopt;
    }
    return system;
}
} // namespace

QStringList systemCsvColumns() {
    QStringList columns{QStringLiteral("id"),         QStringLiteral("name"),
                        QStringLiteral("vendor"),     QStringLiteral("chip_id"),
                        QStringLiteral("chip_count"), QStringLiteral("vendor_throughput_sparse")};
    for (const FieldSpec& info : allSystemFields())
        columns << key(info);
    columns << QStringLiteral("source_urls") << QStringLiteral("notes");
    for (const FieldSpec& info : allSystemFields()) {
        columns << key(info) + kCsvStatusSuffix << key(info) + kCsvSourceSuffix
                << key(info) + kCsvNoteSuffix;
        if (info.takesPrintedUnit())
            columns << key(info) + kPrintedUnitSuffix;
    }
    return columns;
}

QByteArray systemCsvLine(const System& system) {
    QStringList cells{system.id,
                      system.name,
                      system.vendor,
                      system.chipId,
                      QString::number(system.chipCount),
                      system.vendorThroughputSparse ? QStringLiteral("true")
                                                    : QStringLiteral("false")};
    for (const FieldSpec& info : allSystemFields())
        cells << valueCell(system, info);
    cells << system.sourceUrls.join(QLatin1Char(';')) << system.notes;
    for (const FieldSpec& info : allSystemFields()) {
        const Figure& figure = system.figure(systemField(info));
        cells << statusKey(figure.status) << figure.source << figure.note;
        if (info.takesPrintedUnit())
            cells << printedUnitKey(figure.printedUnit);
    }
    return csvLine(cells);
}

QByteArray exportSystemsCsv(QList<System> systems) {
    std::sort(systems.begin(), systems.end(),
              [](const System& a, const System& b) { return a.id < b.id; });
    QByteArray out = csvLine(systemCsvColumns());
    for (const System& system : systems)
        out += systemCsvLine(system);
    return out;
}

std::optional<QList<System>> readSystemsCsv(const QByteArray& data, QString* error,
                                            QList<CsvEntryLines>* lines) {
    const QStringList required{QStringLiteral("id"), QStringLiteral("name"),
                               QStringLiteral("vendor"), QStringLiteral("chip_id"),
                               QStringLiteral("chip_count")};
    QList<System> systems;
    QHash<QString, int> lineOfId;
    const auto readRow = [&](const CsvRowReader& row, QString* rowError) {
        std::optional<System> system = readSystem(row, rowError);
        if (!system)
            return false;
        if (const auto it = lineOfId.constFind(system->id); it != lineOfId.cend()) {
            *rowError = row.at(
                QStringLiteral("id"),
                tr("the id \"%1\" is already used on line %2").arg(excerpt(system->id)).arg(*it));
            return false;
        }
        lineOfId.insert(system->id, row.line());
        systems.append(std::move(*system));
        return true;
    };
    if (!readCsvEntries(data, systemCsvColumns(), required, tr("a systems CSV"), readRow, error))
        return std::nullopt;
    if (lines) {
        lines->clear();
        for (const System& system : systems)
            lines->append(CsvEntryLines{lineOfId.value(system.id), {}});
    }
    return systems;
}

} // namespace chipatlas
