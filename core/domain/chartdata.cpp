#include "chartdata.h"

#include "entry.h"
#include "excerpt.h"
#include "figureformat.h"

#include <QCollator>
#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QHash>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace chipatlas {

namespace {
bool isThroughputUnit(Unit unit) {
    return unit == Unit::Teraflops || unit == Unit::Teraops;
}

// The axis' unit for `quantity`: its table column's (docs/DOMAIN-RULES.md rule 4).
ColumnUnit axisUnit(const Quantity& quantity, Precision precision, MemoryUnits memoryUnits) {
    if (!quantity.showsPrintedUnit())
        return ColumnUnit{Unit::None, unitSymbol(quantity.unit(precision)), 1.0, 4};
    return columnUnitFor(quantity.unit(precision), 0.0, memoryUnits);
}

// The number a figure is plotted at, or nothing when it has none.
std::optional<double> plotValue(const Quantity& quantity, const Figure& figure,
                                const ColumnUnit& axis) {
    if (!figure.hasValue())
        return std::nullopt;
    if (quantity.isDate())
        return dateFigureMSecs(figure.text());
    bool ok = false;
    const double value = figure.value.toDouble(&ok);
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    // One unit per axis: a capacity printed in GiB is plotted in GB on a GB axis (1 GiB =
    // 1.0737 GB, docs/DOMAIN-RULES.md rule 4), one printed in GB in GiB on a GiB axis.
    return axis.isScaled() ? columnValue(figure, axis)
                           : decimalReading(figure, quantity.unit(Precision::BF16));
}

// Why a chip has no point on an axis: "TDP not published", "Released unknown",
// "Released \"Q3 2025\" is not a date", "TDP \"inf\" is not a number".
QString missingReason(const Quantity& quantity, const Figure& figure, Precision precision) {
    const QString label = quantity.label(precision);
    if (figure.hasValue()) {
        return quantity.isDate() ? QCoreApplication::translate("Chart", "%1 \"%2\" is not a date")
                                       .arg(label, excerpt(figure.text()))
                                 : QCoreApplication::translate("Chart", "%1 \"%2\" is not a number")
                                       .arg(label, excerpt(figure.text()));
    }
    return QCoreApplication::translate("Chart", "%1 %2")
        .arg(label, statusDisplayName(figure.status));
}

// Guides through the origin for the axes, or none. `ratios` holds y/x of every plotted
// point; `factor` converts a guide's value to a slope (slope = value * factor).
struct GuideKind {
    double factor;
    QString unit;
};

// Bytes per second in one unit of a bandwidth axis: GB/s where the axis is not scaled.
double bytesPerUnit(const ColumnUnit& axis) {
    return axis.isScaled() ? axis.bytesPerUnit : 1e9;
}

std::optional<GuideKind> guideKind(const ChartData& data) {
    const ChartSpec& spec = data.spec;
    if (spec.x.isDate() || spec.y.isDate())
        return std::nullopt;
    const Unit xUnit = spec.x.unit(spec.precision);
    const Unit yUnit = spec.y.unit(spec.precision);
    const QString perWatt =
        isThroughputUnit(yUnit) || isThroughputUnit(xUnit)
            ? unitSymbol(isThroughputUnit(yUnit) ? yUnit : xUnit) + QStringLiteral("/W")
            : QString();
    // Throughput per watt: y = value * x.
    if (xUnit == Unit::Watt && isThroughputUnit(yUnit))
        return GuideKind{1.0, perWatt};
    if (yUnit == Unit::Watt && isThroughputUnit(xUnit))
        return GuideKind{-1.0, perWatt}; // inverted below
    // Arithmetic intensity: TFLOPS = FLOP/B * bytes per second / 1e12, the bandwidth axis in
    // units of bytesPerUnit per second (GB/s: 1e9).
    const QString flopPerByte = yUnit == Unit::Teraops || xUnit == Unit::Teraops
                                    ? QStringLiteral("OP/B")
                                    : QStringLiteral("FLOP/B");
    if (xUnit == Unit::GigabytePerSecond && isThroughputUnit(yUnit))
        return GuideKind{bytesPerUnit(data.xUnit) / 1e12, flopPerByte};
    if (yUnit == Unit::GigabytePerSecond && isThroughputUnit(xUnit))
        return GuideKind{-bytesPerUnit(data.yUnit) / 1e12, flopPerByte};
    return std::nullopt;
}

QList<ChartGuide> chooseGuides(const ChartData& data) {
    const QList<ChartPoint>& points = data.points;
    const std::optional<GuideKind> kind = guideKind(data);
    if (!kind || points.isEmpty())
        return {};
    const bool inverted = kind->factor < 0;
    const double factor = std::abs(kind->factor);
    // The constant each point sits on, in the guide's unit.
    double low = INFINITY;
    double high = 0.0;
    for (const ChartPoint& point : points) {
        if (point.x <= 0.0 || point.y <= 0.0)
            continue;
        const double value = (inverted ? point.x / point.y : point.y / point.x) / factor;
        low = std::min(low, value);
        high = std::max(high, value);
    }
    if (!(high > 0.0))
        return {};
    const int first = int(std::floor(std::log2(low)));
    const int intervals = std::max(1, int(std::ceil(std::log2(high))) - first);
    // At most seven lines: every second, third, ... power of two when the spread is wide, the
    // last one at or above the highest ratio so that the lines still span every point.
    constexpr int kMaxGuides = 7;
    const int step = (intervals + kMaxGuides - 2) / (kMaxGuides - 1); // ceil(intervals / 6)
    const int last = first + (intervals + step - 1) / step * step;
    QList<ChartGuide> guides;
    for (int power = first; power <= last; power += step) {
        ChartGuide guide;
        guide.value = std::ldexp(1.0, power);
        guide.slope = inverted ? 1.0 / (guide.value * factor) : guide.value * factor;
        guide.unit = kind->unit;
        guide.label = guide.labelIn(QLocale::c());
        guides.append(guide);
    }
    return guides;
}
} // namespace

