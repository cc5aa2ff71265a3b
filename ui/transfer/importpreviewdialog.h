#pragma once

#include "io/catalogcopy.h"
#include "io/catalogimport.h"

#include <QDialog>

#include <optional>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTreeView;

namespace chipatlas {

class ImportPlanModel;

// The preview before an import is saved: what the file adds, changes (field by field) and
// leaves alone, with the user's choice per new chip, per changed chip and per field. Import
// is enabled only while the choices would change the catalog; the dialog saves nothing itself.
class ImportPreviewDialog final : public QDialog {
    Q_OBJECT

public:
    ImportPreviewDialog(ImportPlan plan, const QString& fileName, QWidget* parent = nullptr);
    // The preview of a copy from the catalog `sourceText` into `targetText`: the chips as for
    // an import, a line for the LLM models and prices it also brings (all of them are taken),
    // and a button that says where it writes. `undoable`: the target is the open catalog (the
    // copy is one Undo step); otherwise the dialog says that the write cannot be undone.
    ImportPreviewDialog(const CatalogCopyPlan& plan, const QString& sourceText,
                        const QString& targetText, bool undoable, QWidget* parent = nullptr);

    ImportChoices choices() const;

    // An Epoch AI import's figures that stay as the catalog has them, one line each with
    // Epoch's value (epochNoticeText(), io/epochmatch.h), shown under the summary.
    void showKept(const QStringList& lines);

    // "12 new, 3 changed (7 fields), 15 unchanged"
    static QString planSummary(const ImportPlan& plan);
    static QString fieldCount(int fields); // "1 field", "7 fields"

    ImportPlanModel* model() const { return m_model; }
    QTreeView* treeView() const { return m_tree; }
    QLabel* summaryLabel() const { return m_summary; }
    QLabel* outcomeLabel() const { return m_outcome; }
    QLabel* extrasLabel() const { return m_extras; }    // a copy's models and prices
    QPlainTextEdit* keptView() const { return m_kept; } // an Epoch import's kept figures
    QPushButton* importButton() const { return m_import; }
    QPushButton* takeAllButton() const { return m_takeAll; }
    QPushButton* keepAllButton() const { return m_keepAll; }
    QPushButton* takeChipButton() const { return m_takeChip; }
    QPushButton* keepChipButton() const { return m_keepChip; }

private:
    QList<int> selectedChangedRows() const;
    void setSelectedChipsTakeImported(bool take);
    void updateOutcome();
    void updateChipButtons();
    bool wouldChange() const;

    struct CopyInfo {
        QString targetText;
        bool undoable = false;
        int extraWrites = 0; // models and prices the copy writes whatever the chip choices
    };
    std::optional<CopyInfo> m_copy;

    ImportPlanModel* m_model;
    QLabel* m_summary;
    QLabel* m_outcome;
    QLabel* m_extras;
    QLabel* m_hint = nullptr;
    QLabel* m_keptTitle = nullptr;
    QPlainTextEdit* m_kept = nullptr;
    QTreeView* m_tree;
    QPushButton* m_takeAll;
    QPushButton* m_keepAll;
    QPushButton* m_takeChip;
    QPushButton* m_keepChip;
    QPushButton* m_import;
};

} // namespace chipatlas
