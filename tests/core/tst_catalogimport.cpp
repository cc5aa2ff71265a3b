#include "catalogwrites.h"
#include "io/catalogcsv.h"
#include "testbackend.h"
#include "tst_import_helpers.h"

#include <QTemporaryDir>
#include <QTest>

#include <atomic>

using namespace chipatlas;
using namespace importtest;

Q_DECLARE_METATYPE(chipatlas::CatalogFormat)

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");
const QString kB200 = QStringLiteral("nvidia-b200");

ImportedChip imported(const Chip& chip) {
    ImportedChip item;
    item.chip = chip;
    item.chip.origin = Origin::User;
    return item;
}

// A CSV with many new chips, for progress and cancellation.
QByteArray bigCsv(int rows) {
    QList<Chip> chips;
    for (int i = 0; i < rows; ++i)
        chips << newChip(QStringLiteral("bulk-%1").arg(i, 5, 10, QLatin1Char('0')));
    return exportChipsCsv(chips);
}
} // namespace

class TestCatalogImport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void formatFromPath();
    void planNewChangedUnchanged();
    void choices();
    void movedPlanResolvesAsCopied();
    void largeImportFindsStoredChipsPastFirstChunk_data();
    void largeImportFindsStoredChipsPastFirstChunk();
    void missingColumnsKeepStoredValues();
    void jsonErrorsNameChipAndField_data();
    void jsonErrorsNameChipAndField();
    void progressIsReported();
    void cancelledReadChangesNothing_data();
    void cancelledReadChangesNothing();
    void cancelledPlan();
    void cancelledStorageImportRollsBack();
    void importedFiguresAreUserEdits();
    void invalidChipSavesNothing();
    void saveAndDeleteModels();

private:
    // A fresh catalog on the backend under test, kept until the test ends.
    std::unique_ptr<Catalog> newCatalog(bool seed = true) {
        m_places.push_back(std::make_unique<catalogtest::CatalogPlace>());
        const catalogtest::CatalogPlace& place = *m_places.back();
        if (!place.isValid()) {
            qWarning("%s", qPrintable(place.error()));
            return nullptr;
        }
        Catalog::Options options;
        options.seedBuiltIn = seed;
        StorageError error;
        std::unique_ptr<Catalog> catalog = place.open(options, &error);
        if (!catalog)
            qWarning("cannot open %s: %s", qPrintable(place.connection().displayText()),
                     qPrintable(error.message));
        return catalog;
    }
    std::vector<std::unique_ptr<catalogtest::CatalogPlace>> m_places;
};

void TestCatalogImport::formatFromPath() {
    QCOMPARE(catalogFormatForPath(QStringLiteral("/a/b.csv")), CatalogFormat::Csv);
    QCOMPARE(catalogFormatForPath(QStringLiteral("B.JSON")), CatalogFormat::Json);
    QCOMPARE(catalogFormatForPath(QStringLiteral("b.txt")), std::nullopt);
    QCOMPARE(catalogFormatForPath(QStringLiteral("csv")), std::nullopt);
}

void TestCatalogImport::planNewChangedUnchanged() {
    std::unique_ptr<Catalog> catalog = newCatalog();
    QVERIFY(catalog);
    const QList<Chip> current = catalog->chips().all(nullptr);
    Chip h100 = *catalog->chips().find(kH100, nullptr);
    h100.figure(Field::TdpW).value = 650.0;
    h100.figure(Field::TdpW).note = QStringLiteral("measured");
    h100.notes = QStringLiteral("changed notes");
    const Chip b200 = *catalog->chips().find(kB200, nullptr);

    const std::optional<ImportPlan> plan =
        planImport(current, {imported(newChip(QStringLiteral("zz-new"))), imported(h100),
                             imported(b200), imported(newChip(QStringLiteral("aa-new")))});
    QVERIFY(plan);
    QCOMPARE(plan->added.size(), 2);
    QCOMPARE(plan->added.first().id, QStringLiteral("aa-new")); // sorted by id
    QCOMPARE(plan->unchanged, QStringList{kB200});              // origins are not compared
    QCOMPARE(plan->changed.size(), 1);
    const ChipChange& change = plan->changed.first();
    QCOMPARE(change.local.id, kH100);
    QCOMPARE(change.differences.size(), 2);
    QCOMPARE(change.differences.at(0).key, QStringLiteral("notes"));
    QVERIFY(!change.differences.at(0).field);
    QCOMPARE(change.differences.at(0).importedText, QStringLiteral("changed notes"));
    QCOMPARE(change.differences.at(0).localText, change.local.notes);
    QCOMPARE(change.differences.at(1).key, QStringLiteral("tdp_w"));
    QCOMPARE(change.differences.at(1).field, Field::TdpW);
    QCOMPARE(change.differences.at(1).local.number(), 700.0);
    QCOMPARE(change.differences.at(1).imported.number(), 650.0);
    QCOMPARE(change.differences.at(1).imported.note, QStringLiteral("measured"));
}

