#pragma once

#include "domain/field.h"
#include "domain/figure.h"
#include "domain/system.h"

#include <QObject>

#include <optional>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QToolButton;
class QWidget;

namespace chipatlas {

class FigureAttributesEditor;

// The editors of one figure in a row of the chip dialog's grid: value, status, source URL,
// note, "sparsity unstated" for throughputs, and a Revert to the built-in value. Typing a value
// into a missing figure makes it published; clearing it makes it unknown. For the fields that
// take attributes (printed unit, link scope, configuration, range) a "More" button opens them in
// the grid row below; it opens by itself when the figure has one set.
class FigureRowEditor final : public QObject {
    Q_OBJECT

public:
    enum Column {
        LabelColumn,
        ValueColumn,
        StatusColumn,
        SourceColumn,
        NoteColumn,
        SparsityColumn,
        MoreColumn,
        RevertColumn
    };
    static constexpr int kGridRows = 2; // the figure's row and its attributes' row

    FigureRowEditor(Field field, QGridLayout* grid, int row, QWidget* parent);
    // A system's figure (the system editor): value, status, source and note; the printed unit
    // the figure has is kept as it is.
    FigureRowEditor(SystemField field, QGridLayout* grid, int row, QWidget* parent);

    Field field() const { return m_field; } // a chip row's field
    std::optional<SystemField> systemField() const { return m_systemField; }
    QString key() const { return m_key; }
    void setFigure(const Figure& figure);
    // The figure as entered; nullopt with *error naming the field ("TDP (tdp_w): ...") when
    // the value does not parse. Numbers are read in the user's locale (or the C locale).
    std::optional<Figure> figure(QString* error) const;

    // The user edited this figure of a built-in chip before: shown in bold.
    void setEdited(bool edited);
    // The shipped figure of a built-in chip: Revert puts it back.
    void setBuiltIn(const std::optional<Figure>& figure);
    // Set back to the built-in value with Revert (and not changed since).
    bool isReverted() const;

    QLabel* label() const { return m_label; }
    QLineEdit* valueEdit() const { return m_value; }
    QComboBox* statusCombo() const { return m_status; }
    QLineEdit* sourceEdit() const { return m_source; }
    QLineEdit* noteEdit() const { return m_note; }
    QCheckBox* sparsityCheck() const { return m_sparsity; } // nullptr unless a throughput
    QToolButton* revertButton() const { return m_revert; }
    // Both nullptr when the field takes no attribute.
    QToolButton* moreButton() const { return m_more; }
    FigureAttributesEditor* attributes() const { return m_attributes; }

    static QString formatNumber(double value);

Q_SIGNALS:
    void changed();

private:
    // What a row needs to know of its field, chip or system.
    struct Spec {
        QString key;
        QString label; // without the unit
        FieldKind kind = FieldKind::Number;
        Unit unit = Unit::None;
        bool throughput = false;
        std::optional<Field> chipField; // attributes ("More") only for chip fields
    };
    FigureRowEditor(const Spec& spec, QGridLayout* grid, int row, QWidget* parent);
    void onValueEdited();
    void onUserChange();
    void updateRevert();
    void setExpanded(bool expanded);
    FigureStatus status() const;

    Field m_field{};
    std::optional<SystemField> m_systemField;
    QString m_key;
    QString m_name;
    FieldKind m_kind;
    QLabel* m_label;
    QLineEdit* m_value;
    QComboBox* m_status;
    QLineEdit* m_source;
    QLineEdit* m_note;
    QCheckBox* m_sparsity = nullptr;
    QToolButton* m_revert;
    QToolButton* m_more = nullptr;
    FigureAttributesEditor* m_attributes = nullptr;
    QVariant m_shownValue; // the value behind the text as set, kept exactly while unchanged
    QString m_shownText;
    // The figure as set: the attributes the field does not take (refused by validation) come
    // back from figure() as they were.
    Figure m_shown;
    std::optional<Figure> m_builtIn;
    bool m_edited = false;
    bool m_reverted = false;
    bool m_setting = false;
};

// The line under an editor's fields that says what is wrong ("TDP (tdp_w): -5 W is
// negative"): plain text, wrapped, red, hidden until there is something to say.
void setUpValidationLabel(QLabel* label, const QString& objectName);

} // namespace chipatlas
