#include "editing/systemeditdialog.h"

#include "common/screenfit.h"
#include "common/theme.h"
#include "domain/validation.h"
#include "editing/figureedit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace chipatlas {

namespace {
constexpr int kMaxChipCount = 10'000'000; // validateSystem()'s bound
} // namespace

SystemEditDialog::SystemEditDialog(const Setup& setup, QWidget* parent)
    : EntryEditDialog(
          Options{.shownErrors = 6,
                  .moreProblems =
                      [](int more) { return tr("... and %n more problem(s)", nullptr, more); },
                  .focusFirstProblem = true},
          parent)
    , m_mode(setup.mode)
    , m_original(setup.system)
    , m_idTaken(setup.idTaken)
    , m_id(new QLineEdit(this))
    , m_vendor(new QLineEdit(this))
    , m_name(new QLineEdit(this))
    , m_chip(new QComboBox(this))
    , m_chipCount(new QSpinBox(this))
    , m_sparse(new QCheckBox(tr("The vendor's throughput totals count 2:4 sparsity"), this))
    , m_sources(shortTextEdit(3))
    , m_notes(shortTextEdit(3)) {
    setObjectName(QStringLiteral("SystemEditDialog"));
    setWindowTitle(m_mode == Mode::New ? tr("New System") : tr("Edit %1").arg(setup.system.name));
    const System& system = setup.system;
    m_id->setObjectName(QStringLiteral("systemIdEdit"));
    m_id->setPlaceholderText(tr("e.g. acme-x1-8gpu-board (lowercase letters, digits, '-', '.')"));
    m_id->setText(system.id);
    if (m_mode == Mode::Edit) {
        m_id->setReadOnly(true);
        m_id->setToolTip(tr("The id of a stored system cannot change"));
    }
    m_vendor->setObjectName(QStringLiteral("systemVendorEdit"));
    m_vendor->setText(system.vendor);
    m_name->setObjectName(QStringLiteral("systemNameEdit"));
    m_name->setText(system.name);
    m_chip->setObjectName(QStringLiteral("systemChipCombo"));
    for (const Chip& chip : setup.chips)
        m_chip->addItem(QStringLiteral("%1 (%2)").arg(chip.name, chip.id), chip.id);
    // A chip the catalog lost stays selectable as its id, so that an edit does not change it.
    if (!system.chipId.isEmpty() && m_chip->findData(system.chipId) < 0)
        m_chip->addItem(tr("%1 (not in the catalog)").arg(system.chipId), system.chipId);
    m_chip->setCurrentIndex(system.chipId.isEmpty() ? -1 : m_chip->findData(system.chipId));
    m_chipCount->setObjectName(QStringLiteral("systemChipCountSpin"));
    m_chipCount->setRange(0, kMaxChipCount);
    m_chipCount->setValue(system.chipCount);
    m_chipCount->setGroupSeparatorShown(true);
    m_sparse->setObjectName(QStringLiteral("systemSparseTotalsCheck"));
    m_sparse->setChecked(system.vendorThroughputSparse);
    m_sources->setObjectName(QStringLiteral("systemSourcesEdit"));
    m_sources->setPlaceholderText(tr("One URL per line"));
    m_sources->setPlainText(system.sourceUrls.join(QLatin1Char('\n')));
    m_notes->setObjectName(QStringLiteral("systemNotesEdit"));
    m_notes->setPlainText(system.notes);
    m_vendor->setAccessibleDescription(tr("The company that sells the system"));
    m_name->setAccessibleDescription(tr("The system's name as its vendor writes it"));
    m_chip->setAccessibleDescription(
        tr("The accelerator the system is built of, one of the catalog's chips"));
    m_chipCount->setAccessibleDescription(
        tr("How many of those chips the system holds; its totals are this many times the "
           "chip's figures"));
    m_sparse->setAccessibleDescription(
        tr("Check when the vendor's totals below are quoted with 2:4 sparsity, twice the dense "
           "throughput"));
    setFieldWidget(QStringLiteral("id"), m_id);
    setFieldWidget(QStringLiteral("vendor"), m_vendor);
    setFieldWidget(QStringLiteral("name"), m_name);
    setFieldWidget(QStringLiteral("chip_id"), m_chip);
    setFieldWidget(QStringLiteral("chip_count"), m_chipCount);

    auto* left = new QFormLayout;
    left->addRow(tr("&ID:"), m_id);
    left->addRow(tr("&Vendor:"), m_vendor);
    left->addRow(tr("&Name:"), m_name);
    left->addRow(tr("C&hip:"), m_chip);
    left->addRow(tr("Chip &count:"), m_chipCount);
    auto* right = new QFormLayout;
    right->addRow(QString(), m_sparse);
    right->addRow(tr("&Sources:"), m_sources);
    right->addRow(tr("No&tes:"), m_notes);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(sideBySide(left, right));
    layout->addWidget(createFigureGrid(system), 1);
    addButtons(layout, QStringLiteral("systemErrorLabel"));

    for (QLineEdit* edit : {m_id, m_vendor, m_name})
        connect(edit, &QLineEdit::textChanged, this, &SystemEditDialog::revalidate);
    connect(m_chip, &QComboBox::currentIndexChanged, this, &SystemEditDialog::revalidate);
    connect(m_chipCount, &QSpinBox::valueChanged, this, &SystemEditDialog::revalidate);
    resize(sizeOnScreen(this, QSize(1100, 760)));
}

