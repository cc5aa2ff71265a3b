#include "fit/fitdialog.h"

#include "application/catalogsession.h"
#include "common/settings.h"
#include "common/wrappingheaderview.h"
#include "fit/fitexplainview.h"
#include "fit/fitinputsbar.h"
#include "fit/fitofferbar.h"
#include "fit/fitpriceeditor.h"
#include "fit/fitproxymodel.h"
#include "fit/fitresultssplitter.h"
#include "fit/fittablemodel.h"
#include "fit/frozencolumnview.h"
#include "fit/systemfittablemodel.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScreen>
#include <QStackedWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace chipatlas {

namespace {
// The first size: wide enough for every column and the explanation at 1440x900.
constexpr QSize kDefaultSize(1400, 820);

// The look both tables share; the first column (the chip's or the system's name) stays in
// place while the others scroll sideways.
void setUpTable(FrozenColumnView* view, QAbstractItemModel* model, int sortColumn) {
    view->setHorizontalHeader(new WrappingHeaderView(Qt::Horizontal, view));
    view->setModel(model);
    view->setSortingEnabled(true);
    view->sortByColumn(sortColumn, Qt::AscendingOrder);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    // A cell too narrow for its text ends in an ellipsis ("crosses scale-o…"), never cut in the
    // middle of a word; the tooltip has the whole text.
    view->setTextElideMode(Qt::ElideRight);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 8);
    view->horizontalHeader()->setHighlightSections(false);
    view->horizontalHeader()->setStretchLastSection(false);
    view->syncFrozenView();
}
} // namespace

