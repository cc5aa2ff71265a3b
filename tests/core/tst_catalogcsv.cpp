#include "catalogwrites.h"
#include "io/catalogcsv.h"
#include "tst_catalog_helpers.h"
#include "tst_import_helpers.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <random>

using namespace chipatlas;
using namespace importtest;

Q_DECLARE_METATYPE(chipatlas::CatalogFormat)

namespace {
QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A text as a UTF-16 little-endian file holds it (a Windows "Unicode" save).
QByteArray utf16le(const QString& text) {
    return QByteArray(reinterpret_cast<const char*>(text.utf16()), text.size() * 2);
}

QByteArray referenceCsv() {
    return readFile(QStringLiteral(CHIPATLAS_SOURCE_DIR "/resources/reference/accelerators.csv"));
}

Figure figure(QVariant value, FigureStatus status, const QString& source = {},
              const QString& note = {}) {
    Figure f;
    f.value = std::move(value);
    f.status = status;
    f.source = source;
    f.note = note;
    return f;
}

// A user chip with every status and the text that CSV must quote.
Chip trickyChip() {
    Chip chip;
    chip.id = QStringLiteral("zz-acme-x9");
    chip.vendor = QStringLiteral("Acme \"Labs\", Inc.");
    chip.name = QString::fromUtf8("Acme X9 \xc2\xb5-Edition \xe2\x80\x94 \xe6\x97\xa5\xe6\x9c\xac");
    chip.familyGeneration = QStringLiteral("X, gen 9");
    chip.kind = QStringLiteral("asic");
    chip.sparsityNote = QStringLiteral("Line one.\nLine two, \"quoted\".");
    chip.sourceUrls = {QStringLiteral("https://acme.example/x9?a=1&b=2"),
                       QStringLiteral("https://acme.example/x9.pdf")};
    chip.notes = QStringLiteral("Notes with , and \"\" and\n\nblank lines\tand a tab.");
    chip.origin = Origin::User;
    using S = FigureStatus;
    chip.figure(Field::TdpW) =
        figure(700.0, S::Published, QStringLiteral("https://acme.example/x9.pdf"),
               QStringLiteral("p. 3, \"TDP\""));
    chip.figure(Field::Bf16TflopsDense) = figure(
        1234.5678901234567, S::Computed, {}, QStringLiteral("half the sparse figure\nsee p. 4"));
    chip.figure(Field::Fp8TflopsDense) =
        figure(2469.0, S::Unverified, QStringLiteral("https://blog.example"));
    chip.figure(Field::Fp8TflopsDense).sparsityUnstated = true;
    chip.figure(Field::Fp64Tflops) =
        figure({}, S::NotPublished, {}, QStringLiteral("Acme withholds FP64."));
    chip.figure(Field::LaunchPriceUsd) = figure({}, S::Unknown, {}, QStringLiteral("no price"));
    chip.figure(Field::MemoryType) = figure(QStringLiteral("HBM3e, 8-high"), S::Published);
    chip.figure(Field::Released) = figure(QStringLiteral("2025-03"), S::Published);
    chip.figure(Field::TransistorsBillion) = figure(0.000125, S::Published);
    chip.figure(Field::MemoryBwGbs) = figure(21000000.0, S::Published);
    chip.figure(Field::ScaleupDomainChips) = figure(9216.0, S::Published);
    // A figure's attributes: a unit as printed, a configuration with a range, a link's
    // scope, and the memory the driver reports.
    chip.figure(Field::TdpW).configuration = QStringLiteral("air-cooled, \"OAM\"");
    chip.figure(Field::TdpW).rangeLow = 600.0;
    chip.figure(Field::TdpW).rangeHigh = 750.5;
    chip.figure(Field::MemoryGb) = figure(144.0, S::Published);
    chip.figure(Field::MemoryGb).printedUnit = PrintedUnit::Binary;
    chip.figure(Field::MemoryBwGbs).printedUnit = PrintedUnit::Decimal;
    chip.figure(Field::InterconnectBwGbs) = figure(2048.0, S::Published);
    chip.figure(Field::InterconnectBwGbs).printedUnit = PrintedUnit::Binary;
    chip.figure(Field::InterconnectBwGbs).linkScope = LinkScope::HostToChip;
    chip.figure(Field::VisibleMemoryBytes) =
        figure(85520809984.0, S::Published, QStringLiteral("https://acme.example/smi"),
               QStringLiteral("nvidia-smi total"));
    return chip;
}

QList<Chip> chipsOf(const ChipFileResult& result) {
    QList<Chip> chips;
    for (const ImportedChip& imported : result.chips)
        chips << imported.chip;
    return chips;
}

const QByteArray kHeader = "id,vendor,name,tdp_w,notes\n";
} // namespace

