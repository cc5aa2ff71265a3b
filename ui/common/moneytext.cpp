#include "common/moneytext.h"

#include <QLocale>

namespace chipatlas {

QString moneyText(double value, const QString& currency) {
    const QLocale locale;
    const QString number = locale.toString(value, 'f', value < 10 ? 3 : 2);
    if (currency == QLatin1String("USD"))
        return QStringLiteral("$%1").arg(number);
    return QStringLiteral("%1 %2").arg(number, currency);
}

} // namespace chipatlas
