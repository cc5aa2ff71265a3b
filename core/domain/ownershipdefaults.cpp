#include "ownershipdefaults.h"

#include <QCoreApplication>

namespace chipatlas {

namespace {

// The sources as a user reads them beside the number (docs/MODEL-FIT.md section 9,
// "Defaults"): a public figure quotes its source in the source's words, with the address, and a
// worked-out figure shows its arithmetic (neither is translated: they cite English pages); a
// field without a public figure says so, translated. A date that its source gives only as a
// month or a year is that month's or year's first day; a figure whose source has no date, and a
// field without a figure, carry the day the figure was read or searched for.
OwnershipDefault makeDefault(OwnershipField field, std::optional<double> value,
                             const char* currency, const QString& source, QDate date) {
    OwnershipDefault entry;
    entry.field = field;
    entry.value = value;
    entry.currency = QString::fromLatin1(currency);
    entry.source = source;
    entry.date = date;
    return entry;
}

QString noFigure(const char* text) {
    return QCoreApplication::translate("OwnershipDefault", text);
}

QList<OwnershipDefault> buildDefaults() {
    using enum OwnershipField;
    const QDate kSearched(2026, 12, 5);
    return {
        makeDefault(
            InfrastructurePct, std::nullopt, "",
            noFigure(QT_TRANSLATE_NOOP("OwnershipDefault",
                                       "No public figure for the share networking, storage and "
                                       "installation add to the price of the servers was found "
                                       "(vendor and analyst pages searched): enter your own.")),
            kSearched),
        makeDefault(DepreciationYears, 6.0, "",
                    QStringLiteral(
                        "Servers are depreciated over 6 years by Alphabet (\"In January 2023, we "
                        "completed an assessment of the useful lives of our servers and network "
                        "equipment, resulting in a change in the estimated useful life of our "
                        "servers and certain network equipment to six years\") and Microsoft "
                        "(\"from four years to six years ... effective beginning fiscal year "
                        "2023\"), their filings as quoted at "
                        "https://shaulkoral.com/useful-life-of-servers-and-network-assets-at-tech-"
                        "companies/ . Amazon shortened a subset to 5 years from 2025 (its 2024 "
                        "10-K)."),
                    QDate(2023, 1, 1)),
        makeDefault(ServerOverhead, 1.79, "",
                    QStringLiteral(
                        "NVIDIA DGX B200: 14.3 kW max for 8 B200 GPUs of 1,000 W each, 14,300 W / "
                        "(8 x 1,000 W) = 1.79 "
                        "(https://docs.nvidia.com/dgx/dgxb200-user-guide/"
                        "introduction-to-dgxb200.html). The DGX H100's 10.2 kW for 8 x 700 W, "
                        "given on third-party pages, makes 1.82."),
                    kSearched),
        makeDefault(
            Pue, 1.56, "",
            QStringLiteral("Uptime Institute Global Data Center Survey 2024: \"data center owners "
                           "and operators reported an average annual power usage effectiveness "
                           "(PUE) ratio of 1.56 at their largest data center\", as Statista charts "
                           "it (https://www.statista.com/statistics/1229367/"
                           "data-center-average-annual-pue-worldwide/). Google's own data centers: "
                           "1.10 in 2023 (https://blog.google/outreach-initiatives/sustainability/"
                           "2024-environmental-report)."),
            QDate(2024, 1, 1)),
        makeDefault(
            ElectricityPerKwh, 0.0895, "USD",
            QStringLiteral("US EIA, Electric Power Annual (data for 2023, released 2024-10-17), "
                           "average revenue per kWh sold to commercial customers in Virginia, the "
                           "largest US data-center market: 8.95 cents "
                           "(https://www.eia.gov/electricity/annual/secrev-map.php). Industrial "
                           "customers in Virginia paid 8.92 cents."),
            QDate(2024, 10, 17)),
        makeDefault(
            HostingPerKwMonth, 184.06, "USD",
            QStringLiteral("CBRE, North America Data Center Trends H2 2024: \"The average monthly "
                           "asking rate for a 250-to-500-kilowatt (kW) requirement across primary "
                           "markets increased by 12.6% year-over-year to $184.06 per kW\" "
                           "(https://www.cbre.com/insights/reports/"
                           "north-america-data-center-trends-h2-2024)."),
            QDate(2025, 2, 26)),
        makeDefault(SupportPerYear, std::nullopt, "",
                    noFigure(QT_TRANSLATE_NOOP(
                        "OwnershipDefault", "No public figure for staff and support per year was "
                                            "found: enter your own.")),
                    kSearched),
        makeDefault(UtilisationPct, std::nullopt, "",
                    noFigure(QT_TRANSLATE_NOOP(
                        "OwnershipDefault", "No public figure for how busy AI accelerators are was "
                                            "found: enter your own (the chart shows every "
                                            "utilisation).")),
                    kSearched),
        makeDefault(
            RackKw, 27.0, "",
            QStringLiteral(
                "The 2026 average as a chip-comparison page of 2026 puts it: \"A rack of "
                "frontier accelerators draws 120-200 kW against a 2026 average of about "
                "27 kW\"; it names no survey behind the figure. Older and lower: AFCOM's 2024 "
                "State of the Data Center Report put the average at \"around 12 kW\" (as "
                "quoted at https://blog.enconnex.com/data-center-rack-density). Set your "
                "facility's own figure."),
            QDate(2026, 9, 9)),
        makeDefault(
            FacilityMw, std::nullopt, "",
            noFigure(QT_TRANSLATE_NOOP("OwnershipDefault",
                                       "No default: a facility's total power is yours to give.")),
            kSearched),
    };
}

} // namespace

const QList<OwnershipDefault>& ownershipDefaults() {
    static const QList<OwnershipDefault> defaults = buildDefaults();
    return defaults;
}

const OwnershipDefault* ownershipDefault(OwnershipField field) {
    for (const OwnershipDefault& entry : ownershipDefaults()) {
        if (entry.field == field)
            return &entry;
    }
    return nullptr;
}

} // namespace chipatlas
