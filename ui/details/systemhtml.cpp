#include "details/systemhtml.h"

#include "common/catalogtext.h"
#include "common/theme.h"
#include "details/figurehtml.h"
#include "details/offershtml.h"
#include "details/resultshtml.h"
#include "domain/offerchoice.h"
#include "domain/quantity.h"
#include "domain/systemaggregates.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace chipatlas::systemhtml {

using namespace figurehtml;

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(SystemHtml)
};

// Memory, bandwidth and throughput at every precision: what the system adds up to.
QList<Row> totalRows(const System& system, const Chip& chip) {
    QList<Row> rows;
    for (const FieldSpec& info : allFields()) {
        const Field field = chipField(info);
        const std::optional<Figure> total = systemTotal(system, chip, field);
        if (!total)
            continue;
        const Quantity quantity = Quantity::forField(field);
        rows.append({quantity.label(Precision::BF16), *total, info.unit, true});
    }
    return rows;
}

QString checksHtml(const QList<VendorTotalCheck>& checks, const QString& grey) {
    QString html = QStringLiteral("<h3>%1</h3><table width=\"100%\" cellspacing=\"0\" "
                                  "cellpadding=\"3\">")
                       .arg(esc(Text::tr("Vendor totals against the computed ones")));
    for (const VendorTotalCheck& check : checks) {
        const QString verdict = check.disagrees
                                    ? badge(Text::tr("disagree"), QStringLiteral("#c62828"))
                                    : badge(Text::tr("agree"), QStringLiteral("#2e7d32"));
        html += QStringLiteral("<tr><td width=\"36%\">%1</td><td>%2</td><td width=\"16%\">%3"
                               "</td></tr>")
                    .arg(esc(systemFieldLabel(check.vendorField)), esc(check.text), verdict);
        QStringList extra;
        if (check.vendorSparse)
            extra << esc(Text::tr("The vendor's figure counts 2:4 sparsity: compared at half."));
        if (!check.vendor.source.isEmpty())
            extra << Text::tr("Source: %1").arg(link(check.vendor.source));
        if (!extra.isEmpty())
            html += QStringLiteral("<tr><td colspan=\"3\" style=\"color:%1; font-size:small; "
                                   "padding-left:16px; padding-bottom:6px;\">%2</td></tr>")
                        .arg(grey, extra.join(QStringLiteral("<br>")));
    }
    return html + QStringLiteral("</table>");
}
} // namespace

QString html(const System& system, const CatalogSnapshot& snapshot, Precision precision,
             const QPalette& palette, const QDate& today, MemoryUnits memoryUnits) {
    const QString grey = palette.color(QPalette::Disabled, QPalette::Text).name();
    const Chip* chip = snapshot.chip(system.chipId);
    QString html = QStringLiteral("<h2>%1</h2>").arg(esc(system.name));
    const QString chipName = chip ? chip->name : system.chipId;
    html += QStringLiteral("<p style=\"color:%1;\">%2</p>")
                .arg(grey, esc(Text::tr("%1 · %2 x %3 · system")
                                   .arg(system.vendor)
                                   .arg(system.chipCount)
                                   .arg(chipName)));

    QList<Row> figures;
    for (const FieldSpec& info : allSystemFields())
        figures.append({systemFieldLabel(systemField(info)), system.figure(systemField(info)),
                        info.unit, info.kind == FieldKind::Number,
                        systemField(info) == SystemField::Availability});
    html += tableHtml(Text::tr("System"), figures, system.vendor, palette, memoryUnits);

    if (!chip) {
        html += QStringLiteral("<p style=\"color:%1;\">%2</p>")
                    .arg(signalColor(SignalColor::Bad, palette).name(),
                         esc(Text::tr("The chip \"%1\" is not in the catalog: the totals cannot "
                                      "be computed.")
                                 .arg(system.chipId)));
    } else {
        html += tableHtml(
            Text::tr("Totals (computed from %1 x %2)").arg(system.chipCount).arg(chip->name),
            totalRows(system, *chip), system.vendor, palette, memoryUnits);
        const Entry entry = Entry::ofSystem(system, chip);
        QList<Row> efficiency;
        for (const Quantity& quantity : {Quantity::perfPerWatt(), Quantity::bandwidthPerTflop()})
            efficiency.append({quantity.label(precision),
                               quantity.figure(entry.figures(), precision),
                               quantity.unit(precision), true});
        html += tableHtml(Text::tr("Efficiency at %1").arg(precisionName(precision)), efficiency,
                          system.vendor, palette);
        const QList<VendorTotalCheck> checks = vendorTotalChecks(system, *chip);
        if (!checks.isEmpty())
            html += checksHtml(checks, grey);
    }

    html +=
        offershtml::sectionHtml(snapshot.offerIndex().forSystem(system), system.id, today, palette);
    html += resultshtml::sectionHtml(resultshtml::resultsForSystem(system.id, snapshot), system.id,
                                     snapshot, palette);

    if (!system.notes.isEmpty())
        html += QStringLiteral("<h3>%1</h3><p>%2</p>")
                    .arg(esc(Text::tr("Notes")), esc(catalogText(system.notes)));
    if (!system.sourceUrls.isEmpty()) {
        html += QStringLiteral("<h3>%1</h3><ul>").arg(esc(Text::tr("Sources")));
        for (const QString& url : system.sourceUrls)
            html += QStringLiteral("<li><a href=\"%1\">%2</a></li>").arg(esc(url), esc(url));
        html += QStringLiteral("</ul>");
    }
    return html;
}

} // namespace chipatlas::systemhtml