// The value a guide line's label shows: "0.25", "2", "64" ("0,25" in German).
QString ChartGuide::labelIn(const QLocale& locale) const {
    return QStringLiteral("%1 %2").arg(locale.toString(value, 'g', 6), unit);
}

std::optional<double> dateFigureMSecs(const QString& text) {
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*(\\d{4})(?:-(\\d{1,2})(?:-(\\d{1,2}))?)?\\s*$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const int year = match.captured(1).toInt();
    const int month = match.hasCaptured(2) ? match.captured(2).toInt() : 1;
    const int day = match.hasCaptured(3) ? match.captured(3).toInt() : 1;
    const QDate date(year, month, day);
    if (!date.isValid())
        return std::nullopt;
    return double(QDateTime(date, QTime(0, 0), Qt::UTC).toMSecsSinceEpoch());
}

QString chartPresetKeyList() {
    QStringList keys;
    for (const ChartPreset preset : kAllChartPresets)
        keys << chartPresetKey(preset);
    return keys.join(QStringLiteral(", "));
}

QString chartPresetKey(ChartPreset preset) {
    switch (preset) {
    case ChartPreset::PerfPerWatt:
        return QStringLiteral("perf-per-watt");
    case ChartPreset::MemoryVsBandwidth:
        return QStringLiteral("memory-vs-bandwidth");
    case ChartPreset::ThroughputVsBandwidth:
        return QStringLiteral("throughput-vs-bandwidth");
    case ChartPreset::ThroughputVsRelease:
        return QStringLiteral("throughput-vs-release");
    }
    Q_UNREACHABLE();
    return QString();
}

QString chartPresetName(ChartPreset preset) {
    switch (preset) {
    case ChartPreset::PerfPerWatt:
        return QCoreApplication::translate("Chart", "Perf per watt");
    case ChartPreset::MemoryVsBandwidth:
        return QCoreApplication::translate("Chart", "Memory capacity vs bandwidth");
    case ChartPreset::ThroughputVsBandwidth:
        return QCoreApplication::translate("Chart", "Throughput vs memory bandwidth");
    case ChartPreset::ThroughputVsRelease:
        return QCoreApplication::translate("Chart", "Throughput vs release date");
    }
    Q_UNREACHABLE();
    return QString();
}

std::optional<ChartPreset> chartPresetFromKey(QStringView key) {
    for (const ChartPreset preset : kAllChartPresets) {
        if (key.compare(chartPresetKey(preset), Qt::CaseInsensitive) == 0)
            return preset;
    }
    return std::nullopt;
}

