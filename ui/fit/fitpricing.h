#pragma once

#include "application/catalogsnapshot.h"
#include "domain/offerchoice.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace chipatlas {

// The prices a cost per million tokens can use for a chip or a system of the calculator, and
// the one it uses: core's priceOptions() over the target's offers
// (offersForChip() / offersForSystem()) and the user's price for the chip, then
// choosePriceOption() with the offer the user picked, or the one the policy chooses (the
// cheapest by default; Preferences, Calculations). Options are computed once per target and
// snapshot.
class FitPricing final {
public:
    // The offers, systems and the user's prices; clears the cache (the picks stay).
    void setSnapshot(const CatalogSnapshot& snapshot);
    // The day prices are aged against ("seen 2026-08-26, 3 months ago"); today by default.
    void setToday(const QDate& today);

    // A chip's options: its offers, its systems' offers and the user's price; cheapest first.
    const QList<PriceOption>& chipOptions(const QString& chipId) const;
    // A system's options: its offers (and its chip's offers of as many chips) and the user's
    // price for its chip.
    const QList<PriceOption>& systemOptions(const System& system) const;

    // Which option a target without a pick uses.
    void setPolicy(OfferPolicy policy) { m_policy = policy; }
    OfferPolicy policy() const { return m_policy; }

    // The option the user picked for a chip or system id: an offer id, "user" (the user's
    // price), or empty for the one the policy chooses.
    void pick(const QString& targetId, const QString& optionId);
    QString picked(const QString& targetId) const { return m_picked.value(targetId); }

    // The option a cost uses, and what it says about it (priceOptionUsedText()).
    std::optional<PriceOption> chosen(const QList<PriceOption>& options,
                                      const QString& targetId) const;
    QString usedText(const QList<PriceOption>& options, const QString& targetId) const;

    // The id pick() takes for an option: its offer id, or "user".
    static QString optionId(const PriceOption& option);

private:
    CatalogSnapshot m_snapshot;
    QDate m_today = QDate::currentDate();
    OfferPolicy m_policy = OfferPolicy::Cheapest;
    QHash<QString, QString> m_picked;
    mutable QHash<QString, QList<PriceOption>> m_chipOptions;
    mutable QHash<QString, QList<PriceOption>> m_systemOptions;
};

} // namespace chipatlas
