#pragma once

#include <QString>

namespace chipatlas {

// A price in its currency, as the details pane's offers and the offer editor's price history
// show it, in the user's locale: "$98.32" in USD, "12.50 EUR" in another; three decimals below 10
// ("$2.490") (formatPrice(), the rule the diff of two catalogs writes prices by too).
QString moneyText(double value, const QString& currency);

} // namespace chipatlas
