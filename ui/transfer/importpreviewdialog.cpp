#include "transfer/importpreviewdialog.h"

#include "common/screenfit.h"
#include "transfer/importplanmodel.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace chipatlas {

namespace {
// Expanding thousands of changed chips makes a tree nobody reads; past this many the user
// opens the ones of interest.
constexpr int kExpandChangedChips = 100;
} // namespace

ImportPreviewDialog::ImportPreviewDialog(ImportPlan plan, const QString& fileName, QWidget* parent)
    : QDialog(parent)
    , m_model(new ImportPlanModel(this))
    , m_summary(new QLabel(this))
    , m_outcome(new QLabel(this))
    , m_extras(new QLabel(this))
    , m_tree(new QTreeView(this))
    , m_takeAll(new QPushButton(tr("Take all imported"), this))
    , m_keepAll(new QPushButton(tr("Keep all local"), this))
    , m_takeChip(new QPushButton(tr("Take imported for selected chips"), this))
    , m_keepChip(new QPushButton(tr("Keep local for selected chips"), this))
    , m_import(nullptr) {
    setWindowTitle(tr("Import %1").arg(fileName));
    m_model->setPlan(std::move(plan));

    m_summary->setText(tr("%1: %2").arg(fileName, planSummary(m_model->plan())));
    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_extras->setVisible(false);
    m_extras->setWordWrap(true);
    m_hint = new QLabel(tr("Checked new chips are added. A checked field takes the imported "
                           "value; an unchecked one keeps the local value. Nothing is "
                           "saved until you click Import, and Undo takes it back."),
                        this);
    m_hint->setWordWrap(true);
    m_keptTitle = new QLabel(tr("Kept as the catalog has them (the vendor's figures, your edits, "
                                "and figures the vendor does not publish), with Epoch's value:"),
                             this);
    m_keptTitle->setWordWrap(true);
    m_keptTitle->setVisible(false);
    m_kept = new QPlainTextEdit(this);
    m_kept->setReadOnly(true);
    m_kept->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_kept->setMaximumHeight(fontMetrics().lineSpacing() * 7);
    m_kept->setAccessibleName(tr("Kept figures"));
    m_kept->setVisible(false);
    m_keptTitle->setBuddy(m_kept);

    m_tree->setModel(m_model);
    m_tree->setAccessibleName(tr("Chips"));
    m_tree->setAccessibleDescription(
        tr("The file's chips in three groups, new, changed and unchanged; under a changed chip, "
           "each field that differs with its local and its imported value"));
    m_takeAll->setToolTip(tr("Check every changed field: each takes the imported value"));
    m_keepAll->setToolTip(tr("Uncheck every changed field: each keeps the local value"));
    m_takeChip->setToolTip(tr("Check the changed fields of the selected chips"));
    m_keepChip->setToolTip(tr("Uncheck the changed fields of the selected chips"));
    m_tree->setUniformRowHeights(true);
    m_tree->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_tree->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setStretchLastSection(true);
    m_tree->setColumnWidth(ImportPlanModel::NameColumn, 360);
    m_tree->setColumnWidth(ImportPlanModel::LocalColumn, 240);
    m_tree->expand(m_model->groupIndex(ImportPlanModel::NewGroup));
    const QModelIndex changed = m_model->groupIndex(ImportPlanModel::ChangedGroup);
    m_tree->expand(changed);
    if (m_model->rowCount(changed) <= kExpandChangedChips) {
        for (int row = 0; row < m_model->rowCount(changed); ++row)
            m_tree->expand(m_model->index(row, 0, changed));
    }

    auto* choiceRow = new QHBoxLayout;
    choiceRow->addWidget(m_takeAll);
    choiceRow->addWidget(m_keepAll);
    choiceRow->addSpacing(16);
    choiceRow->addWidget(m_takeChip);
    choiceRow->addWidget(m_keepChip);
    choiceRow->addStretch();
    const bool anyChanged = !m_model->plan().changed.isEmpty();
    m_takeAll->setEnabled(anyChanged);
    m_keepAll->setEnabled(anyChanged);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_import = buttons->addButton(tr("Import"), QDialogButtonBox::AcceptRole);
    m_import->setDefault(true);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_extras);
    layout->addWidget(m_hint);
    layout->addWidget(m_keptTitle);
    layout->addWidget(m_kept);
    layout->addWidget(m_tree, 1);
    layout->addLayout(choiceRow);
    layout->addWidget(m_outcome);
    layout->addWidget(buttons);
    resize(sizeOnScreen(this, QSize(960, 600)));

    connect(m_takeAll, &QPushButton::clicked, m_model,
            [this] { m_model->setAllFieldsTakeImported(true); });
    connect(m_keepAll, &QPushButton::clicked, m_model,
            [this] { m_model->setAllFieldsTakeImported(false); });
    connect(m_takeChip, &QPushButton::clicked, this,
            [this] { setSelectedChipsTakeImported(true); });
    connect(m_keepChip, &QPushButton::clicked, this,
            [this] { setSelectedChipsTakeImported(false); });
    connect(m_tree->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ImportPreviewDialog::updateChipButtons);
    connect(m_model, &ImportPlanModel::choicesChanged, this, &ImportPreviewDialog::updateOutcome);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updateOutcome();
    updateChipButtons();
}

