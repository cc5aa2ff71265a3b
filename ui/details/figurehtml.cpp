#include "details/figurehtml.h"

#include "common/catalogtext.h"
#include "domain/figureformat.h"
#include "domain/metrics.h"

#include <QCoreApplication>
#include <QStringList>
#include <QUrl>

namespace chipatlas::figurehtml {

QString esc(const QString& text) {
    return text.toHtmlEscaped();
}

QString badgeColor(FigureStatus status) {
    switch (status) {
    case FigureStatus::Published:
        return QStringLiteral("#2e7d32");
    case FigureStatus::Computed:
        return QStringLiteral("#1565c0");
    case FigureStatus::Unverified:
        return QStringLiteral("#e65100");
    case FigureStatus::DesignTarget:
        return QStringLiteral("#6a1b9a");
    case FigureStatus::NotPublished:
    case FigureStatus::Unknown:
        break;
    }
    return QStringLiteral("#757575");
}

QString badge(const QString& text, const QString& color) {
    return QStringLiteral("<span style=\"color:#ffffff; background-color:%1; font-size:small;\">"
                          "&nbsp;%2&nbsp;</span>")
        .arg(color, esc(text));
}

// A short, readable link text for a source: the host and the start of the path.
namespace {
QString linkText(const QString& url) {
    const QUrl parsed(url);
    if (!parsed.isValid() || parsed.host().isEmpty())
        return url;
    QString text = parsed.host();
    if (text.startsWith(QLatin1String("www.")))
        text.remove(0, 4);
    return text;
}

} // namespace

QString link(const QString& url) {
    return QStringLiteral("<a href=\"%1\">%2</a>").arg(esc(url), esc(linkText(url)));
}

QString rowHtml(const Row& row, const QString& vendor, const QPalette& palette,
                MemoryUnits memoryUnits) {
    const QString grey = palette.color(QPalette::Disabled, QPalette::Text).name();
    const Figure& f = row.figure;
    const bool missing = !f.hasValue() || (!row.numeric && f.text().isEmpty());
    QString value;
    QString status;
    if (missing) {
        const FigureStatus shown = f.status == FigureStatus::NotPublished
                                       ? FigureStatus::NotPublished
                                       : FigureStatus::Unknown;
        value = QStringLiteral("<span style=\"color:%1; font-style:italic;\">%2</span>")
                    .arg(grey, esc(statusDisplayName(shown)));
    } else {
        // The value in the unit its source printed ("32 GiB"), and below it the configuration
        // and range it belongs to ("air-cooled; 900-1,200 W").
        QString shown = formatFigure(f, row.unit, QLocale(), memoryUnits);
        if (row.availability)
            shown = availabilityDisplayText(shown);
        value = QStringLiteral("<b>%1</b>").arg(esc(shown));
        const QString context = figureContext(f, row.unit, QLocale(), memoryUnits);
        if (!context.isEmpty())
            value +=
                QStringLiteral("<br><span style=\"font-size:small;\">%1</span>").arg(esc(context));
        status = badge(statusDisplayName(f.status), badgeColor(f.status));
        if (f.sparsityUnstated)
            status += QStringLiteral(" ") +
                      badge(QCoreApplication::translate("DetailsPane", "sparsity unstated"),
                            badgeColor(FigureStatus::Unverified));
    }
    // A quantity stays on one line ("4.32 GB/s per TFLOPS", not "4.32 GB/" then "s per"); the
    // label wraps instead, so that a long one ("Summe der Speicherbandbreite laut Hersteller")
    // does not push the value and its status out of a narrow pane.
    const QString valueStyle =
        row.numeric ? QStringLiteral(" style=\"white-space:nowrap;\"") : QString();
    QString html = QStringLiteral("<tr><td width=\"36%\">%1</td><td width=\"40%\"%2>%3</td>"
                                  "<td width=\"24%\" style=\"white-space:nowrap\">%4</td></tr>")
                       .arg(esc(row.label), valueStyle, value, status);
    QStringList extra;
    const QString printed = missing ? QString() : printedAsText(f, row.unit, vendor);
    if (!printed.isEmpty())
        extra << esc(printed);
    if (!f.note.isEmpty())
        extra << esc(catalogText(f.note));
    if (!f.source.isEmpty())
        extra << QCoreApplication::translate("DetailsPane", "Source: %1").arg(link(f.source));
    if (!extra.isEmpty())
        html += QStringLiteral("<tr><td colspan=\"3\" style=\"color:%1; font-size:small; "
                               "padding-left:16px; padding-bottom:6px;\">%2</td></tr>")
                    .arg(grey, extra.join(QStringLiteral("<br>")));
    return html;
}

QString tableHtml(const QString& title, const QList<Row>& rows, const QString& vendor,
                  const QPalette& palette, MemoryUnits memoryUnits) {
    QString html = QStringLiteral("<h3>%1</h3><table width=\"100%\" cellspacing=\"0\" "
                                  "cellpadding=\"3\">")
                       .arg(esc(title));
    for (const Row& row : rows)
        html += rowHtml(row, vendor, palette, memoryUnits);
    return html + QStringLiteral("</table>");
}

} // namespace chipatlas::figurehtml
