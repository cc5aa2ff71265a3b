#pragma once

// An export streamed into its file (README, Performance): memory grows with a page of entries,
// not the catalog. Shared by export of chips (exportcommand.cpp) and of systems, offers and
// results (systemtransfer.cpp).

#include "clicontext.h"
#include "io/safefile.h"
#include "storage/catalog.h"

#include <QByteArray>
#include <QString>

namespace chipatlas::cli {

// Writes `begin`, then the bytes `writeEntries(write, &error)` hands to `write` for each entry as
// it reads it (write returns false when writing failed: stop reading; writeEntries returns
// whether it read every entry), then `end()`, into `path` through SafeFile: its temporary file
// replaces the target only when every entry was read and written, so a failed read or write
// leaves an existing file as it was. ExitOk, or the failure reported with what and where.
template <typename WriteEntries, typename End>
int streamToFile(CliContext& context, const QString& path, const QByteArray& begin,
                 WriteEntries writeEntries, End end) {
    SafeFile file(path);
    if (!file.open())
        return context.fail(ExitDataError, file.errorString());
    bool written = file.write(begin);
    StorageError error;
    const auto write = [&](const QByteArray& bytes) {
        written = file.write(bytes);
        return written;
    };
    const bool read = written && writeEntries(write, &error);
    if (written && !read) {
        file.cancel();
        return context.fail(ExitDataError, error);
    }
    if (!written || !file.write(end()) || !file.commit())
        return context.fail(ExitDataError, file.errorString());
    return ExitOk;
}

} // namespace chipatlas::cli
