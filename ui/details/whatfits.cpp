#include "details/whatfits.h"

#include "common/fitformat.h"
#include "common/theme.h"
#include "domain/figureformat.h"
#include "domain/modelfit.h"

#include <QCoreApplication>

namespace chipatlas::whatfits {

QString sentence(const WhatFits& fits) {
    const QString text = QCoreApplication::translate(
        "WhatFits", "Of %L1 models, %L2 fit at FP16, %L3 at INT8, %L4 at INT4.", nullptr,
        int(fits.modelCount()));
    static_assert(kWhatFitsFormats.size() == 3, "the sentence names FP16, INT8 and INT4");
    return text.arg(fits.modelCount())
        .arg(fits.fitting[0])
        .arg(fits.fitting[1])
        .arg(fits.fitting[2]);
}

QString fitLinkUrl() {
    return QStringLiteral("chipatlas:fit");
}

namespace {

// What the sizes in the section count, under the budget.
QString basisText(const MemoryBudget& budget, const QLocale& locale) {
    const QString kv = kvPrecisionKey(kFitDefaults.kv).toUpper();
    const QString tokens = locale.toString(kFitDefaults.contextTokens);
    const QString batch = locale.toString(kFitDefaults.batch);
    if (budget.kind == MemoryBudgetKind::RuleOfThumb)
        return QCoreApplication::translate(
                   "WhatFits", "Total memory on one chip: weights, KV cache at %1 for %2 tokens "
                               "(or the model's maximum when shorter), batch %3, and %4% "
                               "headroom. Every expert of an MoE model is counted.")
            .arg(kv, tokens, batch, locale.toString(kFitDefaults.headroomPercent));
    const MemoryBudgetProfile& profile = memoryBudgetProfile(budget.kind);
    const QString fraction = budget.fraction ? locale.toString(*budget.fraction, 'g', 4)
                             : budget.kind == MemoryBudgetKind::Sglang
                                 ? QCoreApplication::translate("WhatFits", "by SGLang's rule")
                                 : locale.toString(profile.defaultFraction, 'g', 4);
    return QCoreApplication::translate(
               "WhatFits",
               "Memory on one chip: weights and KV cache at %1 for %2 tokens (or the model's "
               "maximum when shorter), batch %3, within the %4 budget (%5 %6 of the memory "
               "visible to software, or of the printed capacity where that is unknown). Every "
               "expert of an MoE model is counted.")
        .arg(kv, tokens, batch, profile.name(), profile.parameter, fraction);
}

} // namespace

QString sectionHtml(const Chip& chip, const QList<LlmModel>& models, const QPalette& palette,
                    const MemoryBudget& budget, MemoryUnits memoryUnits) {
    const QString grey = palette.color(QPalette::Disabled, QPalette::Text).name();
    const QLocale locale;
    const Figure& memory = chip.figure(Field::MemoryGb);
    const QString link =
        QStringLiteral("<p><a href=\"%1\">%2</a></p>")
            .arg(fitLinkUrl(),
                 QCoreApplication::translate("WhatFits", "Open in the model-fit calculator"));
    FitInputs inputs = kFitDefaults;
    inputs.budget = budget;
    const WhatFits fits = whatFitsOnChip(chip, models, inputs);
    if (!fits.memoryKnown) {
        return QStringLiteral("<h3 id=\"whatfits\">%1</h3><p style=\"color:%2;\">%3</p>%4")
            .arg(QCoreApplication::translate("WhatFits", "What fits"), grey,
                 QCoreApplication::translate(
                     "WhatFits", "The memory of this chip is %1, so no fit can be computed.")
                     .arg(statusDisplayName(memory.status == FigureStatus::NotPublished
                                                ? FigureStatus::NotPublished
                                                : FigureStatus::Unknown)),
                 link);
    }
    const QString good = signalColor(SignalColor::Good, palette).name();
    const QString bad = signalColor(SignalColor::Bad, palette).name();
    QString rows;
    for (const WhatFitsRow& row : fits.rows) {
        rows += QStringLiteral("<tr><td>%1</td>").arg(row.model.name().toHtmlEscaped());
        for (const FitResult& fit : row.results) {
            rows += QStringLiteral("<td align=\"right\" style=\"white-space:nowrap; color:%1;\">"
                                   "%2&nbsp;%3</td>")
                        .arg(fit.fits ? good : bad,
                             fit.fits ? QStringLiteral("✓") : QStringLiteral("✗"),
                             fitformat::bytes(fit.totalBytes, memoryUnits, locale));
        }
        rows += QStringLiteral("</tr>");
    }
    QString html = QStringLiteral("<h3 id=\"whatfits\">%1</h3><p><b>%2</b></p>")
                       .arg(QCoreApplication::translate("WhatFits", "What fits in %1")
                                .arg(formatFigure(memory, Unit::Gigabyte, locale, memoryUnits)),
                            sentence(fits).toHtmlEscaped());
    html += QStringLiteral("<p style=\"color:%1; font-size:small;\">%2</p>")
                .arg(grey, basisText(budget, locale).toHtmlEscaped());
    html += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"2\"><tr>"
                           "<th align=\"left\">%1</th>")
                .arg(QCoreApplication::translate("WhatFits", "Model"));
    for (WeightPrecision::Format format : kWhatFitsFormats)
        html += QStringLiteral("<th align=\"right\">%1</th>")
                    .arg(WeightPrecision{format, 0.0}.displayName().toHtmlEscaped());
    return html + QStringLiteral("</tr>") + rows + QStringLiteral("</table>") + link;
}

} // namespace chipatlas::whatfits
