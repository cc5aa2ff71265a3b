// The chart page with systems: "Show systems" adds the catalog's systems as a series
// of their own (legend "Systems", a star), each at its totals and its published system power;
// systems without a figure are listed with the reason as chips are; a system's point drags as
// the system; the choice is remembered, and the exported SVG carries the series.
#include "chart/catalogchart.h"
#include "chart/chartoptionsbar.h"
#include "chart/chartpage.h"
#include "chart/chartview.h"
#include "common/entrymime.h"
#include "common/settings.h"
#include "io/catalogjson.h"
#include "io/systemjson.h"
#include "table/catalogtablepage.h"

#include <QCheckBox>
#include <QFile>
#include <QLabel>
#include <QLegendMarker>
#include <QMimeData>
#include <QScatterSeries>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace chipatlas;

namespace {
const QString kDgxB200 = QStringLiteral("nvidia-dgx-b200");
const QString kNvl72 = QStringLiteral("nvidia-gb200-nvl72");

const QScatterSeries* seriesNamed(const CatalogChart* chart, const QString& name) {
    for (const QAbstractSeries* series : chart->series()) {
        const auto* scatter = qobject_cast<const QScatterSeries*>(series);
        if (scatter && scatter->name() == name && scatter->count() > 0)
            return scatter;
    }
    return nullptr;
}
} // namespace

class TstChartPageSystems : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void systemsAreTheirOwnSeries();
    void systemsWithoutAFigureAreListed();
    void systemPointDragsTheSystem();
    void rememberedAndExported();

private:
    CatalogSnapshot m_snapshot;
    std::unique_ptr<CatalogTablePage> m_table;
    std::unique_ptr<ChartPage> m_page;
};

void TstChartPageSystems::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QStringLiteral("en_US")));
    QString error;
    const std::optional<ChipCatalogFile> chips = builtInChips(&error);
    QVERIFY2(chips, qPrintable(error));
    const std::optional<SystemCatalogFile> systems = builtInSystems(&error);
    QVERIFY2(systems, qPrintable(error));
    m_snapshot = CatalogSnapshot(chips->chips, {}, {}, systems->systems, {});
}

void TstChartPageSystems::init() {
    Settings().clear();
    m_table = std::make_unique<CatalogTablePage>();
    m_table->setSnapshot(m_snapshot);
    m_page = std::make_unique<ChartPage>();
    m_page->linkTable(m_table.get());
    m_page->setSnapshot(m_snapshot);
    m_page->resize(1000, 700);
    m_page->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    QTRY_VERIFY(!m_page->isRebuildPending());
}

void TstChartPageSystems::cleanup() {
    m_page.reset();
    m_table.reset();
}

// TDP vs dense BF16: the DGX B200 at its published 14,300 W, a star among the chips.
void TstChartPageSystems::systemsAreTheirOwnSeries() {
    QVERIFY(!m_page->chartData().hasSystems());
    QVERIFY(!seriesNamed(m_page->chart(), QStringLiteral("Systems")));
    QCheckBox* box = m_page->optionsBar()->systemsBox();
    QVERIFY(!box->isChecked());
    box->click();
    QVERIFY(m_page->showSystems());
    const ChartData& data = m_page->chartData();
    QVERIFY(data.hasSystems());
    const ChartPoint* dgx = m_page->chart()->point(kDgxB200);
    QVERIFY(dgx);
    QVERIFY(dgx->system);
    QCOMPARE(dgx->x, 14300.0);
    QCOMPARE(dgx->vendor, QStringLiteral("NVIDIA"));
    QVERIFY(!data.vendors.isEmpty());
    // Chips keep their vendors' series; the systems make one more, in the legend as "Systems".
    QScatterSeries* systems =
        const_cast<QScatterSeries*>(seriesNamed(m_page->chart(), QStringLiteral("Systems")));
    QVERIFY(systems);
    QCOMPARE(systems->markerShape(), systemsStyle().shape);
    QVERIFY(systems->markerSize() >
            seriesNamed(m_page->chart(), QStringLiteral("NVIDIA"))->markerSize());
    const QList<QLegendMarker*> markers = m_page->chart()->legend()->markers();
    QVERIFY(std::any_of(markers.cbegin(), markers.cend(), [](const QLegendMarker* marker) {
        return marker->label() == QStringLiteral("Systems");
    }));
    const ChartPoint* b200 = m_page->chart()->point(QStringLiteral("nvidia-b200"));
    QVERIFY(b200);
    QVERIFY(!b200->system);
    // Off again: chips only.
    box->click();
    QVERIFY(!m_page->chartData().hasSystems());
}

// A rack whose power NVIDIA does not publish per system is not plotted at an invented power:
// it is listed with the reason under the chart.
void TstChartPageSystems::systemsWithoutAFigureAreListed() {
    m_page->setShowSystems(true);
    const ChartData& data = m_page->chartData();
    const auto excluded = std::find_if(data.excluded.cbegin(), data.excluded.cend(),
                                       [](const ChartExclusion& e) { return e.id == kNvl72; });
    QVERIFY(excluded != data.excluded.cend());
    QVERIFY(!excluded->reason.isEmpty());
    QVERIFY(m_page->notesLabel()->text().contains(excluded->name));
    // On memory vs bandwidth every system has its totals.
    ChartSpec spec = chartPresetSpec(ChartPreset::MemoryVsBandwidth);
    spec.precision = m_page->precision();
    m_page->setSpec(spec);
    QVERIFY(m_page->chartData().hasSystems());
}

void TstChartPageSystems::systemPointDragsTheSystem() {
    m_page->setShowSystems(true);
    // Log axes: on linear ones the 9,216-chip Ironwood pod (about 10 MW) squeezes the 8-GPU
    // boards into one corner, where their points overlap.
    ChartSpec spec = m_page->spec();
    spec.logX = true;
    spec.logY = true;
    m_page->setSpec(spec);
    m_page->chartData();
    const QPointF at = m_page->chart()->pointPosition(kDgxB200);
    QVERIFY(!at.isNull());
    ChartView* view = m_page->chartView();
    const QPoint position = view->mapFromScene(m_page->chart()->mapToScene(at));
    std::unique_ptr<QMimeData> data(view->dragMimeData(position));
    QVERIFY(data);
    // The kind travels typed: a system, not a chip of the same id.
    QVERIFY(entriesFromMimeData(data.get()) == QList{EntryRef::system(kDgxB200)});
}

void TstChartPageSystems::rememberedAndExported() {
    m_page->setShowSystems(true);
    Settings settings;
    m_page->saveState(settings);
    QVERIFY(settings.chartShowSystems());
    ChartPage other;
    other.restoreState(settings);
    QVERIFY(other.showSystems());
    QVERIFY(other.optionsBar()->systemsBox()->isChecked());

    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("chart.svg"));
    QVERIFY(m_page->exportTo(svg));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("Systems"));
}

QTEST_MAIN(TstChartPageSystems)
#include "tst_chartpage_systems.moc"
