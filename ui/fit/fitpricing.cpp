#include "fit/fitpricing.h"

#include <QLocale>

namespace chipatlas {

namespace {
const QString kUserOption = QStringLiteral("user"); // choosePriceOption()'s "your price"
} // namespace

void FitPricing::setSnapshot(const CatalogSnapshot& snapshot) {
    m_snapshot = snapshot;
    m_chipOptions.clear();
    m_systemOptions.clear();
}

void FitPricing::setToday(const QDate& today) {
    m_today = today;
    m_chipOptions.clear();
    m_systemOptions.clear();
}

const QList<PriceOption>& FitPricing::chipOptions(const QString& chipId) const {
    auto it = m_chipOptions.find(chipId);
    if (it == m_chipOptions.end())
        it = m_chipOptions.insert(chipId,
                                  priceOptions(m_snapshot.offerIndex().forChip(chipId),
                                               m_snapshot.price(chipId), m_today, QLocale()));
    return *it;
}

const QList<PriceOption>& FitPricing::systemOptions(const System& system) const {
    auto it = m_systemOptions.find(system.id);
    if (it == m_systemOptions.end())
        it = m_systemOptions.insert(
            system.id, priceOptions(m_snapshot.offerIndex().forSystem(system),
                                    m_snapshot.price(system.chipId), m_today, QLocale()));
    return *it;
}

void FitPricing::pick(const QString& targetId, const QString& optionId) {
    if (optionId.isEmpty())
        m_picked.remove(targetId);
    else
        m_picked.insert(targetId, optionId);
}

std::optional<PriceOption> FitPricing::chosen(const QList<PriceOption>& options,
                                              const QString& targetId) const {
    return choosePriceOption(options, picked(targetId), m_policy);
}

QString FitPricing::usedText(const QList<PriceOption>& options, const QString& targetId) const {
    const std::optional<PriceOption> used = chosen(options, targetId);
    if (!used)
        return QString();
    return priceOptionUsedText(*used, options, optionId(*used) == picked(targetId), m_policy,
                               QLocale());
}

QString FitPricing::optionId(const PriceOption& option) {
    return option.kind == PriceOption::Kind::UserPrice ? kUserOption : option.offerId;
}

} // namespace chipatlas
