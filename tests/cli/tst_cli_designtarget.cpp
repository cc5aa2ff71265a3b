// A design target through chipatlas-cli, end to end (docs/DOMAIN-RULES.md rule 1): a chip whose
// FP8 is a design target above every published FP8 does not win `compare` (the same JSON as
// compareEntries() in-process), and `list`, `show`, `list --json` and `export` show its status.
#include "clicatalog.h"
#include "domain/comparison.h"
#include "io/catalogimport.h"
#include "io/comparisonexport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace chipatlas;

namespace {
const QString kTarget = QStringLiteral("test-trainium4");

// Trainium4 as AWS announced it: "3x the FP8 performance and 4x the memory bandwidth of
// Trainium3", design targets, not shipping specs; every other figure unknown.
Chip trainium4Targets(const Chip& trainium3) {
    Chip chip;
    chip.id = kTarget;
    chip.vendor = trainium3.vendor;
    chip.name = QStringLiteral("Test Trainium4");
    chip.kind = trainium3.kind;
    chip.origin = Origin::User;
    const auto target = [&](Field field, double multiple, const QString& note) {
        Figure figure;
        figure.value = trainium3.figure(field).number() * multiple;
        figure.status = FigureStatus::DesignTarget;
        figure.source = QStringLiteral("https://aws.amazon.com/ai/machine-learning/trainium/");
        figure.note = note;
        chip.figure(field) = figure;
    };
    target(Field::Fp8TflopsDense, 3, QStringLiteral("at least 3x Trainium3's FP8"));
    target(Field::MemoryBwGbs, 4, QStringLiteral("4x Trainium3's memory bandwidth"));
    return chip;
}
} // namespace

class TestCliDesignTarget : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void neverWinsCompare();
    void listAndShowMarkIt();
    void jsonAndCsvGiveTheStatusKey();

private:
    CliCatalog m_catalog;
    Chip m_trainium3;
    Chip m_trainium4;
};

void TestCliDesignTarget::initTestCase() {
    QString error;
    QVERIFY2(m_catalog.init(&error), qPrintable(error));
    m_trainium3 = m_catalog.chip(QStringLiteral("aws-trainium3"));
    QCOMPARE(m_trainium3.figure(Field::Fp8TflopsDense).status, FigureStatus::Published);
    m_trainium4 = trainium4Targets(m_trainium3);
    // FP8 above the FP8 of the chips it is compared with (the built-in catalog
    // holds higher ones now, the MI455X's among them).
    for (const QString& id : {QStringLiteral("aws-trainium3"), QStringLiteral("nvidia-h100-sxm")}) {
        const Chip chip = m_catalog.chip(id);
        const Figure& fp8 = chip.figure(Field::Fp8TflopsDense);
        QVERIFY(fp8.hasValue() && fp8.status != FigureStatus::DesignTarget);
        QVERIFY(fp8.number() < m_trainium4.figure(Field::Fp8TflopsDense).number());
    }
    const QString file = m_catalog.path(QStringLiteral("trainium4.json"));
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(exportChipsJson({m_trainium4}));
    out.close();
    const CliResult r = m_catalog.run({QStringLiteral("import"), file});
    QVERIFY2(r.exitCode == 0, r.err.constData());
}