class TestCatalogCsv : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void badFiles_data();
    void badFiles();
    void headerOnlyImportsNothing();
    void rfc4180_data();
    void rfc4180();
    void crlfAndLfReadTheSame();
    void exportFormat();
    void exportIsDeterministic();
    void roundTrip_data();
    void roundTrip();
    void csvAndJsonAgree();
    void referenceColumnsAreTheReferenceHeader();
    void referenceCsvImports();
    void referenceCsvKeepsStoredProvenance();
    void lockedCatalogChangesNothing();

private:
    QString newPath() { return m_dir.filePath(QStringLiteral("c%1.sqlite").arg(++m_files)); }

    QTemporaryDir m_dir;
    int m_files = 0;
    std::unique_ptr<Catalog> m_catalog; // seeded with the built-in chips and a user chip
};

void TestCatalogCsv::initTestCase() {
    QVERIFY(m_dir.isValid());
    m_catalog = openCatalog(newPath());
    QVERIFY(m_catalog);
    StorageError error;
    QVERIFY2(testwrites::saveChips(*m_catalog, {trickyChip()}, &error), qPrintable(error.message));
}

void TestCatalogCsv::badFiles_data() {
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("message"); // the error starts with this

    QTest::newRow("empty file") << QByteArray()
                                << "line 1: the file is empty; a header row naming at least the "
                                   "columns id, vendor and name is expected";
    QTest::newRow("BOM and blank lines")
        << QByteArray("\xEF\xBB\xBF\r\n\n") << "line 1: the file is empty";
    QTest::newRow("truncated quote")
        << kHeader + "x-1,Acme,\"X 1,700,ok\nx-2,Acme,X 2,,\n"
        << "line 2, column 3 (name): the quoted field is not closed: the file ends before its "
           "closing quote";
    QTest::newRow("quote inside unquoted field")
        << kHeader + "x-1,Acme,X \"1\",700,\n"
        << "line 2, column 3 (name): a quote inside an unquoted field";
    QTest::newRow("text after closing quote")
        << kHeader + "x-1,\"Acme\"x,X 1,700,\n"
        << "line 2, column 2 (vendor): text follows the closing quote";
    QTest::newRow("wrong header") << QByteArray("chip,maker,model\nx,y,z\n")
                                  << "line 1, column 1 (chip): unknown column \"chip\"";
    QTest::newRow("missing required column")
        << QByteArray("id,name,tdp_w\nx-1,X 1,700\n")
        << "line 1: the header has no \"vendor\" column; the columns id, vendor and name are "
           "required";
    QTest::newRow("unknown column") << QByteArray("id,vendor,name,colour\nx-1,Acme,X 1,red\n")
                                    << "line 1, column 4 (colour): unknown column \"colour\"";
    QTest::newRow("repeated column")
        << QByteArray("id,vendor,name,tdp_w,tdp_w\nx-1,Acme,X 1,700,700\n")
        << "line 1, column 5 (tdp_w): the column \"tdp_w\" appears twice (also column 4)";
    QTest::newRow("bad number") << kHeader + "x-1,Acme,X 1,700W,\n"
                                << "line 2, column 4 (tdp_w): \"700W\" is not a number";
    QTest::newRow("1e400") << kHeader + "x-1,Acme,X 1,1e400,\n"
                           << "line 2, column 4 (tdp_w): \"1e400\" is not a number";
    QTest::newRow("NaN") << kHeader + "x-1,Acme,X 1,nan,\n"
                         << "line 2, column 4 (tdp_w): \"nan\" is not a number";
    QTest::newRow("group separator") << kHeader + "x-1,Acme,X 1,\"1,400\",\n"
                                     << "line 2, column 4 (tdp_w): \"1,400\" is not a number";
    QTest::newRow("negative TDP") << kHeader + "x-1,Acme,X 1,700,\nx-2,Acme,X 2,-5,\n"
                                  << "line 3, column 4 (tdp_w): -5 W is negative";
    QTest::newRow("subnormal TDP")
        << kHeader + "x-1,Acme,X 1,4.9e-324,\n"
        << "line 2, column 4 (tdp_w): 5e-324 W is below 1e-06 W, the smallest value a figure may "
           "have";
    QTest::newRow("absurd TDP")
        << kHeader + "x-1,Acme,X 1,1e6,\n"
        << "line 2, column 4 (tdp_w): 1000000 W is above the maximum of 100000 W";
    QTest::newRow("duplicate id")
        << kHeader + "x-1,Acme,X 1,700,\nx-2,Acme,X 2,,\nx-1,Acme,X 1b,,\n"
        << "line 4, column 1 (id): the id \"x-1\" is already used on line 2";
    QTest::newRow("bad id") << kHeader + "Bad Id,Acme,X 1,,\n"
                            << "line 2, column 1 (id): \"Bad Id\" is not a valid id";
    QTest::newRow("missing vendor") << kHeader + "x-1,,X 1,,\n"
                                    << "line 2, column 2 (vendor): a vendor is required";
    QTest::newRow("embedded NUL") << kHeader + QByteArray("x-1,Acme,X\0 1,700,\n", 20)
                                  << "line 2, column 3 (name): the field contains a NUL character";
    QTest::newRow("Latin-1 text") << kHeader + "x-1,Acme,Caf\xe9,700,\n"
                                  << "line 2, column 3 (name): the text is not valid UTF-8";
    QTest::newRow("UTF-16 file")
        << QByteArray("\xff\xfei\0d\0,\0", 8)
        << "line 1: the text is not valid UTF-8: the file is UTF-16 (little-endian); save it as "
           "UTF-8";
    QTest::newRow("UTF-16 file with quotes")
        << utf16le(QStringLiteral("\xfeff\"id\",\"vendor\",\"name\"\n\"x-1\",\"Acme\",\"X\"\n"))
        << "line 1: the text is not valid UTF-8: the file is UTF-16 (little-endian)";
    QTest::newRow("UTF-16 big-endian file")
        << QByteArray("\xfe\xff\0i\0d", 6)
        << "line 1: the text is not valid UTF-8: the file is UTF-16 (big-endian)";
    QTest::newRow("UTF-16 file without a byte order mark")
        << QByteArray("\"\0i\0d\0\"\0,\0", 10)
        << "line 1: the text is not valid UTF-8: the file is UTF-16 (little-endian, without a "
           "byte order mark)";
    QTest::newRow("UTF-32 file") << QByteArray("\xff\xfe\0\0i\0\0\0d\0\0\0", 12)
                                 << "line 1: the text is not valid UTF-8: the file is UTF-32 "
                                    "(little-endian)";
    QTest::newRow("damaged byte order mark")
        << "\xef\xbb" + kHeader + "x-1,Acme,X 1,700,\n"
        << "line 1, column 1: the text is not valid UTF-8: the file starts with a damaged byte "
           "order mark";
    QTest::newRow("byte order mark converted twice")
        << "\xc3\xaf\xc2\xbb\xc2\xbf" + kHeader + "x-1,Acme,X 1,700,\n"
        << "line 1, column 1: the file starts with \"ï»¿\", a byte order mark that "
           "was converted to UTF-8 a second time";
    QTest::newRow("invalid UTF-8") << kHeader + "x-1,Acme,X \xff\xfe,700,\n"
                                   << "line 2, column 3 (name): the text is not valid UTF-8";
    QTest::newRow("10 MB field")
        << kHeader + "x-1,Acme,X 1,700,\"" + QByteArray(10 * 1024 * 1024, 'a') + "\"\n"
        << "line 2, column 5 (notes): the field is 10485760 characters long; at most 65536 are "
           "allowed";
    QTest::newRow("short row") << kHeader + "x-1,Acme\n"
                               << "line 2: the row has 2 fields but the header has 5 columns "
                                  "(column 3, name, is missing)";
    QTest::newRow("long row") << kHeader + "x-1,Acme,X 1,700,,extra\n"
                              << "line 2: the row has 6 fields but the header has 5 columns";
    QTest::newRow("unknown status")
        << QByteArray("id,vendor,name,tdp_w,tdp_w_status\nx-1,Acme,X 1,700,publishd\n")
        << "line 2, column 5 (tdp_w_status): unknown status \"publishd\"; use one of published, "
           "computed, unverified, design_target, not_published, unknown, optionally followed by "
           "\", sparsity_unstated\"";
    QTest::newRow("published without value")
        << QByteArray("id,vendor,name,tdp_w,tdp_w_status\nx-1,Acme,X 1,,published\n")
        << "line 2, column 4 (tdp_w): a figure without a value must be not_published or "
           "unknown, not published";
    QTest::newRow("status without value column")
        << QByteArray("id,vendor,name,tdp_w_status\nx-1,Acme,X 1,computed\n")
        << "line 2, column 4 (tdp_w_status): a figure without a value must be";
    QTest::newRow("bad date") << QByteArray("id,vendor,name,released\nx-1,Acme,X 1,Q3 2024\n")
                              << "line 2, column 4 (released): \"Q3 2024\" is not a date";
    QTest::newRow("bad source URL")
        << QByteArray("id,vendor,name,source_urls\nx-1,Acme,X 1,https://a.example/a b\n")
        << "line 2, column 4 (source_urls): the source URL \"https://a.example/a b\" contains";
    QTest::newRow("bad printed unit")
        << QByteArray("id,vendor,name,memory_gb,memory_gb_printed_unit\nx-1,Acme,X 1,32,GiB\n")
        << "line 2, column 5 (memory_gb_printed_unit): \"GiB\" is not one of decimal, binary; "
           "leave the cell empty when it is not stated";
    QTest::newRow("bad link scope")
        << QByteArray("id,vendor,name,interconnect_bw_gbs,interconnect_bw_gbs_link_scope\n"
                      "x-1,Acme,X 1,900,gpu_to_gpu\n")
        << "line 2, column 5 (interconnect_bw_gbs_link_scope): \"gpu_to_gpu\" is not one of "
           "chip_to_chip, host_to_chip";
    QTest::newRow("bad range")
        << QByteArray("id,vendor,name,tdp_w,tdp_w_range\nx-1,Acme,X 1,325,300 to 350\n")
        << "line 2, column 5 (tdp_w_range): \"300 to 350\" is not a range; write it as "
           "low-high in the figure's unit, like 300-350";
    QTest::newRow("range without the value")
        << QByteArray("id,vendor,name,tdp_w,tdp_w_range\nx-1,Acme,X 1,400,300-350\n")
        << "line 2, column 4 (tdp_w): the range 300 to 350 W does not contain the value 400 W";
    QTest::newRow("printed unit of a field that has none")
        << QByteArray("id,vendor,name,tdp_w_printed_unit\nx-1,Acme,X 1,binary\n")
        << "line 1, column 4 (tdp_w_printed_unit): unknown column \"tdp_w_printed_unit\"";
    QTest::newRow("line after an embedded line break")
        << kHeader + "x-1,Acme,X 1,700,\"two\nlines\"\nx-2,Acme,X 2,-1,\n"
        << "line 4, column 4 (tdp_w): -1 W is negative";
    QTest::newRow("CRLF line after an embedded line break")
        << QByteArray("id,vendor,name,tdp_w,notes\r\nx-1,Acme,X 1,700,\"two\r\nlines\"\r\n"
                      "x-2,Acme,X 2,-1,\r\n")
        << "line 4, column 4 (tdp_w): -1 W is negative";
}

