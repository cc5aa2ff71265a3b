// Epoch AI's hardware CSV into the built-in catalog (README, "Keeping the catalog"): the fixture
// tests/data/epoch/ml_hardware-excerpt.csv holds rows of the published CSV, unchanged.
#include "application/epochimport.h"
#include "catalogwrites.h"
#include "io/epochcsv.h"
#include "io/epochmatch.h"
#include "testbackend.h"

#include <QFile>
#include <QTest>

using namespace chipatlas;

namespace {
QByteArray fixture() {
    QFile file(QStringLiteral(CHIPATLAS_SOURCE_DIR "/tests/data/epoch/ml_hardware-excerpt.csv"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the Epoch fixture");
    return file.readAll();
}

const EpochRow* rowNamed(const QList<EpochRow>& rows, const QString& name) {
    for (const EpochRow& row : rows) {
        if (row.name == name)
            return &row;
    }
    return nullptr;
}

std::optional<Figure> figureOf(const EpochRow& row, Field field) {
    for (const auto& [f, figure] : row.figures) {
        if (f == field)
            return figure;
    }
    return std::nullopt;
}

const Chip* chipIn(const QList<Chip>& chips, const QString& id) {
    for (const Chip& chip : chips) {
        if (chip.id == id)
            return &chip;
    }
    return nullptr;
}

// The header of the published CSV, for rows written in a test.
QByteArray epochHeader() {
    return fixture().left(fixture().indexOf('\n') + 1);
}
} // namespace

class TestEpochImport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void recognisedByHeader();
    void unitsConvertExactly();
    void statusFollowsLinkAndNotes();
    void malformedRowNamesLineAndColumn_data();
    void malformedRowNamesLineAndColumn();
    void otherCsvIsRefusedNamingMissingColumns();
    void everyAliasIsABuiltInChip();
    void importIntoBuiltInCatalog();

private:
    std::unique_ptr<Catalog> newCatalog() {
        m_places.push_back(std::make_unique<catalogtest::CatalogPlace>());
        const catalogtest::CatalogPlace& place = *m_places.back();
        if (!place.isValid())
            return nullptr;
        StorageError error;
        std::unique_ptr<Catalog> catalog = place.open(Catalog::Options{}, &error);
        if (!catalog)
            qWarning("cannot open the catalog: %s", qPrintable(error.message));
        return catalog;
    }
    std::vector<std::unique_ptr<catalogtest::CatalogPlace>> m_places;
};

void TestEpochImport::recognisedByHeader() {
    QVERIFY(looksLikeEpochCsv(fixture()));
    QVERIFY(!looksLikeEpochCsv("id,vendor,name,tdp_w\nx,Acme,X,300\n"));
}

void TestEpochImport::unitsConvertExactly() {
    const EpochFileResult read = readEpochCsv(fixture());
    QVERIFY2(read.ok(), qPrintable(read.error));
    QCOMPARE(read.rows.size(), 33);
    const EpochRow* gb300 = rowNamed(read.rows, QStringLiteral("NVIDIA GB300 (Blackwell Ultra)"));
    QVERIFY(gb300);
    // 2500000000000000.0 FLOP/s, 287500000000.0 bytes, 8000000000000.0 byte/s, 1400.0 W.
    QCOMPARE(figureOf(*gb300, Field::Bf16TflopsDense)->number(), 2500.0);
    QCOMPARE(figureOf(*gb300, Field::Fp8TflopsDense)->number(), 5000.0);
    QCOMPARE(figureOf(*gb300, Field::Fp4TflopsDense)->number(), 15000.0);
    QCOMPARE(figureOf(*gb300, Field::MemoryGb)->number(), 287.5);
    QCOMPARE(figureOf(*gb300, Field::MemoryGb)->printedUnit, PrintedUnit::Decimal);
    QCOMPARE(figureOf(*gb300, Field::MemoryBwGbs)->number(), 8000.0);
    QCOMPARE(figureOf(*gb300, Field::TdpW)->number(), 1400.0);
    QCOMPARE(figureOf(*gb300, Field::Released)->text(), QStringLiteral("2025-08-22"));
    QCOMPARE(figureOf(*gb300, Field::ProcessNode)->text(), QStringLiteral("4 nm"));
    const EpochRow* h100 = rowNamed(read.rows, QStringLiteral("NVIDIA H100 SXM5 80GB"));
    QCOMPARE(figureOf(*h100, Field::Bf16TflopsDense)->number(), 989.4);
    QCOMPARE(figureOf(*h100, Field::LaunchPriceUsd)->number(), 33600.0);
    const EpochRow* b300 = rowNamed(read.rows, QStringLiteral("NVIDIA B300 (Blackwell Ultra)"));
    QCOMPARE(figureOf(*b300, Field::TransistorsBillion)->number(), 208.0); // 208000 millions
    const EpochRow* mtia = rowNamed(read.rows, QStringLiteral("Meta MTIA v2"));
    QCOMPARE(figureOf(*mtia, Field::MemoryGb)->number(), 0.256); // 256000000 bytes

    // A byte count that is a whole number of GiB and not of GB was printed in GiB.
    QByteArray row = epochHeader();
    QStringList cells(epochHeader().count(',') + 1);
    const QStringList header = QString::fromUtf8(epochHeader()).trimmed().split(QLatin1Char(','));
    cells[header.indexOf(QStringLiteral("Hardware name"))] = QStringLiteral("X1");
    cells[header.indexOf(QStringLiteral("Manufacturer"))] = QStringLiteral("X Corp");
    cells[header.indexOf(QStringLiteral("Memory (bytes)"))] = QStringLiteral("34359738368.0");
    row += cells.join(QLatin1Char(',')).toUtf8() + '\n';
    const EpochFileResult binary = readEpochCsv(row);
    QVERIFY2(binary.ok(), qPrintable(binary.error));
    QCOMPARE(figureOf(binary.rows.first(), Field::MemoryGb)->number(), 32.0);
    QCOMPARE(figureOf(binary.rows.first(), Field::MemoryGb)->printedUnit, PrintedUnit::Binary);
}

void TestEpochImport::statusFollowsLinkAndNotes() {
    const EpochFileResult read = readEpochCsv(fixture());
    QVERIFY2(read.ok(), qPrintable(read.error));
    // The vendor's own link: published, the link as source, Epoch's attribution in the note.
    const EpochRow* mtia = rowNamed(read.rows, QStringLiteral("Meta MTIA v2"));
    const Figure bf16 = *figureOf(*mtia, Field::Bf16TflopsDense);
    QCOMPARE(bf16.status, FigureStatus::Published);
    QCOMPARE(bf16.source,
             QStringLiteral("https://ai.meta.com/blog/"
                            "next-generation-meta-training-inference-accelerator-AI-MTIA/"));
    QVERIFY(bf16.note.startsWith(
        QStringLiteral("via Epoch AI, Data on Machine Learning Hardware (CC BY 4.0)")));
    // A news site's link: unverified.
    const EpochRow* ascend = rowNamed(read.rows, QStringLiteral("Huawei Ascend 920"));
    QCOMPARE(figureOf(*ascend, Field::Bf16TflopsDense)->status, FigureStatus::Unverified);
    // The notes name a third party for one figure: that one is unverified, the others not.
    const EpochRow* trainium3 = rowNamed(read.rows, QStringLiteral("Amazon Trainium3"));
    QCOMPARE(figureOf(*trainium3, Field::TdpW)->status, FigureStatus::Unverified);
    QVERIFY(figureOf(*trainium3, Field::TdpW)->note.contains(QStringLiteral("semianalysis")));
    QCOMPARE(figureOf(*trainium3, Field::Bf16TflopsDense)->status, FigureStatus::Published);
    const EpochRow* ascend910c = rowNamed(read.rows, QStringLiteral("Huawei Ascend 910C"));
    QCOMPARE(figureOf(*ascend910c, Field::Bf16TflopsDense)->status, FigureStatus::Unverified);
    QCOMPARE(figureOf(*ascend910c, Field::MemoryGb)->status, FigureStatus::Published);
    QCOMPARE(figureOf(*ascend910c, Field::MemoryGb)->source,
             QStringLiteral("https://www.huawei.com/en/news/2025/9/hc-xu-keynote-speech?"));
    // Google estimates no TDP: Epoch's own estimate is unverified.
    const EpochRow* ironwood = rowNamed(read.rows, QStringLiteral("Google TPU v7 Ironwood"));
    QCOMPARE(figureOf(*ironwood, Field::TdpW)->status, FigureStatus::Unverified);
    QCOMPARE(figureOf(*ironwood, Field::Released)->status, FigureStatus::Unverified);
    QCOMPARE(figureOf(*ironwood, Field::MemoryGb)->status, FigureStatus::Published);
    // A price is the vendor's only when "Source for the price" links to the vendor.
    const EpochRow* h100 = rowNamed(read.rows, QStringLiteral("NVIDIA H100 SXM5 80GB"));
    QCOMPARE(figureOf(*h100, Field::LaunchPriceUsd)->status, FigureStatus::Unverified);
}

void TestEpochImport::malformedRowNamesLineAndColumn_data() {
    QTest::addColumn<QString>("column");
    QTest::addColumn<QString>("cell");
    QTest::addColumn<QString>("expected");
    QTest::newRow("not a number") << QStringLiteral("TDP (W)") << QStringLiteral("700 W")
                                  << QStringLiteral(
                                         "line 3, column %1 (TDP (W)): \"700 W\" is not a number");
    QTest::newRow("negative") << QStringLiteral("Memory bandwidth (byte/s)") << QStringLiteral("-5")
                              << QStringLiteral("line 3, column %1");
    QTest::newRow("bad date") << QStringLiteral("Release date") << QStringLiteral("soon")
                              << QStringLiteral("line 3, column %1 (Release date): \"soon\" is "
                                                "not a date; Epoch writes YYYY-MM-DD");
}

void TestEpochImport::malformedRowNamesLineAndColumn() {
    QFETCH(QString, column);
    QFETCH(QString, cell);
    QFETCH(QString, expected);
    const QStringList header = QString::fromUtf8(epochHeader()).trimmed().split(QLatin1Char(','));
    QStringList good(header.size());
    good[0] = QStringLiteral("Good");
    QStringList bad = good;
    bad[0] = QStringLiteral("Bad");
    const int index = int(header.indexOf(column));
    QVERIFY(index >= 0);
    bad[index] = cell;
    const QByteArray data = epochHeader() + good.join(QLatin1Char(',')).toUtf8() + '\n' +
                            bad.join(QLatin1Char(',')).toUtf8() + '\n';
    const EpochFileResult read = readEpochCsv(data);
    QVERIFY(!read.ok());
    QVERIFY2(read.error.startsWith(expected.arg(index + 1)), qPrintable(read.error));
}

void TestEpochImport::otherCsvIsRefusedNamingMissingColumns() {
    const EpochFileResult read =
        readEpochCsv("Hardware name,Manufacturer,Release date,TDP (W)\nX,Y,2024-01-01,300\n");
    QVERIFY(!read.ok());
    QVERIFY2(read.error.startsWith(QStringLiteral(
                 "line 1: this is not Epoch AI's \"Data on Machine Learning Hardware\" CSV: the "
                 "header lacks the columns Tensor-FP16/BF16 performance (FLOP/s), FP8 "
                 "performance (FLOP/s), Memory (bytes), Memory bandwidth (byte/s), Link to "
                 "datasheet, Notes, Last modified")),
             qPrintable(read.error));
}

void TestEpochImport::everyAliasIsABuiltInChip() {
    std::unique_ptr<Catalog> catalog = newCatalog();
    QVERIFY(catalog);
    const QList<Chip> chips = catalog->chips().all(nullptr);
    for (const auto& [epoch, id] : epochReference().aliases)
        QVERIFY2(chipIn(chips, id), qPrintable(epoch + QStringLiteral(" -> ") + id));
    // Each built-in chip the fixture has under another name is matched.
    const EpochFileResult read = readEpochCsv(fixture());
    const QHash<qsizetype, QString> matches = matchEpochRows(chips, read.rows);
    const auto matched = [&](const QString& name) {
        for (qsizetype i = 0; i < read.rows.size(); ++i) {
            if (read.rows.at(i).name == name)
                return matches.value(i);
        }
        return QString();
    };
    QCOMPARE(matched(QStringLiteral("NVIDIA H100 SXM5 80GB")), QStringLiteral("nvidia-h100-sxm"));
    QCOMPARE(matched(QStringLiteral("Google TPU v7 Ironwood")),
             QStringLiteral("google-tpu7x-ironwood"));
    QCOMPARE(matched(QStringLiteral("Maia 100 (M100)")), QStringLiteral("microsoft-maia-100"));
    // By name, vendor prefix and case aside.
    QCOMPARE(matched(QStringLiteral("AMD Instinct MI355X")), QStringLiteral("amd-mi355x"));
    QCOMPARE(matched(QStringLiteral("NVIDIA H100 NVL")), QStringLiteral("nvidia-h100-nvl"));
    QCOMPARE(matched(QStringLiteral("NVIDIA L4")), QStringLiteral("nvidia-l4"));
    QCOMPARE(matched(QStringLiteral("Huawei Ascend 920")), QString());
    QCOMPARE(epochChipId(QStringLiteral("Huawei"), QStringLiteral("Huawei Ascend 920")),
             QStringLiteral("huawei-ascend-920"));
    QCOMPARE(epochChipId(QStringLiteral("Meta"), QStringLiteral("Meta MTIA v2")),
             QStringLiteral("meta-mtia-v2"));
    QCOMPARE(epochChipId(QStringLiteral("Moore Threads (Tencent)"), QStringLiteral("MTT S4000")),
             QStringLiteral("moore-mtt-s4000"));
}

void TestEpochImport::importIntoBuiltInCatalog() {
    std::unique_ptr<Catalog> catalog = newCatalog();
    QVERIFY(catalog);
    // The user's own TDP for GH200 (the built-in one is unknown).
    Chip gh200 = *catalog->chips().find(QStringLiteral("nvidia-gh200"), nullptr);
    gh200.figure(Field::TdpW) = {900.0, FigureStatus::Published, {}, QStringLiteral("our lab")};
    StorageError error;
    QVERIFY2(testwrites::editChips(*catalog, {gh200}, &error), qPrintable(error.message));
    const QList<Chip> before = catalog->chips().all(nullptr);

    const EpochFileResult read = readEpochCsv(fixture());
    QVERIFY2(read.ok(), qPrintable(read.error));
    EpochImportPlanning planned = planEpochImport(*catalog, read.rows);
    QCOMPARE(planned.planning.status, ChipImportPlanning::Status::Ok);
    QStringList notices;
    for (const EpochNotice& notice : std::as_const(planned.notices))
        notices << epochNoticeText(notice);
    const ImportPlan& plan = planned.planning.plan;
    // New chips: the rows no chip matches, as the user's, with their statuses.
    const Chip* ascend = chipIn(plan.added, QStringLiteral("huawei-ascend-920"));
    QVERIFY(ascend);
    QCOMPARE(ascend->origin, Origin::User);
    QCOMPARE(ascend->figure(Field::Bf16TflopsDense).status, FigureStatus::Unverified);
    QVERIFY(chipIn(plan.added, QStringLiteral("meta-mtia-v2")));
    QVERIFY(chipIn(plan.added, QStringLiteral("nvidia-gb300-blackwell-ultra")));
    QVERIFY(!chipIn(plan.added, QStringLiteral("nvidia-h100-sxm5-80gb"))); // matched by alias
    QCOMPARE(plan.added.size(), 5);

    // A vendor's published figure stays; the disagreement is a notice.
    QVERIFY2(notices.contains(QStringLiteral(
                 "line 20 (AMD Instinct MI355X) -> amd-mi355x: BF16 dense (bf16_tflops_dense) "
                 "keeps 2.5 PFLOPS (published, from the vendor); Epoch says 2.5166 PFLOPS "
                 "(published)")),
             qPrintable(notices.join(QLatin1Char('\n'))));
    // A vendor's "not published" stays, Epoch's value beside it, unverified.
    QVERIFY2(notices.contains(QStringLiteral(
                 "line 2 (Amazon Trainium3) -> aws-trainium3: TDP (tdp_w) stays not published "
                 "by the vendor; Epoch says 700 W (unverified)")),
             qPrintable(notices.join(QLatin1Char('\n'))));
    // The user's edit stays.
    QVERIFY2(notices.contains(QStringLiteral(
                 "line 53 (NVIDIA GH200) -> nvidia-gh200: TDP (tdp_w) keeps your value 900 W; "
                 "Epoch says 700 W (published)")),
             qPrintable(notices.join(QLatin1Char('\n'))));
    // The same date to the day a stored month gives is no disagreement; another is.
    QVERIFY(!notices.join(QLatin1Char('\n')).contains(QStringLiteral("aws-trainium2: Released")));
    QVERIFY2(notices.contains(QStringLiteral(
                 "line 20 (AMD Instinct MI355X) -> amd-mi355x: Released (released) keeps 2025-10 "
                 "(published, from the vendor); Epoch says 2025-06-12 (unverified)")),
             qPrintable(notices.join(QLatin1Char('\n'))));
    // What the catalog does not know takes Epoch's figure, as a change the preview shows.
    const ChipChange* ironwood = nullptr;
    for (const ChipChange& change : plan.changed) {
        if (change.local.id == QStringLiteral("google-tpu7x-ironwood"))
            ironwood = &change;
        for (const ChipDifference& difference : change.differences) {
            QVERIFY2(difference.field, qPrintable(change.local.id + difference.key));
            QVERIFY2(!difference.local.hasValue() ||
                         difference.local.status == FigureStatus::Unverified,
                     qPrintable(change.local.id + QLatin1Char(' ') + difference.key));
        }
    }
    QVERIFY(ironwood);
    QCOMPARE(ironwood->imported.figure(Field::Released).text(), QStringLiteral("2025-11-06"));
    QCOMPARE(ironwood->imported.figure(Field::Released).status, FigureStatus::Unverified);

    // Saved: vendor figures and the user's edit as they were.
    const ChipImportWrite written =
        saveChipImport(*catalog, std::move(planned.planning.plan), {}, {}, UndoStates::Skip);
    QCOMPARE(written.status, ChipImportWrite::Status::Saved);
    const QList<Chip> after = catalog->chips().all(nullptr);
    QCOMPARE(chipIn(after, QStringLiteral("nvidia-gh200"))->figure(Field::TdpW).number(), 900.0);
    QCOMPARE(chipIn(after, QStringLiteral("amd-mi355x"))->figure(Field::Bf16TflopsDense),
             chipIn(before, QStringLiteral("amd-mi355x"))->figure(Field::Bf16TflopsDense));
    QCOMPARE(chipIn(after, QStringLiteral("aws-trainium3"))->figure(Field::TdpW).status,
             FigureStatus::NotPublished);
    QCOMPARE(chipIn(after, QStringLiteral("huawei-ascend-920"))->origin, Origin::User);
    // Importing the same file again changes nothing.
    EpochImportPlanning again = planEpochImport(*catalog, read.rows);
    QVERIFY(again.planning.plan.isEmpty());
}

QTEST_GUILESS_MAIN(TestEpochImport)
#include "tst_epochimport.moc"