ChartSpec chartPresetSpec(ChartPreset preset) {
    ChartSpec spec;
    switch (preset) {
    case ChartPreset::PerfPerWatt:
        spec.x = Quantity::forField(Field::TdpW);
        spec.y = Quantity::throughput();
        break;
    case ChartPreset::MemoryVsBandwidth:
        spec.x = Quantity::forField(Field::MemoryGb);
        spec.y = Quantity::forField(Field::MemoryBwGbs);
        break;
    case ChartPreset::ThroughputVsBandwidth:
        spec.x = Quantity::forField(Field::MemoryBwGbs);
        spec.y = Quantity::throughput();
        break;
    case ChartPreset::ThroughputVsRelease:
        spec.x = Quantity::forField(Field::Released);
        spec.y = Quantity::throughput();
        break;
    }
    return spec;
}

QString chartSubjectKey(ChartSubject subject) {
    switch (subject) {
    case ChartSubject::Entries:
        return QString();
    case ChartSubject::MeasuredVsBound:
        return QStringLiteral("measured-vs-bound");
    case ChartSubject::TokensPerWatt:
        return QStringLiteral("tokens-per-watt");
    }
    Q_UNREACHABLE();
    return QString();
}

QString chartSubjectName(ChartSubject subject) {
    switch (subject) {
    case ChartSubject::Entries:
        return QString();
    case ChartSubject::MeasuredVsBound:
        return QCoreApplication::translate("Chart", "Measured results vs bound");
    case ChartSubject::TokensPerWatt:
        return QCoreApplication::translate("Chart", "Measured tokens per watt");
    }
    Q_UNREACHABLE();
    return QString();
}

std::optional<ChartSubject> resultChartSubjectFromKey(QStringView key) {
    for (const ChartSubject subject : kResultChartSubjects) {
        if (key.compare(chartSubjectKey(subject), Qt::CaseInsensitive) == 0)
            return subject;
    }
    return std::nullopt;
}

std::optional<ChartPreset> chartPresetOf(const ChartSpec& spec) {
    if (spec.subject != ChartSubject::Entries)
        return std::nullopt;
    for (const ChartPreset preset : kAllChartPresets) {
        const ChartSpec presetSpec = chartPresetSpec(preset);
        if (presetSpec.x == spec.x && presetSpec.y == spec.y)
            return preset;
    }
    return std::nullopt;
}

bool ChartData::hasSystems() const {
    return std::any_of(points.cbegin(), points.cend(),
                       [](const ChartPoint& p) { return p.system; });
}

QStringList ChartData::excludedItems() const {
    QStringList items;
    items.reserve(excluded.size());
    for (const ChartExclusion& exclusion : excluded)
        items << QStringLiteral("%1 (%2)").arg(exclusion.name, exclusion.reason);
    return items;
}

namespace {
// "a, b, c", or with a non-negative `limit` the first `limit` and "and 39,998 more".
QString joinedItems(const QStringList& items, qsizetype limit) {
    if (limit < 0)
        return items.join(QStringLiteral(", "));
    const BoundedList bounded = boundList(items, limit);
    QStringList shown = bounded.shown;
    if (bounded.more > 0)
        shown << andMoreText(bounded.more);
    return shown.join(QStringLiteral(", "));
}
} // namespace

QString ChartData::excludedSummary(qsizetype limit) const {
    if (excluded.isEmpty())
        return QString();
    return QCoreApplication::translate("Chart", "Not plotted: %1")
        .arg(joinedItems(excludedItems(), limit));
}

namespace {
// "Name (X label, Y label)" of each point with a figure `flagged` says is doubtful.
QStringList flaggedPoints(const ChartData& data, bool (*flagged)(const Figure&)) {
    const ChartSpec& spec = data.spec;
    QStringList items;
    for (const ChartPoint& point : data.points) {
        QStringList labels;
        if (flagged(point.xFigure))
            labels << spec.x.label(spec.precision);
        if (flagged(point.yFigure) && !(spec.y == spec.x))
            labels << spec.y.label(spec.precision);
        if (!labels.isEmpty())
            items << QStringLiteral("%1 (%2)").arg(point.name, labels.join(QStringLiteral(", ")));
    }
    return items;
}
} // namespace

QString ChartData::unverifiedSummary(qsizetype limit) const {
    const QStringList flagged =
        flaggedPoints(*this, [](const Figure& f) { return f.status == FigureStatus::Unverified; });
    if (flagged.isEmpty())
        return QString();
    const QString items = joinedItems(flagged, limit);
    return QCoreApplication::translate("Chart",
                                       "Hollow markers and \"?\": unverified figures, seen on a "
                                       "third-party page and confirmed by no source: %1")
        .arg(items);
}

