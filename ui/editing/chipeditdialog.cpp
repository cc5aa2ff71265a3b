#include "editing/chipeditdialog.h"

#include "common/screenfit.h"
#include "domain/validation.h"
#include "editing/figureedit.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace chipatlas {

namespace {
constexpr int kShownErrors = 6;

QPlainTextEdit* shortTextEdit(QWidget* parent, int lines) {
    auto* edit = new QPlainTextEdit(parent);
    edit->setTabChangesFocus(true);
    const int height = edit->fontMetrics().lineSpacing() * lines + 12;
    edit->setFixedHeight(height);
    return edit;
}
} // namespace

ChipEditDialog::ChipEditDialog(const Setup& setup, QWidget* parent)
    : QDialog(parent)
    , m_mode(setup.mode)
    , m_original(setup.chip)
    , m_idTaken(setup.idTaken)
    , m_id(new QLineEdit(this))
    , m_vendor(new QLineEdit(this))
    , m_name(new QLineEdit(this))
    , m_family(new QLineEdit(this))
    , m_kind(new QComboBox(this))
    , m_sparsityNote(new QLineEdit(this))
    , m_sources(shortTextEdit(this, 3))
    , m_notes(shortTextEdit(this, 3))
    , m_error(new QLabel(this)) {
    setObjectName(QStringLiteral("ChipEditDialog"));
    switch (m_mode) {
    case Mode::New:
        setWindowTitle(tr("New Chip"));
        break;
    case Mode::Duplicate:
        setWindowTitle(tr("Duplicate %1").arg(setup.chip.name));
        break;
    case Mode::Edit:
        setWindowTitle(tr("Edit %1").arg(setup.chip.name));
        break;
    }

    m_id->setObjectName(QStringLiteral("chipIdEdit"));
    m_id->setPlaceholderText(tr("e.g. acme-x1-sxm (lowercase letters, digits, '-', '.', '_')"));
    m_id->setText(setup.chip.id);
    if (m_mode == Mode::Duplicate)
        m_id->setText(setup.chip.id + QStringLiteral("-copy"));
    if (m_mode == Mode::Edit) {
        m_id->setReadOnly(true);
        m_id->setToolTip(tr("The id of a stored chip cannot change; duplicate it instead"));
    }
    m_vendor->setObjectName(QStringLiteral("chipVendorEdit"));
    m_vendor->setText(setup.chip.vendor);
    m_name->setObjectName(QStringLiteral("chipNameEdit"));
    m_name->setText(setup.chip.name);
    m_family->setObjectName(QStringLiteral("chipFamilyEdit"));
    m_family->setText(setup.chip.familyGeneration);
    m_kind->setObjectName(QStringLiteral("chipKindCombo"));
    m_kind->setEditable(true);
    m_kind->addItems({QStringLiteral("gpu"), QStringLiteral("asic"), QStringLiteral("tpu"),
                      QStringLiteral("wafer")});
    m_kind->setCurrentText(setup.chip.kind);
    m_vendor->setAccessibleDescription(tr("The company that sells the chip, as the table's "
                                          "Vendor column and filter show it"));
    m_name->setAccessibleDescription(tr("The chip's name as its vendor writes it"));
    m_family->setAccessibleDescription(
        tr("The product family and generation, e.g. Hopper (GH100); may be empty"));
    m_kind->setAccessibleDescription(
        tr("gpu, asic, tpu or wafer (a wafer-scale engine), or a kind of your own"));
    m_sparsityNote->setObjectName(QStringLiteral("chipSparsityNoteEdit"));
    m_sparsityNote->setText(setup.chip.sparsityNote);
    m_sparsityNote->setCursorPosition(0);
    m_sparsityNote->setPlaceholderText(tr("How the vendor quotes sparse throughput"));
    m_sources->setObjectName(QStringLiteral("chipSourcesEdit"));
    m_sources->setPlaceholderText(tr("One URL per line"));
    m_sources->setPlainText(setup.chip.sourceUrls.join(QLatin1Char('\n')));
    m_notes->setObjectName(QStringLiteral("chipNotesEdit"));
    m_notes->setPlainText(setup.chip.notes);

    auto* left = new QFormLayout;
    left->addRow(tr("&ID:"), m_id);
    left->addRow(tr("&Vendor:"), m_vendor);
    left->addRow(tr("&Name:"), m_name);
    left->addRow(tr("&Family / generation:"), m_family);
    left->addRow(tr("&Kind:"), m_kind);
    auto* right = new QFormLayout;
    right->addRow(tr("S&parsity note:"), m_sparsityNote);
    right->addRow(tr("&Sources:"), m_sources);
    right->addRow(tr("No&tes:"), m_notes);
    auto* identity = new QHBoxLayout;
    identity->addLayout(left, 1);
    identity->addSpacing(12);
    identity->addLayout(right, 1);

    setUpValidationLabel(m_error, QStringLiteral("chipErrorLabel"));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &ChipEditDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ChipEditDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(identity);
    layout->addWidget(createFigureGrid(setup), 1);
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    for (QLineEdit* edit : {m_id, m_vendor, m_name, m_family, m_sparsityNote})
        connect(edit, &QLineEdit::textChanged, this, &ChipEditDialog::revalidate);
    connect(m_kind, &QComboBox::currentTextChanged, this, &ChipEditDialog::revalidate);
    connect(m_sources, &QPlainTextEdit::textChanged, this, &ChipEditDialog::revalidate);
    connect(m_notes, &QPlainTextEdit::textChanged, this, &ChipEditDialog::revalidate);
    resize(sizeOnScreen(this, QSize(1180, 820)));
}

