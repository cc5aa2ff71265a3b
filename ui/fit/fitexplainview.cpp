#include "fit/fitexplainview.h"

#include "common/fitformat.h"
#include "domain/systemfit.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace chipatlas {

namespace {
QString esc(const QString& text) {
    return text.toHtmlEscaped();
}

QString termValue(const FitTerm& term, MemoryUnits units, const QLocale& locale) {
    // A text figure (a system's scale-out network, as published): its formula says it all.
    if (term.key == QLatin1String("scaleout_network"))
        return QString();
    // Per-token figures ("327,680 bytes") would read as 0.0 GB.
    if (term.unit == QLatin1String("bytes") && std::abs(term.value) < 1e7)
        return FitExplainView::tr("%1 bytes").arg(locale.toString(qint64(term.value)));
    if (term.unit == QLatin1String("bytes"))
        return term.value < 0 ? fitformat::signedBytes(term.value, units, locale)
                              : fitformat::bytes(term.value, units, locale);
    if (term.unit == QLatin1String("tokens/s"))
        return fitformat::rate(term.value, locale) + QStringLiteral(" tok/s");
    if (term.unit == QLatin1String("chips"))
        return FitExplainView::tr("%1 chips", nullptr, int(term.value))
            .arg(locale.toString(qint64(term.value)));
    const QString number =
        formatNumber(term.value, term.value == qint64(term.value) ? 0 : 2, locale);
    return term.unit.isEmpty() ? number : number + QChar(0x00a0) + term.unit;
}
} // namespace