void TestCatalogCsv::badFiles() {
    QFETCH(QByteArray, data);
    QFETCH(QString, message);

    const ChipFileResult result = readChipsCsv(data);
    QCOMPARE(result.status, ChipFileResult::Status::Failed);
    QVERIFY(result.chips.isEmpty());
    QVERIFY2(result.error.startsWith(message), qPrintable(result.error));

    // Through the whole import API on a real catalog: the same message, nothing changed.
    const QByteArray before = content(*m_catalog);
    QCOMPARE(importInto(*m_catalog, data, CatalogFormat::Csv), result.error);
    QCOMPARE(content(*m_catalog), before);
}

void TestCatalogCsv::headerOnlyImportsNothing() {
    const ChipFileResult result = readChipsCsv(exportChipsCsv({}));
    QVERIFY2(result.ok(), qPrintable(result.error));
    QVERIFY(result.chips.isEmpty());
    const QByteArray before = content(*m_catalog);
    QCOMPARE(importInto(*m_catalog, exportChipsCsv({}), CatalogFormat::Csv), QString());
    QCOMPARE(content(*m_catalog), before);
}

void TestCatalogCsv::rfc4180_data() {
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("vendor");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("notes");
    QTest::addColumn<int>("secondLine"); // the line the second row starts on

    const QByteArray second = "x-2,Acme,X 2,,\n";
    QTest::newRow("plain") << kHeader + "x-1,Acme,X 1,700,n\n" + second << "Acme"
                           << "X 1"
                           << "n" << 3;
    QTest::newRow("doubled quotes")
        << kHeader + "x-1,\"Acme \"\"Labs\"\"\",X 1,700,\"\"\"quoted\"\"\"\n" + second
        << "Acme \"Labs\""
        << "X 1"
        << "\"quoted\"" << 3;
    QTest::newRow("embedded commas")
        << kHeader + "x-1,\"Acme, Inc.\",\"X, 1\",700,\"a,b,c\"\n" + second << "Acme, Inc."
        << "X, 1"
        << "a,b,c" << 3;
    QTest::newRow("embedded line breaks")
        << kHeader + "x-1,Acme,X 1,700,\"one\ntwo\n\nfour\"\n" + second << "Acme"
        << "X 1"
        << "one\ntwo\n\nfour" << 6;
    QTest::newRow("embedded CRLF")
        << QByteArray("id,vendor,name,tdp_w,notes\r\nx-1,Acme,X 1,700,\"one\r\ntwo\"\r\n") + second
        << "Acme"
        << "X 1"
        << "one\ntwo" << 4;
    QTest::newRow("BOM") << "\xEF\xBB\xBF" + kHeader + "x-1,Acme,X 1,700,n\n" + second << "Acme"
                         << "X 1"
                         << "n" << 3;
    QTest::newRow("no final line break")
        << kHeader + "x-1,Acme,X 1,700,n\n" + second.chopped(1) << "Acme"
        << "X 1"
        << "n" << 3;
    QTest::newRow("UTF-8") << kHeader + "x-1,Acme,\xc2\xb5-X \xe6\x97\xa5,700,\xe2\x80\x94\n" +
                                  second
                           << "Acme" << QString::fromUtf8("\xc2\xb5-X \xe6\x97\xa5")
                           << QString::fromUtf8("\xe2\x80\x94") << 3;
}

