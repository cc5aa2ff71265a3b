#include "catalogwrites.h"
#include "storage/catalog.h"
#include "testbackend.h"
#include "tst_catalog_helpers.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <functional>

using namespace chipatlas;

Q_DECLARE_METATYPE(chipatlas::Chip)

namespace {
Figure figure(QVariant value, FigureStatus status, const char* source = "", const char* note = "") {
    Figure f;
    f.value = std::move(value);
    f.status = status;
    f.source = QString::fromLatin1(source);
    f.note = QString::fromUtf8(note);
    return f;
}

// A chip that uses every status and every kind of field.
Chip fullChip() {
    Chip chip;
    chip.id = QStringLiteral("acme-x9");
    chip.vendor = QStringLiteral("Acme Silicon");
    chip.name = QStringLiteral("Acme X9 \u00b5-Edition");
    chip.familyGeneration = QStringLiteral("X gen 9");
    chip.kind = QStringLiteral("asic");
    chip.sparsityNote = QStringLiteral("Acme does not say whether FP8 is dense.");
    chip.sourceUrls = {QStringLiteral("https://acme.example/x9"),
                       QStringLiteral("https://acme.example/x9.pdf")};
    chip.notes = QStringLiteral("Line one.\nLine two, with \"quotes\" and a comma.");
    chip.origin = Origin::User;
    using S = FigureStatus;
    chip.figure(Field::TdpW) = figure(700.0, S::Published, "https://acme.example/x9.pdf", "p. 3");
    chip.figure(Field::Bf16TflopsDense) =
        figure(1234.5, S::Computed, "https://acme.example/x9.pdf", "half the sparse figure");
    chip.figure(Field::Fp8TflopsDense) = figure(2469.0, S::Unverified, "https://blog.example");
    chip.figure(Field::Fp8TflopsDense).sparsityUnstated = true;
    chip.figure(Field::Fp64Tflops) = figure({}, S::NotPublished, "", "Acme withholds FP64.");
    chip.figure(Field::Fp4TflopsDense) = figure(9000.0, S::DesignTarget, "https://acme.example/x10",
                                                "at least 3x X8's FP4; not shipping");
    chip.figure(Field::LaunchPriceUsd) = figure({}, S::Unknown, "", "no list price yet");
    chip.figure(Field::MemoryType) =
        figure(QStringLiteral("HBM3e"), S::Published, "https://acme.example/x9");
    chip.figure(Field::Released) =
        figure(QStringLiteral("2025-03"), S::Published, "https://acme.example/x9");
    chip.figure(Field::TransistorsBillion) =
        figure(0.000125, S::Published, "https://acme.example/x9");
    // A figure's attributes, one of them on a figure that carries nothing else.
    chip.figure(Field::TdpW).configuration = QStringLiteral("air-cooled OAM");
    chip.figure(Field::TdpW).rangeLow = 600.0;
    chip.figure(Field::TdpW).rangeHigh = 750.0;
    chip.figure(Field::MemoryGb) = figure(144.0, S::Published, "https://acme.example/x9");
    chip.figure(Field::MemoryGb).printedUnit = PrintedUnit::Binary;
    chip.figure(Field::InterconnectBwGbs) = figure(900.0, S::Published);
    chip.figure(Field::InterconnectBwGbs).printedUnit = PrintedUnit::Decimal;
    chip.figure(Field::InterconnectBwGbs).linkScope = LinkScope::HostToChip;
    chip.figure(Field::MemoryBwGbs).configuration = QStringLiteral("liquid-cooled");
    chip.figure(Field::VisibleMemoryBytes) =
        figure(85520809984.0, S::Published, "https://acme.example/smi", "nvidia-smi total");
    return chip;
}

Chip minimalChip() {
    Chip chip;
    chip.id = QStringLiteral("bare-minimum");
    return chip;
}
} // namespace

class TestCatalogRoundtrip : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void roundTrip_data();
    void roundTrip();
    void replaceUpdatesInPlace();
    void undoOfAPrintedUnitEdit();
    void invalidRowSavesNothing_data();
    void invalidRowSavesNothing();
    void unknownStoredFieldFailsTheRead();

private:
    std::unique_ptr<catalogtest::CatalogPlace> m_place;
    std::unique_ptr<Catalog> m_catalog;
};

void TestCatalogRoundtrip::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
}

void TestCatalogRoundtrip::init() {
    m_place = std::make_unique<catalogtest::CatalogPlace>();
    QVERIFY2(m_place->isValid(), qPrintable(m_place->error()));
    StorageError error;
    m_catalog = m_place->open(&error);
    QVERIFY2(m_catalog, qPrintable(error.message));
}

