#pragma once

#include "domain/chip.h"
#include "domain/llmmodel.h"
#include "domain/modelfit.h"
#include "domain/units.h"

#include <QWidget>

#include <optional>

class QLabel;
class QTextBrowser;

namespace chipatlas {

// How the estimate for one chip is computed: every FitResult term with its formula (the
// catalog figures filled in) and its value, the notes (KV replication, sliding windows, MLA,
// missing figures), and the inverse questions: the longest context and the largest batch that
// fit on the chosen number of chips.
class FitExplainView final : public QWidget {
    Q_OBJECT

public:
    explicit FitExplainView(QWidget* parent = nullptr);

    // Without a model or chip, shows a placeholder. Calls computeFit(), maxContext() and
    // maxBatch() for this one chip.
    void setFit(const std::optional<LlmModel>& model, const std::optional<Chip>& chip,
                const FitInputs& inputs, MemoryUnits units);

    QLabel* titleLabel() const { return m_title; }
    QLabel* maxContextLabel() const { return m_maxContext; }
    QLabel* maxBatchLabel() const { return m_maxBatch; }
    QTextBrowser* browser() const { return m_browser; }    // the terms
    QTextBrowser* notesBrowser() const { return m_notes; } // the notes

    static QString termsHtml(const FitResult& fit, MemoryUnits units, const QPalette& palette);
    static QString notesHtml(const FitResult& fit);

private:
    QLabel* m_title;
    QLabel* m_maxContext;
    QLabel* m_maxBatch;
    QTextBrowser* m_browser;
    QTextBrowser* m_notes;
};

} // namespace chipatlas
