#include "application/ownershiprows.h"

#include "domain/money.h"

#include <QCoreApplication>
#include <QHash>

#include <cmath>

namespace chipatlas {

namespace {
// lupdate files OwnershipRowsText::tr() under "OwnershipRows", the context the text is looked
// up in.
class OwnershipRowsText final {
    Q_DECLARE_TR_FUNCTIONS(OwnershipRows)
};

// Rates keep three decimals below 10 (a chip-hour costs "$1.229"), as the GUI's prices do.
int rateDecimals(double amount) {
    return amount < 10 ? 3 : 2;
}

// Writes the cells of one report: each answer a cell of a row keyed by section and key.
class RowWriter {
public:
    RowWriter(const OwnershipReport& report, const QLocale& locale)
        : m_report(report)
        , m_locale(locale) {}

    struct Keyed {
        OwnershipSection section;
        QString key;
        QString label;
        OwnershipCell cell;
    };
    QList<Keyed> rows;

    void add(OwnershipSection section, const QString& key, const QString& label,
             OwnershipCell cell) {
        if (!cell.available && cell.text.isEmpty())
            cell.text = ownershipNotAvailableText();
        rows.append({section, key, label, std::move(cell)});
    }

    QString money(double amount, int decimals) const {
        return formatMoney(amount, m_report.currency, m_locale, decimals);
    }
    QString unit(const char* suffix) const { return m_report.currency + QLatin1String(suffix); }
    QString percent(double value) const {
        return OwnershipRowsText::tr("%1 %").arg(m_locale.toString(value, 'f', 1));
    }
    QString number(double value, int decimals) const {
        return m_locale.toString(value, 'f', decimals);
    }

    // A rate in the currency: "$98.32 per hour" (`pattern` holds %1 for the amount).
    OwnershipCell rate(std::optional<double> amount, const QString& pattern,
                       const char* unitSuffix) const {
        OwnershipCell cell;
        cell.unit = unit(unitSuffix);
        if (amount) {
            cell.available = true;
            cell.number = *amount;
            cell.text = pattern.arg(money(*amount, rateDecimals(*amount)));
        }
        return cell;
    }
    // A total in the currency, whole units: "$861,283".
    OwnershipCell total(std::optional<double> amount) const {
        OwnershipCell cell;
        cell.unit = m_report.currency;
        if (amount) {
            cell.available = true;
            cell.number = *amount;
            cell.text = money(*amount, 0);
        }
        return cell;
    }
    OwnershipCell plain(std::optional<double> value, const QString& text, const QString& unit) {
        OwnershipCell cell;
        cell.unit = unit;
        if (value) {
            cell.available = true;
            cell.number = *value;
            cell.text = text;
        }
        return cell;
    }
    static OwnershipCell fromAssumption(const Assumption& assumption, const QString& unit) {
        OwnershipCell cell;
        cell.available = assumption.origin != AssumptionOrigin::Missing;
        if (cell.available)
            cell.number = assumption.value;
        cell.text = assumption.valueText;
        cell.unit = unit;
        cell.origin = assumption.origin;
        cell.source = assumption.source;
        cell.date = assumption.date;
        return cell;
    }

