#include "editing/chipeditdialog.h"

#include "common/screenfit.h"
#include "domain/validation.h"
#include "editing/figureedit.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace chipatlas {

ChipEditDialog::ChipEditDialog(const Setup& setup, QWidget* parent)
    : EntryEditDialog(
          Options{.shownErrors = 6,
                  .moreProblems =
                      [](int more) { return tr("... and %n more problem(s)", nullptr, more); }},
          parent)
    , m_mode(setup.mode)
    , m_original(setup.chip)
    , m_idTaken(setup.idTaken)
    , m_id(new QLineEdit(this))
    , m_vendor(new QLineEdit(this))
    , m_name(new QLineEdit(this))
    , m_family(new QLineEdit(this))
    , m_kind(new QComboBox(this))
    , m_sparsityNote(new QLineEdit(this))
    , m_sources(shortTextEdit(3))
    , m_notes(shortTextEdit(3)) {
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

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(sideBySide(left, right));
    layout->addWidget(createFigureGrid(setup), 1);
    addButtons(layout, QStringLiteral("chipErrorLabel"));

    for (QLineEdit* edit : {m_id, m_vendor, m_name, m_family, m_sparsityNote})
        connect(edit, &QLineEdit::textChanged, this, &ChipEditDialog::revalidate);
    connect(m_kind, &QComboBox::currentTextChanged, this, &ChipEditDialog::revalidate);
    connect(m_sources, &QPlainTextEdit::textChanged, this, &ChipEditDialog::revalidate);
    connect(m_notes, &QPlainTextEdit::textChanged, this, &ChipEditDialog::revalidate);
    resize(sizeOnScreen(this, QSize(1180, 820)));
}

ChipEditDialog::~ChipEditDialog() = default;

QWidget* ChipEditDialog::createFigureGrid(const Setup& setup) {
    FigureGrid figures;
    figures.title = tr("Figures");
    figures.hint = tr("Numbers in stored units. A figure without a value is \"not "
                      "published\" or \"unknown\"; one with a value is published, "
                      "computed (say how in the note), unverified or a design target (a "
                      "vendor's goal for a chip that does not ship yet). Bold: you "
                      "edited the built-in figure. More: the unit the source printed, what a link "
                      "connects, a configuration or a range the vendor gives.");
    figures.headers = {tr("Figure"),     tr("Value"), tr("Status"),
                       tr("Source URL"), tr("Note"),  tr("Sparsity\nunstated"),
                       QString(),        QString()};
    figures.makeRow = [this, &setup](int index, QGridLayout* grid, int row, QWidget* parent) {
        const Field field = Field(index);
        auto* editor = new FigureRowEditor(field, grid, row, parent);
        editor->setFigure(setup.chip.figure(field));
        if (m_mode == Mode::Edit) {
            editor->setEdited(setup.editedFields.contains(field));
            if (setup.builtIn)
                editor->setBuiltIn(setup.builtIn->figure(field));
        }
        return editor;
    };
    return EntryEditDialog::createFigureGrid(chipSchema(), figures);
}

std::optional<Chip> ChipEditDialog::enteredChip(Problems* problems) const {
    Chip chip = m_original;
    chip.id = m_id->text().trimmed();
    chip.vendor = m_vendor->text().trimmed();
    chip.name = m_name->text().trimmed();
    chip.familyGeneration = m_family->text().trimmed();
    chip.kind = m_kind->currentText().trimmed();
    chip.sparsityNote = m_sparsityNote->text().trimmed();
    chip.sourceUrls = sourceLines(m_sources);
    chip.notes = m_notes->toPlainText().trimmed();
    if (m_mode != Mode::Edit)
        chip.origin = Origin::User;
    bool parsed = true;
    for (const FigureRowEditor* row : figureRows()) {
        QString error;
        if (const std::optional<Figure> figure = row->figure(&error)) {
            chip.figure(row->field()) = *figure;
        } else {
            problems->add(error, row->key());
            parsed = false;
        }
    }
    if (!parsed)
        return std::nullopt;
    return chip;
}

Chip ChipEditDialog::chip() const {
    Problems ignored;
    return enteredChip(&ignored).value_or(m_original);
}

QList<Field> ChipEditDialog::revertedFields() const {
    QList<Field> fields;
    for (const FigureRowEditor* row : figureRows()) {
        if (row->isReverted())
            fields.append(row->field());
    }
    return fields;
}

EntryEditDialog::Problems ChipEditDialog::problems() const {
    Problems found;
    const std::optional<Chip> chip = enteredChip(&found);
    if (!chip)
        return found; // unparsed numbers first: the rest would be checked on other values
    for (const ValidationIssue& issue : validateChip(*chip))
        found.add(issue.message, issue.key);
    if (m_mode != Mode::Edit && m_idTaken && !chip->id.isEmpty() && m_idTaken(chip->id))
        found.add(validateUniqueId(chip->id, {chip->id}), QStringLiteral("id"));
    return found;
}

} // namespace chipatlas