void TestCatalogImport::choices() {
    std::unique_ptr<Catalog> catalog = newCatalog();
    QVERIFY(catalog);
    Chip h100 = *catalog->chips().find(kH100, nullptr);
    const Chip local = h100;
    h100.figure(Field::TdpW).value = 650.0;
    h100.figure(Field::MemoryGb).value = 96.0;
    h100.notes = QStringLiteral("changed notes");
    const std::optional<ImportPlan> plan =
        planImport(catalog->chips().all(nullptr),
                   {imported(h100), imported(newChip(QStringLiteral("zz-new")))});
    QVERIFY(plan);

    // Default: take everything.
    QList<Chip> chips = resolveImport(*plan);
    QCOMPARE(chips.size(), 2);
    QCOMPARE(chips.at(0).figure(Field::TdpW).number(), 650.0);
    QCOMPARE(chips.at(0).origin, Origin::BuiltIn); // an existing chip keeps its origin
    QCOMPARE(chips.at(1).id, QStringLiteral("zz-new"));
    QCOMPARE(chips.at(1).origin, Origin::User);

    // Keep the local chip, skip the new one: nothing to save.
    ImportChoices keep;
    keep.chips.insert(kH100, ImportChoice::KeepLocal);
    keep.skippedNew.insert(QStringLiteral("zz-new"));
    QVERIFY(resolveImport(*plan, keep).isEmpty());

    // Keep the chip except one field taken from the file.
    keep.fields[kH100].insert(QStringLiteral("memory_gb"), ImportChoice::TakeImported);
    chips = resolveImport(*plan, keep);
    QCOMPARE(chips.size(), 1);
    QCOMPARE(chips.first().figure(Field::MemoryGb).number(), 96.0);
    QCOMPARE(chips.first().figure(Field::TdpW), local.figure(Field::TdpW));
    QCOMPARE(chips.first().notes, local.notes);

    // Keep by default, take one field: the field wins over the default.
    ImportChoices keepAll;
    keepAll.defaultChoice = ImportChoice::KeepLocal;
    keepAll.fields[kH100].insert(QStringLiteral("notes"), ImportChoice::TakeImported);
    chips = resolveImport(*plan, keepAll);
    QCOMPARE(chips.size(), 2); // the new chip is added unless skipped
    QCOMPARE(chips.first().notes, QStringLiteral("changed notes"));
    QCOMPARE(chips.first().figure(Field::TdpW), local.figure(Field::TdpW));

    // Saved: exactly the chosen values.
    StorageError error;
    QVERIFY2(catalog->chips().import(chips, importBase(*plan), &error), qPrintable(error.message));
    const Chip stored = *catalog->chips().find(kH100, nullptr);
    QCOMPARE(stored.notes, QStringLiteral("changed notes"));
    QCOMPARE(stored.figure(Field::TdpW), local.figure(Field::TdpW));
    QVERIFY(catalog->chips().find(QStringLiteral("zz-new"), nullptr));
}

