#pragma once

#include "domain/llmmodel.h"

#include <QWidget>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace chipatlas {

// The parameters of a model that is not in the catalog, in one compact row under the
// model-fit inputs: total and active parameters, layers, KV heads and head dim (or, with
// "MLA", the KV LoRA rank and the RoPE dims) and the maximum context. Emits changed() on
// every edit by the user (not on setShape()).
class CustomModelWidget final : public QWidget {
    Q_OBJECT

public:
    explicit CustomModelWidget(QWidget* parent = nullptr);

    // The model the fields describe: id "custom", name "Custom model (X B)", attention type
    // "GQA" or "MLA", as the core's architecture reader takes them (the same fields as
    // chipatlas-cli fit custom).
    LlmModel model() const;
    // Fills the fields from a catalog model's architecture (a starting point).
    void setShape(const LlmModel& model);

    QDoubleSpinBox* paramsSpin() const { return m_params; }
    QDoubleSpinBox* activeParamsSpin() const { return m_active; }
    QSpinBox* layersSpin() const { return m_layers; }
    QSpinBox* kvHeadsSpin() const { return m_kvHeads; }
    QSpinBox* headDimSpin() const { return m_headDim; }
    QCheckBox* mlaCheck() const { return m_mla; }
    QSpinBox* kvLoraRankSpin() const { return m_kvLoraRank; }
    QSpinBox* ropeDimSpin() const { return m_ropeDim; }
    QSpinBox* maxContextSpin() const { return m_maxContext; }

Q_SIGNALS:
    void changed();

private:
    void mlaToggled();
    void emitChanged();

    QDoubleSpinBox* m_params;
    QDoubleSpinBox* m_active;
    QSpinBox* m_layers;
    QLabel* m_kvHeadsLabel;
    QSpinBox* m_kvHeads;
    QLabel* m_headDimLabel;
    QSpinBox* m_headDim;
    QCheckBox* m_mla;
    QLabel* m_kvLoraRankLabel;
    QSpinBox* m_kvLoraRank;
    QLabel* m_ropeDimLabel;
    QSpinBox* m_ropeDim;
    QSpinBox* m_maxContext;
    bool m_updating = false;
};

} // namespace chipatlas
