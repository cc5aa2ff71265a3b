// Measured results in the details pane and the results dialog: a system's and a chip's results
// listed with what ran, how fast per chip, whose claim and the source, bounded to the first
// entries and a count; a figure measurement beside the published figure; the "Record my own
// run..." link; the dialog's new run (the user's own, dated today), what it returns, and core's
// validation shown at the field at fault.
#include "application/resultrules.h"
#include "details/detailspane.h"
#include "details/resultshtml.h"
#include "editing/resulteditdialog.h"
#include "resulttestdata.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>

using namespace chipatlas;
using namespace chipatlas::resulttestdata;

class TstResultDetails : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void systemDetailsListItsResults();
    void chipDetailsListResultsOnItAndItsSystems();
    void figureMeasurementBesideThePublishedFigure();
    void efficiencyAndTheAboveBoundFlag();
    void boundedToTheFirstResults();
    void recordLinkAsksForTheHardware();
    void newRunIsTheUsersOwn();
    void dialogReturnsTheResult();
    void dialogRefusesAtTheField();
};

namespace {
QString plain(const QString& html) {
    QTextDocument document;
    document.setHtml(html);
    return document.toPlainText();
}

ResultEditDialog::Setup setupFor(ResultEditDialog::Mode mode, const Result& result) {
    ResultEditDialog::Setup setup;
    setup.mode = mode;
    setup.result = result;
    setup.snapshot = snapshot();
    setup.idTaken = [](const QString& id) { return id == kMlperf; };
    setup.today = QDate(2026, 12, 5);
    return setup;
}
} // namespace

void TstResultDetails::systemDetailsListItsResults() {
    DetailsPane pane;
    pane.setSnapshot(snapshot());
    const System system = board();
    pane.setSystem(&system);
    const QString text = pane.browser()->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("Measured results")), qPrintable(text));
    // What ran, how many of what, the scenario; the throughput per chip worked out from the
    // total; whose claim.
    QVERIFY2(text.contains(QStringLiteral("llama-3.1-405b · NVIDIA HGX H200 8-GPU · offline")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("58 tok/s per chip")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("463 tok/s in total")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("vendor's claim")), qPrintable(text));
    // The source is a link.
    QVERIFY(pane.browser()->toHtml().contains(
        QStringLiteral("href=\"https://3acesnews.com/nvidia-enhances-llama-3-1-405b")));
    // Results on the chip alone are not the board's.
    QVERIFY2(!text.contains(QStringLiteral("audited")), qPrintable(text));
}

void TstResultDetails::chipDetailsListResultsOnItAndItsSystems() {
    const CatalogSnapshot catalog = snapshot();
    DetailsPane pane;
    pane.setSnapshot(catalog);
    pane.setChip(catalog.chip(kH200));
    const QString text = pane.browser()->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("Llama 2 70B · 8 x NVIDIA H200 SXM · offline")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("4,374 tok/s per chip")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("audited: MLPerf v5.0")), qPrintable(text));
    // The board of H200s: its result is one of the H200's too.
    QVERIFY2(text.contains(QStringLiteral("NVIDIA HGX H200 8-GPU · offline")), qPrintable(text));
    // The MI300X's independent point is not.
    QVERIFY2(!text.contains(QStringLiteral("fixed concurrency 64")), qPrintable(text));
    pane.setChip(catalog.chip(kMi300x));
    const QString amd = pane.browser()->toPlainText();
    QVERIFY2(amd.contains(QStringLiteral("229 tok/s per chip")), qPrintable(amd));
    QVERIFY2(amd.contains(QStringLiteral("independent measurement")), qPrintable(amd));
    QVERIFY2(!amd.contains(QStringLiteral("vendor's claim")), qPrintable(amd));
}

void TstResultDetails::figureMeasurementBesideThePublishedFigure() {
    const CatalogSnapshot catalog = snapshot();
    const QString text = plain(
        resultshtml::sectionHtml({catalog.result(kGemm)}, kH200, catalog, QApplication::palette()));
    QVERIFY2(text.contains(QStringLiteral("1,453.4 TFLOPS measured")), qPrintable(text));
    // NVIDIA's datasheet: 1,979 TFLOPS of dense FP8, shown in its own scale.
    QVERIFY2(text.contains(QStringLiteral("published: 1.979 PFLOPS")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("73% of the published figure")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("float8_e4m3fn · M=1280, N=4096, K=12032")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("independent measurement")), qPrintable(text));
}

void TstResultDetails::efficiencyAndTheAboveBoundFlag() {
    const CatalogSnapshot catalog = realSnapshot();
    DetailsPane pane;
    pane.setSnapshot(catalog);
    pane.setChip(catalog.chip(kH200));
    const QString text = pane.browser()->toPlainText();
    // The audited result: its efficiency against the bound that binds.
    const ResultBound bound = resultBound(catalog, mlperf());
    QVERIFY(bound.efficiency && *bound.efficiency < 1.0);
    const QString efficiency =
        QStringLiteral("%1% of its bound (%2")
            .arg(QLocale().toString(*bound.efficiency * 100, 'f', 0), decodeLimitText(bound.limit));
    QVERIFY2(text.contains(efficiency), qPrintable(text));
    // The one ten times too fast: flagged, never hidden.
    QVERIFY2(text.contains(QStringLiteral("of its bound")) && text.contains(aboveBoundText()),
             qPrintable(text));
    // The matmul: its fraction of the published FP8 figure.
    QVERIFY2(text.contains(QStringLiteral("% of the published figure")), qPrintable(text));
}

