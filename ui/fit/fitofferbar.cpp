#include "fit/fitofferbar.h"

#include "fit/fitpricing.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>

namespace chipatlas {

FitOfferBar::FitOfferBar(QWidget* parent)
    : QWidget(parent)
    , m_offer(new QComboBox(this))
    , m_priceUsed(new QLabel(this)) {
    m_offer->setObjectName(QStringLiteral("fitOfferBox"));
    m_offer->setToolTip(tr("The price the costs of the selected row use: an offer, or the "
                           "price you entered"));
    m_offer->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_offer->setMinimumContentsLength(40);
    auto* offerLabel = new QLabel(tr("&Offer:"), this);
    offerLabel->setBuddy(m_offer);
    m_priceUsed->setObjectName(QStringLiteral("fitPriceUsedLabel"));
    m_priceUsed->setWordWrap(true);
    m_priceUsed->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(offerLabel);
    layout->addWidget(m_offer);
    layout->addWidget(m_priceUsed, 1);

    connect(m_offer, &QComboBox::activated, this,
            [this](int index) { Q_EMIT offerPicked(m_offer->itemData(index).toString()); });
}

void FitOfferBar::setOptions(const FitPricing& pricing, const QList<PriceOption>& options,
                             const QString& target) {
    const std::optional<PriceOption> used = pricing.chosen(options, target);
    const QSignalBlocker quiet(m_offer);
    m_offer->clear();
    for (const PriceOption& option : options) {
        m_offer->addItem(option.label, FitPricing::optionId(option));
        if (used && FitPricing::optionId(option) == FitPricing::optionId(*used))
            m_offer->setCurrentIndex(m_offer->count() - 1);
    }
    m_offer->setEnabled(!options.isEmpty());
    if (target.isEmpty())
        m_priceUsed->setText(tr("Select a row to pick the offer its costs use."));
    else if (options.isEmpty())
        m_priceUsed->setText(tr("No offer in USD and no price entered: no cost per million "
                                "tokens. Use \"Set price...\" to enter one."));
    else
        m_priceUsed->setText(tr("Costs %1.").arg(pricing.usedText(options, target)));
}

} // namespace chipatlas
