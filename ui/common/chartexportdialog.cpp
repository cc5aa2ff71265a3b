#include "common/chartexportdialog.h"

#include "common/settings.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>

namespace chipatlas {

ChartExportDialog::ChartExportDialog(QWidget* parent)
    : QDialog(parent)
    , m_width(new QSpinBox(this))
    , m_height(new QSpinBox(this))
    , m_scale(new QComboBox(this))
    , m_pixels(new QLabel(this)) {
    setObjectName(QStringLiteral("chartExportDialog"));
    setWindowTitle(tr("Export chart as PNG"));
    for (QSpinBox* box : {m_width, m_height}) {
        box->setRange(kMinChartExportSide, kMaxChartExportSide);
        box->setSingleStep(100);
        box->setSuffix(tr(" px"));
        connect(box, &QSpinBox::valueChanged, this, &ChartExportDialog::updatePixels);
    }
    m_width->setObjectName(QStringLiteral("chartExportWidth"));
    m_height->setObjectName(QStringLiteral("chartExportHeight"));
    m_width->setToolTip(tr("The chart's width as it is laid out; the image is this many pixels "
                           "times the scale"));
    m_height->setToolTip(tr("The chart's height as it is laid out; the image is this many pixels "
                            "times the scale"));
    m_scale->setObjectName(QStringLiteral("chartExportScale"));
    for (int scale = 1; scale <= kMaxChartExportScale; ++scale)
        m_scale->addItem(tr("%1x").arg(scale), scale);
    m_scale->setToolTip(tr("Pixels per point: 2x or 3x keeps text sharp on high-density "
                           "screens and in print"));
    connect(m_scale, &QComboBox::currentIndexChanged, this, &ChartExportDialog::updatePixels);
    m_pixels->setObjectName(QStringLiteral("chartExportPixels"));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Choose &file..."));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QFormLayout(this);
    layout->addRow(tr("&Width:"), m_width);
    layout->addRow(tr("&Height:"), m_height);
    layout->addRow(tr("&Scale:"), m_scale);
    layout->addRow(tr("Image:"), m_pixels);
    layout->addRow(buttons);

    setImageSize(kDefaultChartExportSize);
    setScale(int(kDefaultChartExportScale));
}

QSize ChartExportDialog::imageSize() const {
    return {m_width->value(), m_height->value()};
}

void ChartExportDialog::setImageSize(QSize size) {
    m_width->setValue(size.width());
    m_height->setValue(size.height());
}

int ChartExportDialog::scale() const {
    return m_scale->currentData().toInt();
}

void ChartExportDialog::setScale(int scale) {
    const int index = m_scale->findData(scale);
    m_scale->setCurrentIndex(index >= 0 ? index : m_scale->findData(int(kDefaultChartExportScale)));
}

void ChartExportDialog::updatePixels() {
    const QSize pixels = imageSize() * scale();
    m_pixels->setText(tr("%1 by %2 pixels").arg(pixels.width()).arg(pixels.height()));
}

QString askChartExportPath(QWidget* parent, ChartFileFormat format, const QString& baseName) {
    Settings settings;
    QString folder = settings.chartExportFolder();
    if (folder.isEmpty() || !QDir(folder).exists())
        folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    QString title;
    QString filter;
    QString extension;
    switch (format) {
    case ChartFileFormat::Png:
        title = QCoreApplication::translate("ChartPage", "Export chart as PNG");
        filter = QCoreApplication::translate("ChartPage", "PNG images (*.png)");
        extension = QStringLiteral("png");
        break;
    case ChartFileFormat::Svg:
        title = QCoreApplication::translate("ChartPage", "Export chart as SVG");
        filter = QCoreApplication::translate("ChartPage", "SVG images (*.svg)");
        extension = QStringLiteral("svg");
        break;
    case ChartFileFormat::Csv:
        title = QCoreApplication::translate("ChartPage", "Export chart points as CSV");
        filter = QCoreApplication::translate("ChartPage", "CSV files (*.csv)");
        extension = QStringLiteral("csv");
        break;
    }
    QString path = QFileDialog::getSaveFileName(
        parent, title, QDir(folder).filePath(baseName + QLatin1Char('.') + extension), filter);
    if (path.isEmpty())
        return path;
    // The format follows the extension: a name typed without one gets the chosen format's.
    if (chartFileFormat(path) != format)
        path += QLatin1Char('.') + extension;
    settings.setChartExportFolder(QFileInfo(path).absolutePath());
    return path;
}

std::optional<ChartImageChoice> askChartImage(QWidget* parent, ChartFileFormat format) {
    if (format != ChartFileFormat::Png)
        return ChartImageChoice{Settings().chartExportSize(), 1.0};
    ChartExportDialog dialog(parent);
    {
        const Settings settings;
        dialog.setImageSize(settings.chartExportSize());
        dialog.setScale(settings.chartExportScale());
    }
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    Settings settings;
    settings.setChartExportSize(dialog.imageSize());
    settings.setChartExportScale(dialog.scale());
    return ChartImageChoice{dialog.imageSize(), qreal(dialog.scale())};
}

} // namespace chipatlas
