#pragma once

#include "application/catalogsnapshot.h"
#include "application/ownershiprules.h"

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace chipatlas {

// The own-or-rent chart (docs/MODEL-FIT.md section 9): what one used chip-hour costs over the
// utilisation, owned (a curve: the fixed cost per chip-hour divided by the utilisation) and
// rented at each offer of the hardware (flat: you rent the hours you use), with the break-even
// points where the curve meets an offer. For two reports side by side, both. The GUI's "Own or
// rent" view draws it (ui/chart/ownershipcostchart.h), `chipatlas-cli tco --chart` writes it.

struct OwnershipChartPoint {
    double utilisationPct = 0.0;
    double perUsedChipHour = 0.0; // in the chart's currency
};

struct OwnershipChartLine {
    enum class Kind { Owning, Offer };
    Kind kind = Kind::Owning;
    int report = 0;     // the report's index
    QString hardwareId; // the report's hardware
    // The legend's words (translated): "Owning: NVIDIA GB200 NVL72", or the offer's label
    // ("Lambda gpu_8x_h100_sxm5 on-demand, $2.99 per chip-hour"), with the hardware's name
    // after it when two reports share the chart.
    QString name;
    QString offerId;     // Kind::Offer: the offer's id (empty for the user's own price)
    bool chosen = false; // Kind::Offer: the offer the report compares with
    // Owning: the curve from the chart's xMin to 100 %; an offer: its price at xMin and at 100.
    QList<OwnershipChartPoint> points;
};

// Where owning's curve meets an offer: at `utilisationPct` (<= 100; an offer cheaper than
// owning at full use has none) owning costs the offer's price per used chip-hour.
struct OwnershipBreakEvenMark {
    int report = 0;
    QString hardwareId;
    QString offerId;
    bool chosen = false; // the report's offer: the chart labels it
    double utilisationPct = 0.0;
    double perUsedChipHour = 0.0;
    QString label; // "break-even 63.2 %" (in the locale; translated)
};

struct OwnershipChartData {
    QString title;    // "Own or rent: NVIDIA GB200 NVL72" ("... vs ..." for two)
    QString xTitle;   // "utilisation, %"
    QString yTitle;   // "USD per used chip-hour" (the currency's code)
    QString currency; // the first report's
    // The axes' ranges: x from where owning's curve starts (it rises without bound towards 0 %)
    // to 100; y from 0 to a little above the dearer of the dearest offer and four times owning
    // at full use.
    double xMin = 5.0;
    double xMax = 100.0;
    double yMax = 1.0;
    QList<OwnershipChartLine> lines; // the owning curves first, then the offers, per report
    QList<OwnershipBreakEvenMark> breakEvens;
    // Why something is not drawn, for a user: the reports' problems ("Enter a purchase price:
    // ..."), each once.
    QStringList notes;

    bool isEmpty() const { return lines.isEmpty(); }
};

// The chart of `reports`, each hardware's offers being `offers` (one list per report, as
// priceOptions() gives them; a report's own offer is drawn, chosen, whether or not it is in
// its list). Offers are in USD: with another currency only owning is drawn (the reports'
// problems say why). Prices in the labels in `locale`.
OwnershipChartData ownershipChartData(const QList<OwnershipReport>& reports,
                                      const QList<QList<PriceOption>>& offers,
                                      const QLocale& locale = QLocale::c());
// The same with every offer of each report's hardware on `snapshot` (a system's own offers, a
// chip's and its systems'; OfferIndex), priced as of `today`.
OwnershipChartData ownershipChartData(const CatalogSnapshot& snapshot,
                                      const QList<OwnershipReport>& reports, const QDate& today,
                                      const QLocale& locale = QLocale::c());

// The chart's points as CSV (RFC 4180, CRLF line ends), one line per point after the header:
//   line,kind,hardware_id,offer_id,chosen,utilisation_pct,cost_per_used_chip_hour,currency
// kind "owning", "offer" or "break_even"; line the legend's name; chosen "yes" or empty;
// numbers in the C locale, shortest exact form.
QByteArray ownershipChartToCsv(const OwnershipChartData& data);

} // namespace chipatlas
