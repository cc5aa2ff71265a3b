#pragma once

// The helpers ownershiprules.cpp, ownershipassumptions.cpp and ownershipoffers.cpp share. Internal
// to core/application.

#include "application/catalogsnapshot.h"
#include "domain/offerchoice.h"
#include "domain/ownership.h"
#include "domain/ownershipscenario.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <optional>

namespace chipatlas {
struct OwnershipReport;
}

namespace chipatlas::ownership_detail {

// The report's texts: lupdate files OwnershipText::tr() under "OwnershipRules", the context
// they are looked up in.
class OwnershipText final {
    Q_DECLARE_TR_FUNCTIONS(OwnershipRules)
};

// An amount as the report writes money: "$184.06", "$0.0895", "12.50 EUR".
QString moneyText(double amount, const QString& currency, const QLocale& locale);
// A field's value with its unit: "$0.0895 per kWh", "60 %", "6 years", "132,000 W".
QString valueText(OwnershipField field, double value, const QString& currency,
                  const QLocale& locale);

// One number of the scenario: the user's (`yours`), else the field's default
// (ownershipdefaults.h) with its source and date, else Missing. A money default quoted in
// another currency than the scenario's does not apply (Missing; its source says why).
Assumption fieldAssumption(OwnershipField field, std::optional<double> yours,
                           const QString& currency, const QLocale& locale);
// The same for a cost added on top (the infrastructure share, staff and support): without
// the user's figure or a default it counts as 0, shown as "not included".
Assumption extraAssumption(OwnershipField field, std::optional<double> yours,
                           const QString& currency, const QLocale& locale);

// The offers a scenario's hardware can be rented at (docs/MODEL-FIT.md section 9.1), in
// `currency`, each group cheapest first, each label saying what the offer rents: the
// hardware's own (a system's offers, or every offer of a chip), then, for a system, the other
// offers of its chip.
struct RentalOptions {
    QList<PriceOption> own;
    QList<PriceOption> sameChip;
};
RentalOptions rentalOptions(const CatalogSnapshot& snapshot, const System* system,
                            const QString& chipId, const QString& currency, const QDate& today,
                            const QLocale& locale);

// Sets the report's offer, its text and its price's assumption (or a problem): the offer the
// scenario names, which must be one of rentalOptions(), else the cheapest on-demand one of the
// hardware's own, else of the same chip, else the cheapest of any pricing in that order.
// `system` is null for a chip bought by the server; `name` is the report's hardware name.
void chooseOffer(const CatalogSnapshot& snapshot, const OwnershipScenario& s, const System* system,
                 const Chip& chip, const QString& name, const QDate& today, const QLocale& locale,
                 OwnershipReport& report);
} // namespace chipatlas::ownership_detail
