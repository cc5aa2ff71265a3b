#pragma once

#include "domain/chip.h"
#include "domain/llmmodel.h"
#include "domain/modelfit.h"
#include "domain/precision.h"

#include <QList>
#include <QPalette>
#include <QString>
#include <QWidget>

#include <optional>

class QTextBrowser;
class QToolButton;

namespace chipatlas {

// Every figure of the selected chip, grouped, each with its status, note and a clickable
// source link; then the computed efficiency figures, the chip's notes and all its sources.
class DetailsPane final : public QWidget {
    Q_OBJECT

public:
    explicit DetailsPane(QWidget* parent = nullptr);

    // nullptr shows the placeholder. The chip is copied.
    void setChip(const Chip* chip);
    QString chipId() const { return m_chip ? m_chip->id : QString(); }
    void setPrecision(Precision precision);
    // The catalog's models, for the "What fits" section (none: no section).
    void setModels(const QList<LlmModel>& models);
    // The memory budget "What fits" sizes under: the fit calculator's (remembered) choice.
    void setMemoryBudget(const MemoryBudget& budget);

    QTextBrowser* browser() const { return m_browser; }
    QToolButton* compareButton() const { return m_compareButton; }

    // The HTML shown for a chip, escaped throughout; public for tests.
    static QString chipHtml(const Chip& chip, Precision precision, const QPalette& palette,
                            const QList<LlmModel>& models = {},
                            const MemoryBudget& budget = kFitDefaults.budget);

Q_SIGNALS:
    // "Add to comparison" was clicked for the shown chip.
    void compareRequested(const QString& id);
    // "Open in the model-fit calculator" was clicked for the shown chip.
    void fitRequested(const QString& id);

protected:
    void changeEvent(QEvent* event) override;

private:
    void render();

    QTextBrowser* m_browser;
    QToolButton* m_compareButton;
    std::optional<Chip> m_chip;
    Precision m_precision = Precision::BF16;
    QList<LlmModel> m_models;
    MemoryBudget m_budget = kFitDefaults.budget;
};

} // namespace chipatlas
