#include "boundedlist.h"

#include <QCoreApplication>

#include <algorithm>

namespace chipatlas {

BoundedList boundList(const QStringList& all, qsizetype limit) {
    BoundedList list;
    list.shown = all.mid(0, std::max<qsizetype>(limit, 0));
    list.more = all.size() - list.shown.size();
    return list;
}

QString andMoreText(qsizetype more) {
    if (more <= 0)
        return {};
    return QCoreApplication::translate("BoundedList", "and %Ln more", nullptr, int(more));
}

} // namespace chipatlas
