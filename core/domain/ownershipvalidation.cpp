// validateOwnershipScenario(): the rules of validation.h for an ownership scenario, in the words
// validation.cpp uses for chips (validation_p.h).

#include "excerpt.h"
#include "ownershipscenario.h"
#include "validation.h"
#include "validation_p.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

namespace chipatlas {

using namespace validation_detail;

namespace {
QString fieldName(OwnershipField field) {
    return named(ownershipFieldLabel(field), ownershipFieldKey(field));
}

// A value as the messages show it, with the unit the field is entered in: "101 %", "0.9",
// "120 kW".
QString valueText(OwnershipField field, double value) {
    const QString number = numberText(value);
    switch (field) {
    case OwnershipField::InfrastructurePct:
    case OwnershipField::UtilisationPct:
        return number + QStringLiteral(" %");
    case OwnershipField::PowerW:
        return number + QStringLiteral(" W");
    case OwnershipField::RackKw:
        return number + QStringLiteral(" kW");
    case OwnershipField::FacilityMw:
        return number + QStringLiteral(" MW");
    default:
        return number;
    }
}

// Its own tr() looks up, and lupdate files, its texts under "Validation" (as the results').
struct Issues {
    Q_DECLARE_TR_FUNCTIONS(Validation)

public:
    QList<ValidationIssue>* list;
    void add(OwnershipField field, const QString& message) const {
        validation_detail::add(list, ownershipFieldKey(field), std::nullopt, message);
    }
    void required(OwnershipField field, const QString& value) const {
        if (value.trimmed().isEmpty())
            add(field, tr("%1: required").arg(fieldName(field)));
    }
    void text(OwnershipField field, const QString& value, bool multiLine) const {
        add(field, textProblem(fieldName(field), value, multiLine));
    }
    void slug(OwnershipField field, const QString& value, const QString& what) const {
        if (value.isEmpty() || validateId(value).isEmpty())
            return;
        add(field, tr("%1: '%2' is not %3 (a lowercase slug)")
                       .arg(fieldName(field), excerpt(value), what));
    }
    // `value` from `minimum` (or above it, when `aboveMinimum`) to `maximum`.
    void range(OwnershipField field, const std::optional<double>& value, double minimum,
               bool aboveMinimum, double maximum) const {
        if (!value)
            return;
        const QString name = fieldName(field);
        if (!std::isfinite(*value)) {
            add(field, tr("%1: the value is not a finite number").arg(name));
        } else if (*value < 0 && minimum >= 0) {
            add(field, tr("%1: %2 is negative").arg(name, valueText(field, *value)));
        } else if (aboveMinimum && *value <= minimum) {
            add(field, tr("%1: %2 is not above %3")
                           .arg(name, valueText(field, *value), valueText(field, minimum)));
        } else if (*value < minimum) {
            add(field, tr("%1: %2 is below the minimum of %3")
                           .arg(name, valueText(field, *value), valueText(field, minimum)));
        } else if (*value > maximum) {
            add(field, tr("%1: %2 is above the maximum of %3")
                           .arg(name, valueText(field, *value), valueText(field, maximum)));
        }
    }
    void count(OwnershipField field, const std::optional<int>& value) const {
        range(field, value ? std::optional<double>(*value) : std::nullopt, 1, false, 1e7);
    }
};
} // namespace

QList<ValidationIssue> validateOwnershipScenario(const OwnershipScenario& s) {
    QList<ValidationIssue> list;
    const Issues issues{&list};
    using F = OwnershipField;

    if (const QString problem = validateId(s.id); !problem.isEmpty())
        validation_detail::add(&list, QStringLiteral("id"), std::nullopt, problem);
    issues.required(F::Name, s.name);
    issues.text(F::Name, s.name, false);
    issues.required(F::Hardware, s.hardwareId);
    issues.slug(F::Hardware, s.hardwareId, Issues::tr("a chip or system id"));
    issues.count(F::Units, s.units);
    issues.count(F::ChipCount, s.chipCount);
    issues.count(F::ServerChips, s.serverChips);
    issues.range(F::PurchasePrice, s.purchasePrice, 0, false, 1e12);
    issues.text(F::PriceSource, s.priceSource, false);
    static const QRegularExpression currency(QStringLiteral("^[A-Z]{3}$"));
    if (!currency.match(s.currency).hasMatch()) {
        issues.add(F::Currency,
                   Issues::tr("%1: \"%2\" is not a currency; use its three capital letters (ISO "
                              "4217, like \"USD\")")
                       .arg(fieldName(F::Currency), excerpt(s.currency)));
    }
    issues.range(F::InfrastructurePct, s.infrastructurePct, 0, false, 1000);
    issues.range(F::DepreciationYears, s.depreciationYears, 0, true, 50);
    issues.range(F::PowerW, s.powerW, 0, true, 1e9);
    issues.range(F::ServerOverhead, s.serverOverhead, 1, false, 10);
    issues.range(F::Pue, s.pue, 1, false, 5);
    issues.range(F::ElectricityPerKwh, s.electricityPerKwh, 0, false, 100);
    issues.range(F::HostingPerKwMonth, s.hostingPerKwMonth, 0, false, 1e5);
    issues.range(F::SupportPerYear, s.supportPerYear, 0, false, 1e12);
    issues.range(F::UtilisationPct, s.utilisationPct, 0, true, 100);
    issues.slug(F::Offer, s.offerId, Issues::tr("an offer id"));
    issues.slug(F::Model, s.model, Issues::tr("a model id"));
    issues.range(F::RackKw, s.rackKw, 0, true, 1e4);
    issues.range(F::FacilityMw, s.facilityMw, 0, true, 1e5);
    issues.text(F::Notes, s.notes, true);
    return list;
}

} // namespace chipatlas
