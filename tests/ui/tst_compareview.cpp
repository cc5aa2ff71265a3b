// The compare view offscreen: real drag-enter and drop events with the chip MIME type on the
// view and on its slots, clearing and reordering through the slot buttons, the summary, the
// clipboard and the CSV export.
#include "common/entrymime.h"
#include "compare/compareexport.h"
#include "compare/compareoptionsbar.h"
#include "compare/compareslot.h"
#include "compare/compareview.h"
#include "compare/comparisonmodel.h"
#include "compare/comparisontree.h"
#include "io/catalogjson.h"
#include "specialfiles.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QLabel>
#include <QMimeData>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTranslator>

#include <algorithm>
#include <memory>

using namespace chipatlas;

namespace {
const QString kL40s = QStringLiteral("nvidia-l40s");
const QString kTrn1 = QStringLiteral("aws-trainium1");
const QString kH200 = QStringLiteral("nvidia-h200-sxm");
const QString kMi300x = QStringLiteral("amd-mi300x");
const QString kB200 = QStringLiteral("nvidia-b200");

// Sends a drag-enter and, when it is accepted, a drop of `ids` at the centre of `target`, as
// QDrag would. Returns whether the drop was accepted.
bool dropIds(QWidget* target, const QStringList& ids, const QString& format = entriesMimeType()) {
    QMimeData data;
    data.setData(format, ids.join(QLatin1Char('\n')).toUtf8());
    const QPoint centre = target->rect().center();
    QDragEnterEvent enter(centre, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &enter);
    if (!enter.isAccepted())
        return false;
    QDropEvent drop(QPointF(centre), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &drop);
    return drop.isAccepted();
}
} // namespace

class TstCompareView : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void mimeRoundTrip();
    void dropOnViewAddsChip();
    void dropOnSlotPutsChipThere();
    void longNameTakesTwoLines();
    void nameFitsBesideItsButtons();
    void otherDataIsRefused();
    void fullViewReplacesLastAndSaysSo();
    void clearAndReorderWithSlotButtons();
    void summaryShowsThreeSentences();
    void copyAsMarkdownAndText();
    void exportCsv();
    void unknownIdsAreDroppedOnLoad();
    void computedNoteInTheLanguage();

private:
    QList<Chip> m_catalog;
    std::unique_ptr<CompareView> m_view;
};

void TstCompareView::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QStringLiteral("en_US")));
    QString error;
    const std::optional<ChipCatalogFile> file = builtInChips(&error);
    QVERIFY2(file, qPrintable(error));
    m_catalog = file->chips;
}

void TstCompareView::init() {
    m_view = std::make_unique<CompareView>();
    m_view->resize(1000, 700);
    m_view->setCatalog(m_catalog);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
}

