// The compare view with systems: a system vs a system compares their totals, a system
// vs a chip takes the chip as many times as the system has chips ("8 x NVIDIA H100 SXM", with a
// spin box for N), systems arrive by drop ("system:ID") and by the slot's pick menu, and the
// power row does not let a chips-only TDP sum beat a whole system's power. A name longer than
// its column ends in an ellipsis in the header, the tooltip has all of it.
#include "common/entrymime.h"
#include "compare/compareentries.h"
#include "compare/compareslot.h"
#include "compare/compareview.h"
#include "compare/comparisonheader.h"
#include "compare/comparisonmodel.h"
#include "compare/comparisontree.h"
#include "io/catalogjson.h"
#include "io/systemjson.h"

#include <QAction>
#include <QApplication>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFontMetrics>
#include <QLabel>
#include <QMenu>
#include <QMimeData>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>

#include <memory>

using namespace chipatlas;

namespace {
const QString kTrn3 = QStringLiteral("system:aws-trn3-ultraserver-gen2");
const QString kNvl72 = QStringLiteral("system:nvidia-gb200-nvl72");
const QString kHgxH100 = QStringLiteral("system:nvidia-hgx-h100-8gpu");
const QString kH100 = QStringLiteral("nvidia-h100-sxm");

// `ids` as the settings keep them: chip ids and "system:ID" lines (entrymime.h).
bool dropIds(QWidget* target, const QStringList& ids) {
    std::unique_ptr<QMimeData> data(createEntriesMimeData(entriesFromLines(ids)));
    const QPoint centre = target->rect().center();
    QDragEnterEvent enter(centre, Qt::CopyAction, data.get(), Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &enter);
    if (!enter.isAccepted())
        return false;
    QDropEvent drop(QPointF(centre), Qt::CopyAction, data.get(), Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &drop);
    return drop.isAccepted();
}

const ComparisonRow* row(const CompareView& view, const QString& key) {
    for (const ComparisonRow& r : view.model()->comparison().rows) {
        if (r.key == key)
            return &r;
    }
    return nullptr;
}
} // namespace

class TstCompareViewSystems : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void mimeCarriesSystems();
    void systemVsSystem();
    void systemVsChipTimesN();
    void spinBoxChangesN();
    void powerRowLeavesChipsOnlySumOut();
    void dropAndPickASystem();
    void longNamesEndInAnEllipsis();

private:
    CatalogSnapshot m_snapshot;
    std::unique_ptr<CompareView> m_view;
};

void TstCompareViewSystems::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale(QStringLiteral("en_US")));
    QString error;
    const std::optional<ChipCatalogFile> chips = builtInChips(&error);
    QVERIFY2(chips, qPrintable(error));
    const std::optional<SystemCatalogFile> systems = builtInSystems(&error);
    QVERIFY2(systems, qPrintable(error));
    m_snapshot = CatalogSnapshot(chips->chips, {}, {}, systems->systems, {});
}

void TstCompareViewSystems::init() {
    m_view = std::make_unique<CompareView>();
    m_view->resize(1100, 700);
    m_view->setSnapshot(m_snapshot);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
}

void TstCompareViewSystems::mimeCarriesSystems() {
    // Each entry's line, and back: the kind and the count are typed, never read from an id.
    const EntryRef nvl72 = EntryRef::system(QStringLiteral("nvidia-gb200-nvl72"));
    const EntryRef sixteen = EntryRef::chips(kH100, 16);
    QCOMPARE(entryLine(nvl72), kNvl72);
    QCOMPARE(entryLine(sixteen), kH100 + QStringLiteral("*16"));
    QVERIFY(entryFromLine(kNvl72) == nvl72);
    QVERIFY(entryFromLine(kH100 + QStringLiteral("*16")) == sixteen);
    QVERIFY(entryFromLine(kH100) == EntryRef::chip(kH100));
    QVERIFY(entryFromLine(kH100 + QStringLiteral("*0")) ==
            EntryRef::chip(kH100 + QStringLiteral("*0"))); // no count: an unknown chip id
    QVERIFY(!entryFromLine(QStringLiteral("  ")));
    // A drag from the Systems table (entrymime.h) reaches the compare view as a system.
    std::unique_ptr<QMimeData> data(createEntriesMimeData({nvl72}));
    QVERIFY(hasEntries(data.get()));
    QVERIFY(entriesFromMimeData(data.get()) == QList{nvl72});
    QCOMPARE(data->text(), kNvl72);
}

