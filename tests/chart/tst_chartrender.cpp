// Exporting charts without a window: the PNG has the chart's colours and real text, the SVG
// carries its words as text, the CSV is the core's, and a failed export names the file and
// leaves an existing one as it was.
#include "chart/catalogchart.h"
#include "chart/chartrender.h"
#include "io/catalogjson.h"
#include "io/chartexport.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QFile>
#include <QFontMetrics>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPainter>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

using namespace chipatlas;

namespace {
QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// Lowers the limit on the size of a file this process writes, so that writing fails even
// for root, for whom permissions do not.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes) {
        getrlimit(RLIMIT_FSIZE, &m_saved);
        m_oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limit = m_saved;
        limit.rlim_cur = bytes;
        m_ok = setrlimit(RLIMIT_FSIZE, &limit) == 0;
    }
    ~FileSizeLimit() {
        setrlimit(RLIMIT_FSIZE, &m_saved);
        std::signal(SIGXFSZ, m_oldHandler);
    }
    bool ok() const { return m_ok; }

private:
    rlimit m_saved{};
    void (*m_oldHandler)(int) = nullptr;
    bool m_ok = false;
};
} // namespace

class TstChartRender : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void pngIsTheChart();
    void textUsesARealFont();
    void exportPng();
    void exportSvgHasText();
    void exportCsvIsTheCore();
    void fileFormatFromExtension();
    void unknownExtension();
    void unwritablePath();
    void failedExportKeepsExistingFile();
    void folderIsAFile();

private:
    ChartData m_perfPerWatt;
    QTemporaryDir m_dir;
};

void TstChartRender::initTestCase() {
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(m_dir.isValid());
    QString error;
    const std::optional<ChipCatalogFile> catalog = builtInChips(&error);
    QVERIFY2(catalog, qPrintable(error));
    ChartSpec spec = chartPresetSpec(ChartPreset::PerfPerWatt);
    spec.logX = true;
    spec.logY = true;
    m_perfPerWatt = buildChartData(chipEntries(catalog->chips), spec);
    QVERIFY(m_perfPerWatt.points.size() > 10);

    // CHIPATLAS_GRAB_DIR=/tmp saves every preset as chart-<preset>[-log].png, to look at them.
    if (const QString dir = qEnvironmentVariable("CHIPATLAS_GRAB_DIR"); !dir.isEmpty()) {
        for (const ChartPreset preset : kAllChartPresets) {
            for (const bool log : {false, true}) {
                ChartSpec grabSpec = chartPresetSpec(preset);
                grabSpec.logX = grabSpec.logY = log;
                const QString name =
                    QStringLiteral("%1/chart-%2%3.png")
                        .arg(dir, chartPresetKey(preset), log ? QStringLiteral("-log") : QString());
                QVERIFY(exportChart(buildChartData(chipEntries(catalog->chips), grabSpec), name,
                                    kDefaultChartExportSize, 1.0, &error));
            }
        }
    }
}

void TstChartRender::pngIsTheChart() {
    const QImage image = renderChartImage(m_perfPerWatt, QSize(800, 500), 2.0);
    QCOMPARE(image.size(), QSize(1600, 1000));
    QCOMPARE(image.devicePixelRatio(), 2.0);
    // Not blank: axes, grid, text and markers cover a fair part of the image, in many colours.
    qsizetype nonWhite = 0;
    QSet<QRgb> colors;
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2) {
            const QRgb pixel = image.pixel(x, y);
            if (qGray(pixel) < 240)
                ++nonWhite;
            colors.insert(pixel & 0xF0F0F0); // near shades of one colour count once
        }
    }
    const qsizetype samples = qsizetype(image.width() / 2) * (image.height() / 2);
    QVERIFY2(nonWhite > samples / 100, qPrintable(QString::number(nonWhite)));
    QVERIFY2(colors.size() >= 20, qPrintable(QString::number(colors.size())));
    // Every vendor's colour is drawn (the markers), matched within the antialiasing.
    for (const QString& vendor : m_perfPerWatt.vendors) {
        const QColor want = vendorStyle(vendor).color;
        bool found = false;
        for (int y = 0; y < image.height() && !found; ++y) {
            for (int x = 0; x < image.width() && !found; ++x) {
                const QColor c = image.pixelColor(x, y);
                found = std::abs(c.red() - want.red()) < 6 &&
                        std::abs(c.green() - want.green()) < 6 &&
                        std::abs(c.blue() - want.blue()) < 6;
            }
        }
        QVERIFY2(found, qPrintable(vendor));
    }
}

void TstChartRender::textUsesARealFont() {
    // A missing font draws every character as the same box: draw each character of the axis
    // title alone and require different glyphs that the font really has.
    QGraphicsScene scene;
    auto* chart = new CatalogChart;
    scene.addItem(chart);
    chart->setChartData(m_perfPerWatt);
    const QAbstractAxis* axis = chart->axes(Qt::Vertical).value(0);
    QVERIFY(axis);
    const QFont font = axis->titleFont();
    const QFontMetrics metrics(font);
    QSet<QByteArray> glyphs;
    int letters = 0;
    for (const QChar c : m_perfPerWatt.yTitle) {
        if (c.isSpace())
            continue;
        ++letters;
        QVERIFY2(metrics.inFontUcs4(c.unicode()), qPrintable(QString(c)));
        QImage glyph(40, 40, QImage::Format_ARGB32);
        glyph.fill(Qt::white);
        QPainter painter(&glyph);
        painter.setFont(font);
        painter.setPen(Qt::black);
        painter.drawText(QRect(0, 0, 40, 40), Qt::AlignCenter, QString(c));
        painter.end();
        glyphs.insert(
            QByteArray(reinterpret_cast<const char*>(glyph.constBits()), glyph.sizeInBytes()));
    }
    QVERIFY(letters > 10);
    QVERIFY2(glyphs.size() > letters / 2, qPrintable(QString::number(glyphs.size())));
}

