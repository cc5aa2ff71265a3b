#pragma once

// For tests that run under tools/testing/with-small-disk (CMake: chipatlas_add_test(...
// SMALL_DISK SIZE)): CHIPATLAS_SMALL_DISK is a small tmpfs of the test's own, so "disk full"
// is a real ENOSPC and needs no root.

#include <QByteArray>
#include <QFile>
#include <QFileInfo>
#include <QStorageInfo>
#include <QString>

#include <algorithm>

namespace catalogtest {

// The small disk's folder; empty when the test was not started under with-small-disk.
inline QString smallDisk() {
    const QString folder = qEnvironmentVariable("CHIPATLAS_SMALL_DISK");
    return QFileInfo(folder).isDir() ? folder : QString();
}

// Fills the disk of `filler` with that one file until at most `leave` bytes are free; false when
// the disk could not be filled (then the test would prove nothing). Remove `filler` to free it.
inline bool fillDisk(const QString& filler, qint64 leave) {
    QFile file(filler);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    const QByteArray block(64 * 1024, 'x');
    for (;;) {
        QStorageInfo disk(QFileInfo(filler).absolutePath());
        disk.refresh();
        const qint64 available = disk.bytesAvailable();
        if (available <= leave)
            return true;
        const qint64 size = std::min<qint64>(block.size(), available - leave);
        if (file.write(block.constData(), size) != size || !file.flush())
            return leave == 0; // the disk is full: what leave == 0 asked for
    }
}

} // namespace catalogtest