// The Trn3 Gen2 UltraServer against the GB200 NVL72: both whole systems, their totals compared.
void TstCompareViewSystems::systemVsSystem() {
    m_view->setEntryRefs(entriesFromLines({kTrn3, kNvl72}));
    QCOMPARE(m_view->model()->entryCount(), 2);
    QVERIFY(m_view->entries().at(0).entry.isSystem());
    QCOMPARE(m_view->entries().at(0).entry.chipCount(), 144);
    QCOMPARE(m_view->slotAt(0)->name(),
             m_snapshot.system(QStringLiteral("aws-trn3-ultraserver-gen2"))->name);
    QVERIFY(!m_view->slotAt(0)->countBox()->isVisible()); // a system has no N to choose
    // 144 x 144 GiB against 72 x 186 GB: the UltraServer holds more memory.
    const ComparisonRow* memory = row(*m_view, QStringLiteral("memory_gb"));
    QVERIFY(memory);
    QCOMPARE(memory->values.at(0).status, FigureStatus::Computed);
    QCOMPARE(memory->values.at(0).number(), 144.0 * 144.0);
    QCOMPARE(memory->winner, std::optional<int>(0));
    QCOMPARE(m_view->model()->headerData(2, Qt::Horizontal).toString(),
             m_snapshot.system(QStringLiteral("nvidia-gb200-nvl72"))->name);
    QVERIFY(!m_view->summaryLabel()->text().isEmpty());
}

// A chip beside an 8-GPU board is taken 8 times: "8 x NVIDIA H100 SXM", the same memory total.
void TstCompareViewSystems::systemVsChipTimesN() {
    m_view->setEntryRefs(entriesFromLines({kHgxH100, kH100}));
    QCOMPARE(m_view->entries().size(), 2);
    const CompareEntry& chip = m_view->entries().at(1);
    QVERIFY(chip.takesChipNTimes());
    QCOMPARE(chip.entry.kind(), EntryKind::Chips);
    QCOMPARE(chip.entry.chipCount(), 8);
    QVERIFY(!chip.countChosen());
    CompareSlot* slot = m_view->slotAt(1);
    QVERIFY(slot->name().startsWith(QStringLiteral("8 x ")));
    QVERIFY(slot->name().contains(QStringLiteral("H100")));
    QVERIFY(slot->countBox()->isVisible());
    QCOMPARE(slot->countBox()->value(), 8);
    const ComparisonRow* memory = row(*m_view, QStringLiteral("memory_gb"));
    QVERIFY(memory);
    QCOMPARE(memory->values.at(0).number(), memory->values.at(1).number());
    QVERIFY(!memory->winner); // the same 8 x 80 GB on both sides
}

// N is the user's to set; core's like-for-like rule refuses 16 x H100 beside an 8-GPU board and
// the view says why instead of comparing; back at 8 they compare again.
void TstCompareViewSystems::spinBoxChangesN() {
    m_view->setEntryRefs(entriesFromLines({kHgxH100, kH100}));
    QSpinBox* count = m_view->slotAt(1)->countBox();
    count->setValue(16);
    QCOMPARE(entryLines(m_view->entryRefs()),
             (QStringList{kHgxH100, kH100 + QStringLiteral("*16")}));
    QCOMPARE(m_view->entries().at(1).entry.chipCount(), 16);
    QVERIFY(m_view->entries().at(1).countChosen());
    QVERIFY(m_view->slotAt(1)->name().startsWith(QStringLiteral("16 x ")));
    QVERIFY(!m_view->likeForLikeProblem().isEmpty());
    QVERIFY(m_view->likeForLikeProblem().contains(QStringLiteral("8 x")));
    QCOMPARE(m_view->model()->entryCount(), 0);
    QVERIFY(m_view->placeholderLabel()->isVisible());
    QVERIFY(m_view->placeholderLabel()->text().contains(m_view->likeForLikeProblem()));

    m_view->slotAt(1)->countBox()->setValue(8);
    QVERIFY(m_view->likeForLikeProblem().isEmpty());
    QCOMPARE(m_view->model()->entryCount(), 2);
    QVERIFY(!m_view->placeholderLabel()->isVisible());
}

