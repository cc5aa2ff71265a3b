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

// One offer: its current price, the per chip-hour price, its age and origin, its history.
QString offerHtml(const Offer& offer, const QDate& today, const QString& grey) {
    const OfferPrice* current = offer.current();
    QString html =
        QStringLiteral("<tr><td style=\"white-space:nowrap\"><b>%1</b><br>"
                       "<span style=\"font-size:small;\">%2</span></td>")
            .arg(esc(offerTitle(offer)),
                 esc(offer.pricingNote.isEmpty()
                         ? pricingDisplayName(offer.pricing)
                         : QStringLiteral("%1, %2").arg(pricingDisplayName(offer.pricing),
                                                        catalogText(offer.pricingNote))));
    if (!current) {
        html += QStringLiteral("<td colspan=\"2\" style=\"color:%1;\">%2</td>")
                    .arg(grey, esc(Text::tr("no price recorded")));
    } else {
        const std::optional<double> perChip = offer.perChipHour();
        html += QStringLiteral("<td align=\"right\" style=\"white-space:nowrap\">%1<br>"
                               "<span style=\"font-size:small;\">%2</span></td>")
                    .arg(esc(Text::tr("%1 /instance-h")
                                 .arg(moneyText(current->perInstanceHour, current->currency))),
                         esc(Text::tr("%n chip(s)", nullptr, offer.chips)));
        html +=
            QStringLiteral("<td align=\"right\" style=\"white-space:nowrap\"><b>%1</b></td>")
                .arg(perChip
                         ? esc(Text::tr("%1 /chip-h").arg(moneyText(*perChip, current->currency)))
                         : QString());
    }
    html += QStringLiteral("</tr>");

    QStringList extra;
    if (current) {
        OfferPrice shown = *current; // its "how dated" note in the GUI's language
        shown.seenNote = catalogText(shown.seenNote);
        QString seen = esc(priceAgeText(shown, today));
        seen += QLatin1Char(' ') + (current->origin == Origin::User
                                        ? badge(Text::tr("your quote"), QStringLiteral("#6a1b9a"))
                                        : badge(Text::tr("built-in"), QStringLiteral("#757575")));
        extra << seen;
        if (!current->source.isEmpty())
            extra << Text::tr("Source: %1")
                         .arg(current->source.startsWith(QLatin1String("http"))
                                  ? figurehtml::link(current->source)
                                  : esc(current->source));
    }
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
    extra << QStringLiteral("<a href=\"%1\">%2</a>")
                 .arg(esc(recordPriceUrl(offer.id).toString()), esc(Text::tr("Record price...")));
    html += QStringLiteral("<tr><td colspan=\"3\" style=\"color:%1; font-size:small; "
                           "padding-left:16px; padding-bottom:6px;\">%2</td></tr>")
                .arg(grey, extra.join(QStringLiteral("<br>")));
    return html;
}
} // namespace

QUrl recordPriceUrl(const QString& offerId) {
    return actionUrl(QStringLiteral("record-price"), QStringLiteral("offer"), offerId);
}

QUrl addOfferUrl(const QString& targetId) {
    return actionUrl(QStringLiteral("add-offer"), QStringLiteral("target"), targetId);
}

std::optional<QString> offerIdOfRecordPriceUrl(const QUrl& url) {
    return actionId(url, QStringLiteral("record-price"), QStringLiteral("offer"));
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
        const OfferSpread spread = offerSpread(offers);
        if (spread.cheapest && spread.cheapestPerChipHour) {
            QStringList lines;
            lines << Text::tr("Cheapest: %1 per chip-hour (%2)")
                         .arg(moneyText(*spread.cheapestPerChipHour, QStringLiteral("USD")),
                              offerTitle(*spread.cheapest));
            if (spread.priced > 1 && spread.dearest && spread.dearestPerChipHour && spread.spread)
                lines << Text::tr("Dearest: %1 per chip-hour (%2); spread %3x over %n offer(s)",
                                  nullptr, spread.priced)
                             .arg(moneyText(*spread.dearestPerChipHour, QStringLiteral("USD")),
                                  offerTitle(*spread.dearest),
                                  QLocale().toString(*spread.spread, 'f', 1));
            for (QString& line : lines)
                line = esc(line);
            html += QStringLiteral("<p>%1</p>").arg(lines.join(QStringLiteral("<br>")));
        }
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
