#pragma once

#include "application/catalogsnapshot.h"
#include "domain/result.h"
#include "editing/entryeditdialog.h"

#include <QDate>
#include <QHash>

#include <functional>

class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QWidget;

namespace chipatlas {

// Records or edits one measured result: every field of the result schema (result.h), what ran
// and on what, how fast, and whose claim it is. Each field is read with core's setResultText()
// (so a value that does not parse is named as the files name it) and the result is checked with
// validateResult(); OK refuses until there is no problem, listing each and marking the field at
// fault. A new run is the user's own ("own" claim), dated today, with an id of its own. Stores
// nothing itself: the caller writes result() through the result editor, as one undoable change.
class ResultEditDialog final : public EntryEditDialog {
    Q_OBJECT

public:
    enum class Mode { New, Edit };
    struct Setup {
        Mode mode = Mode::New;
        Result result;
        CatalogSnapshot snapshot;                    // the chips, systems and models to pick
        std::function<bool(const QString&)> idTaken; // for new ids
        QDate today = QDate::currentDate();
    };

    explicit ResultEditDialog(const Setup& setup, QWidget* parent = nullptr);
    ~ResultEditDialog() override;

    // A new run on `hardwareId` (empty: none chosen): the user's own, dated today.
    static Result newRun(const QString& hardwareId, const QDate& today,
                         const QDateTime& now = QDateTime::currentDateTime());

    Mode mode() const { return m_mode; }
    Result result() const; // as entered (after accept(): valid)

    // The widget of a field: a QLineEdit, a QComboBox or a QPlainTextEdit.
    QWidget* fieldWidget(ResultField field) const { return m_widgets.value(int(field)); }
    QLineEdit* idEdit() const { return m_id; }
    // Sets a field as the user would: the text of a line, the item of a combo whose key (or
    // text) it is, the text of a note.
    void setFieldText(ResultField field, const QString& text);
    QString fieldText(ResultField field) const;

private:
    QWidget* makeWidget(ResultField field, const Setup& setup);
    QWidget* group(const QString& title, std::initializer_list<ResultField> fields);
    Problems problems() const override;
    // The result as entered and the fields whose text did not parse (message, key).
    Result parsed(Problems* problems) const;

    Mode m_mode;
    Result m_original;
    QDate m_today;
    std::function<bool(const QString&)> m_idTaken;
    QLineEdit* m_id;
    QHash<int, QWidget*> m_widgets; // int(ResultField) -> its editor
};

} // namespace chipatlas
