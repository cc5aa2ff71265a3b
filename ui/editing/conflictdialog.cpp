#include "editing/conflictdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace chipatlas {

namespace {
enum Column { ItemColumn, BaseColumn, MineColumn, TheirsColumn, ChoiceColumn, ColumnCount };
} // namespace

ConflictDialog::ConflictDialog(CatalogConflict conflict, QWidget* parent)
    : QDialog(parent)
    , m_conflict(std::move(conflict))
    , m_items(ConflictMerge::items(m_conflict))
    , m_table(new QTableWidget(this)) {
    setObjectName(QStringLiteral("conflictDialog"));
    setWindowTitle(tr("Changed by Someone Else"));

    auto* intro = new QLabel(this);
    intro->setObjectName(QStringLiteral("conflictMessage"));
    intro->setWordWrap(true);
    intro->setText(tr("<p>Your change (%1) was not saved: %2</p><p>Choose what the catalog "
                      "keeps. Rows marked \u26a0 were changed on both sides.</p>")
                       .arg(m_conflict.text.toHtmlEscaped(), m_conflict.message.toHtmlEscaped()));

    m_table->setObjectName(QStringLiteral("conflictTable"));
    m_table->setColumnCount(ColumnCount);
    m_table->setHorizontalHeaderLabels(
        {tr("Field"), tr("Before your change"), tr("Mine"), tr("Theirs"), tr("Keep")});
    m_table->setRowCount(int(m_items.size()));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(true);
    m_table->verticalHeader()->hide();
    for (int row = 0; row < int(m_items.size()); ++row) {
        const ConflictItem& item = m_items[row];
        const QString label = item.clash() ? QStringLiteral("\u26a0 ") + item.label : item.label;
        const QStringList texts{label, item.base, item.mine, item.theirs};
        for (int column = 0; column < texts.size(); ++column) {
            auto* cell = new QTableWidgetItem(texts[column]);
            cell->setToolTip(texts[column]);
            if (item.clash()) {
                QFont font = cell->font();
                font.setBold(true);
                cell->setFont(font);
            }
            m_table->setItem(row, column, cell);
        }
        auto* choice = new QComboBox(m_table);
        choice->setObjectName(QStringLiteral("conflictChoice%1").arg(row));
        choice->addItem(tr("Mine"));
        choice->addItem(tr("Theirs"));
        choice->setCurrentIndex(item.theirsByDefault() ? 1 : 0);
        m_table->setCellWidget(row, ChoiceColumn, choice);
    }
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->resizeColumnsToContents();
    m_table->resizeRowsToContents();

    auto* buttons = new QDialogButtonBox(this);
    QPushButton* mine = buttons->addButton(tr("Keep &mine"), QDialogButtonBox::AcceptRole);
    mine->setObjectName(QStringLiteral("keepMineButton"));
    mine->setToolTip(tr("Save your version of every row over theirs"));
    QPushButton* theirs = buttons->addButton(tr("Take &theirs"), QDialogButtonBox::AcceptRole);
    theirs->setObjectName(QStringLiteral("takeTheirsButton"));
    theirs->setToolTip(tr("Drop your change; the catalog stays as they saved it"));
    QPushButton* merge = buttons->addButton(tr("Save &merge"), QDialogButtonBox::AcceptRole);
    merge->setObjectName(QStringLiteral("mergeButton"));
    merge->setToolTip(tr("Save the side chosen in each row"));
    merge->setDefault(true);
    connect(mine, &QPushButton::clicked, this, &ConflictDialog::keepMine);
    connect(theirs, &QPushButton::clicked, this, &ConflictDialog::takeTheirs);
    connect(merge, &QPushButton::clicked, this, &ConflictDialog::merge);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(900, 480);
}

int ConflictDialog::rowCount() const {
    return int(m_items.size());
}

ConflictDialog::Choice ConflictDialog::choice(int row) const {
    const auto* box = qobject_cast<const QComboBox*>(m_table->cellWidget(row, ChoiceColumn));
    return box && box->currentIndex() == 1 ? Choice::Theirs : Choice::Mine;
}

void ConflictDialog::setChoice(int row, Choice choice) {
    if (auto* box = qobject_cast<QComboBox*>(m_table->cellWidget(row, ChoiceColumn)))
        box->setCurrentIndex(choice == Choice::Theirs ? 1 : 0);
}

void ConflictDialog::keepMine() {
    finish({});
}

void ConflictDialog::takeTheirs() {
    QList<qsizetype> all;
    for (qsizetype i = 0; i < m_items.size(); ++i)
        all.append(i);
    finish(all);
}

void ConflictDialog::merge() {
    QList<qsizetype> taken;
    for (int row = 0; row < rowCount(); ++row) {
        if (choice(row) == Choice::Theirs)
            taken.append(row);
    }
    finish(taken);
}

void ConflictDialog::finish(const QList<qsizetype>& takeTheirs) {
    m_resolution = ConflictMerge::resolve(m_conflict, m_items, takeTheirs);
    accept();
}

} // namespace chipatlas
