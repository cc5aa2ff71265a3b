#pragma once

#include "domain/llmmodel.h"
#include "domain/modelfit.h"
#include "domain/units.h"

#include <QList>
#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QToolButton;

namespace chipatlas {

class CustomModelWidget;

// The inputs of the model-fit calculator, across the top of its dialog: model, weight and KV
// precision, context, batch, headroom, number of chips, GB/GiB, the sliding-window toggle, the
// memory budget with its fraction and an optional measured token rate. The model combo's last
// entry, "Custom model…" (id customModelId()), shows a row of custom parameters instead of a
// catalog model. Emits changed() on every edit by the user (not on set*()).
class FitInputsBar final : public QWidget {
    Q_OBJECT

public:
    explicit FitInputsBar(QWidget* parent = nullptr);

    void setModels(const QList<LlmModel>& models);
    QString modelId() const; // empty while no models are loaded; customModelId() for custom
    static QString customModelId();
    bool isCustomModel() const;
    bool setModelId(const QString& id);
    std::optional<LlmModel> model() const;

    FitInputs inputs() const;
    void setInputs(const FitInputs& inputs);
    MemoryUnits memoryUnits() const;
    void setMemoryUnits(MemoryUnits units);
    std::optional<double> measuredTokensPerSecond() const;
    void setMeasuredTokensPerSecond(std::optional<double> rate);

    QComboBox* modelCombo() const { return m_model; }
    CustomModelWidget* customModelWidget() const { return m_custom; }
    QComboBox* precisionCombo() const { return m_precision; }
    QDoubleSpinBox* customBitsSpin() const { return m_customBits; }
    QComboBox* kvCombo() const { return m_kv; }
    QSpinBox* contextSpin() const { return m_context; }
    QSpinBox* batchSpin() const { return m_batch; }
    QDoubleSpinBox* headroomSpin() const { return m_headroom; }
    QSpinBox* chipsSpin() const { return m_chips; }
    QComboBox* unitsCombo() const { return m_units; }
    QCheckBox* slidingWindowCheck() const { return m_slidingWindow; }
    QComboBox* budgetCombo() const { return m_budget; }
    QDoubleSpinBox* budgetFractionSpin() const { return m_budgetFraction; }
    QDoubleSpinBox* measuredRateSpin() const { return m_measured; }

Q_SIGNALS:
    void changed();

private:
    void modelChanged();
    void precisionChanged();
    void budgetChanged();
    void setPrecision(const WeightPrecision& precision);
    void emitChanged();

    QList<LlmModel> m_models;
    QComboBox* m_model;
    CustomModelWidget* m_custom;
    bool m_customSeeded = false;
    int m_lastCatalogIndex = -1;
    QComboBox* m_precision;
    QDoubleSpinBox* m_customBits;
    QComboBox* m_kv;
    QSpinBox* m_context;
    QToolButton* m_contextPresets;
    QLabel* m_maxContext;
    QSpinBox* m_batch;
    QDoubleSpinBox* m_headroom;
    QSpinBox* m_chips;
    QComboBox* m_units;
    QCheckBox* m_slidingWindow;
    QComboBox* m_budget;
    QDoubleSpinBox* m_budgetFraction; // its minimum (0) reads "default"
    QDoubleSpinBox* m_measured;
    bool m_updating = false;
};

} // namespace chipatlas
