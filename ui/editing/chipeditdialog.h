#pragma once

#include "domain/chip.h"
#include "editing/entryeditdialog.h"

#include <QList>

#include <functional>
#include <optional>

class QComboBox;
class QLineEdit;
class QPlainTextEdit;

namespace chipatlas {

// Adds, duplicates or edits one chip: its description and every figure with status, source and
// note. OK refuses until the chip is valid and names each field at fault (core's validation,
// numbers in the user's locale, a unique id). Stores nothing itself: the caller writes chip()
// through the catalog editor, so that the change can be undone.
class ChipEditDialog final : public EntryEditDialog {
    Q_OBJECT

public:
    enum class Mode { New, Duplicate, Edit };
    struct Setup {
        Mode mode = Mode::New;
        Chip chip;                                   // the chip to edit, or the one duplicated
        QList<Field> editedFields;                   // marks of a stored built-in chip
        std::optional<Chip> builtIn;                 // the shipped chip, for per-figure Revert
        std::function<bool(const QString&)> idTaken; // for new ids
    };

    explicit ChipEditDialog(const Setup& setup, QWidget* parent = nullptr);
    ~ChipEditDialog() override;

    Mode mode() const { return m_mode; }
    // The chip as entered (after accept(): valid).
    Chip chip() const;
    // Figures set back to the built-in value with their Revert button.
    QList<Field> revertedFields() const;

    QLineEdit* idEdit() const { return m_id; }
    QLineEdit* vendorEdit() const { return m_vendor; }
    QLineEdit* nameEdit() const { return m_name; }
    QLineEdit* familyEdit() const { return m_family; }
    QComboBox* kindCombo() const { return m_kind; }
    QLineEdit* sparsityNoteEdit() const { return m_sparsityNote; }
    QPlainTextEdit* sourcesEdit() const { return m_sources; }
    QPlainTextEdit* notesEdit() const { return m_notes; }
    FigureRowEditor* figureRow(Field field) const { return figureRows().at(int(field)); }

private:
    QWidget* createFigureGrid(const Setup& setup);
    std::optional<Chip> enteredChip(Problems* problems) const;
    Problems problems() const override;

    Mode m_mode;
    Chip m_original;
    std::function<bool(const QString&)> m_idTaken;
    QLineEdit* m_id;
    QLineEdit* m_vendor;
    QLineEdit* m_name;
    QLineEdit* m_family;
    QComboBox* m_kind;
    QLineEdit* m_sparsityNote;
    QPlainTextEdit* m_sources;
    QPlainTextEdit* m_notes;
};

} // namespace chipatlas
