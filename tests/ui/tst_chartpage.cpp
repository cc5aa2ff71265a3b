// The chart page offscreen, linked to a real chip table: what it plots follows the table's
// filters, clicks and drags on points, the options bar, the deferred rebuild, the CSV export and
// the remembered state.
#include "chart/catalogchart.h"
#include "chart/chartaxes.h"
#include "chart/chartoptionsbar.h"
#include "chart/chartpage.h"
#include "chart/chartview.h"
#include "chart/notplotteddialog.h"
#include "common/entrymime.h"
#include "common/exportjob.h"
#include "common/settings.h"
#include "domain/boundedlist.h"
#include "io/catalogjson.h"
#include "io/chartexport.h"
#include "table/catalogfilterbar.h"
#include "table/catalogtablepage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QListView>
#include <QLogValueAxis>
#include <QMimeData>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <memory>

using namespace chipatlas;

namespace {
// Every point the chart draws, over its vendor series.
qsizetype scatterPointCount(const CatalogChart* chart) {
    qsizetype count = 0;
    for (const QAbstractSeries* series : chart->series()) {
        if (const auto* scatter = qobject_cast<const QScatterSeries*>(series))
            count += scatter->count();
    }
    return count;
}

QStringList ids(const QList<Chip>& chips) {
    QStringList result;
    for (const Chip& chip : chips)
        result << chip.id;
    return result;
}

// As the user picks an entry: activated() is what the page listens to.
void activate(QComboBox* box, const QString& data) {
    const int index = box->findData(data);
    QVERIFY2(index >= 0, qPrintable(data));
    box->setCurrentIndex(index);
    Q_EMIT box->activated(index);
}
} // namespace

class TstChartPage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void plotsTheFilteredChipsInTableOrder();
    void notPlottedChipsAreListed();
    void longNotPlottedListIsBoundedWithShowAll();
    void clickingAPointSelectsTheChip();
    void tableSelectionIsHighlighted();
    void dragCarriesTheChipId();
    void presetSwitchesAxes();
    void memoryAxisFollowsTheMemoryUnits();
    void logCheckboxMakesALogAxis();
    void logAxisLabelsAreShortAndExact();
    void guideLabelsFollowTheLocale();
    void precisionIsAnnounced();
    void rebuildWaitsUntilShown();
    void exportCsvWritesThePlottedPoints();
    void settingsRoundTrip();

private:
    QList<Chip> m_catalog;
    std::unique_ptr<CatalogTablePage> m_table;
    std::unique_ptr<ChartPage> m_page;
};

void TstChartPage::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QStringLiteral("en_US")));
    QString error;
    const std::optional<ChipCatalogFile> file = builtInChips(&error);
    QVERIFY2(file, qPrintable(error));
    m_catalog = file->chips;
}

void TstChartPage::init() {
    m_table = std::make_unique<CatalogTablePage>();
    m_table->setChips(m_catalog);
    m_page = std::make_unique<ChartPage>();
    m_page->linkTable(m_table.get());
    m_page->resize(1000, 700);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    QTRY_VERIFY(!m_page->isRebuildPending());
}

void TstChartPage::cleanup() {
    m_page.reset();
    m_table.reset();
}

void TstChartPage::plotsTheFilteredChipsInTableOrder() {
    const ChartData all = m_page->chartData(); // a copy: the chart's own changes below
    QCOMPARE(all.points.size() + all.excluded.size(), m_catalog.size());
    QCOMPARE(scatterPointCount(m_page->chart()), all.points.size());

    // The plotted and the left-out chips together are the table's rows, in the table's order.
    m_table->filterBar()->setText(QStringLiteral("nvidia"));
    QTRY_VERIFY(m_table->shownCount() < m_catalog.size());
    QTRY_VERIFY(!m_page->isRebuildPending());
    const QList<Chip> visible = m_table->visibleChips();
    QCOMPARE(visible.size(), m_table->shownCount());
    const ChartData& data = m_page->chartData();
    QStringList plotted;
    for (const ChartPoint& point : data.points)
        plotted << point.id;
    QStringList expected = ids(visible);
    for (const ChartExclusion& exclusion : data.excluded)
        expected.removeOne(exclusion.id);
    QCOMPARE(plotted, expected);
    QVERIFY(!plotted.isEmpty());
    QCOMPARE(scatterPointCount(m_page->chart()), plotted.size());
    QVERIFY(scatterPointCount(m_page->chart()) < all.points.size());

    // A filter that lets nothing through says so.
    m_table->filterBar()->setText(QStringLiteral("no such chip anywhere"));
    QTRY_COMPARE(m_table->shownCount(), 0);
    QTRY_COMPARE(scatterPointCount(m_page->chart()), 0);
    QVERIFY(m_page->notesLabel()->text().contains(QLatin1String("No chip to plot")));
}

