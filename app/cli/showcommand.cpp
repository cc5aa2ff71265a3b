// chipatlas-cli show ID: every figure of one chip with its provenance, as text or JSON.
#include "clicontext.h"
#include "commandline.h"
#include "commands.h"
#include "domain/figureformat.h"
#include "domain/offerchoice.h"
#include "domain/quantity.h"
#include "io/catalogjson.h"
#include "storage/catalog.h"
#include "systemdetails.h"

#include <QCommandLineParser>
#include <QJsonObject>

#include <algorithm>

namespace chipatlas::cli {

namespace {
// The computed figures a chip's listing adds: those that follow the precision and are not an
// alias of a catalog figure (throughput).
QList<Quantity> computedQuantities() {
    QList<Quantity> quantities;
    for (const Quantity& quantity : Quantity::all()) {
        if (quantity.followsPrecision() && quantity.canUse(QuantityUse::List))
            quantities.append(quantity);
    }
    return quantities;
}

struct Line {
    bool numeric;
    QString label;
    QString value;
    QString status;
    QString source;
    QString note;
    QString context; // the configuration and range: "air-cooled; 900-1200 W"
    QString printed; // "32 GiB as printed by AWS"
};

// The GUI's details pane says the same through the same core functions (figureformat.h).
Line figureLine(const QString& label, const Figure& figure, bool numeric, Unit unit,
                const QString& vendor) {
    const QLocale locale = CliContext::locale();
    Line line{numeric,
              label,
              QStringLiteral("-"),
              statusDisplayName(figure.status),
              figure.source,
              figure.note,
              {},
              {}};
    if (figure.hasValue()) {
        line.value = plainSpaces(formatFigure(figure, unit, locale));
        if (figure.status == FigureStatus::Unverified)
            line.value += QLatin1Char('?');
        else if (figure.status == FigureStatus::DesignTarget)
            line.value += QStringLiteral(" target");
        line.context = plainSpaces(figureContext(figure, unit, locale));
        line.printed = plainSpaces(printedAsText(figure, unit, vendor, locale));
    }
    if (figure.sparsityUnstated)
        line.status += QStringLiteral(", sparsity unstated");
    return line;
}

QString chipText(const Chip& chip, Precision precision) {
    QString text = QStringLiteral("%1 (%2)\n").arg(chip.name, chip.id);
    const auto property = [&text](const QString& label, const QString& value) {
        if (!value.isEmpty())
            text +=
                QStringLiteral("%1 %2\n").arg((label + QLatin1Char(':')).leftJustified(9), value);
    };
    property(QStringLiteral("Vendor"), chip.vendor);
    property(QStringLiteral("Family"), chip.familyGeneration);
    property(QStringLiteral("Kind"), chip.kind);
    property(QStringLiteral("Origin"),
             chip.origin == Origin::BuiltIn ? QStringLiteral("built-in") : QStringLiteral("user"));

    // Every catalog figure, then the ones computed from them at the precision.
    QList<Line> lines;
    for (const FieldSpec& info : allFields()) {
        const Quantity quantity = Quantity::forField(chipField(info));
        lines.append(figureLine(quantity.label(precision), quantity.figure(chip, precision),
                                quantity.isNumeric(), quantity.unit(precision), chip.vendor));
    }
    for (const Quantity& quantity : computedQuantities())
        lines.append(figureLine(quantity.label(precision), quantity.figure(chip, precision),
                                quantity.isNumeric(), quantity.unit(precision), chip.vendor));

    // label, status, value: numbers right-aligned so their digits line up, text after them.
    qsizetype labelWidth = 0;
    qsizetype statusWidth = 0;
    qsizetype numberWidth = 0;
    for (const Line& line : lines) {
        labelWidth = std::max(labelWidth, line.label.size());
        statusWidth = std::max(statusWidth, line.status.size());
        if (line.numeric)
            numberWidth = std::max(numberWidth, line.value.size());
    }
    const bool anyTarget = std::any_of(lines.cbegin(), lines.cend(), [](const Line& line) {
        return line.value.endsWith(QLatin1String(" target"));
    });
    text += anyTarget ? QStringLiteral("\nFigures (\"?\": unverified, \"target\": a design target, "
                                       "not shipping)\n")
                      : QStringLiteral("\nFigures (\"?\": unverified)\n");
    const QString indent(4, QLatin1Char(' '));
    for (const Line& line : lines) {
        QString row =
            QStringLiteral("  %1  %2  %3")
                .arg(line.label.leftJustified(labelWidth), line.status.leftJustified(statusWidth),
                     line.numeric ? line.value.rightJustified(numberWidth) : line.value);
        if (!line.context.isEmpty())
            row += QStringLiteral(" (%1)").arg(line.context);
        text += row.trimmed().prepend(QStringLiteral("  ")) + QLatin1Char('\n');
        if (!line.printed.isEmpty())
            text += indent + QStringLiteral("unit: ") + line.printed + QLatin1Char('\n');
        if (!line.note.isEmpty())
            text += indent + QStringLiteral("note: ") + line.note + QLatin1Char('\n');
        if (!line.source.isEmpty())
            text += indent + QStringLiteral("source: ") + line.source + QLatin1Char('\n');
    }

    if (!chip.sparsityNote.isEmpty())
        text += QStringLiteral("\nSparsity\n  %1\n").arg(chip.sparsityNote);
    if (!chip.notes.isEmpty())
        text += QStringLiteral("\nNotes\n  %1\n").arg(chip.notes);
    if (!chip.sourceUrls.isEmpty())
        text +=
            QStringLiteral("\nSources\n  %1\n").arg(chip.sourceUrls.join(QStringLiteral("\n  ")));
    return text;
}

int showSystem(CliContext& context, const System& system, Precision precision, bool json) {
    bool failed = false;
    const std::optional<Chip> chip = context.findChip(system.chipId, &failed);
    if (failed)
        return ExitDataError;
    const std::optional<QList<Offer>> offers = context.offers();
    if (!offers)
        return ExitDataError;
    const QList<Offer> systemOffers = offersForSystem(system, *offers);
    if (json)
        context.printJson(systemDetailsJson(system, chip, systemOffers, precision));
    else
        context.print(systemDetailsText(system, chip, systemOffers, precision));
    return ExitOk;
}
} // namespace

int runShow(CliContext& context, const QStringList& arguments) {
    CommandLine line(
        QStringLiteral("Show every figure of one chip with its status, note and source, then\n"
                       "the chip's notes and source URLs. Numbers use the C locale (1307.4).\n\n"
                       "For a system: its own figures the same way, the totals computed from its\n"
                       "chip with their formulas, the vendor's own totals checked against them\n"
                       "(agree, or DISAGREE beyond rounding, with both numbers) and the spread\n"
                       "of its offers."));
    line.addArgument(
        QStringLiteral("ID"),
        QStringLiteral("The chip's or system's id, e.g. nvidia-h100-sxm (see: list, systems)."));
    line.addOptions({
        CliContext::precisionOption(),
        {QStringLiteral("json"),
         QStringLiteral("Print the chip as a JSON object, with a \"computed\" object beside its "
                        "\"figures\" (perf_per_watt and bandwidth_per_tflop at --precision).")},
    });
    if (const std::optional<int> exit = line.parse(context, arguments))
        return *exit;
    const QCommandLineParser& parser = line.parser();
    const std::optional<QString> id = context.singleId(
        parser, QStringLiteral("show"), QStringLiteral("chip id"), QStringLiteral("list"));
    if (!id)
        return ExitUsageError;
    const std::optional<Precision> precision = context.precision(parser, line.option("precision"));
    if (!precision)
        return ExitUsageError;

    const std::optional<std::variant<System, Chip>> entry = context.chipOrSystem(*id);
    if (!entry)
        return ExitDataError;
    if (const System* system = std::get_if<System>(&*entry))
        return showSystem(context, *system, *precision, line.isSet("json"));
    const Chip* const chip = &std::get<Chip>(*entry);

    if (line.isSet("json")) {
        QJsonObject object = chipToJson(*chip);
        QJsonObject computed;
        for (const Quantity& quantity : computedQuantities())
            computed.insert(quantity.key(),
                            computedFigureToJson(quantity.figure(*chip, *precision),
                                                 quantity.unit(*precision), *precision));
        object.insert(QLatin1String("computed"), computed);
        context.printJson(object);
    } else {
        context.print(chipText(*chip, *precision));
    }
    return ExitOk;
}

} // namespace chipatlas::cli
