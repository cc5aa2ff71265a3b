#include "schema.h"

#include <QCoreApplication>

namespace chipatlas {

QString EntrySchema::key(int index) const {
    return QString::fromLatin1(at(index).key);
}

QString EntrySchema::label(int index) const {
    return QCoreApplication::translate(context, at(index).label);
}

std::optional<int> EntrySchema::indexOf(QStringView key) const {
    for (const FieldSpec& spec : fields) {
        if (key == QLatin1String(spec.key))
            return spec.index;
    }
    return std::nullopt;
}

} // namespace chipatlas
