#include "chart/pricehistoryview.h"

#include "chart/pricehistorychart.h"
#include "common/chartexportdialog.h"
#include "common/settings.h"
#include "common/theme.h"

#include <QApplication>
#include <QChartView>
#include <QDir>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace chipatlas {

PriceHistoryView::PriceHistoryView(CatalogSession* session, QWidget* parent)
    : QDialog(parent)
    , m_snapshot(session->snapshot())
    , m_chart(new PriceHistoryChart)
    , m_view(new QChartView(m_chart, this))
    , m_notes(new QLabel(this))
    , m_export(new QToolButton(this)) {
    setObjectName(QStringLiteral("priceHistoryView"));
    setWindowTitle(tr("Price history"));
    setModal(false);
    m_view->setObjectName(QStringLiteral("priceHistoryChartView"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(560, 300);
    m_chart->setCompact(true); // the window's title names the hardware

    m_notes->setObjectName(QStringLiteral("priceHistoryNotes"));
    m_notes->setWordWrap(true);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* menu = new QMenu(this);
    menu->addAction(tr("Chart as PNG…"), this, [this] { askExport(ChartFileFormat::Png); });
    menu->addAction(tr("Chart as SVG…"), this, [this] { askExport(ChartFileFormat::Svg); });
    menu->addAction(tr("Prices as CSV…"), this, [this] { askExport(ChartFileFormat::Csv); });
    m_export->setText(tr("Export"));
    m_export->setObjectName(QStringLiteral("priceHistoryExportButton"));
    m_export->setPopupMode(QToolButton::InstantPopup);
    m_export->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_export->setMenu(menu);
    m_export->setEnabled(false);

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_notes, 1);
    bar->addWidget(m_export, 0, Qt::AlignTop);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_view, 1);
    layout->addLayout(bar);
    resize(960, 600);

    connect(session, &CatalogSession::snapshotChanged, this, &PriceHistoryView::setSnapshot);
    applyScheme();
}

bool PriceHistoryView::showHistory(const QString& id) {
    m_id = id;
    render();
    return m_history.has_value() || !m_snapshot.isLoaded() || !m_snapshot.isComplete();
}

void PriceHistoryView::setSnapshot(const CatalogSnapshot& snapshot) {
    m_snapshot = snapshot;
    if (!m_id.isEmpty())
        render();
}

void PriceHistoryView::render() {
    m_history.reset();
    if (!m_snapshot.isLoaded() || !m_snapshot.isComplete()) {
        m_notes->setText(tr("Loading the catalog..."));
        m_export->setEnabled(false);
        return;
    }
    QString error;
    m_history = priceHistory(m_snapshot, m_id, QDate::currentDate(), QLocale(), &error);
    if (!m_history) {
        setWindowTitle(tr("Price history"));
        m_chart->setHistory(PriceHistory());
        m_notes->setText(error);
        m_export->setEnabled(false);
        return;
    }
    setWindowTitle(m_history->title);
    m_chart->setHistory(*m_history);
    QStringList lines;
    if (!m_history->cheapestLabel.isEmpty())
        lines << m_history->cheapestLabel;
    if (!m_history->notes.isEmpty())
        lines << tr("Not drawn (no date):");
    lines << m_history->notes;
    m_notes->setText(lines.join(QLatin1Char('\n')));
    m_export->setEnabled(true);
}

void PriceHistoryView::changeEvent(QEvent* event) {
    QDialog::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)
        applyScheme();
}

void PriceHistoryView::applyScheme() {
    m_chart->setScheme(isDarkPalette(QApplication::palette(this)) ? ChartScheme::Dark
                                                                  : ChartScheme::Light);
}

bool PriceHistoryView::exportTo(const QString& path, QSize size, qreal scale) {
    if (!m_history)
        return false;
    QString error;
    const bool written = exportPriceHistoryChart(*m_history, path, size, scale, &error);
    const QString shown = QDir::toNativeSeparators(path);
    if (written) {
        Q_EMIT statusMessage(tr("Exported to %1").arg(shown));
        return true;
    }
    Q_EMIT statusMessage(tr("Could not write %1").arg(shown));
    if (!m_quiet)
        QMessageBox::warning(this, tr("Export price history"), error);
    return false;
}

void PriceHistoryView::askExport(ChartFileFormat format) {
    const std::optional<ChartImageChoice> image = askChartImage(this, format);
    if (!image)
        return;
    const QString path = askChartExportPath(this, format, QStringLiteral("price-history-") + m_id);
    if (!path.isEmpty())
        exportTo(path, image->size, image->scale);
}

} // namespace chipatlas