// resolveImport(std::move(plan)) keeps the new chips where the plan holds them: it must answer
// exactly as the copying form, whatever is skipped, kept or taken.
void TestCatalogImport::movedPlanResolvesAsCopied() {
    std::unique_ptr<Catalog> catalog = newCatalog();
    QVERIFY(catalog);
    Chip h100 = *catalog->chips().find(kH100, nullptr);
    h100.figure(Field::TdpW).value = 650.0;
    h100.notes = QStringLiteral("changed notes");
    const std::optional<ImportPlan> plan = planImport(
        catalog->chips().all(nullptr),
        {imported(newChip(QStringLiteral("zz-new"))), imported(h100),
         imported(newChip(QStringLiteral("aa-new"))), imported(newChip(QStringLiteral("oo-new")))});
    QVERIFY(plan);
    QCOMPARE(plan->added.size(), 3);
    QCOMPARE(plan->changed.size(), 1);

    ImportChoices skipMiddle;
    skipMiddle.skippedNew.insert(QStringLiteral("oo-new"));
    ImportChoices keepLocal;
    keepLocal.defaultChoice = ImportChoice::KeepLocal;
    keepLocal.skippedNew = {QStringLiteral("aa-new"), QStringLiteral("zz-new")};
    ImportChoices skipAll;
    skipAll.skippedNew = {QStringLiteral("aa-new"), QStringLiteral("oo-new"),
                          QStringLiteral("zz-new")};
    for (const ImportChoices& choices : {ImportChoices{}, skipMiddle, keepLocal, skipAll}) {
        const QList<Chip> copied = resolveImport(*plan, choices);
        ImportPlan moved = *plan;
        moved.added.detach(); // its own chips, as a plan the caller hands over holds
        QCOMPARE(resolveImport(std::move(moved), choices), copied);
    }
    // Sorted by id, the changed chip among the new ones.
    QStringList ids;
    for (const Chip& chip : resolveImport(ImportPlan(*plan), skipMiddle))
        ids << chip.id;
    QCOMPARE(ids, (QStringList{QStringLiteral("aa-new"), kH100, QStringLiteral("zz-new")}));
}

void TestCatalogImport::largeImportFindsStoredChipsPastFirstChunk_data() {
    QTest::addColumn<bool>("keepUndo");
    QTest::newRow("without undo (the CLI)") << false;
    QTest::newRow("with undo (the window)") << true;
}

// An import reads the stored chips a chunk at a time and, without an undo step, keeps only those
// that are stored. A stored chip far down a large import's list is still merged with what someone
// else saved since the plan, not written as new.
void TestCatalogImport::largeImportFindsStoredChipsPastFirstChunk() {
    QFETCH(bool, keepUndo);
    std::unique_ptr<Catalog> catalog = newCatalog();
    QVERIFY(catalog);
    const Chip stored = *catalog->chips().find(kH100, nullptr);
    QList<ImportedChip> file;
    for (int i = 0; i < 300; ++i) // their ids sort before the H100's
        file << imported(newChip(QStringLiteral("bulk-%1").arg(i, 3, 10, QLatin1Char('0'))));
    Chip h100 = stored;
    h100.figure(Field::TdpW).value = 650.0;
    file << imported(h100);
    std::optional<ImportPlan> plan = planImport(catalog->chips().all(nullptr), std::move(file));
    QVERIFY(plan);
    QCOMPARE(plan->changed.size(), 1);
    const QList<Chip> base = importBase(*plan);
    const QList<Chip> chips = resolveImport(std::move(*plan));
    QCOMPARE(chips.size(), 301);
    QCOMPARE(chips.last().id, kH100); // past the first chunk of stored states

    // Someone else saves another figure of the H100 after the plan.
    Chip other = stored;
    other.figure(Field::MemoryGb).value = 96.0;
    StorageError error;
    QVERIFY2(testwrites::editChips(*catalog, {other}, &error), qPrintable(error.message));

    Catalog::ImportedStates states;
    QVERIFY2(catalog->chips().import(chips, base, {}, &error, keepUndo ? &states : nullptr),
             qPrintable(error.message));
    const Chip now = *catalog->chips().find(kH100, nullptr);
    QCOMPARE(now.figure(Field::TdpW).number(), 650.0);    // the import's
    QCOMPARE(now.figure(Field::MemoryGb).number(), 96.0); // and the other's
    QVERIFY(catalog->chips().find(QStringLiteral("bulk-299"), nullptr));
    if (keepUndo) {
        QCOMPARE(states.chipsBefore.size(), 301);
        QVERIFY(!states.chipsBefore.first().chip); // new
        QCOMPARE(states.chipsBefore.last().chip->figure(Field::MemoryGb).number(), 96.0);
        QCOMPARE(states.chipsAfter.last().chip->figure(Field::TdpW).number(), 650.0);
    }
}

