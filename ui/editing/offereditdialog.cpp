#include "editing/offereditdialog.h"

#include "common/moneytext.h"
#include "common/screenfit.h"
#include "common/theme.h"
#include "domain/units.h"
#include "domain/validation.h"
#include "editing/figureedit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace chipatlas {

namespace {
constexpr int kMaxChips = 10'000'000; // validateOffer()'s bound
} // namespace

OfferEditDialog::OfferEditDialog(const Setup& setup, QWidget* parent)
    : EntryEditDialog(Options{}, parent)
    , m_mode(setup.mode)
    , m_original(setup.offer)
    , m_today(setup.today)
    , m_provider(new QLineEdit(this))
    , m_region(new QLineEdit(this))
    , m_instance(new QLineEdit(this))
    , m_pricing(new QComboBox(this))
    , m_pricingNote(new QLineEdit(this))
    , m_chips(new QSpinBox(this))
    , m_price(new QLineEdit(this))
    , m_currency(new QLineEdit(this))
    , m_seen(new QDateEdit(this))
    , m_undated(new QCheckBox(tr("The source shows no date"), this))
    , m_seenNote(new QLineEdit(this))
    , m_source(new QLineEdit(this))
    , m_notes(new QLineEdit(this))
    , m_history(new QTreeWidget(this))
    , m_id(new QLabel(this)) {
    setObjectName(QStringLiteral("OfferEditDialog"));
    const Offer& offer = setup.offer;
    setWindowTitle(m_mode == Mode::NewOffer
                       ? tr("Add Offer for %1").arg(setup.targetName)
                       : tr("Record Price of %1 %2").arg(offer.provider, offer.instance));
    m_provider->setObjectName(QStringLiteral("offerProviderEdit"));
    m_provider->setText(offer.provider);
    m_provider->setPlaceholderText(tr("e.g. AWS, Lambda"));
    m_region->setObjectName(QStringLiteral("offerRegionEdit"));
    m_region->setText(offer.region);
    m_region->setPlaceholderText(tr("e.g. us-east-1; empty when the source names none"));
    m_instance->setObjectName(QStringLiteral("offerInstanceEdit"));
    m_instance->setText(offer.instance);
    m_instance->setPlaceholderText(tr("e.g. p5.48xlarge"));
    m_pricing->setObjectName(QStringLiteral("offerPricingCombo"));
    for (Pricing pricing : {Pricing::OnDemand, Pricing::Reserved, Pricing::Spot})
        m_pricing->addItem(pricingDisplayName(pricing), pricingKey(pricing));
    m_pricing->setCurrentIndex(m_pricing->findData(pricingKey(offer.pricing)));
    m_pricingNote->setText(offer.pricingNote);
    m_pricingNote->setPlaceholderText(tr("e.g. 1-year term; Capacity Block"));
    m_chips->setObjectName(QStringLiteral("offerChipsSpin"));
    m_chips->setRange(0, kMaxChips);
    m_chips->setValue(offer.chips);
    m_notes->setText(offer.notes);
    // The identity of a stored offer is what the new price belongs to: it stays.
    if (m_mode == Mode::RecordPrice) {
        for (QLineEdit* edit : {m_provider, m_region, m_instance, m_pricingNote, m_notes})
            edit->setReadOnly(true);
        m_pricing->setEnabled(false);
        m_chips->setEnabled(false);
    }
    const OfferPrice* current = offer.current();
    m_price->setObjectName(QStringLiteral("offerPriceEdit"));
    m_price->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_price->setPlaceholderText(tr("for the whole instance, per hour"));
    m_currency->setObjectName(QStringLiteral("offerCurrencyEdit"));
    m_currency->setText(current ? current->currency : QStringLiteral("USD"));
    m_currency->setMaxLength(3);
    m_seen->setObjectName(QStringLiteral("offerSeenEdit"));
    m_seen->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_seen->setCalendarPopup(true);
    m_seen->setDate(m_today);
    m_undated->setObjectName(QStringLiteral("offerUndatedCheck"));
    m_seenNote->setObjectName(QStringLiteral("offerSeenNoteEdit"));
    m_seenNote->setPlaceholderText(tr("how the source dates the price, when it shows no date"));
    m_source->setObjectName(QStringLiteral("offerSourceEdit"));
    m_source->setPlaceholderText(tr("https://... or \"quote from our reseller, ref 1234\""));
    connect(m_undated, &QCheckBox::toggled, m_seen, &QWidget::setDisabled);
    m_pricing->setAccessibleDescription(
        tr("On-demand (by the hour, no commitment), reserved (for a term) or spot "
           "(interruptible)"));
    m_chips->setAccessibleDescription(
        tr("How many chips one instance has; the price per chip-hour divides by it"));
    m_notes->setAccessibleDescription(tr("Anything else about the offer worth knowing"));
    m_currency->setAccessibleDescription(tr("The ISO 4217 code of the price's currency, e.g. USD"));
    m_seen->setAccessibleDescription(tr("The day the price was seen at its source"));
    m_undated->setAccessibleDescription(
        tr("Check when the source gives the price without a date; say how it is dated below"));
    const std::pair<const char*, QWidget*> fieldWidgets[] = {
        {"provider", m_provider},  {"region", m_region},
        {"instance", m_instance},  {"pricing_note", m_pricingNote},
        {"chips", m_chips},        {"per_instance_hour", m_price},
        {"currency", m_currency},  {"seen", m_seen},
        {"seen_note", m_seenNote}, {"source", m_source},
        {"id", m_instance},        {"notes", m_notes}};
    for (const auto& [key, widget] : fieldWidgets)
        setFieldWidget(QLatin1String(key), widget);

    auto* identity = new QFormLayout;
    identity->addRow(tr("For:"), new QLabel(setup.targetName, this));
    identity->addRow(tr("&Provider:"), m_provider);
    identity->addRow(tr("&Region:"), m_region);
    identity->addRow(tr("&Instance:"), m_instance);
    identity->addRow(tr("Pri&cing:"), m_pricing);
    identity->addRow(tr("Pricing &note:"), m_pricingNote);
    identity->addRow(tr("C&hips per instance:"), m_chips);
    identity->addRow(tr("Notes:"), m_notes);
    identity->addRow(tr("Offer id:"), m_id);
    auto* priceBox = new QGroupBox(m_mode == Mode::NewOffer ? tr("Price") : tr("New price"), this);
    auto* priceForm = new QFormLayout(priceBox);
    priceForm->addRow(tr("Price per instance &hour:"), m_price);
    priceForm->addRow(tr("C&urrency:"), m_currency);
    priceForm->addRow(tr("&Seen on:"), m_seen);
    priceForm->addRow(QString(), m_undated);
    priceForm->addRow(tr("How &dated:"), m_seenNote);
    priceForm->addRow(tr("S&ource:"), m_source);

    m_history->setObjectName(QStringLiteral("offerHistoryView"));
    m_history->setAccessibleName(tr("Price history"));
    m_history->setAccessibleDescription(
        tr("Every price recorded for this offer, newest first: per instance-hour, per "
           "chip-hour, the day it was seen and where"));
    m_history->setRootIsDecorated(false);
    m_history->setHeaderLabels({tr("Per instance-h"), tr("Per chip-h"), tr("Seen"), tr("By")});
    m_history->setVisible(m_mode == Mode::RecordPrice);
    fillHistory();

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(identity);
    layout->addWidget(priceBox);
    if (m_mode == Mode::RecordPrice) {
        layout->addWidget(new QLabel(tr("Price history (kept; the new price is added):"), this));
        layout->addWidget(m_history, 1);
    }
    addButtons(layout, QStringLiteral("offerErrorLabel"));

    const auto updateId = [this] {
        const Offer entered = this->offer();
        m_id->setText(entered.id);
        revalidate();
    };
    for (QLineEdit* edit :
         {m_provider, m_region, m_instance, m_price, m_currency, m_seenNote, m_source})
        connect(edit, &QLineEdit::textChanged, this, updateId);
    connect(m_pricing, &QComboBox::currentIndexChanged, this, updateId);
    connect(m_chips, &QSpinBox::valueChanged, this, updateId);
    connect(m_seen, &QDateEdit::dateChanged, this, updateId);
    connect(m_undated, &QCheckBox::toggled, this, updateId);
    updateId();
    resize(sizeOnScreen(this, QSize(560, m_mode == Mode::RecordPrice ? 640 : 480)));
}

