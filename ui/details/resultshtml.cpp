#include "details/resultshtml.h"

#include "application/resultrules.h"
#include "common/catalogtext.h"
#include "common/resulttext.h"
#include "common/theme.h"
#include "details/figurehtml.h"
#include "domain/field.h"
#include "domain/figureformat.h"
#include "domain/units.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>
#include <QUrlQuery>

#include <algorithm>

namespace chipatlas::resultshtml {

using figurehtml::badge;
using figurehtml::esc;

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(ResultsHtml)
};

constexpr char kAnchor[] = "measured-results";

QString claimColor(ClaimKind claim) {
    switch (claim) {
    case ClaimKind::Audited:
        return QStringLiteral("#2e7d32");
    case ClaimKind::Independent:
        return QStringLiteral("#1565c0");
    case ClaimKind::Vendor:
        return QStringLiteral("#ef6c00");
    case ClaimKind::Own:
        return QStringLiteral("#6a1b9a");
    }
    return QStringLiteral("#757575");
}

QString sourceHtml(const QString& source) {
    if (source.isEmpty())
        return {};
    return Text::tr("Source: %1")
        .arg(source.startsWith(QLatin1String("http")) ? figurehtml::link(source) : esc(source));
}

// "Llama 2 70B · 8 x NVIDIA H200 SXM · offline", then the throughput, then the claim, the
// engine and precision, the source.
// "62% of its bound (the memory-bandwidth bound, 56,400 tok/s)", or the above-bound flag in red.
QString efficiencyHtml(const std::optional<double>& fraction, bool above, const QString& what,
                       const QPalette& palette) {
    if (!fraction)
        return {};
    const QString percent = QLocale().toString(*fraction * 100, 'f', 0) + QLatin1Char('%');
    const QString text = Text::tr("%1 of %2").arg(percent, what);
    if (!above)
        return esc(text);
    return QStringLiteral("<b style=\"color:%1;\">%2</b>")
        .arg(signalColor(SignalColor::Bad, palette).name(),
             esc(QString::fromUtf8("\u26a0 ") + text + QStringLiteral(": ") + aboveBoundText()));
}

QString servingHtml(const Result& result, const CatalogSnapshot& snapshot, const QString& grey,
                    const QPalette& palette) {
    const QLocale locale;
    QStringList what{resulttext::what(result, snapshot), resulttext::hardware(result, snapshot)};
    const QString scenario = resulttext::scenario(result);
    if (!scenario.isEmpty())
        what << scenario;
    QString html = QStringLiteral("<tr><td colspan=\"2\"><b>%1</b></td></tr>")
                       .arg(esc(what.join(QStringLiteral(" · "))));
    const std::optional<double> perChip =
        tokensPerSecondPerChip(result, resulttext::chipsPerUnit(result, snapshot));
    const QString unit = unitSymbol(Unit::TokensPerSecond);
    const QString perChipText =
        perChip
            ? Text::tr("%1 %2 per chip")
                  .arg(resulttext::number(perChip, ResultField::TokensPerSPerChip, locale), unit)
            : Text::tr("no throughput given");
    QStringList figures;
    if (result.tokensPerS)
        figures << Text::tr("%1 %2 in total")
                       .arg(resulttext::number(result.tokensPerS, ResultField::TokensPerS, locale),
                            unit);
    if (result.tokensPerSPerUser)
        figures << Text::tr("%1 %2 per user")
                       .arg(resulttext::number(result.tokensPerSPerUser,
                                               ResultField::TokensPerSPerUser, locale),
                            unit);
    html += QStringLiteral("<tr><td style=\"white-space:nowrap\">%1</td>"
                           "<td align=\"right\">%2</td></tr>")
                .arg(perChip ? QStringLiteral("<b>%1</b>").arg(esc(perChipText))
                             : QStringLiteral("<span style=\"color:%1;\">%2</span>")
                                   .arg(grey, esc(perChipText)),
                     badge(resulttext::claim(result), claimColor(result.claim)));
    QStringList extra;
    const ResultBound bound = resultBound(snapshot, result);
    if (bound.tokensPerSecond)
        extra << efficiencyHtml(bound.efficiency, bound.aboveBound,
                                Text::tr("its bound (%1, %2 %3)")
                                    .arg(decodeLimitText(bound.limit),
                                         formatNumber(*bound.tokensPerSecond, 0, locale), unit),
                                palette);
    if (!figures.isEmpty())
        extra << esc(figures.join(QStringLiteral(", ")));
    QStringList how;
    if (!result.engine.isEmpty())
        how << (result.engineVersion.isEmpty()
                    ? result.engine
                    : QStringLiteral("%1 %2").arg(result.engine, result.engineVersion));
    if (result.precision)
        how << precisionName(*result.precision);
    if (result.date.isValid())
        how << QLocale().toString(result.date, QLocale::ShortFormat);
    if (!result.publisher.isEmpty())
        how << Text::tr("published by %1").arg(result.publisher);
    if (!how.isEmpty())
        extra << esc(how.join(QStringLiteral(" · ")));
    if (!result.source.isEmpty())
        extra << sourceHtml(result.source);
    html += QStringLiteral("<tr><td colspan=\"2\" style=\"color:%1; font-size:small; "
                           "padding-left:16px; padding-bottom:6px;\">%2</td></tr>")
                .arg(grey, extra.join(QStringLiteral("<br>")));
    return html;
}