void TestCatalogImport::missingColumnsKeepStoredValues() {
    std::unique_ptr<Catalog> catalog = newCatalog();
    QVERIFY(catalog);
    const Chip before = *catalog->chips().find(kH100, nullptr);
    // Only the TDP, with provenance; every other column is missing from the file.
    const QByteArray csv = "id,vendor,name,tdp_w,tdp_w_status,tdp_w_source\n"
                           "nvidia-h100-sxm,NVIDIA,H100 SXM,650,computed,https://x.example\n";
    const ChipFileResult read = readChipsCsv(csv);
    QVERIFY2(read.ok(), qPrintable(read.error));
    const std::optional<ImportPlan> plan = planImport(catalog->chips().all(nullptr), read.chips);
    QVERIFY(plan && plan->changed.size() == 1);
    QStringList keys;
    for (const ChipDifference& difference : plan->changed.first().differences)
        keys << difference.key;
    // vendor and name are given and differ; the rest stays as stored.
    QStringList expected;
    if (before.vendor != QLatin1String("NVIDIA"))
        expected << QStringLiteral("vendor");
    if (before.name != QLatin1String("H100 SXM"))
        expected << QStringLiteral("name");
    expected << QStringLiteral("tdp_w");
    QCOMPARE(keys, expected);
    const Chip after = resolveImport(*plan).first();
    QCOMPARE(after.figure(Field::TdpW).status, FigureStatus::Computed);
    QCOMPARE(after.figure(Field::TdpW).source, QStringLiteral("https://x.example"));
    QCOMPARE(after.figure(Field::MemoryGb), before.figure(Field::MemoryGb));
    QCOMPARE(after.notes, before.notes);
    QCOMPARE(after.sourceUrls, before.sourceUrls);
}