void TestCatalogCsv::rfc4180() {
    QFETCH(QByteArray, data);
    QFETCH(QString, vendor);
    QFETCH(QString, name);
    QFETCH(QString, notes);
    QFETCH(int, secondLine);
    const ChipFileResult result = readChipsCsv(data);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.chips.size(), 2);
    const Chip& chip = result.chips.first().chip;
    QCOMPARE(chip.id, QStringLiteral("x-1"));
    QCOMPARE(chip.vendor, vendor);
    QCOMPARE(chip.name, name);
    QCOMPARE(chip.notes, notes);
    QCOMPARE(chip.figure(Field::TdpW).value, QVariant(700.0));
    QCOMPARE(chip.figure(Field::TdpW).status, FigureStatus::Published);
    QCOMPARE(result.chips.first().location, 2);
    QCOMPARE(result.chips.last().location, secondLine);
    QCOMPARE(result.chips.last().chip.figure(Field::TdpW).status, FigureStatus::Unknown);
}

void TestCatalogCsv::crlfAndLfReadTheSame() {
    const QByteArray crlf = exportAll(*m_catalog, CatalogFormat::Csv);
    QVERIFY(crlf.contains("\r\n"));
    QByteArray lf = crlf;
    lf.replace("\r\n", "\n");
    const ChipFileResult a = readChipsCsv(crlf);
    const ChipFileResult b = readChipsCsv(lf);
    QVERIFY2(a.ok(), qPrintable(a.error));
    QVERIFY2(b.ok(), qPrintable(b.error));
    QCOMPARE(chipsOf(a), chipsOf(b));
    QCOMPARE(chipsOf(readChipsCsv("\xEF\xBB\xBF" + lf)), chipsOf(b));
}

