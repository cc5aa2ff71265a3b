// Drives the model-fit dialog offscreen on a temp catalog with the 34 built-in chips: inputs,
// the H100 row, the explain pane, the inverse, a price stored through the dialog; the details
// pane's "what fits" section; the start-up options.
#include "application/catalogsession.h"
#include "common/settings.h"
#include "details/detailspane.h"
#include "details/whatfits.h"
#include "fit/custommodelwidget.h"
#include "fit/fitdialog.h"
#include "fit/fitexplainview.h"
#include "fit/fitinputsbar.h"
#include "fit/fitproxymodel.h"
#include "fit/fittablemodel.h"
#include "fit/priceeditdialog.h"
#include "guistartup.h"
#include "storage/catalog.h"
#include "window/mainwindow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include <memory>

using namespace chipatlas;

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");
const QString kLlama70 = QStringLiteral("llama-3.1-70b");
const QString kNoOffers = QStringLiteral("amd-mi300x");

// The chips' fits arrive from the fit table's computation thread: a row is read once they are
// there (a change of input starts them over at once, so what is read is the newest inputs').
void waitForFits(const QTableView* view) {
    const auto* proxy = qobject_cast<const QSortFilterProxyModel*>(view->model());
    const auto* table = proxy ? qobject_cast<const FitTableModel*>(proxy->sourceModel()) : nullptr;
    if (table && table->isComputing())
        QSignalSpy(table, &FitTableModel::fitsComputed).wait(30'000);
}

QModelIndex rowIndex(const FitDialog& dialog, const QString& chipId, int column) {
    waitForFits(dialog.tableView());
    const QAbstractItemModel* model = dialog.tableView()->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, column);
        if (index.data(FitTableModel::ChipIdRole).toString() == chipId)
            return index;
    }
    return {};
}

QString cell(const FitDialog& dialog, const QString& chipId, int column) {
    return rowIndex(dialog, chipId, column).data().toString();
}
} // namespace

class TstFitDialog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void h100AndLlama70b();
    void customModelMatchesCatalogModel();
    void explainAndInverse();
    void setPriceThroughDialog();
    void priceValidationNamesField();
    void remembersInputs();
    void memoryBudget();
    void detailsPaneWhatFits();
    void startUpOptions();
    void commandLine();
    void summaryCountsHaveGroupSeparators();

private:
    std::unique_ptr<FitDialog> openDialog();

    QTemporaryDir m_dir;
    QString m_catalogPath;
    std::unique_ptr<CatalogSession> m_session; // the GUI's connection, as main() opens it
    std::unique_ptr<Catalog> m_catalog;        // a second one, to check what was stored
    QList<Chip> m_chips;
    QList<LlmModel> m_models;
};