void TestCatalogRoundtrip::cleanup() {
    m_catalog.reset();
    m_place.reset();
}

void TestCatalogRoundtrip::roundTrip_data() {
    QTest::addColumn<Chip>("chip");
    QTest::newRow("every status and field kind") << fullChip();
    QTest::newRow("only an id") << minimalChip();
    Chip builtIn = fullChip();
    builtIn.id = QStringLiteral("acme-x9-builtin");
    builtIn.origin = Origin::BuiltIn;
    QTest::newRow("built-in origin") << builtIn;
}

void TestCatalogRoundtrip::roundTrip() {
    QFETCH(Chip, chip);
    StorageError error;
    // Written as the user's edit writes a chip (an import would refuse a chip with only an id).
    QVERIFY2(testwrites::editChips(*m_catalog, {chip}, &error), qPrintable(error.message));
    QCOMPARE(error.code, StorageError::Code::None);
    const std::optional<Chip> back = m_catalog->chips().find(chip.id, &error);
    QVERIFY2(back, qPrintable(error.message));
    for (const FieldSpec& info : allFields())
        QVERIFY2(back->figure(chipField(info)) == chip.figure(chipField(info)), info.key);
    QVERIFY(*back == chip);
    const QList<Chip> all = m_catalog->chips().all(&error);
    QCOMPARE(all.size(), 35);
    QVERIFY(std::count(all.cbegin(), all.cend(), chip) == 1);
    QVERIFY(std::is_sorted(all.cbegin(), all.cend(),
                           [](const Chip& a, const Chip& b) { return a.id < b.id; }));
}

void TestCatalogRoundtrip::replaceUpdatesInPlace() {
    StorageError error;
    Chip chip = fullChip();
    QVERIFY2(testwrites::editChips(*m_catalog, {chip}, &error), qPrintable(error.message));
    chip.figure(Field::TdpW) = figure(750.0, FigureStatus::Published, "https://acme.example/v2");
    chip.figure(Field::Fp64Tflops) = Figure{};
    chip.sourceUrls.removeLast();
    // Written as a state (what undo and redo write): the chip with the state's own marks.
    Catalog::ChipState state = m_catalog->chips().states({chip.id}, &error)->constFirst();
    state.chip = chip;
    QVERIFY2(m_catalog->chips().restore({state}, &error), qPrintable(error.message));
    QCOMPARE(m_catalog->chips().count(&error), 35);
    QVERIFY(*m_catalog->chips().find(chip.id, &error) == chip);
    // A state without marks marks nothing as edited by the user.
    QVERIFY(m_catalog->chips().editedFields(chip.id, &error).isEmpty());
}

// An edit that changes nothing but the unit a figure was printed in is an edit like any other:
// marked, saved, undone and redone exactly.
void TestCatalogRoundtrip::undoOfAPrintedUnitEdit() {
    const QString id = QStringLiteral("aws-trainium1");
    StorageError error;
    const auto stateNow = [&] { return m_catalog->chips().states({id}, &error)->constFirst(); };
    const Catalog::ChipState before = stateNow();
    QVERIFY(before.chip);
    Chip chip = *before.chip;
    Figure& memory = chip.figure(Field::MemoryGb);
    QVERIFY(memory.hasValue());
    const PrintedUnit shipped = memory.printedUnit;
    memory.printedUnit =
        shipped == PrintedUnit::Decimal ? PrintedUnit::Binary : PrintedUnit::Decimal;
    const Catalog::ChipState after = ChipRepository::editedState(before, chip);
    QCOMPARE(after.editedFields, QList<Field>{Field::MemoryGb});

    const auto edited = m_catalog->chips().restore({after}, &error);
    QVERIFY2(edited, qPrintable(error.message));
    QCOMPARE(stateNow(), after);
    QCOMPARE(m_catalog->chips().find(id, &error)->figure(Field::MemoryGb).printedUnit,
             chip.figure(Field::MemoryGb).printedUnit);
    QCOMPARE(m_catalog->chips().editedFields(id, &error), QList<Field>{Field::MemoryGb});
    // Undo and redo are based on the version the write before them left.
    Catalog::ChipState undo = before;
    undo.version = edited->constFirst().version;
    const auto undone = m_catalog->chips().restore({undo}, &error);
    QVERIFY2(undone, qPrintable(error.message));
    QCOMPARE(stateNow(), before); // undo
    QCOMPARE(m_catalog->chips().find(id, &error)->figure(Field::MemoryGb).printedUnit, shipped);
    QVERIFY(m_catalog->chips().editedFields(id, &error).isEmpty());
    Catalog::ChipState redo = after;
    redo.version = undone->constFirst().version;
    QVERIFY2(m_catalog->chips().restore({redo}, &error), qPrintable(error.message));
    QCOMPARE(stateNow(), after); // redo
}

