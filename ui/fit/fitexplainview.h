#pragma once

#include "domain/chip.h"
#include "domain/llmmodel.h"
#include "domain/modelfit.h"
#include "domain/system.h"
#include "domain/units.h"

#include <QWidget>

#include <optional>

class QLabel;
class QTextBrowser;

namespace chipatlas {

// How the estimate for one chip, or one scale-up domain of a system, is computed: every FitResult
// term with its formula (the catalog figures filled in) and its value, the notes (KV replication,
// sliding windows, MLA, missing figures), and the inverse questions: the longest context and the
// largest batch that fit on the chosen number of chips.
class FitExplainView final : public QWidget {
    Q_OBJECT

public:
    explicit FitExplainView(QWidget* parent = nullptr);

    // Without a model or chip, shows a placeholder. Calls computeFit(), maxContext() and
    // maxBatch() for this one chip.
    void setFit(const std::optional<LlmModel>& model, const std::optional<Chip>& chip,
                const FitInputs& inputs, MemoryUnits units);
    // The fit of one scale-up domain of a system (computeSystemFit()): the domain's terms, the
    // domain, the chips and domains needed and, when the model crosses domains, the scale-out
    // network beside the scale-up bandwidth per chip; the inverse questions on one domain.
    // `chip` is the system's chip, nullptr when the catalog lacks it.
    void setSystemFit(const LlmModel& model, const System& system, const Chip* chip,
                      const FitInputs& inputs, MemoryUnits units);

    QLabel* titleLabel() const { return m_title; }
    QLabel* maxContextLabel() const { return m_maxContext; }
    QLabel* maxBatchLabel() const { return m_maxBatch; }
    QTextBrowser* browser() const { return m_browser; }    // the terms
    QTextBrowser* notesBrowser() const { return m_notes; } // the notes

    static QString termsHtml(const QList<FitTerm>& terms, MemoryUnits units,
                             const QPalette& palette);
    static QString notesHtml(const QStringList& notes);

private:
    void showPlaceholder(const QString& text);
    void showLimits(const LlmModel& model, const Chip& chip, const FitInputs& inputs,
                    const QString& chips); // "on 4 chips", "in one domain (72 chips)"

    QLabel* m_title;
    QLabel* m_maxContext;
    QLabel* m_maxBatch;
    QTextBrowser* m_browser;
    QTextBrowser* m_notes;
};

} // namespace chipatlas
