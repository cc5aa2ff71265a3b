#include "chipfilter.h"

#include <QCommandLineOption>

#include <algorithm>
#include <iterator>

namespace chipatlas::cli {

QCommandLineOption filterOption() {
    return QCommandLineOption(
        QStringList{QStringLiteral("f"), QStringLiteral("filter")},
        QStringLiteral("Only chips whose name, vendor or family contains <text> (any case)."),
        QStringLiteral("text"));
}

bool matchesFilter(const Chip& chip, const QString& filter) {
    if (filter.isEmpty())
        return true;
    for (const QString* text : {&chip.name, &chip.vendor, &chip.familyGeneration}) {
        if (text->contains(filter, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

QList<Chip> filteredChips(const QList<Chip>& chips, const QString& filter) {
    QList<Chip> result;
    std::copy_if(chips.begin(), chips.end(), std::back_inserter(result),
                 [&](const Chip& chip) { return matchesFilter(chip, filter); });
    return result;
}

} // namespace chipatlas::cli
