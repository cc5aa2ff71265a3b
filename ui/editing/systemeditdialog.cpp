#include "editing/systemeditdialog.h"

#include "common/screenfit.h"
#include "common/theme.h"
#include "domain/validation.h"
#include "editing/figureedit.h"

#include <QCheckBox>
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
#include <QSpinBox>
#include <QVBoxLayout>

namespace chipatlas {

namespace {
constexpr int kShownErrors = 6;
constexpr int kMaxChipCount = 10'000'000; // validateSystem()'s bound
// A field with a problem: a red border, in the shade that reads on the palette.
QString faultStyle(const QPalette& palette) {
    return QStringLiteral("border: 1px solid %1;")
        .arg(signalColor(SignalColor::Bad, palette).name());
}

QPlainTextEdit* shortTextEdit(QWidget* parent, int lines) {
    auto* edit = new QPlainTextEdit(parent);
    edit->setTabChangesFocus(true);
    edit->setFixedHeight(edit->fontMetrics().lineSpacing() * lines + 12);
    return edit;
}
} // namespace

SystemEditDialog::SystemEditDialog(const Setup& setup, QWidget* parent)
    : QDialog(parent)
    , m_mode(setup.mode)
    , m_original(setup.system)
    , m_idTaken(setup.idTaken)
    , m_id(new QLineEdit(this))
    , m_vendor(new QLineEdit(this))
    , m_name(new QLineEdit(this))
    , m_chip(new QComboBox(this))
    , m_chipCount(new QSpinBox(this))
    , m_sparse(new QCheckBox(tr("The vendor's throughput totals count 2:4 sparsity"), this))
    , m_sources(shortTextEdit(this, 3))
    , m_notes(shortTextEdit(this, 3))
    , m_error(new QLabel(this)) {
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
    m_fieldWidgets = {{QStringLiteral("id"), m_id},
                      {QStringLiteral("vendor"), m_vendor},
                      {QStringLiteral("name"), m_name},
                      {QStringLiteral("chip_id"), m_chip},
                      {QStringLiteral("chip_count"), m_chipCount}};

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
    auto* identity = new QHBoxLayout;
    identity->addLayout(left, 1);
    identity->addSpacing(12);
    identity->addLayout(right, 1);

    setUpValidationLabel(m_error, QStringLiteral("systemErrorLabel"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &SystemEditDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &SystemEditDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(identity);
    layout->addWidget(createFigureGrid(system), 1);
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    for (QLineEdit* edit : {m_id, m_vendor, m_name})
        connect(edit, &QLineEdit::textChanged, this, &SystemEditDialog::revalidate);
    connect(m_chip, &QComboBox::currentIndexChanged, this, &SystemEditDialog::revalidate);
    connect(m_chipCount, &QSpinBox::valueChanged, this, &SystemEditDialog::revalidate);
    resize(sizeOnScreen(this, QSize(1100, 760)));
}

SystemEditDialog::~SystemEditDialog() = default;

QWidget* SystemEditDialog::createFigureGrid(const System& system) {
    auto* box = new QGroupBox(tr("Figures of the whole system"), this);
    auto* scroll = new QScrollArea(box);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* content = new QWidget(scroll);
    auto* grid = new QGridLayout(content);
    grid->setHorizontalSpacing(8);
    grid->setVerticalSpacing(4);
    const QStringList headers{tr("Figure"), tr("Value"), tr("Status"), tr("Source URL"),
                              tr("Note")};
    for (int column = 0; column < headers.size(); ++column) {
        auto* header = new QLabel(headers[column], content);
        QFont font = header->font();
        font.setBold(true);
        header->setFont(font);
        grid->addWidget(header, 0, column);
    }
    int row = 1;
    for (const FieldSpec& info : allSystemFields()) {
        const SystemField field = systemField(info);
        auto* editor = new FigureRowEditor(field, grid, row, content);
        row += FigureRowEditor::kGridRows;
        editor->setFigure(system.figure(field));
        connect(editor, &FigureRowEditor::changed, this, &SystemEditDialog::revalidate);
        m_fieldWidgets.insert(editor->key(), editor->valueEdit());
        m_rows.append(editor);
    }
    grid->setColumnStretch(FigureRowEditor::SourceColumn, 3);
    grid->setColumnStretch(FigureRowEditor::NoteColumn, 3);
    grid->setColumnStretch(FigureRowEditor::ValueColumn, 2);
    grid->setRowStretch(row, 1);
    scroll->setWidget(content);
    auto* boxLayout = new QVBoxLayout(box);
    boxLayout->setContentsMargins(4, 4, 4, 4);
    auto* hint = new QLabel(tr("Numbers in stored units (TFLOPS, GB, GB/s, W). The totals a "
                               "system adds up to are computed from its chip; enter the "
                               "vendor's own totals only as the vendor states them."),
                            box);
    hint->setWordWrap(true);
    boxLayout->addWidget(hint);
    boxLayout->addWidget(scroll);
    return box;
}

System SystemEditDialog::system() const {
    System system = m_original;
    system.id = m_id->text().trimmed();
    system.vendor = m_vendor->text().trimmed();
    system.name = m_name->text().trimmed();
    system.chipId = m_chip->currentData().toString();
    system.chipCount = m_chipCount->value();
    system.vendorThroughputSparse = m_sparse->isChecked();
    system.sourceUrls.clear();
    for (const QString& line : m_sources->toPlainText().split(QLatin1Char('\n'))) {
        if (!line.trimmed().isEmpty())
            system.sourceUrls.append(line.trimmed());
    }
    system.notes = m_notes->toPlainText().trimmed();
    if (m_mode == Mode::New)
        system.origin = Origin::User;
    for (const FigureRowEditor* row : m_rows) {
        QString error;
        if (const std::optional<Figure> figure = row->figure(&error))
            system.figure(*row->systemField()) = *figure;
    }
    return system;
}

SystemEditDialog::Problems SystemEditDialog::problems() const {
    Problems found;
    bool parsed = true;
    for (const FigureRowEditor* row : m_rows) {
        QString error;
        if (!row->figure(&error)) {
            found.messages.append(error);
            found.keys.append(row->key());
            parsed = false;
        }
    }
    if (!parsed)
        return found; // unparsed numbers first: the rest would be checked on other values
    const System entered = system();
    for (const ValidationIssue& issue : validateSystem(entered)) {
        found.messages.append(issue.message);
        found.keys.append(issue.key);
    }
    if (m_mode == Mode::New && m_idTaken && !entered.id.isEmpty() && m_idTaken(entered.id)) {
        found.messages.append(
            tr("ID (id): \"%1\" is already used by another system.").arg(entered.id));
        found.keys.append(QStringLiteral("id"));
    }
    return found;
}

QStringList SystemEditDialog::validationErrors() const {
    return problems().messages;
}

QStringList SystemEditDialog::markedKeys() const {
    return m_marked;
}

void SystemEditDialog::showProblems(const Problems& found) {
    QStringList shown = found.messages.mid(0, kShownErrors);
    if (found.messages.size() > kShownErrors)
        shown.append(
            tr("... and %n more problem(s)", nullptr, int(found.messages.size() - kShownErrors)));
    m_error->setText(shown.join(QLatin1Char('\n')));
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

void SystemEditDialog::revalidate() {
    if (m_showLive)
        showProblems(problems());
}

void SystemEditDialog::accept() {
    const Problems found = problems();
    if (!found.messages.isEmpty()) {
        m_showLive = true;
        showProblems(found);
        if (QWidget* first = m_fieldWidgets.value(found.keys.value(0)))
            first->setFocus(Qt::OtherFocusReason);
        return;
    }
    QDialog::accept();
}

} // namespace chipatlas
