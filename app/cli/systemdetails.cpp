#include "systemdetails.h"

#include "clicontext.h"
#include "domain/figureformat.h"
#include "domain/offerchoice.h"
#include "domain/systemaggregates.h"
#include "io/catalogjson.h"
#include "io/systemjson.h"
#include "offertext.h"

#include <QJsonArray>

#include <algorithm>

namespace chipatlas::cli {

namespace {
struct Line {
    QString label;
    QString value;
    QString status;
    QString note;
    QString source;
};

Line figureLine(const QString& label, const Figure& figure, Unit unit) {
    Line line{label, QStringLiteral("-"), statusDisplayName(figure.status), figure.note,
              figure.source};
    if (figure.hasValue()) {
        line.value = plainSpaces(describeFigure(figure, unit, CliContext::locale()));
        if (figure.status == FigureStatus::Unverified)
            line.value += QLatin1Char('?');
        else if (figure.status == FigureStatus::DesignTarget)
            line.value += QStringLiteral(" target");
    }
    if (figure.sparsityUnstated)
        line.status += QStringLiteral(", sparsity unstated");
    return line;
}

// label, status, value, then the note (a computed total's formula) and source indented below.
QString linesText(const QList<Line>& lines, const QString& noteLabel) {
    qsizetype labelWidth = 0;
    qsizetype statusWidth = 0;
    for (const Line& line : lines) {
        labelWidth = std::max(labelWidth, line.label.size());
        statusWidth = std::max(statusWidth, line.status.size());
    }
    QString text;
    for (const Line& line : lines) {
        text += QStringLiteral("  %1  %2  %3")
                    .arg(line.label.leftJustified(labelWidth),
                         line.status.leftJustified(statusWidth), line.value)
                    .trimmed()
                    .prepend(QStringLiteral("  ")) +
                QLatin1Char('\n');
        if (!line.note.isEmpty())
            text += QStringLiteral("    %1: %2\n").arg(noteLabel, line.note);
        if (!line.source.isEmpty())
            text += QStringLiteral("    source: %1\n").arg(line.source);
    }
    return text;
}

// The fields a system adds up over its chips: memory, bandwidth and every throughput.
QList<Field> totalFields() {
    QList<Field> fields{Field::MemoryGb, Field::MemoryBwGbs};
    for (const FieldSpec& info : allFields()) {
        if (info.precision)
            fields << chipField(info);
    }
    return fields;
}

QJsonValue optionalNumber(const std::optional<double>& value) {
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}
} // namespace

QString systemDetailsText(const System& system, const std::optional<Chip>& chip,
                          const QList<Offer>& offers, Precision precision) {
    QString text = QStringLiteral("%1 (%2)\n").arg(system.name, system.id);
    text += QStringLiteral("Vendor:  %1\n").arg(system.vendor);
    text += QStringLiteral("Chips:   %1 x %2 (%3)\n")
                .arg(system.chipCount)
                .arg(chip ? chip->name : QStringLiteral("a chip the catalog lacks"), system.chipId);
    text += QStringLiteral("Origin:  %1\n")
                .arg(system.origin == Origin::BuiltIn ? QStringLiteral("built-in")
                                                      : QStringLiteral("user"));

    QList<Line> own;
    for (const FieldSpec& info : allSystemFields())
        own << figureLine(systemFieldLabel(systemField(info)), system.figure(systemField(info)),
                          info.unit);
    const bool anyTarget = std::any_of(own.cbegin(), own.cend(), [](const Line& line) {
        return line.value.endsWith(QLatin1String(" target"));
    });
    text +=
        (anyTarget ? QStringLiteral("\nFigures (\"?\": unverified, \"target\": a design target, "
                                    "not shipping)\n")
                   : QStringLiteral("\nFigures (\"?\": unverified)\n")) +
        linesText(own, QStringLiteral("note"));

    const Entry entry = Entry::ofSystem(system, chip ? &*chip : nullptr);
    QList<Line> totals;
    for (const Field field : totalFields())
        totals << figureLine(fieldLabel(field), entry.figure(field), fieldInfo(field).unit);
    const Quantity perfPerWatt = Quantity::perfPerWatt();
    totals << figureLine(perfPerWatt.label(precision),
                         perfPerWatt.figure(entry.figures(), precision),
                         perfPerWatt.unit(precision));
    text += QStringLiteral("\nTotals (computed from %1 chips)\n").arg(system.chipCount) +
            linesText(totals, QStringLiteral("formula"));

    if (chip) {
        const QList<VendorTotalCheck> checks = vendorTotalChecks(system, *chip);
        if (!checks.isEmpty()) {
            text += QStringLiteral("\nVendor totals\n");
            for (const VendorTotalCheck& check : checks)
                text += QStringLiteral("  %1  %2: %3\n")
                            .arg(check.disagrees ? QStringLiteral("DISAGREE")
                                                 : QStringLiteral("agree   "),
                                 systemFieldLabel(check.vendorField), check.text);
        }
    }

    text +=
        QStringLiteral("\nOffers (of this system only; a spread within one pricing type)\n  %1\n")
            .arg(spreadsText(offers, QStringLiteral("  ")));
    if (!offers.isEmpty())
        text += QStringLiteral("  (%1 offers: %2 offers %3)\n")
                    .arg(offers.size())
                    .arg(CliContext::programName(), system.id);
    if (!system.notes.isEmpty())
        text += QStringLiteral("\nNotes\n  %1\n").arg(system.notes);
    if (!system.sourceUrls.isEmpty())
        text +=
            QStringLiteral("\nSources\n  %1\n").arg(system.sourceUrls.join(QStringLiteral("\n  ")));
    return text;
}

QJsonObject systemDetailsJson(const System& system, const std::optional<Chip>& chip,
                              const QList<Offer>& offers, Precision precision) {
    QJsonObject object = systemToJson(system);
    const Entry entry = Entry::ofSystem(system, chip ? &*chip : nullptr);
    QJsonObject totals;
    for (const Field field : totalFields())
        totals.insert(fieldKey(field), figureToJson(field, entry.figure(field)));
    const Quantity perfPerWatt = Quantity::perfPerWatt();
    totals.insert(perfPerWatt.key(),
                  computedFigureToJson(perfPerWatt.figure(entry.figures(), precision),
                                       perfPerWatt.unit(precision), precision));
    object.insert(QLatin1String("totals"), totals);
    QJsonArray checks;
    if (chip) {
        for (const VendorTotalCheck& check : vendorTotalChecks(system, *chip)) {
            checks.append(QJsonObject{
                {QLatin1String("field"), systemFieldKey(check.vendorField)},
                {QLatin1String("computed"), figureToJson(check.chipField, check.computed)},
                {QLatin1String("vendor"), figureToJson(check.chipField, check.vendor)},
                {QLatin1String("vendor_sparse"), check.vendorSparse},
                {QLatin1String("vendor_comparable"), optionalNumber(check.vendorComparable)},
                {QLatin1String("ratio"), optionalNumber(check.ratio)},
                {QLatin1String("disagrees"), check.disagrees},
                {QLatin1String("text"), check.text}});
        }
    }
    object.insert(QLatin1String("vendor_checks"), checks);
    QJsonObject offersObject = spreadJson(offerSpread(offers));
    offersObject.insert(QLatin1String("spreads"), spreadsJson(offers));
    QJsonArray ids;
    for (const Offer& offer : offers)
        ids.append(offer.id);
    offersObject.insert(QLatin1String("ids"), ids);
    object.insert(QLatin1String("offers"), offersObject);
    return object;
}

} // namespace chipatlas::cli
