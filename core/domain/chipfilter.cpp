#include "chipfilter.h"

#include <algorithm>
#include <iterator>

namespace chipatlas {

bool chipMatchesText(const Chip& chip, QStringView text) {
    const QStringView needle = text.trimmed();
    if (needle.isEmpty())
        return true;
    for (const QString* field : {&chip.name, &chip.vendor, &chip.familyGeneration, &chip.id}) {
        if (field->contains(needle, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

QList<Chip> chipsMatchingText(const QList<Chip>& chips, QStringView text) {
    QList<Chip> result;
    std::copy_if(chips.begin(), chips.end(), std::back_inserter(result),
                 [text](const Chip& chip) { return chipMatchesText(chip, text); });
    return result;
}

} // namespace chipatlas
