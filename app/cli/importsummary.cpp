#include "importsummary.h"

#include "clicontext.h"
#include "domain/boundedlist.h"

namespace chipatlas::cli {

QString importWriteFailed(const StorageError& error) {
    const QString message = CliContext::storageMessage(error);
    // A conflict's message says what was not imported. The command line speaks English only (it
    // loads no translation): core's other messages that say what became of the write end in
    // "Nothing was saved." or "Nothing was changed...".
    if (error.code == StorageError::Code::Conflict ||
        message.contains(QLatin1String("Nothing was saved")) ||
        message.contains(QLatin1String("Nothing was changed")))
        return message;
    return message + QStringLiteral(" Nothing was imported.");
}

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
