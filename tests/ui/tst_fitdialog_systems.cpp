// The model-fit calculator on systems: the systems' rows say whether a model fits in
// one scale-up domain, how many domains it needs and whether it crosses the scale-out network;
// the explain view shows the domain, the scale-up bandwidth per chip and the scale-out network;
// the cost per million tokens uses the cheapest offer unless the user picks another, and says
// which. On a temp catalog with the built-in chips, models, systems and offers.
#include "application/catalogsession.h"
#include "chart/chartpage.h"
#include "common/settings.h"
#include "compare/compareview.h"
#include "compare/comparisonmodel.h"
#include "domain/offerchoice.h"
#include "domain/systemfit.h"
#include "fit/fitdialog.h"
#include "fit/fitexplainview.h"
#include "fit/fitinputsbar.h"
#include "fit/fitproxymodel.h"
#include "fit/fittablemodel.h"
#include "fit/systemfittablemodel.h"
#include "guistartup.h"
#include "sessiontestdata.h"
#include "storage/catalog.h"
#include "window/mainwindow.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include <memory>

using namespace chipatlas;

namespace {
const QString kDeepSeek = QStringLiteral("deepseek-v3");
const QString kNvl72 = QStringLiteral("nvidia-gb200-nvl72");
const QString kDgxB200 = QStringLiteral("nvidia-dgx-b200");
const QString kH100 = QStringLiteral("nvidia-h100-sxm");

// The chips' fits arrive from the fit table's computation thread: a row is read once they are
// there (a change of input starts them over at once, so what is read is the newest inputs').
void waitForFits(const QTableView* view) {
    const auto* proxy = qobject_cast<const QSortFilterProxyModel*>(view->model());
    const auto* table = proxy ? qobject_cast<const FitTableModel*>(proxy->sourceModel()) : nullptr;
    if (table && table->isComputing())
        QSignalSpy(table, &FitTableModel::fitsComputed).wait(30'000);
}

QModelIndex rowIndex(const QTableView* view, const QString& id, int column) {
    waitForFits(view);
    const QAbstractItemModel* model = view->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, column);
        if (index.data(FitTableModel::ChipIdRole).toString() == id)
            return index;
    }
    return {};
}

QString cell(const QTableView* view, const QString& id, int column) {
    return rowIndex(view, id, column).data().toString();
}
} // namespace

class TstFitDialogSystems : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void fitsOneDomainOrNot();
    void explainShowsDomainAndScaleOut();
    void costWithPickedOffer();
    void systemCostUsesItsOffers();
    void costAtTheFewestChipsItFitsOn();
    void startUpOptions();

private:
    std::unique_ptr<FitDialog> openDialog();

    QTemporaryDir m_dir;
    std::unique_ptr<CatalogSession> m_session;
};

void TstFitDialogSystems::initTestCase() {
    QLocale::setDefault(QLocale::c());
    m_session = std::make_unique<CatalogSession>();
    const QString error =
        sessiontest::openTestSession(*m_session, m_dir, QStringLiteral("tst_fitdialog_systems"));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    m_session->reload();
    QTRY_VERIFY_WITH_TIMEOUT(m_session->snapshot().isLoaded(), 15000);
    QVERIFY(m_session->snapshot().system(kNvl72));
    QVERIFY(!m_session->snapshot().offers().isEmpty());
}

void TstFitDialogSystems::init() {
    Settings().clear();
}

std::unique_ptr<FitDialog> TstFitDialogSystems::openDialog() {
    auto dialog = std::make_unique<FitDialog>(m_session.get());
    dialog->restoreState(Settings());
    dialog->setSnapshot(m_session->snapshot());
    dialog->show();
    return dialog;
}

