#include "fit/fitdialog.h"

#include "editing/priceeditdialog.h"
#include "fit/fitexplainview.h"
#include "fit/fitinputsbar.h"
#include "fit/fitproxymodel.h"
#include "fit/fittablemodel.h"
#include "session/catalogsession.h"
#include "table/wrappingheaderview.h"
#include "window/settings.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace chipatlas {

namespace {
// The first size: wide enough for every column and the explanation at 1440x900.
constexpr QSize kDefaultSize(1400, 820);
constexpr int kExplainHeight = 300;
} // namespace

FitDialog::FitDialog(CatalogSession* session, QWidget* parent)
    : QDialog(parent)
    , m_session(session)
    , m_inputs(new FitInputsBar(this))
    , m_model(new FitTableModel(this))
    , m_proxy(new FitProxyModel(this))
    , m_view(new QTableView(this))
    , m_explain(new FitExplainView(this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
    , m_filter(new QLineEdit(this))
    , m_setPrice(new QPushButton(tr("Set &price..."), this))
    , m_summary(new QLabel(this)) {
    setObjectName(QStringLiteral("FitDialog"));
    setWindowTitle(tr("Model fit"));
    setModal(false);
    setSizeGripEnabled(true);

    m_proxy->setSourceModel(m_model);
    m_view->setObjectName(QStringLiteral("fitTable"));
    m_view->setHorizontalHeader(new WrappingHeaderView(Qt::Horizontal, m_view));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(FitTableModel::ChipColumn, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideMiddle);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->horizontalHeader()->setHighlightSections(false);
    m_view->horizontalHeader()->setStretchLastSection(false);

    auto* priceAction = new QAction(tr("Set price..."), m_view);
    connect(priceAction, &QAction::triggered, this, &FitDialog::editPrice);
    m_view->addAction(priceAction);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);

    m_filter->setObjectName(QStringLiteral("fitFilterEdit"));
    m_filter->setPlaceholderText(tr("Filter chips by name, vendor, family or id"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setMaximumWidth(320);
    m_setPrice->setObjectName(QStringLiteral("fitSetPriceButton"));
    m_setPrice->setToolTip(tr("Enter what the selected chip costs per hour, with its date and "
                              "source, for the cost per million tokens"));
    m_setPrice->setEnabled(false);
    m_setPrice->setAutoDefault(false);
    m_summary->setObjectName(QStringLiteral("fitSummaryLabel"));

    m_explain->setMinimumHeight(160);
    m_splitter->addWidget(m_view);
    m_splitter->addWidget(m_explain);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 0);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->setSizes({kDefaultSize.height() - kExplainHeight, kExplainHeight});

    auto* tableBar = new QHBoxLayout;
    tableBar->addWidget(m_filter, 1);
    tableBar->addWidget(m_summary, 2);
    tableBar->addWidget(m_setPrice);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &FitDialog::reject);
    auto* footnote = new QLabel(
        tr("Throughputs are upper bounds: decode the smaller of the memory-bandwidth and the "
           "dense-compute bound, prefill the dense-compute bound; real engines reach less. "
           "Chips needed is the memory minimum; an engine runs a tensor-parallel degree that "
           "divides the heads. Costs use the price per chip-hour you enter."),
        this);
    footnote->setEnabled(false);
    footnote->setWordWrap(true);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(footnote, 1);
    bottom->addWidget(buttons);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_inputs);
    layout->addLayout(tableBar);
    layout->addWidget(m_splitter, 1);
    layout->addLayout(bottom);

    connect(m_inputs, &FitInputsBar::changed, this, &FitDialog::inputsChanged);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &FitProxyModel::setFilterText);
    connect(m_filter, &QLineEdit::textChanged, this, &FitDialog::updateSummary);
    connect(m_setPrice, &QPushButton::clicked, this, &FitDialog::editPrice);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        m_setPrice->setEnabled(currentChip() != nullptr);
        updateExplanation();
    });
    // The calculator shows what the session publishes, like the main window's views: a price
    // set here, an undo of it or an import all arrive as a new snapshot.
    connect(m_session, &CatalogSession::snapshotChanged, this, &FitDialog::setSnapshot);
    if (m_session->snapshot().isLoaded())
        setSnapshot(m_session->snapshot());
    resize(kDefaultSize);
}

