// The chip table at catalog scale: sorting by a numeric column against std::stable_sort of the
// same values, and the event loop's longest stall while one typed filter character is applied.
// Reads the prepared catalog (benchcommon.h) through a CatalogSession as the app does, into the
// chip table page the main window shows.
#include "application/catalogsession.h"
#include "benchcommon.h"
#include "table/catalogfilterbar.h"
#include "table/catalogtablepage.h"
#include "table/chipfilterproxymodel.h"
#include "table/chiptablemodel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QHeaderView>
#include <QLineEdit>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace chipatlas;

namespace {
constexpr int kRepeats = 3;

// Runs the event loop until `done` or `timeoutMs` passed; false on the timeout. It sleeps while
// no event comes (the worker's result is one), so that it leaves the worker its core.
bool waitFor(const std::function<bool()>& done, int timeoutMs = 600000) {
    QElapsedTimer timer;
    timer.start();
    QTimer wakeUp; // done() may turn true without an event of its own
    wakeUp.start(20);
    while (!done()) {
        if (timer.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    }
    return true;
}

// Rows on screen: what the user sees once the order has arrived.
void paint(QTableView* view) {
    view->viewport()->repaint();
}

bool tableIsReady(const CatalogTablePage& page) {
    return page.isLoaded() && !page.proxyModel()->isOrderPending();
}

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// The baseline: std::stable_sort of the column's values (read beforehand) with the table's
// missing-last rule, in the same direction.
double stableSortMs(const CatalogSnapshot& snapshot, int column, Qt::SortOrder order) {
    struct Value {
        double number;
        bool missing;
    };
    const auto value = ChipTableModel::sortValueFunction(snapshot, column, Precision::BF16);
    std::vector<Value> values;
    values.reserve(size_t(snapshot.chipCount()));
    for (int row = 0; row < snapshot.chipCount(); ++row) {
        const QVariant v = value(snapshot.chipAt(row));
        values.push_back({v.isNull() ? 0.0 : v.toDouble(), v.isNull()});
    }
    const bool ascending = order == Qt::AscendingOrder;
    QElapsedTimer timer;
    timer.start();
    std::stable_sort(values.begin(), values.end(), [ascending](const Value& a, const Value& b) {
        if (a.missing != b.missing)
            return b.missing;
        return ascending ? a.number < b.number : b.number < a.number;
    });
    return double(timer.nsecsElapsed()) / 1e6;
}

// A click on the column's header, until the view has painted the sorted rows.
double headerClickSortMs(CatalogTablePage& page, int column) {
    QTableView* view = page.tableView();
    QHeaderView* header = view->horizontalHeader();
    const QPoint point(header->sectionViewportPosition(column) + header->sectionSize(column) / 2,
                       header->height() / 2);
    QElapsedTimer timer;
    timer.start();
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, point);
    if (!waitFor([&] { return tableIsReady(page); }))
        return -1.0;
    paint(view);
    return double(timer.nsecsElapsed()) / 1e6;
}
} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);

    const QTemporaryDir dir;
    const QString file = bench::copyOfPreparedCatalog(dir);
    CatalogSession session;
    StorageError error;
    if (!session.open(CatalogConnection::sqliteFile(file), &error)) {
        std::fprintf(stderr, "cannot open the catalog: %s\n", qPrintable(error.message));
        return 2;
    }
    CatalogTablePage page;
    QObject::connect(&session, &CatalogSession::snapshotChanged, &page,
                     &CatalogTablePage::setSnapshot);
    page.resize(1400, 900);
    page.show();
    session.reload();
    if (!waitFor(
            [&] { return session.snapshot().isLoaded() && session.snapshot().isComplete(); }) ||
        !waitFor([&] {
            return tableIsReady(page) && page.totalCount() == session.snapshot().chipCount();
        })) {
        std::fprintf(stderr, "the catalog did not load\n");
        return 2;
    }
    const CatalogSnapshot snapshot = session.snapshot();
    const int chips = snapshot.chipCount();
    std::printf("%d chips loaded\n", chips);

    // Sort: two clicks on each of three numeric columns' headers (the second flips the order),
    // each against the baseline in the same direction; the medians of all the clicks.
    const QList<int> columns{ChipTableModel::columnForField(Field::Bf16TflopsDense),
                             ChipTableModel::columnForField(Field::TdpW),
                             ChipTableModel::columnForField(Field::MemoryBwGbs)};
    std::vector<double> sortTimes;
    std::vector<double> baselineTimes;
    for (int repeat = 0; repeat < kRepeats; ++repeat) {
        for (int column : columns) {
            for (int click = 0; click < 2; ++click) { // the second click flips the order
                const double ms = headerClickSortMs(page, column);
                const QHeaderView* header = page.tableView()->horizontalHeader();
                if (ms < 0 || header->sortIndicatorSection() != column ||
                    page.proxyModel()->sortColumn() != column ||
                    page.proxyModel()->sortOrder() != header->sortIndicatorOrder()) {
                    std::fprintf(stderr, "the header click did not sort the table\n");
                    return 2;
                }
                sortTimes.push_back(ms);
                baselineTimes.push_back(
                    stableSortMs(snapshot, column, header->sortIndicatorOrder()));
            }
        }
    }
    // Where the time goes: the core order alone, on this thread, with the snapshot's tie ranks.
    {
        const ChipRows rows{chips,
                            [&snapshot](int row) -> const Chip& { return snapshot.chipAt(row); }};
        const std::vector<int> ranks = *chipTieRanks(rows);
        QElapsedTimer timer;
        timer.start();
        const auto value =
            ChipTableModel::sortValueFunction(snapshot, columns.first(), Precision::BF16);
        const std::vector<int> order = *chipOrder(rows, {}, {value, Qt::DescendingOrder}, &ranks);
        std::printf("(chipOrder() alone: %.1f ms for %zu rows)\n",
                    double(timer.nsecsElapsed()) / 1e6, order.size());
    }
    bench::report(QStringLiteral("sort %1 chips by a numeric column").arg(chips), median(sortTimes),
                  median(baselineTimes), 10.0, QStringLiteral("ms"));

    // Filter: the longest gap between two ticks of a 1 ms timer, from the key press until the
    // filtered rows are painted; the worst of the repeats.
    QLineEdit* edit = page.filterBar()->filterEdit();
    edit->setFocus();
    double worstStall = 0.0;
    for (int repeat = 0; repeat < kRepeats; ++repeat) {
        edit->clear();
        if (!waitFor([&] { return tableIsReady(page) && page.shownCount() == chips; }))
            return 2;
        QElapsedTimer sinceTick;
        double longest = 0.0;
        QTimer ticker;
        ticker.setTimerType(Qt::PreciseTimer);
        ticker.setInterval(1);
        QObject::connect(&ticker, &QTimer::timeout, [&] {
            longest = std::max(longest, double(sinceTick.nsecsElapsed()) / 1e6);
            sinceTick.restart();
        });
        ticker.start();
        QTest::qWait(50); // the timer settles
        longest = 0.0;
        sinceTick.restart();
        QTest::keyClick(edit, 'h');
        if (!waitFor([&] { return tableIsReady(page) && page.shownCount() < chips; }))
            return 2;
        paint(page.tableView());
        QCoreApplication::processEvents();
        longest = std::max(longest, double(sinceTick.nsecsElapsed()) / 1e6);
        ticker.stop();
        worstStall = std::max(worstStall, longest);
    }
    bench::report(QStringLiteral("typing one filter character: longest event-loop stall"),
                  worstStall, 1.0, 50.0, QStringLiteral("ms"));
    return 0;
}
