// The details pane shows each figure as its source printed it, with the configuration and range
// it belongs to and where its unit came from, through the same core
// functions as the table, the chart and `chipatlas-cli show` (figureformat.h).
#include "details/detailspane.h"
#include "details/offershtml.h"
#include "testfigures.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QLocale>
#include <QScrollBar>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>
#include <QTranslator>

using namespace chipatlas;
using namespace chipatlas::testfigures;

// What `make()` returns under the GUI's translation for `locale` (the catalog's notes follow
// it), or a text that no check accepts when that translation cannot be installed.
template <typename Make>
QString translated(const QLocale& locale, Make make) {
    QTranslator translator;
    if (!translator.load(locale, QStringLiteral("chipatlas"), QStringLiteral("_"),
                         QStringLiteral(":/i18n")) ||
        !QCoreApplication::installTranslator(&translator))
        return QStringLiteral("(no translation for %1)").arg(locale.name());
    const QString text = make();
    QCoreApplication::removeTranslator(&translator);
    return text;
}

class TestDetailsPane : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void memoryAsPrinted();
    void visibleMemory();
    void tdpAsConfigured();
    void sparsityUnstatedRatios();
    void integerThroughputIsTops();
    void offerPricesWithinThePane();
    void narrowPaneBreaksNoWord();
    void builtInNotesInTheLanguage();
    void offerNotesInTheLanguage();
};