ChipEditDialog::~ChipEditDialog() = default;

QWidget* ChipEditDialog::createFigureGrid(const Setup& setup) {
    auto* box = new QGroupBox(tr("Figures"), this);
    auto* scroll = new QScrollArea(box);
    scroll->setObjectName(QStringLiteral("figureScrollArea"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* content = new QWidget(scroll);
    auto* grid = new QGridLayout(content);
    grid->setHorizontalSpacing(8);
    grid->setVerticalSpacing(4);
    const QStringList headers{tr("Figure"),     tr("Value"), tr("Status"),
                              tr("Source URL"), tr("Note"),  tr("Sparsity\nunstated"),
                              QString(),        QString()};
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
    for (const FieldSpec& info : allFields()) {
        const Field field = chipField(info);
        auto* editor = new FigureRowEditor(field, grid, row, content);
        row += FigureRowEditor::kGridRows;
        editor->setFigure(setup.chip.figure(field));
        if (m_mode == Mode::Edit) {
            editor->setEdited(setup.editedFields.contains(field));
            if (setup.builtIn)
                editor->setBuiltIn(setup.builtIn->figure(field));
        }
        connect(editor, &FigureRowEditor::changed, this, &ChipEditDialog::revalidate);
        m_rows.append(editor);
    }
    grid->setColumnStretch(FigureRowEditor::SourceColumn, 3);
    grid->setColumnStretch(FigureRowEditor::NoteColumn, 3);
    grid->setColumnStretch(FigureRowEditor::ValueColumn, 2);
    grid->setRowStretch(row, 1);
    scroll->setWidget(content);
    auto* boxLayout = new QVBoxLayout(box);
    boxLayout->setContentsMargins(4, 4, 4, 4);
    auto* hint =
        new QLabel(tr("Numbers in stored units. A figure without a value is \"not "
                      "published\" or \"unknown\"; one with a value is published, "
                      "computed (say how in the note) or unverified. Bold: you "
                      "edited the built-in figure. More: the unit the source printed, what a link "
                      "connects, a configuration or a range the vendor gives."),
                   box);
    hint->setWordWrap(true);
    boxLayout->addWidget(hint);
    boxLayout->addWidget(scroll);
    return box;
}

std::optional<Chip> ChipEditDialog::enteredChip(QStringList* errors) const {
    Chip chip = m_original;
    chip.id = m_id->text().trimmed();
    chip.vendor = m_vendor->text().trimmed();
    chip.name = m_name->text().trimmed();
    chip.familyGeneration = m_family->text().trimmed();
    chip.kind = m_kind->currentText().trimmed();
    chip.sparsityNote = m_sparsityNote->text().trimmed();
    chip.sourceUrls.clear();
    for (const QString& line : m_sources->toPlainText().split(QLatin1Char('\n'))) {
        if (!line.trimmed().isEmpty())
            chip.sourceUrls.append(line.trimmed());
    }
    chip.notes = m_notes->toPlainText().trimmed();
    if (m_mode != Mode::Edit)
        chip.origin = Origin::User;
    bool parsed = true;
    for (const FigureRowEditor* row : m_rows) {
        QString error;
        if (const std::optional<Figure> figure = row->figure(&error)) {
            chip.figure(row->field()) = *figure;
        } else {
            errors->append(error);
            parsed = false;
        }
    }
    if (!parsed)
        return std::nullopt;
    return chip;
}

Chip ChipEditDialog::chip() const {
    QStringList errors;
    return enteredChip(&errors).value_or(m_original);
}

QList<Field> ChipEditDialog::revertedFields() const {
    QList<Field> fields;
    for (const FigureRowEditor* row : m_rows) {
        if (row->isReverted())
            fields.append(row->field());
    }
    return fields;
}

QStringList ChipEditDialog::validationErrors() const {
    QStringList errors;
    const std::optional<Chip> chip = enteredChip(&errors);
    if (!chip)
        return errors; // unparsed numbers first: the rest would be checked on other values
    for (const ValidationIssue& issue : validateChip(*chip))
        errors.append(issue.message);
    if (m_mode != Mode::Edit && m_idTaken && !chip->id.isEmpty() && m_idTaken(chip->id))
        errors.append(validateUniqueId(chip->id, {chip->id}));
    return errors;
}

void ChipEditDialog::showErrors(const QStringList& errors) {
    QStringList shown = errors.mid(0, kShownErrors);
    if (errors.size() > kShownErrors)
        shown.append(tr("... and %n more problem(s)", nullptr, int(errors.size() - kShownErrors)));
    m_error->setText(shown.join(QLatin1Char('\n')));
    m_error->setVisible(!errors.isEmpty());
}

void ChipEditDialog::revalidate() {
    if (m_showLive)
        showErrors(validationErrors());
}

void ChipEditDialog::accept() {
    const QStringList errors = validationErrors();
    if (!errors.isEmpty()) {
        m_showLive = true;
        showErrors(errors);
        return;
    }
    QDialog::accept();
}

} // namespace chipatlas
