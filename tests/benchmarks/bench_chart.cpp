// The scatter chart at catalog scale: from the chips to one rendered frame (core's chart data,
// the decimation, CatalogChart's series, axes, guides, labels and layout, then a paint), for all
// the chips of the prepared catalog against the first 1,000 of them, each the faster of two
// runs. Target: at most 5x.
#include "benchcommon.h"
#include "chart/chartrender.h"
#include "domain/chartdata.h"
#include "storage/catalog.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>

using namespace chipatlas;

namespace {
constexpr qsizetype kBaseline = 1000;
constexpr QSize kFrame{1200, 800}; // a chart tab on a laptop screen

// What the chart page and `chipatlas-cli chart --out x.png` do with the chips (each an entry, as
// the chart page and the command make them from the chips they read), in ms.
double chartMs(const QList<Entry>& chips) {
    QElapsedTimer timer;
    timer.start();
    const ChartData data = buildChartData(chips, ChartSpec());
    const QImage frame = renderChartImage(data, kFrame, 1.0);
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    if (frame.isNull() || data.points.isEmpty()) {
        std::fprintf(stderr, "no chart was drawn\n");
        std::exit(1);
    }
    return ms;
}

double fasterOfTwo(const QList<Entry>& chips) {
    return std::min(chartMs(chips), chartMs(chips));
}
} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QTemporaryDir dir;
    const QString path = bench::copyOfPreparedCatalog(dir);
    StorageError error;
    Catalog::Options options;
    options.seedBuiltIn = false;
    const std::unique_ptr<Catalog> catalog = Catalog::open(path, options, &error);
    if (!catalog) {
        std::fprintf(stderr, "cannot open the catalog: %s\n", qPrintable(error.message));
        return 1;
    }
    const QList<Entry> all = chipEntries(catalog->chips().all(&error));
    if (all.size() <= kBaseline) {
        std::fprintf(stderr, "the catalog has %lld chips, fewer than the baseline's %lld\n",
                     qlonglong(all.size()), qlonglong(kBaseline));
        return 1;
    }
    const double thousandMs = fasterOfTwo(all.first(kBaseline));
    const double allMs = fasterOfTwo(all);
    bench::report(QStringLiteral("scatter chart of %1 chips").arg(all.size()), allMs, thousandMs,
                  5.0, QStringLiteral("ms"));
    return 0;
}
