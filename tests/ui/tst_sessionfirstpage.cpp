// The first load of a catalog larger than a page: the session publishes the first page of chips
// in the chip table's start order, then every chip; while only the page is there, the window
// says so, the views work on it, and what needs every chip waits.
#include "application/catalogsession.h"
#include "catalogwrites.h"
#include "chart/chartpage.h"
#include "common/entrymime.h"
#include "common/settings.h"
#include "compare/compareview.h"
#include "details/detailspane.h"
#include "guistartup.h"
#include "storage/catalog.h"
#include "table/catalogtablepage.h"
#include "table/chiptablemodel.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

using namespace chipatlas;

namespace {
constexpr int kBuiltInChipCount = 34;
constexpr int kAddedChipCount = 1000; // more than a thousand: the counts have separators
constexpr int kTotal = kBuiltInChipCount + kAddedChipCount;
constexpr int kPage = 200;

// The chip table's start order: by name case-insensitively, then id.
bool startsBefore(const Chip& a, const Chip& b) {
    if (const int c = a.name.compare(b.name, Qt::CaseInsensitive); c != 0)
        return c < 0;
    return a.id < b.id;
}
} // namespace

class TstSessionFirstPage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void firstLoadPublishesFirstPageThenEveryChip();
    void windowAndViewsWorkOnTheFirstPage();

private:
    QTemporaryDir m_dir;
    QString m_path;
};

void TstSessionFirstPage::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ChipAtlas"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_sessionfirstpage"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(m_dir.isValid());
    m_path = m_dir.filePath(QStringLiteral("catalog.sqlite"));
    StorageError error;
    const std::unique_ptr<Catalog> catalog = Catalog::open(m_path, &error);
    QVERIFY2(catalog, qPrintable(error.message));
    const std::optional<Chip> model =
        CatalogSnapshot::builtInChip(QStringLiteral("nvidia-h100-sxm"));
    QVERIFY(model);
    // Names in mixed case and ids in another order than the names, so that the first page is
    // neither the first ids nor a case-sensitive order.
    QList<Chip> added;
    for (int i = 0; i < kAddedChipCount; ++i) {
        Chip chip = *model;
        chip.origin = Origin::User;
        chip.id = QStringLiteral("bench-%1").arg(kAddedChipCount - i, 4, 10, QLatin1Char('0'));
        chip.name = (i % 2 ? QStringLiteral("accel %1") : QStringLiteral("Accel %1"))
                        .arg(i, 3, 10, QLatin1Char('0'));
        added.append(chip);
    }
    QVERIFY2(testwrites::saveChips(*catalog, added, &error), qPrintable(error.message));
}

void TstSessionFirstPage::init() {
    Settings().clear();
}

void TstSessionFirstPage::firstLoadPublishesFirstPageThenEveryChip() {
    CatalogSession session;
    StorageError error;
    QVERIFY2(session.open(guiCatalogConnection(m_path), &error), qPrintable(error.message));
    QSignalSpy published(&session, &CatalogSession::snapshotChanged);
    session.reload();
    QTRY_COMPARE_WITH_TIMEOUT(published.count(), 2, 20000);
    QTRY_VERIFY(!session.isBusy());

    const auto first = published.at(0).at(0).value<CatalogSnapshot>();
    const auto all = published.at(1).at(0).value<CatalogSnapshot>();
    QVERIFY(first.isLoaded());
    QVERIFY(!first.isComplete());
    QCOMPARE(first.chipCount(), kPage);
    QCOMPARE(first.totalChipCount(), kTotal);
    QVERIFY(all.isComplete());
    QCOMPARE(all.chipCount(), kTotal);
    QCOMPARE(all.totalChipCount(), kTotal);
    QCOMPARE(first.models().size(), all.models().size());
    // Systems and offers come with the complete snapshot: the first rows do not wait for them.
    QVERIFY(first.systems().isEmpty());
    QVERIFY(first.offers().isEmpty());
    QVERIFY(!all.systems().isEmpty());

    // The page is the first chips of the table's start order, with all their figures, held in
    // the snapshot's order (by id).
    QList<Chip> expected = all.chips();
    std::sort(expected.begin(), expected.end(), startsBefore);
    expected.resize(kPage);
    std::sort(expected.begin(), expected.end(),
              [](const Chip& a, const Chip& b) { return a.id < b.id; });
    QCOMPARE(first.chips(), expected);
    for (int row = 0; row < first.chipCount(); ++row)
        QCOMPARE(first.rowOf(first.chipAt(row).id), row);

    // Later loads publish the complete snapshot only.
    published.clear();
    session.reload();
    QTRY_COMPARE(published.count(), 1);
    QVERIFY(published.at(0).at(0).value<CatalogSnapshot>().isComplete());
}

