// The model-fit table: model checks, the same numbers as computeFit(), missing values sorted
// last, GB against GiB.
#include "fit/fitproxymodel.h"
#include "fit/fittablemodel.h"
#include "storage/catalog.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace chipatlas;

namespace {
// The fits arrive from the table's computation thread.
bool computed(FitTableModel& table) {
    return !table.isComputing() || QSignalSpy(&table, &FitTableModel::fitsComputed).wait(30'000);
}
} // namespace

class TstFitTableModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void modelTester();
    void numbersEqualComputeFit_data();
    void numbersEqualComputeFit();
    void missingMemorySortsLastAndShowsStatus();
    void gigabytesAndGibibytes();
    void pricesAndCost();
    void parallelDegreeAndDecodeLimit();
    void newestInputsWinWhileComputing();

private:
    std::unique_ptr<FitTableModel>
    makeModel(const QString& modelId = QStringLiteral("llama-3.1-70b")) const;
    LlmModel model(const QString& id) const;

    QTemporaryDir m_dir;
    QList<Chip> m_chips;
    QList<LlmModel> m_models;
};

void TstFitTableModel::initTestCase() {
    QLocale::setDefault(QLocale::c());
    QVERIFY(m_dir.isValid());
    StorageError error;
    const auto catalog = Catalog::open(m_dir.filePath(QStringLiteral("c.sqlite")), &error);
    QVERIFY2(catalog, qPrintable(error.message));
    m_chips = catalog->chips().all(&error);
    m_models = catalog->models().all(&error);
    QCOMPARE(m_chips.size(), 34);
    QCOMPARE(m_models.size(), 27);
    // A chip whose vendor withholds the memory size.
    Chip secret;
    secret.id = QStringLiteral("test-secret");
    secret.name = QStringLiteral("Secret Accelerator");
    secret.vendor = QStringLiteral("Test");
    secret.figure(Field::MemoryGb).status = FigureStatus::NotPublished;
    m_chips.append(secret);
}

LlmModel TstFitTableModel::model(const QString& id) const {
    for (const LlmModel& m : m_models) {
        if (m.id() == id)
            return m;
    }
    qFatal("no model %s", qPrintable(id));
}

std::unique_ptr<FitTableModel> TstFitTableModel::makeModel(const QString& modelId) const {
    auto table = std::make_unique<FitTableModel>();
    table->setChips(m_chips);
    table->setModel(model(modelId));
    return table;
}