void TstFitDialog::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
    QCoreApplication::setOrganizationName(QStringLiteral("ChipAtlas"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_fitdialog"));
    QVERIFY(m_dir.isValid());
    m_catalogPath = m_dir.filePath(QStringLiteral("catalog.sqlite"));
    StorageError error;
    m_session = std::make_unique<CatalogSession>();
    QVERIFY2(m_session->open(guiCatalogConnection(m_catalogPath), &error),
             qPrintable(error.message));
    m_catalog = Catalog::open(m_catalogPath, &error);
    QVERIFY2(m_catalog, qPrintable(error.message));
    m_chips = m_catalog->chips().all(&error);
    m_models = m_catalog->models().all(&error);
    QCOMPARE(m_chips.size(), 34);
    QCOMPARE(m_models.size(), 27);
}

void TstFitDialog::init() {
    Settings().clear();
}

std::unique_ptr<FitDialog> TstFitDialog::openDialog() {
    auto dialog = std::make_unique<FitDialog>(m_session.get());
    dialog->restoreState(Settings());
    StorageError error;
    dialog->setCatalog(m_chips, m_models, m_catalog->prices().all(&error));
    dialog->show();
    return dialog;
}

void TstFitDialog::h100AndLlama70b() {
    const auto dialog = openDialog();
    QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
    FitInputsBar* inputs = dialog->inputsBar();
    QVERIFY(dialog->selectModel(kLlama70));
    QCOMPARE(inputs->modelCombo()->currentText(), QStringLiteral("Llama 3.1 70B"));
    inputs->precisionCombo()->setCurrentIndex(
        inputs->precisionCombo()->findData(int(WeightPrecision::Format::BF16)));
    inputs->contextSpin()->setValue(8192);
    QCOMPARE(dialog->tableView()->model()->rowCount(), 34);

    // 141.1 GB weights + 2.7 GB KV + 15% = 165.4 GB: more than two 80 GB chips.
    const Chip* h100 = &m_chips.at(dialog->tableModel()->rowForId(kH100));
    QVERIFY(inputs->model());
    QCOMPARE(inputs->model()->id(), kLlama70);
    const FitResult expected = computeFit(*inputs->model(), *h100, inputs->inputs());
    QVERIFY(!expected.fits);
    QCOMPARE(expected.chipsNeeded.value_or(-1), 3);
    QVERIFY(
        cell(*dialog, kH100, FitTableModel::FitsColumn).contains(QLatin1String("does not fit")));
    QVERIFY(cell(*dialog, kH100, FitTableModel::FitsColumn)
                .contains(QStringLiteral("\u221285.4\u00a0GB")));
    QCOMPARE(cell(*dialog, kH100, FitTableModel::ChipsNeededColumn), QStringLiteral("3"));
    QCOMPARE(cell(*dialog, kH100, FitTableModel::TotalColumn), QStringLiteral("165.4"));

    // INT4: 35.3 GB of weights fit on one H100.
    inputs->precisionCombo()->setCurrentIndex(
        inputs->precisionCombo()->findData(int(WeightPrecision::Format::INT4)));
    QVERIFY(
        cell(*dialog, kH100, FitTableModel::FitsColumn).startsWith(QStringLiteral("\u2713 fits")));
    QCOMPARE(cell(*dialog, kH100, FitTableModel::ChipsNeededColumn), QStringLiteral("1"));

    // Two chips at BF16: still short (165.4 GB against 160 GB).
    inputs->precisionCombo()->setCurrentIndex(
        inputs->precisionCombo()->findData(int(WeightPrecision::Format::BF16)));
    inputs->chipsSpin()->setValue(2);
    QVERIFY(
        cell(*dialog, kH100, FitTableModel::FitsColumn).contains(QLatin1String("does not fit")));
    // No throughput bound on chips that do not hold it, the reason instead (docs/MODEL-FIT.md
    // section 5): not a bound for 2 chips that assumes it fits.
    for (const int column : {FitTableModel::DecodeColumn, FitTableModel::AggregateColumn,
                             FitTableModel::DecodeLimitColumn, FitTableModel::PrefillColumn})
        QCOMPARE(cell(*dialog, kH100, column),
                 QStringLiteral("does not fit on 2 chips: needs 3 chips"));
    inputs->chipsSpin()->setValue(3);
    QVERIFY(cell(*dialog, kH100, FitTableModel::FitsColumn).contains(QLatin1String("fits")));

    // The filter narrows the table by the chip table's rule: name, vendor, family or id. The
    // three H100s, and the H200 of the same family, "Hopper (GH100)".
    QTest::keyClicks(dialog->filterEdit(), QStringLiteral("h100"));
    QCOMPARE(dialog->tableView()->model()->rowCount(), 4);
}

void TstFitDialog::customModelMatchesCatalogModel() {
    const auto dialog = openDialog();
    QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
    FitInputsBar* inputs = dialog->inputsBar();
    CustomModelWidget* custom = inputs->customModelWidget();
    QVERIFY(dialog->selectModel(kLlama70));
    QVERIFY(!custom->isVisible());
    const QStringList catalogCells{cell(*dialog, kH100, FitTableModel::TotalColumn),
                                   cell(*dialog, kH100, FitTableModel::FitsColumn),
                                   cell(*dialog, kH100, FitTableModel::ChipsNeededColumn)};
    QCOMPARE(catalogCells.constFirst(), QStringLiteral("165.4"));

    // The last entry; it starts from the catalog model chosen before.
    QComboBox* combo = inputs->modelCombo();
    QCOMPARE(combo->itemText(combo->count() - 1), QStringLiteral("Custom model…"));
    combo->setCurrentIndex(combo->count() - 1);
    QVERIFY(custom->isVisible());
    QCOMPARE(inputs->modelId(), QStringLiteral("custom"));
    QVERIFY(inputs->model());
    QCOMPARE(inputs->model()->id(), QStringLiteral("custom"));

    // Llama 3.1 70B's shape typed by hand, starting from other values.
    custom->paramsSpin()->setValue(7.0);
    custom->layersSpin()->setValue(32);
    QCOMPARE(cell(*dialog, kH100, FitTableModel::ChipsNeededColumn), QStringLiteral("1"));
    custom->paramsSpin()->setValue(70.554);
    custom->activeParamsSpin()->setValue(70.554);
    custom->layersSpin()->setValue(80);
    custom->kvHeadsSpin()->setValue(8);
    custom->headDimSpin()->setValue(128);
    custom->maxContextSpin()->setValue(131072);
    QCOMPARE(inputs->model()->name(), QStringLiteral("Custom model (70.554 B)"));
    QCOMPARE((QStringList{cell(*dialog, kH100, FitTableModel::TotalColumn),
                          cell(*dialog, kH100, FitTableModel::FitsColumn),
                          cell(*dialog, kH100, FitTableModel::ChipsNeededColumn)}),
             catalogCells);
    const Chip& h100 = m_chips.at(dialog->tableModel()->rowForId(kH100));
    LlmModel llama;
    for (const LlmModel& m : m_models) {
        if (m.id() == kLlama70)
            llama = m;
    }
    const FitResult expected = computeFit(llama, h100, inputs->inputs());
    const FitResult actual = computeFit(*inputs->model(), h100, inputs->inputs());
    QCOMPARE(actual.weightsBytes, expected.weightsBytes);
    QCOMPARE(actual.kvCacheBytes, expected.kvCacheBytes);
    QCOMPARE(actual.totalBytes, expected.totalBytes);
    QVERIFY(dialog->windowTitle().contains(QStringLiteral("Custom model (70.554 B)")));

    // MLA swaps KV heads and head dim for the KV LoRA rank and the RoPE dims.
    QVERIFY(custom->kvHeadsSpin()->isVisible());
    QVERIFY(!custom->kvLoraRankSpin()->isVisible());
    custom->kvLoraRankSpin()->setValue(512);
    custom->ropeDimSpin()->setValue(64);
    custom->mlaCheck()->setChecked(true);
    QVERIFY(!custom->kvHeadsSpin()->isVisible());
    QVERIFY(custom->kvLoraRankSpin()->isVisible());
    QCOMPARE(inputs->model()->value(ModelField::AttentionType).toString(), QStringLiteral("MLA"));
    QCOMPARE(kvBytesPerToken(*inputs->model(), KvPrecision::BF16), 80.0 * (512 + 64) * 2);
    QVERIFY(cell(*dialog, kH100, FitTableModel::TotalColumn) != catalogCells.constFirst());
    // CHIPATLAS_GRAB_DIR=/tmp saves the dialog with the custom row, to look at it.
    if (const QString dir = qEnvironmentVariable("CHIPATLAS_GRAB_DIR"); !dir.isEmpty()) {
        dialog->resize(1400, 850);
        QTest::qWait(50);
        QVERIFY(dialog->grab().save(dir + QStringLiteral("/custommodel.png")));
    }

    // Back to the catalog: the catalog model again; a custom model is not remembered as the
    // dialog's model.
    QVERIFY(dialog->selectModel(kLlama70));
    QVERIFY(!custom->isVisible());
    QCOMPARE(cell(*dialog, kH100, FitTableModel::TotalColumn), catalogCells.constFirst());
    combo->setCurrentIndex(combo->count() - 1);
    Settings settings;
    dialog->saveState(settings);
    QCOMPARE(settings.fitModelId(), kLlama70);
}

void TstFitDialog::explainAndInverse() {
    const auto dialog = openDialog();
    QVERIFY(dialog->selectModel(kLlama70));
    dialog->inputsBar()->chipsSpin()->setValue(4);
    dialog->selectChip(kH100);
    QCOMPARE(dialog->currentChipId(), kH100);
    const FitExplainView* explain = dialog->explainView();
    QVERIFY(explain->titleLabel()->text().contains(QLatin1String("NVIDIA H100 SXM")));
    const QString terms = explain->browser()->toPlainText();
    const FitInputs inputs = dialog->inputsBar()->inputs();
    const Chip& h100 = dialog->tableModel()->chipAt(dialog->tableModel()->rowForId(kH100));
    const FitResult fit = computeFit(*dialog->inputsBar()->model(), h100, inputs);
    QVERIFY(!fit.terms.isEmpty());
    for (const FitTerm& term : fit.terms) {
        QVERIFY2(terms.contains(term.label), qPrintable(term.label));
        QVERIFY2(terms.contains(term.formula), qPrintable(term.formula));
    }
    QVERIFY(terms.contains(QLatin1String("Weights")));
    QVERIFY(terms.contains(QLatin1String("141.1 GB")));

    const std::optional<qint64> context = maxContext(*dialog->inputsBar()->model(), h100, inputs);
    const std::optional<qint64> batch = maxBatch(*dialog->inputsBar()->model(), h100, inputs);
    QVERIFY(context && batch);
    const QLocale locale;
    QVERIFY2(explain->maxContextLabel()->text().contains(locale.toString(*context)),
             qPrintable(explain->maxContextLabel()->text()));
    QVERIFY2(explain->maxBatchLabel()->text().contains(locale.toString(*batch)),
             qPrintable(explain->maxBatchLabel()->text()));

    // GiB: the explanation follows the toggle.
    dialog->inputsBar()->unitsCombo()->setCurrentIndex(
        dialog->inputsBar()->unitsCombo()->findData(int(MemoryUnits::Binary)));
    QVERIFY(explain->browser()->toPlainText().contains(QLatin1String("131.4 GiB")));
}

// On a chip no offer prices, so that the price column shows the user's own.
void TstFitDialog::setPriceThroughDialog() {
    const int stepsBefore = m_session->history()->count();
    const auto dialog = openDialog();
    QVERIFY(dialog->selectModel(QStringLiteral("llama-3.1-8b")));
    dialog->selectChip(kNoOffers);
    QVERIFY(dialog->setPriceButton()->isEnabled());
    QTest::mouseClick(dialog->setPriceButton(), Qt::LeftButton);
    auto* priceDialog = dialog->findChild<PriceEditDialog*>();
    QVERIFY(priceDialog);
    QTRY_VERIFY(priceDialog->isVisible());
    priceDialog->amountEdit()->setText(QStringLiteral("2.99"));
    priceDialog->dateEdit()->setDate(QDate(2025, 6, 1));
    priceDialog->sourceEdit()->setText(QStringLiteral("Test cloud, on demand"));
    priceDialog->accept();

    StorageError error;
    QTRY_VERIFY(m_catalog->prices().find(kNoOffers, &error).has_value());
    const ChipPrice stored = *m_catalog->prices().find(kNoOffers, &error);
    QCOMPARE(stored.usdPerChipHour, 2.99);
    QCOMPARE(stored.date, QDate(2025, 6, 1));
    QCOMPARE(stored.source, QStringLiteral("Test cloud, on demand"));
    QTRY_COMPARE(cell(*dialog, kNoOffers, FitTableModel::PriceColumn), QStringLiteral("2.99"));
    const QModelIndex cost = rowIndex(*dialog, kNoOffers, FitTableModel::CostColumn);
    QVERIFY(!cost.data(FitTableModel::SortRole).isNull());
    QVERIFY(cost.data().toString().contains(QRegularExpression(QStringLiteral("^[0-9.]+$"))));

    // One undo step, which the session's undo and redo write back.
    ChangeHistory* stack = m_session->history();
    QCOMPARE(stack->count(), stepsBefore + 1);
    QCOMPARE(stack->undoText(),
             QStringLiteral("set the price of %1")
                 .arg(m_chips.at(dialog->tableModel()->rowForId(kNoOffers)).name));
    stack->undo();
    QTRY_VERIFY(!m_catalog->prices().find(kNoOffers, &error).has_value());
    QTRY_VERIFY(!m_session->snapshot().price(kNoOffers));
    QTRY_COMPARE(cell(*dialog, kNoOffers, FitTableModel::PriceColumn),
                 QStringLiteral("no offer or price"));
    stack->redo();
    QTRY_COMPARE(m_catalog->prices().find(kNoOffers, &error), std::optional<ChipPrice>(stored));
    QTRY_COMPARE(m_session->snapshot().price(kNoOffers), std::optional<ChipPrice>(stored));
    QTRY_COMPARE(cell(*dialog, kNoOffers, FitTableModel::PriceColumn), QStringLiteral("2.99"));

    // And removed again.
    QTest::mouseClick(dialog->setPriceButton(), Qt::LeftButton);
    QTRY_VERIFY(dialog->findChild<PriceEditDialog*>() &&
                dialog->findChild<PriceEditDialog*>()->removeButton());
    QTest::mouseClick(dialog->findChild<PriceEditDialog*>()->removeButton(), Qt::LeftButton);
    QTRY_VERIFY(!m_catalog->prices().find(kNoOffers, &error).has_value());
    QTRY_COMPARE(cell(*dialog, kNoOffers, FitTableModel::PriceColumn),
                 QStringLiteral("no offer or price"));
    QTRY_COMPARE(stack->count(), stepsBefore + 2);
}

void TstFitDialog::priceValidationNamesField() {
    PriceEditDialog dialog(kH100, QStringLiteral("NVIDIA H100 SXM"), std::nullopt);
    dialog.show();
    dialog.accept();
    QVERIFY(dialog.isVisible());
    QVERIFY(dialog.errorLabel()->text().startsWith(QLatin1String("Price per chip-hour")));
    dialog.amountEdit()->setText(QStringLiteral("-1"));
    dialog.accept();
    QVERIFY(dialog.errorLabel()->text().contains(QLatin1String("greater than zero")));
    dialog.amountEdit()->setText(QStringLiteral("abc"));
    dialog.accept();
    QVERIFY(dialog.errorLabel()->text().contains(QLatin1String("not a number")));
    // A subnormal number is refused as too small, not taken as a price of $0.00.
    dialog.amountEdit()->setText(QStringLiteral("4.9e-324"));
    dialog.accept();
    QVERIFY2(dialog.errorLabel()->text().contains(QLatin1String("is below")),
             qPrintable(dialog.errorLabel()->text()));
    dialog.amountEdit()->setText(QStringLiteral("3.10"));
    dialog.dateEdit()->setDate(QDate::currentDate().addDays(3));
    dialog.accept();
    QVERIFY(dialog.errorLabel()->text().startsWith(QLatin1String("Date of the quote")));
    dialog.dateEdit()->setDate(QDate::currentDate());
    dialog.accept();
    QVERIFY(dialog.errorLabel()->text().startsWith(QLatin1String("Source")));
    dialog.sourceEdit()->setText(QStringLiteral("quote"));
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.price().usdPerChipHour, 3.1);
}

