#pragma once

#include <QCommandLineOption>
#include <QString>

#include <optional>

class QCommandLineParser;

namespace chipatlas::cli {

class CliContext;

// `price` for offers: a new price of an offer (price OFFER_ID --per-hour X), which joins its
// history, or a new offer (price --new --target ID --provider P --instance I ... --per-hour X).
class OfferPriceOptions final {
public:
    OfferPriceOptions();
    void addTo(QCommandLineParser& parser) const;
    // Whether the command line is about an offer (--per-hour or --new).
    bool isSet(const QCommandLineParser& parser) const;
    // Records the price or the offer and prints the offer's history (or JSON). `date` and
    // `source` are price's own --date and --source.
    int run(CliContext& context, const QCommandLineParser& parser, const QCommandLineOption& date,
            const QCommandLineOption& source, bool json) const;
    // price OFFER_ID alone: the offer's history; nullopt when `id` is no offer.
    static std::optional<int> show(CliContext& context, const QString& id, bool json);

private:
    QCommandLineOption m_perHour;
    QCommandLineOption m_new;
    QCommandLineOption m_target;
    QCommandLineOption m_provider;
    QCommandLineOption m_instance;
    QCommandLineOption m_region;
    QCommandLineOption m_pricing;
    QCommandLineOption m_chips;
    QCommandLineOption m_currency;
};

} // namespace chipatlas::cli