void TstChartRender::exportPng() {
    const QString path = m_dir.filePath(QStringLiteral("chart.PNG"));
    QString error;
    QVERIFY2(exportChart(m_perfPerWatt, path, QSize(640, 400), 1.5, &error), qPrintable(error));
    QImage image;
    QVERIFY(image.load(path, "PNG"));
    QCOMPARE(image.size(), QSize(960, 600));
}

void TstChartRender::exportSvgHasText() {
    const QString path = m_dir.filePath(QStringLiteral("chart.svg"));
    QString error;
    QVERIFY2(exportChart(m_perfPerWatt, path, QSize(1200, 750), 2.0, &error), qPrintable(error));
    const QString svg = QString::fromUtf8(readAll(path));
    QVERIFY(svg.startsWith(QStringLiteral("<?xml")));
    QVERIFY(svg.contains(QStringLiteral("viewBox=\"0 0 1200 750\"")));
    QVERIFY(svg.contains(QStringLiteral("<title>")));
    for (const QString& vendor : m_perfPerWatt.vendors)
        QVERIFY2(svg.contains(vendor.toHtmlEscaped()), qPrintable(vendor));
    QVERIFY2(svg.contains(m_perfPerWatt.xTitle.toHtmlEscaped()), qPrintable(m_perfPerWatt.xTitle));
    QVERIFY2(svg.contains(m_perfPerWatt.yTitle.toHtmlEscaped()), qPrintable(m_perfPerWatt.yTitle));
}

void TstChartRender::exportCsvIsTheCore() {
    const QString path = m_dir.filePath(QStringLiteral("chart.csv"));
    QString error;
    QVERIFY2(exportChart(m_perfPerWatt, path, kDefaultChartExportSize, 2.0, &error),
             qPrintable(error));
    QCOMPARE(readAll(path), chartToCsv(m_perfPerWatt));
}

void TstChartRender::fileFormatFromExtension() {
    QCOMPARE(chartFileFormat(QStringLiteral("a/b.png")), ChartFileFormat::Png);
    QCOMPARE(chartFileFormat(QStringLiteral("B.SVG")), ChartFileFormat::Svg);
    QCOMPARE(chartFileFormat(QStringLiteral("c.Csv")), ChartFileFormat::Csv);
    QVERIFY(!chartFileFormat(QStringLiteral("d.jpg")));
    QVERIFY(!chartFileFormat(QStringLiteral("png")));
}

void TstChartRender::unknownExtension() {
    const QString path = m_dir.filePath(QStringLiteral("chart.jpg"));
    QString error;
    QVERIFY(!exportChart(m_perfPerWatt, path, kDefaultChartExportSize, 1.0, &error));
    QVERIFY2(error.contains(path), qPrintable(error));
    for (const char* extension : {".png", ".svg", ".csv"})
        QVERIFY2(error.contains(QLatin1String(extension)), qPrintable(error));
    QVERIFY(!QFile::exists(path));
}

void TstChartRender::unwritablePath() {
    const QString path = m_dir.filePath(QStringLiteral("missing/folder/chart.png"));
    QString error;
    QVERIFY(!exportChart(m_perfPerWatt, path, QSize(400, 300), 1.0, &error));
    QVERIFY2(error.startsWith(QStringLiteral("Could not write ") + path + QStringLiteral(": ")),
             qPrintable(error));
    QVERIFY2(error.endsWith(QStringLiteral("the folder %1 does not exist. No file was written.")
                                .arg(QFileInfo(path).path())),
             qPrintable(error));
    QVERIFY(!QFile::exists(path));
}

void TstChartRender::failedExportKeepsExistingFile() {
    // The disk fills up half way through: the old chart stays as it was.
    const QString path = m_dir.filePath(QStringLiteral("kept.png"));
    const QByteArray old = "an older chart";
    QVERIFY(writeAll(path, old));
    QString error;
    {
        FileSizeLimit limit(4096);
        QVERIFY(limit.ok());
        QVERIFY(!exportChart(m_perfPerWatt, path, QSize(800, 500), 1.0, &error));
    }
    QVERIFY2(error.startsWith(QStringLiteral("Could not write ") + path + QStringLiteral(": ")),
             qPrintable(error));
    QVERIFY2(error.endsWith(QStringLiteral("the file is larger than the system allows. The file "
                                           "was left as it was.")),
             qPrintable(error));
    QCOMPARE(readAll(path), old);
    // Nothing left behind but the file itself.
    QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral("kept.png*")}, QDir::Files),
             QStringList{QStringLiteral("kept.png")});
}

// The target's folder is a regular file: no one can create a file below it, root included
// (a read-only folder would not stop root, and CI runs as root).
void TstChartRender::folderIsAFile() {
    QTemporaryDir dir;
    const QString notAFolder = dir.filePath(QStringLiteral("charts"));
    const QByteArray old = "a file where the folder should be";
    QVERIFY(writeAll(notAFolder, old));
    const QString path = notAFolder + QStringLiteral("/chart.svg");
    QString error;
    QVERIFY(!exportChart(m_perfPerWatt, path, QSize(400, 300), 1.0, &error));
    QVERIFY2(error.contains(path), qPrintable(error));
    QCOMPARE(readAll(notAFolder), old);
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
             QStringList{QStringLiteral("charts")});
}

QTEST_MAIN(TstChartRender)
#include "tst_chartrender.moc"