QString ChartData::designTargetSummary(qsizetype limit) const {
    const QStringList flagged = flaggedPoints(
        *this, [](const Figure& f) { return f.status == FigureStatus::DesignTarget; });
    if (flagged.isEmpty())
        return QString();
    const QString items = joinedItems(flagged, limit);
    return QCoreApplication::translate("Chart",
                                       "Hollow markers and \"target\": design targets, announced "
                                       "for a chip that does not ship yet: %1")
        .arg(items);
}

QString ChartData::sparsityUnstatedSummary(qsizetype limit) const {
    const QStringList flagged =
        flaggedPoints(*this, [](const Figure& f) { return f.sparsityUnstated; });
    if (flagged.isEmpty())
        return QString();
    const QString items = joinedItems(flagged, limit);
    return QCoreApplication::translate("Chart", "Hollow markers and \"*\": the vendor does not say "
                                                "whether the throughput is dense or sparse: %1")
        .arg(items);
}

ChartData buildChartData(const QList<Entry>& entries, const ChartSpec& spec,
                         MemoryUnits memoryUnits) {
    ChartData data;
    data.spec = spec;
    data.memoryUnits = memoryUnits;
    // A date axis has no log scale.
    data.spec.logX = spec.logX && !spec.x.isDate();
    data.spec.logY = spec.logY && !spec.y.isDate();
    data.xUnit = axisUnit(spec.x, spec.precision, memoryUnits);
    data.yUnit = axisUnit(spec.y, spec.precision, memoryUnits);
    data.xTitle = spec.x.columnTitle(spec.precision, memoryUnits);
    data.yTitle = spec.y.columnTitle(spec.precision, memoryUnits);
    const QLocale locale = QLocale::c();
    data.points.reserve(entries.size());
    QSet<QString> vendors;
    // On a big catalog most reasons repeat ("TDP not published"): built once per status.
    QHash<FigureStatus, QString> xMissing;
    QHash<FigureStatus, QString> yMissing;
    const auto missing = [&](QHash<FigureStatus, QString>& cache, const Quantity& quantity,
                             const Figure& figure) {
        if (figure.hasValue())
            return missingReason(quantity, figure, spec.precision);
        auto it = cache.find(figure.status);
        if (it == cache.end())
            it = cache.insert(figure.status, missingReason(quantity, figure, spec.precision));
        return *it;
    };

    for (const Entry& entry : entries) {
        const Chip& chip = entry.figures();
        Figure xFigure = spec.x.figure(chip, spec.precision);
        Figure yFigure = spec.y.figure(chip, spec.precision);
        const std::optional<double> x = plotValue(spec.x, xFigure, data.xUnit);
        const std::optional<double> y = plotValue(spec.y, yFigure, data.yUnit);
        QStringList reasons;
        if (!x)
            reasons << missing(xMissing, spec.x, xFigure);
        if (!y && !(spec.y == spec.x))
            reasons << missing(yMissing, spec.y, yFigure);
        const auto logReason = [&](const Quantity& quantity, double value) {
            return QCoreApplication::translate("Chart", "%1 is %2: a log axis cannot show it")
                .arg(quantity.label(spec.precision),
                     formatQuantity(value, quantity.unit(spec.precision), locale));
        };
        if (x && data.spec.logX && *x <= 0.0)
            reasons << logReason(spec.x, *x);
        if (y && data.spec.logY && *y <= 0.0 && !(spec.y == spec.x && data.spec.logX))
            reasons << logReason(spec.y, *y);
        if (!reasons.isEmpty()) {
            data.excluded.append({chip.id, chip.name, reasons.join(QStringLiteral("; "))});
            continue;
        }
        const bool system = entry.isSystem();
        data.points.append({chip.id, chip.name, chip.vendor, *x, *y, std::move(xFigure),
                            std::move(yFigure), system});
        if (!system && !vendors.contains(chip.vendor)) {
            vendors.insert(chip.vendor);
            data.vendors.append(chip.vendor);
        }
    }

    QCollator collator(QLocale::c());
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    std::sort(data.vendors.begin(), data.vendors.end(), collator);
    data.guides = chooseGuides(data);
    return data;
}

} // namespace chipatlas