void TstFitDialog::remembersInputs() {
    {
        const auto dialog = openDialog();
        QVERIFY(dialog->selectModel(QStringLiteral("qwen3-32b")));
        dialog->inputsBar()->batchSpin()->setValue(8);
        dialog->inputsBar()->contextSpin()->setValue(32768);
        dialog->inputsBar()->kvCombo()->setCurrentIndex(
            dialog->inputsBar()->kvCombo()->findData(int(KvPrecision::FP8)));
        dialog->close();
    }
    const auto dialog = openDialog();
    QCOMPARE(dialog->inputsBar()->modelId(), QStringLiteral("qwen3-32b"));
    QCOMPARE(dialog->inputsBar()->inputs().batch, 8);
    QCOMPARE(dialog->inputsBar()->inputs().contextTokens, 32768);
    QCOMPARE(dialog->inputsBar()->inputs().kv, KvPrecision::FP8);
}

void TstFitDialog::memoryBudget() {
    {
        const auto dialog = openDialog();
        FitInputsBar* bar = dialog->inputsBar();
        // The rule of thumb: no fraction, the headroom counts.
        QVERIFY(!bar->budgetFractionSpin()->isEnabled());
        QVERIFY(bar->headroomSpin()->isEnabled());
        QVERIFY(dialog->selectModel(kLlama70));
        dialog->selectChip(kH100);
        QSignalSpy budgetChanged(dialog.get(), &FitDialog::memoryBudgetChanged);
        bar->budgetCombo()->setCurrentIndex(
            bar->budgetCombo()->findData(int(MemoryBudgetKind::Vllm)));
        QCOMPARE(budgetChanged.size(), 1);
        QVERIFY(bar->budgetFractionSpin()->isEnabled());
        QVERIFY(!bar->headroomSpin()->isEnabled());
        QCOMPARE(bar->budgetFractionSpin()->text(), QStringLiteral("default 0.92"));
        QCOMPARE(bar->inputs().budget, (MemoryBudget{MemoryBudgetKind::Vllm, {}}));

        // The explain view names the budget, its parameter and the memory figure it read.
        const QString terms = dialog->explainView()->browser()->toPlainText();
        QVERIFY2(terms.contains(QLatin1String("gpu_memory_utilization 0.92 (vLLM default)")),
                 qPrintable(terms));
        QVERIFY2(terms.contains(QLatin1String("Memory per chip")), qPrintable(terms));
        const QString notes = dialog->explainView()->notesBrowser()->toPlainText();
        QVERIFY2(notes.contains(QLatin1String("memory budget: vLLM gpu_memory_utilization")),
                 qPrintable(notes));
        QVERIFY2(notes.contains(QLatin1String("not modelled here")), qPrintable(notes));

        // The table follows: the same answer as core under the same budget.
        const Chip& h100 = dialog->tableModel()->chipAt(dialog->tableModel()->rowForId(kH100));
        bar->budgetFractionSpin()->setValue(0.9);
        QCOMPARE(bar->inputs().budget, (MemoryBudget{MemoryBudgetKind::Vllm, 0.9}));
        const FitResult fit = computeFit(*bar->model(), h100, bar->inputs());
        QCOMPARE(cell(*dialog, kH100, FitTableModel::TotalColumn),
                 QLocale().toString(fit.totalBytes / 1e9, 'f', 1));
        QVERIFY(dialog->explainView()->browser()->toPlainText().contains(
            QLatin1String("gpu_memory_utilization 0.9 (set)")));
        dialog->close();
    }
    // Remembered in the settings.
    QCOMPARE(Settings().fitInputs().budget, (MemoryBudget{MemoryBudgetKind::Vllm, 0.9}));
    const auto dialog = openDialog();
    QCOMPARE(dialog->inputsBar()->inputs().budget, (MemoryBudget{MemoryBudgetKind::Vllm, 0.9}));
    QCOMPARE(dialog->inputsBar()->budgetCombo()->currentText(), QStringLiteral("vLLM"));

    // Back to the rule of thumb: the fraction is cleared, not kept for the next engine.
    dialog->inputsBar()->budgetCombo()->setCurrentIndex(0);
    QCOMPARE(dialog->inputsBar()->inputs().budget, MemoryBudget{});
}

