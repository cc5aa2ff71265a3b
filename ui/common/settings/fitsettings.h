#pragma once

#include "domain/modelfit.h"

#include <QByteArray>
#include <QString>

namespace chipatlas {

class SettingsStore;

// The model-fit dialog's settings: geometry, splitter and table header, whether the explanation
// shows, and the last inputs.
class FitSettings {
public:
    explicit FitSettings(SettingsStore& store)
        : m_store(store) {}

    QByteArray fitDialogGeometry() const;
    void setFitDialogGeometry(const QByteArray& geometry);
    QByteArray fitSplitterState() const;
    void setFitSplitterState(const QByteArray& state);
    QByteArray fitHeaderState(int columnCount) const; // empty for another set of columns
    void setFitHeaderState(const QByteArray& state, int columnCount);
    QString fitModelId() const; // default: Llama 3.1 70B
    void setFitModelId(const QString& id);
    // The calculator's inputs, which it starts from; Preferences, Calculations edits their
    // headroom and memory budget.
    FitInputs fitInputs() const; // kFitDefaults for anything not stored or invalid
    void setFitInputs(const FitInputs& inputs);
    double fitMeasuredRate() const; // tokens/s, 0: none
    void setFitMeasuredRate(double tokensPerSecond);
    // Whether the explanation of the selected row shows below the table (default) or is folded
    // away for more rows.
    bool fitExplanationShown() const;
    void setFitExplanationShown(bool shown);

private:
    SettingsStore& m_store;
};

} // namespace chipatlas
