#include "figure.h"

#include <QCoreApplication>

#include <array>

namespace chipatlas {

namespace {
struct StatusName {
    FigureStatus status;
    const char* key;
    const char* display;
};
constexpr std::array kStatusNames{
    StatusName{FigureStatus::Published, "published", QT_TRANSLATE_NOOP("Figure", "published")},
    StatusName{FigureStatus::Computed, "computed", QT_TRANSLATE_NOOP("Figure", "computed")},
    StatusName{FigureStatus::NotPublished, "not_published",
               QT_TRANSLATE_NOOP("Figure", "not published")},
    StatusName{FigureStatus::Unknown, "unknown", QT_TRANSLATE_NOOP("Figure", "unknown")},
    StatusName{FigureStatus::Unverified, "unverified", QT_TRANSLATE_NOOP("Figure", "unverified")},
    StatusName{FigureStatus::DesignTarget, "design_target",
               QT_TRANSLATE_NOOP("Figure", "design target, not shipping")},
};
} // namespace

QList<FigureStatus> figureStatuses() {
    return {FigureStatus::Published,    FigureStatus::Computed,     FigureStatus::Unverified,
            FigureStatus::DesignTarget, FigureStatus::NotPublished, FigureStatus::Unknown};
}

QString statusKey(FigureStatus status) {
    return QString::fromLatin1(kStatusNames[size_t(status)].key);
}

QString statusDisplayName(FigureStatus status) {
    return QCoreApplication::translate("Figure", kStatusNames[size_t(status)].display);
}

QString statusMark(FigureStatus status) {
    switch (status) {
    case FigureStatus::Unverified:
        return QStringLiteral("?");
    case FigureStatus::DesignTarget:
        //: The short mark of a design target's value in tables: "2,517 target"
        return QCoreApplication::translate("Figure", "target");
    case FigureStatus::Published:
    case FigureStatus::Computed:
    case FigureStatus::NotPublished:
    case FigureStatus::Unknown:
        return QString();
    }
    Q_UNREACHABLE();
    return QString();
}

std::optional<FigureStatus> statusFromKey(QStringView key) {
    for (const StatusName& s : kStatusNames) {
        if (key == QLatin1String(s.key))
            return s.status;
    }
    return std::nullopt;
}

QString printedUnitKey(PrintedUnit unit) {
    switch (unit) {
    case PrintedUnit::Unstated:
        return QString();
    case PrintedUnit::Decimal:
        return QStringLiteral("decimal");
    case PrintedUnit::Binary:
        return QStringLiteral("binary");
    }
    Q_UNREACHABLE();
    return QString();
}

std::optional<PrintedUnit> printedUnitFromKey(QStringView key) {
    for (PrintedUnit unit : {PrintedUnit::Unstated, PrintedUnit::Decimal, PrintedUnit::Binary}) {
        if (key == printedUnitKey(unit))
            return unit;
    }
    return std::nullopt;
}

QString linkScopeKey(LinkScope scope) {
    switch (scope) {
    case LinkScope::Unstated:
        return QString();
    case LinkScope::ChipToChip:
        return QStringLiteral("chip_to_chip");
    case LinkScope::HostToChip:
        return QStringLiteral("host_to_chip");
    }
    Q_UNREACHABLE();
    return QString();
}

std::optional<LinkScope> linkScopeFromKey(QStringView key) {
    for (LinkScope scope : {LinkScope::Unstated, LinkScope::ChipToChip, LinkScope::HostToChip}) {
        if (key == linkScopeKey(scope))
            return scope;
    }
    return std::nullopt;
}

} // namespace chipatlas
