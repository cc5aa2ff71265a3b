#include "details/detailspane.h"

#include "details/whatfits.h"
#include "domain/figureformat.h"
#include "domain/quantity.h"

#include <QDesktopServices>
#include <QEvent>
#include <QHBoxLayout>
#include <QScrollBar>
#include <QTextBrowser>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

namespace chipatlas {

namespace {
QString esc(const QString& text) {
    return text.toHtmlEscaped();
}

QString groupTitle(FieldGroup group) {
    switch (group) {
    case FieldGroup::Compute:
        return DetailsPane::tr("Compute (dense)");
    case FieldGroup::Memory:
        return DetailsPane::tr("Memory");
    case FieldGroup::Power:
        return DetailsPane::tr("Power");
    case FieldGroup::Interconnect:
        return DetailsPane::tr("Form factor and interconnect");
    case FieldGroup::Availability:
        return DetailsPane::tr("Availability and price");
    case FieldGroup::Dates:
        return DetailsPane::tr("Dates");
    case FieldGroup::Silicon:
        return DetailsPane::tr("Silicon");
    }
    return {};
}

QString badgeColor(FigureStatus status) {
    switch (status) {
    case FigureStatus::Published:
        return QStringLiteral("#2e7d32");
    case FigureStatus::Computed:
        return QStringLiteral("#1565c0");
    case FigureStatus::Unverified:
        return QStringLiteral("#e65100");
    case FigureStatus::NotPublished:
    case FigureStatus::Unknown:
        break;
    }
    return QStringLiteral("#757575");
}

QString badge(const QString& text, const QString& color) {
    return QStringLiteral("<span style=\"color:#ffffff; background-color:%1; font-size:small;\">"
                          "&nbsp;%2&nbsp;</span>")
        .arg(color, esc(text));
}

// A short, readable link text for a source: the host and the start of the path.
QString linkText(const QString& url) {
    const QUrl parsed(url);
    if (!parsed.isValid() || parsed.host().isEmpty())
        return url;
    QString text = parsed.host();
    if (text.startsWith(QLatin1String("www.")))
        text.remove(0, 4);
    return text;
}

QString link(const QString& url) {
    return QStringLiteral("<a href=\"%1\">%2</a>").arg(esc(url), esc(linkText(url)));
}

struct Row {
    QString label;
    Figure figure;
    Unit unit = Unit::None;
    bool numeric = false;
};

Row quantityRow(const Quantity& quantity, const Chip& chip, Precision precision) {
    return {quantity.label(precision), quantity.figure(chip, precision), quantity.unit(precision),
            quantity.isNumeric()};
}

QString rowHtml(const Row& row, const QString& vendor, const QPalette& palette) {
    const QString grey = palette.color(QPalette::Disabled, QPalette::Text).name();
    const Figure& f = row.figure;
    const bool missing = !f.hasValue() || (!row.numeric && f.text().isEmpty());
    QString value;
    QString status;
    if (missing) {
        const FigureStatus shown = f.status == FigureStatus::NotPublished
                                       ? FigureStatus::NotPublished
                                       : FigureStatus::Unknown;
        value = QStringLiteral("<span style=\"color:%1; font-style:italic;\">%2</span>")
                    .arg(grey, esc(statusDisplayName(shown)));
    } else {
        // The value in the unit its source printed ("32 GiB"), and below it the configuration
        // and range it belongs to ("air-cooled; 900-1,200 W").
        value = QStringLiteral("<b>%1</b>").arg(esc(formatFigure(f, row.unit)));
        const QString context = figureContext(f, row.unit);
        if (!context.isEmpty())
            value +=
                QStringLiteral("<br><span style=\"font-size:small;\">%1</span>").arg(esc(context));
        status = badge(statusDisplayName(f.status), badgeColor(f.status));
        if (f.sparsityUnstated)
            status += QStringLiteral(" ") + badge(DetailsPane::tr("sparsity unstated"),
                                                  badgeColor(FigureStatus::Unverified));
    }
    // A quantity stays on one line ("4.32 GB/s per TFLOPS", not "4.32 GB/" then "s per").
    const QString valueStyle =
        row.numeric ? QStringLiteral(" style=\"white-space:nowrap;\"") : QString();
    QString html =
        QStringLiteral(
            "<tr><td width=\"36%\" style=\"white-space:nowrap\">%1</td><td width=\"40%\"%2>%3</td>"
            "<td width=\"24%\">%4</td></tr>")
            .arg(esc(row.label), valueStyle, value, status);
    QStringList extra;
    const QString printed = missing ? QString() : printedAsText(f, row.unit, vendor);
    if (!printed.isEmpty())
        extra << esc(printed);
    if (!f.note.isEmpty())
        extra << esc(f.note);
    if (!f.source.isEmpty())
        extra << DetailsPane::tr("Source: %1").arg(link(f.source));
    if (!extra.isEmpty())
        html += QStringLiteral("<tr><td colspan=\"3\" style=\"color:%1; font-size:small; "
                               "padding-left:16px; padding-bottom:6px;\">%2</td></tr>")
                    .arg(grey, extra.join(QStringLiteral("<br>")));
    return html;
}

QString tableHtml(const QString& title, const QList<Row>& rows, const QString& vendor,
                  const QPalette& palette) {
    QString html = QStringLiteral("<h3>%1</h3><table width=\"100%\" cellspacing=\"0\" "
                                  "cellpadding=\"3\">")
                       .arg(esc(title));
    for (const Row& row : rows)
        html += rowHtml(row, vendor, palette);
    return html + QStringLiteral("</table>");
}
} // namespace

DetailsPane::DetailsPane(QWidget* parent)
    : QWidget(parent)
    , m_browser(new QTextBrowser(this))
    , m_compareButton(new QToolButton(this)) {
    m_compareButton->setObjectName(QStringLiteral("addToComparisonButton"));
    m_compareButton->setText(tr("Add to comparison"));
    m_compareButton->setToolTip(tr("Compare this chip side by side with others (Ctrl+Shift+C)"));
    m_compareButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    connect(m_compareButton, &QToolButton::clicked, this, [this] {
        if (m_chip)
            Q_EMIT compareRequested(m_chip->id);
    });
    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(12, 6, 12, 0);
    bar->addStretch(1);
    bar->addWidget(m_compareButton);

    m_browser->setObjectName(QStringLiteral("detailsBrowser"));
    m_browser->setOpenExternalLinks(true);
    // The calculator link is ours; every other link opens in the browser.
    m_browser->setOpenLinks(false);
    connect(m_browser, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.toString() == whatfits::fitLinkUrl()) {
            if (m_chip)
                Q_EMIT fitRequested(m_chip->id);
        } else {
            QDesktopServices::openUrl(url);
        }
    });
    m_browser->setFrameShape(QFrame::NoFrame);
    m_browser->document()->setDocumentMargin(12);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(m_browser);
    render();
}

