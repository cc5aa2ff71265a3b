#include "fit/fitinputsbar.h"

#include "common/fitformat.h"
#include "fit/custommodelwidget.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QSpinBox>
#include <QToolButton>

#include <algorithm>
#include <array>
#include <utility>

namespace chipatlas {

namespace {
using Format = WeightPrecision::Format;
constexpr std::array kFormats{Format::FP32, Format::BF16, Format::FP16,  Format::FP8,
                              Format::INT8, Format::INT4, Format::MXFP4, Format::CustomBits};
constexpr std::array kKvPrecisions{KvPrecision::BF16, KvPrecision::FP8, KvPrecision::INT8};
constexpr std::array<qint64, 5> kContextPresets{1024, 4096, 8192, 32768, 131072};
// Without a model's own maximum, the context spin box stops here.
constexpr int kContextLimit = int(kMaxContextTokens);

QLabel* label(const QString& text, QWidget* buddy, QWidget* parent) {
    auto* result = new QLabel(text, parent);
    result->setBuddy(buddy);
    return result;
}
} // namespace

FitInputsBar::FitInputsBar(QWidget* parent)
    : QWidget(parent)
    , m_model(new QComboBox(this))
    , m_custom(new CustomModelWidget(this))
    , m_precision(new QComboBox(this))
    , m_customBits(new QDoubleSpinBox(this))
    , m_kv(new QComboBox(this))
    , m_context(new QSpinBox(this))
    , m_contextPresets(new QToolButton(this))
    , m_maxContext(new QLabel(this))
    , m_batch(new QSpinBox(this))
    , m_headroom(new QDoubleSpinBox(this))
    , m_chips(new QSpinBox(this))
    , m_units(new QComboBox(this))
    , m_slidingWindow(new QCheckBox(tr("Sliding window honoured by the engine"), this))
    , m_budget(new QComboBox(this))
    , m_budgetFraction(new QDoubleSpinBox(this))
    , m_measured(new QDoubleSpinBox(this)) {
    m_model->setObjectName(QStringLiteral("fitModelCombo"));
    m_model->setEditable(true);
    m_model->setInsertPolicy(QComboBox::NoInsert);
    m_model->completer()->setFilterMode(Qt::MatchContains);
    m_model->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_model->setMinimumContentsLength(22);
    m_model->setToolTip(tr("The model to fit; type to search. The last entry takes custom "
                           "parameters"));
    m_custom->setVisible(false);

    m_precision->setObjectName(QStringLiteral("fitPrecisionCombo"));
    for (Format format : kFormats) {
        const QString name = format == Format::CustomBits
                                 ? tr("Custom bits...")
                                 : WeightPrecision{format, 0.0}.displayName();
        m_precision->addItem(name, int(format));
    }
    m_precision->setToolTip(tr("How the weights are stored: bytes per parameter, or a number of "
                               "bits of your own"));
    m_customBits->setObjectName(QStringLiteral("fitCustomBitsSpin"));
    m_customBits->setRange(1.0, 64.0);
    m_customBits->setDecimals(2);
    m_customBits->setSingleStep(0.25);
    m_customBits->setValue(4.5);
    m_customBits->setSuffix(tr(" bits"));
    m_customBits->setToolTip(tr("Bits per weight, scales included"));
    m_customBits->setVisible(false);

    m_kv->setObjectName(QStringLiteral("fitKvCombo"));
    for (KvPrecision kv : kKvPrecisions)
        m_kv->addItem(kvPrecisionKey(kv).toUpper(), int(kv));
    m_kv->setToolTip(tr("How the KV cache is stored: bytes per element of keys and values"));

    m_context->setObjectName(QStringLiteral("fitContextSpin"));
    m_context->setRange(1, kContextLimit);
    m_context->setGroupSeparatorShown(true);
    m_context->setSuffix(tr(" tokens"));
    m_context->setToolTip(tr("Tokens per sequence, prompt and output together"));
    m_contextPresets->setText(tr("Presets"));
    m_contextPresets->setToolTip(tr("Common context lengths, from 1K to 128K tokens"));
    m_contextPresets->setPopupMode(QToolButton::InstantPopup);
    m_contextPresets->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_contextPresets->setMinimumWidth(
        m_contextPresets->fontMetrics().horizontalAdvance(m_contextPresets->text()) + 28);
    auto* presets = new QMenu(m_contextPresets);
    for (qint64 preset : kContextPresets) {
        QAction* action = presets->addAction(QStringLiteral("%1K").arg(preset / 1024));
        action->setData(preset);
        connect(action, &QAction::triggered, this, [this, preset] {
            m_context->setValue(int(std::min<qint64>(preset, m_context->maximum())));
        });
    }
    m_contextPresets->setMenu(presets);
    m_maxContext->setObjectName(QStringLiteral("fitMaxContextLabel"));
    m_maxContext->setEnabled(false); // greyed: information, not an input

    m_batch->setObjectName(QStringLiteral("fitBatchSpin"));
    m_batch->setRange(1, int(kMaxBatch));
    m_batch->setToolTip(tr("Concurrent sequences"));
    m_headroom->setObjectName(QStringLiteral("fitHeadroomSpin"));
    m_headroom->setRange(0.0, kMaxHeadroomPercent);
    m_headroom->setDecimals(1);
    m_headroom->setSuffix(QStringLiteral(" %"));
    m_headroom->setToolTip(tr("Added on top of weights and KV cache for activations, the "
                              "runtime and fragmentation"));
    m_chips->setObjectName(QStringLiteral("fitChipsSpin"));
    m_chips->setRange(1, kMaxFitChips);
    m_chips->setToolTip(tr("Chips the model is split across; their memory adds up"));
    m_units->setObjectName(QStringLiteral("fitUnitsCombo"));
    m_units->addItem(tr("GB (10⁹ bytes)"), int(MemoryUnits::Decimal));
    m_units->addItem(tr("GiB (2³⁰ bytes)"), int(MemoryUnits::Binary));
    m_units->setToolTip(tr("Memory in decimal gigabytes or binary gibibytes, here and in every "
                           "view"));
    m_slidingWindow->setObjectName(QStringLiteral("fitSlidingWindowCheck"));
    m_slidingWindow->setToolTip(tr("Off: the engine allocates the full context in every layer, "
                                   "also in sliding-window layers"));
    m_budget->setObjectName(QStringLiteral("fitBudgetCombo"));
    for (int i = 0; i < kMemoryBudgetKindCount; ++i)
        m_budget->addItem(memoryBudgetProfile(MemoryBudgetKind(i)).name(), i);
    m_budgetFraction->setObjectName(QStringLiteral("fitBudgetFractionSpin"));
    m_budgetFraction->setRange(0.0, 1.0);
    m_budgetFraction->setDecimals(3);
    m_budgetFraction->setSingleStep(0.01);
    m_measured->setObjectName(QStringLiteral("fitMeasuredSpin"));
    m_measured->setRange(0.0, 1e9);
    m_measured->setDecimals(1);
    m_measured->setGroupSeparatorShown(true);
    m_measured->setSpecialValueText(tr("not measured"));
    m_measured->setSuffix(tr(" tok/s"));
    m_measured->setToolTip(tr("Tokens per second you measured for the whole deployment (all "
                              "sequences), for the cost at the measured rate"));

    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(8);
    auto* contextBox = new QHBoxLayout;
    contextBox->setSpacing(4);
    contextBox->addWidget(m_context, 1);
    contextBox->addWidget(m_contextPresets);
    contextBox->addWidget(m_maxContext);
    auto* precisionBox = new QHBoxLayout;
    precisionBox->setSpacing(4);
    precisionBox->addWidget(m_precision, 1);
    precisionBox->addWidget(m_customBits);
    grid->addWidget(label(tr("&Model:"), m_model, this), 0, 0);
    grid->addWidget(m_model, 0, 1);
    grid->addWidget(label(tr("&Weights:"), m_precision, this), 0, 2);
    grid->addLayout(precisionBox, 0, 3);
    grid->addWidget(label(tr("&KV cache:"), m_kv, this), 0, 4);
    grid->addWidget(m_kv, 0, 5);
    grid->addWidget(label(tr("C&ontext:"), m_context, this), 0, 6);
    grid->addLayout(contextBox, 0, 7, 1, 3);
    grid->addWidget(label(tr("&Batch:"), m_batch, this), 1, 0);
    grid->addWidget(m_batch, 1, 1);
    grid->addWidget(label(tr("&Headroom:"), m_headroom, this), 1, 2);
    grid->addWidget(m_headroom, 1, 3);
    grid->addWidget(label(tr("C&hips:"), m_chips, this), 1, 4);
    grid->addWidget(m_chips, 1, 5);
    grid->addWidget(label(tr("&Units:"), m_units, this), 1, 6);
    grid->addWidget(m_units, 1, 7);
    grid->addWidget(label(tr("M&easured:"), m_measured, this), 1, 8);
    grid->addWidget(m_measured, 1, 9);
    grid->addWidget(m_slidingWindow, 2, 1, 1, 3);
    grid->addWidget(label(tr("Bu&dget:"), m_budget, this), 2, 4);
    grid->addWidget(m_budget, 2, 5);
    grid->addWidget(label(tr("&Fraction:"), m_budgetFraction, this), 2, 6);
    grid->addWidget(m_budgetFraction, 2, 7);
    grid->addWidget(m_custom, 3, 1, 1, 10);
    grid->setColumnStretch(10, 1);

    connect(m_model, &QComboBox::currentIndexChanged, this, &FitInputsBar::modelChanged);
    connect(m_custom, &CustomModelWidget::changed, this, &FitInputsBar::modelChanged);
    connect(m_precision, &QComboBox::currentIndexChanged, this, &FitInputsBar::precisionChanged);
    connect(m_customBits, &QDoubleSpinBox::valueChanged, this, &FitInputsBar::emitChanged);
    connect(m_kv, &QComboBox::currentIndexChanged, this, &FitInputsBar::emitChanged);
    connect(m_context, &QSpinBox::valueChanged, this, &FitInputsBar::emitChanged);
    connect(m_batch, &QSpinBox::valueChanged, this, &FitInputsBar::emitChanged);
    connect(m_headroom, &QDoubleSpinBox::valueChanged, this, &FitInputsBar::emitChanged);
    connect(m_chips, &QSpinBox::valueChanged, this, &FitInputsBar::emitChanged);
    connect(m_units, &QComboBox::currentIndexChanged, this, &FitInputsBar::emitChanged);
    connect(m_slidingWindow, &QCheckBox::toggled, this, &FitInputsBar::emitChanged);
    connect(m_budget, &QComboBox::currentIndexChanged, this, &FitInputsBar::budgetChanged);
    connect(m_budgetFraction, &QDoubleSpinBox::valueChanged, this, &FitInputsBar::emitChanged);
    connect(m_measured, &QDoubleSpinBox::valueChanged, this, &FitInputsBar::emitChanged);
    setInputs(kFitDefaults);
}

void FitInputsBar::emitChanged() {
    if (!m_updating)
        Q_EMIT changed();
}

void FitInputsBar::setModels(const QList<LlmModel>& models) {
    const QString current = modelId();
    m_updating = true;
    m_models = models;
    m_model->clear();
    for (const LlmModel& model : m_models)
        m_model->addItem(model.name(), model.id());
    m_model->addItem(tr("Custom model…"), customModelId());
    m_updating = false;
    if (!setModelId(current) && !m_models.isEmpty())
        modelChanged();
}

QString FitInputsBar::modelId() const {
    return m_model->currentData().toString();
}

QString FitInputsBar::customModelId() {
    return QStringLiteral("custom");
}

bool FitInputsBar::isCustomModel() const {
    return m_model->currentIndex() >= 0 && m_model->currentIndex() == m_models.size();
}

bool FitInputsBar::setModelId(const QString& id) {
    const int index = m_model->findData(id);
    if (index < 0)
        return false;
    const bool updating = std::exchange(m_updating, true);
    m_model->setCurrentIndex(index);
    m_updating = updating;
    modelChanged();
    return true;
}

std::optional<LlmModel> FitInputsBar::model() const {
    const int index = m_model->currentIndex();
    if (isCustomModel())
        return m_custom->model();
    if (index < 0 || index >= m_models.size())
        return std::nullopt;
    return m_models.at(index);
}

void FitInputsBar::modelChanged() {
    const bool custom = isCustomModel();
    if (custom && !m_customSeeded) {
        // The first time: start from the catalog model chosen before, so that one edit
        // gives a variant of it.
        m_customSeeded = true;
        if (m_lastCatalogIndex >= 0 && m_lastCatalogIndex < m_models.size())
            m_custom->setShape(m_models.at(m_lastCatalogIndex));
    }
    if (!custom && m_model->currentIndex() >= 0)
        m_lastCatalogIndex = m_model->currentIndex();
    m_custom->setVisible(custom);
    const std::optional<LlmModel> current = model();
    const QVariant max = current ? current->value(ModelField::MaxContext) : QVariant();
    const bool updating = std::exchange(m_updating, true);
    if (max.isNull()) {
        m_context->setMaximum(kContextLimit);
        m_maxContext->setText(tr("max unknown"));
    } else {
        const qint64 tokens = max.toLongLong();
        m_context->setMaximum(int(std::clamp<qint64>(tokens, 1, kContextLimit)));
        m_maxContext->setText(tr("max %1").arg(fitformat::tokens(tokens, locale())));
    }
    for (QAction* action : m_contextPresets->menu()->actions())
        action->setEnabled(action->data().toLongLong() <= m_context->maximum());
    m_updating = updating;
    emitChanged();
}

void FitInputsBar::precisionChanged() {
    m_customBits->setVisible(Format(m_precision->currentData().toInt()) == Format::CustomBits);
    emitChanged();
}

// The fraction box says what "default" means for the chosen engine, and the headroom box
// serves the rule of thumb only (an engine keeps its own reserve).
void FitInputsBar::budgetChanged() {
    const auto kind = MemoryBudgetKind(m_budget->currentData().toInt());
    const MemoryBudgetProfile& profile = memoryBudgetProfile(kind);
    const bool engine = kind != MemoryBudgetKind::RuleOfThumb;
    // Another engine's fraction means something else: start from the new one's default.
    const bool updating = std::exchange(m_updating, true);
    m_budgetFraction->setValue(0.0);
    m_updating = updating;
    m_budgetFraction->setEnabled(engine);
    m_headroom->setEnabled(!engine);
    if (!engine)
        m_budgetFraction->setSpecialValueText(tr("none"));
    else if (kind == MemoryBudgetKind::Sglang)
        m_budgetFraction->setSpecialValueText(tr("SGLang's rule"));
    else
        m_budgetFraction->setSpecialValueText(
            tr("default %1").arg(locale().toString(profile.defaultFraction, 'g', 4)));
    m_budget->setToolTip(
        engine ? tr("%1's %2, following %3\n%4")
                     .arg(profile.name(), profile.parameter, profile.engineVersion, profile.source)
               : tr("Weights + KV cache + headroom within the printed capacity read as decimal GB, "
                    "as chip-comparison pages count"));
    m_budgetFraction->setToolTip(
        engine ? tr("%1 of the memory visible to software (the printed capacity where that is "
                    "unknown); at the minimum the engine's own default")
                     .arg(profile.parameter)
               : tr("The rule of thumb has no fraction: its share is the headroom"));
    emitChanged();
}

FitInputs FitInputsBar::inputs() const {
    FitInputs inputs = kFitDefaults;
    inputs.weights.format = Format(m_precision->currentData().toInt());
    if (inputs.weights.format == Format::CustomBits)
        inputs.weights.customBits = m_customBits->value();
    inputs.kv = KvPrecision(m_kv->currentData().toInt());
    inputs.contextTokens = m_context->value();
    inputs.batch = m_batch->value();
    inputs.headroomPercent = m_headroom->value();
    inputs.chips = m_chips->value();
    inputs.honourSlidingWindow = m_slidingWindow->isChecked();
    inputs.budget.kind = MemoryBudgetKind(m_budget->currentData().toInt());
    if (inputs.budget.kind != MemoryBudgetKind::RuleOfThumb && m_budgetFraction->value() > 0.0)
        inputs.budget.fraction = m_budgetFraction->value();
    return inputs;
}

void FitInputsBar::setPrecision(const WeightPrecision& precision) {
    m_precision->setCurrentIndex(std::max(0, m_precision->findData(int(precision.format))));
    if (precision.format == Format::CustomBits)
        m_customBits->setValue(precision.customBits);
    m_customBits->setVisible(precision.format == Format::CustomBits);
}

void FitInputsBar::setInputs(const FitInputs& inputs) {
    const bool updating = std::exchange(m_updating, true);
    setPrecision(inputs.weights);
    m_kv->setCurrentIndex(std::max(0, m_kv->findData(int(inputs.kv))));
    m_context->setValue(int(std::clamp<qint64>(inputs.contextTokens, 1, kContextLimit)));
    m_batch->setValue(int(std::clamp<qint64>(inputs.batch, 1, m_batch->maximum())));
    m_headroom->setValue(inputs.headroomPercent);
    m_chips->setValue(inputs.chips);
    m_slidingWindow->setChecked(inputs.honourSlidingWindow);
    m_budget->setCurrentIndex(std::max(0, m_budget->findData(int(inputs.budget.kind))));
    budgetChanged();
    m_budgetFraction->setValue(inputs.budget.fraction.value_or(0.0));
    m_updating = updating;
    emitChanged();
}

MemoryUnits FitInputsBar::memoryUnits() const {
    return MemoryUnits(m_units->currentData().toInt());
}

void FitInputsBar::setMemoryUnits(MemoryUnits units) {
    m_units->setCurrentIndex(std::max(0, m_units->findData(int(units))));
}

std::optional<double> FitInputsBar::measuredTokensPerSecond() const {
    if (m_measured->value() <= 0.0)
        return std::nullopt;
    return m_measured->value();
}

void FitInputsBar::setMeasuredTokensPerSecond(std::optional<double> rate) {
    m_measured->setValue(rate.value_or(0.0));
}

} // namespace chipatlas
