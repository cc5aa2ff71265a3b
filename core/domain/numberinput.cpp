// Numbers typed by a user (validation.h): parseLocaleNumber() and the rule that refuses numbers
// too small to mean anything, which every number reader applies.

#include "excerpt.h"
#include "validation.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace chipatlas {

namespace {
// The messages are validation's: lupdate files them under "Validation", as validation.cpp's.
class ValidationText final {
    Q_DECLARE_TR_FUNCTIONS(Validation)
};
} // namespace

std::optional<double> parseLocaleNumber(const QString& input, const QLocale& locale,
                                        QString* error) {
    const QString text = input.trimmed();
    if (text.isEmpty()) {
        *error = ValidationText::tr("no number was entered");
        return std::nullopt;
    }
    bool ok = false;
    double value = locale.toDouble(text, &ok);
    if (!ok)
        value = QLocale::c().toDouble(text, &ok);
    if (!ok) {
        *error = ValidationText::tr("\"%1\" is not a number").arg(excerpt(text));
        return std::nullopt;
    }
    if (!std::isfinite(value)) {
        *error = ValidationText::tr("\"%1\" is not a finite number").arg(excerpt(text));
        return std::nullopt;
    }
    if (isTooSmallToMean(value)) {
        *error = tooSmallToMeanText(text);
        return std::nullopt;
    }
    return value;
}

bool isTooSmallToMean(double value) {
    return value != 0 && std::abs(value) < kSmallestNumber;
}

QString readOptionalNumber(QStringView text, std::optional<double>& out) {
    const QString trimmed = text.trimmed().toString();
    if (trimmed.isEmpty()) {
        out.reset();
        return {};
    }
    QLocale c = QLocale::c();
    c.setNumberOptions(QLocale::RejectGroupSeparator);
    bool ok = false;
    const double value = c.toDouble(trimmed, &ok);
    if (!ok || !std::isfinite(value))
        return ValidationText::tr("'%1' is not a number").arg(excerpt(trimmed));
    if (isTooSmallToMean(value))
        return tooSmallToMeanText(trimmed);
    out = value;
    return {};
}

QString readOptionalWholeNumber(QStringView text, std::optional<int>& out) {
    std::optional<double> value;
    if (QString problem = readOptionalNumber(text, value); !problem.isEmpty())
        return problem;
    if (!value) {
        out.reset();
        return {};
    }
    if (*value != std::floor(*value) || std::abs(*value) > 2e9)
        return ValidationText::tr("'%1' is not a whole number").arg(excerpt(text.trimmed()));
    out = int(*value);
    return {};
}

QString tooSmallToMeanText(const QString& text) {
    return ValidationText::tr("\"%1\" is too close to zero to mean anything; write 0 or a number "
                              "of at least 1e-300")
        .arg(excerpt(text.trimmed()));
}

} // namespace chipatlas