OfferEditDialog::~OfferEditDialog() = default;

void OfferEditDialog::fillHistory() {
    m_history->clear();
    for (qsizetype i = m_original.prices.size() - 1; i >= 0; --i) {
        const OfferPrice& price = m_original.prices.at(i);
        auto* item = new QTreeWidgetItem(m_history);
        item->setText(0, moneyText(price.perInstanceHour, price.currency));
        item->setText(1, m_original.chips > 0
                             ? moneyText(price.perInstanceHour / m_original.chips, price.currency)
                             : QString());
        item->setText(2, priceAgeText(price, m_today));
        item->setText(3, price.origin == Origin::User ? tr("your quote") : tr("built-in"));
        item->setToolTip(2, price.source);
        item->setTextAlignment(0, Qt::AlignRight | Qt::AlignVCenter);
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    }
    m_history->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

std::optional<OfferPrice> OfferEditDialog::price() const {
    QString problem;
    const std::optional<double> value =
        parseLocaleNumber(m_price->text().trimmed(), QLocale(), &problem);
    if (!value)
        return std::nullopt;
    OfferPrice price;
    price.perInstanceHour = *value;
    price.currency = m_currency->text().trimmed();
    price.seen = m_undated->isChecked() ? QDate() : m_seen->date();
    price.seenNote = m_seenNote->text().trimmed();
    price.source = m_source->text().trimmed();
    price.origin = Origin::User;
    return price;
}

Offer OfferEditDialog::offer() const {
    Offer offer = m_original;
    if (m_mode == Mode::NewOffer) {
        offer.provider = m_provider->text().trimmed();
        offer.region = m_region->text().trimmed();
        offer.instance = m_instance->text().trimmed();
        offer.pricing =
            pricingFromKey(m_pricing->currentData().toString()).value_or(Pricing::OnDemand);
        offer.pricingNote = m_pricingNote->text().trimmed();
        offer.chips = m_chips->value();
        offer.notes = m_notes->text().trimmed();
        offer.origin = Origin::User;
        offer.id = offerId(offer.provider, offer.region, offer.instance, offer.pricing);
    }
    if (const std::optional<OfferPrice> entered = price())
        addPrice(offer, *entered);
    return offer;
}

EntryEditDialog::Problems OfferEditDialog::problems() const {
    Problems found;
    const QString priceKey = QStringLiteral("per_instance_hour");
    if (m_price->text().trimmed().isEmpty()) {
        found.add(tr("Price per instance hour (per_instance_hour): required"), priceKey);
    } else if (!price()) {
        QString problem;
        parseLocaleNumber(m_price->text().trimmed(), QLocale(), &problem);
        found.add(tr("Price per instance hour (per_instance_hour): %1").arg(problem), priceKey);
    }
    if (m_undated->isChecked() && m_seenNote->text().trimmed().isEmpty()) {
        found.add(tr("How dated (seen_note): say how the source dates an undated price"),
                  QStringLiteral("seen_note"));
    }
    for (const ValidationIssue& issue : validateOffer(offer()))
        found.add(issue.message, issue.key);
    return found;
}

} // namespace chipatlas