void TstFitTableModel::modelTester() {
    const auto table = makeModel();
    QVERIFY(computed(*table));
    FitProxyModel proxy;
    proxy.setSourceModel(table.get());
    QAbstractItemModelTester tester(table.get(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(&proxy,
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    FitInputs inputs;
    inputs.weights.format = WeightPrecision::Format::INT4;
    inputs.chips = 2;
    table->setInputs(inputs);
    QVERIFY(computed(*table));
    table->setMemoryUnits(MemoryUnits::Binary);
    table->setMeasuredTokensPerSecond(1000.0);
    proxy.sort(FitTableModel::FitsColumn, Qt::DescendingOrder);
    proxy.setFilterText(QStringLiteral("nvidia"));
    const auto nvidia = std::count_if(m_chips.cbegin(), m_chips.cend(), [](const Chip& chip) {
        return chip.vendor == QLatin1String("NVIDIA");
    });
    QCOMPARE(proxy.rowCount(), int(nvidia));
    // Sorted by fit, descending: every chip that holds the model comes before any that does not.
    bool seenMiss = false;
    for (int row = 0; row < proxy.rowCount(); ++row) {
        const bool fits =
            proxy.index(row, FitTableModel::FitsColumn).data(FitTableModel::FitsRole).toBool();
        QVERIFY2(!(fits && seenMiss), qPrintable(QString::number(row)));
        seenMiss = seenMiss || !fits;
    }
    table->setModel(std::nullopt);
    table->setChips(m_chips.mid(0, 5));
    QCOMPARE(table->rowCount(), 5);
    QCOMPARE(proxy.rowCount(), 0); // the filter still asks for NVIDIA; the first five are not
}

void TstFitTableModel::numbersEqualComputeFit_data() {
    QTest::addColumn<QString>("chipId");
    QTest::addColumn<QString>("modelId");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<int>("chips");
    QTest::newRow("H100 SXM, 70B BF16") << "nvidia-h100-sxm"
                                        << "llama-3.1-70b"
                                        << "bf16" << 1;
    QTest::newRow("H100 SXM, 70B BF16, 2 chips") << "nvidia-h100-sxm"
                                                 << "llama-3.1-70b"
                                                 << "bf16" << 2;
    QTest::newRow("MI300X, DeepSeek V3 FP8") << "amd-mi300x"
                                             << "deepseek-v3"
                                             << "fp8" << 8;
    QTest::newRow("L4, 8B INT4") << "nvidia-l4"
                                 << "llama-3.1-8b"
                                 << "int4" << 1;
    QTest::newRow("gpt-oss-120b MXFP4") << "nvidia-h100-sxm"
                                        << "gpt-oss-120b"
                                        << "mxfp4" << 1;
}

void TstFitTableModel::numbersEqualComputeFit() {
    QFETCH(QString, chipId);
    QFETCH(QString, modelId);
    QFETCH(QString, precision);
    QFETCH(int, chips);
    const auto table = makeModel(modelId);
    QVERIFY(computed(*table));
    FitInputs inputs;
    inputs.weights = *WeightPrecision::parse(precision);
    inputs.chips = chips;
    table->setInputs(inputs);
    QVERIFY(computed(*table));
    const int row = table->rowForId(chipId);
    QVERIFY2(row >= 0, qPrintable(chipId));
    const FitResult expected = computeFit(model(modelId), table->chipAt(row), inputs);
    const auto value = [&](int column) {
        return table->index(row, column).data(FitTableModel::SortRole);
    };
    QCOMPARE(value(FitTableModel::WeightsColumn).toDouble(), expected.weightsBytes);
    QCOMPARE(value(FitTableModel::KvCacheColumn).toDouble(), expected.kvCacheBytes);
    QCOMPARE(value(FitTableModel::HeadroomColumn).toDouble(), expected.headroomBytes);
    QCOMPARE(value(FitTableModel::TotalColumn).toDouble(), expected.totalBytes);
    QCOMPARE(value(FitTableModel::FitsColumn).toDouble(), expected.marginBytes);
    QCOMPARE(table->index(row, 0).data(FitTableModel::FitsRole).toBool(), expected.fits);
    QCOMPARE(value(FitTableModel::ChipsNeededColumn).isNull(), !expected.chipsNeeded);
    if (expected.chipsNeeded)
        QCOMPARE(value(FitTableModel::ChipsNeededColumn).toInt(), *expected.chipsNeeded);
    QCOMPARE(value(FitTableModel::DecodeColumn).isNull(),
             !expected.decodeTokensPerSecondPerSequence);
    if (expected.decodeTokensPerSecondPerSequence)
        QCOMPARE(value(FitTableModel::DecodeColumn).toDouble(),
                 *expected.decodeTokensPerSecondPerSequence);
    if (expected.prefillTokensPerSecond)
        QCOMPARE(value(FitTableModel::PrefillColumn).toDouble(), *expected.prefillTokensPerSecond);
    QCOMPARE(value(FitTableModel::TensorParallelColumn).isNull(), !expected.tensorParallelDegree);
    if (expected.tensorParallelDegree)
        QCOMPARE(value(FitTableModel::TensorParallelColumn).toInt(),
                 *expected.tensorParallelDegree);
    if (expected.decodeTokensPerSecondAggregate)
        QCOMPARE(value(FitTableModel::AggregateColumn).toDouble(),
                 *expected.decodeTokensPerSecondAggregate);
    // The cell shows the same total, in GB with one decimal.
    QCOMPARE(table->index(row, FitTableModel::TotalColumn).data().toString(),
             QLocale().toString(expected.totalBytes / 1e9, 'f', 1));
    const QString fits = table->index(row, FitTableModel::FitsColumn).data().toString();
    QVERIFY2(fits.contains(expected.fits ? QStringLiteral("fits") : QStringLiteral("does not fit")),
             qPrintable(fits));
}

void TstFitTableModel::parallelDegreeAndDecodeLimit() {
    // Llama 3.1 405B BF16 on H200: 7 chips by memory, tensor parallelism on 8, and
    // pipeline parallelism on 7, which the verdict uses.
    auto table = makeModel(QStringLiteral("llama-3.1-405b"));
    QVERIFY(computed(*table));
    int row = table->rowForId(QStringLiteral("nvidia-h200-sxm"));
    QCOMPARE(table->index(row, FitTableModel::ChipsNeededColumn).data().toString(),
             QStringLiteral("7"));
    QCOMPARE(table->index(row, FitTableModel::TensorParallelColumn).data().toString(),
             QStringLiteral("8 (PP 7)"));
    // One chip does not hold it: no bound, so no limit to name, but the reason
    // (docs/MODEL-FIT.md section 5). On the 7 chips it needs, memory bandwidth binds.
    QCOMPARE(table->index(row, FitTableModel::DecodeLimitColumn).data().toString(),
             QStringLiteral("does not fit on 1 chip: needs 7 chips"));
    FitInputs seven;
    seven.chips = 7;
    table->setInputs(seven);
    QVERIFY(computed(*table));
    QCOMPARE(table->index(row, FitTableModel::DecodeLimitColumn).data().toString(),
             QStringLiteral("memory bandwidth"));

    // Llama 3.1 8B on H100 at 16 tokens x 1,024 sequences: compute binds.
    table = makeModel(QStringLiteral("llama-3.1-8b"));
    QVERIFY(computed(*table));
    FitInputs inputs;
    inputs.contextTokens = 16;
    inputs.batch = 1024;
    table->setInputs(inputs);
    QVERIFY(computed(*table));
    row = table->rowForId(QStringLiteral("nvidia-h100-sxm"));
    QCOMPARE(table->index(row, FitTableModel::DecodeLimitColumn).data().toString(),
             QStringLiteral("compute"));
    QCOMPARE(table->index(row, FitTableModel::TensorParallelColumn).data().toString(),
             QStringLiteral("1"));
    // A chip without memory bandwidth has no decode bound to name, where the model fits on it.
    const int nvl = table->rowForId(QStringLiteral("nvidia-h100-nvl"));
    QCOMPARE(table->index(nvl, FitTableModel::DecodeLimitColumn).data().toString(),
             QStringLiteral("unknown"));
    QCOMPARE(table->headerData(FitTableModel::TensorParallelColumn, Qt::Horizontal).toString(),
             QStringLiteral("Tensor-parallel degree"));
}

void TstFitTableModel::missingMemorySortsLastAndShowsStatus() {
    const auto table = makeModel();
    QVERIFY(computed(*table));
    FitProxyModel proxy;
    proxy.setSourceModel(table.get());
    const int secretRow = table->rowForId(QStringLiteral("test-secret"));
    QCOMPARE(table->index(secretRow, FitTableModel::MemoryColumn).data().toString(),
             QStringLiteral("not published"));
    QCOMPARE(table->index(secretRow, FitTableModel::FitsColumn).data().toString(),
             QStringLiteral("not published"));
    QVERIFY(table->index(secretRow, FitTableModel::FitsColumn)
                .data(FitTableModel::MissingRole)
                .toBool());
    QVERIFY(
        table->index(secretRow, FitTableModel::FitsColumn).data(FitTableModel::FitsRole).isNull());
    for (int column :
         {int(FitTableModel::MemoryColumn), int(FitTableModel::FitsColumn),
          int(FitTableModel::ChipsNeededColumn), int(FitTableModel::TensorParallelColumn)}) {
        for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            proxy.sort(column, order);
            const int last = proxy.rowCount() - 1;
            QCOMPARE(proxy.index(last, 0).data(FitTableModel::ChipIdRole).toString(),
                     QStringLiteral("test-secret"));
            QVERIFY(!proxy.index(0, column).data(FitTableModel::SortRole).isNull());
        }
    }
    // Memory ascending: the Groq LPU's 230 MB of SRAM first.
    proxy.sort(FitTableModel::MemoryColumn, Qt::AscendingOrder);
    QVERIFY(proxy.index(0, FitTableModel::MemoryColumn).data(FitTableModel::SortRole).toDouble() <
            proxy.index(1, FitTableModel::MemoryColumn).data(FitTableModel::SortRole).toDouble());
}

void TstFitTableModel::gigabytesAndGibibytes() {
    const auto table = makeModel();
    QVERIFY(computed(*table));
    const int row = table->rowForId(QStringLiteral("nvidia-h100-sxm"));
    const QModelIndex weights = table->index(row, FitTableModel::WeightsColumn);
    // Llama 3.1 70B at BF16: 141.11 GB = 131.42 GiB (docs/MODEL-FIT.md section 0).
    QCOMPARE(weights.data().toString(), QStringLiteral("141.1"));
    QVERIFY(table->headerData(FitTableModel::WeightsColumn, Qt::Horizontal)
                .toString()
                .contains(QLatin1String("(GB)")));
    table->setMemoryUnits(MemoryUnits::Binary);
    QCOMPARE(weights.data().toString(), QStringLiteral("131.4"));
    QVERIFY(table->headerData(FitTableModel::WeightsColumn, Qt::Horizontal)
                .toString()
                .contains(QLatin1String("(GiB)")));
    QCOMPARE(table->index(row, FitTableModel::MemoryColumn).data().toString(),
             QStringLiteral("74.51 GiB")); // 80 GB
    QVERIFY(table->index(row, FitTableModel::FitsColumn)
                .data()
                .toString()
                .endsWith(QStringLiteral("GiB")));
    // The raw value does not change with the display.
    QCOMPARE(weights.data(FitTableModel::SortRole).toDouble(), table->fitAt(row)->weightsBytes);

    // Trainium1: AWS prints 32 GiB, which the GiB display must not turn into 29.8 GiB. Each memory
    // cell names its unit, so the header names none.
    QList<Chip> chips = m_chips;
    for (Chip& chip : chips) {
        if (chip.id == QLatin1String("aws-trainium1"))
            chip.figure(Field::MemoryGb).printedUnit = PrintedUnit::Binary;
    }
    FitTableModel printed;
    printed.setChips(chips);
    printed.setModel(model(QStringLiteral("llama-3.1-70b")));
    QVERIFY(computed(printed));
    const QModelIndex trn1 = printed.index(printed.rowForId(QStringLiteral("aws-trainium1")),
                                           FitTableModel::MemoryColumn);
    for (const MemoryUnits units : {MemoryUnits::Binary, MemoryUnits::Decimal}) {
        printed.setMemoryUnits(units);
        QCOMPARE(trn1.data().toString(), QStringLiteral("32 GiB"));
        QCOMPARE(printed.headerData(FitTableModel::MemoryColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Memory per chip"));
    }
    QCOMPARE(trn1.data(FitTableModel::SortRole).toDouble(), 32e9); // nominal, as printed
}

void TstFitTableModel::pricesAndCost() {
    const auto table = makeModel(QStringLiteral("llama-3.1-8b"));
    QVERIFY(computed(*table));
    const int row = table->rowForId(QStringLiteral("nvidia-h100-sxm"));
    const QModelIndex cost = table->index(row, FitTableModel::CostColumn);
    QCOMPARE(table->index(row, FitTableModel::PriceColumn).data().toString(),
             QStringLiteral("no offer or price"));
    QCOMPARE(cost.data().toString(), QStringLiteral("no price"));
    QVERIFY(cost.data(FitTableModel::SortRole).isNull());
    // A price arrives with a new snapshot of the same chips.
    table->setSnapshot(CatalogSnapshot(
        m_chips, {},
        {{QStringLiteral("nvidia-h100-sxm"), 2.5, QDate(2025, 1, 1), QStringLiteral("test")}}));
    QVERIFY(computed(*table));
    QCOMPARE(table->rowForId(QStringLiteral("nvidia-h100-sxm")), row);
    QCOMPARE(table->index(row, FitTableModel::PriceColumn).data().toString(),
             QStringLiteral("2.50"));
    const FitResult fit = *table->fitAt(row);
    QVERIFY(fit.fits);
    QCOMPARE(cost.data(FitTableModel::SortRole).toDouble(),
             costPerMillionTokens(2.5, 1, *fit.decodeTokensPerSecondAggregate));
    const QModelIndex measured = table->index(row, FitTableModel::MeasuredCostColumn);
    QVERIFY(measured.data(FitTableModel::SortRole).isNull());
    table->setMeasuredTokensPerSecond(1000.0);
    QCOMPARE(measured.data(FitTableModel::SortRole).toDouble(),
             costPerMillionTokens(2.5, 1, 1000.0));
    QCOMPARE(measured.data().toString(), QStringLiteral("0.69")); // 2.5 / 3.6
    table->setSnapshot(CatalogSnapshot(m_chips, {}, {}));
    QVERIFY(computed(*table));
    QVERIFY(measured.data(FitTableModel::SortRole).isNull());
    QCOMPARE(cost.data().toString(), QStringLiteral("no price"));
}

// A large catalog is computed off the GUI thread: the model answers at once and says it is
// computing, reports its progress, and a change of inputs while it computes gives the newer
// inputs' result, the older computation never reporting.
void TstFitTableModel::newestInputsWinWhileComputing() {
    QList<Chip> many;
    for (int i = 0; i < 20'000; ++i) {
        Chip chip = m_chips.at(i % m_chips.size());
        chip.id += QString::number(i);
        many.append(chip);
    }
    FitTableModel table;
    table.setChips(many);
    QSignalSpy progress(&table, &FitTableModel::fitsProgress);
    QSignalSpy computedSpy(&table, &FitTableModel::fitsComputed);
    const LlmModel llama = model(QStringLiteral("llama-3.1-70b"));
    table.setModel(llama);
    QVERIFY(table.isComputing());
    QCOMPARE(table.index(0, FitTableModel::TotalColumn).data().toString(),
             QStringLiteral("computing..."));
    QVERIFY(table.index(0, FitTableModel::TotalColumn).data(FitTableModel::SortRole).isNull());
    QVERIFY(!table.fitAt(0));
    FitInputs inputs;
    inputs.weights.format = WeightPrecision::Format::INT4;
    inputs.contextTokens = 32768;
    table.setInputs(inputs);
    QVERIFY(computedSpy.wait(60'000));
    QCOMPARE(computedSpy.size(), 1);
    QVERIFY(!table.isComputing());
    QCOMPARE(progress.last(), (QList<QVariant>{20'000, 20'000}));
    // Every row is what computeFit() says with the newer inputs, in the chips' order.
    int fitting = 0;
    for (int row = 0; row < table.rowCount(); ++row) {
        const FitResult expected = computeFit(llama, many.at(row), inputs);
        fitting += expected.fits ? 1 : 0;
        if (row >= 2 * m_chips.size())
            continue; // each chip twice is enough for the cells
        for (int column = FitTableModel::WeightsColumn; column < FitTableModel::PriceColumn;
             ++column)
            QVERIFY(table.index(row, column).data().toString() != QStringLiteral("computing..."));
        QCOMPARE(table.index(row, FitTableModel::TotalColumn).data(FitTableModel::SortRole),
                 QVariant(expected.totalBytes));
        QCOMPARE(table.index(row, FitTableModel::FitsColumn).data(FitTableModel::FitsRole).isNull(),
                 !expected.memoryKnown);
        QCOMPARE(table.index(row, FitTableModel::ChipsNeededColumn).data(FitTableModel::SortRole),
                 expected.chipsNeeded ? QVariant(double(*expected.chipsNeeded)) : QVariant());
    }
    QCOMPARE(table.fittingCount(), fitting);
    QTest::qWait(20); // nothing else arrives
    QCOMPARE(computedSpy.size(), 1);
}

QTEST_MAIN(TstFitTableModel)
#include "tst_fittablemodel.moc"
