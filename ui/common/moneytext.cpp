#include "common/moneytext.h"

#include "domain/money.h"

#include <QLocale>

namespace chipatlas {

QString moneyText(double value, const QString& currency) {
    return formatMoney(value, currency, QLocale(), value < 10 ? 3 : 2);
}

} // namespace chipatlas
