#include "money.h"

#include <cmath>

namespace chipatlas {

QString formatMoney(double amount, const QString& currency, const QLocale& locale, int decimals) {
    const QString number = locale.toString(amount, 'f', decimals);
    if (currency == QLatin1String("USD"))
        return QLatin1Char('$') + number;
    return number + QLatin1Char(' ') + currency;
}

QString formatPrice(double amount, const QString& currency, const QLocale& locale) {
    return formatMoney(amount, currency, locale, amount < 10 ? 3 : 2);
}

QString formatPricePrecise(double amount, const QString& currency, const QLocale& locale) {
    int decimals = 2;
    while (decimals < 4 && std::abs(amount * std::pow(10.0, decimals) -
                                    std::round(amount * std::pow(10.0, decimals))) > 1e-6)
        ++decimals;
    return formatMoney(amount, currency, locale, decimals);
}

} // namespace chipatlas