FitDialog::FitDialog(CatalogSession* session, QWidget* parent)
    : QDialog(parent)
    , m_session(session)
    , m_inputs(new FitInputsBar(this))
    , m_model(new FitTableModel(this))
    , m_proxy(new FitProxyModel(this))
    , m_view(new FrozenColumnView(this))
    , m_systemModel(new SystemFitTableModel(this))
    , m_systemProxy(new FitProxyModel(this))
    , m_systemView(new FrozenColumnView(this))
    , m_views(new QStackedWidget(this))
    , m_rows(new QComboBox(this))
    , m_offers(new FitOfferBar(this))
    , m_explain(new FitExplainView(this))
    , m_splitter(new FitResultsSplitter(
          m_views, m_explain,
          [this]() -> const QTableView* {
              return m_views->currentIndex() == 1 ? m_systemView : m_view;
          },
          this))
    , m_explainToggle(new QToolButton(this))
    , m_filter(new QLineEdit(this))
    , m_setPrice(new QPushButton(tr("Set &price..."), this))
    , m_ownership(new QPushButton(tr("&Own or rent..."), this))
    , m_summary(new QLabel(this))
    , m_prices(new FitPriceEditor(session, this)) {
    setObjectName(QStringLiteral("FitDialog"));
    setWindowTitle(tr("Model fit"));
    setModal(false);
    setSizeGripEnabled(true);

    m_proxy->setSourceModel(m_model);
    m_view->setObjectName(QStringLiteral("fitTable"));
    m_view->setAccessibleName(tr("Chips"));
    m_view->setAccessibleDescription(
        tr("For each chip, the memory the model needs, whether it fits and on how many chips, "
           "and upper bounds on tokens per second; the selected row is explained below"));
    setUpTable(m_view, m_proxy, FitTableModel::ChipColumn);
    m_systemProxy->setSourceModel(m_systemModel);
    m_systemView->setObjectName(QStringLiteral("systemFitTable"));
    m_systemView->setAccessibleName(tr("Systems"));
    m_systemView->setAccessibleDescription(
        tr("For each system, whether the model fits in one scale-up domain, how many domains it "
           "needs, and upper bounds on tokens per second; the selected row is explained below"));
    setUpTable(m_systemView, m_systemProxy, SystemFitTableModel::SystemColumn);
    m_views->addWidget(m_view);
    m_views->addWidget(m_systemView);

    m_rows->setObjectName(QStringLiteral("fitRowsBox"));
    m_rows->addItem(tr("Chips"));
    m_rows->addItem(tr("Systems: fits one scale-up domain?"));
    m_rows->setToolTip(tr("One row per chip, or per system: whether the model fits in one "
                          "scale-up domain of it or crosses the slower scale-out network"));
    auto* rowsLabel = new QLabel(tr("&Rows:"), this);
    rowsLabel->setBuddy(m_rows);

    auto* priceAction = new QAction(tr("Set price..."), m_view);
    connect(priceAction, &QAction::triggered, this, &FitDialog::editPrice);
    m_view->addAction(priceAction);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);

    m_filter->setObjectName(QStringLiteral("fitFilterEdit"));
    m_filter->setAccessibleName(tr("Filter"));
    m_filter->setPlaceholderText(tr("Filter chips by name, vendor, family or id"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setMaximumWidth(320);
    m_setPrice->setObjectName(QStringLiteral("fitSetPriceButton"));
    m_setPrice->setToolTip(tr("Enter what the selected chip costs per hour, with its date and "
                              "source, for the cost per million tokens"));
    m_setPrice->setEnabled(false);
    m_setPrice->setAutoDefault(false);
    m_ownership->setObjectName(QStringLiteral("fitOwnershipButton"));
    m_ownership->setToolTip(tr("What owning the selected chip or system costs per hour against "
                               "renting it"));
    m_ownership->setEnabled(false);
    m_ownership->setAutoDefault(false);
    m_summary->setObjectName(QStringLiteral("fitSummaryLabel"));

    m_splitter->setDefaultSizes(kDefaultSize.height());
    m_explainToggle->setObjectName(QStringLiteral("fitExplanationToggle"));
    m_explainToggle->setText(tr("E&xplanation"));
    m_explainToggle->setToolTip(tr("Show the explanation of the selected row below the table, or "
                                   "fold it away for more rows"));
    m_explainToggle->setCheckable(true);
    m_explainToggle->setChecked(true);
    m_explainToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_explainToggle->setArrowType(Qt::DownArrow);
    connect(m_explainToggle, &QToolButton::toggled, this, [this](bool shown) {
        m_splitter->showExplanation(shown);
        m_explainToggle->setArrowType(shown ? Qt::DownArrow : Qt::RightArrow);
    });

    auto* tableBar = new QHBoxLayout;
    tableBar->addWidget(rowsLabel);
    tableBar->addWidget(m_rows);
    tableBar->addWidget(m_filter, 1);
    tableBar->addWidget(m_summary, 2);
    tableBar->addWidget(m_setPrice);
    tableBar->addWidget(m_ownership);
    tableBar->addWidget(m_explainToggle);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &FitDialog::reject);
    auto* footnote = new QLabel(
        tr("Throughputs are upper bounds: decode the smaller of the memory-bandwidth and the "
           "dense-compute bound, prefill the dense-compute bound; real engines reach less. "
           "Chips needed is the memory minimum; an engine runs a tensor-parallel degree that "
           "divides the heads. Costs use the offer picked for the row (by default the one "
           "Preferences names: the cheapest current one in USD, or the cheapest on-demand one) "
           "or the price per chip-hour you enter."),
        this);
    footnote->setEnabled(false);
    footnote->setWordWrap(true);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(footnote, 1);
    bottom->addWidget(buttons);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_inputs);
    layout->addLayout(tableBar);
    layout->addWidget(m_offers);
    layout->addWidget(m_splitter, 1);
    layout->addLayout(bottom);

    connect(m_inputs, &FitInputsBar::changed, this, &FitDialog::inputsChanged);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &FitProxyModel::setFilterText);
    connect(m_filter, &QLineEdit::textChanged, m_systemProxy, &FitProxyModel::setFilterText);
    connect(m_rows, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_views->setCurrentIndex(index);
        m_filter->setPlaceholderText(index == 1 ? tr("Filter systems by name or id")
                                                : tr("Filter chips by name, vendor, family or id"));
        currentRowChanged();
        updateSummary();
    });
    connect(m_offers, &FitOfferBar::offerPicked, this, &FitDialog::pickOffer);
    connect(m_filter, &QLineEdit::textChanged, this, &FitDialog::updateSummary);
    // The fits are computed off the GUI thread: the summary says how far, and once they are
    // there, how many hold the model; the columns take the width of the numbers.
    connect(m_model, &FitTableModel::fitsProgress, this, [this](int done, int total) {
        m_progress = total > 0 ? done * 100 / total : 100;
        updateSummary();
    });
    connect(m_model, &FitTableModel::fitsComputed, this, [this] {
        if (std::exchange(m_fitColumnsPending, false))
            fitColumns();
        updateSummary();
    });
    connect(m_setPrice, &QPushButton::clicked, this, &FitDialog::editPrice);
    connect(m_ownership, &QPushButton::clicked, this, [this] {
        if (const System* system = showsSystems() ? currentSystem() : nullptr)
            Q_EMIT ownershipRequested(system->id);
        else if (const Chip* chip = currentChip())
            Q_EMIT ownershipRequested(chip->id);
    });
    connect(m_prices, &FitPriceEditor::priceChanged, this, &FitDialog::priceChanged);
    connect(m_prices, &FitPriceEditor::statusMessage, this, &FitDialog::statusMessage);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &FitDialog::currentRowChanged);
    connect(m_systemView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &FitDialog::currentRowChanged);
    // A pick or a new price changes the costs of the selected row: its note follows.
    for (QAbstractItemModel* model : {static_cast<QAbstractItemModel*>(m_model),
                                      static_cast<QAbstractItemModel*>(m_systemModel)})
        connect(model, &QAbstractItemModel::modelReset, this, &FitDialog::updateOffers);
    // The calculator shows what the session publishes, like the main window's views: a price
    // set here, an undo of it or an import all arrive as a new snapshot.
    connect(m_session, &CatalogSession::snapshotChanged, this, &FitDialog::setSnapshot);
    if (m_session->snapshot().isLoaded())
        setSnapshot(m_session->snapshot());
    resize(kDefaultSize);
}