FitDialog::~FitDialog() = default;

void FitDialog::setCatalog(const QList<Chip>& chips, const QList<LlmModel>& models,
                           const QList<ChipPrice>& prices) {
    setSnapshot(CatalogSnapshot(chips, models, prices));
}

void FitDialog::setSnapshot(CatalogSnapshot snapshot) {
    const QString selected = m_pendingChipId.isEmpty() ? currentChipId() : m_pendingChipId;
    m_inputs->setModels(snapshot.models());
    if (!m_pendingModelId.isEmpty() && m_inputs->setModelId(m_pendingModelId))
        m_pendingModelId.clear();
    m_model->setSnapshot(std::move(snapshot));
    m_hasCatalog = true;
    inputsChanged();
    fitColumns();
    if (!selected.isEmpty())
        selectChip(selected);
}

bool FitDialog::selectModel(const QString& id) {
    if (m_inputs->setModelId(id))
        return true;
    m_pendingModelId = id; // the models have not arrived yet
    return false;
}

// Every column as wide as its numbers (the headers wrap), the chip names capped so that the
// cost columns stay in view.
void FitDialog::fitColumns() {
    m_view->resizeColumnsToContents();
    const int maxName = m_view->fontMetrics().horizontalAdvance(QLatin1Char('x')) * 27;
    if (m_view->columnWidth(FitTableModel::ChipColumn) > maxName)
        m_view->setColumnWidth(FitTableModel::ChipColumn, maxName);
}

void FitDialog::selectChip(const QString& id) {
    const int row = m_model->rowForId(id);
    if (row < 0) {
        m_pendingChipId = id;
        return;
    }
    m_pendingChipId.clear();
    if (!m_proxy->mapFromSource(m_model->index(row, 0)).isValid())
        m_filter->clear(); // the filter hid it
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    m_view->setCurrentIndex(index);
    m_view->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect |
                                                QItemSelectionModel::Rows);
    m_view->scrollTo(index, QAbstractItemView::PositionAtCenter);
}

const Chip* FitDialog::currentChip() const {
    const QModelIndex index = m_proxy->mapToSource(m_view->currentIndex());
    return index.isValid() ? &m_model->chipAt(index.row()) : nullptr;
}

QString FitDialog::currentChipId() const {
    const Chip* chip = currentChip();
    return chip ? chip->id : QString();
}

void FitDialog::inputsChanged() {
    m_model->setModel(m_inputs->model());
    m_model->setInputs(m_inputs->inputs());
    m_model->setMemoryUnits(m_inputs->memoryUnits());
    m_model->setMeasuredTokensPerSecond(m_inputs->measuredTokensPerSecond());
    // The column for a measured rate appears once the user enters one.
    m_view->setColumnHidden(FitTableModel::MeasuredCostColumn,
                            !m_inputs->measuredTokensPerSecond());
    if (const std::optional<LlmModel> model = m_inputs->model())
        setWindowTitle(tr("Model fit: %1").arg(model->name()));
    updateExplanation();
    updateSummary();
    if (const MemoryBudget budget = m_inputs->inputs().budget; budget != m_budget) {
        m_budget = budget;
        Q_EMIT memoryBudgetChanged(budget);
    }
}

void FitDialog::updateExplanation() {
    const Chip* chip = currentChip();
    m_explain->setFit(m_inputs->model(), chip ? std::optional<Chip>(*chip) : std::nullopt,
                      m_inputs->inputs(), m_inputs->memoryUnits());
}

// Counting the chips that fit computes every row, so the summary is only given for catalogs
// small enough to be instant; a large one says how many rows are shown.
void FitDialog::updateSummary() {
    constexpr int kCountLimit = 2000;
    const int shown = m_proxy->rowCount();
    if (!m_model->model() || shown > kCountLimit) {
        m_summary->setText(tr("%1 of %2 chips").arg(shown).arg(m_model->rowCount()));
        return;
    }
    int fit = 0;
    for (int row = 0; row < shown; ++row)
        fit += m_proxy->index(row, 0).data(FitTableModel::FitsRole).toBool() ? 1 : 0;
    const int chips = m_inputs->inputs().chips;
    const QString name = m_model->model()->name();
    m_summary->setText(
        chips == 1 ? tr("%1 of %2 chips shown hold %3 on one chip").arg(fit).arg(shown).arg(name)
                   : tr("%1 of %2 chips shown hold %3 on %4 chips")
                         .arg(fit)
                         .arg(shown)
                         .arg(name)
                         .arg(chips));
}

