#include "ownership/ownershipchartpanel.h"

#include "chart/ownershipcostchart.h"
#include "common/chartexportdialog.h"
#include "common/settings.h"
#include "common/theme.h"

#include <QApplication>
#include <QChartView>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QMenu>
#include <QMessageBox>
#include <QStandardPaths>
#include <QToolButton>
#include <QVBoxLayout>

namespace chipatlas {

OwnershipChartPanel::OwnershipChartPanel(QWidget* parent)
    : QWidget(parent)
    , m_chart(new OwnershipCostChart)
    , m_view(new QChartView(m_chart, this))
    , m_export(new QToolButton(this))
    , m_menu(new QMenu(this)) {
    setObjectName(QStringLiteral("ownershipChartPanel"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_chart->setCompact(true); // the window's title names the hardware
    m_view->setMinimumHeight(260);
    m_view->setObjectName(QStringLiteral("ownershipChartView"));

    m_export->setText(tr("Export"));
    m_export->setObjectName(QStringLiteral("ownershipExportButton"));
    m_export->setPopupMode(QToolButton::InstantPopup);
    m_export->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_export->setMenu(m_menu);
    m_menu->addAction(tr("Report as CSV…"), this,
                      [this] { askReport(OwnershipExportFormat::Csv); });
    m_menu->addAction(tr("Report as JSON…"), this,
                      [this] { askReport(OwnershipExportFormat::Json); });
    m_menu->addAction(tr("Report as Markdown memo…"), this,
                      [this] { askReport(OwnershipExportFormat::Markdown); });
    m_menu->addSeparator();
    m_menu->addAction(tr("Chart as PNG…"), this, [this] { askChart(ChartFileFormat::Png); });
    m_menu->addAction(tr("Chart as SVG…"), this, [this] { askChart(ChartFileFormat::Svg); });
    m_menu->addAction(tr("Chart points as CSV…"), this, [this] { askChart(ChartFileFormat::Csv); });
    m_export->setEnabled(false);

    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addStretch(1);
    bar->addWidget(m_export);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 1);
    layout->addLayout(bar);
    applyScheme();
}

void OwnershipChartPanel::setReports(const CatalogSnapshot& snapshot,
                                     const QList<OwnershipReport>& reports, const QDate& today) {
    m_reports = reports;
    m_data = ownershipChartData(snapshot, reports, today, QLocale());
    m_chart->setChartData(m_data);
    m_export->setEnabled(!reports.isEmpty());
}

QString OwnershipChartPanel::exportBaseName() const {
    QStringList ids;
    for (const OwnershipReport& report : m_reports)
        ids << report.hardwareId;
    return QStringLiteral("own-or-rent-") + ids.join(QStringLiteral("-vs-"));
}

void OwnershipChartPanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)
        applyScheme();
}

void OwnershipChartPanel::applyScheme() {
    m_chart->setScheme(isDarkPalette(QApplication::palette(this)) ? ChartScheme::Dark
                                                                  : ChartScheme::Light);
}

bool OwnershipChartPanel::finish(bool written, const QString& path, const QString& error,
                                 const QString& title) {
    const QString shown = QDir::toNativeSeparators(path);
    if (written) {
        Q_EMIT statusMessage(tr("Exported to %1").arg(shown));
        return true;
    }
    Q_EMIT statusMessage(tr("Could not write %1").arg(shown));
    if (!m_quiet)
        QMessageBox::warning(this, title, error);
    return false;
}

bool OwnershipChartPanel::exportReportTo(const QString& path) {
    QString error;
    const bool written = writeOwnershipExport(path, ownershipTable(m_reports, QLocale()), &error);
    return finish(written, path, error, tr("Export report"));
}

bool OwnershipChartPanel::exportChartTo(const QString& path, QSize size, qreal scale) {
    QString error;
    const bool written = exportOwnershipChart(m_data, path, size, scale, &error);
    return finish(written, path, error, tr("Export chart"));
}

void OwnershipChartPanel::askReport(OwnershipExportFormat format) {
    Settings settings;
    QString folder = settings.chartExportFolder();
    if (folder.isEmpty() || !QDir(folder).exists())
        folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QString title;
    QString filter;
    QString extension;
    switch (format) {
    case OwnershipExportFormat::Csv:
        title = tr("Export report as CSV");
        filter = tr("CSV files (*.csv)");
        extension = QStringLiteral("csv");
        break;
    case OwnershipExportFormat::Json:
        title = tr("Export report as JSON");
        filter = tr("JSON files (*.json)");
        extension = QStringLiteral("json");
        break;
    case OwnershipExportFormat::Markdown:
        title = tr("Export report as a Markdown memo");
        filter = tr("Markdown files (*.md)");
        extension = QStringLiteral("md");
        break;
    }
    QString path = QFileDialog::getSaveFileName(
        this, title, QDir(folder).filePath(exportBaseName() + QLatin1Char('.') + extension),
        filter);
    if (path.isEmpty())
        return;
    // The format follows the extension: a name typed without one gets the chosen format's.
    if (ownershipExportFormatForPath(path) != format)
        path += QLatin1Char('.') + extension;
    settings.setChartExportFolder(QFileInfo(path).absolutePath());
    exportReportTo(path);
}

void OwnershipChartPanel::askChart(ChartFileFormat format) {
    const std::optional<ChartImageChoice> image = askChartImage(this, format);
    if (!image)
        return;
    const QString path = askChartExportPath(this, format, exportBaseName());
    if (!path.isEmpty())
        exportChartTo(path, image->size, image->scale);
}

} // namespace chipatlas
