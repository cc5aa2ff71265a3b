#include "fit/fitmeasured.h"

#include "common/fitformat.h"

#include <QStringList>

namespace chipatlas {

void FitMeasured::setSnapshot(const CatalogSnapshot& snapshot) {
    m_snapshot = snapshot;
    m_rows.clear();
}

void FitMeasured::setModelId(const QString& modelId, bool hasModel) {
    if (modelId == m_modelId && hasModel == m_hasModel)
        return;
    m_modelId = modelId;
    m_hasModel = hasModel;
    m_rows.clear();
}

const FitMeasured::Row& FitMeasured::row(const QString& hardwareId) const {
    auto it = m_rows.constFind(hardwareId);
    if (it != m_rows.constEnd())
        return *it;
    Row row;
    if (!m_modelId.isEmpty() && !m_snapshot.results().isEmpty()) {
        row.match = bestMatchingResult(m_snapshot, m_modelId, hardwareId);
        if (row.match.result)
            row.bound = resultBound(m_snapshot, *row.match.result);
    }
    return *m_rows.insert(hardwareId, row);
}

QVariant FitMeasured::measuredValue(const QString& hardwareId) const {
    const Row& r = row(hardwareId);
    return r.match.result ? QVariant(r.match.tokensPerSecondPerChip) : QVariant();
}

QString FitMeasured::measuredText(const QString& hardwareId, const QLocale& locale) const {
    const Row& r = row(hardwareId);
    if (!r.match.result)
        return missingText(hardwareId, false);
    // The claimant's mark: who says so travels with every measured number
    // (docs/DOMAIN-RULES.md rule 7).
    return tr("%1 (%2)").arg(fitformat::rate(r.match.tokensPerSecondPerChip, locale),
                             claimKindDisplayName(r.match.result->claim));
}

QVariant FitMeasured::efficiencyValue(const QString& hardwareId) const {
    const Row& r = row(hardwareId);
    return r.bound && r.bound->efficiency ? QVariant(*r.bound->efficiency) : QVariant();
}

QString FitMeasured::efficiencyText(const QString& hardwareId, const QLocale& locale) const {
    const Row& r = row(hardwareId);
    if (!r.bound || !r.bound->efficiency)
        return missingText(hardwareId, true);
    const QString percent =
        locale.toString(*r.bound->efficiency * 100.0, 'f', 0) + locale.percent();
    return r.bound->aboveBound ? tr("✗ %1: above its bound").arg(percent) : percent;
}

QString FitMeasured::missingText(const QString& hardwareId, bool efficiency) const {
    const Row& r = row(hardwareId);
    if (!m_hasModel)
        return QString();
    if (!r.match.result)
        return tr("no result");
    if (efficiency && r.bound && !r.bound->tokensPerSecond)
        return tr("no bound");
    return QString();
}

bool FitMeasured::isAboveBound(const QString& hardwareId) const {
    const Row& r = row(hardwareId);
    return r.bound && r.bound->aboveBound;
}

QString FitMeasured::toolTip(const QString& hardwareId, const QLocale& locale) const {
    const Row& r = row(hardwareId);
    if (!r.match.result)
        return !m_hasModel
                   ? QString()
                   : tr("No measured result of this model on this hardware or its chip: the "
                        "costs are upper bounds.");
    const Result& result = *r.match.result;
    QStringList lines;
    lines << tr("Result %1: %2").arg(result.id, claimText(result));
    if (!r.match.sameHardware)
        lines << tr("Ran on %1, of the same chip: its rate per chip carries over.")
                     .arg(result.hardwareId);
    if (r.bound && r.bound->measured)
        lines << tr("Measured %1 tokens/s on %Ln chip(s), %2 per chip", nullptr, r.bound->chips)
                     .arg(fitformat::rate(*r.bound->measured, locale),
                          fitformat::rate(r.match.tokensPerSecondPerChip, locale));
    if (r.bound && r.bound->tokensPerSecond) {
        lines << tr("Bound for the result's own inputs: %1 tokens/s (%2)")
                     .arg(fitformat::rate(*r.bound->tokensPerSecond, locale),
                          decodeLimitText(r.bound->limit));
        lines << r.bound->assumptions;
        if (r.bound->aboveBound)
            lines << aboveBoundText();
    } else if (r.bound && !r.bound->noBoundReason.isEmpty()) {
        lines << r.bound->noBoundReason;
    }
    if (!result.source.isEmpty())
        lines << tr("Source: %1").arg(result.source);
    return lines.join(QLatin1Char('\n'));
}

} // namespace chipatlas
