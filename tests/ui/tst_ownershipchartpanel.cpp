// The "Own or rent" view's chart and Export menu (ui/ownership/ownershipchartpanel.h): the chart of
// the reports shown, and each export writing what core's export and chart functions write.
#include "../core/ownershipfixtures.h"
#include "ownership/ownershipchartpanel.h"
#include "chart/ownershipcostchart.h"

#include <QAction>
#include <QFile>
#include <QMenu>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace chipatlas;
using namespace chipatlas::testing;

namespace {
QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}
} // namespace

class TstOwnershipChartPanel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init() { QLocale::setDefault(QLocale::c()); }
    void showsTheReportsChart();
    void exportMenuOffersEveryFormat();
    void exportsWriteWhatCoreWrites();
    void aFailedExportIsReported();
};

void TstOwnershipChartPanel::showsTheReportsChart() {
    OwnershipChartPanel panel;
    QVERIFY(!panel.exportButton()->isEnabled()); // nothing to export yet
    panel.setReports(CatalogSnapshot(), {boardReport(), rackReport()});
    QVERIFY(panel.exportButton()->isEnabled());
    QCOMPARE(panel.chart()->chartData().title,
             QStringLiteral("Own or rent: Eight-GPU board vs Seventy-two-GPU rack"));
    // Owning the board, its offer; the rack has no cost and no offer in an empty catalog.
    QCOMPARE(panel.chart()->lineSeries().size(), 2);
    QCOMPARE(panel.exportBaseName(), QStringLiteral("own-or-rent-board-8x-vs-rack-72x"));
}

void TstOwnershipChartPanel::exportMenuOffersEveryFormat() {
    OwnershipChartPanel panel;
    QStringList texts;
    for (const QAction* action : panel.exportMenu()->actions()) {
        if (!action->isSeparator())
            texts << action->text();
    }
    QCOMPARE(texts, (QStringList{
                        QStringLiteral("Report as CSV…"), QStringLiteral("Report as JSON…"),
                        QStringLiteral("Report as Markdown memo…"), QStringLiteral("Chart as PNG…"),
                        QStringLiteral("Chart as SVG…"), QStringLiteral("Chart points as CSV…")}));
}

void TstOwnershipChartPanel::exportsWriteWhatCoreWrites() {
    OwnershipChartPanel panel;
    panel.setQuiet(true);
    panel.setReports(CatalogSnapshot(), {boardReport()});
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QSignalSpy status(&panel, &OwnershipChartPanel::statusMessage);
    const OwnershipTable table = ownershipTable({boardReport()}, QLocale());
    for (const QString& name :
         {QStringLiteral("r.csv"), QStringLiteral("r.json"), QStringLiteral("r.md")}) {
        const QString path = dir.filePath(name);
        QVERIFY(panel.exportReportTo(path));
        QCOMPARE(readAll(path), ownershipExportBytes(table, *ownershipExportFormatForPath(path)));
    }
    QCOMPARE(status.last().at(0).toString(),
             QStringLiteral("Exported to %1").arg(dir.filePath(QStringLiteral("r.md"))));
    const QString md = QString::fromUtf8(readAll(dir.filePath(QStringLiteral("r.md"))));
    QVERIFY(md.contains(QStringLiteral("Uptime Institute Global Data Center Survey 2024")));

    const QString csv = dir.filePath(QStringLiteral("c.csv"));
    QVERIFY(panel.exportChartTo(csv));
    QCOMPARE(readAll(csv), ownershipChartToCsv(panel.chartData()));
    const QString png = dir.filePath(QStringLiteral("c.png"));
    QVERIFY(panel.exportChartTo(png, QSize(640, 400), 1.0));
    QCOMPARE(QImage(png).size(), QSize(640, 400));
    const QString svg = dir.filePath(QStringLiteral("c.svg"));
    QVERIFY(panel.exportChartTo(svg, QSize(640, 400), 1.0));
    QVERIFY(readAll(svg).contains("break-even 63.2 %"));
}

void TstOwnershipChartPanel::aFailedExportIsReported() {
    OwnershipChartPanel panel;
    panel.setQuiet(true);
    panel.setReports(CatalogSnapshot(), {boardReport()});
    QTemporaryDir dir;
    QSignalSpy status(&panel, &OwnershipChartPanel::statusMessage);
    const QString missing = dir.filePath(QStringLiteral("no-such-folder/r.md"));
    QVERIFY(!panel.exportReportTo(missing));
    QCOMPARE(status.last().at(0).toString(), QStringLiteral("Could not write %1").arg(missing));
    QVERIFY(!QFile::exists(missing));
}

QTEST_MAIN(TstOwnershipChartPanel)
#include "tst_ownershipchartpanel.moc"