SystemEditDialog::~SystemEditDialog() = default;

QWidget* SystemEditDialog::createFigureGrid(const System& system) {
    FigureGrid figures;
    figures.title = tr("Figures of the whole system");
    figures.hint = tr("Numbers in stored units (TFLOPS, GB, GB/s, W). The totals a "
                      "system adds up to are computed from its chip; enter the "
                      "vendor's own totals only as the vendor states them.");
    figures.headers = {tr("Figure"), tr("Value"), tr("Status"), tr("Source URL"), tr("Note")};
    figures.makeRow = [this, &system](int index, QGridLayout* grid, int row, QWidget* parent) {
        const SystemField field = SystemField(index);
        auto* editor = new FigureRowEditor(field, grid, row, parent);
        editor->setFigure(system.figure(field));
        setFieldWidget(editor->key(), editor->valueEdit());
        return editor;
    };
    return EntryEditDialog::createFigureGrid(systemSchema(), figures);
}

System SystemEditDialog::system() const {
    System system = m_original;
    system.id = m_id->text().trimmed();
    system.vendor = m_vendor->text().trimmed();
    system.name = m_name->text().trimmed();
    system.chipId = m_chip->currentData().toString();
    system.chipCount = m_chipCount->value();
    system.vendorThroughputSparse = m_sparse->isChecked();
    system.sourceUrls = sourceLines(m_sources);
    system.notes = m_notes->toPlainText().trimmed();
    if (m_mode == Mode::New)
        system.origin = Origin::User;
    for (const FigureRowEditor* row : figureRows()) {
        QString error;
        if (const std::optional<Figure> figure = row->figure(&error))
            system.figure(*row->systemField()) = *figure;
    }
    return system;
}

EntryEditDialog::Problems SystemEditDialog::problems() const {
    Problems found;
    bool parsed = true;
    for (const FigureRowEditor* row : figureRows()) {
        QString error;
        if (!row->figure(&error)) {
            found.add(error, row->key());
            parsed = false;
        }
    }
    if (!parsed)
        return found; // unparsed numbers first: the rest would be checked on other values
    const System entered = system();
    for (const ValidationIssue& issue : validateSystem(entered))
        found.add(issue.message, issue.key);
    if (m_mode == Mode::New && m_idTaken && !entered.id.isEmpty() && m_idTaken(entered.id)) {
        found.add(tr("ID (id): \"%1\" is already used by another system.").arg(entered.id),
                  QStringLiteral("id"));
    }
    return found;
}

} // namespace chipatlas
