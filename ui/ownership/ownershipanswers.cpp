#include "ownership/ownershipanswers.h"

#include <QBrush>
#include <QColor>
#include <QHeaderView>
#include <QLocale>

namespace chipatlas {

namespace {
constexpr int kSectionRole = Qt::UserRole + 1;
constexpr int kKeyRole = Qt::UserRole + 2;
// The red of a refusal, readable on the light and the dark theme.
const QColor kRefused(0xc6, 0x28, 0x28);
} // namespace

OwnershipAnswers::OwnershipAnswers(QWidget* parent)
    : QTreeWidget(parent) {
    setObjectName(QStringLiteral("ownershipAnswers"));
    setAccessibleName(tr("Answers"));
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setSelectionMode(QAbstractItemView::NoSelection);
    setWordWrap(false);
    setTextElideMode(Qt::ElideRight);
    header()->setStretchLastSection(false);
}

void OwnershipAnswers::setReports(const QList<OwnershipReport>& reports) {
    m_table = ownershipTable(reports, QLocale());
    clear();
    QStringList titles{tr("Answer")};
    titles += m_table.hardwareNames;
    setColumnCount(int(titles.size()));
    setHeaderLabels(titles);
    // The labels as wide as they need; the hardware's columns share the rest, so that two side
    // by side both stay in sight (a long text, such as the availability, ends in an ellipsis
    // and its tooltip has it whole).
    header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    for (int column = 1; column < titles.size(); ++column) {
        headerItem()->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
        header()->setSectionResizeMode(column, QHeaderView::Stretch);
    }
    for (OwnershipSection section : kAllOwnershipSections) {
        if (section == OwnershipSection::Assumptions)
            continue;
        const QList<OwnershipRow> rows = m_table.section(section);
        if (rows.isEmpty())
            continue;
        auto* title = new QTreeWidgetItem(this, {ownershipSectionTitle(section)});
        title->setFirstColumnSpanned(true);
        QFont bold = title->font(0);
        bold.setBold(true);
        title->setFont(0, bold);
        title->setFlags(Qt::ItemIsEnabled);
        for (const OwnershipRow& row : rows) {
            auto* item = new QTreeWidgetItem(this, {row.label});
            item->setData(0, kSectionRole, int(section));
            item->setData(0, kKeyRole, row.key);
            for (int i = 0; i < row.cells.size(); ++i) {
                const OwnershipCell& cell = row.cells[i];
                const int column = i + 1;
                item->setText(column, cell.text);
                item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
                QString tip = cell.text;
                if (!cell.source.isEmpty())
                    tip += QLatin1Char('\n') + cell.source;
                item->setToolTip(column, tip);
                if (!cell.available)
                    item->setForeground(column,
                                        palette().brush(QPalette::Disabled, QPalette::Text));
                // Red only for a refusal: a unit of known power the facility cannot place, not
                // a placement unknown for want of a power figure.
                const bool refused =
                    row.key == QLatin1String("placement") && i < reports.size() &&
                    !reports[i].facility.placeable && !reports[i].facility.reason.isEmpty() &&
                    reports[i].unitPower.assumption.origin != AssumptionOrigin::Missing;
                if (refused)
                    item->setForeground(column, kRefused);
            }
        }
    }
}

QTreeWidgetItem* OwnershipAnswers::rowItem(OwnershipSection section, const QString& key) const {
    for (int i = 0; i < topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = topLevelItem(i);
        if (item->data(0, kSectionRole).isValid() &&
            item->data(0, kSectionRole).toInt() == int(section) &&
            item->data(0, kKeyRole).toString() == key)
            return item;
    }
    return nullptr;
}

} // namespace chipatlas