FitDialog::~FitDialog() = default;

QComboBox* FitDialog::offerBox() const {
    return m_offers->offerBox();
}

QLabel* FitDialog::priceUsedLabel() const {
    return m_offers->priceUsedLabel();
}

void FitDialog::setCatalog(const QList<Chip>& chips, const QList<LlmModel>& models,
                           const QList<ChipPrice>& prices) {
    setSnapshot(CatalogSnapshot(chips, models, prices));
}

void FitDialog::setSnapshot(CatalogSnapshot snapshot) {
    const QString selected = !m_pendingChipId.isEmpty() ? m_pendingChipId
                             : showsSystems()           ? currentSystemId()
                                                        : currentChipId();
    m_inputs->setModels(snapshot.models());
    if (!m_pendingModelId.isEmpty() && m_inputs->setModelId(m_pendingModelId))
        m_pendingModelId.clear();
    m_systemModel->setSnapshot(snapshot);
    m_model->setSnapshot(std::move(snapshot));
    m_hasCatalog = true;
    inputsChanged();
    fitColumns();
    m_fitColumnsPending = m_model->isComputing();
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
    const int maxName = m_view->fontMetrics().horizontalAdvance(QLatin1Char('x')) * 27;
    for (QTableView* view : {m_view, m_systemView}) {
        view->resizeColumnsToContents();
        for (int column : {0, 1}) {
            if (view->columnWidth(column) > maxName)
                view->setColumnWidth(column, maxName);
        }
    }
}

void FitDialog::selectChip(const QString& id) {
    if (const int systemRow = m_systemModel->rowForId(id); systemRow >= 0) {
        m_pendingChipId.clear();
        setShowSystems(true);
        if (!m_systemProxy->mapFromSource(m_systemModel->index(systemRow, 0)).isValid())
            m_filter->clear();
        const QModelIndex index = m_systemProxy->mapFromSource(m_systemModel->index(systemRow, 0));
        m_systemView->setCurrentIndex(index);
        m_systemView->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect |
                                                          QItemSelectionModel::Rows);
        m_systemView->scrollTo(index, QAbstractItemView::PositionAtCenter);
        return;
    }
    const int row = m_model->rowForId(id);
    if (row < 0) {
        m_pendingChipId = id;
        return;
    }
    m_pendingChipId.clear();
    setShowSystems(false);
    if (!m_proxy->mapFromSource(m_model->index(row, 0)).isValid())
        m_filter->clear(); // the filter hid it
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    m_view->setCurrentIndex(index);
    m_view->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect |
                                                QItemSelectionModel::Rows);
    m_view->scrollTo(index, QAbstractItemView::PositionAtCenter);
}

bool FitDialog::showsSystems() const {
    return m_rows->currentIndex() == 1;
}