void TestDetailsPane::initTestCase() {
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestDetailsPane::memoryAsPrinted() {
    Chip trn1;
    trn1.id = QStringLiteral("aws-trainium1");
    trn1.name = QStringLiteral("AWS Trainium (Trn1)");
    trn1.vendor = QStringLiteral("AWS (Annapurna Labs)");
    trn1.figure(Field::MemoryGb) = number(32);
    trn1.figure(Field::MemoryGb).printedUnit = PrintedUnit::Binary;
    trn1.figure(Field::MemoryBwGbs) = number(820);
    trn1.figure(Field::MemoryBwGbs).printedUnit = PrintedUnit::Binary;
    const QString html = DetailsPane::chipHtml(trn1, Precision::BF16, QApplication::palette());
    QVERIFY2(html.contains(QLatin1String("<b>32 GiB</b>")), qPrintable(html));
    QVERIFY(html.contains(QLatin1String("32 GiB as printed by AWS")));
    QVERIFY(html.contains(QLatin1String("<b>820 GiB/s</b>")));
    QVERIFY(html.contains(QLatin1String("820 GiB/s as printed by AWS")));
    QVERIFY(!html.contains(QLatin1String("29.8")));
    QVERIFY(!html.contains(QLatin1String("32 GB")));
}

void TestDetailsPane::visibleMemory() {
    // nvidia-smi's total on an "80 GB" H100 SXM (visible-memory.csv).
    Chip h100;
    h100.name = QStringLiteral("NVIDIA H100 SXM");
    h100.vendor = QStringLiteral("NVIDIA");
    h100.figure(Field::VisibleMemoryBytes) = number(85'520'809'984.0);
    const QString html = DetailsPane::chipHtml(h100, Precision::BF16, QApplication::palette());
    QVERIFY2(html.contains(QLatin1String("<b>85.52 GB (81,559 MiB)</b>")), qPrintable(html));
    // In the memory group, after the printed capacity.
    const qsizetype memoryGroup = html.indexOf(QLatin1String("<h3>Memory</h3>"));
    const qsizetype powerGroup = html.indexOf(QLatin1String("<h3>Power</h3>"));
    const qsizetype visible = html.indexOf(QLatin1String("85.52 GB"));
    QVERIFY(memoryGroup >= 0 && memoryGroup < visible && visible < powerGroup);
}

void TestDetailsPane::tdpAsConfigured() {
    Chip gaudi3;
    gaudi3.name = QStringLiteral("Intel Gaudi 3");
    gaudi3.vendor = QStringLiteral("Intel (Habana Labs)");
    gaudi3.figure(Field::Bf16TflopsDense) = number(1835);
    gaudi3.figure(Field::TdpW) = number(900);
    gaudi3.figure(Field::TdpW).configuration = QStringLiteral("air-cooled");
    gaudi3.figure(Field::TdpW).rangeLow = 900.0;
    gaudi3.figure(Field::TdpW).rangeHigh = 1200.0;
    const QString html = DetailsPane::chipHtml(gaudi3, Precision::BF16, QApplication::palette());
    QVERIFY2(html.contains(QLatin1String("<b>900 W</b>")), qPrintable(html));
    QVERIFY(html.contains(QLatin1String("air-cooled; 900-1,200 W")));
    // Perf per watt names the TDP it divided by.
    QVERIFY(html.contains(QLatin1String("BF16 dense / TDP at 900 W, air-cooled")));
}

void TestDetailsPane::sparsityUnstatedRatios() {
    Chip mi355x;
    mi355x.name = QStringLiteral("AMD Instinct MI355X");
    mi355x.vendor = QStringLiteral("AMD");
    mi355x.figure(Field::TdpW) = number(1400);
    mi355x.figure(Field::MemoryBwGbs) = number(8000);
    mi355x.figure(Field::Fp4TflopsDense) = sparse(10100);
    const QString html = DetailsPane::chipHtml(mi355x, Precision::FP4, QApplication::palette());
    // The throughput and both ratios built on it: three badges.
    QCOMPARE(html.count(QLatin1String("sparsity unstated")), 3);
    QVERIFY(html.contains(QLatin1String("FP4 dense may be a sparse figure")));
}

void TestDetailsPane::integerThroughputIsTops() {
    // An integer-only chip: the ratios built on its TOPS are TOPS too.
    Chip chip;
    chip.name = QStringLiteral("Acme INT8 accelerator");
    chip.vendor = QStringLiteral("Acme");
    chip.figure(Field::TdpW) = number(300);
    chip.figure(Field::MemoryBwGbs) = number(80000);
    chip.figure(Field::Int8TopsDense) = sparse(750);
    const QString html = DetailsPane::chipHtml(chip, Precision::INT8, QApplication::palette());
    for (const char* expected :
         {"750 TOPS", "2.5 TOPS/W", "Bandwidth per INT8 TOPS", "106.67 GB/s per TOPS"})
        QVERIFY2(html.contains(QLatin1String(expected)), expected);
    QVERIFY2(!html.contains(QLatin1String("TFLOPS")), qPrintable(html));
}

namespace {
Offer offerOf(const QString& target, const QString& provider, const QString& region,
              const QString& instance, Pricing pricing, int chips, QList<double> perInstanceHour) {
    Offer offer;
    offer.id = offerId(provider, region, instance, pricing);
    offer.targetId = target;
    offer.provider = provider;
    offer.region = region;
    offer.instance = instance;
    offer.pricing = pricing;
    offer.chips = chips;
    int day = 1;
    for (const double price : perInstanceHour) {
        OfferPrice p;
        p.perInstanceHour = price;
        p.seen = QDate(2026, 6, day++);
        p.source = QStringLiteral("https://github.com/skypilot-org/skypilot-catalog/blob/"
                                  "11580132cea293395776b033c8533714d42abb4e/catalogs/v7/lambda/"
                                  "vms.csv");
        offer.prices << p;
    }
    return offer;
}
} // namespace

// At the details pane's first width (380 pixels), each offer's price per chip-hour and per
// instance-hour, its pricing type and age, and its older prices are in sight without scrolling
// sideways, for a chip and for a system, however long the offer's provider, instance and region.
void TestDetailsPane::offerPricesWithinThePane() {
    Chip h100;
    h100.id = QStringLiteral("nvidia-h100-sxm");
    h100.name = QStringLiteral("NVIDIA H100 SXM");
    h100.vendor = QStringLiteral("NVIDIA");
    System trn1;
    trn1.id = QStringLiteral("aws-trn1-32xlarge");
    trn1.name = QStringLiteral("AWS EC2 trn1.32xlarge");
    trn1.vendor = QStringLiteral("AWS");
    trn1.chipId = h100.id;
    trn1.chipCount = 16;
    const QList<Offer> offers{
        offerOf(h100.id, QStringLiteral("Lambda"),
                QStringLiteral("all listed regions (us-east-1 etc.)"),
                QStringLiteral("gpu_8x_h100_sxm5"), Pricing::OnDemand, 8, {24.5, 23.92}),
        offerOf(h100.id, QStringLiteral("AWS"), QStringLiteral("us-east-1"),
                QStringLiteral("p5.48xlarge (EC2 Capacity Block)"), Pricing::Reserved, 8, {39.33}),
        offerOf(trn1.id, QStringLiteral("AWS"), QStringLiteral("ap-southeast-4"),
                QStringLiteral("trn1.32xlarge (EC2 Capacity Block)"), Pricing::Reserved, 16,
                {16.0, 15.49}),
    };
    const CatalogSnapshot snapshot({h100}, {}, {}, {trn1}, offers);

    DetailsPane pane;
    pane.resize(380, 700);
    pane.setSnapshot(snapshot);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    for (const bool system : {false, true}) {
        if (system)
            pane.setSystem(&trn1);
        else
            pane.setChip(&h100);
        QTextBrowser* browser = pane.browser();
        QCoreApplication::processEvents();
        QCOMPARE(browser->horizontalScrollBar()->maximum(), 0);
        const int width = browser->viewport()->width();
        for (const char* text :
             {"/chip-h", "/instance-h", "on-demand", "reserved", "seen 2026-06", "before:"}) {
            if (system && QLatin1String(text) == QLatin1String("on-demand"))
                continue;
            const QTextCursor found = browser->document()->find(QLatin1String(text));
            QVERIFY2(!found.isNull(), text);
            browser->setTextCursor(found);
            const QRect at = browser->cursorRect(found);
            QVERIFY2(at.right() <= width, qPrintable(QStringLiteral("%1 at x %2 of %3")
                                                         .arg(QLatin1String(text))
                                                         .arg(at.right())
                                                         .arg(width)));
        }
    }
}

// In a narrow pane a label wraps between words; a word longer than its column is never cut
// ("Speicherbandbr" / "eite" in German): the column widens for it instead. The availability
// shows in German too.
void TestDetailsPane::narrowPaneBreaksNoWord() {
    QTranslator german;
    QVERIFY(german.load(QLocale(QLocale::German, QLocale::Germany), QStringLiteral("chipatlas"),
                        QStringLiteral("_"), QStringLiteral(":/i18n")));
    QVERIFY(QCoreApplication::installTranslator(&german));
    Chip h100;
    h100.id = QStringLiteral("nvidia-h100-sxm");
    h100.name = QStringLiteral("NVIDIA H100 SXM");
    h100.vendor = QStringLiteral("NVIDIA");
    h100.figure(Field::MemoryBwGbs) = number(3350);
    h100.figure(Field::MemoryBwGbs).printedUnit = PrintedUnit::Decimal;
    h100.figure(Field::Bf16TflopsDense) = number(989);
    h100.figure(Field::Availability) = text(QStringLiteral("buy"));
    DetailsPane pane;
    pane.resize(300, 700);
    pane.setChip(&h100);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    QTextDocument* document = pane.browser()->document();
    QVERIFY(document->toPlainText().contains(QLatin1String("Speicherbandbreite")));
    QVERIFY(document->toPlainText().contains(QLatin1String("Kauf"))); // availability "buy"
    document->documentLayout()->documentSize();                       // lays the whole document out
    int breaks = 0;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        const QTextLayout* layout = block.layout();
        const QString text = block.text();
        for (int i = 0; layout && i + 1 < layout->lineCount(); ++i) {
            const QTextLine line = layout->lineAt(i);
            const int end = line.textStart() + line.textLength();
            if (end <= 0 || end >= text.size())
                continue;
            ++breaks;
            QVERIFY2(
                !(text.at(end - 1).isLetterOrNumber() && text.at(end).isLetterOrNumber()),
                qPrintable(QStringLiteral("\"%1\" is cut after \"%2\"").arg(text, text.left(end))));
        }
    }
    QVERIFY(breaks > 0); // the pane is narrow enough that labels and notes wrap
    QCoreApplication::removeTranslator(&german);
}

// A built-in note (one of resources/catalog/*.json's English notes) shows in the GUI's language:
// German under the German translation, Japanese under the Japanese one, English without one. A
// note the user typed or changed is no built-in note and shows as typed.
void TestDetailsPane::builtInNotesInTheLanguage() {
    Chip h200;
    h200.id = QStringLiteral("nvidia-h200-sxm");
    h200.name = QStringLiteral("NVIDIA H200 SXM");
    h200.vendor = QStringLiteral("NVIDIA");
    h200.figure(Field::TdpW) = number(700);
    h200.figure(Field::TdpW).note =
        QStringLiteral("From NVIDIA's own MLPerf system notes ('H200 TGP 700W').");
    h200.figure(Field::MemoryGb) = number(141);
    h200.figure(Field::MemoryGb).note =
        QStringLiteral("From NVIDIA's own MLPerf system notes ('H200 TGP 700W'), I think.");
    h200.notes = QStringLiteral("HGX H200 holds 8 GPUs.");
    const auto html = [&h200] {
        return DetailsPane::chipHtml(h200, Precision::BF16, QApplication::palette());
    };
    const QString english = html();
    QVERIFY2(english.contains(QLatin1String("From NVIDIA&#39;s own MLPerf system notes")) ||
                 english.contains(QLatin1String("From NVIDIA's own MLPerf system notes")),
             qPrintable(english));
    QVERIFY(english.contains(QLatin1String("HGX H200 holds 8 GPUs.")));

    const QString inGerman = translated(QLocale(QLocale::German, QLocale::Germany), html);
    QVERIFY2(inGerman.contains(QLatin1String("Aus NVIDIAs eigenen MLPerf-Systemnotizen")),
             qPrintable(inGerman));
    QVERIFY(inGerman.contains(QStringLiteral("HGX H200 enthält 8 GPUs.")));
    // The user's changed note matches no built-in note: as typed.
    QVERIFY(inGerman.contains(QLatin1String("), I think.")));
    QCOMPARE(inGerman.count(QLatin1String("Aus NVIDIAs")), 1);

    const QString inJapanese = translated(QLocale(QLocale::Japanese, QLocale::Japan), html);
    QVERIFY2(inJapanese.contains(QStringLiteral("NVIDIA自身のMLPerfシステムノートによる")),
             qPrintable(inJapanese));
    QVERIFY(inJapanese.contains(QStringLiteral("HGX H200はGPU 8基。")));

    // Back in English once the translation is removed.
    QCOMPARE(html(), english);
}

// An offer's built-in pricing note and "how dated" note (current and older prices) show in the
// GUI's language; its notes as the user typed them stay as typed.
void TestDetailsPane::offerNotesInTheLanguage() {
    Offer offer;
    offer.id = QStringLiteral("aws-p5-48xlarge-capacity-block");
    offer.targetId = QStringLiteral("nvidia-h100-sxm");
    offer.provider = QStringLiteral("AWS");
    offer.instance = QStringLiteral("p5.48xlarge");
    offer.pricing = Pricing::Reserved;
    offer.pricingNote = QStringLiteral("Capacity Block, effective rate");
    offer.chips = 8;
    offer.notes = QStringLiteral("Our own reseller note.");
    OfferPrice older;
    older.perInstanceHour = 40.0;
    older.seenNote = QStringLiteral("blog date");
    older.origin = Origin::BuiltIn;
    OfferPrice current = older;
    current.perInstanceHour = 31.46;
    current.seen = QDate(2026, 8, 26);
    current.seenNote.clear();
    offer.prices = {older, current};
    const QDate today(2026, 12, 5);
    const auto html = [&] {
        return offershtml::sectionHtml({offer}, offer.targetId, today, QApplication::palette());
    };
    const QString english = html();
    QVERIFY2(english.contains(QLatin1String("Capacity Block, effective rate")),
             qPrintable(english));
    QVERIFY(english.contains(QLatin1String("blog date")));

    const QString inGerman = translated(QLocale(QLocale::German, QLocale::Germany), html);
    QVERIFY2(inGerman.contains(QLatin1String("Capacity Block, effektiver Preis")),
             qPrintable(inGerman));
    QVERIFY(inGerman.contains(QLatin1String("Datum des Blogbeitrags")));
    QVERIFY(!inGerman.contains(QLatin1String("blog date")));
    QVERIFY(inGerman.contains(QLatin1String("Our own reseller note.")));
}

QTEST_MAIN(TestDetailsPane)
#include "tst_detailspane.moc"
