#include "importsummary.h"

#include "domain/boundedlist.h"

namespace chipatlas::cli {

QString summaryLines(const QString& label, const QStringList& entries, bool verbose) {
    const BoundedList bounded =
        verbose ? BoundedList{entries, 0} : boundList(entries, kBoundedListLength);
    QString text;
    for (const QString& entry : bounded.shown)
        text += QStringLiteral("  %1%2\n").arg(label, -9).arg(entry);
    if (bounded.more > 0) {
        text += QStringLiteral("  %1%2 (--verbose lists them all)\n")
                    .arg(label, -9)
                    .arg(andMoreText(bounded.more));
    }
    return text;
}

} // namespace chipatlas::cli