// DeepSeek V3 at BF16 (1.34 TB of weights) fits in the 72 GPUs of one NVL72 domain, not in the
// 8 of a DGX B200: two domains, across the InfiniBand scale-out network.
void TstFitDialogSystems::fitsOneDomainOrNot() {
    const auto dialog = openDialog();
    QVERIFY(dialog->selectModel(kDeepSeek));
    dialog->selectChip(kNvl72); // a system's id shows the systems' rows
    QVERIFY(dialog->showsSystems());
    QCOMPARE(dialog->currentSystemId(), kNvl72);
    const QTableView* view = dialog->systemTableView();
    QVERIFY(view->isVisible());
    QCOMPARE(view->model()->rowCount(), int(m_session->snapshot().systems().size()));

    QVERIFY(cell(view, kNvl72, SystemFitTableModel::FitsColumn).startsWith(QStringLiteral("✓")));
    QCOMPARE(cell(view, kNvl72, SystemFitTableModel::DomainColumn), QStringLiteral("72"));
    QCOMPARE(cell(view, kNvl72, SystemFitTableModel::DomainsNeededColumn), QStringLiteral("1"));
    QCOMPARE(cell(view, kNvl72, SystemFitTableModel::ScaleOutColumn), QStringLiteral("no"));

    QVERIFY(cell(view, kDgxB200, SystemFitTableModel::FitsColumn).startsWith(QStringLiteral("✗")));
    // The margin is one domain's: short, not the margin of the 16-chip instance it would need.
    QVERIFY(rowIndex(view, kDgxB200, SystemFitTableModel::FitsColumn)
                .data(FitTableBase::SortRole)
                .toDouble() < 0.0);
    QCOMPARE(cell(view, kDgxB200, SystemFitTableModel::DomainColumn), QStringLiteral("8"));
    QCOMPARE(cell(view, kDgxB200, SystemFitTableModel::DomainsNeededColumn), QStringLiteral("2"));
    QCOMPARE(cell(view, kDgxB200, SystemFitTableModel::ScaleOutColumn),
             QStringLiteral("crosses scale-out"));
    // A narrow column ends a text in an ellipsis, never mid-word ("crosse…le-out"), and the
    // tooltip has the whole text.
    QCOMPARE(view->textElideMode(), Qt::ElideRight);
    QVERIFY(rowIndex(view, kDgxB200, SystemFitTableModel::ScaleOutColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .startsWith(QStringLiteral("crosses scale-out")));
    QVERIFY(!rowIndex(view, kDgxB200, 0).data(FitTableModel::FitsRole).toBool());
    QVERIFY(rowIndex(view, kNvl72, 0).data(FitTableModel::FitsRole).toBool());

    // The same answer as core's, and the filter works on the systems' rows too.
    const System& dgx = *m_session->snapshot().system(kDgxB200);
    const SystemFit fit =
        computeSystemFit(*dialog->inputsBar()->model(), dgx,
                         *m_session->snapshot().chip(dgx.chipId), dialog->inputsBar()->inputs());
    QCOMPARE(fit.domainsNeeded, std::optional<int>(2));
    QVERIFY(fit.crossesScaleOut);
    QTest::keyClicks(dialog->filterEdit(), QStringLiteral("nvl72"));
    // The GB200, GB300 and Vera Rubin NVL72 racks and the Azure VM of an NVL72 rack.
    QCOMPARE(view->model()->rowCount(), 4);
}

void TstFitDialogSystems::explainShowsDomainAndScaleOut() {
    const auto dialog = openDialog();
    QVERIFY(dialog->selectModel(kDeepSeek));
    dialog->selectChip(kDgxB200);
    const FitExplainView* explain = dialog->explainView();
    // The title says why it does not fit: one instance (TP 8 x PP 2) needs two boards.
    QVERIFY2(explain->titleLabel()->text().contains(
                 QStringLiteral("one instance needs 16 chips, NVIDIA DGX B200 has 8 chips")),
             qPrintable(explain->titleLabel()->text()));
    const QString terms = explain->browser()->toPlainText();
    const System& dgx = *m_session->snapshot().system(kDgxB200);
    const SystemFit fit =
        computeSystemFit(*dialog->inputsBar()->model(), dgx,
                         *m_session->snapshot().chip(dgx.chipId), dialog->inputsBar()->inputs());
    QStringList keys;
    for (const FitTerm& term : fit.terms) {
        keys << term.key;
        QVERIFY2(terms.contains(term.label), qPrintable(term.label));
    }
    for (const char* key :
         {"domain_chips", "domains_needed", "scaleup_bw_per_chip_gbs", "scaleout_network"})
        QVERIFY2(keys.contains(QLatin1String(key)), key);
    // The network as published, and the scale-up bandwidth per chip beside it.
    QVERIFY(terms.contains(QStringLiteral("ConnectX-7")));
    QVERIFY(terms.contains(QStringLiteral("1,800")));
    QVERIFY(explain->maxContextLabel()->text().contains(QStringLiteral("16 chips")));

    // One domain holds it: no scale-out term.
    dialog->selectChip(kNvl72);
    QVERIFY(!explain->browser()->toPlainText().contains(QStringLiteral("ConnectX-7")));
}

// The H100's cost at a measured rate: the cheapest current offer by default, the picked one
// after a pick, and the note names the offer.
void TstFitDialogSystems::costWithPickedOffer() {
    const auto dialog = openDialog();
    QVERIFY(dialog->selectModel(QStringLiteral("llama-3.1-8b")));
    dialog->inputsBar()->setMeasuredTokensPerSecond(10'000.0);
    dialog->selectChip(kH100);
    QVERIFY(!dialog->showsSystems());
    const FitPricing& pricing = dialog->tableModel()->pricing();
    const QList<PriceOption> options = pricing.chipOptions(kH100);
    QVERIFY(options.size() >= 2);
    const PriceOption cheapest = options.constFirst();
    const PriceOption dearest = options.constLast();
    QVERIFY(cheapest.usdPerChipHour < dearest.usdPerChipHour);
    QCOMPARE(dialog->offerBox()->count(), options.size());
    QCOMPARE(dialog->offerBox()->currentText(), cheapest.label);

    const QModelIndex cost =
        rowIndex(dialog->tableView(), kH100, FitTableModel::MeasuredCostColumn);
    QCOMPARE(cost.data(FitTableModel::SortRole).toDouble(),
             costPerMillionTokens(cheapest.usdPerChipHour, 1, 10'000.0));
    QVERIFY(
        dialog->priceUsedLabel()->text().contains(priceOptionUsedText(cheapest, options, false)));

    // Pick the dearest: the cost follows and says so.
    const int dearestIndex = dialog->offerBox()->findText(dearest.label);
    QVERIFY(dearestIndex >= 0);
    dialog->offerBox()->setCurrentIndex(dearestIndex);
    Q_EMIT dialog->offerBox()->activated(dearestIndex);
    QCOMPARE(cost.data(FitTableModel::SortRole).toDouble(),
             costPerMillionTokens(dearest.usdPerChipHour, 1, 10'000.0));
    QVERIFY(dialog->priceUsedLabel()->text().contains(priceOptionUsedText(dearest, options, true)));
    QCOMPARE(cell(dialog->tableView(), kH100, FitTableModel::PriceColumn).toDouble(),
             dearest.usdPerChipHour);
}

// A system's cost counts one domain's chips at the system's own offer (AWS trn1.32xlarge's 16
// Trainium chips, rented as trn1.32xlarge).
void TstFitDialogSystems::systemCostUsesItsOffers() {
    const auto dialog = openDialog();
    QVERIFY(dialog->selectModel(QStringLiteral("llama-3.1-8b")));
    dialog->inputsBar()->setMeasuredTokensPerSecond(10'000.0);
    const QString board = QStringLiteral("aws-trn1-32xlarge");
    dialog->selectChip(board);
    const System& system = *m_session->snapshot().system(board);
    const QList<PriceOption> options = dialog->systemTableModel()->pricing().systemOptions(system);
    QVERIFY(!options.isEmpty());
    QCOMPARE(dialog->offerBox()->count(), options.size());
    const QModelIndex cost =
        rowIndex(dialog->systemTableView(), board, SystemFitTableModel::MeasuredCostColumn);
    QCOMPARE(cost.data(FitTableModel::SortRole).toDouble(),
             costPerMillionTokens(options.constFirst().usdPerChipHour, 16, 10'000.0));
    QVERIFY(dialog->priceUsedLabel()->text().contains(
        options.constFirst().label.section(QLatin1Char(','), 0, 0)));
}

// Llama 3.1 70B at FP8 needs 84.2 GB (70.55 GB weights + 2.68 GB KV cache + 15%): one 80 GB H100
// is 4.2 GB short, TP 2 holds it. Typed 1 chip, the cost is computed at 2 and says so, as
// `chipatlas-cli fit --chip nvidia-h100-sxm --precision fp8 --measured-tps 1000` does.
void TstFitDialogSystems::costAtTheFewestChipsItFitsOn() {
    const auto dialog = openDialog();
    QVERIFY(dialog->selectModel(QStringLiteral("llama-3.1-70b")));
    FitInputs inputs = kFitDefaults;
    inputs.weights.format = WeightPrecision::Format::FP8;
    dialog->inputsBar()->setInputs(inputs);
    dialog->inputsBar()->setMeasuredTokensPerSecond(1000.0);
    dialog->selectChip(kH100);
    const QList<PriceOption> options = dialog->tableModel()->pricing().chipOptions(kH100);
    QVERIFY(!options.isEmpty());
    const double perChipHour = options.constFirst().usdPerChipHour;
    const QModelIndex measured =
        rowIndex(dialog->tableView(), kH100, FitTableModel::MeasuredCostColumn);
    QTRY_COMPARE(measured.data(FitTableModel::SortRole).toDouble(),
                 costPerMillionTokens(perChipHour, 2, 1000.0));
    QVERIFY2(
        measured.data().toString().endsWith(QStringLiteral(" at 2 chips, the fewest it fits on")),
        qPrintable(measured.data().toString()));
    // At the bound: the decode bound of the 2 chips it fits on.
    FitInputs two = inputs;
    two.chips = 2;
    const FitResult atTwo =
        computeFit(*dialog->inputsBar()->model(), *m_session->snapshot().chip(kH100), two);
    const QModelIndex bound = rowIndex(dialog->tableView(), kH100, FitTableModel::CostColumn);
    QCOMPARE(bound.data(FitTableModel::SortRole).toDouble(),
             costPerMillionTokens(perChipHour, 2, *atTwo.decodeTokensPerSecondAggregate));
    QVERIFY(bound.data().toString().contains(QStringLiteral("at 2 chips, the fewest it fits on")));
}

// --fit MODEL --select SYSTEM_ID opens the calculator on the system's row; --compare takes
// system ids (main() resolves them to the compare view's "system:ID" form); --chart-systems
// plots the systems.
void TstFitDialogSystems::startUpOptions() {
    const GuiCommandLine line =
        parseGuiCommandLine({QStringLiteral("chipatlas"), QStringLiteral("--fit"), kDeepSeek,
                             QStringLiteral("--select"), kNvl72, QStringLiteral("--compare"),
                             QStringLiteral("aws-trn3-ultraserver-gen2,nvidia-gb200-nvl72"),
                             QStringLiteral("--chart-systems")});
    QCOMPARE(int(line.action), int(GuiCommandLine::Action::Run));
    QVERIFY(line.view.chart);
    QCOMPARE(line.view.chart->showSystems, std::optional<bool>(true));
    ViewOptions view = line.view;
    StorageError error;
    const std::unique_ptr<Catalog> catalog =
        Catalog::open(m_dir.filePath(QStringLiteral("c.sqlite")), &error);
    QVERIFY2(catalog, qPrintable(error.message));
    QStringList unknown;
    view.compareIds = resolveCompareIds(*catalog, view.compareIds, &unknown, &error);
    QVERIFY(unknown.isEmpty());
    QCOMPARE(view.compareIds, (QStringList{QStringLiteral("system:aws-trn3-ultraserver-gen2"),
                                           QStringLiteral("system:nvidia-gb200-nvl72")}));

    MainWindow window(m_session.get(), view);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.chartPage()->showSystems());
    QTRY_COMPARE(window.compareView()->model()->entryCount(), 2);
    QTRY_VERIFY_WITH_TIMEOUT(window.fitDialog() && window.fitDialog()->hasCatalog(), 10000);
    FitDialog* dialog = window.fitDialog();
    QTRY_COMPARE(dialog->currentSystemId(), kNvl72);
    QVERIFY(dialog->showsSystems());
    QVERIFY(dialog->explainView()->titleLabel()->text().contains(QStringLiteral("NVL72")));
}

QTEST_MAIN(TstFitDialogSystems)
#include "tst_fitdialog_systems.moc"