void FitDialog::setShowSystems(bool systems) {
    m_rows->setCurrentIndex(systems ? 1 : 0);
}

const System* FitDialog::currentSystem() const {
    if (!showsSystems())
        return nullptr;
    const QModelIndex index = m_systemProxy->mapToSource(m_systemView->currentIndex());
    return index.isValid() ? &m_systemModel->systemAt(index.row()) : nullptr;
}

QString FitDialog::currentSystemId() const {
    const System* system = currentSystem();
    return system ? system->id : QString();
}

const Chip* FitDialog::currentChip() const {
    if (showsSystems()) {
        const QModelIndex index = m_systemProxy->mapToSource(m_systemView->currentIndex());
        return index.isValid() ? m_systemModel->chipOf(index.row()) : nullptr;
    }
    const QModelIndex index = m_proxy->mapToSource(m_view->currentIndex());
    return index.isValid() ? &m_model->chipAt(index.row()) : nullptr;
}

void FitDialog::currentRowChanged() {
    m_setPrice->setEnabled(currentChip() != nullptr);
    m_ownership->setEnabled(currentChip() != nullptr);
    updateExplanation();
    updateOffers();
}

// The offer bar lists the selected row's options, the one its costs use current.
void FitDialog::updateOffers() {
    const System* system = currentSystem();
    const Chip* chip = system ? nullptr : currentChip();
    const FitPricing& pricing = system ? m_systemModel->pricing() : m_model->pricing();
    const QString target = system ? system->id : chip ? chip->id : QString();
    const QList<PriceOption> options = system ? pricing.systemOptions(*system)
                                       : chip ? pricing.chipOptions(chip->id)
                                              : QList<PriceOption>();
    m_offers->setOptions(pricing, options, target);
}

void FitDialog::pickOffer(const QString& option) {
    if (const System* system = currentSystem())
        m_systemModel->pickOffer(system->id, option);
    else if (const Chip* chip = currentChip())
        m_model->pickOffer(chip->id, option);
    updateOffers();
}

QString FitDialog::currentChipId() const {
    const Chip* chip = currentChip();
    return chip ? chip->id : QString();
}

void FitDialog::inputsChanged() {
    m_progress = 0;
    m_model->setModel(m_inputs->model());
    m_model->setInputs(m_inputs->inputs());
    m_model->setMemoryUnits(m_inputs->memoryUnits());
    m_model->setMeasuredTokensPerSecond(m_inputs->measuredTokensPerSecond());
    m_systemModel->setModel(m_inputs->model());
    m_systemModel->setInputs(m_inputs->inputs());
    m_systemModel->setMemoryUnits(m_inputs->memoryUnits());
    m_systemModel->setMeasuredTokensPerSecond(m_inputs->measuredTokensPerSecond());
    // The column for a measured rate appears once the user enters one.
    m_view->setColumnHidden(FitTableModel::MeasuredCostColumn,
                            !m_inputs->measuredTokensPerSecond());
    m_systemView->setColumnHidden(SystemFitTableModel::MeasuredCostColumn,
                                  !m_inputs->measuredTokensPerSecond());
    if (const std::optional<LlmModel> model = m_inputs->model())
        setWindowTitle(tr("Model fit: %1").arg(model->name()));
    updateExplanation();
    updateSummary();
    if (const MemoryBudget budget = m_inputs->inputs().budget; budget != m_budget) {
        m_budget = budget;
        Q_EMIT memoryBudgetChanged(budget);
    }
    if (const MemoryUnits units = m_inputs->memoryUnits(); units != m_units) {
        m_units = units;
        Q_EMIT memoryUnitsChanged(units);
    }
}

void FitDialog::setMemoryUnits(MemoryUnits units) {
    m_units = units; // the window's choice: no need to tell it back
    m_inputs->setMemoryUnits(units);
}

void FitDialog::setOfferPolicy(OfferPolicy policy) {
    m_model->setOfferPolicy(policy);
    m_systemModel->setOfferPolicy(policy);
    updateOffers();
}

