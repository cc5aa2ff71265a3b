#include "domain/chartdata.h"
#include "domain/field.h"
#include "domain/figure.h"
#include "domain/offer.h"
#include "domain/precision.h"
#include "domain/quantity.h"
#include "domain/system.h"
#include "domain/validation.h"
#include "fuzzentries.h"

#include <QLocale>

#include <cmath>
#include <optional>

namespace chipatlas::fuzz {

namespace {

// The locales whose separators differ: C, German and French (decimal comma, "." or a narrow
// no-break space between groups), US English, Indian grouping (1,00,000), Arabic-Indic digits.
const QList<QLocale>& locales() {
    static const QList<QLocale> list{QLocale::c(),
                                     QLocale(QLocale::German, QLocale::Germany),
                                     QLocale(QLocale::French, QLocale::France),
                                     QLocale(QLocale::English, QLocale::UnitedStates),
                                     QLocale(QLocale::Hindi, QLocale::India),
                                     QLocale(QLocale::Arabic, QLocale::Egypt)};
    return list;
}

QString checkNumber(const QString& text) {
    for (const QLocale& locale : locales()) {
        QString error;
        const std::optional<double> value = parseLocaleNumber(text, locale, &error);
        if (!value) {
            if (error.isEmpty())
                return QStringLiteral("parseLocaleNumber refused a text without saying why");
            continue;
        }
        if (!std::isfinite(*value))
            return QStringLiteral("parseLocaleNumber accepted a number that is not finite");
        // What the C locale writes back in its shortest exact form is read as the same number.
        const QString written = QLocale::c().toString(*value, 'g', QLocale::FloatingPointShortest);
        const std::optional<double> reread = parseLocaleNumber(written, QLocale::c(), &error);
        if (!reread || *reread != *value)
            return QStringLiteral("%1 does not read back from \"%2\"")
                .arg(QLocale::c().toString(*value, 'g', 17), written);
    }
    return {};
}

// A key that a parser accepts names something whose own key the parser reads back as it.
template <typename FromKey, typename ToKey>
QString checkKey(const char* parser, const QString& text, FromKey fromKey, ToKey toKey) {
    const auto parsed = fromKey(text);
    if (parsed && fromKey(toKey(*parsed)) != parsed)
        return QStringLiteral("%1: the key of what \"%2\" names does not read back")
            .arg(QLatin1String(parser), text);
    return {};
}

QString checkKeys(const QString& text) {
    const QString problems[] = {
        checkKey(
            "Quantity::fromKey", text, [](QStringView k) { return Quantity::fromKey(k); },
            [](const Quantity& q) { return q.key(); }),
        checkKey("precisionFromString", text, precisionFromString, precisionKey),
        checkKey("printedUnitFromKey", text, printedUnitFromKey, printedUnitKey),
        checkKey("statusFromKey", text, statusFromKey, statusKey),
        checkKey("linkScopeFromKey", text, linkScopeFromKey, linkScopeKey),
        checkKey("fieldFromKey", text, fieldFromKey, fieldKey),
        checkKey("systemFieldFromKey", text, systemFieldFromKey, systemFieldKey),
        checkKey("pricingFromKey", text, pricingFromKey, pricingKey),
        checkKey("chartPresetFromKey", text, chartPresetFromKey, chartPresetKey),
    };
    for (const QString& problem : problems) {
        if (!problem.isEmpty())
            return problem;
    }
    return {};
}

} // namespace

QString fuzzNumbers(QByteArrayView data) {
    const QString text = QString::fromUtf8(data);
    if (QString problem = checkNumber(text); !problem.isEmpty())
        return problem;
    return checkKeys(text);
}

} // namespace chipatlas::fuzz