void TstChartPage::notPlottedChipsAreListed() {
    const auto missing = std::find_if(m_catalog.cbegin(), m_catalog.cend(), [](const Chip& chip) {
        return !chip.figure(Field::TdpW).hasValue();
    });
    QVERIFY2(missing != m_catalog.cend(), "the catalog should hold a chip without a TDP");
    const QLabel* notes = m_page->notesLabel();
    QVERIFY(notes->isVisible());
    QVERIFY(notes->wordWrap());
    QVERIFY(notes->textInteractionFlags() & Qt::TextSelectableByMouse);
    // Trainium1's unverified TDP is said first, then what is not plotted.
    QCOMPARE(notes->text(), m_page->chartData().unverifiedSummary() + QLatin1Char('\n') +
                                m_page->chartData().excludedSummary());
    QVERIFY2(notes->text().contains(QLatin1String("AWS Trainium (Trn1) (TDP)")),
             qPrintable(notes->text()));
    QVERIFY2(notes->text().contains(missing->name + QLatin1String(" (TDP")),
             qPrintable(notes->text()));
}

// Past the bounded list's length the notes name the first chips not plotted and a count, and
// "Show all" opens every one of them in a searchable list.
void TstChartPage::longNotPlottedListIsBoundedWithShowAll() {
    QVERIFY(m_page->showAllLabel()->isHidden()); // the built-in catalog leaves out a few
    QList<Chip> chips = m_catalog;
    for (int i = 0; i < kBoundedListLength + 30; ++i) {
        Chip chip;
        chip.id = QStringLiteral("no-tdp-%1").arg(i, 2, 10, QLatin1Char('0'));
        chip.name = QStringLiteral("No TDP %1").arg(i, 2, 10, QLatin1Char('0'));
        chip.vendor = QStringLiteral("Testvendor");
        chips << chip;
    }
    m_table->setChips(chips);
    QTRY_VERIFY(!m_page->isRebuildPending());
    const ChartData& data = m_page->chartData();
    QVERIFY(data.excluded.size() >= kBoundedListLength + 30);
    const QString notes = m_page->notesLabel()->text();
    QVERIFY2(notes.contains(
                 QStringLiteral(", and %1 more").arg(data.excluded.size() - kBoundedListLength)),
             qPrintable(notes));
    QVERIFY2(!notes.contains(QStringLiteral("No TDP %1").arg(kBoundedListLength + 29)),
             qPrintable(notes));
    QLabel* showAll = m_page->showAllLabel();
    QVERIFY(showAll->isVisible());
    QVERIFY2(showAll->text().contains(QString::number(data.excluded.size())),
             qPrintable(showAll->text()));

    Q_EMIT showAll->linkActivated(QStringLiteral("#not-plotted"));
    auto* dialog = m_page->findChild<NotPlottedDialog*>();
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->isVisible());
    QCOMPARE(dialog->shownCount(), data.excluded.size());
    QCOMPARE(dialog->listView()->model()->index(0, 0).data().toString(),
             data.excludedItems().constFirst());
    QTest::keyClicks(dialog->searchField(), QStringLiteral("no tdp 4"));
    QCOMPARE(dialog->shownCount(), 10); // 40 to 49
    dialog->close();
}