void TstSessionFirstPage::windowAndViewsWorkOnTheFirstPage() {
    CatalogSession session;
    StorageError error;
    QVERIFY2(session.open(guiCatalogConnection(m_path), &error), qPrintable(error.message));

    // Checked while the partial snapshot is the one shown: the views took it before this slot
    // (connected after the window's), and the complete one cannot arrive before it returns.
    struct WhilePartial {
        bool seen = false;
        int tableRows = -1;
        QString countText;
        bool exportEnabled = true;
        bool systemsEnabled = true;
        QString detailsChip;
        QStringList compared;
        bool chartPointsFromThePage = false;
    } partial;
    MainWindow window(&session, ViewOptions{});
    window.resize(1280, 800);
    auto* countLabel = window.findChild<QLabel*>(QStringLiteral("countLabel"));
    auto* exportAction = window.findChild<QAction*>(QStringLiteral("exportCatalogAction"));
    auto* systemsMenu = window.findChild<QMenu*>(QStringLiteral("systemsMenu"));
    QVERIFY(countLabel && exportAction && systemsMenu);
    connect(&session, &CatalogSession::snapshotChanged, this, [&](const CatalogSnapshot& snapshot) {
        if (snapshot.isComplete() || partial.seen)
            return;
        partial.seen = true;
        CatalogTablePage* page = window.tablePage();
        partial.tableRows = page->tableView()->model()->rowCount();
        partial.countText = countLabel->text();
        partial.exportEnabled = exportAction->isEnabled();
        partial.systemsEnabled = systemsMenu->isEnabled();
        const QString firstShown =
            page->tableView()->model()->index(0, 0).data(ChipTableModel::ChipIdRole).toString();
        window.detailsPane()->setChip(snapshot.chip(firstShown));
        partial.detailsChip = window.detailsPane()->chipId();
        window.compareChip(snapshot.chipAt(0).id);
        window.compareChip(snapshot.chipAt(1).id);
        partial.compared = entryLines(window.compareView()->entryRefs());
        const ChartData& chart = window.chartPage()->chartData();
        partial.chartPointsFromThePage =
            std::all_of(chart.points.cbegin(), chart.points.cend(), [&](const ChartPoint& point) {
                return snapshot.chip(point.id) || snapshot.system(point.id) ||
                       point.id.contains(QLatin1Char(':'));
            });
    });
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY_WITH_TIMEOUT(session.snapshot().isComplete() && session.snapshot().isLoaded(),
                             20000);

    QVERIFY(partial.seen);
    QCOMPARE(partial.tableRows, kPage);
    QCOMPARE(partial.countText, QStringLiteral("Loading chips: 200 of 1,034 shown"));
    QVERIFY(!partial.exportEnabled);
    QVERIFY(!partial.systemsEnabled);
    QVERIFY(!partial.detailsChip.isEmpty());
    QCOMPARE(partial.compared.size(), 2);
    QVERIFY(partial.chartPointsFromThePage);

    // The complete snapshot: every chip, the usual count, everything offered again; what was
    // compared stays.
    QTRY_COMPARE(window.tablePage()->totalCount(), kTotal);
    // Grouped as in the loading message, not "1034 of 1034 chips".
    QTRY_COMPARE(countLabel->text(), QStringLiteral("1,034 of 1,034 chips"));
    QVERIFY(exportAction->isEnabled());
    QVERIFY(systemsMenu->isEnabled());
    QCOMPARE(entryLines(window.compareView()->entryRefs()), partial.compared);
}

QTEST_MAIN(TstSessionFirstPage)
#include "tst_sessionfirstpage.moc"