void TestCatalogCsv::exportFormat() {
    const QByteArray csv = exportChipsCsv({trickyChip()});
    const QList<QByteArray> lines = csv.split('\n');
    // Every field quoted, CRLF record ends; the header is the documented column list.
    QByteArrayList header;
    for (const QString& column : chipCsvColumns())
        header << '"' + column.toUtf8() + '"';
    QCOMPARE(lines.first(), header.join(',') + '\r');
    QVERIFY(csv.endsWith("\r\n"));
    QVERIFY(csv.contains("\"700\""));
    QVERIFY(csv.contains("\"21000000\""));
    QVERIFY(csv.contains("\"0.000125\""));
    QVERIFY(csv.contains("\"1234.5678901234567\""));
    QVERIFY(csv.contains("\"unverified, sparsity_unstated\""));
    QVERIFY(csv.contains("\"https://acme.example/x9?a=1&b=2;https://acme.example/x9.pdf\""));
    QVERIFY(csv.contains("\"Acme \"\"Labs\"\", Inc.\""));
    QVERIFY(csv.contains("\"air-cooled, \"\"OAM\"\"\",\"600-750.5\""));
    QVERIFY(csv.contains("\"85520809984\""));
    // Beyond the reference: provenance per figure, visible_memory_bytes, then the attributes:
    // printed unit for memory_gb, memory_bw_gbs and interconnect_bw_gbs, link scope for
    // interconnect_bw_gbs, configuration and range for each of the 16 numeric fields.
    QVERIFY(!referenceChipColumns().contains(QStringLiteral("visible_memory_bytes")));
    QCOMPARE(chipCsvColumns().size(),
             referenceChipColumns().size() + 3 * kFieldCount + 1 + 3 + 1 + 2 * 16);
    for (const char* column : {"memory_gb_printed_unit", "interconnect_bw_gbs_link_scope",
                               "tdp_w_configuration", "tdp_w_range"})
        QVERIFY2(chipCsvColumns().contains(QLatin1String(column)), column);
}