void TstChartPage::clickingAPointSelectsTheChip() {
    ChartView* view = m_page->chartView();
    QVERIFY(!m_table->currentChip());
    // A point no other point hides: the last one of the first preset happens to do.
    QString id;
    QPoint position;
    for (const ChartPoint& point : m_page->chartData().points) {
        const QPoint at = view->viewportPosition(point.id);
        if (!at.isNull() && view->chipAt(at) == point.id) {
            id = point.id;
            position = at;
        }
    }
    QVERIFY(!id.isEmpty());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, position);
    QVERIFY(m_table->currentChip());
    QCOMPARE(m_table->currentChip()->id, id);
    QCOMPARE(m_page->chart()->highlightedChips(), QStringList{id});

    // A click beside every point selects nothing new.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, QPoint(2, 2));
    QCOMPARE(m_table->currentChip()->id, id);
}

void TstChartPage::tableSelectionIsHighlighted() {
    QVERIFY(m_page->chart()->highlightedChips().isEmpty());
    const QString id = m_page->chartData().points.first().id;
    m_table->selectChip(id);
    QCOMPARE(m_page->chart()->highlightedChips(), QStringList{id});
    // The highlight survives a rebuild.
    m_page->setPrecision(Precision::FP8);
    QTRY_VERIFY(!m_page->isRebuildPending());
    QCOMPARE(m_page->chart()->highlightedChips(), QStringList{id});
}

void TstChartPage::dragCarriesTheChipId() {
    ChartView* view = m_page->chartView();
    const ChartPoint& point = m_page->chartData().points.first();
    const QPoint position = view->viewportPosition(point.id);
    QVERIFY(!position.isNull());
    const QString there = view->chipAt(position);
    std::unique_ptr<QMimeData> data(view->dragMimeData(position));
    QVERIFY(data);
    QVERIFY(hasEntries(data.get()));
    QVERIFY(entriesFromMimeData(data.get()) == QList{EntryRef::chip(there)});
    QVERIFY(!std::unique_ptr<QMimeData>(view->dragMimeData(QPoint(2, 2))));
}

void TstChartPage::presetSwitchesAxes() {
    ChartOptionsBar* options = m_page->optionsBar();
    QComboBox* presets = options->presetBox();
    QCOMPARE(presets->currentData().toString(), QStringLiteral("perf-per-watt"));
    // The chips' four presets and the measured results' two charts; no "Custom" while a preset
    // matches.
    QCOMPARE(presets->count(), 6);
    QCOMPARE(m_page->spec().x.key(), QStringLiteral("tdp_w"));
    QCOMPARE(m_page->spec().y.key(), QStringLiteral("throughput"));

    activate(presets, QStringLiteral("throughput-vs-bandwidth"));
    QCOMPARE(m_page->spec().x.key(), QStringLiteral("memory_bw_gbs"));
    QCOMPARE(options->xBox()->currentData().toString(), QStringLiteral("memory_bw_gbs"));
    QTRY_VERIFY(!m_page->isRebuildPending());
    QCOMPARE(m_page->chartData().xTitle, m_page->spec().x.title(m_page->precision()));

    // A date axis has no log scale; axes of no preset show "Custom".
    activate(presets, QStringLiteral("throughput-vs-release"));
    QVERIFY(!options->logXBox()->isEnabled());
    QVERIFY(options->logYBox()->isEnabled());
    activate(options->yBox(), QStringLiteral("tdp_w"));
    QCOMPARE(presets->count(), 7);
    QCOMPARE(presets->currentData().toString(), QString());
    QVERIFY(!options->precisionBox()->isEnabled()); // neither axis follows the precision
    activate(options->yBox(), QStringLiteral("throughput"));
    QCOMPARE(presets->count(), 6);
    QCOMPARE(presets->currentData().toString(), QStringLiteral("throughput-vs-release"));
    QVERIFY(options->precisionBox()->isEnabled());
}

