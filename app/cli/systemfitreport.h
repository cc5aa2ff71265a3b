#pragma once

#include "domain/llmmodel.h"
#include "domain/modelfit.h"
#include "domain/offer.h"
#include "domain/offerchoice.h"
#include "domain/system.h"
#include "domain/systemfit.h"
#include "fitreport.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace chipatlas::cli {

// `fit MODEL --chip SYSTEM_ID`: does the model fit in one scale-up domain of the system
// (computeSystemFit()), how many domains it needs, and with a measured rate the cost per
// million tokens at the price of one of the system's offers.
struct SystemFitReport {
    System system;
    FitReport domain; // the fit on one domain's chips; its terms are the system fit's
    SystemFit fit;
};
SystemFitReport makeSystemFitReport(const LlmModel& model, const System& system, const Chip& chip,
                                    const FitInputs& inputs);

// The cost of a measured rate at the price an offer gives (choosePriceOption()).
struct SystemCost {
    QList<PriceOption> options; // every USD option of the system's offers, cheapest first
    std::optional<PriceOption> used;
    bool picked = false; // --offer named it
    double measuredTokensPerSecond = 0.0;
    std::optional<double> measured;   // USD per million tokens at the measured rate
    std::optional<double> upperBound; // ... at the decode upper bound of the domain
};
SystemCost systemCost(const SystemFitReport& report, const QList<Offer>& systemOffers,
                      const QString& pickedOfferId, double measuredTokensPerSecond);

// The settings, the verdict for one domain and the domains needed; with `explain` the terms
// (the domain fit's, then scale-up and scale-out); the cost; the notes.
QString systemFitText(const SystemFitReport& report, const std::optional<SystemCost>& cost,
                      bool explain);
// fitToJson() of the domain fit with "system", "domain_chips", "fits_one_domain",
// "chips_needed", "domains_needed", "crosses_scale_out", "scaleout_network",
// "system_notes" and, with a rate, "cost_per_million_tokens",
// "cost_per_million_tokens_at_upper_bound" and "price_used" ({"offer", "usd_per_chip_hour",
// "text"} or null).
QJsonObject systemFitJson(const SystemFitReport& report, const std::optional<SystemCost>& cost);

} // namespace chipatlas::cli