FitExplainView::FitExplainView(QWidget* parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_maxContext(new QLabel(this))
    , m_maxBatch(new QLabel(this))
    , m_browser(new QTextBrowser(this))
    , m_notes(new QTextBrowser(this)) {
    m_title->setObjectName(QStringLiteral("fitExplainTitle"));
    m_title->setWordWrap(true);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    m_title->setFont(titleFont);
    m_maxContext->setObjectName(QStringLiteral("fitMaxContextResult"));
    m_maxBatch->setObjectName(QStringLiteral("fitMaxBatchResult"));
    for (QLabel* label : {m_maxContext, m_maxBatch}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_browser->setObjectName(QStringLiteral("fitExplainBrowser"));
    m_browser->setAccessibleName(tr("Terms of the estimate"));
    m_notes->setObjectName(QStringLiteral("fitNotesBrowser"));
    m_browser->setAccessibleDescription(
        tr("Each term of the memory estimate for the selected row: the term, its formula with "
           "the catalog's figures, and its value"));
    m_notes->setAccessibleName(tr("Notes"));
    m_notes->setAccessibleDescription(
        tr("What the estimate assumes and what the catalog does not say, for the selected row"));
    // Terms on the left, one line each (term, formula, value); the inverse and the notes on
    // the right.
    auto* side = new QVBoxLayout;
    side->addWidget(m_maxContext);
    side->addWidget(m_maxBatch);
    side->addWidget(m_notes, 1);
    auto* columns = new QHBoxLayout;
    columns->addWidget(m_browser, 3);
    columns->addLayout(side, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addLayout(columns, 1);
    setFit(std::nullopt, std::nullopt, {}, MemoryUnits::Decimal);
}

void FitExplainView::setFit(const std::optional<LlmModel>& model, const std::optional<Chip>& chip,
                            const FitInputs& inputs, MemoryUnits units) {
    if (!model || !chip) {
        m_title->setText(tr("How the estimate is computed"));
        showPlaceholder(tr("Select a chip or a system in the table to see every term of its "
                           "estimate with its formula."));
        return;
    }
    const QLocale locale;
    m_title->setText(
        inputs.chips == 1
            ? tr("%1 on %2").arg(model->name(), chip->name)
            : tr("%1 on %2 × %3").arg(model->name(), locale.toString(inputs.chips), chip->name));
    showLimits(*model, *chip, inputs,
               tr("on %1 chips", nullptr, inputs.chips).arg(locale.toString(inputs.chips)));
    const FitResult fit = computeFit(*model, *chip, inputs);
    m_browser->setHtml(termsHtml(fit.terms, units, palette()));
    m_notes->setHtml(notesHtml(fit.notes));
}

void FitExplainView::setSystemFit(const LlmModel& model, const System& system, const Chip* chip,
                                  const FitInputs& inputs, MemoryUnits units) {
    if (!chip) {
        m_title->setText(tr("%1 on %2").arg(model.name(), system.name));
        showPlaceholder(tr("The catalog has no chip “%1”, the chip of %2: nothing to compute.")
                            .arg(system.chipId, system.name));
        return;
    }
    const QLocale locale;
    const SystemFit fit = computeSystemFit(model, system, *chip, inputs);
    // The instance, the replicas the system holds of it, and its chips (systemInstanceText()).
    m_title->setText(fit.replicas > 0
                         ? tr("%1 on %2 (%3 × %4): one instance %5, %6 replicas")
                               .arg(model.name(), system.name, locale.toString(system.chipCount),
                                    chip->name, systemInstanceText(fit),
                                    locale.toString(fit.replicas))
                         : tr("%1 on %2 (%3 × %4): %5")
                               .arg(model.name(), system.name, locale.toString(system.chipCount),
                                    chip->name, fit.noBoundReason));
    FitInputs instance = inputs;
    instance.chips = fit.instanceChips > 0 ? fit.instanceChips : fit.domainChips;
    showLimits(model, *chip, instance,
               instance.chips == 1
                   ? tr("on one instance (1 chip)")
                   : tr("on one instance (%1 chips)").arg(locale.toString(instance.chips)));
    m_browser->setHtml(termsHtml(fit.terms, units, palette()));
    m_notes->setHtml(notesHtml(fit.notes));
}

void FitExplainView::showPlaceholder(const QString& text) {
    m_maxContext->clear();
    m_maxBatch->clear();
    m_notes->clear();
    const QString grey = palette().color(QPalette::Disabled, QPalette::Text).name();
    m_browser->setHtml(QStringLiteral("<p style=\"color:%1;\">%2</p>").arg(grey, esc(text)));
}

void FitExplainView::showLimits(const LlmModel& model, const Chip& chip, const FitInputs& inputs,
                                const QString& chips) {
    const QLocale locale;
    const FitLimit context = maxContextLimit(model, chip, inputs);
    const FitLimit batch = maxBatchLimit(model, chip, inputs);
    // "at least" when the search stopped at its cap (the model's maximum context).
    const auto amount = [&locale](const FitLimit& limit) {
        const QString number = locale.toString(*limit.value);
        return limit.capped ? tr("≥ %1").arg(number) : number;
    };
    const auto why = [](const FitLimit& limit) {
        return limit.notes.isEmpty()
                   ? QString()
                   : QStringLiteral("<br><span style=\"font-size:small;\">%1</span>")
                         .arg(esc(limit.notes.join(QLatin1Char(' '))));
    };
    // `found` (%1 the chips, %2 the limit, %3 the other input) or `none` (%1 the chips, %2 the
    // other input), then why the search stopped there.
    const auto line = [&](const FitLimit& limit, const QString& found, const QString& none,
                          qint64 other) {
        const QString at = locale.toString(other);
        return (limit.value ? found.arg(chips, amount(limit), at) : none.arg(chips, at)) +
               why(limit);
    };
    m_maxContext->setText(
        line(context, tr("Longest context that fits %1: <b>%2 tokens</b> (at batch %3)"),
             tr("Longest context that fits %1: <b>none</b> (at batch %2)"), inputs.batch));
    m_maxBatch->setText(
        line(batch, tr("Largest batch that fits %1: <b>%2 sequences</b> (at context %3)"),
             tr("Largest batch that fits %1: <b>none</b> (at context %2)"), inputs.contextTokens));
}

QString FitExplainView::termsHtml(const QList<FitTerm>& terms, MemoryUnits units,
                                  const QPalette& palette) {
    const QLocale locale;
    // The formulas are the point of this view: dimmed, but darker than disabled text.
    const QColor text = palette.color(QPalette::Text);
    const QColor base = palette.color(QPalette::Base);
    const auto mix = [](int a, int b) { return (a * 7 + b * 3) / 10; };
    const QString grey = QColor(mix(text.red(), base.red()), mix(text.green(), base.green()),
                                mix(text.blue(), base.blue()))
                             .name();
    QString html =
        QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\">"
                       "<tr><th align=\"left\">%1</th><th align=\"left\">%2</th>"
                       "<th align=\"right\">%3</th></tr>")
            .arg(esc(tr("Term")), esc(tr("Formula, with the catalog figures")), esc(tr("Value")));
    for (const FitTerm& term : terms) {
        html +=
            QStringLiteral("<tr><td><b>%1</b></td><td style=\"color:%2;\">%3</td>"
                           "<td align=\"right\" style=\"white-space:nowrap;\"><b>%4</b></td>"
                           "</tr>")
                .arg(esc(term.label), grey, esc(term.formula), esc(termValue(term, units, locale)));
    }
    return html + QStringLiteral("</table>");
}

QString FitExplainView::notesHtml(const QStringList& notes) {
    QString html = QStringLiteral("<b>%1</b>").arg(esc(tr("Notes")));
    if (notes.isEmpty())
        return html + QStringLiteral("<p>%1</p>").arg(esc(tr("None for this chip.")));
    html += QStringLiteral("<ul>");
    for (const QString& note : notes)
        html += QStringLiteral("<li>%1</li>").arg(esc(note));
    return html + QStringLiteral("</ul>");
}

} // namespace chipatlas
