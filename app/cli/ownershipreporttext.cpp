#include "ownershipreporttext.h"

#include "application/catalogsnapshot.h"
#include "clicontext.h"
#include "storage/catalog.h"
#include "texttable.h"

#include <QSet>

#include <algorithm>

namespace chipatlas::cli {

namespace {
// "default (2024-07-15): Uptime Institute Global Data Center Survey 2024"; "" without either.
QString sourceText(const OwnershipCell& cell) {
    QString text;
    if (cell.origin)
        text = assumptionOriginKey(*cell.origin);
    if (cell.date.isValid())
        text += QStringLiteral(" (%1)").arg(cell.date.toString(Qt::ISODate));
    // A formula says "estimate: 8 x 700 W x 1.79" itself.
    if (cell.source.startsWith(text + QLatin1Char(':')))
        return cell.source;
    if (!cell.source.isEmpty())
        text += (text.isEmpty() ? QString() : QStringLiteral(": ")) + cell.source;
    return text.trimmed();
}

bool hasSource(const QList<OwnershipRow>& rows, int report) {
    return std::any_of(rows.begin(), rows.end(), [report](const OwnershipRow& row) {
        return report < row.cells.size() && !sourceText(row.cells.at(report)).isEmpty();
    });
}

// One section: its title over the labels, a value column per report (its hardware's name over
// it) and, where a report's cells have one, the origin and source beside its values.
QString sectionText(const OwnershipTable& table, OwnershipSection section) {
    const QList<OwnershipRow> rows = table.section(section);
    if (rows.isEmpty())
        return {};
    const int reports = int(table.hardwareNames.size());
    TextTable text;
    text.addColumn(ownershipSectionTitle(section), TextTable::Align::Left);
    QList<bool> sources;
    for (int report = 0; report < reports; ++report) {
        text.addColumn(table.hardwareNames.at(report), TextTable::Align::Right);
        sources << hasSource(rows, report);
        if (sources.last())
            text.addColumn(reports == 1 ? QStringLiteral("From")
                                        : QStringLiteral("From (%1)").arg(report + 1),
                           TextTable::Align::Left);
    }
    for (const OwnershipRow& row : rows) {
        QStringList cells{row.label};
        for (int report = 0; report < reports; ++report) {
            const OwnershipCell cell =
                report < row.cells.size() ? row.cells.at(report) : OwnershipCell{};
            cells << (report < row.cells.size() ? cell.text : QString());
            if (sources.at(report))
                cells << sourceText(cell);
        }
        text.addRow(cells);
    }
    return text.toString();
}

QString headingText(const OwnershipTable& table, const QList<OwnershipReport>& reports) {
    QString text;
    for (int i = 0; i < reports.size(); ++i) {
        const OwnershipReport& report = reports.at(i);
        if (reports.size() > 1)
            text += QStringLiteral("(%1) ").arg(i + 1);
        text += QStringLiteral("%1 (%2): %3 %4, %5 %6, in %7\n")
                    .arg(report.hardwareName, report.hardwareId)
                    .arg(report.units)
                    .arg(report.isSystem ? (report.units == 1 ? QStringLiteral("system")
                                                              : QStringLiteral("systems"))
                                         : (report.units == 1 ? QStringLiteral("server")
                                                              : QStringLiteral("servers")))
                    .arg(report.chips)
                    .arg(report.chips == 1 ? QStringLiteral("chip") : QStringLiteral("chips"))
                    .arg(report.currency);
        if (!report.availability.isEmpty())
            text += QStringLiteral("  Availability: %1\n").arg(report.availability);
        const QStringList problems =
            i < table.problems.size() ? table.problems.at(i) : report.problems;
        for (const QString& problem : problems)
            text += QStringLiteral("  Note: %1\n").arg(problem);
    }
    return text;
}

} // namespace

QString ownershipReportText(const OwnershipTable& table, const QList<OwnershipReport>& reports) {
    QStringList parts{headingText(table, reports)};
    for (const OwnershipSection section : kAllOwnershipSections) {
        const QString text = sectionText(table, section);
        if (!text.isEmpty())
            parts << text;
    }
    return parts.join(QLatin1Char('\n'));
}

std::optional<CatalogSnapshot> ownershipSnapshot(CliContext& context,
                                                 const QStringList& hardwareIds) {
    Catalog* const catalog = context.catalog();
    if (!catalog)
        return std::nullopt;
    const std::optional<QList<System>> allSystems = context.systems();
    if (!allSystems)
        return std::nullopt;
    QSet<QString> chipIds;
    for (const QString& id : hardwareIds) {
        const auto system = std::find_if(allSystems->begin(), allSystems->end(),
                                         [&id](const System& s) { return s.id == id; });
        chipIds.insert(system == allSystems->end() ? id : system->chipId);
    }
    QList<Chip> chips;
    for (const QString& id : std::as_const(chipIds)) {
        bool failed = false;
        if (std::optional<Chip> chip = context.findChip(id, &failed))
            chips << std::move(*chip);
        if (failed)
            return std::nullopt;
    }
    // The systems of those chips: a measured result on another system of the same chip prices
    // tokens too (costFromResults()).
    QList<System> systems;
    for (const System& system : *allSystems) {
        if (chipIds.contains(system.chipId))
            systems << system;
    }
    const std::optional<QList<Offer>> offers = context.offers();
    if (!offers)
        return std::nullopt;
    StorageError error;
    QList<LlmModel> models = catalog->models().all(&error);
    if (error) {
        context.fail(ExitDataError, error);
        return std::nullopt;
    }
    QList<Result> results = catalog->results().all(&error);
    if (error) {
        context.fail(ExitDataError, error);
        return std::nullopt;
    }
    const auto byId = [](const auto& a, const auto& b) { return a.id < b.id; };
    std::sort(chips.begin(), chips.end(), byId);
    std::sort(models.begin(), models.end(),
              [](const LlmModel& a, const LlmModel& b) { return a.id() < b.id(); });
    return CatalogSnapshot(std::move(chips), std::move(models), {}, std::move(systems), *offers,
                           std::move(results));
}

} // namespace chipatlas::cli
