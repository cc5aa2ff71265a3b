#include "common/moneytext.h"

#include "domain/money.h"

#include <QLocale>

namespace chipatlas {

QString moneyText(double value, const QString& currency) {
    return formatPrice(value, currency, QLocale());
}

} // namespace chipatlas