void TstFitDialog::detailsPaneWhatFits() {
    ViewOptions options;
    options.selectId = kH100;
    MainWindow window(m_session.get(), options);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_COMPARE_WITH_TIMEOUT(window.detailsPane()->chipId(), kH100, 10000);
    QTRY_VERIFY(
        window.detailsPane()->browser()->toPlainText().contains(QLatin1String("Of 27 models")));
    const QString text = window.detailsPane()->browser()->toPlainText();
    const Chip& h100 = m_chips.at(int(std::find_if(m_chips.cbegin(), m_chips.cend(),
                                                   [](const Chip& c) { return c.id == kH100; }) -
                                      m_chips.cbegin()));
    QVERIFY(text.contains(whatfits::sentence(whatFitsOnChip(h100, m_models))));
    QVERIFY(text.contains(QLatin1String("What fits in 80 GB")));
    QVERIFY(text.contains(QLatin1String("Open in the model-fit calculator")));
    // CHIPATLAS_GRAB_DIR=/tmp saves the section as a picture, to look at it.
    if (const QString dir = qEnvironmentVariable("CHIPATLAS_GRAB_DIR"); !dir.isEmpty()) {
        window.resize(1440, 900);
        window.detailsPane()->browser()->scrollToAnchor(QStringLiteral("whatfits"));
        QTest::qWait(50);
        QVERIFY(window.grab().save(dir + QStringLiteral("/whatfits.png")));
    }
    // The link opens the calculator on this chip.
    Q_EMIT window.detailsPane()->browser()->anchorClicked(QUrl(whatfits::fitLinkUrl()));
    QVERIFY(window.fitDialog());
    QTRY_VERIFY(window.fitDialog()->isVisible());
    QTRY_COMPARE(window.fitDialog()->currentChipId(), kH100);

    // The section sizes under the budget chosen in the calculator.
    QComboBox* budget = window.fitDialog()->inputsBar()->budgetCombo();
    budget->setCurrentIndex(budget->findData(int(MemoryBudgetKind::Vllm)));
    FitInputs vllm = kFitDefaults;
    vllm.budget.kind = MemoryBudgetKind::Vllm;
    const QString vllmSentence = whatfits::sentence(whatFitsOnChip(h100, m_models, vllm));
    QVERIFY(vllmSentence != whatfits::sentence(whatFitsOnChip(h100, m_models)));
    QTRY_VERIFY(window.detailsPane()->browser()->toPlainText().contains(vllmSentence));
    QVERIFY(window.detailsPane()->browser()->toPlainText().contains(
        QLatin1String("within the vLLM budget")));
}

