// The "Price history" view on a temp catalog with the built-in chips, systems and offers: it
// draws core's priceHistory() of the offer, chip or system asked for, lists the prices it does
// not draw, exports what `chipatlas-cli chart --prices` writes, says so for an unknown id, and is
// reached from the start-up option, both tables' context menus and the details pane (its button
// and each offer's link).
#include "application/catalogsession.h"
#include "application/pricehistory.h"
#include "chart/pricehistorychart.h"
#include "chart/pricehistoryview.h"
#include "common/settings.h"
#include "details/detailspane.h"
#include "details/offershtml.h"
#include "guistartup.h"
#include "sessiontestdata.h"
#include "table/catalogtablepage.h"
#include "table/systemtablesection.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QFile>
#include <QGraphicsSimpleTextItem>
#include <QImage>
#include <QLabel>
#include <QLineSeries>
#include <QScatterSeries>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>

#include <memory>

using namespace chipatlas;

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");
const QString kTrn1 = QStringLiteral("aws-trn1-32xlarge");
const QString kTrn1OnDemand = QStringLiteral("aws-us-east-1-trn1.32xlarge-on-demand");

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}
} // namespace

class TstPriceHistoryView : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init() { Settings().clear(); }
    void drawsEveryDatedOfferOfAChip();
    void exportsWhatTheCommandLineWrites();
    void anUnknownIdSaysSo();
    void startUpOption();
    void entryPoints();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<CatalogSession> m_session;
};

void TstPriceHistoryView::initTestCase() {
    QLocale::setDefault(QLocale::c());
    m_session = std::make_unique<CatalogSession>();
    const QString error =
        sessiontest::openTestSession(*m_session, m_dir, QStringLiteral("tst_pricehistoryview"));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    m_session->reload();
    QTRY_VERIFY_WITH_TIMEOUT(m_session->snapshot().isLoaded() && m_session->snapshot().isComplete(),
                             15000);
}

// The H100 SXM: seven offers rent it, two with a dated price (AWS p5.48xlarge, GMI Cloud): two
// step lines, GMI Cloud's $2.00 ringed and labelled, the five undated prices listed below.
void TstPriceHistoryView::drawsEveryDatedOfferOfAChip() {
    PriceHistoryView view(m_session.get());
    view.show();
    QVERIFY2(view.showHistory(kH100), qPrintable(view.notesLabel()->text()));
    QVERIFY(view.history());
    QCOMPARE(view.windowTitle(), QStringLiteral("Price history: NVIDIA H100 SXM"));
    QCOMPARE(view.chart()->stepLines().size(), 2);
    QCOMPARE(view.chart()->stepLines().at(0)->name(),
             QStringLiteral("AWS p5.48xlarge on-demand, us-east-1"));
    QCOMPARE(view.chart()->stepLines().at(1)->name(),
             QStringLiteral("GMI Cloud H100 SXM5 on-demand"));
    // GMI Cloud's line: $2.00 per chip-hour from 2026-05-28 on.
    QCOMPARE(view.chart()->stepLines().at(1)->at(0).y(), 2.0);
    QVERIFY(view.chart()->cheapestMarker());
    QCOMPARE(view.chart()->cheapestMarker()->at(0).y(), 2.0);
    QVERIFY(view.chart()->cheapestLabel());
    QCOMPARE(
        view.chart()->cheapestLabel()->text(),
        QStringLiteral("cheapest current: $2.00 per chip-hour, GMI Cloud H100 SXM5 on-demand"));
    const QString notes = view.notesLabel()->text();
    QVERIFY2(notes.contains(QStringLiteral("Not drawn (no date):")), qPrintable(notes));
    QVERIFY2(notes.contains(QStringLiteral("RunPod 8x H100 SXM (Secure Cloud) on-demand: $2.79 "
                                           "per chip-hour")),
             qPrintable(notes));
    QCOMPARE(notes.count(QStringLiteral("listed, not drawn")), 5);
    QVERIFY(view.exportButton()->isEnabled());
}