// "Measured: BF16 dense TFLOPS · NVIDIA H200 SXM", the measured value beside the published one.
QString figureHtml(const Result& result, const CatalogSnapshot& snapshot, const QString& grey,
                   const QPalette& palette) {
    const QLocale locale;
    QString html =
        QStringLiteral("<tr><td colspan=\"2\"><b>%1</b></td></tr>")
            .arg(esc(QStringLiteral("%1 · %2").arg(resulttext::what(result, snapshot),
                                                   resulttext::hardware(result, snapshot))));
    const std::optional<Field> field = fieldFromKey(result.figure);
    const QString unit = field ? unitSymbol(fieldInfo(*field).unit) : result.unit;
    QString measured =
        result.measuredValue
            ? Text::tr("%1 %2 measured")
                  .arg(resulttext::number(result.measuredValue, ResultField::MeasuredValue, locale),
                       unit)
            : Text::tr("no value given");
    QString published;
    const Chip* chip = snapshot.chip(result.hardwareId);
    if (!chip) {
        if (const System* system = snapshot.system(result.hardwareId))
            chip = snapshot.chip(system->chipId);
    }
    if (field && chip) {
        const Figure& figure = chip->figure(*field);
        published =
            figure.hasValue()
                ? Text::tr("published: %1").arg(formatFigure(figure, fieldInfo(*field).unit))
                : Text::tr("published: %1").arg(statusDisplayName(figure.status));
    }
    html += QStringLiteral("<tr><td style=\"white-space:nowrap\"><b>%1</b></td>"
                           "<td align=\"right\">%2</td></tr>")
                .arg(esc(measured), badge(resulttext::claim(result), claimColor(result.claim)));
    QStringList extra;
    if (!published.isEmpty())
        extra << esc(published);
    const FigureCheck check = checkFigure(snapshot, result);
    if (check.fraction)
        extra << efficiencyHtml(check.fraction, check.abovePublished,
                                Text::tr("the published figure"), palette);
    QStringList how;
    if (!result.tool.isEmpty())
        how << result.tool;
    if (!result.size.isEmpty())
        how << result.size;
    if (result.date.isValid())
        how << QLocale().toString(result.date, QLocale::ShortFormat);
    if (!how.isEmpty())
        extra << esc(how.join(QStringLiteral(" · ")));
    if (!result.source.isEmpty())
        extra << sourceHtml(result.source);
    html += QStringLiteral("<tr><td colspan=\"2\" style=\"color:%1; font-size:small; "
                           "padding-left:16px; padding-bottom:6px;\">%2</td></tr>")
                .arg(grey, extra.join(QStringLiteral("<br>")));
    return html;
}
} // namespace

QList<const Result*> resultsForChip(const QString& chipId, const CatalogSnapshot& snapshot) {
    QList<const Result*> results = snapshot.resultsOn(chipId);
    for (const System& system : snapshot.systems()) {
        if (system.chipId == chipId)
            results += snapshot.resultsOn(system.id);
    }
    return results;
}

QList<const Result*> resultsForSystem(const QString& systemId, const CatalogSnapshot& snapshot) {
    return snapshot.resultsOn(systemId);
}

QString sectionHtml(const QList<const Result*>& results, const QString& targetId,
                    const CatalogSnapshot& snapshot, const QPalette& palette, int limit) {
    if (results.isEmpty() && targetId.isEmpty())
        return {};
    const QString grey = palette.color(QPalette::Disabled, QPalette::Text).name();
    QString html = QStringLiteral("<a name=\"%1\"></a><h3>%2</h3>")
                       .arg(QLatin1String(kAnchor), esc(Text::tr("Measured results")));
    if (results.isEmpty()) {
        html += QStringLiteral("<p style=\"color:%1;\">%2</p>")
                    .arg(grey, esc(Text::tr("No measured results in the catalog.")));
    } else {
        // The newest first; ties by id, so that the order never changes between renders.
        QList<const Result*> sorted = results;
        std::stable_sort(sorted.begin(), sorted.end(), [](const Result* a, const Result* b) {
            if (a->date != b->date)
                return a->date > b->date;
            return a->id < b->id;
        });
        html += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\">");
        const qsizetype shown = std::min<qsizetype>(sorted.size(), std::max(1, limit));
        for (qsizetype i = 0; i < shown; ++i) {
            const Result& result = *sorted.at(i);
            html += result.kind == ResultKind::Figure
                        ? figureHtml(result, snapshot, grey, palette)
                        : servingHtml(result, snapshot, grey, palette);
        }
        html += QStringLiteral("</table>");
        if (sorted.size() > shown)
            html += QStringLiteral("<p style=\"color:%1;\">%2</p>")
                        .arg(grey, esc(Text::tr("and %n more in the Results table (Ctrl+Shift+R)",
                                                nullptr, int(sorted.size() - shown))));
    }
    if (!targetId.isEmpty())
        html += QStringLiteral("<p><a href=\"%1\">%2</a></p>")
                    .arg(esc(recordResultUrl(targetId).toString()),
                         esc(Text::tr("Record my own run...")));
    return html;
}

QString anchorName() {
    return QLatin1String(kAnchor);
}

QUrl recordResultUrl(const QString& targetId) {
    QUrl url;
    url.setScheme(QStringLiteral("chipatlas"));
    url.setPath(QStringLiteral("record-result"));
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("target"), targetId);
    url.setQuery(query);
    return url;
}

std::optional<QString> targetIdOfRecordResultUrl(const QUrl& url) {
    if (url.scheme() != QLatin1String("chipatlas") || url.path() != QLatin1String("record-result"))
        return std::nullopt;
    const QString id = QUrlQuery(url).queryItemValue(QStringLiteral("target"), QUrl::FullyDecoded);
    return id.isEmpty() ? std::nullopt : std::optional(id);
}

} // namespace chipatlas::resultshtml
