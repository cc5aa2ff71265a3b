#pragma once

#include <QDialog>
#include <QList>
#include <QString>

class QListWidget;
class QPushButton;

namespace chipatlas {

// One column of a table as the column chooser shows it.
struct ColumnChoice {
    int column = -1; // logical index in the model
    QString label;
    bool visible = true;

    friend bool operator==(const ColumnChoice&, const ColumnChoice&) = default;
};

// Lets the user show, hide and reorder the columns of a table. Works on a list of choices in
// display order, not on the header itself, so that Cancel leaves the table untouched.
class ColumnChooserDialog final : public QDialog {
    Q_OBJECT

public:
    // `columns` is the current state in display order; `defaults` is what "Restore defaults"
    // brings back. Both list every column.
    ColumnChooserDialog(const QList<ColumnChoice>& columns, const QList<ColumnChoice>& defaults,
                        QWidget* parent = nullptr);

    // The chosen state, in display order.
    QList<ColumnChoice> columns() const;

private:
    void setColumns(const QList<ColumnChoice>& columns);
    void moveCurrent(int delta);
    void updateButtons();

    QList<ColumnChoice> m_defaults;
    QListWidget* m_list;
    QPushButton* m_upButton;
    QPushButton* m_downButton;
    QPushButton* m_okButton = nullptr;
};

} // namespace chipatlas
