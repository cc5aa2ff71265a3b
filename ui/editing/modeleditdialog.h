#pragma once

#include "domain/llmmodel.h"

#include <QDialog>
#include <QList>

#include <functional>

class QLabel;
class QPushButton;

namespace chipatlas {

// Adds or edits one LLM model: a row per model field (numbers in the user's locale, yes/no for
// flags, one item per line for lists). OK refuses until core's validation passes and names
// each field at fault; stores nothing itself.
class ModelEditDialog final : public QDialog {
    Q_OBJECT

public:
    enum class Mode { New, Edit };

    ModelEditDialog(Mode mode, const LlmModel& model, std::function<bool(const QString&)> idTaken,
                    QWidget* parent = nullptr);

    LlmModel model() const; // as entered (after accept(): valid)
    QStringList validationErrors() const;

    // The editor of a field: a QLineEdit, a QComboBox (Bool) or a QPlainTextEdit (List).
    QWidget* editor(ModelField field) const { return m_editors.at(int(field)); }
    QLabel* errorLabel() const { return m_error; }
    QPushButton* okButton() const { return m_ok; }

    void accept() override;

private:
    QWidget* createEditor(const ModelFieldInfo& info, const QVariant& value);
    std::optional<QVariant> value(const ModelFieldInfo& info, QString* error) const;
    std::optional<LlmModel> enteredModel(QStringList* errors) const;
    void revalidate();

    Mode m_mode;
    LlmModel m_original;
    std::function<bool(const QString&)> m_idTaken;
    QList<QWidget*> m_editors;
    QStringList m_shownTexts; // the text of each editor as set, whose value stays exact
    QLabel* m_error;
    QPushButton* m_ok = nullptr;
    bool m_showLive = false;
};

} // namespace chipatlas
