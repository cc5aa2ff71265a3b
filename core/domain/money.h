#pragma once

#include <QLocale>
#include <QString>

namespace chipatlas {

// An amount in its currency, as the GUI and the CLI write a price: "$98.32" in US dollars,
// "12.50 EUR" in another currency (its ISO 4217 code after the number); the number in
// `locale` with `decimals` decimals.
QString formatMoney(double amount, const QString& currency, const QLocale& locale, int decimals);
// A price as the details pane's offers, the offer editor's price history and the diff of two
// records of a catalog write it: "$98.32", "12.50 EUR"; three decimals below 10 ("$2.490").
QString formatPrice(double amount, const QString& currency, const QLocale& locale);
// A price as the price options and the price history write it: "$2.99", "$4.916", "1.2345 EUR":
// cents, or the decimals the price has, at most four.
QString formatPricePrecise(double amount, const QString& currency, const QLocale& locale);

} // namespace chipatlas
