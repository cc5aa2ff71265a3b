#include "ownershipoptions.h"

#include "clicontext.h"
#include "domain/excerpt.h"
#include "domain/ownershipdefaults.h"
#include "domain/validation.h"

#include <QCommandLineParser>

#include <algorithm>
#include <iterator>

namespace chipatlas::cli {

namespace {
// One option per scenario field, in the order --help lists them. The field's key is the word
// `scenarios show` and the JSON use; the option is the shorter word of the issue's command line.
struct OptionSpec {
    const char* name;
    OwnershipField field;
    const char* valueName;
    const char* description;
};
constexpr OptionSpec kOptions[] = {
    {"price", OwnershipField::PurchasePrice, "x",
     "Purchase price of one unit (one system, or one chip) in the scenario's currency. "
     "Default: the system's published list price, where the catalog has one."},
    {"price-source", OwnershipField::PriceSource, "text",
     "Where your price comes from (a quote, its date and reference)."},
    {"currency", OwnershipField::Currency, "code",
     "The scenario's currency (ISO 4217). Offers in another currency are not compared."},
    {"units", OwnershipField::Units, "n", "Systems bought (a system; also SYSTEM*N)."},
    {"server-chips", OwnershipField::ServerChips, "n",
     "Chips in one server (a chip bought as CHIP*N)."},
    {"infrastructure", OwnershipField::InfrastructurePct, "percent",
     "Networking, storage and installation, added to the price (percent of it)."},
    {"years", OwnershipField::DepreciationYears, "n",
     "Depreciation years (straight line, no interest, no resale value)."},
    {"power-w", OwnershipField::PowerW, "watts",
     "One unit's power draw. Default: the system's published power, else chips x TDP x "
     "--server-overhead, labelled an estimate."},
    {"server-overhead", OwnershipField::ServerOverhead, "factor",
     "Factor over chips x TDP for an estimated power (CPUs, memory, network, fans)."},
    {"pue", OwnershipField::Pue, "x", "Power usage effectiveness of the site (1 or more)."},
    {"kwh-price", OwnershipField::ElectricityPerKwh, "x",
     "Electricity price per kWh in the scenario's currency."},
    {"hosting-kw-month", OwnershipField::HostingPerKwMonth, "x",
     "Colocation price per kW and month, billed on the power provisioned."},
    {"support-year", OwnershipField::SupportPerYear, "x", "Staff and support per year."},
    {"utilisation", OwnershipField::UtilisationPct, "percent",
     "Share of the hours the hardware does useful work (above 0, at most 100)."},
    {"offer", OwnershipField::Offer, "id",
     "The rental offer to compare with (see: offers ID). Default: the cheapest on-demand "
     "offer in the scenario's currency."},
    {"model", OwnershipField::Model, "id",
     "The LLM whose tokens the cost per million tokens counts (see: models)."},
    {"rack-kw", OwnershipField::RackKw, "kw", "The facility's power per rack."},
    {"facility-mw", OwnershipField::FacilityMw, "mw",
     "The facility's total IT power: how many units, chips and tokens per second fit."},
    {"notes", OwnershipField::Notes, "text", "Notes saved with the scenario."},
};

QString numberText(double value) {
    return CliContext::locale().toString(value, 'g', 12);
}

QString descriptionOf(const OptionSpec& spec) {
    QString text = QString::fromLatin1(spec.description);
    const OwnershipDefault* fallback = ownershipDefault(spec.field);
    if (fallback && fallback->value) {
        text += QStringLiteral(" Default: %1").arg(numberText(*fallback->value));
        if (!fallback->currency.isEmpty())
            text += QLatin1Char(' ') + fallback->currency;
        text += QLatin1Char('.');
    }
    return text;
}
} // namespace

OwnershipOptions::OwnershipOptions(bool withNotes) {
    for (const OptionSpec& spec : kOptions) {
        if (spec.field == OwnershipField::Notes && !withNotes)
            continue;
        m_rows.append(
            {spec.field, QCommandLineOption(QString::fromLatin1(spec.name), descriptionOf(spec),
                                            QString::fromLatin1(spec.valueName))});
    }
}

void OwnershipOptions::addTo(QCommandLineParser& parser) const {
    for (const Row& row : m_rows)
        parser.addOption(row.option);
}

bool OwnershipOptions::apply(CliContext& context, const QCommandLineParser& parser,
                             OwnershipScenario* scenario) const {
    for (const Row& row : m_rows) {
        if (!parser.isSet(row.option))
            continue;
        const QString error = setOwnershipText(*scenario, row.field, parser.value(row.option));
        if (!error.isEmpty()) {
            context.usageError(
                QStringLiteral("--%1: %2").arg(row.option.names().constFirst(), error));
            return false;
        }
    }
    return true;
}

bool OwnershipOptions::anySet(const QCommandLineParser& parser) const {
    return std::any_of(m_rows.begin(), m_rows.end(),
                       [&parser](const Row& row) { return parser.isSet(row.option); });
}

bool OwnershipOptions::validate(CliContext& context, const OwnershipScenario& scenario,
                                const QHash<OwnershipField, QString>& renamed) {
    const QList<ValidationIssue> issues = validateOwnershipScenario(scenario);
    if (issues.isEmpty())
        return true;
    const ValidationIssue& issue = issues.constFirst();
    const std::optional<OwnershipField> field = ownershipFieldFromKey(issue.key);
    const QString option = !field ? QString() : renamed.value(*field, optionName(*field));
    context.usageError(option.isEmpty() ? issue.message
                                        : QStringLiteral("%1: %2").arg(option, issue.message));
    return false;
}

QString OwnershipOptions::optionName(OwnershipField field) {
    const auto it = std::find_if(std::begin(kOptions), std::end(kOptions),
                                 [field](const OptionSpec& spec) { return spec.field == field; });
    return it == std::end(kOptions) ? QString() : QStringLiteral("--") + QLatin1String(it->name);
}

std::optional<HardwareArgument> parseHardwareArgument(CliContext& context, const QString& text) {
    HardwareArgument hardware;
    const qsizetype star = text.indexOf(QLatin1Char('*'));
    hardware.id = star < 0 ? text : text.left(star);
    if (hardware.id.isEmpty()) {
        context.usageError(QStringLiteral("\"%1\": the hardware is a system or chip id, "
                                          "optionally with *N (e.g. nvidia-h100-sxm*16)")
                               .arg(excerpt(text)));
        return std::nullopt;
    }
    if (star >= 0) {
        bool number = false;
        const int count = text.mid(star + 1).toInt(&number);
        if (!number || count < 1) {
            context.usageError(
                QStringLiteral("\"%1\": N in %2*N is a whole number from 1 up (systems bought of "
                               "a system, chips of a chip)")
                    .arg(excerpt(text), excerpt(hardware.id)));
            return std::nullopt;
        }
        hardware.count = count;
    }
    return hardware;
}

void setHardware(const HardwareArgument& hardware, bool isSystem, OwnershipScenario* scenario) {
    scenario->hardwareId = hardware.id;
    if (!hardware.count)
        return;
    if (isSystem)
        scenario->units = hardware.count;
    else
        scenario->chipCount = hardware.count;
}

} // namespace chipatlas::cli
