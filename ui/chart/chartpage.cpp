#include "chart/chartpage.h"

#include "application/resultchart.h"
#include "chart/catalogchart.h"
#include "chart/chartoptionsbar.h"
#include "chart/chartview.h"
#include "chart/notplotteddialog.h"
#include "common/chartexportdialog.h"
#include "common/exportjob.h"
#include "common/settings.h"
#include "domain/boundedlist.h"
#include "domain/systemaggregates.h"
#include "io/chartexport.h"

#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QLabel>
#include <QMessageBox>
#include <QPromise>
#include <QScrollArea>
#include <QThreadPool>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

namespace chipatlas {

namespace {
// The most lines of notes shown at once under the chart; more scroll.
constexpr int kMaxNoteLines = 4;
} // namespace

ChartPage::ChartPage(QWidget* parent)
    : QWidget(parent)
    , m_options(new ChartOptionsBar(this))
    , m_view(new ChartView(this))
    , m_notes(new QLabel(this))
    , m_showAll(new QLabel(this))
    , m_buildingLabel(new QLabel(tr("Building the chart..."), this))
    , m_csvExport(new ExportJob(this, this))
    , m_notesArea(new QScrollArea(this)) {
    setObjectName(QStringLiteral("chartPage"));
    m_rebuildTimer.setSingleShot(true);
    m_rebuildTimer.setInterval(0);
    connect(&m_rebuildTimer, &QTimer::timeout, this, [this] {
        if (isVisible())
            rebuild();
    });

    m_notes->setObjectName(QStringLiteral("chartNotesLabel"));
    m_notes->setWordWrap(true);
    m_notes->setTextFormat(Qt::PlainText);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notes->setContentsMargins(4, 0, 4, 0); // no bottom margin: a 5th line must not peek in
    m_notesArea->setObjectName(QStringLiteral("chartNotesArea"));
    m_notesArea->setWidget(m_notes);
    m_notesArea->setWidgetResizable(true);
    m_notesArea->setFrameShape(QFrame::NoFrame);
    m_notesArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_notesArea->viewport()->setAutoFillBackground(false);
    m_notes->setAutoFillBackground(false);
    m_notesArea->hide();
    m_buildingLabel->setObjectName(QStringLiteral("chartBuildingLabel"));
    m_buildingLabel->setContentsMargins(4, 0, 4, 0);
    m_buildingLabel->hide();
    connect(&m_build, &QFutureWatcher<Build>::finished, this, [this] {
        if (m_build.future().isCanceled() || m_build.future().resultCount() == 0)
            return; // obsoleted by a newer request, which is running
        m_building = false;
        m_buildingLabel->hide();
        apply(m_build.future().result());
    });
    m_showAll->setObjectName(QStringLiteral("chartShowAllLabel"));
    m_showAll->setTextFormat(Qt::RichText);
    m_showAll->setContentsMargins(4, 0, 4, 0);
    m_showAll->hide();
    connect(m_showAll, &QLabel::linkActivated, this, &ChartPage::showAllNotPlotted);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(4);
    layout->addWidget(m_options);
    layout->addWidget(m_buildingLabel);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_notesArea);
    layout->addWidget(m_showAll);

    connect(m_options, &ChartOptionsBar::specEdited, this, [this](const ChartSpec& spec) {
        const bool precisionChanged = spec.precision != m_spec.precision;
        setSpec(spec);
        if (precisionChanged)
            Q_EMIT this->precisionChanged(spec.precision);
    });
    connect(m_options->labelsBox(), &QCheckBox::toggled, this, &ChartPage::setPointLabelsVisible);
    connect(m_options->systemsBox(), &QCheckBox::toggled, this, &ChartPage::setShowSystems);
    connect(m_options->exportPngAction(), &QAction::triggered, this, &ChartPage::exportPng);
    connect(m_options->exportSvgAction(), &QAction::triggered, this, &ChartPage::exportSvg);
    connect(m_options->exportCsvAction(), &QAction::triggered, this, &ChartPage::exportCsv);
    connect(m_csvExport, &ExportJob::statusMessage, this, &ChartPage::statusMessage);
    connect(m_view, &ChartView::chipClicked, this, &ChartPage::selectInTable);
    setSpec(m_spec);
}

CatalogChart* ChartPage::chart() const {
    return m_view->chipChart();
}

void ChartPage::linkTable(VisibleChipsPage* table) {
    m_table = table;
    connect(table, &VisibleChipsPage::visibleChipsChanged, this, &ChartPage::invalidate);
    connect(table, &VisibleChipsPage::currentChipChanged, this, &ChartPage::updateHighlight);
    invalidate();
}

void ChartPage::setSpec(const ChartSpec& spec) {
    m_options->setSpec(spec);
    if (spec == m_spec && !m_pending)
        return;
    m_spec = spec;
    invalidate();
}

