#include "table/columnchooserdialog.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace chipatlas {

namespace {
constexpr int ColumnRole = Qt::UserRole;
}

ColumnChooserDialog::ColumnChooserDialog(const QList<ColumnChoice>& columns,
                                         const QList<ColumnChoice>& defaults, QWidget* parent)
    : QDialog(parent)
    , m_defaults(defaults)
    , m_list(new QListWidget(this))
    , m_upButton(new QPushButton(tr("Move &up"), this))
    , m_downButton(new QPushButton(tr("Move &down"), this)) {
    setWindowTitle(tr("Columns"));
    m_list->setObjectName(QStringLiteral("columnList"));
    m_list->setAccessibleName(tr("Columns"));
    m_list->setAccessibleDescription(tr("The table's columns in their order; a checked one is "
                                        "shown. Drag one, or move it up and down, to reorder"));
    m_list->setDragDropMode(QAbstractItemView::InternalMove);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_upButton->setObjectName(QStringLiteral("upButton"));
    m_downButton->setObjectName(QStringLiteral("downButton"));
    m_upButton->setToolTip(tr("Move the selected column one place to the left in the table"));
    m_downButton->setToolTip(tr("Move the selected column one place to the right in the table"));

    auto* buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    m_okButton = buttons->button(QDialogButtonBox::Ok);

    auto* moveButtons = new QVBoxLayout;
    moveButtons->addWidget(m_upButton);
    moveButtons->addWidget(m_downButton);
    moveButtons->addStretch();
    auto* listRow = new QHBoxLayout;
    listRow->addWidget(m_list, 1);
    listRow->addLayout(moveButtons);

    auto* layout = new QVBoxLayout(this);
    auto* hint = new QLabel(tr("Tick the columns to show; drag or move them to reorder."), this);
    hint->setWordWrap(true);
    layout->addWidget(hint);
    layout->addLayout(listRow, 1);
    layout->addWidget(buttons);

    connect(m_upButton, &QPushButton::clicked, this, [this] { moveCurrent(-1); });
    connect(m_downButton, &QPushButton::clicked, this, [this] { moveCurrent(+1); });
    connect(m_list, &QListWidget::currentRowChanged, this, &ColumnChooserDialog::updateButtons);
    connect(m_list, &QListWidget::itemChanged, this, &ColumnChooserDialog::updateButtons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            [this] { setColumns(m_defaults); });

    setColumns(columns);
    resize(360, 480);
}

void ColumnChooserDialog::setColumns(const QList<ColumnChoice>& columns) {
    m_list->clear();
    for (const ColumnChoice& choice : columns) {
        auto* item = new QListWidgetItem(choice.label, m_list);
        item->setData(ColumnRole, choice.column);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable |
                       Qt::ItemIsDragEnabled);
        item->setCheckState(choice.visible ? Qt::Checked : Qt::Unchecked);
    }
    m_list->setCurrentRow(0);
    updateButtons();
}

QList<ColumnChoice> ColumnChooserDialog::columns() const {
    QList<ColumnChoice> result;
    result.reserve(m_list->count());
    for (int row = 0; row < m_list->count(); ++row) {
        const QListWidgetItem* item = m_list->item(row);
        result.append(
            {item->data(ColumnRole).toInt(), item->text(), item->checkState() == Qt::Checked});
    }
    return result;
}

void ColumnChooserDialog::moveCurrent(int delta) {
    const int row = m_list->currentRow();
    const int target = row + delta;
    if (row < 0 || target < 0 || target >= m_list->count())
        return;
    QListWidgetItem* item = m_list->takeItem(row);
    m_list->insertItem(target, item);
    m_list->setCurrentRow(target);
}

void ColumnChooserDialog::updateButtons() {
    const int row = m_list->currentRow();
    m_upButton->setEnabled(row > 0);
    m_downButton->setEnabled(row >= 0 && row < m_list->count() - 1);
    // A table with no visible column cannot be used, nor brought back through its header.
    bool anyVisible = false;
    for (int i = 0; i < m_list->count() && !anyVisible; ++i)
        anyVisible = m_list->item(i)->checkState() == Qt::Checked;
    if (m_okButton)
        m_okButton->setEnabled(anyVisible);
}

} // namespace chipatlas
