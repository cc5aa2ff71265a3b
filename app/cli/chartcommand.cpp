// chipatlas-cli chart: the chart page's scatter chart written to a PNG, SVG or CSV file,
// without a display (main.cpp starts a QApplication on the offscreen platform for it).
#include "application/resultchart.h"
#include "chart/chartrender.h"
#include "clicontext.h"
#include "commandline.h"
#include "commands.h"
#include "domain/boundedlist.h"
#include "domain/chartdata.h"
#include "domain/chipfilter.h"
#include "domain/entry.h"
#include "domain/excerpt.h"
#include "filteroption.h"
#include "storage/catalog.h"
#include "texttable.h"

#include <QCommandLineParser>
#include <QDir>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace chipatlas::cli {

namespace {
QString formatName(ChartFileFormat format) {
    switch (format) {
    case ChartFileFormat::Png:
        return QStringLiteral("png");
    case ChartFileFormat::Svg:
        return QStringLiteral("svg");
    case ChartFileFormat::Csv:
        return QStringLiteral("csv");
    }
    Q_UNREACHABLE();
    return QString();
}

// The quantity an axis option names, or a usage error: an unknown key (with the keys a chart
// accepts) or a text column such as vendor.
std::optional<Quantity> quantity(CliContext& context, const QString& key, const QString& option) {
    if (const std::optional<Quantity> found = Quantity::fromKey(key, QuantityUse::Chart))
        return found;
    if (Quantity::fromKey(key))
        context.usageError(
            QStringLiteral("%1 is text: a chart needs numbers or dates (--%2); chart fields: %3")
                .arg(excerpt(key), option, Quantity::keyList(QuantityUse::Chart)));
    else
        context.usageError(QStringLiteral("unknown field \"%1\" for --%2; chart fields: %3")
                               .arg(excerpt(key), option, Quantity::keyList(QuantityUse::Chart)));
    return std::nullopt;
}

// Limits of --size and --scale: a readable chart, an image QImage can hold.
constexpr int kMinSide = 200;
constexpr int kMaxSide = 10000;
constexpr double kMinScale = 0.25;
constexpr double kMaxScale = 8.0;
constexpr int kMaxImageSide = 20000;

// "1600x1000" (or "1600X1000") within the limits.
std::optional<QSize> parseSize(const QString& text) {
    static const QRegularExpression pattern(QStringLiteral("^(\\d{1,5})[xX](\\d{1,5})$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const QSize size(match.captured(1).toInt(), match.captured(2).toInt());
    if (size.width() < kMinSide || size.width() > kMaxSide || size.height() < kMinSide ||
        size.height() > kMaxSide)
        return std::nullopt;
    return size;
}

// The entries a log axis drops that a linear one would plot: "Chip (TDP is 0 W: ...)".
QList<ChartExclusion> logAxisExclusions(const QList<Entry>& entries, const ChartData& data) {
    if (!data.spec.logX && !data.spec.logY)
        return {};
    ChartSpec linear = data.spec;
    linear.logX = false;
    linear.logY = false;
    const ChartData linearData = buildChartData(entries, linear);
    QSet<QString> plottedLinear;
    plottedLinear.reserve(linearData.points.size());
    for (const ChartPoint& point : linearData.points)
        plottedLinear.insert(point.id);
    QList<ChartExclusion> result;
    for (const ChartExclusion& exclusion : data.excluded) {
        if (plottedLinear.contains(exclusion.id))
            result << exclusion;
    }
    return result;
}

QJsonObject summaryJson(const QString& path, ChartFileFormat format, QSize pixels,
                        const ChartData& data, const QList<ChartExclusion>& logExcluded) {
    QJsonArray points;
    for (const ChartPoint& point : data.points)
        points.append(point.id);
    QJsonArray excluded;
    for (const ChartExclusion& exclusion : data.excluded) {
        excluded.append(QJsonObject{{QStringLiteral("id"), exclusion.id},
                                    {QStringLiteral("name"), exclusion.name},
                                    {QStringLiteral("reason"), exclusion.reason}});
    }
    QJsonArray logIds;
    for (const ChartExclusion& exclusion : logExcluded)
        logIds.append(exclusion.id);
    QJsonArray guides;
    for (const ChartGuide& guide : data.guides)
        guides.append(guide.label);
    QJsonObject json{
        {QStringLiteral("path"), path},
        {QStringLiteral("format"), formatName(format)},
        {QStringLiteral("x"), data.xAxis.key.isEmpty() ? data.spec.x.key() : data.xAxis.key},
        {QStringLiteral("y"), data.yAxis.key.isEmpty() ? data.spec.y.key() : data.yAxis.key},
        {QStringLiteral("x_title"), data.xTitle},
        {QStringLiteral("y_title"), data.yTitle},
        {QStringLiteral("precision"), precisionKey(data.spec.precision)},
        {QStringLiteral("log_x"), data.spec.logX},
        {QStringLiteral("log_y"), data.spec.logY},
        {QStringLiteral("plotted"), points},
        {QStringLiteral("excluded"), excluded},
        {QStringLiteral("log_axis_excluded"), logIds},
        {QStringLiteral("guides"), guides}};
    if (format != ChartFileFormat::Csv) {
        json.insert(QStringLiteral("width"), pixels.width());
        json.insert(QStringLiteral("height"), pixels.height());
    }
    return json;
}

// Each system as one entry (Entry::ofSystem(): totals computed from its chip, the system power
// where published), so that the chart plots systems by the chips' rules.
QList<Entry> systemEntries(const QList<System>& systems, const QList<Chip>& chips) {
    QHash<QString, qsizetype> chipRows;
    chipRows.reserve(chips.size());
    for (qsizetype row = chips.size() - 1; row >= 0; --row) // the first of a repeated id wins
        chipRows.insert(chips.at(row).id, row);
    QList<Entry> entries;
    entries.reserve(systems.size());
    for (const System& system : systems) {
        const auto row = chipRows.constFind(system.chipId);
        entries << Entry::ofSystem(system, row == chipRows.cend() ? nullptr : &chips.at(*row));
    }
    return entries;
}

QString summaryText(const QString& path, ChartFileFormat format, QSize pixels,
                    const ChartData& data, const QList<ChartExclusion>& logExcluded,
                    const QString& what, bool verbose) {
    QString text = format == ChartFileFormat::Csv ? QStringLiteral("Wrote %1 (CSV)\n").arg(path)
                                                  : QStringLiteral("Wrote %1 (%2x%3 %4)\n")
                                                        .arg(path)
                                                        .arg(pixels.width())
                                                        .arg(pixels.height())
                                                        .arg(formatName(format).toUpper());
    text += QStringLiteral("%1 vs %2\n").arg(data.yTitle, data.xTitle);
    if (!data.guides.isEmpty()) {
        QStringList labels;
        for (const ChartGuide& guide : data.guides)
            labels << guide.label;
        text += QStringLiteral("Guide lines: %1\n").arg(labels.join(QStringLiteral(", ")));
    }
    text += QStringLiteral("%1 %2%3 plotted\n")
                .arg(data.points.size())
                .arg(what, data.points.size() == 1 ? QString() : QStringLiteral("s"));
    // Lists that grow with the catalog: the first entries and a count, unless --verbose.
    const qsizetype limit = verbose ? -1 : kBoundedListLength;
    const qsizetype logShown = verbose ? logExcluded.size() : std::min(logExcluded.size(), limit);
    for (const ChartExclusion& exclusion : logExcluded.first(logShown))
        text += QStringLiteral("Log axis: %1 is not plotted: %2\n")
                    .arg(exclusion.name, exclusion.reason);
    if (logShown < logExcluded.size())
        text += QStringLiteral("Log axis: %1\n").arg(andMoreText(logExcluded.size() - logShown));
    // The chart's own notes: which points are hollow and why, which chips are missing.
    for (const QString& summary :
         {data.unverifiedSummary(limit), data.designTargetSummary(limit),
          data.sparsityUnstatedSummary(limit), data.excludedSummary(limit)}) {
        if (!summary.isEmpty())
            text += summary + QLatin1Char('\n');
    }
    return text;
}
} // namespace

// chart --preset measured-vs-bound / tokens-per-watt: the catalog's measured results
// (core's resultchart.h, as the chart page draws them), written and summarised like the chips'.
int writeResultsChart(CliContext& context, const CommandLine& line, const ChartSpec& spec,
                      QList<Chip> chips, const QString& path, ChartFileFormat format,
                      QSize chartSize, qreal chartScale, QSize pixels) {
    const std::optional<QList<System>> systems = context.systems();
    if (!systems)
        return ExitDataError;
    StorageError error;
    QList<LlmModel> models = context.catalog()->models().all(&error);
    QList<Result> measured;
    if (!error)
        measured = context.catalog()->results().all(&error);
    if (error)
        return context.fail(ExitDataError, error.message);
    const CatalogSnapshot snapshot(std::move(chips), std::move(models), {}, *systems, {},
                                   std::move(measured));
    const ChartData data = buildResultChartData(snapshot, spec);
    QString exportError;
    if (!exportChart(data, path, chartSize, chartScale, &exportError))
        return context.fail(
            ExitDataError,
            exportError.isEmpty()
                ? QStringLiteral("cannot write %1").arg(QDir::toNativeSeparators(path))
                : exportError);
    const QSize written = format == ChartFileFormat::Svg ? chartSize : pixels;
    const QString shown = QDir::toNativeSeparators(path);
    if (line.isSet("json")) {
        QJsonObject json = summaryJson(shown, format, written, data, {});
        QJsonArray notes;
        for (const QString& note : data.notes)
            notes.append(note);
        json.insert(QStringLiteral("notes"), notes);
        context.printJson(json);
    } else {
        QString text = summaryText(shown, format, written, data, {}, QStringLiteral("result"),
                                   line.isSet("verbose"));
        for (const QString& note : data.notes)
            text += note + QLatin1Char('\n');
        context.print(text);
    }
    return ExitOk;
}

int runChart(CliContext& context, const QStringList& arguments) {
    CommandLine line(
        QStringLiteral(
            "Draw the chart page's scatter chart of the chips to a file, without a display:\n"
            "one point per chip, coloured by vendor and labelled with its name, with guide\n"
            "lines of constant TFLOPS per watt (power vs throughput) or FLOP per byte\n"
            "(bandwidth vs throughput).\n\n"
            "FIELD is one of:\n%1\n"
            "throughput is dense throughput at --precision; perf_per_watt (TFLOPS per W) and\n"
            "bandwidth_per_tflop (GB/s per TFLOPS) are computed at --precision; the others\n"
            "are the numeric and date columns of `list`. Text columns (vendor, memory_type,\n"
            "...) cannot be plotted.\n\n"
            "PRESET is one of: %2. It sets both axes; --x and --y override it.\n"
            "PRESET measured-vs-bound plots the catalog's measured results instead: measured\n"
            "tokens per second against the calculator's bound for the same inputs, with lines\n"
            "of constant efficiency (1 x bound: the diagonal; a result above it is flagged),\n"
            "one series per claimant; tokens-per-watt plots them against the measured power.\n\n"
            "A chip missing a figure of either axis is not plotted (never at zero) and is\n"
            "listed under \"Not plotted\" with the reason; so is a chip whose value is 0 or\n"
            "negative on a log axis. The file's format follows its extension: .png (size x\n"
            "scale pixels), .svg (size pixels) or .csv (the plotted points, one row each).\n"
            "Prints the file written, the number of chips plotted and those not plotted\n"
            "(the first %3 and a count; all of them with --verbose).\n\n"
            "--systems plots the systems instead of the chips, one point per system: its\n"
            "totals computed from its chip (memory, bandwidth, throughput) and its published\n"
            "system power (a system without one has no TDP point), one series per vendor.")
            .arg(wrappedList(Quantity::keys(QuantityUse::Chart)), chartPresetKeyList())
            .arg(kBoundedListLength));
    line.addOptions({
        {QStringLiteral("x"), QStringLiteral("The horizontal axis (default: tdp_w)."),
         QStringLiteral("field")},
        {QStringLiteral("y"), QStringLiteral("The vertical axis (default: throughput)."),
         QStringLiteral("field")},
        {QStringLiteral("preset"),
         QStringLiteral("Both axes of a preset: %1; or the measured results: "
                        "measured-vs-bound, tokens-per-watt.")
             .arg(chartPresetKeyList()),
         QStringLiteral("preset")},
        {QStringLiteral("precision"),
         QStringLiteral("Precision of throughput and the computed fields (default bf16)."),
         QStringLiteral("p"), QStringLiteral("bf16")},
        {QStringLiteral("log-x"), QStringLiteral("A logarithmic horizontal axis.")},
        {QStringLiteral("log-y"), QStringLiteral("A logarithmic vertical axis.")},
        filterOption(),
        {QStringLiteral("size"),
         QStringLiteral("The chart's size in logical pixels, %1 to %2 each (default %3x%4).")
             .arg(kMinSide)
             .arg(kMaxSide)
             .arg(kDefaultChartExportSize.width())
             .arg(kDefaultChartExportSize.height()),
         QStringLiteral("WxH")},
        {QStringLiteral("scale"),
         QStringLiteral("Device pixels per logical pixel of a PNG, %1 to %2 (default %3: a "
                        "1600x1000 chart is a 3200x2000 image).")
             .arg(kMinScale)
             .arg(kMaxScale)
             .arg(kDefaultChartExportScale),
         QStringLiteral("S")},
        QCommandLineOption(QStringList{QStringLiteral("o"), QStringLiteral("out")},
                           QStringLiteral("The file to write: .png, .svg or .csv (required). An "
                                          "existing file is replaced."),
                           QStringLiteral("file")),
        {QStringLiteral("systems"),
         QStringLiteral("Plot the systems (see: systems) instead of the chips.")},
        {QStringLiteral("json"),
         QStringLiteral("Print {\"path\", \"format\", \"width\", \"height\", \"x\", \"y\", "
                        "\"plotted\": [ids], \"excluded\": [{\"id\", \"name\", \"reason\"}], "
                        "\"log_axis_excluded\", \"guides\", ...} instead of text.")},
        {QStringLiteral("verbose"),
         QStringLiteral("List every chip not plotted or flagged, not the first %1 and a count.")
             .arg(kBoundedListLength)},
    });
    if (const std::optional<int> exit = line.parse(context, arguments))
        return *exit;
    const QCommandLineParser& parser = line.parser();
    if (!parser.positionalArguments().isEmpty())
        return context.usageError(QStringLiteral("chart takes no arguments, got \"%1\"")
                                      .arg(excerpt(parser.positionalArguments().constFirst())));

    const std::optional<Precision> precision = context.precision(parser, line.option("precision"));
    if (!precision)
        return ExitUsageError;
    ChartSpec spec;
    std::optional<ChartSubject> results;
    if (line.isSet("preset")) {
        results = resultChartSubjectFromKey(line.value("preset"));
        const std::optional<ChartPreset> found = chartPresetFromKey(line.value("preset"));
        if (!found && !results)
            return context.usageError(
                QStringLiteral("unknown preset \"%1\"; presets: %2, measured-vs-bound, "
                               "tokens-per-watt")
                    .arg(excerpt(line.value("preset")), chartPresetKeyList()));
        if (found)
            spec = chartPresetSpec(*found);
    }
    // The measured results' charts have their own axes and plot every result.
    if (results) {
        for (const char* option : {"x", "y", "systems", "filter"}) {
            if (line.isSet(option))
                return context.usageError(
                    QStringLiteral("--%1 does not apply to --preset %2: it plots every "
                                   "measured result on its own axes")
                        .arg(QString::fromLatin1(option), line.value("preset")));
        }
        spec.subject = *results;
    }
    spec.precision = *precision;
    spec.logX = line.isSet("log-x");
    spec.logY = line.isSet("log-y");
    for (const auto& [name, axis] : {std::pair{"x", &spec.x}, std::pair{"y", &spec.y}}) {
        if (!line.isSet(name))
            continue;
        const std::optional<Quantity> found =
            quantity(context, line.value(name), QString::fromLatin1(name));
        if (!found)
            return ExitUsageError;
        *axis = *found;
    }

    QSize chartSize = kDefaultChartExportSize;
    if (line.isSet("size")) {
        const std::optional<QSize> parsed = parseSize(line.value("size"));
        if (!parsed)
            return context.usageError(
                QStringLiteral(
                    "bad --size \"%1\": give WIDTHxHEIGHT, each %2 to %3, e.g. 1600x1000")
                    .arg(excerpt(line.value("size")))
                    .arg(kMinSide)
                    .arg(kMaxSide));
        chartSize = *parsed;
    }
    qreal chartScale = kDefaultChartExportScale;
    if (line.isSet("scale")) {
        bool ok = false;
        chartScale = CliContext::locale().toDouble(line.value("scale"), &ok);
        if (!ok || !(chartScale >= kMinScale && chartScale <= kMaxScale))
            return context.usageError(QStringLiteral("bad --scale \"%1\": give a number from %2 "
                                                     "to %3, e.g. 2")
                                          .arg(excerpt(line.value("scale")))
                                          .arg(kMinScale)
                                          .arg(kMaxScale));
    }

    if (!line.isSet("out") || line.value("out").isEmpty())
        return context.usageError(QStringLiteral("chart needs --out FILE (.png, .svg or .csv)"));
    const QString path = line.value("out");
    const std::optional<ChartFileFormat> format = chartFileFormat(path);
    if (!format)
        return context.usageError(
            QStringLiteral("cannot tell the format of \"%1\": --out must end in .png, .svg or .csv")
                .arg(excerpt(path)));
    const QSize pixels(int(std::lround(chartSize.width() * chartScale)),
                       int(std::lround(chartSize.height() * chartScale)));
    // The scale only applies to a PNG.
    if (*format == ChartFileFormat::Png &&
        (pixels.width() > kMaxImageSide || pixels.height() > kMaxImageSide))
        return context.usageError(
            QStringLiteral("--size %1x%2 at --scale %3 is a %4x%5 image; at most %6 pixels a side")
                .arg(chartSize.width())
                .arg(chartSize.height())
                .arg(chartScale)
                .arg(pixels.width())
                .arg(pixels.height())
                .arg(kMaxImageSide));

    std::optional<QList<Chip>> all = context.chips();
    if (!all)
        return ExitDataError;
    if (results)
        return writeResultsChart(context, line, spec, std::move(*all), path, *format, chartSize,
                                 chartScale, pixels);
    // The chips (or the systems) whose text matches --filter, each as one entry.
    const QString text = line.value("filter");
    QList<Entry> entries;
    if (line.isSet("systems")) {
        const std::optional<QList<System>> systems = context.systems();
        if (!systems)
            return ExitDataError;
        for (Entry& entry : systemEntries(*systems, *all)) {
            if (chipMatchesText(entry.figures(), text))
                entries << std::move(entry);
        }
    } else {
        for (Chip& chip : *all) {
            if (chipMatchesText(chip, text))
                entries.emplaceBack(std::move(chip));
        }
    }
    const ChartData data = buildChartData(entries, spec);

    QString exportError;
    if (!exportChart(data, path, chartSize, chartScale, &exportError))
        return context.fail(
            ExitDataError,
            exportError.isEmpty()
                ? QStringLiteral("cannot write %1").arg(QDir::toNativeSeparators(path))
                : exportError);

    const QSize written = *format == ChartFileFormat::Svg ? chartSize : pixels;
    const QList<ChartExclusion> logExcluded = logAxisExclusions(entries, data);
    const QString shown = QDir::toNativeSeparators(path);
    if (line.isSet("json"))
        context.printJson(summaryJson(shown, *format, written, data, logExcluded));
    else
        context.print(
            summaryText(shown, *format, written, data, logExcluded,
                        line.isSet("systems") ? QStringLiteral("system") : QStringLiteral("chip"),
                        line.isSet("verbose")));
    return ExitOk;
}

} // namespace chipatlas::cli