void ChartPage::setPrecision(Precision precision) {
    ChartSpec spec = m_spec;
    spec.precision = precision;
    setSpec(spec);
}

void ChartPage::setMemoryUnits(MemoryUnits units) {
    chart()->setMemoryUnits(units);
    if (units == m_memoryUnits)
        return;
    // A memory axis is in the unit Preferences choose (buildChartData()).
    m_memoryUnits = units;
    invalidate();
}

bool ChartPage::pointLabelsVisible() const {
    return chart()->pointLabelsVisible();
}

void ChartPage::setPointLabelsVisible(bool visible) {
    m_options->labelsBox()->setChecked(visible);
    chart()->setPointLabelsVisible(visible);
}

void ChartPage::setSnapshot(CatalogSnapshot snapshot) {
    m_snapshot = std::move(snapshot);
    if (m_showSystems || m_spec.subject != ChartSubject::Entries)
        invalidate();
}

void ChartPage::setShowSystems(bool show) {
    m_options->systemsBox()->setChecked(show);
    if (show == m_showSystems)
        return;
    m_showSystems = show;
    invalidate();
}

void ChartPage::restoreState(const Settings& settings) {
    setSpec(settings.chartSpec());
    setPointLabelsVisible(settings.chartPointLabels());
    setShowSystems(settings.chartShowSystems());
}

void ChartPage::saveState(Settings& settings) const {
    settings.setChartSpec(m_spec);
    settings.setChartPointLabels(pointLabelsVisible());
    settings.setChartShowSystems(m_showSystems);
}

void ChartPage::invalidate() {
    m_pending = true;
    if (isVisible())
        m_rebuildTimer.start();
}

void ChartPage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    // Before the first paint, so that the tab says the chart is being built rather than show a
    // stale one as if it were current.
    if (m_pending)
        rebuild();
}

const ChartData& ChartPage::chartData() {
    if (isRebuildPending())
        rebuildNow();
    return chart()->chartData();
}

ChartPage::EntrySource ChartPage::entrySource() const {
    return {m_table ? m_table->visibleRows() : VisibleChipsPage::VisibleRows{}, m_snapshot,
            m_showSystems};
}

QList<Entry> ChartPage::entriesOf(const EntrySource& source) {
    const QList<System> systems = source.showSystems ? source.snapshot.systems() : QList<System>();
    QList<Entry> entries;
    entries.reserve(source.table.rows.size() + systems.size());
    for (const int row : source.table.rows)
        entries.emplaceBack(source.table.snapshot.chipAt(row));
    for (const System& system : systems)
        entries.append(Entry::ofSystem(system, source.snapshot.chip(system.chipId)));
    return entries;
}

// The chips' (and systems') chart, or the measured results' (resultchart.h).
ChartData ChartPage::buildData(const EntrySource& source, const ChartSpec& spec,
                               MemoryUnits units) {
    if (spec.subject != ChartSubject::Entries)
        return buildResultChartData(source.snapshot, spec);
    return buildChartData(entriesOf(source), spec, units);
}

void ChartPage::rebuild() {
    m_pending = false;
    m_rebuildTimer.stop();
    m_build.future().cancel(); // the job checks between its steps; its result is dropped
    auto promise = std::make_shared<QPromise<Build>>();
    m_build.setFuture(promise->future());
    m_building = true;
    m_buildingLabel->show();
    QThreadPool::globalInstance()->start(
        [promise, source = entrySource(), spec = m_spec, units = m_memoryUnits] {
            promise->start();
            Build build;
            build.data = buildData(source, spec, units);
            if (!promise->isCanceled()) {
                build.decimation = decimateChart(build.data);
                promise->addResult(std::move(build));
            }
            promise->finish();
        });
}

// For a caller that needs the chart now (an export, chartData()): built on this thread, and
// any running job's result dropped.
void ChartPage::rebuildNow() {
    m_pending = false;
    m_rebuildTimer.stop();
    m_build.future().cancel();
    m_building = false;
    m_buildingLabel->hide();
    Build build;
    build.data = buildData(entrySource(), m_spec, m_memoryUnits);
    build.decimation = decimateChart(build.data);
    apply(build);
}

void ChartPage::apply(const Build& build) {
    chart()->setChartData(build.data, build.decimation);
    // What a screen reader says of the chart: its axes and how many points it shows.
    m_view->setAccessibleDescription(
        tr("%1 against %2, %Ln points", nullptr, int(build.data.points.size()))
            .arg(build.data.yTitle, build.data.xTitle));
    updateHighlight();
    updateNotes(chart()->chartData());
}

void ChartPage::updateHighlight() {
    const Chip* current = m_table ? m_table->currentChip() : nullptr;
    chart()->setHighlightedChips(current ? QStringList{current->id} : QStringList());
}

