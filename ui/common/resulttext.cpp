#include "common/resulttext.h"

#include "domain/field.h"
#include "domain/quantity.h"
#include "domain/units.h"

#include <QCoreApplication>

#include <cmath>

namespace chipatlas::resulttext {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ResultText)
};
} // namespace

QString claim(const Result& result) {
    if (result.claim == ClaimKind::Audited && !result.mlperfVersion.isEmpty())
        return Text::tr("audited: MLPerf %1").arg(result.mlperfVersion);
    return claimKindDisplayName(result.claim);
}

QString what(const Result& result, const CatalogSnapshot& snapshot) {
    if (result.kind == ResultKind::Figure) {
        const std::optional<Field> field = fieldFromKey(result.figure);
        const QString label =
            field ? Quantity::forField(*field).label(Precision::BF16) : result.figure;
        return Text::tr("Measured: %1").arg(label);
    }
    if (const LlmModel* model = snapshot.model(result.model))
        return model->name();
    return result.model;
}

QString hardwareName(const Result& result, const CatalogSnapshot& snapshot) {
    if (const Chip* chip = snapshot.chip(result.hardwareId))
        return chip->name;
    if (const System* system = snapshot.system(result.hardwareId))
        return system->name;
    return result.hardwareId;
}

QString hardware(const Result& result, const CatalogSnapshot& snapshot) {
    const QString name = hardwareName(result, snapshot);
    if (result.hardwareCount == 1)
        return name;
    return Text::tr("%1 x %2").arg(result.hardwareCount).arg(name);
}

int chipsPerUnit(const Result& result, const CatalogSnapshot& snapshot) {
    if (snapshot.chip(result.hardwareId))
        return 1;
    if (const System* system = snapshot.system(result.hardwareId))
        return std::max(1, system->chipCount);
    return 1;
}

QString scenario(const Result& result) {
    if (!result.scenario)
        return {};
    const QString name = scenarioDisplayName(*result.scenario);
    if (*result.scenario == Scenario::Concurrency && result.concurrency)
        return Text::tr("%1 %2").arg(name).arg(*result.concurrency);
    return name;
}

QString number(std::optional<double> value, ResultField field, const QLocale& locale) {
    if (!value)
        return {};
    // A whole number without a needless ".0" (712 TFLOPS measured, not 712.0).
    const int decimals = *value == std::round(*value) ? 0 : resultFieldInfo(field).decimals;
    return formatNumber(*value, decimals, locale);
}

} // namespace chipatlas::resulttext