void DetailsPane::setChip(const Chip* chip) {
    if (chip)
        m_chip = *chip;
    else
        m_chip.reset();
    render();
}

void DetailsPane::setPrecision(Precision precision) {
    if (precision == m_precision)
        return;
    m_precision = precision;
    render();
}

void DetailsPane::setModels(const QList<LlmModel>& models) {
    if (models == m_models)
        return;
    m_models = models;
    render();
}

void DetailsPane::setMemoryBudget(const MemoryBudget& budget) {
    if (budget == m_budget)
        return;
    m_budget = budget;
    render();
}

void DetailsPane::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
        render();
    QWidget::changeEvent(event);
}

void DetailsPane::render() {
    m_compareButton->setVisible(m_chip.has_value());
    if (!m_chip) {
        const QString grey = palette().color(QPalette::Disabled, QPalette::Text).name();
        m_browser->setHtml(QStringLiteral("<p align=\"center\" style=\"color:%1;\"><br><br>%2</p>")
                               .arg(grey, esc(tr("Select a chip to see every figure with its "
                                                 "source"))));
        return;
    }
    // Keep the reader's place when the same chip is re-rendered (precision change, reload).
    const int scroll = m_browser->verticalScrollBar()->value();
    m_browser->setHtml(chipHtml(*m_chip, m_precision, palette(), m_models, m_budget));
    m_browser->verticalScrollBar()->setValue(scroll);
}

QString DetailsPane::chipHtml(const Chip& chip, Precision precision, const QPalette& palette,
                              const QList<LlmModel>& models, const MemoryBudget& budget) {
    const QString grey = palette.color(QPalette::Disabled, QPalette::Text).name();
    QString html = QStringLiteral("<h2>%1</h2>").arg(esc(chip.name));
    QStringList identity{chip.vendor, chip.familyGeneration, chip.kind.toUpper()};
    identity.removeAll(QString());
    html += QStringLiteral("<p style=\"color:%1;\">%2</p>")
                .arg(grey, esc(identity.join(QStringLiteral(" · "))));

    const std::array groups{FieldGroup::Compute, FieldGroup::Memory,       FieldGroup::Power,
                            FieldGroup::Silicon, FieldGroup::Interconnect, FieldGroup::Availability,
                            FieldGroup::Dates};
    for (FieldGroup group : groups) {
        QList<Row> rows;
        for (const FieldInfo& info : allFields()) {
            if (info.group == group)
                rows.append(quantityRow(Quantity::forField(info.field), chip, precision));
        }
        html += tableHtml(groupTitle(group), rows, chip.vendor, palette);
        if (group == FieldGroup::Compute && !chip.sparsityNote.isEmpty())
            html += QStringLiteral("<p style=\"color:%1; font-size:small;\">%2 %3</p>")
                        .arg(grey, esc(tr("Sparsity:")), esc(chip.sparsityNote));
    }

    // The figures computed at the precision (perf per watt, bandwidth per TFLOP).
    QList<Row> efficiency;
    for (const Quantity& quantity : Quantity::all()) {
        if (quantity.followsPrecision() && quantity.canUse(QuantityUse::List))
            efficiency.append(quantityRow(quantity, chip, precision));
    }
    html += tableHtml(tr("Efficiency at %1").arg(precisionName(precision)), efficiency, chip.vendor,
                      palette);

    if (!models.isEmpty())
        html += whatfits::sectionHtml(chip, models, palette, budget);

    if (!chip.notes.isEmpty())
        html += QStringLiteral("<h3>%1</h3><p>%2</p>").arg(esc(tr("Notes")), esc(chip.notes));
    if (!chip.sourceUrls.isEmpty()) {
        html += QStringLiteral("<h3>%1</h3><ul>").arg(esc(tr("Sources")));
        for (const QString& url : chip.sourceUrls)
            html += QStringLiteral("<li><a href=\"%1\">%2</a></li>").arg(esc(url), esc(url));
        html += QStringLiteral("</ul>");
    }
    return html;
}

} // namespace chipatlas
