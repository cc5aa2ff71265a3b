#include "offerchoice.h"

#include "money.h"

#include <QCoreApplication>

#include <algorithm>

namespace chipatlas {

namespace {
// lupdate files OfferChoiceText::tr() under "OfferChoice", the context the text is looked up in.
class OfferChoiceText final {
    Q_DECLARE_TR_FUNCTIONS(OfferChoice)
};

const QString kUsd = QStringLiteral("USD");
const QString kUserPick = QStringLiteral("user");

// The current USD price per chip-hour, or none (no price, another currency).
std::optional<double> usdPerChipHour(const Offer& offer) {
    const OfferPrice* price = offer.current();
    if (!price || price->currency != kUsd)
        return std::nullopt;
    return offer.perChipHour();
}

// "$2.99", "$4.916" (formatPricePrecise()); the number in `locale` ("$4,916" in German).
QString dollars(double value, const QLocale& locale) {
    return formatPricePrecise(value, kUsd, locale);
}

QString optionName(const PriceOption& option) {
    if (option.kind == PriceOption::Kind::UserPrice)
        return OfferChoiceText::tr("your price");
    return option.label.section(QStringLiteral(", $"), 0, 0);
}
} // namespace

QString offerOptionName(const Offer& offer) {
    return OfferChoiceText::tr("%1 %2 %3")
        .arg(offer.provider, offer.instance, pricingDisplayName(offer.pricing));
}

// One rule for which offers price what: OfferIndex's. A single answer indexes the lists once, in
// the time a scan of them takes.
QList<Offer> offersForChip(const QString& chipId, const QList<System>& systems,
                           const QList<Offer>& offers) {
    return OfferIndex(systems, offers).forChip(chipId);
}

QList<Offer> offersForSystem(const System& system, const QList<Offer>& offers) {
    return OfferIndex({}, offers).forSystem(system);
}

OfferIndex::OfferIndex(const QList<System>& systems, const QList<Offer>& offers)
    : m_offers(offers) {
    QHash<QString, QStringList> chipsOfSystem; // system id -> its chip (one; a list for safety)
    for (const System& system : systems)
        chipsOfSystem[system.id].append(system.chipId);
    for (qsizetype row = 0; row < m_offers.size(); ++row) {
        const QString& target = m_offers.at(row).targetId;
        m_byTarget[target].append(row);
        m_byTargetChip[target].append(row);
        const auto systemChips = chipsOfSystem.constFind(target);
        if (systemChips == chipsOfSystem.cend())
            continue;
        for (const QString& chipId : *systemChips) {
            QList<qsizetype>& rows = m_byTargetChip[chipId];
            if (rows.isEmpty() || rows.last() != row)
                rows.append(row);
        }
    }
}

QStringList OfferIndex::chipIds() const {
    return m_byTargetChip.keys();
}

QList<Offer> OfferIndex::forChip(const QString& chipId) const {
    QList<Offer> result;
    for (const qsizetype row : m_byTargetChip.value(chipId))
        result << m_offers.at(row);
    return result;
}

QList<Offer> OfferIndex::forSystem(const System& system) const {
    QList<Offer> result;
    for (const qsizetype row : m_byTarget.value(system.id))
        result << m_offers.at(row);
    return result;
}

OfferSpread offerSpread(const QList<Offer>& offers, Pricing pricing) {
    OfferSpread spread;
    for (const Offer& offer : offers) {
        const std::optional<double> price = usdPerChipHour(offer);
        if (!price || offer.pricing != pricing)
            continue;
        spread.pricing = pricing;
        ++spread.priced;
        if (!spread.cheapestPerChipHour || *price < *spread.cheapestPerChipHour) {
            spread.cheapest = offer;
            spread.cheapestPerChipHour = price;
        }
        if (!spread.dearestPerChipHour || *price > *spread.dearestPerChipHour) {
            spread.dearest = offer;
            spread.dearestPerChipHour = price;
        }
    }
    if (spread.cheapestPerChipHour && *spread.cheapestPerChipHour > 0.0)
        spread.spread = *spread.dearestPerChipHour / *spread.cheapestPerChipHour;
    return spread;
}

namespace {
constexpr Pricing kSpreadOrder[] = {Pricing::OnDemand, Pricing::Reserved, Pricing::Spot};
} // namespace

OfferSpread offerSpread(const QList<Offer>& offers) {
    for (const Pricing pricing : kSpreadOrder) {
        OfferSpread spread = offerSpread(offers, pricing);
        if (spread.priced > 0)
            return spread;
    }
    return {};
}

QList<OfferSpread> offerSpreads(const QList<Offer>& offers) {
    QList<OfferSpread> spreads;
    for (const Pricing pricing : kSpreadOrder) {
        OfferSpread spread = offerSpread(offers, pricing);
        if (spread.priced > 0)
            spreads << std::move(spread);
    }
    return spreads;
}

QList<PriceOption> priceOptions(const QList<Offer>& offers,
                                const std::optional<ChipPrice>& userPrice, const QDate& today,
                                const QLocale& locale) {
    QList<PriceOption> options;
    for (const Offer& offer : offers) {
        const std::optional<double> price = usdPerChipHour(offer);
        if (!price)
            continue;
        PriceOption option;
        option.kind = PriceOption::Kind::Offer;
        option.offerId = offer.id;
        option.pricing = offer.pricing;
        option.usdPerChipHour = *price;
        option.seen = offer.current()->seen;
        option.label = OfferChoiceText::tr("%1, %2 per chip-hour, %3")
                           .arg(offerOptionName(offer), dollars(*price, locale),
                                priceAgeText(*offer.current(), today));
        options << option;
    }
    if (userPrice) {
        PriceOption option;
        option.kind = PriceOption::Kind::UserPrice;
        option.usdPerChipHour = userPrice->usdPerChipHour;
        option.seen = userPrice->date;
        OfferPrice dated;
        dated.seen = userPrice->date;
        option.label =
            OfferChoiceText::tr("your price, %1 per chip-hour, %2")
                .arg(dollars(userPrice->usdPerChipHour, locale), priceAgeText(dated, today));
        options << option;
    }
    std::stable_sort(options.begin(), options.end(),
                     [](const PriceOption& a, const PriceOption& b) {
                         if (a.usdPerChipHour != b.usdPerChipHour)
                             return a.usdPerChipHour < b.usdPerChipHour;
                         return a.label < b.label;
                     });
    return options;
}

QString offerPolicyKey(OfferPolicy policy) {
    return policy == OfferPolicy::CheapestOnDemand ? QStringLiteral("cheapest-on-demand")
                                                   : QStringLiteral("cheapest");
}

std::optional<OfferPolicy> offerPolicyFromKey(QStringView key) {
    for (OfferPolicy policy : kAllOfferPolicies) {
        if (key.trimmed() == offerPolicyKey(policy))
            return policy;
    }
    return std::nullopt;
}

QString offerPolicyDisplayName(OfferPolicy policy) {
    return policy == OfferPolicy::CheapestOnDemand
               ? OfferChoiceText::tr("The cheapest on-demand offer")
               : OfferChoiceText::tr("The cheapest offer (on-demand, reserved or spot)");
}

namespace {
bool isOnDemand(const PriceOption& option) {
    return option.kind == PriceOption::Kind::Offer && option.pricing == Pricing::OnDemand;
}

// The first (cheapest) option `policy` takes; options are sorted cheapest first.
const PriceOption* policyChoice(const QList<PriceOption>& options, OfferPolicy policy) {
    if (options.isEmpty())
        return nullptr;
    if (policy == OfferPolicy::CheapestOnDemand) {
        const auto onDemand = std::find_if(options.cbegin(), options.cend(), isOnDemand);
        if (onDemand != options.cend())
            return &*onDemand;
    }
    return &options.first();
}
} // namespace

std::optional<PriceOption> choosePriceOption(const QList<PriceOption>& options,
                                             const QString& pickedOfferId, OfferPolicy policy) {
    if (options.isEmpty())
        return std::nullopt;
    if (!pickedOfferId.isEmpty()) {
        for (const PriceOption& option : options) {
            const bool match =
                pickedOfferId == kUserPick
                    ? option.kind == PriceOption::Kind::UserPrice
                    : option.kind == PriceOption::Kind::Offer && option.offerId == pickedOfferId;
            if (match)
                return option;
        }
    }
    return *policyChoice(options, policy);
}

QString priceOptionUsedText(const PriceOption& used, const QList<PriceOption>& options, bool picked,
                            OfferPolicy policy, const QLocale& locale) {
    const int offers = int(std::count_if(options.cbegin(), options.cend(), [](const auto& o) {
        return o.kind == PriceOption::Kind::Offer;
    }));
    const bool cheapest =
        !options.isEmpty() && used.usdPerChipHour <= options.first().usdPerChipHour;
    QString why;
    if (used.kind == PriceOption::Kind::UserPrice)
        why = OfferChoiceText::tr("your price");
    else if (offers == 1)
        why = OfferChoiceText::tr("%1, the only offer").arg(optionName(used));
    else if (picked)
        why = OfferChoiceText::tr("%1, picked of %2 offers").arg(optionName(used)).arg(offers);
    else if (policy == OfferPolicy::CheapestOnDemand && isOnDemand(used) &&
             policyChoice(options, policy)->offerId == used.offerId && !cheapest)
        why = OfferChoiceText::tr("%1, the cheapest on-demand of %2 offers")
                  .arg(optionName(used))
                  .arg(offers);
    else if (policy == OfferPolicy::CheapestOnDemand && cheapest &&
             std::none_of(options.cbegin(), options.cend(), isOnDemand))
        why = OfferChoiceText::tr("%1, the cheapest of %2 offers; none is on-demand")
                  .arg(optionName(used))
                  .arg(offers);
    else if (cheapest)
        why =
            OfferChoiceText::tr("%1, the cheapest of %2 offers").arg(optionName(used)).arg(offers);
    else
        why = OfferChoiceText::tr("%1, one of %2 offers").arg(optionName(used)).arg(offers);
    return OfferChoiceText::tr("at %1 per chip-hour (%2)")
        .arg(dollars(used.usdPerChipHour, locale), why);
}

} // namespace chipatlas