void TstChartPage::memoryAxisFollowsTheMemoryUnits() {
    // Preferences' "Memory in" GiB (MainWindow::setMemoryUnits()): the memory axis is redrawn in
    // GiB, its title and every point from buildChartData() (tst_chartdata).
    m_page->setSpec(chartPresetSpec(ChartPreset::MemoryVsBandwidth));
    QTRY_VERIFY(!m_page->isRebuildPending());
    QCOMPARE(m_page->chartData().xTitle, QStringLiteral("Memory (GB)"));
    m_page->setMemoryUnits(MemoryUnits::Binary);
    QTRY_VERIFY(!m_page->isRebuildPending());
    const ChartData& data = m_page->chartData();
    QCOMPARE(data.xTitle, QStringLiteral("Memory (GiB)"));
    QCOMPARE(m_page->chart()->axes(Qt::Horizontal).first()->titleText(),
             QStringLiteral("Memory (GiB)"));
    for (const ChartPoint& point : data.points) {
        if (point.id == QLatin1String("nvidia-h100-sxm"))
            QCOMPARE(point.x, 80e9 / double(1LL << 30));
    }
    m_page->setMemoryUnits(MemoryUnits::Decimal);
    QTRY_VERIFY(!m_page->isRebuildPending());
    QCOMPARE(m_page->chartData().xTitle, QStringLiteral("Memory (GB)"));
}

void TstChartPage::logCheckboxMakesALogAxis() {
    const auto verticalAxisIsLog = [this] {
        const QList<QAbstractAxis*> axes = m_page->chart()->axes(Qt::Vertical);
        return !axes.isEmpty() && qobject_cast<QLogValueAxis*>(axes.first()) != nullptr;
    };
    QVERIFY(!verticalAxisIsLog());
    m_page->optionsBar()->logYBox()->setChecked(true);
    QVERIFY(m_page->spec().logY);
    QTRY_VERIFY(verticalAxisIsLog());
    QVERIFY(qobject_cast<QValueAxis*>(m_page->chart()->axes(Qt::Horizontal).first()));
    m_page->optionsBar()->logYBox()->setChecked(false);
    QTRY_VERIFY(!verticalAxisIsLog());
}

namespace {
// The labels Qt Charts writes at the powers of `base` in [min, max] with a "%.<n>f" or "%.<n>g"
// format: in the chart's locale (QLocale::toString), as a localized chart does.
QStringList logLabels(double min, double max, double base, const QString& format,
                      const QLocale& locale) {
    const int precision = format.mid(2, format.size() - 3).toInt();
    QStringList labels;
    for (double tick = std::pow(base, std::ceil(std::log(min) / std::log(base) - 1e-9));
         tick <= max * (1 + 1e-9); tick *= base)
        labels << locale.toString(tick, format.back().toLatin1(), precision);
    return labels;
}
} // namespace

// A log axis's labels read each power as itself: "0.1", "1", "10,000,000", not "1.0" for the
// 0.1 beside it nor "1E+07"; in German "0,1" and "10.000.000".
void TstChartPage::logAxisLabelsAreShortAndExact() {
    const QLocale english(QStringLiteral("en_US"));
    const QString wide = chartaxes::logLabelFormat({0.05, 2e7}, 10.0);
    QCOMPARE(logLabels(0.05, 2e7, 10.0, wide, english).join(QLatin1Char(' ')),
             QStringLiteral("0.1 1 10 100 1,000 10,000 100,000 1,000,000 10,000,000"));
    QCOMPARE(logLabels(0.05, 2e7, 10.0, wide, QLocale(QStringLiteral("de_DE"))).first(),
             QStringLiteral("0,1"));
    QCOMPARE(logLabels(0.1, 1.0, 2.0, chartaxes::logLabelFormat({0.1, 1.0}, 2.0), english)
                 .join(QLatin1Char(' ')),
             QStringLiteral("0.125 0.25 0.5 1"));

    // The chart's axes over memory against bandwidth (0.23 GB to 21 PB/s) carry such a format.
    activate(m_page->optionsBar()->presetBox(), QStringLiteral("memory-vs-bandwidth"));
    m_page->optionsBar()->logXBox()->setChecked(true);
    m_page->optionsBar()->logYBox()->setChecked(true);
    QTRY_VERIFY(!m_page->isRebuildPending());
    for (Qt::Orientation orientation : {Qt::Horizontal, Qt::Vertical}) {
        const QList<QAbstractAxis*> axes = m_page->chart()->axes(orientation);
        QVERIFY(!axes.isEmpty());
        const auto* axis = qobject_cast<QLogValueAxis*>(axes.first());
        QVERIFY(axis);
        const QStringList labels = logLabels(axis->min(), axis->max(), axis->base(),
                                             axis->labelFormat(), m_page->chart()->locale());
        QVERIFY(labels.size() >= 3);
        for (const QString& label : labels) {
            QVERIFY2(!label.contains(QLatin1Char('e'), Qt::CaseInsensitive) &&
                         !label.endsWith(QLatin1String(".0")),
                     qPrintable(labels.join(QLatin1Char(' '))));
        }
        if (orientation == Qt::Vertical)
            QVERIFY2(labels.contains(QStringLiteral("10,000,000")),
                     qPrintable(labels.join(QLatin1Char(' '))));
    }
}

