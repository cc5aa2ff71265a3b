// The "Own or rent" view's chart and Export menu on a temp catalog with the built-in systems and
// offers: the chart is core's ownershipChartData() of the reports the view shows and follows what
// the user types; the Export menu writes core's export of the same reports.
#include "application/catalogsession.h"
#include "application/ownershipchart.h"
#include "application/ownershipexport.h"
#include "ownership/ownershipchartpanel.h"
#include "chart/ownershipcostchart.h"
#include "common/settings.h"
#include "ownership/ownershipform.h"
#include "ownership/ownershipview.h"
#include "sessiontestdata.h"

#include <QFile>
#include <QLineEdit>
#include <QMenu>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <memory>

using namespace chipatlas;

namespace {
const QString kNvl72 = QStringLiteral("nvidia-gb200-nvl72");
const QString kTrn3 = QStringLiteral("aws-trn3-ultraserver-gen2");

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

const OwnershipChartLine* owningLine(const OwnershipChartData& data, int report = 0) {
    for (const OwnershipChartLine& line : data.lines) {
        if (line.kind == OwnershipChartLine::Kind::Owning && line.report == report)
            return &line;
    }
    return nullptr;
}
} // namespace

class TstOwnershipViewExport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init() { Settings().clear(); }
    void chartFollowsTheTypedPrice();
    void twoSystemsShareTheChartAndTheExport();

private:
    std::unique_ptr<OwnershipView> openView(const QString& hardware, const QString& compare = {});

    QTemporaryDir m_dir;
    std::unique_ptr<CatalogSession> m_session;
};

void TstOwnershipViewExport::initTestCase() {
    QLocale::setDefault(QLocale::c());
    m_session = std::make_unique<CatalogSession>();
    const QString error =
        sessiontest::openTestSession(*m_session, m_dir, QStringLiteral("tst_ownershipview_export"));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    m_session->reload();
    QTRY_VERIFY_WITH_TIMEOUT(m_session->snapshot().isLoaded(), 15000);
}

std::unique_ptr<OwnershipView> TstOwnershipViewExport::openView(const QString& hardware,
                                                                const QString& compare) {
    auto view = std::make_unique<OwnershipView>(m_session.get());
    view->show();
    if (!view->openHardware(hardware, compare))
        return nullptr;
    return view;
}

// The chart is in the view's chart area, and a price typed redraws owning's curve at the new
// cost per chip-hour.
void TstOwnershipViewExport::chartFollowsTheTypedPrice() {
    const auto view = openView(kNvl72);
    QVERIFY(view);
    OwnershipChartPanel* panel = view->chartPanel();
    QVERIFY(panel);
    QCOMPARE(panel->parentWidget(), view->chartArea());
    QLineEdit* price = view->form()->edit(OwnershipField::PurchasePrice);
    price->clear();
    QTest::keyClicks(price, QStringLiteral("3400000"));
    QVERIFY(view->reports().first().cost);
    const OwnershipChartData expected =
        ownershipChartData(m_session->snapshot(), view->reports(), QDate::currentDate(), QLocale());
    QCOMPARE(panel->chartData().lines.size(), expected.lines.size());
    QCOMPARE(panel->chartData().yTitle, QStringLiteral("USD per used chip-hour"));
    const OwnershipChartLine* owning = owningLine(panel->chartData());
    QVERIFY(owning);
    QCOMPARE(owning->points.last().perUsedChipHour, view->reports().first().cost->perChipHour);
    const double before = owning->points.last().perUsedChipHour;

    QTest::keyClick(price, Qt::Key_Backspace); // 340,000: a tenth of the capital
    owning = owningLine(panel->chartData());
    QVERIFY(owning);
    QVERIFY(owning->points.last().perUsedChipHour < before);
    QCOMPARE(owning->points.last().perUsedChipHour, view->reports().first().cost->perChipHour);
    QCOMPARE(panel->chart()->lineSeries().size(), panel->chartData().lines.size());
}

// Two systems side by side: one chart for both, and the Export menu writes both reports with
// every assumption, as core's export writes them.
void TstOwnershipViewExport::twoSystemsShareTheChartAndTheExport() {
    const auto view = openView(kNvl72, kTrn3);
    QVERIFY(view);
    QCOMPARE(view->reports().size(), 2);
    OwnershipChartPanel* panel = view->chartPanel();
    QVERIFY(panel->chartData().title.contains(view->reports().at(1).hardwareName));
    QVERIFY(panel->exportButton()->isEnabled());
    QCOMPARE(panel->exportMenu()->actions().size(), 7); // six formats and a separator

    panel->setQuiet(true);
    QSignalSpy status(view.get(), &OwnershipView::statusMessage);
    const OwnershipTable table = ownershipTable(view->reports(), QLocale());
    for (const QString& name :
         {QStringLiteral("both.md"), QStringLiteral("both.json"), QStringLiteral("both.csv")}) {
        const QString path = m_dir.filePath(name);
        QVERIFY(panel->exportReportTo(path));
        QCOMPARE(readAll(path), ownershipExportBytes(table, *ownershipExportFormatForPath(path)));
    }
    QCOMPARE(status.size(), 3); // said in the main window's status bar
    const QString memo = QString::fromUtf8(readAll(m_dir.filePath(QStringLiteral("both.md"))));
    for (const OwnershipReport& report : view->reports()) {
        QVERIFY(memo.contains(QStringLiteral("### ") + report.hardwareName));
        for (const Assumption& assumption : report.assumptions)
            QVERIFY2(memo.contains(assumption.label), qPrintable(assumption.key));
    }
    const QString png = m_dir.filePath(QStringLiteral("both.png"));
    QVERIFY(panel->exportChartTo(png, QSize(800, 500), 1.0));
    QCOMPARE(QImage(png).size(), QSize(800, 500));
}

QTEST_MAIN(TstOwnershipViewExport)
#include "tst_ownershipview_export.moc"
