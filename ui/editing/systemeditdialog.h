#pragma once

#include "domain/chip.h"
#include "domain/system.h"
#include "editing/entryeditdialog.h"

#include <QList>

#include <functional>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QWidget;

namespace chipatlas {

// Adds or edits one system: its identity, the chip it is built of (a combo of the catalog's
// chips), the chip count, and each system figure with status, source and note as the chip
// editor's figure rows. OK refuses until core's validateSystem() is satisfied (and a new id is
// free); each problem is listed and the field at fault is marked. Stores nothing itself: the
// caller writes system() through the system editor, as one undoable change.
class SystemEditDialog final : public EntryEditDialog {
    Q_OBJECT

public:
    enum class Mode { New, Edit };
    struct Setup {
        Mode mode = Mode::New;
        System system;
        QList<Chip> chips;                           // the catalog's, for the chip combo
        std::function<bool(const QString&)> idTaken; // for new ids
    };

    explicit SystemEditDialog(const Setup& setup, QWidget* parent = nullptr);
    ~SystemEditDialog() override;

    Mode mode() const { return m_mode; }
    System system() const; // as entered (after accept(): valid)

    QLineEdit* idEdit() const { return m_id; }
    QLineEdit* vendorEdit() const { return m_vendor; }
    QLineEdit* nameEdit() const { return m_name; }
    QComboBox* chipCombo() const { return m_chip; }
    QSpinBox* chipCountSpin() const { return m_chipCount; }
    QCheckBox* sparseTotalsCheck() const { return m_sparse; }
    FigureRowEditor* figureRow(SystemField field) const { return figureRows().at(int(field)); }

private:
    QWidget* createFigureGrid(const System& system);
    Problems problems() const override;

    Mode m_mode;
    System m_original;
    std::function<bool(const QString&)> m_idTaken;
    QLineEdit* m_id;
    QLineEdit* m_vendor;
    QLineEdit* m_name;
    QComboBox* m_chip;
    QSpinBox* m_chipCount;
    QCheckBox* m_sparse;
    QPlainTextEdit* m_sources;
    QPlainTextEdit* m_notes;
};

} // namespace chipatlas