void ChartPage::updateNotes(const ChartData& data) {
    QStringList notes;
    const bool results = m_spec.subject != ChartSubject::Entries;
    if (results && data.points.isEmpty() && data.excluded.isEmpty())
        notes << tr("No measured result to plot: record one, or import results.");
    else if (!results && m_table && m_table->isLoaded() && data.points.isEmpty() &&
             data.excluded.isEmpty())
        notes << tr("No chip to plot: the table's filters show none.");
    notes << data.notes;
    // A log scale asked for on a date axis (from the command line or an older setting).
    const auto dateLog = [&](bool wanted, const Quantity& quantity, const QString& axis) {
        if (wanted && quantity.isDate())
            notes << tr("%1 is a date: the %2 axis stays linear.")
                         .arg(quantity.label(m_spec.precision), axis);
    };
    if (!results) {
        dateLog(m_spec.logX, m_spec.x, tr("X"));
        dateLog(m_spec.logY, m_spec.y, tr("Y"));
    }
    for (const QString& summary : {data.unverifiedSummary(), data.designTargetSummary(),
                                   data.sparsityUnstatedSummary(), data.excludedSummary()}) {
        if (!summary.isEmpty())
            notes << summary;
    }
    m_notes->setText(notes.join(QLatin1Char('\n')));
    m_notesArea->setVisible(!notes.isEmpty());
    // The notes name the first chips not plotted (boundedlist.h); the link opens them all.
    const bool bounded = data.excluded.size() > kBoundedListLength;
    if (bounded)
        m_showAll->setText(QStringLiteral("<a href=\"#not-plotted\">%1</a>")
                               .arg((results ? tr("Show all %L1 results not plotted")
                                             : tr("Show all %L1 chips not plotted"))
                                        .arg(data.excluded.size())
                                        .toHtmlEscaped()));
    m_showAll->setVisible(bounded);
    fitNotesHeight();
}

void ChartPage::showAllNotPlotted() {
    auto* dialog = new NotPlottedDialog(chartData().excludedItems(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void ChartPage::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitNotesHeight();
}

// As tall as the notes need at the page's width, up to kMaxNoteLines lines.
void ChartPage::fitNotesHeight() {
    if (m_notesArea->isHidden())
        return;
    const int width = contentsRect().width() - layout()->contentsMargins().left() -
                      layout()->contentsMargins().right();
    const QMargins margins = m_notes->contentsMargins();
    const int most =
        m_notes->fontMetrics().lineSpacing() * kMaxNoteLines + margins.top() + margins.bottom();
    m_notesArea->setFixedHeight(std::min(m_notes->heightForWidth(width), most));
}

void ChartPage::selectInTable(const QString& chipId) {
    if (m_table)
        m_table->selectChip(chipId);
}

QString ChartPage::exportBaseName() const {
    if (m_spec.subject != ChartSubject::Entries)
        return QStringLiteral("chart-%1").arg(chartSubjectKey(m_spec.subject));
    if (const auto preset = chartPresetOf(m_spec))
        return QStringLiteral("chart-%1").arg(chartPresetKey(*preset));
    return QStringLiteral("chart-%1-vs-%2").arg(m_spec.y.key(), m_spec.x.key());
}

void ChartPage::exportPng() {
    const std::optional<ChartImageChoice> image = askChartImage(this, ChartFileFormat::Png);
    if (!image)
        return;
    const QString path = askChartExportPath(this, ChartFileFormat::Png, exportBaseName());
    if (!path.isEmpty())
        exportTo(path, image->size, image->scale);
}

void ChartPage::exportSvg() {
    const QString path = askChartExportPath(this, ChartFileFormat::Svg, exportBaseName());
    if (!path.isEmpty())
        exportTo(path, Settings().chartExportSize(), 1.0);
}

void ChartPage::exportCsv() {
    const QString path = askChartExportPath(this, ChartFileFormat::Csv, exportBaseName());
    if (!path.isEmpty())
        exportTo(path);
}

bool ChartPage::exportTo(const QString& path, QSize size, qreal scale) {
    const QString shown = QDir::toNativeSeparators(path);
    if (chartFileFormat(path) == ChartFileFormat::Csv) {
        const ChartData& data = chartData();
        return m_csvExport->start(
            path, tr("Exporting the chart's %Ln points…", nullptr, int(data.points.size())),
            tr("Exported the chart to %1").arg(shown),
            [data](const ImportControl&) -> std::optional<QByteArray> { return chartToCsv(data); });
    }
    QString error;
    if (exportChart(chartData(), path, size, scale, &error)) {
        Q_EMIT statusMessage(tr("Exported the chart to %1").arg(shown));
        return true;
    }
    Q_EMIT statusMessage(tr("Could not write %1").arg(shown));
    QMessageBox::warning(this, tr("Export chart"), error);
    return false;
}

} // namespace chipatlas