void TstFitDialog::startUpOptions() {
    const GuiCommandLine line = parseGuiCommandLine(
        {QStringLiteral("chipatlas"), QStringLiteral("--fit"), kLlama70, QStringLiteral("--select"),
         kH100, QStringLiteral("--fit-precision"), QStringLiteral("int4"),
         QStringLiteral("--fit-context"), QStringLiteral("32768"), QStringLiteral("--fit-batch"),
         QStringLiteral("4"), QStringLiteral("--fit-chips"), QStringLiteral("2"),
         QStringLiteral("--fit-budget"), QStringLiteral("vllm")});
    QCOMPARE(int(line.action), int(GuiCommandLine::Action::Run));
    QVERIFY(line.view.fit);
    MainWindow window(m_session.get(), line.view);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY_WITH_TIMEOUT(window.fitDialog() && window.fitDialog()->hasCatalog(), 10000);
    FitDialog* dialog = window.fitDialog();
    QTRY_COMPARE(dialog->currentChipId(), kH100);
    QCOMPARE(dialog->inputsBar()->modelId(), kLlama70);
    const FitInputs inputs = dialog->inputsBar()->inputs();
    QCOMPARE(inputs.weights.format, WeightPrecision::Format::INT4);
    QCOMPARE(inputs.contextTokens, 32768);
    QCOMPARE(inputs.batch, 4);
    QCOMPARE(inputs.chips, 2);
    QCOMPARE(int(inputs.budget.kind), int(MemoryBudgetKind::Vllm));
    QVERIFY(dialog->explainView()->titleLabel()->text().contains(QLatin1String("H100 SXM")));
    // Ctrl+M's action opens the same dialog.
    QVERIFY(window.fitAction());
    QCOMPARE(window.fitAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_M));
}