void TestCatalogImport::jsonErrorsNameChipAndField_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty") << QByteArray(" \n") << "the file is empty";
    QTest::newRow("not JSON")
        << QByteArray("[\n{\"id\": }\n]")
        << "line 2, column 9: not valid JSON (object is missing after a comma)";
    QTest::newRow("wrong root") << QByteArray("{\"chips\": []}") << "the JSON is neither";
    QTest::newRow("not an object")
        << QByteArray("[1]") << "chip 1 (without an id): not a JSON object";
    QTest::newRow("missing vendor") << QByteArray(R"([{"id": "x-1", "name": "X"}])")
                                    << "chip 1 (\"x-1\"): \"vendor\" is missing or empty";
    QTest::newRow("negative TDP") << QByteArray(R"([{"id": "x-1", "vendor": "A", "name": "X"},
                          {"id": "x-2", "vendor": "A", "name": "X",
                           "figures": {"tdp_w": {"value": -5, "status": "published"}}}])")
                                  << "chip 2 (\"x-2\"): TDP (tdp_w): -5 W is negative";
    QTest::newRow("value but unknown")
        << QByteArray(R"([{"id": "x-1", "vendor": "A", "name": "X",
                           "figures": {"tdp_w": {"value": 5, "status": "unknown"}}}])")
        << "chip 1 (\"x-1\"): figure \"tdp_w\" is unknown but has a value";
    QTest::newRow("unknown figure") << QByteArray(R"([{"id": "x-1", "vendor": "A", "name": "X",
                           "figures": {"colour": {"value": "red", "status": "published"}}}])")
                                    << "chip 1 (\"x-1\"): unknown figure \"colour\"";
    QTest::newRow("bad id") << QByteArray(R"([{"id": "X 1", "vendor": "A", "name": "X"}])")
                            << "chip 1 (\"X 1\"): ID (id): \"X 1\" is not a valid id";
    QTest::newRow("duplicate id") << QByteArray(R"({"format": "chipatlas-catalog", "chips": [
                          {"id": "x-1", "vendor": "A", "name": "X"},
                          {"id": "x-1", "vendor": "A", "name": "Y"}]})")
                                  << "chip 2 (\"x-1\"): the id is already used by chip 1";
    QTest::newRow("cut short") << QByteArray("[{\"id\": \"x-1\",\n")
                               << "line 2, column 1: not valid JSON (unterminated object)";
    QTest::newRow("100,000-deep array")
        << QByteArray(100000, '[') + QByteArray(100000, ']')
        << "line 1, column 1026: not valid JSON (too deeply nested document)";
    QTest::newRow("1e400") << QByteArray(R"([{"id": "x-1", "vendor": "A", "name": "X",
                           "figures": {"tdp_w": {"value": 1e400}}}])")
                           << "line 2, column 64: not valid JSON (illegal number)";
    QTest::newRow("UTF-16") << QByteArray("\xfe\xff\0[\0]", 6)
                            << "line 1: the text is not valid UTF-8: the file is UTF-16 "
                               "(big-endian); save it as UTF-8";
    QTest::newRow("escape sequences in the id")
        << QByteArray(R"([{"id": "\u001b]0;owned\u0007", "vendor": "A", "name": "X"}])")
        << "chip 1 (\"\\x1b]0;owned\\x07\"): ID (id): \"\\x1b]0;owned\\x07\" is not a valid id";
    QTest::newRow("1 MB figure key")
        << R"([{"id": "x-1", "vendor": "A", "name": "X", "figures": {")" +
               QByteArray(1 << 20, 'k') + R"(": {}}}])"
        << QStringLiteral("chip 1 (\"x-1\"): unknown figure \"%1… (1048576 characters)\"")
               .arg(QString(40, QLatin1Char('k')));
    QTest::newRow("number for text") << QByteArray(R"([{"id": "x-1", "vendor": "A", "name": 5}])")
                                     << "chip 1 (\"x-1\"): \"name\" must be text, not a number";
    QTest::newRow("object for text")
        << QByteArray(R"([{"id": "x-1", "vendor": "A", "name": "X", "notes": {"a": 1}}])")
        << "chip 1 (\"x-1\"): \"notes\" must be text, not an object";
    QTest::newRow("figures as an array")
        << QByteArray(R"([{"id": "x-1", "vendor": "A", "name": "X", "figures": []}])")
        << "chip 1 (\"x-1\"): \"figures\" must be an object keyed by figure, not an array";
    QTest::newRow("source URLs as text")
        << QByteArray(R"([{"id": "x-1", "vendor": "A", "name": "X", "source_urls": "https://a"}])")
        << "chip 1 (\"x-1\"): \"source_urls\" must be an array of texts, not text";
    QTest::newRow("huge text")
        << QByteArray(R"([{"id": "x-1", "vendor": "A", "name": "X", "notes": ")") +
               QByteArray(10 * 1024 * 1024, 'a') + "\"}]"
        << "chip 1 (\"x-1\"): Notes (notes): the text is 10485760 characters long";
}

void TestCatalogImport::jsonErrorsNameChipAndField() {
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    const ChipFileResult result = readChipsJson(json);
    QCOMPARE(result.status, ChipFileResult::Status::Failed);
    QVERIFY2(result.error.startsWith(message), qPrintable(result.error.left(300)));
}

void TestCatalogImport::progressIsReported() {
    const QByteArray csv = bigCsv(1000);
    QList<qint64> done;
    // Reading a CSV counts the bytes parsed (the rows are not known before the end); comparing
    // and saving count chips.
    qint64 expectedTotal = csv.size();
    ImportControl control;
    control.progress = [&](qint64 d, qint64 total) {
        QCOMPARE(total, expectedTotal);
        done << d;
    };
    const ChipFileResult result = readChipsCsv(csv, control);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QVERIFY(done.size() >= 2);
    QCOMPARE(done.first(), 0);
    QCOMPARE(done.last(), csv.size());
    QVERIFY(std::is_sorted(done.begin(), done.end()));
    expectedTotal = 1000;

    done.clear();
    std::unique_ptr<Catalog> catalog = newCatalog(false);
    QVERIFY(catalog);
    const std::optional<ImportPlan> plan = planImport({}, result.chips, control);
    QVERIFY(plan);
    QCOMPARE(done.last(), 1000);
    done.clear();
    StorageError error;
    QVERIFY2(catalog->chips().import(resolveImport(*plan), importBase(*plan), control, &error),
             qPrintable(error.message));
    QCOMPARE(done.last(), 1000);
    QCOMPARE(catalog->chips().count(nullptr), 1000);
}