void TestCliDesignTarget::neverWinsCompare() {
    const QStringList ids{QStringLiteral("aws-trainium3"), kTarget,
                          QStringLiteral("nvidia-h100-sxm")};
    const CliResult r = m_catalog.run(QStringList{QStringLiteral("compare")} + ids +
                                      QStringList{QStringLiteral("--precision"),
                                                  QStringLiteral("fp8"), QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject json = r.json().object();
    QList<Chip> chips{m_trainium3, m_trainium4, m_catalog.chip(QStringLiteral("nvidia-h100-sxm"))};
    QCOMPARE(json,
             comparisonToJson(compareEntries(chipEntries(chips), Precision::FP8, QLocale::c())));
    QJsonObject fp8;
    for (const QJsonValue& row : json[u"rows"].toArray()) {
        if (row[u"field"].toString() == QLatin1String("fp8_tflops_dense"))
            fp8 = row.toObject();
    }
    QVERIFY(!fp8.isEmpty());
    // Trainium3's published 2,517 TFLOPS wins; Trainium4's 7,551 takes no part.
    QCOMPARE(fp8[u"winner"].toInt(-1), 0);
    QCOMPARE(fp8[u"statuses"].toArray().at(1).toString(), QStringLiteral("design_target"));
    QCOMPARE(fp8[u"left_out"].toArray().at(1).toString(), QStringLiteral("design_target"));
    QVERIFY(fp8[u"ratios"].toArray().at(1).isNull());

    const CliResult text =
        m_catalog.run(QStringList{QStringLiteral("compare")} + ids +
                      QStringList{QStringLiteral("--precision"), QStringLiteral("fp8")});
    QCOMPARE(text.exitCode, 0);
    for (const char* part : {"7.551 PFLOPS target",
                             "Test Trainium4's FP8 figure of 7.551 PFLOPS is a design target, "
                             "not shipping",
                             "\"target\" a design target"})
        QVERIFY2(text.text().contains(QString::fromUtf8(part)), part);
}

void TestCliDesignTarget::listAndShowMarkIt() {
    const CliResult list = m_catalog.run(
        {QStringLiteral("list"), QStringLiteral("--filter"), QStringLiteral("trainium")});
    QCOMPARE(list.exitCode, 0);
    const QString listText = list.text();
    QVERIFY2(listText.contains(QStringLiteral("7551.0 target")), qPrintable(listText));
    QVERIFY2(listText.contains(QStringLiteral("19600 target")), qPrintable(listText));
    QVERIFY2(listText.contains(QStringLiteral(
                 "target: a design target, announced for a chip that does not ship yet")),
             qPrintable(listText));
    // Trainium3's published figures carry no mark.
    QVERIFY(listText.contains(QStringLiteral("2517.0 ")));
    QVERIFY(!listText.contains(QStringLiteral("2517.0 target")));

    const CliResult show = m_catalog.run({QStringLiteral("show"), kTarget});
    QCOMPARE(show.exitCode, 0);
    const QString showText = show.text();
    for (const char* part :
         {"\"target\": a design target, not shipping", "design target, not shipping",
          "7.551 PFLOPS target", "19.6 TB/s target", "at least 3x Trainium3's FP8"})
        QVERIFY2(showText.contains(QString::fromUtf8(part)), qPrintable(showText));
}

void TestCliDesignTarget::jsonAndCsvGiveTheStatusKey() {
    const QJsonDocument json = m_catalog.runJson(
        {QStringLiteral("list"), QStringLiteral("--filter"), kTarget, QStringLiteral("--json")});
    const QJsonArray chips = json.array();
    QCOMPARE(chips.size(), 1);
    QCOMPARE(chips.at(0)[u"figures"][u"fp8_tflops_dense"][u"status"].toString(),
             QStringLiteral("design_target"));
    QCOMPARE(chips.at(0)[u"figures"][u"fp8_tflops_dense"][u"value"].toDouble(), 7551.0);

    const QString csv = m_catalog.path(QStringLiteral("export.csv"));
    const CliResult r =
        m_catalog.run({QStringLiteral("export"), csv, QStringLiteral("--filter"), kTarget});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const ChipFileResult read = readChipFile(
        [&] {
            QFile in(csv);
            return in.open(QIODevice::ReadOnly) ? in.readAll() : QByteArray();
        }(),
        CatalogFormat::Csv);
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.chips.size(), 1);
    QCOMPARE(read.chips.at(0).chip.figure(Field::Fp8TflopsDense).status,
             FigureStatus::DesignTarget);
}

QTEST_GUILESS_MAIN(TestCliDesignTarget)
#include "tst_cli_designtarget.moc"
