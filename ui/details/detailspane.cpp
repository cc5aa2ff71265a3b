#include "details/detailspane.h"

#include "common/catalogtext.h"
#include "details/figurehtml.h"
#include "details/offershtml.h"
#include "details/resultshtml.h"
#include "details/systemhtml.h"
#include "details/whatfits.h"
#include "domain/figureformat.h"
#include "domain/offerchoice.h"
#include "domain/quantity.h"

#include <QDate>
#include <QDesktopServices>
#include <QEvent>
#include <QHBoxLayout>
#include <QScrollBar>
#include <QTextBrowser>
#include <QTextOption>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

namespace chipatlas {

using namespace figurehtml;

namespace {
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

Row quantityRow(const Quantity& quantity, const Chip& chip, Precision precision) {
    return {quantity.label(precision), quantity.figure(chip, precision), quantity.unit(precision),
            quantity.isNumeric(), quantity.field(precision) == Field::Availability};
}

} // namespace

DetailsPane::DetailsPane(QWidget* parent)
    : QWidget(parent)
    , m_browser(new QTextBrowser(this))
    , m_compareButton(new QToolButton(this))
    , m_ownershipButton(new QToolButton(this))
    , m_priceHistoryButton(new QToolButton(this)) {
    m_compareButton->setObjectName(QStringLiteral("addToComparisonButton"));
    m_compareButton->setText(tr("Add to comparison"));
    m_compareButton->setToolTip(
        tr("Compare this chip or system side by side with others (Ctrl+Shift+C)"));
    m_compareButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    connect(m_compareButton, &QToolButton::clicked, this, [this] {
        if (m_system)
            Q_EMIT compareRequested(EntryRef::system(m_system->id));
        else if (m_chip)
            Q_EMIT compareRequested(EntryRef::chip(m_chip->id));
    });
    m_ownershipButton->setObjectName(QStringLiteral("ownOrRentButton"));
    m_ownershipButton->setText(tr("Own or rent..."));
    m_ownershipButton->setToolTip(
        tr("What owning this chip or system costs per hour against renting it (Ctrl+Shift+O)"));
    m_ownershipButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    connect(m_ownershipButton, &QToolButton::clicked, this, [this] {
        if (m_system)
            Q_EMIT ownershipRequested(m_system->id);
        else if (m_chip)
            Q_EMIT ownershipRequested(m_chip->id);
    });
    m_priceHistoryButton->setObjectName(QStringLiteral("priceHistoryButton"));
    m_priceHistoryButton->setText(tr("Price history..."));
    m_priceHistoryButton->setToolTip(
        tr("The prices of this chip or system over time, from every offer that rents it"));
    m_priceHistoryButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    connect(m_priceHistoryButton, &QToolButton::clicked, this, [this] {
        if (m_system)
            Q_EMIT priceHistoryRequested(m_system->id);
        else if (m_chip)
            Q_EMIT priceHistoryRequested(m_chip->id);
    });
    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(12, 6, 12, 0);
    bar->addStretch(1);
    bar->addWidget(m_priceHistoryButton);
    bar->addWidget(m_ownershipButton);
    bar->addWidget(m_compareButton);

    m_browser->setObjectName(QStringLiteral("detailsBrowser"));
    m_browser->setAccessibleName(tr("Details"));
    m_browser->setAccessibleDescription(
        tr("Every figure of the selected chip or system, with its status, note and source"));
    // Lines break between words only: a word longer than its column ("Speicherbandbreite" in a
    // narrow pane) widens the column instead of being cut in two.
    m_browser->setWordWrapMode(QTextOption::WordWrap);
    m_browser->setOpenExternalLinks(true);
    // The calculator link is ours; every other link opens in the browser.
    m_browser->setOpenLinks(false);
    connect(m_browser, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.toString() == whatfits::fitLinkUrl()) {
            if (m_chip)
                Q_EMIT fitRequested(m_chip->id);
        } else if (const auto offerId = offershtml::offerIdOfRecordPriceUrl(url)) {
            Q_EMIT recordPriceRequested(*offerId);
        } else if (const auto historyId = offershtml::offerIdOfPriceHistoryUrl(url)) {
            Q_EMIT priceHistoryRequested(*historyId);
        } else if (const auto targetId = offershtml::targetIdOfAddOfferUrl(url)) {
            Q_EMIT addOfferRequested(*targetId);
        } else if (const auto hardwareId = resultshtml::targetIdOfRecordResultUrl(url)) {
            Q_EMIT recordResultRequested(*hardwareId);
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
    m_system.reset();
    render();
}

void DetailsPane::setSystem(const System* system) {
    if (system)
        m_system = *system;
    else
        m_system.reset();
    m_chip.reset();
    render();
}

void DetailsPane::setSnapshot(const CatalogSnapshot& snapshot) {
    m_snapshot = snapshot;
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

void DetailsPane::setMemoryUnits(MemoryUnits units) {
    if (units == m_memoryUnits)
        return;
    m_memoryUnits = units;
    render();
}

void DetailsPane::scrollToResults() {
    m_browser->scrollToAnchor(resultshtml::anchorName());
}

void DetailsPane::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LanguageChange)
        render();
    QWidget::changeEvent(event);
}

void DetailsPane::render() {
    m_compareButton->setVisible(m_chip.has_value() || m_system.has_value());
    m_ownershipButton->setVisible(m_chip.has_value() || m_system.has_value());
    m_priceHistoryButton->setVisible(m_chip.has_value() || m_system.has_value());
    const int scroll = m_browser->verticalScrollBar()->value();
    if (m_system) {
        m_browser->setHtml(systemhtml::html(*m_system, m_snapshot, m_precision, palette(),
                                            QDate::currentDate(), m_memoryUnits));
        m_browser->verticalScrollBar()->setValue(scroll);
        return;
    }
    if (!m_chip) {
        const QString grey = palette().color(QPalette::Disabled, QPalette::Text).name();
        m_browser->setHtml(QStringLiteral("<p align=\"center\" style=\"color:%1;\"><br><br>%2</p>")
                               .arg(grey, esc(tr("Select a chip to see every figure with its "
                                                 "source"))));
        return;
    }
    // Keep the reader's place when the same chip is re-rendered (precision change, reload).
    QString html = chipHtml(*m_chip, m_precision, palette(), m_models, m_budget, m_memoryUnits);
    if (m_snapshot.isLoaded()) {
        html += offershtml::sectionHtml(m_snapshot.offerIndex().forChip(m_chip->id), m_chip->id,
                                        QDate::currentDate(), palette());
        html += resultshtml::sectionHtml(resultshtml::resultsForChip(m_chip->id, m_snapshot),
                                         m_chip->id, m_snapshot, palette());
    }
    m_browser->setHtml(html);
    m_browser->verticalScrollBar()->setValue(scroll);
}

QString DetailsPane::chipHtml(const Chip& chip, Precision precision, const QPalette& palette,
                              const QList<LlmModel>& models, const MemoryBudget& budget,
                              MemoryUnits memoryUnits) {
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
        for (const FieldSpec& info : allFields()) {
            if (info.group == group)
                rows.append(quantityRow(Quantity::forField(chipField(info)), chip, precision));
        }
        html += tableHtml(groupTitle(group), rows, chip.vendor, palette, memoryUnits);
        if (group == FieldGroup::Compute && !chip.sparsityNote.isEmpty())
            html += QStringLiteral("<p style=\"color:%1; font-size:small;\">%2 %3</p>")
                        .arg(grey, esc(tr("Sparsity:")), esc(catalogText(chip.sparsityNote)));
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
        html += whatfits::sectionHtml(chip, models, palette, budget, memoryUnits);

    if (!chip.notes.isEmpty())
        html += QStringLiteral("<h3>%1</h3><p>%2</p>")
                    .arg(esc(tr("Notes")), esc(catalogText(chip.notes)));
    if (!chip.sourceUrls.isEmpty()) {
        html += QStringLiteral("<h3>%1</h3><ul>").arg(esc(tr("Sources")));
        for (const QString& url : chip.sourceUrls)
            html += QStringLiteral("<li><a href=\"%1\">%2</a></li>").arg(esc(url), esc(url));
        html += QStringLiteral("</ul>");
    }
    return html;
}

} // namespace chipatlas
