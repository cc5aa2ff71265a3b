#include "ownership/ownershipform.h"

#include "application/catalogsnapshot.h"
#include "application/ownershiprules.h"
#include "domain/offerchoice.h"
#include "domain/ownershipdefaults.h"
#include "domain/validation.h"

#include <QComboBox>
#include <QDate>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QStringList>

namespace chipatlas {

namespace {
// The rows of the form, grouped as a buyer thinks of them: what is bought, what it costs, what
// running it costs, how much it is used, and the facility. The chip's rows replace the
// system's units.
constexpr OwnershipField kSystemRows[] = {
    OwnershipField::Units,
};
constexpr OwnershipField kChipRows[] = {
    OwnershipField::ChipCount,
    OwnershipField::ServerChips,
};
constexpr OwnershipField kNumberRows[] = {
    OwnershipField::PurchasePrice,
    OwnershipField::InfrastructurePct,
    OwnershipField::DepreciationYears,
    OwnershipField::PowerW,
    OwnershipField::ServerOverhead,
    OwnershipField::Pue,
    OwnershipField::ElectricityPerKwh,
    OwnershipField::HostingPerKwMonth,
    OwnershipField::SupportPerYear,
    OwnershipField::UtilisationPct,
    OwnershipField::RackKw,
    OwnershipField::FacilityMw,
};
// Fields of text the form also edits.
constexpr OwnershipField kTextRows[] = {OwnershipField::PriceSource, OwnershipField::Currency};

QString numberText(double value) {
    return QLocale().toString(value, 'g', 10);
}

QString sourceTip(const QString& source, const QDate& date) {
    if (!date.isValid())
        return source;
    return OwnershipForm::tr("%1 (%2)").arg(source, QLocale().toString(date, QLocale::ShortFormat));
}
} // namespace

OwnershipForm::OwnershipForm(QWidget* parent)
    : QWidget(parent)
    , m_offer(new QComboBox(this))
    , m_model(new QComboBox(this))
    , m_error(new QLabel(this)) {
    setObjectName(QStringLiteral("ownershipForm"));
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setColumnStretch(1, 1);
    int row = 0;
    for (OwnershipField field : kSystemRows)
        addRow(field, row++);
    for (OwnershipField field : kChipRows)
        addRow(field, row++);
    for (OwnershipField field : kTextRows)
        addRow(field, row++);
    for (OwnershipField field : kNumberRows)
        addRow(field, row++);

    auto* offerLabel = new QLabel(tr("Rent at:"), this);
    offerLabel->setBuddy(m_offer);
    m_offer->setObjectName(QStringLiteral("ownershipOfferBox"));
    m_offer->setToolTip(tr("The rental offer owning is compared with; by default the cheapest "
                           "on-demand offer for this hardware"));
    m_offer->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_offer->setMinimumContentsLength(24);
    grid->addWidget(offerLabel, row, 0);
    grid->addWidget(m_offer, row++, 1, 1, 3);
    auto* modelLabel = new QLabel(tr("Model:"), this);
    modelLabel->setBuddy(m_model);
    m_model->setObjectName(QStringLiteral("ownershipModelBox"));
    m_model->setToolTip(tr("The language model whose tokens the cost per million tokens counts"));
    m_model->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_model->setMinimumContentsLength(24);
    grid->addWidget(modelLabel, row, 0);
    grid->addWidget(m_model, row++, 1, 1, 3);

    m_error->setObjectName(QStringLiteral("ownershipErrorLabel"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #c62828;"));
    m_error->hide();
    grid->addWidget(m_error, row++, 0, 1, 4);
    grid->setRowStretch(row, 1);

    connect(m_offer, &QComboBox::activated, this, &OwnershipForm::edited);
    connect(m_model, &QComboBox::activated, this, &OwnershipForm::edited);
    updateUnits();
    showDefaults();
}

void OwnershipForm::addRow(OwnershipField field, int row) {
    auto* grid = static_cast<QGridLayout*>(layout());
    auto* label = new QLabel(ownershipFieldLabel(field) + QLatin1Char(':'), this);
    auto* edit = new QLineEdit(this);
    edit->setObjectName(QStringLiteral("ownership_") + ownershipFieldKey(field));
    edit->setAccessibleName(ownershipFieldLabel(field));
    edit->setClearButtonEnabled(true);
    label->setBuddy(edit);
    const bool isNumber = ownershipFieldInfo(field).kind == FieldKind::Number;
    if (isNumber) {
        edit->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        edit->setMaximumWidth(fontMetrics().horizontalAdvance(QStringLiteral("000,000,000.00")) +
                              40);
    }
    auto* unit = new QLabel(this);
    auto* origin = new QLabel(this);
    origin->setObjectName(QStringLiteral("ownershipOrigin_") + ownershipFieldKey(field));
    origin->setEnabled(false); // a quiet mark beside the field
    grid->addWidget(label, row, 0);
    grid->addWidget(edit, row, 1);
    grid->addWidget(unit, row, 2);
    grid->addWidget(origin, row, 3);
    m_labels.insert(field, label);
    m_edits.insert(field, edit);
    m_units.insert(field, unit);
    m_origins.insert(field, origin);
    connect(edit, &QLineEdit::textChanged, this, [this] {
        if (!m_filling)
            edited();
    });
}

void OwnershipForm::setScenario(const OwnershipScenario& scenario,
                                const CatalogSnapshot& snapshot) {
    m_scenario = scenario;
    const System* system = snapshot.system(scenario.hardwareId);
    m_isSystem = system != nullptr;
    m_filling = true;
    for (auto it = m_edits.cbegin(); it != m_edits.cend(); ++it) {
        it.value()->setText(ownershipText(scenario, it.key()));
        it.value()->setStyleSheet({});
    }
    for (OwnershipField field : kSystemRows) {
        m_labels[field]->setVisible(m_isSystem);
        m_edits[field]->setVisible(m_isSystem);
        m_units[field]->setVisible(m_isSystem);
        m_origins[field]->setVisible(m_isSystem);
    }
    for (OwnershipField field : kChipRows) {
        m_labels[field]->setVisible(!m_isSystem);
        m_edits[field]->setVisible(!m_isSystem);
        m_units[field]->setVisible(!m_isSystem);
        m_origins[field]->setVisible(!m_isSystem);
    }

    m_offer->clear();
    m_offer->addItem(tr("The cheapest on-demand offer"), QString());
    // The hardware's own offers, then the other offers of its chip (docs/MODEL-FIT.md 9.1).
    for (const PriceOption& option :
         ownershipOfferOptions(snapshot, scenario, QDate::currentDate(), QLocale()))
        m_offer->addItem(option.label, option.offerId);
    m_offer->setCurrentIndex(std::max(0, m_offer->findData(scenario.offerId)));
    m_offer->setEnabled(m_offer->count() > 1);

    m_model->clear();
    m_model->addItem(tr("None: no cost per million tokens"), QString());
    for (const LlmModel& model : snapshot.models())
        m_model->addItem(model.name(), model.id());
    m_model->setCurrentIndex(std::max(0, m_model->findData(scenario.model)));
    m_filling = false;
    m_error->hide();
    m_error->clear();
    updateUnits();
    showDefaults();
}

void OwnershipForm::edited() {
    OwnershipScenario next = m_scenario;
    QStringList errors;
    QList<OwnershipField> bad;
    for (auto it = m_edits.cbegin(); it != m_edits.cend(); ++it) {
        const QString error = setOwnershipText(next, it.key(), it.value()->text().trimmed());
        if (!error.isEmpty()) {
            errors << error;
            bad << it.key();
        }
    }
    next.offerId = m_offer->currentData().toString();
    next.model = m_model->currentData().toString();
    if (errors.isEmpty()) {
        for (const ValidationIssue& issue : validateOwnershipScenario(next)) {
            const auto field = ownershipFieldFromKey(issue.key);
            if (field && m_edits.contains(*field)) {
                errors << issue.message;
                bad << *field;
            }
        }
    }
    for (auto it = m_edits.cbegin(); it != m_edits.cend(); ++it)
        it.value()->setStyleSheet(bad.contains(it.key())
                                      ? QStringLiteral("QLineEdit { border: 1px solid #c62828; }")
                                      : QString());
    if (!errors.isEmpty()) {
        // Refused: the answers keep the last good scenario's numbers.
        m_error->setText(errors.join(QLatin1Char('\n')));
        m_error->show();
        return;
    }
    m_error->hide();
    m_error->clear();
    const bool currencyChanged = next.currency != m_scenario.currency;
    m_scenario = next;
    if (currencyChanged)
        updateUnits();
    Q_EMIT scenarioEdited(m_scenario);
}

QString OwnershipForm::errorText() const {
    return m_error->text();
}

void OwnershipForm::showDefaults() {
    // What is bought has no public default: one system, or servers of 8 chips (the scenario's
    // own defaults, ownershipscenario.h).
    m_edits[OwnershipField::Units]->setPlaceholderText(QStringLiteral("1"));
    m_edits[OwnershipField::ServerChips]->setPlaceholderText(QStringLiteral("8"));
    for (auto it = m_edits.cbegin(); it != m_edits.cend(); ++it) {
        const OwnershipDefault* fallback = ownershipDefault(it.key());
        if (!fallback || !fallback->value) {
            if (it.key() == OwnershipField::Currency)
                it.value()->setPlaceholderText(QStringLiteral("USD"));
            continue;
        }
        it.value()->setPlaceholderText(numberText(*fallback->value));
        it.value()->setToolTip(tr("Default: %1").arg(sourceTip(fallback->source, fallback->date)));
        m_origins[it.key()]->setText(it.value()->text().isEmpty()
                                         ? assumptionOriginDisplayName(AssumptionOrigin::Default)
                                         : assumptionOriginDisplayName(AssumptionOrigin::Yours));
    }
}

void OwnershipForm::showAssumptions(const QList<Assumption>& assumptions) {
    for (const Assumption& assumption : assumptions) {
        const auto field = ownershipFieldFromKey(assumption.key);
        if (!field || !m_edits.contains(*field))
            continue;
        QLineEdit* edit = m_edits[*field];
        QLabel* origin = m_origins[*field];
        origin->setText(assumptionOriginDisplayName(assumption.origin));
        // A number the answers need and nobody has given stands out; the others are quiet.
        const bool missing = assumption.origin == AssumptionOrigin::Missing;
        origin->setEnabled(missing);
        origin->setStyleSheet(missing ? QStringLiteral("color: #b26a00;") : QString());
        const QString tip = assumption.source.isEmpty()
                                ? assumptionOriginDisplayName(assumption.origin)
                                : tr("%1: %2").arg(assumptionOriginDisplayName(assumption.origin),
                                                   sourceTip(assumption.source, assumption.date));
        origin->setToolTip(tip);
        if (assumption.origin == AssumptionOrigin::Yours)
            continue;
        edit->setToolTip(tip);
        edit->setPlaceholderText(assumption.origin == AssumptionOrigin::Missing
                                     ? tr("required")
                                     : numberText(assumption.value));
    }
}

void OwnershipForm::updateUnits() {
    const QString currency =
        m_scenario.currency.isEmpty() ? QStringLiteral("USD") : m_scenario.currency;
    const auto set = [this](OwnershipField field, const QString& text) {
        m_units[field]->setText(text);
    };
    set(OwnershipField::Units, tr("systems"));
    set(OwnershipField::ChipCount, tr("chips"));
    set(OwnershipField::ServerChips, tr("chips per server"));
    set(OwnershipField::PriceSource, {});
    set(OwnershipField::Currency, tr("ISO 4217 code"));
    set(OwnershipField::PurchasePrice,
        m_isSystem ? tr("%1 per system").arg(currency) : tr("%1 per chip").arg(currency));
    set(OwnershipField::InfrastructurePct, tr("% of the price"));
    set(OwnershipField::DepreciationYears, tr("years"));
    set(OwnershipField::PowerW, m_isSystem ? tr("W per system") : tr("W per server"));
    set(OwnershipField::ServerOverhead, tr("x chips x TDP"));
    set(OwnershipField::Pue, tr("x IT power"));
    set(OwnershipField::ElectricityPerKwh, tr("%1 per kWh").arg(currency));
    set(OwnershipField::HostingPerKwMonth, tr("%1 per kW-month").arg(currency));
    set(OwnershipField::SupportPerYear, tr("%1 per year").arg(currency));
    set(OwnershipField::UtilisationPct, tr("% of hours"));
    set(OwnershipField::RackKw, tr("kW per rack"));
    set(OwnershipField::FacilityMw, tr("MW of IT power"));
}

void OwnershipForm::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        for (auto it = m_labels.cbegin(); it != m_labels.cend(); ++it)
            it.value()->setText(ownershipFieldLabel(it.key()) + QLatin1Char(':'));
        updateUnits();
    }
    QWidget::changeEvent(event);
}

} // namespace chipatlas
