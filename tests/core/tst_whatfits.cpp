// "What fits on this chip" (core/domain/whatfits.h), the answer the details pane and
// chipatlas-cli fits-on share: computeFit() per model and precision, the context capped at
// each model's maximum.
#include "domain/whatfits.h"
#include "modelfittestdata.h"

#include <QTest>

using namespace chipatlas;
using namespace chipatlas::fittest;

class TestWhatFits : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void contextCappedAtTheModelsMaximum();
    void rowsAreComputeFit();
    void contextZeroCountsWeightsAlone();
    void memoryUnknownFitsNothing();
};

void TestWhatFits::initTestCase() {
    const QString error = loadBuiltInCatalog();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestWhatFits::contextCappedAtTheModelsMaximum() {
    // Phi-3 Mini 4K is made for 4,096 tokens: the default 8,192 is not asked of it.
    const LlmModel& phi = model(QStringLiteral("phi-3-mini-4k-instruct"));
    QCOMPARE(phi.value(ModelField::MaxContext).toLongLong(), Q_INT64_C(4096));
    FitInputs in = whatFitsInputs(phi, kFitDefaults, WeightPrecision::Format::INT8);
    QCOMPARE(in.contextTokens, Q_INT64_C(4096));
    QCOMPARE(in.weights.format, WeightPrecision::Format::INT8);
    QCOMPARE(in.headroomPercent, kFitDefaults.headroomPercent);
    // A model with a longer maximum keeps the inputs' context.
    in = whatFitsInputs(model(QStringLiteral("llama-3.1-8b")), kFitDefaults,
                        WeightPrecision::Format::FP16);
    QCOMPARE(in.contextTokens, kFitDefaults.contextTokens);
    // A model without a maximum as well.
    LlmModel unknown = phi;
    unknown.value(ModelField::MaxContext) = QVariant();
    QCOMPARE(whatFitsInputs(unknown, kFitDefaults, WeightPrecision::Format::FP16).contextTokens,
             kFitDefaults.contextTokens);
}

void TestWhatFits::rowsAreComputeFit() {
    const Chip& trn1 = chip(QStringLiteral("aws-trainium1"));
    const QList<LlmModel> models{model(QStringLiteral("phi-3-medium-4k-instruct")),
                                 model(QStringLiteral("llama-3.1-8b")),
                                 model(QStringLiteral("gemma-2-27b"))};
    const WhatFits fits = whatFitsOnChip(trn1, models);
    QVERIFY(fits.memoryKnown);
    QCOMPARE(fits.modelCount(), 3);
    std::array<int, kWhatFitsFormats.size()> fitting{};
    for (int m = 0; m < models.size(); ++m) {
        const WhatFitsRow& row = fits.rows.at(m);
        QCOMPARE(row.model.id(), models.at(m).id());
        for (size_t f = 0; f < kWhatFitsFormats.size(); ++f) {
            FitInputs in = kFitDefaults;
            in.weights.format = kWhatFitsFormats[f];
            in.contextTokens =
                std::min(in.contextTokens, models.at(m).value(ModelField::MaxContext).toLongLong());
            QCOMPARE(row.contextTokens, in.contextTokens);
            const FitResult expected = computeFit(models.at(m), trn1, in);
            QCOMPARE(row.results[f].totalBytes, expected.totalBytes);
            QCOMPARE(row.results[f].fits, expected.fits);
            fitting[f] += expected.fits ? 1 : 0;
        }
    }
    QCOMPARE(fits.fitting, fitting);
    // Capped, Phi-3 Medium 4K holds a smaller KV cache than at the inputs' 8,192 tokens.
    FitInputs uncapped = kFitDefaults;
    uncapped.weights.format = WeightPrecision::Format::FP16;
    QCOMPARE(fits.rows.at(0).contextTokens, Q_INT64_C(4096));
    QVERIFY(fits.rows.at(0).results[0].kvCacheBytes <
            computeFit(models.at(0), trn1, uncapped).kvCacheBytes);
}

void TestWhatFits::contextZeroCountsWeightsAlone() {
    FitInputs weightsOnly = kFitDefaults;
    weightsOnly.contextTokens = 0;
    weightsOnly.headroomPercent = 0;
    const LlmModel& phi = model(QStringLiteral("phi-3-mini-4k-instruct"));
    const WhatFits fits = whatFitsOnChip(chip(QStringLiteral("aws-trainium1")), {phi}, weightsOnly);
    QCOMPARE(fits.rows.at(0).contextTokens, Q_INT64_C(0));
    QCOMPARE(fits.rows.at(0).results[0].kvCacheBytes, 0.0);
}

void TestWhatFits::memoryUnknownFitsNothing() {
    Chip noMemory = chip(QStringLiteral("aws-trainium1"));
    noMemory.figure(Field::MemoryGb).value = QVariant();
    noMemory.figure(Field::MemoryGb).status = FigureStatus::NotPublished;
    const WhatFits fits = whatFitsOnChip(noMemory, {model(QStringLiteral("llama-3.2-1b"))});
    QVERIFY(!fits.memoryKnown);
    QCOMPARE(fits.modelCount(), 1);
    QCOMPARE(fits.fitting, (std::array<int, kWhatFitsFormats.size()>{}));
}

QTEST_GUILESS_MAIN(TestWhatFits)
#include "tst_whatfits.moc"
