#pragma once

#include "chart/chartrender.h"

#include <QDialog>
#include <QSize>

#include <optional>

class QComboBox;
class QLabel;
class QSpinBox;

namespace chipatlas {

// Asks for the size and scale of a PNG export: width and height in logical pixels (the size
// text is laid out at) and 1x, 2x or 3x device pixels per logical pixel.
class ChartExportDialog final : public QDialog {
    Q_OBJECT

public:
    explicit ChartExportDialog(QWidget* parent = nullptr);

    QSize imageSize() const;
    void setImageSize(QSize size);
    int scale() const;
    void setScale(int scale);

    QSpinBox* widthBox() const { return m_width; }
    QSpinBox* heightBox() const { return m_height; }
    QComboBox* scaleBox() const { return m_scale; }

private:
    void updatePixels();

    QSpinBox* m_width;
    QSpinBox* m_height;
    QComboBox* m_scale;
    QLabel* m_pixels;
};

// The file side of the chart export: a file dialog for `format` that starts in the folder of
// the last chart export (remembered in Settings) with `baseName` and the format's extension;
// empty when the user cancels.
QString askChartExportPath(QWidget* parent, ChartFileFormat format, const QString& baseName);

// The image side: for a PNG, ChartExportDialog with the last size and scale (remembered in
// Settings when the user accepts); for SVG and CSV the remembered size at scale 1. std::nullopt
// when the user cancels.
struct ChartImageChoice {
    QSize size;
    qreal scale = 1.0;
};
std::optional<ChartImageChoice> askChartImage(QWidget* parent, ChartFileFormat format);

} // namespace chipatlas
