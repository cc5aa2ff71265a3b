#include "details/offershtml.h"

#include "common/catalogtext.h"
#include "common/moneytext.h"
#include "details/figurehtml.h"
#include "domain/offerchoice.h"
#include "domain/units.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>
#include <QUrlQuery>

namespace chipatlas::offershtml {

using figurehtml::badge;
using figurehtml::esc;

namespace {
constexpr char kScheme[] = "chipatlas";

struct Text {
    Q_DECLARE_TR_FUNCTIONS(OffersHtml)
};

QUrl actionUrl(const QString& action, const QString& key, const QString& id) {
    QUrl url;
    url.setScheme(QLatin1String(kScheme));
    url.setPath(action);
    QUrlQuery query;
    query.addQueryItem(key, id);
    url.setQuery(query);
    return url;
}

std::optional<QString> actionId(const QUrl& url, const QString& action, const QString& key) {
    if (url.scheme() != QLatin1String(kScheme) || url.path() != action)
        return std::nullopt;
    const QString id = QUrlQuery(url).queryItemValue(key, QUrl::FullyDecoded);
    return id.isEmpty() ? std::nullopt : std::optional(id);
}

QString offerTitle(const Offer& offer) {
    QStringList parts{offer.provider, offer.instance};
    if (!offer.region.isEmpty())
        parts.append(QStringLiteral("(%1)").arg(offer.region));
    return parts.join(QLatin1Char(' '));
}

// One offer. First what a buyer acts on: the price per chip-hour and per instance-hour, then the
// pricing type and the price's age; nothing there can widen the pane. Then, wrapped to the
// pane's width, what the offer is (provider, instance, region, chips), where the price comes
// from and the older prices.
QString offerHtml(const Offer& offer, const QDate& today, const QString& grey) {
    const OfferPrice* current = offer.current();
    const QString pricing =
        offer.pricingNote.isEmpty()
            ? pricingDisplayName(offer.pricing)
            : QStringLiteral("%1, %2").arg(pricingDisplayName(offer.pricing),
                                           catalogText(offer.pricingNote));
    QString html = QStringLiteral("<tr>");
    if (!current) {
        html += QStringLiteral("<td colspan=\"2\" style=\"color:%1;\">%2</td>")
                    .arg(grey, esc(Text::tr("no price recorded")));
    } else {
        const std::optional<double> perChip = offer.perChipHour();
        html +=
            QStringLiteral("<td style=\"white-space:nowrap\"><b>%1</b></td>")
                .arg(perChip
                         ? esc(Text::tr("%1 /chip-h").arg(moneyText(*perChip, current->currency)))
                         : QString());
        html += QStringLiteral("<td align=\"right\" style=\"white-space:nowrap\">%1</td>")
                    .arg(esc(Text::tr("%1 /instance-h")
                                 .arg(moneyText(current->perInstanceHour, current->currency))));
    }
    // The pricing type and the price's age on the line below, across the pane.
    QString terms = esc(pricing);
    if (current) {
        OfferPrice shown = *current; // its "how dated" note in the GUI's language
        shown.seenNote = catalogText(shown.seenNote);
        terms += QStringLiteral(" · ") + esc(priceAgeText(shown, today));
    }
    html += QStringLiteral("</tr><tr><td colspan=\"2\">%1</td></tr>").arg(terms);

    QStringList extra;
    QString what =
        QStringLiteral("<b>%1</b>, %2")
            .arg(esc(offerTitle(offer)), esc(Text::tr("%n chip(s)", nullptr, offer.chips)));
    if (current)
        what += QLatin1Char(' ') + (current->origin == Origin::User
                                        ? badge(Text::tr("your quote"), QStringLiteral("#6a1b9a"))
                                        : badge(Text::tr("built-in"), QStringLiteral("#757575")));
    extra << what;
    if (current && !current->source.isEmpty())
        extra << Text::tr("Source: %1")
                     .arg(current->source.startsWith(QLatin1String("http"))
                              ? figurehtml::link(current->source)
                              : esc(current->source));
    // The older prices, newest first: a new price never hides what was paid before.
    for (qsizetype i = offer.prices.size() - 2; i >= 0; --i) {
        OfferPrice old = offer.prices.at(i);
        old.seenNote = catalogText(old.seenNote);
        extra << esc(Text::tr("before: %1 /instance-h, %2%3")
                         .arg(moneyText(old.perInstanceHour, old.currency),
                              priceAgeText(old, today),
                              old.origin == Origin::User ? Text::tr(" (your quote)") : QString()));
    }
    if (!offer.notes.isEmpty())
        extra << esc(catalogText(offer.notes));
    extra << QStringLiteral("<a href=\"%1\">%2</a> &nbsp; <a href=\"%3\">%4</a>")
                 .arg(esc(recordPriceUrl(offer.id).toString()), esc(Text::tr("Record price...")),
                      esc(priceHistoryUrl(offer.id).toString()), esc(Text::tr("Price history...")));
    html += QStringLiteral("<tr><td colspan=\"2\" style=\"color:%1; font-size:small; "
                           "padding-left:16px; padding-bottom:6px;\">%2</td></tr>")
                .arg(grey, extra.join(QStringLiteral("<br>")));
    return html;
}
} // namespace

QUrl recordPriceUrl(const QString& offerId) {
    return actionUrl(QStringLiteral("record-price"), QStringLiteral("offer"), offerId);
}

QUrl priceHistoryUrl(const QString& offerId) {
    return actionUrl(QStringLiteral("price-history"), QStringLiteral("offer"), offerId);
}

QUrl addOfferUrl(const QString& targetId) {
    return actionUrl(QStringLiteral("add-offer"), QStringLiteral("target"), targetId);
}

std::optional<QString> offerIdOfRecordPriceUrl(const QUrl& url) {
    return actionId(url, QStringLiteral("record-price"), QStringLiteral("offer"));
}

std::optional<QString> offerIdOfPriceHistoryUrl(const QUrl& url) {
    return actionId(url, QStringLiteral("price-history"), QStringLiteral("offer"));
}

std::optional<QString> targetIdOfAddOfferUrl(const QUrl& url) {
    return actionId(url, QStringLiteral("add-offer"), QStringLiteral("target"));
}

QString sectionHtml(const QList<Offer>& offers, const QString& targetId, const QDate& today,
                    const QPalette& palette) {
    const QString grey = palette.color(QPalette::Disabled, QPalette::Text).name();
    QString html = QStringLiteral("<h3>%1</h3>").arg(esc(Text::tr("Rental offers")));
    if (offers.isEmpty()) {
        html += QStringLiteral("<p style=\"color:%1;\">%2</p>")
                    .arg(grey, esc(Text::tr("No offer in the catalog.")));
    } else {
        // One line per pricing type: a spread compares on-demand with on-demand, reserved with
        // reserved (offerSpreads(), docs/DOMAIN-RULES.md rule 8).
        QStringList lines;
        for (const OfferSpread& spread : offerSpreads(offers)) {
            if (!spread.cheapest || !spread.cheapestPerChipHour || !spread.pricing)
                continue;
            const QString pricing = pricingDisplayName(*spread.pricing);
            if (spread.priced > 1 && spread.dearest && spread.dearestPerChipHour && spread.spread)
                lines << Text::tr("%1: cheapest %2 per chip-hour (%3), dearest %4 (%5); spread "
                                  "%6x over %n offer(s)",
                                  nullptr, spread.priced)
                             .arg(pricing,
                                  moneyText(*spread.cheapestPerChipHour, QStringLiteral("USD")),
                                  offerTitle(*spread.cheapest),
                                  moneyText(*spread.dearestPerChipHour, QStringLiteral("USD")),
                                  offerTitle(*spread.dearest),
                                  QLocale().toString(*spread.spread, 'f', 1));
            else
                lines << Text::tr("%1: %2 per chip-hour (%3)")
                             .arg(pricing,
                                  moneyText(*spread.cheapestPerChipHour, QStringLiteral("USD")),
                                  offerTitle(*spread.cheapest));
        }
        if (lines.isEmpty())
            lines << Text::tr("No offer with a current price in US dollars.");
        for (QString& line : lines)
            line = esc(line);
        html += QStringLiteral("<p>%1</p>").arg(lines.join(QStringLiteral("<br>")));
        html += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\">");
        for (const Offer& offer : offers)
            html += offerHtml(offer, today, grey);
        html += QStringLiteral("</table>");
    }
    html += QStringLiteral("<p><a href=\"%1\">%2</a></p>")
                .arg(esc(addOfferUrl(targetId).toString()), esc(Text::tr("Add offer...")));
    return html;
}

} // namespace chipatlas::offershtml