void ImportPreviewDialog::showKept(const QStringList& lines) {
    m_kept->setPlainText(lines.join(QLatin1Char('\n')));
    m_kept->setVisible(!lines.isEmpty());
    m_keptTitle->setVisible(!lines.isEmpty());
}

ImportPreviewDialog::ImportPreviewDialog(const CatalogCopyPlan& plan, const QString& sourceText,
                                         const QString& targetText, bool undoable, QWidget* parent)
    : ImportPreviewDialog(plan.chips, sourceText, parent) {
    setWindowTitle(tr("Copy Catalog from %1 to %2").arg(sourceText, targetText));
    // Models, and prices of chips the target has, are written whatever the chip choices (the
    // price of a new chip goes with that chip).
    ImportChoices noNewChips;
    for (const Chip& chip : plan.chips.added)
        noNewChips.skippedNew.insert(chip.id);
    const CatalogItems extras = resolveCatalogCopy(plan, noNewChips);
    m_copy = CopyInfo{targetText, undoable, int(extras.models.size() + extras.prices.size())};
    m_extras->setText(
        tr("Also copied: LLM models: %1 new, %2 changed, %3 unchanged; prices: %4 new, %5 "
           "changed, %6 unchanged.")
            .arg(plan.addedModels.size())
            .arg(plan.changedModels.size())
            .arg(plan.unchangedModels.size())
            .arg(plan.addedPrices.size())
            .arg(plan.changedPrices.size())
            .arg(plan.unchangedPrices.size()));
    m_extras->setVisible(true);
    m_hint->setText(tr("Checked new chips are copied. A checked field takes the value of %1; an "
                       "unchecked one keeps the value of %2. Nothing is written until you "
                       "click Copy.")
                        .arg(sourceText, targetText));
    updateOutcome();
}

ImportChoices ImportPreviewDialog::choices() const {
    return m_model->choices();
}

QString ImportPreviewDialog::fieldCount(int fields) {
    return tr("%n fields", nullptr, fields);
}

QString ImportPreviewDialog::planSummary(const ImportPlan& plan) {
    qsizetype fields = 0;
    for (const ChipChange& change : plan.changed)
        fields += change.differences.size();
    return tr("%1 new, %2 changed (%3), %4 unchanged")
        .arg(plan.added.size())
        .arg(plan.changed.size())
        .arg(fieldCount(int(fields)))
        .arg(plan.unchanged.size());
}

QList<int> ImportPreviewDialog::selectedChangedRows() const {
    const QModelIndex changed = m_model->groupIndex(ImportPlanModel::ChangedGroup);
    QList<int> rows;
    for (const QModelIndex& index : m_tree->selectionModel()->selectedRows()) {
        // A selected field row stands for its chip.
        const QModelIndex parent = index.parent();
        if (parent == changed)
            rows.append(index.row());
        else if (parent.isValid() && parent.parent() == changed)
            rows.append(parent.row());
    }
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    return rows;
}

void ImportPreviewDialog::setSelectedChipsTakeImported(bool take) {
    for (const int row : selectedChangedRows())
        m_model->setChipTakesImported(row, take);
}

void ImportPreviewDialog::updateChipButtons() {
    const bool any = !selectedChangedRows().isEmpty();
    m_takeChip->setEnabled(any);
    m_keepChip->setEnabled(any);
}

bool ImportPreviewDialog::wouldChange() const {
    return m_model->wouldChange() || (m_copy && m_copy->extraWrites > 0);
}

void ImportPreviewDialog::updateOutcome() {
    const int added = m_model->includedNewCount();
    const int changed = m_model->changedChipsTaken();
    const int fields = m_model->takenFieldCount();
    if (m_copy) {
        const QString chips = tr("%1 new and %2 changed chips").arg(added).arg(changed);
        m_import->setText(m_copy->undoable ? tr("Copy %1 into this catalog").arg(chips)
                                           : tr("Copy %1 to %2").arg(chips, m_copy->targetText));
        m_outcome->setText(!wouldChange() ? tr("With these choices the copy changes nothing.")
                           : m_copy->undoable
                               ? tr("The copy is one step that Undo takes back.")
                               : tr("This writes to %1 in one transaction and cannot be "
                                    "undone from here.")
                                     .arg(m_copy->targetText));
        m_import->setEnabled(wouldChange());
        return;
    }
    if (!m_model->wouldChange()) {
        m_outcome->setText(tr("With these choices the import changes nothing."));
    } else {
        m_outcome->setText(tr("Import adds %1 and changes %2 (%3).")
                               .arg(tr("%Ln new chips", nullptr, added),
                                    tr("%Ln chips", nullptr, changed), fieldCount(fields)));
    }
    m_import->setEnabled(m_model->wouldChange());
}

} // namespace chipatlas
