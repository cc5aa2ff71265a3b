#include "table/resulttablesection.h"

#include "table/resultfilterproxymodel.h"
#include "table/resulttablemodel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
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
    : EntryTableSection(parent)
    , m_model(new ResultTableModel(this))
    , m_proxy(new ResultFilterProxyModel(this))
    , m_claimCombo(new QComboBox(this)) {
    setUpSection(m_model, m_proxy, QStringLiteral("resultTable"), tr("Measured results"),
                 tr("The measured results the filters let through, one per row: what ran, on "
                    "what, how fast, and whose claim it is; the hardware's details, with all its "
                    "results, are in the details pane"));

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
        emitCounts();
    });

    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(6, 2, 6, 2);
    bar->addWidget(claimLabel);
    bar->addWidget(m_claimCombo);
    bar->addStretch(1);
    sectionLayout()->insertLayout(0, bar);
    setTabOrder(m_claimCombo, tableView()); // the filter above the table comes first
    resetColumns();
}

int ResultTableSection::rowForId(const QString& id) const {
    return m_model->rowForId(id);
}

QString ResultTableSection::idAt(int row) const {
    return m_model->resultAt(row).id;
}

void ResultTableSection::setSnapshot(const CatalogSnapshot& snapshot) {
    const bool first = !isLoaded() && !snapshot.results().isEmpty();
    replaceRows(
        [&] {
            m_model->setSnapshot(snapshot);
            if (first)
                sizeColumnsToContents();
        },
        snapshot.isLoaded());
}

void ResultTableSection::setFilters(const QString& text, const QString& vendor,
                                    const QString& kind) {
    m_proxy->setFilters(text, vendor, kind);
    emitCounts();
}

void ResultTableSection::setClaimFilter(std::optional<ClaimKind> claim) {
    const int index = claim ? m_claimCombo->findData(int(*claim)) : 0;
    m_claimCombo->setCurrentIndex(std::max(0, index));
}

const Result* ResultTableSection::currentResult() const {
    const int row = currentRow();
    return row >= 0 ? &m_model->resultAt(row) : nullptr;
}

// What a buyer reads first on the left: what ran on what, how fast per chip against the bound,
// and whose claim; then the totals, the bound's details, the engine and the date.
void ResultTableSection::resetColumns() {
    using M = ResultTableModel;
    arrangeColumns({M::ModelColumn, M::HardwareColumn, M::ScenarioColumn, M::TokensPerChipColumn,
                    M::EfficiencyColumn, M::CheckColumn, M::ClaimColumn, M::TokensPerSColumn,
                    M::BoundColumn, M::BindingColumn, M::TokensPerUserColumn, M::PrecisionColumn,
                    M::EngineColumn, M::DateColumn},
                   M::ModelColumn);
    sizeColumnsToContents();
}

void ResultTableSection::sizeColumnsToContents() {
    EntryTableSection::sizeColumnsToContents(maxAutoColumnWidth);
}

} // namespace chipatlas