// Export writes core's CSV of the history shown (the text `chart --prices ID --out x.csv`
// writes), and a PNG of the chart at the size asked for.
void TstPriceHistoryView::exportsWhatTheCommandLineWrites() {
    PriceHistoryView view(m_session.get());
    view.setQuiet(true);
    QVERIFY2(view.showHistory(kTrn1OnDemand), qPrintable(view.notesLabel()->text()));
    QCOMPARE(view.history()->subject, PriceHistory::Subject::Offer);
    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("prices.csv"));
    QVERIFY(view.exportTo(csv));
    QCOMPARE(readAll(csv), priceHistoryToCsv(*view.history()));
    QVERIFY(readAll(csv).contains("\"aws-us-east-1-trn1.32xlarge-on-demand\",\"aws-trn1-32xlarge\","
                                  "\"on_demand\",\"2025-12-21\",\"file header; vantage data\","
                                  "\"1.34375\",\"21.5\",\"16\",\"USD\",\"yes\",\"yes\","));
    const QString png = dir.filePath(QStringLiteral("prices.png"));
    QVERIFY(view.exportTo(png, QSize(800, 500), 1.0));
    const QImage image(png);
    QCOMPARE(image.size(), QSize(800, 500));
    // A folder is not a file: refused, and the status bar says so.
    QVERIFY(!view.exportTo(dir.path() + QStringLiteral("/")));
}

void TstPriceHistoryView::anUnknownIdSaysSo() {
    PriceHistoryView view(m_session.get());
    QVERIFY(!view.showHistory(QStringLiteral("no-such-offer")));
    QVERIFY(!view.history());
    QCOMPARE(view.notesLabel()->text(),
             QStringLiteral("no offer, chip or system has the id \"no-such-offer\""));
    QVERIFY(!view.exportButton()->isEnabled());
    QVERIFY(view.chart()->stepLines().isEmpty());
}

// --price-history ID: parsed, refused when empty, and the window opens the view on it.
void TstPriceHistoryView::startUpOption() {
    const auto parse = [](const QStringList& options) {
        return parseGuiCommandLine(QStringList{QStringLiteral("chipatlas")} + options);
    };
    GuiCommandLine line = parse({QStringLiteral("--price-history"), kTrn1});
    QCOMPARE(line.action, GuiCommandLine::Action::Run);
    QCOMPARE(line.view.priceHistoryId, kTrn1);
    line = parse({QStringLiteral("--price-history"), QStringLiteral(" ")});
    QCOMPARE(line.action, GuiCommandLine::Action::Error);
    QVERIFY(line.message.contains(QStringLiteral("--price-history")));
    QVERIFY(parse({QStringLiteral("--help")}).message.contains(QStringLiteral("--price-history")));

    ViewOptions options;
    options.priceHistoryId = kTrn1;
    MainWindow window(m_session.get(), options);
    window.show();
    QTRY_VERIFY_WITH_TIMEOUT(window.priceHistoryView() && window.priceHistoryView()->isVisible(),
                             10000);
    QCOMPARE(window.priceHistoryView()->id(), kTrn1);
    QTRY_VERIFY(window.priceHistoryView()->history());
    QCOMPARE(window.priceHistoryView()->windowTitle(),
             QStringLiteral("Price history: AWS EC2 trn1.32xlarge"));
}

// Both tables' context menus (and Tools) hold "Price history...", on the selected chip or
// system; the details pane's button shows the entry shown, each offer's link that offer.
void TstPriceHistoryView::entryPoints() {
    MainWindow window(m_session.get());
    window.show();
    QTRY_VERIFY_WITH_TIMEOUT(m_session->snapshot().isLoaded(), 10000);
    QAction* action = window.priceHistoryAction();
    QVERIFY(action);
    QVERIFY(window.tablePage()->tableView()->actions().contains(action));
    QVERIFY(window.tablePage()->systemSection()->tableView()->actions().contains(action));

    window.detailsPane()->setSystem(m_session->snapshot().system(kTrn1));
    QToolButton* button = window.detailsPane()->priceHistoryButton();
    QVERIFY(button->isVisibleTo(&window));
    button->click();
    QVERIFY(window.priceHistoryView());
    QVERIFY(window.priceHistoryView()->isVisible());
    QCOMPARE(window.priceHistoryView()->id(), kTrn1);
    QCOMPARE(window.priceHistoryView()->history()->subject, PriceHistory::Subject::System);

    // The offers section links each offer's history.
    const CatalogSnapshot snapshot = m_session->snapshot();
    const QString html =
        offershtml::sectionHtml(snapshot.offerIndex().forSystem(*snapshot.system(kTrn1)), kTrn1,
                                QDate::currentDate(), window.palette());
    QVERIFY2(html.contains(offershtml::priceHistoryUrl(kTrn1OnDemand).toString()),
             qPrintable(html));
    Q_EMIT window.detailsPane()->browser()->anchorClicked(
        offershtml::priceHistoryUrl(kTrn1OnDemand));
    QCOMPARE(window.priceHistoryView()->id(), kTrn1OnDemand);
    QCOMPARE(window.priceHistoryView()->history()->subject, PriceHistory::Subject::Offer);
}

QTEST_MAIN(TstPriceHistoryView)
#include "tst_pricehistoryview.moc"
