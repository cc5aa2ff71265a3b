#include "details/whatfits.h"

#include "domain/modelfit.h"
#include "fit/fitformat.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace chipatlas::whatfits {

namespace {
using Format = WeightPrecision::Format;
constexpr std::array kFormats{Format::FP16, Format::INT8, Format::INT4};
constexpr qint64 kContext = 8192;

FitInputs inputsFor(const LlmModel& model, Format format) {
    FitInputs inputs;
    inputs.weights.format = format;
    inputs.contextTokens = kContext;
    // A model made for 4K tokens is not asked to hold 8K.
    if (const QVariant max = model.value(ModelField::MaxContext); !max.isNull())
        inputs.contextTokens = std::clamp<qint64>(max.toLongLong(), 1, kContext);
    return inputs;
}

bool memoryKnown(const Chip& chip) {
    return chip.figure(Field::MemoryGb).hasValue();
}
} // namespace

Count count(const Chip& chip, const QList<LlmModel>& models) {
    Count result;
    result.models = int(models.size());
    if (!memoryKnown(chip))
        return result;
    for (const LlmModel& model : models) {
        result.fp16 += computeFit(model, chip, inputsFor(model, Format::FP16)).fits ? 1 : 0;
        result.int8 += computeFit(model, chip, inputsFor(model, Format::INT8)).fits ? 1 : 0;
        result.int4 += computeFit(model, chip, inputsFor(model, Format::INT4)).fits ? 1 : 0;
    }
    return result;
}

QString sentence(const Count& count) {
    const QString text =
        count.models == 1
            ? QCoreApplication::translate("WhatFits",
                                          "Of %1 model, %2 fit at FP16, %3 at INT8, %4 at INT4.")
            : QCoreApplication::translate("WhatFits",
                                          "Of %1 models, %2 fit at FP16, %3 at INT8, %4 at INT4.");
    return text.arg(count.models).arg(count.fp16).arg(count.int8).arg(count.int4);
}

QString fitLinkUrl() {
    return QStringLiteral("chipatlas:fit");
}

QString sectionHtml(const Chip& chip, const QList<LlmModel>& models, const QPalette& palette) {
    const QString grey = palette.color(QPalette::Disabled, QPalette::Text).name();
    const QLocale locale;
    const Figure& memory = chip.figure(Field::MemoryGb);
    const QString link =
        QStringLiteral("<p><a href=\"%1\">%2</a></p>")
            .arg(fitLinkUrl(),
                 QCoreApplication::translate("WhatFits", "Open in the model-fit calculator"));
    if (!memoryKnown(chip)) {
        return QStringLiteral("<h3 id=\"whatfits\">%1</h3><p style=\"color:%2;\">%3</p>%4")
            .arg(QCoreApplication::translate("WhatFits", "What fits"), grey,
                 QCoreApplication::translate(
                     "WhatFits", "The memory of this chip is %1, so no fit can be computed.")
                     .arg(statusDisplayName(memory.status == FigureStatus::NotPublished
                                                ? FigureStatus::NotPublished
                                                : FigureStatus::Unknown)),
                 link);
    }
    QString rows;
    Count total;
    total.models = int(models.size());
    for (const LlmModel& model : models) {
        rows += QStringLiteral("<tr><td>%1</td>").arg(model.name().toHtmlEscaped());
        for (Format format : kFormats) {
            const FitResult fit = computeFit(model, chip, inputsFor(model, format));
            int& counter = format == Format::FP16   ? total.fp16
                           : format == Format::INT8 ? total.int8
                                                    : total.int4;
            counter += fit.fits ? 1 : 0;
            rows += QStringLiteral("<td align=\"right\" style=\"white-space:nowrap; color:%1;\">"
                                   "%2&nbsp;%3</td>")
                        .arg(fit.fits ? QStringLiteral("#2e7d32") : QStringLiteral("#c62828"),
                             fit.fits ? QStringLiteral("✓") : QStringLiteral("✗"),
                             fitformat::bytes(fit.totalBytes, MemoryUnits::Decimal, locale));
        }
        rows += QStringLiteral("</tr>");
    }
    QString html = QStringLiteral("<h3 id=\"whatfits\">%1</h3><p><b>%2</b></p>")
                       .arg(QCoreApplication::translate("WhatFits", "What fits in %1")
                                .arg(formatQuantity(memory.number(), Unit::Gigabyte, locale)),
                            sentence(total).toHtmlEscaped());
    html += QStringLiteral("<p style=\"color:%1; font-size:small;\">%2</p>")
                .arg(grey, QCoreApplication::translate(
                               "WhatFits",
                               "Total memory on one chip: weights, KV cache at BF16 for 8,192 "
                               "tokens (or the model's maximum when shorter), batch 1, and 15% "
                               "headroom. Every expert of an MoE model is counted.")
                               .toHtmlEscaped());
    html += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"2\"><tr>"
                           "<th align=\"left\">%1</th><th align=\"right\">FP16</th>"
                           "<th align=\"right\">INT8</th><th align=\"right\">INT4</th></tr>")
                .arg(QCoreApplication::translate("WhatFits", "Model"));
    return html + rows + QStringLiteral("</table>") + link;
}

} // namespace chipatlas::whatfits