    const OwnershipReport& m_report;
    const QLocale& m_locale;
};

std::optional<double> member(const std::optional<OwnershipCost>& cost,
                             double OwnershipCost::*field) {
    if (!cost)
        return std::nullopt;
    return (*cost).*field;
}

void writeOwning(RowWriter& w, const OwnershipReport& report) {
    const OwnershipSection s = OwnershipSection::Owning;
    const QString perHour = OwnershipRowsText::tr("%1 per hour");
    w.add(s, QStringLiteral("per_hour"), OwnershipRowsText::tr("Cost per hour"),
          w.rate(member(report.cost, &OwnershipCost::perHour), perHour, "/h"));
    w.add(s, QStringLiteral("capital_per_hour"), OwnershipRowsText::tr("Capital (depreciation)"),
          w.rate(member(report.cost, &OwnershipCost::capitalPerHour), perHour, "/h"));
    w.add(s, QStringLiteral("power_per_hour"), OwnershipRowsText::tr("Power"),
          w.rate(member(report.cost, &OwnershipCost::powerPerHour), perHour, "/h"));
    w.add(s, QStringLiteral("hosting_per_hour"), OwnershipRowsText::tr("Hosting"),
          w.rate(member(report.cost, &OwnershipCost::hostingPerHour), perHour, "/h"));
    w.add(s, QStringLiteral("support_per_hour"), OwnershipRowsText::tr("Staff and support"),
          w.rate(member(report.cost, &OwnershipCost::supportPerHour), perHour, "/h"));
    w.add(s, QStringLiteral("per_chip_hour"), OwnershipRowsText::tr("Per chip-hour"),
          w.rate(member(report.cost, &OwnershipCost::perChipHour),
                 OwnershipRowsText::tr("%1 per chip-hour"), "/chip-hour"));
    // Utilisation has no default (docs/MODEL-FIT.md 9.3): until the user gives one, the row and
    // the answers that need it say nothing rather than "0.0 %".
    const bool hasUtilisation = report.utilisationPct > 0;
    w.add(s, QStringLiteral("utilisation"), OwnershipRowsText::tr("Utilisation"),
          w.plain(hasUtilisation ? std::optional(report.utilisationPct) : std::nullopt,
                  w.percent(report.utilisationPct), QStringLiteral("%")));
    w.add(s, QStringLiteral("per_used_chip_hour"), OwnershipRowsText::tr("Per used chip-hour"),
          w.rate(report.ownedPerUsedChipHour, OwnershipRowsText::tr("%1 per used chip-hour"),
                 "/chip-hour"));
    w.add(s, QStringLiteral("one_year"), OwnershipRowsText::tr("Over 1 year"),
          w.total(member(report.cost, &OwnershipCost::oneYear)));
    w.add(s, QStringLiteral("three_years"), OwnershipRowsText::tr("Over 3 years"),
          w.total(member(report.cost, &OwnershipCost::threeYears)));
    if (!report.availability.isEmpty()) {
        OwnershipCell cell;
        cell.available = true;
        cell.text = report.availability;
        w.add(s, QStringLiteral("availability"), OwnershipRowsText::tr("Availability"), cell);
    }
}

void writeRenting(RowWriter& w, const OwnershipReport& report) {
    const OwnershipSection s = OwnershipSection::Renting;
    OwnershipCell offer;
    offer.unit = w.unit("/chip-hour");
    if (report.offer) {
        offer.available = true;
        offer.number = report.offer->usdPerChipHour;
        offer.text = report.offerText.isEmpty() ? report.offer->label : report.offerText;
        offer.origin = report.offer->kind == PriceOption::Kind::UserPrice
                           ? AssumptionOrigin::Yours
                           : AssumptionOrigin::Catalog;
        offer.source = report.offer->label;
        offer.date = report.offer->seen;
    }
    w.add(s, QStringLiteral("offer"), OwnershipRowsText::tr("Offer"), offer);
    std::optional<double> price;
    if (report.offer)
        price = report.offer->usdPerChipHour;
    w.add(s, QStringLiteral("rented_per_used_chip_hour"),
          OwnershipRowsText::tr("Per used chip-hour"),
          w.rate(price, OwnershipRowsText::tr("%1 per used chip-hour"), "/chip-hour"));
    w.add(s, QStringLiteral("rented_one_year"), OwnershipRowsText::tr("Over 1 year"),
          w.total(report.rentedOneYear));
    w.add(s, QStringLiteral("rented_three_years"), OwnershipRowsText::tr("Over 3 years"),
          w.total(report.rentedThreeYears));
}

void writeBreakEven(RowWriter& w, const OwnershipReport& report) {
    const OwnershipSection s = OwnershipSection::BreakEven;
    OwnershipCell breakEven;
    breakEven.unit = QStringLiteral("%");
    if (report.breakEven) {
        breakEven.available = true;
        breakEven.number = report.breakEven->utilisationPct;
        const QString pct = w.percent(report.breakEven->utilisationPct);
        breakEven.text = report.breakEven->reachable
                             ? OwnershipRowsText::tr("owning is cheaper above %1").arg(pct)
                             : OwnershipRowsText::tr(
                                   "renting is cheaper at any utilisation (owning would need %1)")
                                   .arg(pct);
    }
    w.add(s, QStringLiteral("break_even_utilisation"),
          OwnershipRowsText::tr("Break-even utilisation"), breakEven);

    // Which is cheaper at the scenario's utilisation, and by how much per used chip-hour: the
    // number is what owning saves (negative: what it costs more).
    OwnershipCell cheaper;
    cheaper.unit = w.unit("/chip-hour");
    if (report.ownedPerUsedChipHour && report.offer) {
        const double saving = report.offer->usdPerChipHour - *report.ownedPerUsedChipHour;
        const QString by = w.money(std::abs(saving), rateDecimals(std::abs(saving)));
        cheaper.available = true;
        cheaper.number = saving;
        if (saving > 0)
            cheaper.text = OwnershipRowsText::tr("owning, by %1 per used chip-hour").arg(by);
        else if (saving < 0)
            cheaper.text = OwnershipRowsText::tr("renting, by %1 per used chip-hour").arg(by);
        else
            cheaper.text = OwnershipRowsText::tr("neither: both cost the same");
    }
    w.add(s, QStringLiteral("cheaper_at_utilisation"),
          report.utilisationPct > 0
              ? OwnershipRowsText::tr("Cheaper at %1").arg(w.percent(report.utilisationPct))
              : OwnershipRowsText::tr("Cheaper at your utilisation"),
          cheaper);
}

OwnershipCell tokenCost(const RowWriter& w, const std::optional<CostFromResults>& cost) {
    OwnershipCell cell = w.rate(cost ? cost->usdPerMillionTokens : std::nullopt,
                                OwnershipRowsText::tr("%1 per million tokens"), "/Mtok");
    if (cost) {
        cell.source = cost->source;
        if (cost->usdPerMillionTokens)
            cell.origin = cost->upperBound ? AssumptionOrigin::Estimate : AssumptionOrigin::Catalog;
    }
    return cell;
}

void writeTokens(RowWriter& w, const OwnershipReport& report) {
    const OwnershipSection s = OwnershipSection::Tokens;
    OwnershipCell model;
    model.available = !report.modelId.isEmpty();
    model.text = report.modelId;
    w.add(s, QStringLiteral("model"), OwnershipRowsText::tr("Model"), model);
    w.add(s, QStringLiteral("owned_per_million_tokens"),
          OwnershipRowsText::tr("Owned, per million tokens"),
          tokenCost(w, report.ownedPerMillionTokens));
    w.add(s, QStringLiteral("rented_per_million_tokens"),
          OwnershipRowsText::tr("Rented, per million tokens"),
          tokenCost(w, report.rentedPerMillionTokens));
    OwnershipCell rate;
    rate.unit = QStringLiteral("tokens/s");
    if (report.tokensPerSecondPerUnit) {
        rate.available = true;
        rate.number = *report.tokensPerSecondPerUnit;
        rate.text =
            OwnershipRowsText::tr("%1 tokens/s").arg(w.number(*report.tokensPerSecondPerUnit, 0));
        rate.source = report.tokensSource;
        // The same origin as the assumption it comes from: a matching result is the catalog's,
        // the decode bound an estimate.
        for (const Assumption& assumption : report.assumptions) {
            if (assumption.key == QLatin1String("tokens_per_second"))
                rate.origin = assumption.origin;
        }
    }
    w.add(s, QStringLiteral("tokens_per_second_per_unit"),
          OwnershipRowsText::tr("Tokens per second, one unit"), rate);
}

QString kwText(const RowWriter& w, double kw) {
    return OwnershipRowsText::tr("%1 kW").arg(w.number(kw, kw < 100 ? 1 : 0));
}

void writeFacility(RowWriter& w, const OwnershipReport& report, bool totals) {
    const OwnershipSection s = OwnershipSection::Facility;
    const Assumption& power = report.unitPower.assumption;
    OwnershipCell unitPower = RowWriter::fromAssumption(power, QStringLiteral("kW"));
    if (unitPower.available) {
        unitPower.number = power.value / 1000.0;
        unitPower.text = kwText(w, power.value / 1000.0);
        if (report.unitPower.isRack)
            unitPower.text = OwnershipRowsText::tr("%1 (one rack)").arg(unitPower.text);
    }
    w.add(s, QStringLiteral("unit_power"), OwnershipRowsText::tr("Power of one unit"), unitPower);
    w.add(s, QStringLiteral("rack_kw"), OwnershipRowsText::tr("Facility power per rack"),
          RowWriter::fromAssumption(report.rackKw, QStringLiteral("kW")));

    const FacilityFit& fit = report.facility;
    const bool placed = unitPower.available && fit.placeable;
    OwnershipCell placement;
    if (unitPower.available) {
        placement.available = true;
        if (placed) {
            placement.number = fit.unitsPerRack;
            placement.text = w.number(fit.unitsPerRack, 0);
        } else {
            placement.text = fit.reason;
        }
    }
    w.add(s, QStringLiteral("placement"), OwnershipRowsText::tr("Units per rack"), placement);
    w.add(s, QStringLiteral("rack_kw_as_deployed"), OwnershipRowsText::tr("One rack as deployed"),
          w.plain(placed ? std::optional(fit.rackKwAsDeployed) : std::nullopt,
                  kwText(w, fit.rackKwAsDeployed), QStringLiteral("kW")));
    if (!totals)
        return;

    OwnershipCell mw;
    mw.unit = QStringLiteral("MW");
    if (report.facilityMw)
        mw = RowWriter::fromAssumption(*report.facilityMw, QStringLiteral("MW"));
    w.add(s, QStringLiteral("facility_mw"), OwnershipRowsText::tr("Facility power"), mw);
    const auto count = [&](auto value) {
        return value ? std::optional<double>(double(*value)) : std::nullopt;
    };
    w.add(s, QStringLiteral("facility_units"), OwnershipRowsText::tr("Units that fit"),
          w.plain(count(fit.units), w.number(fit.units.value_or(0), 0), QString()));
    w.add(s, QStringLiteral("facility_racks"), OwnershipRowsText::tr("Racks"),
          w.plain(count(fit.racks), w.number(fit.racks.value_or(0), 0), QString()));
    w.add(s, QStringLiteral("facility_chips"), OwnershipRowsText::tr("Chips"),
          w.plain(count(fit.chips), w.number(double(fit.chips.value_or(0)), 0), QString()));
    w.add(
        s, QStringLiteral("facility_tokens_per_second"), OwnershipRowsText::tr("Tokens per second"),
        w.plain(
            fit.tokensPerSecond,
            OwnershipRowsText::tr("%1 tokens/s").arg(w.number(fit.tokensPerSecond.value_or(0), 0)),
            QStringLiteral("tokens/s")));
    w.add(s, QStringLiteral("tokens_per_second_per_kw"),
          OwnershipRowsText::tr("Tokens per second per kW"),
          w.plain(fit.tokensPerSecondPerKw,
                  OwnershipRowsText::tr("%1 tokens/s per kW")
                      .arg(w.number(fit.tokensPerSecondPerKw.value_or(0), 1)),
                  QStringLiteral("tokens/s/kW")));
}

// The unit of an assumption's number, from its key (the scenario's field keys, and the report's
// own keys for the offer's price and the tokens per second).
QString assumptionUnit(const QString& key, const QString& currency) {
    static const QHash<QString, QString> units = {
        {QStringLiteral("infrastructure_pct"), QStringLiteral("%")},
        {QStringLiteral("utilisation_pct"), QStringLiteral("%")},
        {QStringLiteral("depreciation_years"), QStringLiteral("years")},
        {QStringLiteral("power_w"), QStringLiteral("W")},
        {QStringLiteral("rack_kw"), QStringLiteral("kW")},
        {QStringLiteral("facility_mw"), QStringLiteral("MW")},
        {QStringLiteral("tokens_per_second"), QStringLiteral("tokens/s")},
    };
    static const QHash<QString, QString> money = {
        {QStringLiteral("purchase_price"), QString()},
        {QStringLiteral("electricity_per_kwh"), QStringLiteral("/kWh")},
        {QStringLiteral("hosting_per_kw_month"), QStringLiteral("/kW-month")},
        {QStringLiteral("support_per_year"), QStringLiteral("/year")},
        {QStringLiteral("offer_price"), QStringLiteral("/chip-hour")},
    };
    if (const auto it = money.constFind(key); it != money.cend())
        return currency + *it;
    return units.value(key);
}

void writeAssumptions(RowWriter& w, const OwnershipReport& report) {
    for (const Assumption& assumption : report.assumptions)
        w.add(
            OwnershipSection::Assumptions, assumption.key, assumption.label,
            RowWriter::fromAssumption(assumption, assumptionUnit(assumption.key, report.currency)));
}

} // namespace

QString ownershipSectionKey(OwnershipSection section) {
    switch (section) {
    case OwnershipSection::Owning:
        return QStringLiteral("owning");
    case OwnershipSection::Renting:
        return QStringLiteral("renting");
    case OwnershipSection::BreakEven:
        return QStringLiteral("break_even");
    case OwnershipSection::Tokens:
        return QStringLiteral("tokens");
    case OwnershipSection::Facility:
        return QStringLiteral("facility");
    case OwnershipSection::Assumptions:
        return QStringLiteral("assumptions");
    }
    return QString();
}

QString ownershipSectionTitle(OwnershipSection section) {
    switch (section) {
    case OwnershipSection::Owning:
        return OwnershipRowsText::tr("Owning");
    case OwnershipSection::Renting:
        return OwnershipRowsText::tr("Renting");
    case OwnershipSection::BreakEven:
        return OwnershipRowsText::tr("Break-even");
    case OwnershipSection::Tokens:
        return OwnershipRowsText::tr("Tokens");
    case OwnershipSection::Facility:
        return OwnershipRowsText::tr("Power and facility");
    case OwnershipSection::Assumptions:
        return OwnershipRowsText::tr("Assumptions");
    }
    return QString();
}

QString ownershipNotAvailableText() {
    return OwnershipRowsText::tr("not available");
}

QList<OwnershipRow> OwnershipTable::section(OwnershipSection wanted) const {
    QList<OwnershipRow> out;
    for (const OwnershipRow& r : rows) {
        if (r.section == wanted)
            out.append(r);
    }
    return out;
}

const OwnershipRow* OwnershipTable::row(OwnershipSection wanted, const QString& key) const {
    for (const OwnershipRow& r : rows) {
        if (r.section == wanted && r.key == key)
            return &r;
    }
    return nullptr;
}

OwnershipTable ownershipTable(const QList<OwnershipReport>& reports, const QLocale& locale) {
    OwnershipTable table;
    if (reports.isEmpty())
        return table;
    table.currency = reports.first().currency;
    bool tokens = false;
    bool totals = false;
    for (const OwnershipReport& report : reports) {
        table.hardwareIds << report.hardwareId;
        table.hardwareNames << report.hardwareName;
        table.problems << report.problems;
        tokens = tokens || !report.modelId.isEmpty();
        totals = totals || report.facilityMw.has_value();
    }

    // Each report's cells by (section, key), the rows in the first report's order, then a later
    // report's own rows after the rows of their section.
    for (int index = 0; index < reports.size(); ++index) {
        const OwnershipReport& report = reports.at(index);
        RowWriter w(report, locale);
        writeOwning(w, report);
        writeRenting(w, report);
        writeBreakEven(w, report);
        if (tokens)
            writeTokens(w, report);
        writeFacility(w, report, totals);
        writeAssumptions(w, report);
        for (RowWriter::Keyed& keyed : w.rows) {
            qsizetype at = -1;
            qsizetype sectionEnd = 0;
            for (qsizetype i = 0; i < table.rows.size(); ++i) {
                const OwnershipRow& r = table.rows.at(i);
                if (r.section == keyed.section && r.key == keyed.key)
                    at = i;
                if (int(r.section) <= int(keyed.section))
                    sectionEnd = i + 1;
            }
            if (at < 0) {
                OwnershipRow row;
                row.section = keyed.section;
                row.key = keyed.key;
                row.label = keyed.label;
                OwnershipCell absent;
                absent.text = ownershipNotAvailableText();
                absent.unit = keyed.cell.unit;
                row.cells = QList<OwnershipCell>(reports.size(), absent);
                table.rows.insert(sectionEnd, row);
                at = sectionEnd;
            }
            table.rows[at].cells[index] = std::move(keyed.cell);
        }
    }
    return table;
}

} // namespace chipatlas