void TstCompareView::mimeRoundTrip() {
    std::unique_ptr<QMimeData> data(createEntriesMimeData(
        {EntryRef::chip(kL40s), EntryRef::chip(kTrn1), EntryRef::chip(kL40s)}));
    QVERIFY(data->hasFormat(QStringLiteral("application/x-chipatlas-chip-ids")));
    QCOMPARE(entryLines(entriesFromMimeData(data.get())), (QStringList{kL40s, kTrn1}));
    QCOMPARE(data->text(), kL40s + QLatin1Char('\n') + kTrn1 + QLatin1Char('\n') + kL40s);
    QMimeData crlf;
    crlf.setData(entriesMimeType(), "a\r\n\r\nb\r\n");
    QCOMPARE(entryLines(entriesFromMimeData(&crlf)),
             (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
    QMimeData text;
    text.setText(kL40s);
    QVERIFY(!hasEntries(&text));
}

void TstCompareView::dropOnViewAddsChip() {
    QSignalSpy changed(m_view.get(), &CompareView::entriesChanged);
    QVERIFY(m_view->findChild<QLabel*>(QStringLiteral("comparePlaceholder"))->isVisible());
    QVERIFY(dropIds(m_view.get(), {kL40s}));
    QCOMPARE(entryLines(m_view->entryRefs()), QStringList{kL40s});
    QCOMPARE(changed.size(), 1);
    QCOMPARE(m_view->slotAt(0)->name(), QStringLiteral("NVIDIA L40S"));
    // The tree shows from two chips on; a drop on the tree lands on the view.
    QVERIFY(dropIds(m_view.get(), {kTrn1}));
    QCOMPARE(entryLines(m_view->entryRefs()), (QStringList{kL40s, kTrn1}));
    QTRY_VERIFY(!m_view->findChild<QLabel*>(QStringLiteral("comparePlaceholder"))->isVisible());
    QCOMPARE(m_view->model()->entryCount(), 2);
    QVERIFY(dropIds(m_view->treeView()->viewport(), {kH200}));
    QCOMPARE(entryLines(m_view->entryRefs()), (QStringList{kL40s, kTrn1, kH200}));
}

void TstCompareView::dropOnSlotPutsChipThere() {
    QCOMPARE(m_view->visibleSlotCount(), 2);
    QVERIFY(m_view->slotAt(1)->isVisible());
    // An empty slot takes the chip at the end: slots hold no gaps.
    QVERIFY(dropIds(m_view->slotAt(1), {kL40s}));
    QCOMPARE(entryLines(m_view->entryRefs()), QStringList{kL40s});
    QVERIFY(dropIds(m_view->slotAt(1), {kTrn1}));
    QCOMPARE(entryLines(m_view->entryRefs()), (QStringList{kL40s, kTrn1}));
    QCOMPARE(m_view->visibleSlotCount(), 3);
    // A filled slot gets the new chip in place of the old one.
    QVERIFY(dropIds(m_view->slotAt(0), {kH200}));
    QCOMPARE(entryLines(m_view->entryRefs()), (QStringList{kH200, kTrn1}));
    // A chip already compared trades places.
    QVERIFY(dropIds(m_view->slotAt(0), {kTrn1}));
    QCOMPARE(entryLines(m_view->entryRefs()), (QStringList{kTrn1, kH200}));
    // Several ids on one slot: the first there, the others into free slots.
    QVERIFY(dropIds(m_view->slotAt(2), {kMi300x, kB200}));
    QCOMPARE(entryLines(m_view->entryRefs()), (QStringList{kTrn1, kH200, kMi300x, kB200}));
    QCOMPARE(m_view->slotAt(3)->name(), QStringLiteral("NVIDIA B200 (HGX B200, per GPU)"));
}

// A name longer than two lines of its slot shows on two, the second elided, rather than cut
// mid-line by the slot's height; the slot's tooltip keeps the whole name.
void TstCompareView::longNameTakesTwoLines() {
    m_view->setEntryRefs(entriesFromLines({kTrn1, kH200, kMi300x, kB200}));
    m_view->resize(800, 700);
    CompareSlot* slot = m_view->slotAt(3);
    const QLabel* label = slot->nameLabel();
    QTRY_VERIFY(label->width() < 200);
    QTRY_COMPARE(label->text().count(QLatin1Char('\n')), 1);
    QVERIFY2(label->text().endsWith(QChar(0x2026)), qPrintable(label->text()));
    for (const QString& line : label->text().split(QLatin1Char('\n')))
        QVERIFY(label->fontMetrics().horizontalAdvance(line) <= label->width());
    QVERIFY(label->sizeHint().height() <= label->height());
    QCOMPARE(slot->name(), QStringLiteral("NVIDIA B200 (HGX B200, per GPU)"));
    QVERIFY(slot->toolTip().contains(slot->name()));
    // Wide enough again, the whole name shows.
    m_view->resize(1400, 700);
    QTRY_COMPARE(label->text().replace(QLatin1Char('\n'), QLatin1Char(' ')), slot->name());
}

// A slot filled where it stands, without changing size: its name is measured for the room
// left beside the buttons the entry brings (an empty slot has one), in the bold font it is
// shown in, so no line runs under the buttons, cut mid-letter.
void TstCompareView::nameFitsBesideItsButtons() {
    m_view->setEntryRefs(entriesFromLines({kTrn1, kH200, kMi300x})); // and a fourth slot, empty
    QTest::qWait(50);
    const int slotWidth = m_view->slotAt(3)->width();
    m_view->setEntryRefs(entriesFromLines({kTrn1, kH200, kMi300x, kB200}));
    QTest::qWait(50);
    QCOMPARE(m_view->slotAt(3)->width(), slotWidth);
    const auto fits = [](const QLabel* label) {
        const QStringList lines = label->text().split(QLatin1Char('\n'));
        return lines.size() <= 2 && std::all_of(lines.begin(), lines.end(), [&](const QString& l) {
                   return label->fontMetrics().horizontalAdvance(l) <= label->width();
               });
    };
    for (int i = 0; i < 4; ++i) {
        const QLabel* label = m_view->slotAt(i)->nameLabel();
        QVERIFY(label->font().bold());
        QTRY_VERIFY2(
            fits(label),
            qPrintable(
                QStringLiteral("\"%1\" in %2 pixels").arg(label->text()).arg(label->width())));
    }
}

void TstCompareView::otherDataIsRefused() {
    QVERIFY(!dropIds(m_view.get(), {kL40s}, QStringLiteral("text/plain")));
    QVERIFY(!dropIds(m_view->slotAt(0), {kL40s}, QStringLiteral("text/plain")));
    QVERIFY(entryLines(m_view->entryRefs()).isEmpty());
}

void TstCompareView::fullViewReplacesLastAndSaysSo() {
    QSignalSpy messages(m_view.get(), &CompareView::statusMessage);
    m_view->setEntryRefs(entriesFromLines({kL40s, kTrn1, kH200, kMi300x}));
    QCOMPARE(m_view->visibleSlotCount(), 4);
    QVERIFY(dropIds(m_view.get(), {kB200}));
    QCOMPARE(entryLines(m_view->entryRefs()), (QStringList{kL40s, kTrn1, kH200, kB200}));
    QCOMPARE(messages.size(), 1);
    const QString message = messages.first().first().toString();
    QVERIFY2(message.contains(QLatin1String("AMD Instinct MI300X")), qPrintable(message));
    // Adding a chip that is already there changes nothing and says so.
    m_view->addEntry(EntryRef::chip(kL40s));
    QCOMPARE(entryLines(m_view->entryRefs()), (QStringList{kL40s, kTrn1, kH200, kB200}));
    QCOMPARE(messages.size(), 2);
}

void TstCompareView::clearAndReorderWithSlotButtons() {
    m_view->setEntryRefs(entriesFromLines({kL40s, kTrn1, kH200}));
    QVERIFY(!m_view->slotAt(0)->moveLeftButton()->isEnabled());
    QVERIFY(!m_view->slotAt(2)->moveRightButton()->isEnabled());
    QTest::mouseClick(m_view->slotAt(0)->moveRightButton(), Qt::LeftButton);
    QCOMPARE(entryLines(m_view->entryRefs()), (QStringList{kTrn1, kL40s, kH200}));
    QTest::mouseClick(m_view->slotAt(2)->moveLeftButton(), Qt::LeftButton);
    QCOMPARE(entryLines(m_view->entryRefs()), (QStringList{kTrn1, kH200, kL40s}));
    QCOMPARE(m_view->model()->headerData(1, Qt::Horizontal).toString(),
             QStringLiteral("AWS Trainium (Trn1)"));
    QTest::mouseClick(m_view->slotAt(1)->clearButton(), Qt::LeftButton);
    QCOMPARE(entryLines(m_view->entryRefs()), (QStringList{kTrn1, kL40s}));
    QVERIFY(!m_view->slotAt(2)->clearButton()->isVisible());
    QVERIFY(m_view->slotAt(2)->isEmpty());
    m_view->optionsBar()->clearAllAction()->trigger();
    QVERIFY(entryLines(m_view->entryRefs()).isEmpty());
    QCOMPARE(m_view->model()->entryCount(), 0);
    QVERIFY(!m_view->optionsBar()->clearAllAction()->isEnabled());
}

void TstCompareView::summaryShowsThreeSentences() {
    m_view->setEntryRefs(entriesFromLines({kL40s, kTrn1}));
    const QStringList summary = m_view->model()->comparison().summary;
    QCOMPARE(summary.size(), 3);
    const QLabel* label = m_view->summaryLabel();
    QCOMPARE(label->text(), summary.join(QLatin1Char('\n')));
    QVERIFY(label->wordWrap());
    QVERIFY(label->textInteractionFlags() & Qt::TextSelectableByMouse);
    QVERIFY2(summary.at(0).contains(QLatin1String("1.91x")), qPrintable(summary.at(0)));
    QVERIFY(label->isVisible());
}

void TstCompareView::copyAsMarkdownAndText() {
    QVERIFY(!m_view->optionsBar()->copyMarkdownAction()->isEnabled());
    m_view->setEntryRefs(entriesFromLines({kL40s, kTrn1}));
    QVERIFY(m_view->optionsBar()->copyMarkdownAction()->isEnabled());
    QApplication::clipboard()->clear();
    m_view->optionsBar()->copyMarkdownAction()->trigger();
    const QString markdown = QApplication::clipboard()->text();
    QVERIFY2(markdown.contains(QLatin1String("| ")), qPrintable(markdown));
    QVERIFY(markdown.contains(QLatin1String("NVIDIA L40S")));
    QVERIFY(markdown.contains(QLatin1String("190 TFLOPS (0.52x)")));
    QCOMPARE(markdown, m_view->markdown());
    m_view->optionsBar()->copyTextAction()->trigger();
    const QString text = QApplication::clipboard()->text();
    QVERIFY(text.contains(QLatin1String("AWS Trainium (Trn1)")));
    QVERIFY(!text.contains(QLatin1String("| ---")));
}

void TstCompareView::exportCsv() {
    m_view->setEntryRefs(entriesFromLines({kL40s, kTrn1}));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("comparison.csv"));
    QVERIFY(m_view->exportCsvTo(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray csv = file.readAll();
    QVERIFY(csv.contains("NVIDIA L40S"));
    QVERIFY(csv.contains("bf16_tflops_dense"));

    // Written through core's SafeFile: a FIFO is refused, not replaced by a file.
    const QString fifo = dir.filePath(QStringLiteral("fifo.csv"));
    CHIPATLAS_MAKE_SPECIAL_FILE(made, fifo, QStringLiteral("fifo"));
    QString error;
    QVERIFY(!saveComparisonCsv(m_view->model()->comparison(), fifo, &error));
    QVERIFY2(error.contains(QStringLiteral("Could not write %1: it is a named pipe (FIFO), not a "
                                           "regular file")
                                .arg(fifo)),
             qPrintable(error));
    QCOMPARE(catalogtest::fileType(fifo), mode_t(S_IFIFO));
}

void TstCompareView::unknownIdsAreDroppedOnLoad() {
    CompareView view;
    QSignalSpy changed(&view, &CompareView::entriesChanged);
    view.setEntryRefs(entriesFromLines({kL40s, QStringLiteral("no-such-chip"), kTrn1}));
    QCOMPARE(view.entryRefs().size(), 3); // kept until the catalog says otherwise
    view.setCatalog(m_catalog);
    QCOMPARE(entryLines(view.entryRefs()), (QStringList{kL40s, kTrn1}));
    QCOMPARE(view.model()->entryCount(), 2);
}

// The Note column quotes a computed figure's built-in note in the GUI's language, cut to its
// first clause without its own "Computed:" lead, as in English.
void TstCompareView::computedNoteInTheLanguage() {
    const QString h100 = QStringLiteral("nvidia-h100-sxm");
    const auto notes = [this, &h100] {
        m_view->setEntryRefs(entriesFromLines({h100, kH200}));
        QStringList all;
        for (const ComparisonRow& row : m_view->model()->comparison().rows)
            all << row.note;
        return all.join(QLatin1Char('\n'));
    };
    const QString english = notes();
    QVERIFY2(english.contains(QLatin1String(
                 "NVIDIA H100 SXM: computed (NVIDIA's 1,979 TFLOPS is shown with sparsity)")),
             qPrintable(english));
    for (const auto& [locale, expected] :
         {std::pair{QLocale(QLocale::German, QLocale::Germany),
                    QStringLiteral("NVIDIA H100 SXM: berechnet (NVIDIAs 1,979 TFLOPS sind mit "
                                   "Sparsity angegeben)")},
          std::pair{
              QLocale(QLocale::Japanese, QLocale::Japan),
              QStringLiteral("NVIDIA H100 SXM: 計算値 (NVIDIAの1,979 TFLOPSはスパース時の値)")}}) {
        QTranslator translator;
        QVERIFY(translator.load(locale, QStringLiteral("chipatlas"), QStringLiteral("_"),
                                QStringLiteral(":/i18n")));
        QVERIFY(QCoreApplication::installTranslator(&translator));
        const QString translated = notes();
        QCoreApplication::removeTranslator(&translator);
        QVERIFY2(translated.contains(expected), qPrintable(translated));
    }
}

QTEST_MAIN(TstCompareView)
#include "tst_compareview.moc"