void FitDialog::editPrice() {
    const Chip* chip = currentChip();
    if (!chip)
        return;
    auto* dialog = new PriceEditDialog(chip->id, chip->name, m_model->price(chip->id), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, this, [this, dialog, name = chip->name](int result) {
        if (result == QDialog::Accepted)
            storePrice(dialog->price(), name, false);
        else if (result == PriceEditDialog::Removed)
            storePrice(dialog->price(), name, true);
    });
    dialog->open();
}

void FitDialog::storePrice(const ChipPrice& price, const QString& chipName, bool remove) {
    const QString text = remove ? tr("remove the price of %1").arg(chipName)
                                : tr("set the price of %1").arg(chipName);
    const std::optional<ChipPrice> after = remove ? std::nullopt : std::optional(price);
    m_session->change(
        this, tr("Could not store the price."),
        [text, chipId = price.chipId, after](Catalog& catalog) {
            CatalogSession::ChangeResult result;
            result.change = CatalogChange::forPrice(catalog, text, chipId, after, &result.error);
            return result;
        },
        [this, price, remove](CatalogSession::Outcome outcome, const StorageError& error) {
            if (outcome == CatalogSession::Outcome::Failed) {
                auto* box =
                    new QMessageBox(QMessageBox::Warning, windowTitle(),
                                    tr("Could not store the price."), QMessageBox::Ok, this);
                box->setInformativeText(error.message);
                box->setAttribute(Qt::WA_DeleteOnClose);
                box->open();
                return;
            }
            // The table shows the price from the snapshot the session publishes with the change.
            Q_EMIT priceChanged(price.chipId);
            Q_EMIT statusMessage(remove ? tr("Price removed") : tr("Price stored"));
        },
        {text, {}});
}

void FitDialog::restoreState(const Settings& settings) {
    if (!restoreGeometry(settings.fitDialogGeometry())) {
        QSize size = kDefaultSize;
        if (const QScreen* screen = parentWidget() ? parentWidget()->screen() : this->screen())
            size = size.boundedTo(screen->availableSize() - QSize(20, 40));
        resize(size);
        m_splitter->setSizes({size.height() - kExplainHeight, kExplainHeight});
    }
    m_splitter->restoreState(settings.fitSplitterState());
    const QByteArray header = settings.fitHeaderState(FitTableModel::ColumnCount);
    if (!header.isEmpty())
        m_view->horizontalHeader()->restoreState(header);
    m_inputs->setMemoryUnits(settings.fitBinaryUnits() ? MemoryUnits::Binary
                                                       : MemoryUnits::Decimal);
    const double rate = settings.fitMeasuredRate();
    m_inputs->setMeasuredTokensPerSecond(rate > 0 ? std::optional<double>(rate) : std::nullopt);
    // The remembered model: at once when the models are there (the session's snapshot came
    // with the dialog), otherwise when they arrive; a model already asked for wins.
    if (const QString remembered = settings.fitModelId();
        m_pendingModelId.isEmpty() && !remembered.isEmpty() && !m_inputs->setModelId(remembered))
        m_pendingModelId = remembered;
    m_inputs->setInputs(settings.fitInputs());
    inputsChanged();
}

void FitDialog::saveState(Settings& settings) const {
    settings.setFitDialogGeometry(saveGeometry());
    settings.setFitSplitterState(m_splitter->saveState());
    settings.setFitHeaderState(m_view->horizontalHeader()->saveState(), FitTableModel::ColumnCount);
    // A custom model's parameters are not stored, so the dialog reopens on the last catalog
    // model rather than on custom defaults.
    if (!m_inputs->modelId().isEmpty() && !m_inputs->isCustomModel())
        settings.setFitModelId(m_inputs->modelId());
    settings.setFitInputs(m_inputs->inputs());
    settings.setFitBinaryUnits(m_inputs->memoryUnits() == MemoryUnits::Binary);
    settings.setFitMeasuredRate(m_inputs->measuredTokensPerSecond().value_or(0.0));
}

void FitDialog::done(int result) {
    Settings settings;
    saveState(settings);
    QDialog::done(result);
}

} // namespace chipatlas
