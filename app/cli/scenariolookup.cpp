#include "scenariolookup.h"

#include "clicontext.h"
#include "domain/excerpt.h"
#include "ownershipoptions.h"
#include "storage/catalog.h"

#include <QJsonValue>

#include <algorithm>

namespace chipatlas::cli {

std::optional<QList<OwnershipScenario>> savedScenarios(CliContext& context) {
    Catalog* const catalog = context.catalog();
    if (!catalog)
        return std::nullopt;
    StorageError error;
    QList<OwnershipScenario> scenarios = catalog->scenarios().all(&error);
    if (error) {
        context.fail(ExitDataError, error);
        return std::nullopt;
    }
    std::sort(scenarios.begin(), scenarios.end(),
              [](const OwnershipScenario& a, const OwnershipScenario& b) {
                  return a.name.compare(b.name, Qt::CaseInsensitive) < 0;
              });
    return scenarios;
}

std::optional<OwnershipScenario> findScenario(CliContext& context, const QString& name,
                                              bool* failed) {
    const std::optional<QList<OwnershipScenario>> scenarios = savedScenarios(context);
    if (!scenarios) {
        *failed = true;
        return std::nullopt;
    }
    // The name as the user wrote it first; names are unique without regard to case.
    for (const Qt::CaseSensitivity sensitivity : {Qt::CaseSensitive, Qt::CaseInsensitive}) {
        for (const OwnershipScenario& scenario : *scenarios) {
            if (scenario.name.compare(name, sensitivity) == 0)
                return scenario;
        }
    }
    for (const OwnershipScenario& scenario : *scenarios) {
        if (scenario.id == name)
            return scenario;
    }
    QStringList names;
    for (const OwnershipScenario& scenario : *scenarios)
        names << QLatin1Char('"') + scenario.name + QLatin1Char('"');
    context.fail(ExitDataError,
                 QStringLiteral("no scenario \"%1\" in the catalog %2 (%3)")
                     .arg(excerpt(name), context.catalogName(),
                          names.isEmpty()
                              ? QStringLiteral("it has none; save one with: %1 "
                                               "scenarios save NAME HARDWARE")
                                    .arg(CliContext::programName())
                              : QStringLiteral("it has %1").arg(names.join(QStringLiteral(", ")))));
    *failed = true;
    return std::nullopt;
}

bool scenarioNamesKnown(CliContext& context, const OwnershipScenario& scenario) {
    if (!context.chipOrSystem(scenario.hardwareId))
        return false;
    if (!scenario.model.isEmpty() && !context.model(scenario.model))
        return false;
    if (scenario.offerId.isEmpty())
        return true;
    Catalog* const catalog = context.catalog();
    if (!catalog)
        return false;
    StorageError error;
    if (catalog->offers().find(scenario.offerId, &error))
        return true;
    if (error && error.code != StorageError::Code::NotFound) {
        context.fail(ExitDataError, error);
        return false;
    }
    context.fail(ExitDataError,
                 QStringLiteral("%1: no offer \"%2\" in the catalog (see: %3 offers %4)")
                     .arg(OwnershipOptions::optionName(OwnershipField::Offer),
                          excerpt(scenario.offerId), CliContext::programName(),
                          scenario.hardwareId));
    return false;
}

QString scenarioSettingsText(const OwnershipScenario& scenario) {
    QStringList settings;
    for (const FieldSpec& spec : allOwnershipFields()) {
        const auto field = OwnershipField(spec.index);
        if (field == OwnershipField::Name || field == OwnershipField::Hardware ||
            field == OwnershipField::Notes)
            continue;
        const QString text = ownershipText(scenario, field);
        // The currency is always set; USD, the default, is not worth saying.
        if (text.isEmpty() || (field == OwnershipField::Currency && text == QLatin1String("USD")))
            continue;
        settings << QStringLiteral("%1=%2").arg(QLatin1String(spec.key), text);
    }
    return settings.join(QStringLiteral(", "));
}

} // namespace chipatlas::cli