void TestCatalogCsv::exportIsDeterministic() {
    QList<Chip> chips = m_catalog->chips().all(nullptr);
    const QByteArray csv = exportChipsCsv(chips);
    const QByteArray json = exportChipsJson(chips);
    std::mt19937 random(42);
    std::shuffle(chips.begin(), chips.end(), random);
    QCOMPARE(exportChipsCsv(chips), csv);
    QCOMPARE(exportChipsJson(chips), json);
    // Sorted by id.
    const ChipFileResult read = readChipsCsv(csv);
    QVERIFY2(read.ok(), qPrintable(read.error));
    QStringList ids;
    for (const ImportedChip& chip : read.chips)
        ids << chip.chip.id;
    QStringList sortedIds = ids;
    std::sort(sortedIds.begin(), sortedIds.end());
    QCOMPARE(ids, sortedIds);
    QCOMPARE(ids.size(), m_catalog->chips().count(nullptr));
}

void TestCatalogCsv::roundTrip_data() {
    QTest::addColumn<CatalogFormat>("format");
    QTest::newRow("CSV") << CatalogFormat::Csv;
    QTest::newRow("JSON") << CatalogFormat::Json;
}

void TestCatalogCsv::roundTrip() {
    QFETCH(CatalogFormat, format);
    // The full built-in catalog plus a user chip with every status and awkward text.
    const QByteArray first = exportAll(*m_catalog, format);
    QVERIFY(m_catalog->chips().count(nullptr) > 30);

    std::unique_ptr<Catalog> fresh = openCatalog(newPath(), false);
    QVERIFY(fresh);
    QCOMPARE(fresh->chips().count(nullptr), 0);
    ImportPlan plan;
    QCOMPARE(importInto(*fresh, first, format, &plan), QString());
    QCOMPARE(plan.added.size(), m_catalog->chips().count(nullptr));
    QVERIFY(plan.changed.isEmpty());
    const QByteArray second = exportAll(*fresh, format);
    QCOMPARE(second, first);

    // Every figure survived with its provenance (the origin is not carried by a file).
    QList<Chip> expected = m_catalog->chips().all(nullptr);
    for (Chip& chip : expected)
        chip.origin = Origin::User;
    QCOMPARE(fresh->chips().all(nullptr), expected);

    // A second import of the same file changes nothing.
    const QByteArray before = content(*fresh);
    QCOMPARE(importInto(*fresh, second, format, &plan), QString());
    QVERIFY(plan.isEmpty());
    QCOMPARE(plan.unchanged.size(), expected.size());
    QCOMPARE(content(*fresh), before);
}