// A system's power counts hosts and switches; N x chip TDP does not: that pair has no winner
// on power, and the row says why.
void TstCompareViewSystems::powerRowLeavesChipsOnlySumOut() {
    m_view->setEntryRefs(entriesFromLines(
        {QStringLiteral("system:nvidia-dgx-b200"), QStringLiteral("nvidia-b200")}));
    const ComparisonRow* power = row(*m_view, QStringLiteral("tdp_w"));
    QVERIFY(power);
    QVERIFY(power->values.at(0).hasValue()); // DGX B200: 14,300 W published
    QVERIFY(power->values.at(1).hasValue()); // 8 x B200 TDP, chips only
    QCOMPARE(power->leftOut.at(1), std::optional(LeftOutReason::OtherPowerScope));
    QVERIFY(!power->winner);
    QVERIFY(!power->note.isEmpty());
    const QModelIndex cell =
        m_view->model()->indexForKey(QStringLiteral("tdp_w")).siblingAtColumn(2);
    QCOMPARE(cell.data(ComparisonModel::LeftOutRole).toString(),
             QStringLiteral("other_power_scope"));
}

void TstCompareViewSystems::dropAndPickASystem() {
    QVERIFY(dropIds(m_view->slotAt(0), {kNvl72}));
    QCOMPARE(entryLines(m_view->entryRefs()), QStringList{kNvl72});
    // The second slot's pick menu lists the systems by vendor; the NVL72 is already compared.
    std::unique_ptr<QMenu> menu(m_view->pickMenu(1));
    QAction* trn3 = nullptr;
    QAction* nvl72 = nullptr;
    const QList<QAction*> actions = menu->findChildren<QAction*>();
    for (QAction* action : actions) {
        if (action->data() == kTrn3)
            trn3 = action;
        if (action->data() == kNvl72)
            nvl72 = action;
    }
    QVERIFY(trn3);
    QVERIFY(nvl72);
    QVERIFY(!nvl72->isEnabled());
    trn3->trigger();
    QCOMPARE(entryLines(m_view->entryRefs()), (QStringList{kNvl72, kTrn3}));
    QCOMPARE(m_view->model()->entryCount(), 2);
}

void TstCompareViewSystems::longNamesEndInAnEllipsis() {
    m_view->resize(640, 600);
    m_view->setEntryRefs(
        entriesFromLines({QStringLiteral("nvidia-gh200"), QStringLiteral("nvidia-b300"),
                          QStringLiteral("nvidia-gb200"), kH100}));
    QApplication::processEvents();
    QCOMPARE(m_view->model()->entryCount(), 4);
    auto* header = qobject_cast<ComparisonHeader*>(m_view->treeView()->header());
    QVERIFY(header);
    const QFontMetrics metrics = header->fontMetrics();
    int elided = 0;
    for (int column = 1; column <= 4; ++column) {
        const QString full = m_view->model()->headerData(column, Qt::Horizontal).toString();
        const QString shown = header->shownText(column);
        QVERIFY2(metrics.horizontalAdvance(shown) <= header->sectionSize(column),
                 qPrintable(shown));
        if (shown != full) {
            // Cut at the end, with an ellipsis, never mid-letter without one.
            QVERIFY2(shown.endsWith(QChar(0x2026)), qPrintable(shown));
            QVERIFY2(full.startsWith(shown.chopped(1)), qPrintable(shown));
            ++elided;
        }
        const QString tip =
            m_view->model()->headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(full), qPrintable(tip + QStringLiteral(" lacks ") + full));
    }
    QVERIFY(elided > 0); // "NVIDIA GH200 Grace Hopper Superchip" does not fit at this width
}

QTEST_MAIN(TstCompareViewSystems)
#include "tst_compareview_systems.moc"