void TstResultDetails::boundedToTheFirstResults() {
    QList<Result> many;
    for (int i = 0; i < 12; ++i) {
        Result result = sweep();
        result.id = QStringLiteral("sweep-%1").arg(i, 2, 10, QLatin1Char('0'));
        result.concurrency = i + 1;
        result.date = QDate(2025, 1, 1).addDays(i);
        many.append(result);
    }
    const CatalogSnapshot catalog = snapshot(many);
    const QString text =
        plain(resultshtml::sectionHtml(resultshtml::resultsForChip(kMi300x, catalog), kMi300x,
                                       catalog, QApplication::palette(), 8));
    // The eight newest, then how many more.
    QVERIFY2(text.contains(QStringLiteral("fixed concurrency 12")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("fixed concurrency 5\n")) ||
                 text.contains(QStringLiteral("fixed concurrency 5")),
             qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("fixed concurrency 4")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("and 4 more in the Results table")), qPrintable(text));
}

void TstResultDetails::recordLinkAsksForTheHardware() {
    DetailsPane pane;
    pane.setSnapshot(snapshot());
    const System system = board();
    pane.setSystem(&system);
    QVERIFY(pane.browser()->toPlainText().contains(QStringLiteral("Record my own run...")));
    QSignalSpy asked(&pane, &DetailsPane::recordResultRequested);
    Q_EMIT pane.browser()->anchorClicked(resultshtml::recordResultUrl(kBoard));
    QCOMPARE(asked.count(), 1);
    QCOMPARE(asked.first().first().toString(), kBoard);
}

void TstResultDetails::newRunIsTheUsersOwn() {
    const Result run = ResultEditDialog::newRun(kH200, QDate(2026, 12, 5),
                                                QDateTime(QDate(2026, 12, 5), QTime(6, 7, 8)));
    QCOMPARE(run.claim, ClaimKind::Own);
    QCOMPARE(run.date, QDate(2026, 12, 5));
    QCOMPARE(run.hardwareId, kH200);
    QCOMPARE(run.id, QStringLiteral("own-run-20261205-060708"));
    ResultEditDialog dialog(setupFor(ResultEditDialog::Mode::New, run));
    auto* claim = qobject_cast<QComboBox*>(dialog.fieldWidget(ResultField::ClaimKind));
    QVERIFY(claim);
    QCOMPARE(claim->currentData().toString(), QStringLiteral("own"));
    QCOMPARE(dialog.fieldText(ResultField::Hardware), kH200);
    QCOMPARE(dialog.fieldText(ResultField::Date), QStringLiteral("2026-12-05"));
}

void TstResultDetails::dialogReturnsTheResult() {
    ResultEditDialog dialog(setupFor(ResultEditDialog::Mode::Edit, sweep()));
    QCOMPARE(dialog.result(), sweep());
    QVERIFY(dialog.idEdit()->isReadOnly());
    QCOMPARE(dialog.fieldText(ResultField::Model), kLlama); // the catalog model's id
    dialog.setFieldText(ResultField::TokensPerSPerChip, QStringLiteral("1600"));
    dialog.setFieldText(ResultField::Model, QStringLiteral("Mixtral 8x7B"));
    const Result edited = dialog.result();
    QCOMPARE(edited.tokensPerSPerChip, std::optional(1600.0));
    QCOMPARE(edited.model, QStringLiteral("Mixtral 8x7B"));
    QVERIFY(dialog.validationErrors().isEmpty());
    QSignalSpy accepted(&dialog, &QDialog::accepted);
    dialog.accept();
    QCOMPARE(accepted.count(), 1);
}

void TstResultDetails::dialogRefusesAtTheField() {
    Result run = ResultEditDialog::newRun(kH200, QDate(2026, 12, 5));
    ResultEditDialog dialog(setupFor(ResultEditDialog::Mode::New, run));
    dialog.setFieldText(ResultField::Model, kLlama);
    dialog.setFieldText(ResultField::Scenario, QStringLiteral("offline"));
    dialog.setFieldText(ResultField::Source, QStringLiteral("my notebook"));
    // A throughput that is not a number: named as the files name it, marked at its field.
    dialog.setFieldText(ResultField::TokensPerS, QStringLiteral("fast"));
    QSignalSpy accepted(&dialog, &QDialog::accepted);
    dialog.accept();
    QCOMPARE(accepted.count(), 0);
    QVERIFY2(dialog.errorLabel()->text().contains(QStringLiteral("(tokens_per_s)")),
             qPrintable(dialog.errorLabel()->text()));
    QCOMPARE(dialog.markedKeys(), QStringList{QStringLiteral("tokens_per_s")});
    // A number now, but the id taken and no problem left otherwise.
    dialog.setFieldText(ResultField::TokensPerS, QStringLiteral("2400"));
    dialog.idEdit()->setText(kMlperf);
    QCOMPARE(dialog.markedKeys(), QStringList{QStringLiteral("id")});
    dialog.idEdit()->setText(QStringLiteral("my-first-run"));
    QVERIFY2(dialog.validationErrors().isEmpty(),
             qPrintable(dialog.validationErrors().join(QLatin1Char('\n'))));
    dialog.accept();
    QCOMPARE(accepted.count(), 1);
    QCOMPARE(dialog.result().tokensPerS, std::optional(2400.0));
    QCOMPARE(dialog.result().claim, ClaimKind::Own);
}

QTEST_MAIN(TstResultDetails)
#include "tst_resultdetails.moc"