void TestCatalogCsv::csvAndJsonAgree() {
    const ChipFileResult csv = readChipsCsv(exportAll(*m_catalog, CatalogFormat::Csv));
    const ChipFileResult json = readChipsJson(exportAll(*m_catalog, CatalogFormat::Json));
    QVERIFY2(csv.ok(), qPrintable(csv.error));
    QVERIFY2(json.ok(), qPrintable(json.error));
    QCOMPARE(chipsOf(csv), chipsOf(json));
}

void TestCatalogCsv::referenceColumnsAreTheReferenceHeader() {
    const QByteArray reference = referenceCsv();
    QVERIFY(!reference.isEmpty());
    const QString header = QString::fromUtf8(reference.left(reference.indexOf('\n'))).trimmed();
    QCOMPARE(referenceChipColumns().join(QLatin1Char(',')), header);
}

void TestCatalogCsv::referenceCsvImports() {
    const ChipFileResult result = readChipsCsv(referenceCsv());
    QVERIFY2(result.ok(), qPrintable(result.error));
    QString error;
    const std::optional<ChipCatalogFile> builtIn = builtInChips(&error);
    QVERIFY2(builtIn, qPrintable(error));
    QStringList ids;
    for (const ImportedChip& imported : result.chips) {
        ids << imported.chip.id;
        // No provenance columns: a value is published, an empty cell unknown.
        for (const FieldSpec& info : allFields()) {
            const Field field = chipField(info);
            const Figure& f = imported.chip.figure(field);
            QCOMPARE(f.status, f.hasValue() ? FigureStatus::Published : FigureStatus::Unknown);
            QCOMPARE(imported.valueOnly.contains(field), isReferenceColumn(field));
        }
        // The reference has no visible_memory_bytes column: the stored figure stays.
        QCOMPARE(imported.absentKeys, QSet<QString>{QStringLiteral("visible_memory_bytes")});
    }
    QStringList builtInIds;
    for (const Chip& chip : builtIn->chips)
        builtInIds << chip.id;
    std::sort(ids.begin(), ids.end());
    std::sort(builtInIds.begin(), builtInIds.end());
    QCOMPARE(ids, builtInIds);

    const Chip& trn1 = result.chips.first().chip;
    QCOMPARE(trn1.id, QStringLiteral("aws-trainium1"));
    QCOMPARE(trn1.figure(Field::Fp32Tflops).value, QVariant(47.5));
    QCOMPARE(trn1.figure(Field::Announced).value, QVariant(QStringLiteral("2020-12")));
    QCOMPARE(trn1.sourceUrls.size(), 9);

    // Into an empty catalog: every chip is new.
    std::unique_ptr<Catalog> fresh = openCatalog(newPath(), false);
    QVERIFY(fresh);
    ImportPlan plan;
    QCOMPARE(importInto(*fresh, referenceCsv(), CatalogFormat::Csv, &plan), QString());
    QCOMPARE(plan.added.size(), builtIn->chips.size());
    QCOMPARE(fresh->chips().count(nullptr), int(builtIn->chips.size()));
}

