#pragma once

#include "domain/chartdata.h"
#include "domain/chartdecimation.h"
#include "domain/units.h"

#include <QChart>
#include <QColor>
#include <QHash>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QScatterSeries>
#include <QString>
#include <QStringList>

class QAbstractAxis;
class QGraphicsSimpleTextItem;
class QGraphicsItem;
class QLineSeries;

namespace chipatlas {

class ChartBinsItem;

// The chart's colours: dark text and lines on white (the default, and every exported file,
// which ends up in reports on white pages), or light ones on a dark background, for the dark
// theme on screen.
enum class ChartScheme { Light, Dark };
struct ChartColors {
    QColor background;
    QColor title;
    QColor text;     // legend and point labels
    QColor axisText; // axis titles and tick labels
    QColor axisLine;
    QColor grid;
    QColor minorGrid;
    QColor guide;     // the dashed iso-efficiency lines
    QColor guideText; // their labels, the decimation note
    QColor ring;      // around a highlighted chip
    QColor bin;       // the shaded cells of a decimated chart, at full strength
};
const ChartColors& chartColors(ChartScheme scheme);

// How a vendor's points look: a colour of the Okabe-Ito colour-blind-safe palette and a
// marker shape, so that two vendors sharing a colour still differ. Stable: the same vendor
// gets the same style whatever else is plotted (known vendors have fixed entries, others
// are placed by a hash of their name; the claimants of a chart of measured results, named by
// claimKindDisplayName(), have fixed entries too). On the dark scheme, the palette's black is a
// light grey.
struct VendorStyle {
    QColor color;
    QScatterSeries::MarkerShape shape = QScatterSeries::MarkerShapeCircle;
};
VendorStyle vendorStyle(const QString& vendor, ChartScheme scheme = ChartScheme::Light);
// How the systems' points look (ChartPoint::system): one series for every vendor's systems,
// larger, dark (light on the dark scheme), and a star, unlike any chip's point.
VendorStyle systemsStyle(ChartScheme scheme = ChartScheme::Light);

// A scatter chart of ChartData, the same on screen, in a PNG, in an SVG and from the command
// line: one QScatterSeries per vendor (its name is the vendor, so the legend lists them) and
// one for the systems (legend entry "Systems"),
// value or log axes titled with their units (a date-time axis for dates), the guide lines
// dashed and labelled at their end, and each point labelled with the chip's name, placed to
// avoid other labels and points where it can (a label that fits nowhere is left out; the
// hover tooltip still names the chip).
// Past kChartDrawAllLimit points the chart is decimated (chartdecimation.h): the points that
// stand out and the highlighted chips get markers, labels, tooltips and clicks; the others are
// shaded bins in one item, and a note on the chart says how many of each.
class CatalogChart final : public QChart {
    Q_OBJECT

public:
    explicit CatalogChart(QGraphicsItem* parent = nullptr);
    ~CatalogChart() override;

    // Decimates `data` here; the chart page passes the decimation its worker computed.
    void setChartData(const ChartData& data);
    void setChartData(const ChartData& data, ChartDecimation decimation);
    const ChartData& chartData() const { return m_data; }
    const ChartDecimation& decimation() const { return m_decimation; }
    // The note a decimated chart shows: "100,030 points: 2,314 drawn, 97,716 binned (shaded
    // cells)"; empty when every point is drawn.
    QString decimationText() const;

    // Light by default; changing it redraws the chart in the other colours.
    void setScheme(ChartScheme scheme);
    ChartScheme scheme() const { return m_scheme; }

    // GB or GiB in the tooltips of memory figures (the axes plot the nominal numbers).
    void setMemoryUnits(MemoryUnits units) { m_memoryUnits = units; }

    void setPointLabelsVisible(bool visible);
    bool pointLabelsVisible() const { return m_labelsVisible; }

    // Chips drawn highlighted (a ring around the point): the table's selection.
    void setHighlightedChips(const QStringList& ids);
    QStringList highlightedChips() const { return m_highlighted; }

    // The chip whose marker is nearest to `position` (in this chart's item coordinates) within
    // `radius` pixels, or an empty string.
    QString chipAt(const QPointF& position, qreal radius = 8.0) const;
    // Where a chip's point is drawn, in item coordinates; null when it is not plotted.
    QPointF pointPosition(const QString& id) const;
    // The point of a chip, or nullptr.
    const ChartPoint* point(const QString& id) const;

    // "H100 SXM (NVIDIA)\nTDP: 700 W\nDense BF16 throughput: 989.4 TFLOPS" in the user's
    // locale, with the status when a figure is not published-as-is ("500 W? unverified").
    QString toolTipText(const QString& id) const;
    // The tooltip of the point under `position` (item coordinates), naming every chip drawn
    // at that place ("H100 SXM" and "H200 SXM" share one); over a bin, how many chips it holds
    // and the first of them; empty when nothing is there.
    QString toolTipAt(const QPointF& position) const;

    // The point labels currently shown, for tests: chip id -> label item.
    QHash<QString, QGraphicsSimpleTextItem*> pointLabels() const { return m_labels; }

private:
    void rebuild();
    void applyColors();
    void addGuides();
    // `key` is a vendor, or kSystemsSeries for the systems' series.
    QScatterSeries* addVendorSeries(const QString& key, bool flagged);
    void layoutOverlays(); // guide and point labels and highlight rings, after a resize
    QList<QRectF> layoutGuideLabels(const QList<QRectF>& obstacles);
    void layoutPointLabels(const QList<QRectF>& obstacles);
    void layoutRings();
    void layoutBins();
    void layoutDecimationNote(QList<QRectF>& obstacles);
    void clearOverlays();
    QPointF positionOf(const ChartPoint& point) const;

    ChartData m_data;
    ChartDecimation m_decimation;
    QList<bool> m_drawn; // by index in m_data.points: drawn by the series (m_decimation.drawn)
    // The points with a marker, where it is on the screen (from the last layout): the series'
    // and the highlighted chips' drawn apart from a bin, last (on top).
    struct Marker {
        qsizetype index;
        QPointF position;
    };
    QList<Marker> m_markers;
    ChartBinsItem* m_bins = nullptr;
    QHash<QString, qsizetype> m_pointIndex; // chip id -> index in m_data.points
    QAbstractAxis* m_axisX = nullptr;
    QAbstractAxis* m_axisY = nullptr;
    QHash<QString, QScatterSeries*> m_series; // by vendor, and the systems' by kSystemsSeries
    QList<QLineSeries*> m_guideSeries;        // parallel to m_data.guides
    QStringList m_highlighted;
    ChartScheme m_scheme = ChartScheme::Light;
    MemoryUnits m_memoryUnits = MemoryUnits::Decimal;
    bool m_labelsVisible = true;
    QHash<QString, QGraphicsSimpleTextItem*> m_labels;
    QList<QGraphicsItem*> m_overlayItems; // guide labels, rings: rebuilt on every layout
};

} // namespace chipatlas
