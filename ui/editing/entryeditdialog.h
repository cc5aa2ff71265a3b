#pragma once

#include <QDialog>
#include <QHash>
#include <QList>
#include <QStringList>

#include <functional>

class QGridLayout;
class QHBoxLayout;
class QFormLayout;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QVBoxLayout;

namespace chipatlas {

struct EntrySchema;
class FigureRowEditor;

// What the chip, system and offer dialogs share: the grid of figure rows built from a kind's
// schema (value, status, source and note of each field), the line that lists the problems, the
// red frame and tooltip on each field at fault, and OK, which refuses until there is no problem
// left and from then on lists them as the user types. A kind adds its own fields, says which
// widget stands for which key, and finds its problems (problems()).
class EntryEditDialog : public QDialog {
    Q_OBJECT

public:
    ~EntryEditDialog() override;

    // Every problem, one message per field at fault; empty when the entry can be saved.
    QStringList validationErrors() const;
    // The keys of the fields marked at fault ("chip_count", "system_power_w").
    QStringList markedKeys() const { return m_marked; }
    QLabel* errorLabel() const { return m_error; }
    QPushButton* okButton() const { return m_ok; }

    void accept() override;

protected:
    struct Problems {
        QStringList messages;
        QStringList keys; // the field at fault of each message
        void add(const QString& message, const QString& key) {
            messages.append(message);
            keys.append(key);
        }
    };
    struct Options {
        int shownErrors = 0; // the messages listed at most; 0: all
        // The line after them: "... and 3 more problem(s)".
        std::function<QString(int more)> moreProblems;
        bool focusFirstProblem = false; // a refused OK moves the focus to the first field
    };
    explicit EntryEditDialog(const Options& options, QWidget* parent);

    // The entry's problems as entered: unparsed values, core's validation, a taken id.
    virtual Problems problems() const = 0;

    // A problem with this key frames this widget.
    void setFieldWidget(const QString& key, QWidget* widget);
    // The problems again, as the user types, once an OK was refused.
    void revalidate();

    // The figures of the kind's schema, one FigureRowEditor a field (made and filled by
    // makeRow), under bold column headers, in a scroll area in a group box with a hint above.
    struct FigureGrid {
        QString title;
        QString hint;
        QStringList headers; // of the FigureRowEditor columns
        std::function<FigureRowEditor*(int index, QGridLayout* grid, int row, QWidget* parent)>
            makeRow;
    };
    QWidget* createFigureGrid(const EntrySchema& schema, const FigureGrid& figures);
    const QList<FigureRowEditor*>& figureRows() const { return m_rows; }

    // The two form columns of an identity, side by side.
    static QHBoxLayout* sideBySide(QFormLayout* left, QFormLayout* right);
    // A plain text edit of a few lines, for sources and notes; Tab leaves it.
    QPlainTextEdit* shortTextEdit(int lines);
    // Adds the problems line (named errorLabelName) and OK and Cancel under the kind's fields.
    void addButtons(QVBoxLayout* layout, const QString& errorLabelName);

private:
    void showProblems(const Problems& problems);

    Options m_options;
    QList<FigureRowEditor*> m_rows;
    QHash<QString, QWidget*> m_fieldWidgets; // key -> the widget a problem marks
    QStringList m_marked;
    QLabel* m_error = nullptr;
    QPushButton* m_ok = nullptr;
    bool m_showLive = false; // after the first refused OK, problems update as the user types
};

// The lines of a sources box, each trimmed, empty ones left out.
QStringList sourceLines(const QPlainTextEdit* edit);

} // namespace chipatlas