void TestCatalogCsv::referenceCsvKeepsStoredProvenance() {
    // The reference has values without provenance: where it agrees with the catalog, or says
    // nothing, the stored figure (status, source, note) stays.
    std::unique_ptr<Catalog> catalog = openCatalog(newPath());
    QVERIFY(catalog);
    const ChipFileResult result = readChipsCsv(referenceCsv());
    QVERIFY2(result.ok(), qPrintable(result.error));
    const std::optional<ImportPlan> plan = planImport(catalog->chips().all(nullptr), result.chips);
    QVERIFY(plan);
    QVERIFY(plan->added.isEmpty());
    for (const ChipChange& change : plan->changed) {
        for (const ChipDifference& difference : change.differences) {
            if (!difference.field)
                continue;
            // A difference is always a value the reference gives that differs from ours.
            QVERIFY2(difference.imported.hasValue(),
                     qPrintable(change.local.id + QLatin1Char(' ') + difference.key));
            QVERIFY2(difference.imported.value != difference.local.value,
                     qPrintable(change.local.id + QLatin1Char(' ') + difference.key));
        }
    }
    const Chip trn1 = *catalog->chips().find(QStringLiteral("aws-trainium1"), nullptr);
    const QList<Chip> resolved = resolveImport(*plan);
    const auto it = std::find_if(resolved.begin(), resolved.end(), [](const Chip& chip) {
        return chip.id == QLatin1String("aws-trainium1");
    });
    const Chip after = it == resolved.end() ? trn1 : *it;
    // TDP: empty in the reference, 500 W unverified in the catalog: kept.
    QCOMPARE(after.figure(Field::TdpW), trn1.figure(Field::TdpW));
    QCOMPARE(after.figure(Field::MemoryGb), trn1.figure(Field::MemoryGb));
}

void TestCatalogCsv::lockedCatalogChangesNothing() {
    const QString path = newPath();
    std::unique_ptr<Catalog> catalog = openCatalog(path);
    QVERIFY(catalog);
    catalog.reset();
    Catalog::Options options;
    options.busyTimeoutMs = 100;
    StorageError error;
    catalog = Catalog::open(path, options, &error);
    QVERIFY2(catalog, qPrintable(error.message));
    const QByteArray before = content(*catalog);

    const ChipFileResult read = readChipsCsv(exportChipsCsv({trickyChip()}));
    QVERIFY2(read.ok(), qPrintable(read.error));
    const std::optional<ImportPlan> plan = planImport(catalog->chips().all(nullptr), read.chips);
    QVERIFY(plan && plan->added.size() == 1);
    {
        catalogtest::RawDb other(path);
        QVERIFY(other.isOpen());
        QString sqlError;
        other.run(QStringLiteral("BEGIN IMMEDIATE"), &sqlError);
        QVERIFY2(sqlError.isEmpty(), qPrintable(sqlError));
        QVERIFY(!catalog->chips().import(resolveImport(*plan), importBase(*plan), &error));
        QCOMPARE(error.code, StorageError::Code::Locked);
        QVERIFY2(error.message.contains(QDir::toNativeSeparators(path)) ||
                     error.message.contains(path),
                 qPrintable(error.message));
        other.run(QStringLiteral("ROLLBACK"));
    }
    QCOMPARE(content(*catalog), before);
    // Once the lock is gone the same import goes through.
    QVERIFY2(catalog->chips().import(resolveImport(*plan), importBase(*plan), &error),
             qPrintable(error.message));
    QCOMPARE(
        catalog->chips().find(QStringLiteral("zz-acme-x9"), nullptr)->figure(Field::TdpW).number(),
        700.0);
}

QTEST_GUILESS_MAIN(TestCatalogCsv)
#include "tst_catalogcsv.moc"
