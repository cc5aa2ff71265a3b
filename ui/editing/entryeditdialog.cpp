#include "editing/entryeditdialog.h"

#include "domain/schema.h"
#include "editing/figureedit.h"
#include "common/theme.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace chipatlas {

namespace {
// A field with a problem: a red border, in the shade that reads on the palette.
QString faultStyle(const QPalette& palette) {
    return QStringLiteral("border: 1px solid %1;")
        .arg(signalColor(SignalColor::Bad, palette).name());
}
} // namespace

EntryEditDialog::EntryEditDialog(const Options& options, QWidget* parent)
    : QDialog(parent)
    , m_options(options) {}

EntryEditDialog::~EntryEditDialog() = default;

QStringList EntryEditDialog::validationErrors() const {
    return problems().messages;
}

void EntryEditDialog::setFieldWidget(const QString& key, QWidget* widget) {
    m_fieldWidgets.insert(key, widget);
}

QHBoxLayout* EntryEditDialog::sideBySide(QFormLayout* left, QFormLayout* right) {
    auto* identity = new QHBoxLayout;
    identity->addLayout(left, 1);
    identity->addSpacing(12);
    identity->addLayout(right, 1);
    return identity;
}

QPlainTextEdit* EntryEditDialog::shortTextEdit(int lines) {
    auto* edit = new QPlainTextEdit(this);
    edit->setTabChangesFocus(true);
    edit->setFixedHeight(edit->fontMetrics().lineSpacing() * lines + 12);
    return edit;
}

void EntryEditDialog::addButtons(QVBoxLayout* layout, const QString& errorLabelName) {
    m_error = new QLabel(this);
    setUpValidationLabel(m_error, errorLabelName);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &EntryEditDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &EntryEditDialog::reject);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
}

QWidget* EntryEditDialog::createFigureGrid(const EntrySchema& schema, const FigureGrid& figures) {
    auto* box = new QGroupBox(figures.title, this);
    auto* scroll = new QScrollArea(box);
    scroll->setObjectName(QStringLiteral("figureScrollArea"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* content = new QWidget(scroll);
    auto* grid = new QGridLayout(content);
    grid->setHorizontalSpacing(8);
    grid->setVerticalSpacing(4);
    const QStringList& headers = figures.headers;
    for (int column = 0; column < headers.size(); ++column) {
        auto* header = new QLabel(headers[column], content);
        QFont font = header->font();
        font.setBold(true);
        header->setFont(font);
        grid->addWidget(header, 0, column,
                        column == FigureRowEditor::SparsityColumn ? Qt::AlignCenter
                                                                  : Qt::Alignment());
    }
    int row = 1;
    for (const FieldSpec& spec : schema.fields) {
        FigureRowEditor* editor = figures.makeRow(spec.index, grid, row, content);
        row += FigureRowEditor::kGridRows;
        connect(editor, &FigureRowEditor::changed, this, &EntryEditDialog::revalidate);
        m_rows.append(editor);
    }
    grid->setColumnStretch(FigureRowEditor::SourceColumn, 3);
    grid->setColumnStretch(FigureRowEditor::NoteColumn, 3);
    grid->setColumnStretch(FigureRowEditor::ValueColumn, 2);
    grid->setRowStretch(row, 1);
    scroll->setWidget(content);
    auto* boxLayout = new QVBoxLayout(box);
    boxLayout->setContentsMargins(4, 4, 4, 4);
    auto* hint = new QLabel(figures.hint, box);
    hint->setWordWrap(true);
    boxLayout->addWidget(hint);
    boxLayout->addWidget(scroll);
    return box;
}

void EntryEditDialog::showProblems(const Problems& found) {
    const int shown = m_options.shownErrors;
    if (shown > 0 && found.messages.size() > shown) {
        QStringList lines = found.messages.mid(0, shown);
        lines.append(m_options.moreProblems(int(found.messages.size() - shown)));
        m_error->setText(lines.join(QLatin1Char('\n')));
    } else {
        m_error->setText(found.messages.join(QLatin1Char('\n')));
    }
    m_error->setVisible(!found.messages.isEmpty());
    // Each field at fault gets a red frame and its problem as the tooltip.
    for (const QString& key : std::as_const(m_marked)) {
        if (QWidget* widget = m_fieldWidgets.value(key)) {
            widget->setStyleSheet(QString());
            widget->setToolTip(QString());
        }
    }
    m_marked.clear();
    for (qsizetype i = 0; i < found.keys.size(); ++i) {
        QWidget* widget = m_fieldWidgets.value(found.keys.at(i));
        if (!widget || m_marked.contains(found.keys.at(i)))
            continue;
        widget->setStyleSheet(faultStyle(widget->palette()));
        widget->setToolTip(found.messages.at(i));
        m_marked.append(found.keys.at(i));
    }
}

void EntryEditDialog::revalidate() {
    if (m_showLive)
        showProblems(problems());
}

void EntryEditDialog::accept() {
    const Problems found = problems();
    if (!found.messages.isEmpty()) {
        m_showLive = true;
        showProblems(found);
        if (m_options.focusFirstProblem) {
            if (QWidget* first = m_fieldWidgets.value(found.keys.value(0)))
                first->setFocus(Qt::OtherFocusReason);
        }
        return;
    }
    QDialog::accept();
}

QStringList sourceLines(const QPlainTextEdit* edit) {
    QStringList lines;
    for (const QString& line : edit->toPlainText().split(QLatin1Char('\n'))) {
        if (!line.trimmed().isEmpty())
            lines.append(line.trimmed());
    }
    return lines;
}

} // namespace chipatlas
