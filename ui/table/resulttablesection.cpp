#include "table/resulttablesection.h"

#include "table/entrytableview.h"
#include "table/resultfilterproxymodel.h"
#include "table/resulttablemodel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace chipatlas {

namespace {
// Widest a column grows when sized to its contents (the tooltip has the rest).
int maxAutoColumnWidth(int column) {
    switch (column) {
    case ResultTableModel::ModelColumn:
    case ResultTableModel::HardwareColumn:
        return 200;
    case ResultTableModel::IdColumn:
        return 260;
    case ResultTableModel::ClaimColumn:
        return 200;
    case ResultTableModel::EngineColumn:
        return 150;
    default:
        return 130;
    }
}
} // namespace

ResultTableSection::ResultTableSection(QWidget* parent)
    : QWidget(parent)
    , m_model(new ResultTableModel(this))
    , m_proxy(new ResultFilterProxyModel(this))
    , m_claimCombo(new QComboBox(this))
    , m_view(new QTableView(this)) {
    m_proxy->setSourceModel(m_model);
    m_view->setObjectName(QStringLiteral("resultTable"));
    m_view->setAccessibleName(tr("Measured results"));
    m_view->setAccessibleDescription(
        tr("The measured results the filters let through, one per row: what ran, on what, how "
           "fast, and whose claim it is; the hardware's details, with all its results, are in "
           "the details pane"));
    setUpEntryTableView(m_view, m_proxy);

    m_claimCombo->setObjectName(QStringLiteral("resultClaimFilter"));
    m_claimCombo->addItem(tr("All claims"));
    for (ClaimKind claim :
         {ClaimKind::Audited, ClaimKind::Independent, ClaimKind::Vendor, ClaimKind::Own})
        m_claimCombo->addItem(claimKindDisplayName(claim), int(claim));
    m_claimCombo->setToolTip(tr("Show only audited benchmarks, independent measurements, vendors' "
                                "claims or your own runs"));
    auto* claimLabel = new QLabel(tr("&Whose claim:"), this);
    claimLabel->setBuddy(m_claimCombo);
    connect(m_claimCombo, &QComboBox::currentIndexChanged, this, [this](int index) {
        const QVariant data = m_claimCombo->itemData(index);
        m_proxy->setClaim(data.isValid() ? std::optional(ClaimKind(data.toInt())) : std::nullopt);
        Q_EMIT countsChanged(shownCount(), totalCount());
    });

    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(6, 2, 6, 2);
    bar->addWidget(claimLabel);
    bar->addWidget(m_claimCombo);
    bar->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(m_view);

    const auto emitCounts = [this] { Q_EMIT countsChanged(shownCount(), totalCount()); };
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, emitCounts);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, emitCounts);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, emitCounts);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, emitCounts);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ResultTableSection::currentResultChanged);
    resetColumns();
}

void ResultTableSection::setSnapshot(const CatalogSnapshot& snapshot) {
    const Result* current = currentResult();
    const QString currentId = current ? current->id : QString();
    const int scrollY = m_view->verticalScrollBar()->value();
    const bool first = !m_loaded && !snapshot.results().isEmpty();
    m_model->setSnapshot(snapshot);
    m_loaded = snapshot.isLoaded();
    if (first)
        sizeColumnsToContents();
    const QString wanted = std::exchange(m_pendingSelection, QString());
    if (wanted.isEmpty() || !selectNow(wanted)) {
        if (!wanted.isEmpty() && !m_loaded)
            m_pendingSelection = wanted;
        if (!currentId.isEmpty())
            selectNow(currentId);
        m_view->verticalScrollBar()->setValue(scrollY);
    }
    Q_EMIT countsChanged(shownCount(), totalCount());
    Q_EMIT currentResultChanged();
}

void ResultTableSection::setFilters(const QString& text, const QString& vendor,
                                    const QString& kind) {
    m_proxy->setFilters(text, vendor, kind);
    Q_EMIT countsChanged(shownCount(), totalCount());
}

void ResultTableSection::setClaimFilter(std::optional<ClaimKind> claim) {
    const int index = claim ? m_claimCombo->findData(int(*claim)) : 0;
    m_claimCombo->setCurrentIndex(std::max(0, index));
}

const Result* ResultTableSection::currentResult() const {
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return nullptr;
    const QModelIndex source = m_proxy->mapToSource(rows.first());
    return source.isValid() ? &m_model->resultAt(source.row()) : nullptr;
}

void ResultTableSection::selectResult(const QString& id) {
    if (!m_loaded || !selectNow(id))
        m_pendingSelection = id;
}

bool ResultTableSection::hasResult(const QString& id) const {
    return m_model->rowForId(id) >= 0;
}

bool ResultTableSection::selectNow(const QString& id) {
    const int row = m_model->rowForId(id);
    return row >= 0 && selectRow(m_view, m_proxy->mapFromSource(m_model->index(row, 0)));
}

int ResultTableSection::shownCount() const {
    return m_proxy->rowCount();
}

int ResultTableSection::totalCount() const {
    return m_model->rowCount();
}

// What a buyer reads first on the left: what ran on what, how fast per chip against the bound,
// and whose claim; then the totals, the bound's details, the engine and the date.
void ResultTableSection::resetColumns() {
    using M = ResultTableModel;
    QHeaderView* header = m_view->horizontalHeader();
    int visual = 0;
    for (int column : {M::ModelColumn, M::HardwareColumn, M::ScenarioColumn, M::TokensPerChipColumn,
                       M::EfficiencyColumn, M::CheckColumn, M::ClaimColumn, M::TokensPerSColumn,
                       M::BoundColumn, M::BindingColumn, M::TokensPerUserColumn, M::PrecisionColumn,
                       M::EngineColumn, M::DateColumn, M::IdColumn})
        header->moveSection(header->visualIndex(column), visual++);
    for (int column = 0; column < M::ColumnCount; ++column)
        header->setSectionHidden(column, column == M::IdColumn);
    m_view->sortByColumn(ResultTableModel::ModelColumn, Qt::AscendingOrder);
    sizeColumnsToContents();
}

void ResultTableSection::sizeColumnsToContents() {
    const QHeaderView* header = m_view->horizontalHeader();
    for (int column = 0; column < header->count(); ++column) {
        if (header->isSectionHidden(column))
            continue;
        m_view->resizeColumnToContents(column);
        m_view->setColumnWidth(column,
                               std::min(header->sectionSize(column), maxAutoColumnWidth(column)));
    }
}

} // namespace chipatlas