void FitDialog::updateExplanation() {
    if (const System* system = currentSystem()) {
        if (const std::optional<LlmModel> model = m_inputs->model()) {
            m_explain->setSystemFit(*model, *system, currentChip(), m_inputs->inputs(),
                                    m_inputs->memoryUnits());
            return;
        }
        m_explain->setFit(std::nullopt, std::nullopt, m_inputs->inputs(), m_inputs->memoryUnits());
        return;
    }
    const Chip* chip = showsSystems() ? nullptr : currentChip();
    m_explain->setFit(m_inputs->model(), chip ? std::optional<Chip>(*chip) : std::nullopt,
                      m_inputs->inputs(), m_inputs->memoryUnits());
}

// How many of the chips shown hold the model, once their fits are computed: the model's count
// when every chip is shown, a count of the shown rows when the filter leaves few. Counts have the
// locale's group separators, as the main window's status bar has them: "100,030".
void FitDialog::updateSummary() {
    constexpr int kCountLimit = 2000;
    const QLocale locale;
    if (showsSystems()) {
        const int shown = m_systemProxy->rowCount();
        if (!m_systemModel->rowCount() || !m_inputs->model()) {
            m_summary->setText(
                tr("%1 of %2 systems")
                    .arg(locale.toString(shown), locale.toString(m_systemModel->rowCount())));
            return;
        }
        int fit = 0;
        for (int row = 0; row < shown; ++row)
            fit += m_systemProxy->index(row, 0).data(FitTableModel::FitsRole).toBool() ? 1 : 0;
        m_summary->setText(
            tr("%1 of %2 systems shown hold %3 in one scale-up domain")
                .arg(locale.toString(fit), locale.toString(shown), m_inputs->model()->name()));
        return;
    }
    const int shown = m_proxy->rowCount();
    if (m_model->isComputing()) {
        m_summary->setText(tr("Computing the fits of %1 chips: %2%")
                               .arg(locale.toString(m_model->rowCount()))
                               .arg(m_progress));
        return;
    }
    const bool all = shown == m_model->rowCount();
    if (!m_model->model() || (!all && shown > kCountLimit)) {
        m_summary->setText(
            tr("%1 of %2 chips").arg(locale.toString(shown), locale.toString(m_model->rowCount())));
        return;
    }
    int fit = all ? m_model->fittingCount() : 0;
    for (int row = 0; !all && row < shown; ++row)
        fit += m_proxy->index(row, 0).data(FitTableModel::FitsRole).toBool() ? 1 : 0;
    const int chips = m_inputs->inputs().chips;
    const QString name = m_model->model()->name();
    m_summary->setText(tr("%L1 of %L2 chips shown hold %3 on %Ln chips", nullptr, chips)
                           .arg(fit)
                           .arg(shown)
                           .arg(name));
}

void FitDialog::editPrice() {
    if (const Chip* chip = currentChip())
        m_prices->edit(*chip, m_model->price(chip->id));
}

void FitDialog::restoreState(const Settings& settings) {
    if (!restoreGeometry(settings.fitDialogGeometry())) {
        QSize size = kDefaultSize;
        if (const QScreen* screen = parentWidget() ? parentWidget()->screen() : this->screen())
            size = size.boundedTo(screen->availableSize() - QSize(20, 40));
        resize(size);
        m_splitter->setDefaultSizes(size.height());
    }
    m_splitter->restoreState(settings.fitSplitterState());
    m_explainToggle->setChecked(settings.fitExplanationShown());
    const QByteArray header = settings.fitHeaderState(FitTableModel::ColumnCount);
    if (!header.isEmpty())
        m_view->horizontalHeader()->restoreState(header);
    setMemoryUnits(settings.memoryUnits());
    setOfferPolicy(settings.offerPolicy());
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
    settings.setFitExplanationShown(m_explainToggle->isChecked());
    settings.setFitHeaderState(m_view->horizontalHeader()->saveState(), FitTableModel::ColumnCount);
    // A custom model's parameters are not stored, so the dialog reopens on the last catalog
    // model rather than on custom defaults.
    if (!m_inputs->modelId().isEmpty() && !m_inputs->isCustomModel())
        settings.setFitModelId(m_inputs->modelId());
    settings.setFitInputs(m_inputs->inputs());
    settings.setMemoryUnits(m_inputs->memoryUnits());
    settings.setFitMeasuredRate(m_inputs->measuredTokensPerSecond().value_or(0.0));
}

void FitDialog::done(int result) {
    Settings settings;
    saveState(settings);
    QDialog::done(result);
}

} // namespace chipatlas
