#include "money.h"

namespace chipatlas {

QString formatMoney(double amount, const QString& currency, const QLocale& locale, int decimals) {
    const QString number = locale.toString(amount, 'f', decimals);
    if (currency == QLatin1String("USD"))
        return QLatin1Char('$') + number;
    return number + QLatin1Char(' ') + currency;
}

} // namespace chipatlas
