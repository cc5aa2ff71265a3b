// The assumptions of an own-or-rent report (ownershiprules_p.h): each number of a scenario, the
// default it falls back to, or the catalog's figure, with where it comes from
// (docs/MODEL-FIT.md section 9.3).

#include "application/ownershiprules_p.h"
#include "domain/money.h"
#include "domain/ownershipdefaults.h"
#include "domain/units.h"

#include <QCoreApplication>

#include <cmath>

namespace chipatlas::ownership_detail {

QString moneyText(double amount, const QString& currency, const QLocale& locale) {
    // Cents for amounts of a dollar and more; four decimals below ($0.0895 per kWh).
    return formatMoney(amount, currency, locale, std::abs(amount) < 1.0 ? 4 : 2);
}

QString valueText(OwnershipField field, double value, const QString& currency,
                  const QLocale& locale) {
    switch (field) {
    case OwnershipField::PurchasePrice:
        return moneyText(value, currency, locale);
    case OwnershipField::ElectricityPerKwh:
        return OwnershipText::tr("%1 per kWh").arg(moneyText(value, currency, locale));
    case OwnershipField::HostingPerKwMonth:
        return OwnershipText::tr("%1 per kW-month").arg(moneyText(value, currency, locale));
    case OwnershipField::SupportPerYear:
        return OwnershipText::tr("%1 per year").arg(moneyText(value, currency, locale));
    case OwnershipField::InfrastructurePct:
    case OwnershipField::UtilisationPct:
        return trimmedNumber(value, 2, locale) + QStringLiteral(" %");
    case OwnershipField::DepreciationYears:
        return OwnershipText::tr("%1 years").arg(trimmedNumber(value, 2, locale));
    case OwnershipField::PowerW:
        return trimmedNumber(value, 0, locale) + QStringLiteral(" W");
    case OwnershipField::RackKw:
        return trimmedNumber(value, 2, locale) + QStringLiteral(" kW");
    case OwnershipField::FacilityMw:
        return trimmedNumber(value, 3, locale) + QStringLiteral(" MW");
    case OwnershipField::ServerChips:
        return OwnershipText::tr("%1 chips").arg(trimmedNumber(value, 0, locale));
    default:
        return trimmedNumber(value, 3, locale);
    }
}

Assumption fieldAssumption(OwnershipField field, std::optional<double> yours,
                           const QString& currency, const QLocale& locale) {
    Assumption a;
    a.key = ownershipFieldKey(field);
    a.label = ownershipFieldLabel(field);
    if (yours) {
        a.value = *yours;
        a.origin = AssumptionOrigin::Yours;
        a.valueText = valueText(field, *yours, currency, locale);
        return a;
    }
    const OwnershipDefault* fallback = ownershipDefault(field);
    if (fallback && fallback->value) {
        if (!fallback->currency.isEmpty() && fallback->currency != currency) {
            // A default quoted in another currency does not apply: no conversion.
            a.origin = AssumptionOrigin::Missing;
            a.valueText = OwnershipText::tr("not given");
            a.source =
                OwnershipText::tr("the default is in %1, the scenario in %2: ChipAtlas converts no "
                                  "currency; enter your own")
                    .arg(fallback->currency, currency);
            return a;
        }
        a.value = *fallback->value;
        a.origin = AssumptionOrigin::Default;
        a.valueText = valueText(field, a.value, currency, locale);
        a.source = fallback->source;
        a.date = fallback->date;
        return a;
    }
    a.origin = AssumptionOrigin::Missing;
    a.valueText = OwnershipText::tr("not given");
    if (fallback)
        a.source = fallback->source;
    return a;
}

Assumption extraAssumption(OwnershipField field, std::optional<double> yours,
                           const QString& currency, const QLocale& locale) {
    Assumption a = fieldAssumption(field, yours, currency, locale);
    if (a.origin == AssumptionOrigin::Missing) {
        // Counted as nothing until the user gives it (docs/MODEL-FIT.md section 9.1).
        a.value = 0.0;
        a.valueText = OwnershipText::tr("not included");
    }
    return a;
}

} // namespace chipatlas::ownership_detail
