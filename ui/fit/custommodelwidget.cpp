#include "fit/custommodelwidget.h"

#include "domain/custommodel.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

#include <algorithm>
#include <utility>

namespace chipatlas {

namespace {
constexpr int kMaxLayers = 10'000;
constexpr int kMaxDim = 1'048'576;
constexpr int kMaxContext = 10'000'000;

QLabel* label(const QString& text, QWidget* buddy, QWidget* parent) {
    auto* result = new QLabel(text, parent);
    result->setBuddy(buddy);
    return result;
}

QSpinBox* integerSpin(const char* name, int minimum, int maximum, int value, QWidget* parent) {
    auto* spin = new QSpinBox(parent);
    spin->setObjectName(QLatin1String(name));
    spin->setRange(minimum, maximum);
    spin->setValue(value);
    spin->setGroupSeparatorShown(true);
    return spin;
}

int intOf(const LlmModel& model, ModelField field, int fallback) {
    return model.has(field) ? int(model.value(field).toLongLong()) : fallback;
}
} // namespace

CustomModelWidget::CustomModelWidget(QWidget* parent)
    : QWidget(parent)
    , m_params(new QDoubleSpinBox(this))
    , m_active(new QDoubleSpinBox(this))
    , m_layers(integerSpin("customLayersSpin", 1, kMaxLayers, 32, this))
    , m_kvHeadsLabel(nullptr)
    , m_kvHeads(integerSpin("customKvHeadsSpin", 1, 65'536, 8, this))
    , m_headDimLabel(nullptr)
    , m_headDim(integerSpin("customHeadDimSpin", 1, kMaxDim, 128, this))
    , m_mla(new QCheckBox(tr("MLA"), this))
    , m_kvLoraRankLabel(nullptr)
    , m_kvLoraRank(integerSpin("customKvLoraRankSpin", 1, kMaxDim, 512, this))
    , m_ropeDimLabel(nullptr)
    , m_ropeDim(integerSpin("customRopeDimSpin", 1, kMaxDim, 64, this))
    , m_maxContext(integerSpin("customMaxContextSpin", 0, kMaxContext, 131072, this)) {
    setObjectName(QStringLiteral("customModelWidget"));
    m_params->setObjectName(QStringLiteral("customParamsSpin"));
    m_params->setRange(0.001, 1'000'000.0);
    m_params->setDecimals(3);
    m_params->setValue(8.0);
    m_params->setSuffix(tr(" B"));
    m_params->setToolTip(tr("Total parameters in billions, every expert of an MoE included"));
    m_active->setObjectName(QStringLiteral("customActiveParamsSpin"));
    m_active->setRange(0.0, 1'000'000.0);
    m_active->setDecimals(3);
    m_active->setSuffix(tr(" B"));
    m_active->setSpecialValueText(tr("= total"));
    m_active->setToolTip(tr("Parameters read per token (MoE: the active experts); 0 for the "
                            "total"));
    m_layers->setToolTip(tr("Decoder layers"));
    m_mla->setObjectName(QStringLiteral("customMlaCheck"));
    m_mla->setToolTip(tr("Multi-head latent attention: the cache holds the KV LoRA rank plus "
                         "the RoPE dims per layer and token"));
    m_maxContext->setSpecialValueText(tr("unknown"));
    m_maxContext->setSuffix(tr(" tokens"));
    m_maxContext->setToolTip(tr("The model's maximum context; 0 if unknown"));

    m_kvHeadsLabel = label(tr("KV &heads:"), m_kvHeads, this);
    m_headDimLabel = label(tr("Head &dim:"), m_headDim, this);
    m_kvLoraRankLabel = label(tr("KV &LoRA rank:"), m_kvLoraRank, this);
    m_ropeDimLabel = label(tr("&RoPE dims:"), m_ropeDim, this);

    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(6);
    row->addWidget(label(tr("&Params:"), m_params, this));
    row->addWidget(m_params);
    row->addWidget(label(tr("&Active:"), m_active, this));
    row->addWidget(m_active);
    row->addWidget(label(tr("&Layers:"), m_layers, this));
    row->addWidget(m_layers);
    row->addWidget(m_mla);
    row->addWidget(m_kvHeadsLabel);
    row->addWidget(m_kvHeads);
    row->addWidget(m_headDimLabel);
    row->addWidget(m_headDim);
    row->addWidget(m_kvLoraRankLabel);
    row->addWidget(m_kvLoraRank);
    row->addWidget(m_ropeDimLabel);
    row->addWidget(m_ropeDim);
    row->addWidget(label(tr("Max conte&xt:"), m_maxContext, this));
    row->addWidget(m_maxContext);
    row->addStretch(1);
    mlaToggled();

    for (QDoubleSpinBox* spin : {m_params, m_active})
        connect(spin, &QDoubleSpinBox::valueChanged, this, &CustomModelWidget::emitChanged);
    for (QSpinBox* spin : {m_layers, m_kvHeads, m_headDim, m_kvLoraRank, m_ropeDim, m_maxContext})
        connect(spin, &QSpinBox::valueChanged, this, &CustomModelWidget::emitChanged);
    connect(m_mla, &QCheckBox::toggled, this, [this] {
        mlaToggled();
        emitChanged();
    });
}

void CustomModelWidget::mlaToggled() {
    const bool mla = m_mla->isChecked();
    for (QWidget* widget :
         {static_cast<QWidget*>(m_kvHeadsLabel), static_cast<QWidget*>(m_kvHeads),
          static_cast<QWidget*>(m_headDimLabel), static_cast<QWidget*>(m_headDim)})
        widget->setVisible(!mla);
    for (QWidget* widget :
         {static_cast<QWidget*>(m_kvLoraRankLabel), static_cast<QWidget*>(m_kvLoraRank),
          static_cast<QWidget*>(m_ropeDimLabel), static_cast<QWidget*>(m_ropeDim)})
        widget->setVisible(mla);
}

void CustomModelWidget::emitChanged() {
    if (!m_updating)
        Q_EMIT changed();
}

LlmModel CustomModelWidget::model() const {
    CustomModelParameters p;
    p.paramsB = m_params->value();
    if (m_active->value() > 0.0)
        p.activeParamsB = m_active->value();
    p.layers = m_layers->value();
    if (m_mla->isChecked()) {
        p.kvLoraRank = m_kvLoraRank->value();
        p.ropeDim = m_ropeDim->value();
    } else {
        p.kvHeads = m_kvHeads->value();
        p.headDim = m_headDim->value();
    }
    if (m_maxContext->value() > 0)
        p.maxContext = m_maxContext->value();
    return customModel(p);
}

void CustomModelWidget::setShape(const LlmModel& model) {
    const bool updating = std::exchange(m_updating, true);
    if (model.has(ModelField::ParamsTotalB))
        m_params->setValue(model.value(ModelField::ParamsTotalB).toDouble());
    const double active = model.value(ModelField::ParamsActiveB).toDouble();
    m_active->setValue(active > 0.0 && active < m_params->value() ? active : 0.0);
    m_layers->setValue(intOf(model, ModelField::NumLayers, m_layers->value()));
    const bool mla =
        model.value(ModelField::AttentionType).toString().contains(QLatin1String("MLA")) &&
        model.has(ModelField::KvLoraRank);
    m_mla->setChecked(mla);
    m_kvHeads->setValue(intOf(model, ModelField::NumKvHeads, m_kvHeads->value()));
    m_headDim->setValue(intOf(model, ModelField::HeadDim, m_headDim->value()));
    m_kvLoraRank->setValue(intOf(model, ModelField::KvLoraRank, m_kvLoraRank->value()));
    m_ropeDim->setValue(intOf(model, ModelField::QkRopeHeadDim, m_ropeDim->value()));
    m_maxContext->setValue(std::clamp(intOf(model, ModelField::MaxContext, 0), 0, kMaxContext));
    mlaToggled();
    m_updating = updating;
}

} // namespace chipatlas