void TestCatalogRoundtrip::invalidRowSavesNothing_data() {
    QTest::addColumn<int>("kind");
    QTest::newRow("empty id") << 0;
    QTest::newRow("blank id") << 1;
    QTest::newRow("number that is not finite") << 2;
    QTest::newRow("not published with a value") << 3;
    QTest::newRow("published without a value") << 4;
}

void TestCatalogRoundtrip::invalidRowSavesNothing() {
    QFETCH(int, kind);
    StorageError error;
    const QList<Chip> before = m_catalog->chips().all(&error);
    QCOMPARE(before.size(), 34);

    Chip fresh = fullChip();       // a new chip before the bad row
    Chip changed = before.first(); // a changed built-in chip before the bad row
    changed.name = QStringLiteral("renamed");
    changed.figure(Field::TdpW) = figure(1.0, FigureStatus::Published, "https://x.example");
    Chip bad = minimalChip();
    switch (kind) {
    case 0:
        bad.id.clear();
        break;
    case 1:
        bad.id = QStringLiteral("  ");
        break;
    case 2:
        bad.figure(Field::TdpW) = figure(std::nan(""), FigureStatus::Published, "https://x");
        break;
    case 3:
        bad.figure(Field::TdpW) = figure(300.0, FigureStatus::NotPublished);
        break;
    case 4:
        bad.figure(Field::TdpW) = figure({}, FigureStatus::Published, "https://x");
        break;
    }
    QVERIFY(!testwrites::saveChips(*m_catalog, {fresh, changed, bad}, &error));
    QCOMPARE(error.code, StorageError::Code::BadData);
    QVERIFY2(error.message.contains(QStringLiteral("save the chips")), qPrintable(error.message));
    QVERIFY2(error.message.contains(QStringLiteral("\"%1\": ").arg(bad.id)),
             qPrintable(error.message));
    QVERIFY2(error.message.contains(QDir::toNativeSeparators(m_catalog->path())),
             qPrintable(error.message));
    QCOMPARE(m_catalog->chips().all(&error), before);
    QVERIFY(!m_catalog->chips().find(fresh.id, &error));
    // The catalog still accepts a good save afterwards.
    QVERIFY2(testwrites::saveChips(*m_catalog, {fresh}, &error), qPrintable(error.message));
    QCOMPARE(m_catalog->chips().count(&error), 35);
}

// A figure row whose field a newer ChipAtlas wrote: reading every chip, and reading that one chip,
// fail with BadData naming the catalog and the stored key as it is (UTF-8), instead of reading
// the chip without it.
void TestCatalogRoundtrip::unknownStoredFieldFailsTheRead() {
    StorageError error;
    const Chip chip = fullChip();
    QVERIFY2(testwrites::editChips(*m_catalog, {chip}, &error), qPrintable(error.message));
    {
        const std::unique_ptr<catalogtest::RawDb> raw = m_place->raw();
        QString message;
        raw->run(QStringLiteral("UPDATE figure SET field = 'k\u00fchlung_w' WHERE field = "
                                "'tdp_w' AND chip = (SELECT pk FROM chip WHERE id = '%1')")
                     .arg(chip.id),
                 &message);
        QVERIFY2(message.isEmpty(), qPrintable(message));
    }
    const QString expected = QStringLiteral("unknown field \"k\u00fchlung_w\"");
    QVERIFY(m_catalog->chips().all(&error).isEmpty());
    QCOMPARE(error.code, StorageError::Code::BadData);
    QVERIFY2(error.message.contains(expected), qPrintable(error.message));
    QVERIFY2(error.message.contains(QDir::toNativeSeparators(m_catalog->path())),
             qPrintable(error.message));
    error = {};
    QVERIFY(!m_catalog->chips().find(chip.id, &error));
    QCOMPARE(error.code, StorageError::Code::BadData);
    QVERIFY2(error.message.contains(expected), qPrintable(error.message));
}

QTEST_GUILESS_MAIN(TestCatalogRoundtrip)
#include "tst_catalog_roundtrip.moc"