void TestCatalogImport::cancelledReadChangesNothing_data() {
    QTest::addColumn<CatalogFormat>("format");
    QTest::newRow("CSV") << CatalogFormat::Csv;
    QTest::newRow("JSON") << CatalogFormat::Json;
}

void TestCatalogImport::cancelledReadChangesNothing() {
    QFETCH(CatalogFormat, format);
    QList<Chip> chips;
    for (int i = 0; i < 500; ++i)
        chips << newChip(QStringLiteral("bulk-%1").arg(i));
    const QByteArray data = exportChips(chips, format);

    // A Cancel button on another thread sets the flag; here the progress callback does.
    std::atomic<bool> cancel = false;
    int calls = 0;
    const ImportControl control = ImportControl::withFlag(&cancel, [&](qint64 done, qint64) {
        ++calls;
        if (done >= 128)
            cancel = true;
    });
    const ChipFileResult result = readChipFile(data, format, control);
    QCOMPARE(result.status, ChipFileResult::Status::Cancelled);
    QVERIFY(result.chips.isEmpty());
    QVERIFY(calls >= 2);

    std::unique_ptr<Catalog> catalog = newCatalog();
    QVERIFY(catalog);
    const QByteArray before = content(*catalog);
    // The caller stops on anything but Ok: the catalog is never touched.
    QVERIFY(!result.ok());
    QCOMPARE(content(*catalog), before);
}

void TestCatalogImport::cancelledPlan() {
    ImportControl control;
    control.cancel = [] { return true; };
    QCOMPARE(planImport({}, {imported(newChip(QStringLiteral("a")))}, control), std::nullopt);
}

void TestCatalogImport::cancelledStorageImportRollsBack() {
    std::unique_ptr<Catalog> catalog = newCatalog();
    QVERIFY(catalog);
    const QByteArray before = content(*catalog);
    const ChipFileResult read = readChipsCsv(bigCsv(300));
    QVERIFY2(read.ok(), qPrintable(read.error));
    const std::optional<ImportPlan> plan = planImport(catalog->chips().all(nullptr), read.chips);
    QVERIFY(plan);
    std::atomic<bool> cancel = false;
    const ImportControl control = ImportControl::withFlag(&cancel, [&](qint64 done, qint64) {
        if (done >= 128)
            cancel = true; // halfway through the transaction
    });
    StorageError error;
    QVERIFY(!catalog->chips().import(resolveImport(*plan), importBase(*plan), control, &error));
    QCOMPARE(error.code, StorageError::Code::Cancelled);
    QVERIFY2(error.message.contains(QStringLiteral("nothing was saved")),
             qPrintable(error.message));
    QCOMPARE(content(*catalog), before);
}

void TestCatalogImport::importedFiguresAreUserEdits() {
    std::unique_ptr<Catalog> catalog = newCatalog();
    QVERIFY(catalog);
    Chip h100 = *catalog->chips().find(kH100, nullptr);
    h100.figure(Field::TdpW).value = 650.0;
    QCOMPARE(importInto(*catalog, exportChipsJson({h100}), CatalogFormat::Json), QString());
    QCOMPARE(catalog->chips().editedFields(kH100, nullptr), QList<Field>{Field::TdpW});
    QCOMPARE(catalog->chips().find(kH100, nullptr)->origin, Origin::BuiltIn);

    // A newer built-in catalog changes the TDP and the memory: the imported TDP stays.
    QString problem;
    std::optional<ChipCatalogFile> builtIn = builtInChips(&problem);
    QVERIFY2(builtIn, qPrintable(problem));
    builtIn->revision += 100;
    for (Chip& chip : builtIn->chips) {
        if (chip.id == kH100) {
            chip.figure(Field::TdpW).value = 720.0;
            chip.figure(Field::MemoryGb).value = 81.0;
        }
    }
    StorageError error;
    QVERIFY2(catalog->chips().applyBuiltIn(*builtIn, &error), qPrintable(error.message));
    const Chip after = *catalog->chips().find(kH100, nullptr);
    QCOMPARE(after.figure(Field::TdpW).number(), 650.0);
    QCOMPARE(after.figure(Field::MemoryGb).number(), 81.0);
}

