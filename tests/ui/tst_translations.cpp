#include "application/catalogsnapshot.h"
#include "application/ownershiprules.h"
#include "domain/comparison.h"
#include "domain/facility.h"
#include "domain/field.h"
#include "domain/figure.h"
#include "domain/offer.h"
#include "domain/ownershipscenario.h"
#include "domain/result.h"
#include "domain/schema.h"
#include "domain/validation.h"
#include "io/catalogcsv.h"
#include "io/catalogjson.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

using namespace chipatlas;

// The German catalog is embedded in the ui library and translates what people read first:
// statuses and field labels (which lupdate only finds when they are marked in core).
class TestTranslations : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void germanIsEmbeddedAndComplete();
    void everySchemaLabelIsTranslated();
    void ownOrRentReadsInGerman();
};

void TestTranslations::germanIsEmbeddedAndComplete() {
    QTranslator translator;
    QVERIFY(translator.load(QLocale(QLocale::German, QLocale::Germany), QStringLiteral("chipatlas"),
                            QStringLiteral("_"), QStringLiteral(":/i18n")));
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QCOMPARE(statusDisplayName(FigureStatus::NotPublished), QStringLiteral("nicht veröffentlicht"));
    QCOMPARE(fieldLabel(Field::MemoryBwGbs), QStringLiteral("Speicherbandbreite"));
    QCOMPARE(fieldLabel(Field::TdpW), QStringLiteral("TDP"));

    // A summary sentence is composed of translated pieces: it must read as German, in German
    // number format.
    QString error;
    const auto catalog = builtInChips(&error);
    QVERIFY2(catalog, qPrintable(error));
    QList<Chip> pair;
    for (const Chip& chip : catalog->chips) {
        if (chip.id == QLatin1String("nvidia-l40s") || chip.id == QLatin1String("aws-trainium1"))
            pair.prepend(chip); // L40S first
    }
    QCOMPARE(pair.size(), 2);
    const Comparison comparison = compareEntries(chipEntries(pair), Precision::BF16,
                                                 QLocale(QLocale::German, QLocale::Germany));
    QCOMPARE(
        comparison.summary.value(0),
        QStringLiteral("NVIDIA L40S ist beim Training schneller: 1,91x den dichten "
                       "BF16-Durchsatz von AWS Trainium (Trn1) (362,05 gegenüber 190 TFLOPS)."));

    // Validation and import messages come from core's own translation helpers.
    Chip chip = pair.constFirst();
    chip.figure(Field::TdpW).value = -5.0;
    const QList<ValidationIssue> issues = validateChip(chip);
    QCOMPARE(issues.size(), 1);
    QVERIFY2(!issues.constFirst().message.contains(QLatin1String("negative")),
             qPrintable(issues.constFirst().message));
    chip.name.clear();
    const QString nameIssue = issuesText(validateChip(chip));
    QVERIFY2(nameIssue.contains(QLatin1String("Name (name)")), qPrintable(nameIssue));
    QVERIFY2(!nameIssue.contains(QLatin1String("required")), qPrintable(nameIssue));
    // The chip CSV reader's own messages are looked up where lupdate files them.
    const ChipFileResult csv = readChipsCsv("id,vendor,name,bogus\nacme-x1,Acme,X1,1\n");
    QVERIFY2(csv.error.contains(QStringLiteral("unbekannte Spalte „bogus“")),
             qPrintable(csv.error));

    // A measured result's checks too: "required" and "negative" read in German.
    Result result;
    result.tokensPerS = -5.0;
    const QString resultIssues = issuesText(validateResult(result, QDate(2026, 12, 5)));
    QVERIFY2(resultIssues.contains(QLatin1String("erforderlich")), qPrintable(resultIssues));
    QVERIFY2(resultIssues.contains(QLatin1String("ist negativ")), qPrintable(resultIssues));
    QVERIFY2(!resultIssues.contains(QLatin1String("required")), qPrintable(resultIssues));
    QVERIFY2(!resultIssues.contains(QLatin1String("is negative")), qPrintable(resultIssues));

    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(statusDisplayName(FigureStatus::NotPublished), QStringLiteral("not published"));
}

// Each kind's labels are looked up in its schema's context, the one lupdate files them under:
// every chip, system and offer field reads in German.
void TestTranslations::everySchemaLabelIsTranslated() {
    QTranslator translator;
    QVERIFY(translator.load(QLocale(QLocale::German, QLocale::Germany), QStringLiteral("chipatlas"),
                            QStringLiteral("_"), QStringLiteral(":/i18n")));
    for (const EntrySchema* schema :
         {&chipSchema(), &systemSchema(), &offerSchema(), &ownershipSchema()}) {
        for (const FieldSpec& spec : schema->fields)
            QVERIFY2(!translator.translate(schema->context, spec.label).isEmpty(), spec.key);
    }
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QCOMPARE(offerSchema().label(int(OfferField::Provider)), QStringLiteral("Anbieter"));
    QCoreApplication::removeTranslator(&translator);
}

// Own or rent's texts are looked up where lupdate files them: a scenario's validation, the
// facility's refusal and the report's problems and labels read in German.
void TestTranslations::ownOrRentReadsInGerman() {
    QTranslator translator;
    QVERIFY(translator.load(QLocale(QLocale::German, QLocale::Germany), QStringLiteral("chipatlas"),
                            QStringLiteral("_"), QStringLiteral(":/i18n")));
    QVERIFY(QCoreApplication::installTranslator(&translator));
    OwnershipScenario scenario;
    scenario.id = QStringLiteral("rack");
    scenario.name = QStringLiteral("Rack");
    scenario.hardwareId = QStringLiteral("test-rack");
    scenario.utilisationPct = 101.0;
    QCOMPARE(issuesText(validateOwnershipScenario(scenario)),
             QStringLiteral("Auslastung (utilisation_pct): 101 % liegt über dem Maximum von "
                            "100 %"));

    FacilityInputs rack;
    rack.unitKw = 120.0;
    rack.unitIsRack = true;
    rack.rackKw = 27.0;
    QCOMPARE(fitFacility(rack).reason,
             QStringLiteral("ein Rack mit 120 kW kann bei 27 kW je Rack nicht aufgestellt werden"));

    System system;
    system.id = QStringLiteral("test-rack");
    system.name = QStringLiteral("Test-Rack");
    system.chipId = QStringLiteral("test-gpu");
    system.chipCount = 72;
    system.figure(SystemField::RackPowerW).value = 120'000.0;
    system.figure(SystemField::RackPowerW).status = FigureStatus::Published;
    scenario.utilisationPct = 50.0;
    const OwnershipReport report =
        ownershipReport(CatalogSnapshot({}, {}, {}, {system}), scenario, QDate(2026, 12, 5),
                        QLocale(QLocale::German, QLocale::Germany));
    QVERIFY2(report.problems.contains(QStringLiteral(
                 "Geben Sie einen Kaufpreis ein: der Katalog hat keinen veröffentlichten Preis "
                 "für Test-Rack.")),
             qPrintable(report.problems.join(QLatin1Char('\n'))));
    QCOMPARE(report.unitPower.assumption.label, QStringLiteral("Leistung je System"));
    QCOMPARE(report.unitPower.assumption.valueText, QStringLiteral("120.000 W"));
    QCOMPARE(assumptionOriginDisplayName(AssumptionOrigin::Default), QStringLiteral("Vorgabe"));
    QCoreApplication::removeTranslator(&translator);
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
