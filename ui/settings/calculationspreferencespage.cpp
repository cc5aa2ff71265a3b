#include "settings/calculationspreferencespage.h"

#include "common/keyeditems.h"
#include "common/settings.h"
#include "domain/offerchoice.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSet>
#include <QStandardItemModel>

#include <algorithm>

namespace chipatlas {

namespace {
// The one currency costs are computed in (offerchoice.h: prices are compared in USD).
const QString kCostCurrency = QStringLiteral("USD");

QLabel* note(const QString& text, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setEnabled(false); // greyed: a remark, not an input
    return label;
}

// An input's object name (tests find it by it) and its tooltip.
void describeInput(QWidget* input, const QString& objectName, const QString& toolTip) {
    input->setObjectName(objectName);
    input->setToolTip(toolTip);
}
} // namespace

CalculationsPreferencesPage::CalculationsPreferencesPage(QWidget* parent)
    : QWidget(parent)
    , m_precision(new QComboBox(this))
    , m_headroom(new QDoubleSpinBox(this))
    , m_budget(new QComboBox(this))
    , m_offerPolicy(new QComboBox(this))
    , m_currency(new QComboBox(this))
    , m_currencyNote(note(QString(), this)) {
    setObjectName(QStringLiteral("calculationsPreferencesPage"));
    addKeyedItems(m_precision, kAllPrecisions, precisionName, precisionKey);
    describeInput(m_precision, QStringLiteral("efficiencyPrecisionCombo"),
                  tr("The precision of perf per watt and bandwidth per TFLOP in the "
                     "table, the details, the compare view and the chart; View > "
                     "Perf/W precision changes it too"));

    m_headroom->setRange(0.0, 200.0);
    m_headroom->setDecimals(1);
    m_headroom->setSuffix(QStringLiteral(" %"));
    describeInput(m_headroom, QStringLiteral("defaultHeadroomSpin"),
                  tr("Added on top of weights and KV cache for activations, the runtime "
                     "and fragmentation, under the rule of thumb"));
    m_budget->setObjectName(QStringLiteral("defaultBudgetCombo"));
    for (int i = 0; i < kMemoryBudgetKindCount; ++i)
        m_budget->addItem(memoryBudgetProfile(MemoryBudgetKind(i)).name(), i);

    addKeyedItems(m_offerPolicy, kAllOfferPolicies, offerPolicyDisplayName, offerPolicyKey);
    describeInput(m_offerPolicy, QStringLiteral("offerPolicyCombo"),
                  tr("The offer the costs per million tokens use for a chip or "
                     "system with several, until you pick one in the model-fit "
                     "calculator"));
    describeInput(m_currency, QStringLiteral("currencyCombo"),
                  tr("The currency of costs: USD, the only one offers can be compared "
                     "in, since ChipAtlas keeps no exchange rates"));
    setOffers({});

    auto* form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    form->addRow(tr("Efficiency &precision:"), m_precision);
    form->addRow(tr("&Headroom:"), m_headroom);
    form->addRow(tr("Memory &budget:"), m_budget);
    form->addRow(QString(), note(tr("The model-fit calculator starts from this headroom and "
                                    "budget, and \"What fits\" in the details uses the budget. "
                                    "A change in the calculator is remembered here too."),
                                 this));
    form->addRow(tr("&Offer for costs:"), m_offerPolicy);
    form->addRow(tr("&Currency:"), m_currency);
    form->addRow(QString(), m_currencyNote);

    connect(m_budget, &QComboBox::currentIndexChanged, this,
            &CalculationsPreferencesPage::budgetChanged);
}

void CalculationsPreferencesPage::load(const Settings& settings) {
    m_precision->setCurrentIndex(
        std::max(0, m_precision->findData(precisionKey(settings.perfPrecision()))));
    const FitInputs inputs = settings.fitInputs();
    m_loadedBudget = inputs.budget;
    m_headroom->setValue(inputs.headroomPercent);
    m_budget->setCurrentIndex(std::max(0, m_budget->findData(int(inputs.budget.kind))));
    budgetChanged();
    m_offerPolicy->setCurrentIndex(
        std::max(0, m_offerPolicy->findData(offerPolicyKey(settings.offerPolicy()))));
}

void CalculationsPreferencesPage::save(Settings& settings) const {
    settings.setPerfPrecision(
        precisionFromString(m_precision->currentData().toString()).value_or(Precision::BF16));
    FitInputs inputs = settings.fitInputs();
    inputs.headroomPercent = m_headroom->value();
    const auto kind = MemoryBudgetKind(m_budget->currentData().toInt());
    // Another engine's fraction means something else: a new kind starts from its default.
    inputs.budget = kind == m_loadedBudget.kind ? m_loadedBudget : MemoryBudget{.kind = kind};
    settings.setFitInputs(inputs);
    settings.setOfferPolicy(offerPolicyFromKey(m_offerPolicy->currentData().toString())
                                .value_or(OfferPolicy::Cheapest));
}

void CalculationsPreferencesPage::setOffers(const QList<Offer>& offers) {
    QSet<QString> found;
    for (const Offer& offer : offers) {
        if (const OfferPrice* price = offer.current())
            found.insert(price->currency);
    }
    QStringList currencies(found.cbegin(), found.cend());
    std::sort(currencies.begin(), currencies.end());
    currencies.removeAll(kCostCurrency);
    currencies.prepend(kCostCurrency);

    m_currency->clear();
    for (const QString& currency : std::as_const(currencies))
        m_currency->addItem(currency, currency);
    // Only USD can be chosen: the others are listed so that nobody looks for them in vain.
    if (auto* model = qobject_cast<QStandardItemModel*>(m_currency->model())) {
        for (int row = 1; row < model->rowCount(); ++row)
            model->item(row)->setEnabled(false);
    }
    m_currency->setCurrentIndex(0);
    m_currency->setEnabled(currencies.size() > 1);
    const QStringList others = currencies.mid(1);
    m_currencyNote->setText(
        others.isEmpty()
            ? tr("Costs are in USD, the currency every offer of this catalog is priced in.")
            : tr("Costs are in USD. Offers priced in %1 are listed with their chips but take "
                 "no part in costs: ChipAtlas keeps no exchange rates.")
                  .arg(others.join(QStringLiteral(", "))));
}

// The headroom serves the rule of thumb only: an engine keeps its own reserve.
void CalculationsPreferencesPage::budgetChanged() {
    const auto kind = MemoryBudgetKind(m_budget->currentData().toInt());
    m_headroom->setEnabled(kind == MemoryBudgetKind::RuleOfThumb);
    const MemoryBudgetProfile& profile = memoryBudgetProfile(kind);
    m_budget->setToolTip(kind == MemoryBudgetKind::RuleOfThumb
                             ? tr("Weights + KV cache + headroom within the printed capacity "
                                  "read as decimal GB, as chip-comparison pages count")
                             : tr("%1's %2 of the memory visible to software, at the engine's "
                                  "default; the calculator sets another fraction")
                                   .arg(profile.name(), profile.parameter));
}

} // namespace chipatlas