// The guide lines' labels ("0,5 TFLOPS/W") are written like the axis beside them: in German
// with a decimal comma, in the legend and on the plot.
void TstChartPage::guideLabelsFollowTheLocale() {
    const QLocale german(QLocale::German, QLocale::Germany);
    QLocale::setDefault(german);
    ChartPage page;
    page.linkTable(m_table.get());
    page.resize(1000, 700);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QTRY_VERIFY(!page.isRebuildPending());
    QLocale::setDefault(QLocale(QStringLiteral("en_US")));

    const QList<ChartGuide>& guides = page.chartData().guides;
    QVERIFY(!guides.isEmpty());
    QStringList names;
    for (const QAbstractSeries* series : page.chart()->series()) {
        if (const auto* line = qobject_cast<const QLineSeries*>(series);
            line && !qobject_cast<const QScatterSeries*>(series))
            names << line->name();
    }
    QStringList onPlot;
    for (const QGraphicsItem* item : page.chart()->scene()->items()) {
        if (const auto* text = dynamic_cast<const QGraphicsSimpleTextItem*>(item))
            onPlot << text->text();
    }
    bool fraction = false;
    for (const ChartGuide& guide : guides) {
        const QString expected =
            german.toString(guide.value, 'g', 6) + QLatin1Char(' ') + guide.unit;
        QVERIFY2(names.contains(expected), qPrintable(names.join(QLatin1String(" | "))));
        if (guide.value < 1.0) {
            fraction = true;
            QVERIFY2(expected.contains(QLatin1Char(',')), qPrintable(expected));
            QVERIFY(!names.contains(guide.label)); // not "0.5 TFLOPS/W"
        }
    }
    QVERIFY(fraction); // the built-in chips give guides below 1 TFLOPS/W
    // Every guide label placed on the plot (one that collides with a point is left out).
    qsizetype placed = 0;
    for (const QString& text : std::as_const(onPlot)) {
        if (!text.endsWith(QLatin1Char(' ') + guides.constFirst().unit))
            continue;
        ++placed;
        QVERIFY2(names.contains(text), qPrintable(text));
    }
    QVERIFY(placed > 0);
}

void TstChartPage::precisionIsAnnounced() {
    QSignalSpy announced(m_page.get(), &ChartPage::precisionChanged);
    activate(m_page->optionsBar()->precisionBox(), precisionKey(Precision::FP8));
    QCOMPARE(announced.size(), 1);
    QCOMPARE(announced.first().first().value<Precision>(), Precision::FP8);
    QTRY_VERIFY(!m_page->isRebuildPending());
    QVERIFY2(m_page->chartData().yTitle.contains(QLatin1String("FP8")),
             qPrintable(m_page->chartData().yTitle));
    // Set from outside (the main window following the table), nothing is announced.
    m_page->setPrecision(Precision::BF16);
    QCOMPARE(announced.size(), 1);
    QCOMPARE(m_page->optionsBar()->precisionBox()->currentData().toString(),
             precisionKey(Precision::BF16));
}