void TstFitDialog::commandLine() {
    const auto parse = [](const QStringList& args) {
        return parseGuiCommandLine(QStringList{QStringLiteral("chipatlas")} + args);
    };
    QCOMPARE(int(parse({QStringLiteral("--fit-batch"), QStringLiteral("2")}).action),
             int(GuiCommandLine::Action::Error));
    const GuiCommandLine badPrecision =
        parse({QStringLiteral("--fit"), kLlama70, QStringLiteral("--fit-precision"),
               QStringLiteral("q")});
    QCOMPARE(int(badPrecision.action), int(GuiCommandLine::Action::Error));
    QVERIFY(badPrecision.message.contains(QLatin1String("\"q\"")));
    QCOMPARE(int(parse({QStringLiteral("--fit"), kLlama70, QStringLiteral("--fit-context"),
                        QStringLiteral("0")})
                     .action),
             int(GuiCommandLine::Action::Error));
    const GuiCommandLine bits = parse({QStringLiteral("--fit"), kLlama70,
                                       QStringLiteral("--fit-precision"), QStringLiteral("4.5")});
    QCOMPARE(bits.view.fit->precision->bitsPerWeight(), 4.5);
    const GuiCommandLine badBudget = parse(
        {QStringLiteral("--fit"), kLlama70, QStringLiteral("--fit-budget"), QStringLiteral("tgi")});
    QCOMPARE(int(badBudget.action), int(GuiCommandLine::Action::Error));
    QVERIFY(badBudget.message.contains(QLatin1String("\"tgi\"")));
    StorageError error;
    QVERIFY(isKnownModel(*m_catalog, kLlama70, &error));
    QVERIFY(!isKnownModel(*m_catalog, QStringLiteral("no-such-model"), &error));
    QVERIFY(!error);
}