void TestCatalogImport::invalidChipSavesNothing() {
    std::unique_ptr<Catalog> catalog = newCatalog();
    QVERIFY(catalog);
    const QByteArray before = content(*catalog);
    Chip bad = newChip(QStringLiteral("zz-bad"));
    bad.figure(Field::TdpW).value = -5.0;
    StorageError error;
    QVERIFY(!catalog->chips().import({newChip(QStringLiteral("aa-good")), bad}, {}, &error));
    QCOMPARE(error.code, StorageError::Code::BadData);
    QVERIFY2(error.message.contains(QStringLiteral("TDP (tdp_w): -5 W is negative")),
             qPrintable(error.message));
    QVERIFY(!catalog->chips().import(
        {newChip(QStringLiteral("aa-good")), newChip(QStringLiteral("aa-good"))}, {}, &error));
    QCOMPARE(error.code, StorageError::Code::BadData);
    QCOMPARE(content(*catalog), before);
}

void TestCatalogImport::saveAndDeleteModels() {
    std::unique_ptr<Catalog> catalog = newCatalog();
    QVERIFY(catalog);
    const QList<LlmModel> models = catalog->models().all(nullptr);
    QVERIFY(!models.isEmpty());
    LlmModel edited = models.first();
    edited.value(ModelField::Notes) = QStringLiteral("my note");
    LlmModel added = models.first();
    added.value(ModelField::Id) = QStringLiteral("my-model");
    added.value(ModelField::Name) = QStringLiteral("My model");
    StorageError error;
    QVERIFY2(testwrites::saveModels(*catalog, {edited, added}, &error), qPrintable(error.message));
    QCOMPARE(*catalog->models().find(edited.id(), nullptr), edited);
    QCOMPARE(*catalog->models().find(QStringLiteral("my-model"), nullptr), added);

    // A newer built-in catalog leaves the edited model alone.
    QString problem;
    std::optional<ModelCatalogFile> builtIn = builtInModels(&problem);
    QVERIFY2(builtIn, qPrintable(problem));
    builtIn->revision += 100;
    QVERIFY2(catalog->models().applyBuiltIn(*builtIn, &error), qPrintable(error.message));
    QCOMPARE(*catalog->models().find(edited.id(), nullptr), edited);

    // Validation: nothing saved.
    QByteArray before = content(*catalog);
    LlmModel bad = added;
    bad.value(ModelField::NumLayers) = qint64(0);
    QVERIFY(!testwrites::saveModels(*catalog, {edited, bad}, &error));
    QCOMPARE(error.code, StorageError::Code::BadData);
    QVERIFY2(error.message.contains(QStringLiteral("Layers (num_layers)")),
             qPrintable(error.message));
    QCOMPARE(content(*catalog), before);

    // Delete: an unknown id deletes nothing.
    QVERIFY(
        !catalog->models().remove({QStringLiteral("my-model"), QStringLiteral("nope")}, &error));
    QCOMPARE(error.code, StorageError::Code::NotFound);
    QVERIFY(error.message.contains(QStringLiteral("\"nope\"")));
    QCOMPARE(content(*catalog), before);
    QVERIFY2(catalog->models().remove({QStringLiteral("my-model")}, &error),
             qPrintable(error.message));
    QVERIFY(!catalog->models().find(QStringLiteral("my-model"), nullptr));
}

QTEST_GUILESS_MAIN(TestCatalogImport)
#include "tst_catalogimport.moc"