void TstChartPage::rebuildWaitsUntilShown() {
    const qsizetype before = scatterPointCount(m_page->chart());
    m_page->hide();
    m_table->filterBar()->setText(QStringLiteral("nvidia"));
    QTRY_VERIFY(m_table->shownCount() < m_catalog.size());
    QVERIFY(m_page->isRebuildPending());
    QTest::qWait(20); // the coalescing timer fires, but a hidden page does not rebuild
    QVERIFY(m_page->isRebuildPending());
    QCOMPARE(scatterPointCount(m_page->chart()), before);
    m_page->show();
    // Said before the first paint, built off the GUI thread.
    QVERIFY(m_page->buildingLabel()->isVisible());
    QTRY_VERIFY(!m_page->isRebuildPending());
    QVERIFY(m_page->buildingLabel()->isHidden());
    QVERIFY(scatterPointCount(m_page->chart()) < before);

    // Two requests in a row: the first job's result is dropped, the chart is the second's.
    ChartSpec memory = chartPresetSpec(ChartPreset::MemoryVsBandwidth);
    m_page->setSpec(chartPresetSpec(ChartPreset::ThroughputVsRelease));
    QTest::qWait(1); // the first job starts
    m_page->setSpec(memory);
    QTRY_VERIFY(!m_page->isRebuildPending());
    QCOMPARE(m_page->chart()->chartData().spec.x, memory.x);
    QCOMPARE(m_page->chart()->chartData().spec.y, memory.y);
}

void TstChartPage::exportCsvWritesThePlottedPoints() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("chart.csv"));
    QSignalSpy messages(m_page.get(), &ChartPage::statusMessage);
    QSignalSpy finished(m_page->csvExport(), &ExportJob::finished);
    QVERIFY(m_page->exportTo(path));
    // Written off the GUI thread: the export is running, and finishes on its own.
    QVERIFY(m_page->csvExport()->isRunning());
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(finished.first().first().value<ExportJob::Outcome>(), ExportJob::Outcome::Written);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), chartToCsv(m_page->chartData()));
    QCOMPARE(messages.size(), 1);
    QVERIFY(messages.first().first().toString().contains(QLatin1String("chart.csv")));
    QCOMPARE(m_page->exportBaseName(), QStringLiteral("chart-perf-per-watt"));
}

void TstChartPage::settingsRoundTrip() {
    QTemporaryDir dir;
    const QString ini = dir.filePath(QStringLiteral("settings.ini"));
    {
        const Settings fresh(ini);
        QCOMPARE(fresh.chartSpec(), chartPresetSpec(ChartPreset::PerfPerWatt));
        QVERIFY(fresh.chartPointLabels());
        QCOMPARE(fresh.chartExportSize(), QSize(1600, 1000));
        QCOMPARE(fresh.chartExportScale(), 2);
    }
    ChartSpec spec = chartPresetSpec(ChartPreset::MemoryVsBandwidth);
    spec.logX = true;
    spec.logY = true;
    m_page->setSpec(spec);
    m_page->setPointLabelsVisible(false);
    QVERIFY(!m_page->optionsBar()->labelsBox()->isChecked());
    QVERIFY(!m_page->chart()->pointLabelsVisible());
    {
        Settings settings(ini);
        m_page->saveState(settings);
        settings.setChartExportSize(QSize(800, 500));
        settings.setChartExportScale(3);
    }
    Settings settings(ini);
    ChartPage restored;
    restored.restoreState(settings);
    QCOMPARE(restored.spec(), spec);
    QVERIFY(!restored.pointLabelsVisible());
    QCOMPARE(restored.optionsBar()->presetBox()->currentData().toString(),
             QStringLiteral("memory-vs-bandwidth"));
    QVERIFY(restored.optionsBar()->logXBox()->isChecked());
    QCOMPARE(settings.chartExportSize(), QSize(800, 500));
    QCOMPARE(settings.chartExportScale(), 3);
}

QTEST_MAIN(TstChartPage)
#include "tst_chartpage.moc"