// The dialog's counts have the locale's group separators, as the main window's status bar has
// them: "2,346 of 2,380 chips", not "2346 of 2380 chips".
void TstFitDialog::summaryCountsHaveGroupSeparators() {
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const auto restoreLocale = qScopeGuard([] { QLocale::setDefault(QLocale::c()); });
    QList<Chip> chips = m_chips;
    for (int copy = 1; copy < 70; ++copy) {
        for (Chip chip : std::as_const(m_chips)) {
            chip.id += QStringLiteral("-copy-%1").arg(copy);
            chip.name += QStringLiteral(" copy %1").arg(copy);
            chips << chip;
        }
    }
    QCOMPARE(chips.size(), 2380);
    StorageError error;
    const QList<System> builtIn = m_catalog->systems().all(&error);
    QVERIFY(!builtIn.isEmpty());
    QList<System> systems;
    for (int copy = 0; systems.size() < 1000; ++copy) {
        for (System system : builtIn) {
            system.id += QStringLiteral("-copy-%1").arg(copy);
            systems << system;
        }
    }
    const qsizetype count = systems.size();
    const QString systemCount =
        QStringLiteral("%1,%2").arg(count / 1000).arg(count % 1000, 3, 10, QLatin1Char('0'));

    // A session that publishes nothing: the shared one's snapshot would replace these rows.
    CatalogSession idle;
    auto dialog = std::make_unique<FitDialog>(&idle);
    dialog->restoreState(Settings());
    dialog->setSnapshot(CatalogSnapshot(chips, m_models, {}, systems, {}));
    dialog->show();
    QVERIFY(dialog->selectModel(kLlama70));
    waitForFits(dialog->tableView());
    const auto* summary = dialog->findChild<QLabel*>(QStringLiteral("fitSummaryLabel"));
    QVERIFY(summary);
    // More than 2,000 rows shown of a filter: their count alone.
    dialog->filterEdit()->setText(QStringLiteral("copy"));
    QTRY_COMPARE(summary->text(), QStringLiteral("2,346 of 2,380 chips"));
    dialog->filterEdit()->clear();
    dialog->setShowSystems(true);
    // "1,0xx of 1,0xx systems shown hold Llama 3.1 70B in one scale-up domain": no count
    // without its separator.
    QTRY_VERIFY2(summary->text().contains(
                     QStringLiteral(" of %1 systems shown hold Llama 3.1 70B").arg(systemCount)),
                 qPrintable(summary->text()));
    QVERIFY2(!summary->text().contains(QRegularExpression(QStringLiteral("[0-9]{4}"))),
             qPrintable(summary->text()));
}

QTEST_MAIN(TstFitDialog)
#include "tst_fitdialog.moc"
