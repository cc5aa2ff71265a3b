#include "chart/chartrender.h"

#include "chart/catalogchart.h"
#include "io/chartexport.h"
#include "io/safefile.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPainter>
#include <QSvgGenerator>

#include <memory>

namespace chipatlas {

namespace {
// "Perf per watt" for a preset, otherwise "Dense BF16 throughput vs TDP".
QString chartTitle(const ChartData& data) {
    if (data.spec.subject != ChartSubject::Entries)
        return chartSubjectName(data.spec.subject);
    if (const std::optional<ChartPreset> preset = chartPresetOf(data.spec))
        return chartPresetName(*preset);
    return QCoreApplication::translate("Chart", "%1 vs %2")
        .arg(data.spec.y.label(data.spec.precision), data.spec.x.label(data.spec.precision));
}

// A chart laid out at `size` in a scene of its own (which owns it), ready to be drawn.
class OffscreenChart {
public:
    OffscreenChart(QChart* chart, QSize size)
        : m_chart(chart) {
        m_scene.addItem(m_chart); // the scene owns it
        m_chart->setGeometry(QRectF(QPointF(0, 0), QSizeF(size)));
        // Lay out now rather than on the next event loop pass, which a CLI never runs.
        if (QGraphicsLayout* layout = m_chart->layout())
            layout->activate();
        m_scene.setSceneRect(QRectF(QPointF(0, 0), QSizeF(size)));
    }

    void render(QPainter* painter) {
        painter->setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                                QPainter::SmoothPixmapTransform);
        m_scene.render(painter, m_scene.sceneRect(), m_scene.sceneRect());
    }

private:
    QGraphicsScene m_scene;
    QChart* m_chart;
};

ChartMaker catalogChartMaker(const ChartData& data) {
    return [data]() -> QChart* {
        auto* chart = new CatalogChart;
        chart->setTitle(chartTitle(data));
        chart->setChartData(data);
        return chart;
    };
}

QByteArray svgBytes(const ChartFileContent& content, QSize size) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    OffscreenChart chart(content.makeChart(), size);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(content.title);
    generator.setDescription(content.description);
    QPainter painter;
    if (!painter.begin(&generator))
        return QByteArray();
    painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
    chart.render(&painter);
    return painter.end() ? buffer.data() : QByteArray();
}

QByteArray pngBytes(const ChartMaker& makeChart, QSize size, qreal scale) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    return renderChartImage(makeChart, size, scale).save(&buffer, "PNG") ? buffer.data()
                                                                         : QByteArray();
}
} // namespace

QImage renderChartImage(const ChartMaker& makeChart, QSize size, qreal scale) {
    OffscreenChart chart(makeChart(), size);
    QImage image((QSizeF(size) * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(Qt::white);
    QPainter painter(&image);
    chart.render(&painter);
    painter.end();
    return image;
}

QImage renderChartImage(const ChartData& data, QSize size, qreal scale) {
    return renderChartImage(catalogChartMaker(data), size, scale);
}

std::optional<ChartFileFormat> chartFileFormat(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return ChartFileFormat::Png;
    if (suffix == QLatin1String("svg"))
        return ChartFileFormat::Svg;
    if (suffix == QLatin1String("csv"))
        return ChartFileFormat::Csv;
    return std::nullopt;
}

bool exportChart(const ChartData& data, const QString& path, QSize size, qreal scale,
                 QString* error) {
    ChartFileContent content;
    content.makeChart = catalogChartMaker(data);
    content.title = chartTitle(data);
    content.description = QCoreApplication::translate("Chart", "%1 against %2, by ChipAtlas")
                              .arg(data.yTitle, data.xTitle);
    // The points only for a CSV: a picture does not need them encoded.
    if (chartFileFormat(path) == ChartFileFormat::Csv)
        content.csv = chartToCsv(data);
    return exportChartFile(content, path, size, scale, error);
}

bool exportChartFile(const ChartFileContent& content, const QString& path, QSize size, qreal scale,
                     QString* error) {
    const std::optional<ChartFileFormat> format = chartFileFormat(path);
    if (!format) {
        if (error)
            *error = QCoreApplication::translate(
                         "Chart", "Cannot export a chart to %1: use a file name ending in "
                                  ".png, .svg or .csv")
                         .arg(QDir::toNativeSeparators(path));
        return false;
    }
    // Checked and opened before the encoding, so that a path that cannot be written fails at
    // once; SafeFile's message names the file and the reason ("the disk is full").
    SafeFile file(path);
    if (!file.open()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    // Encoded in memory first, so that a write error is the file's, not an encoder's.
    QByteArray bytes;
    switch (*format) {
    case ChartFileFormat::Png:
        bytes = pngBytes(content.makeChart, size, scale);
        break;
    case ChartFileFormat::Svg:
        bytes = svgBytes(content, size);
        break;
    case ChartFileFormat::Csv:
        bytes = content.csv;
        break;
    }
    if (bytes.isEmpty()) {
        file.cancel();
        if (error)
            *error =
                QCoreApplication::translate("Chart", "Could not write %1: %2")
                    .arg(QDir::toNativeSeparators(path),
                         QCoreApplication::translate("Chart", "the chart could not be encoded"));
        return false;
    }
    if (!file.write(bytes) || !file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace chipatlas
