#include "lockholder.h"

#include <QCoreApplication>
#include <QFile>

#include <limits>

#ifdef Q_OS_LINUX
#include <sys/stat.h>
#include <sys/sysmacros.h>
#endif

namespace chipatlas::storage {

#ifdef Q_OS_LINUX
namespace {
// The bytes SQLite's unix VFS locks to write (sqlite3.c): in WAL mode, WAL_WRITE_LOCK of the
// -shm file (byte 120); in rollback mode, the RESERVED and PENDING bytes of the database file.
constexpr qint64 kWalWriteLock = 120;
constexpr qint64 kPendingByte = 0x40000000;
constexpr qint64 kReservedByte = kPendingByte + 1;

// The process with a POSIX lock on `byte` of `file` (a /proc/locks line "1: POSIX ADVISORY
// WRITE 1234 08:01:5678 120 120"), other than this one. The device is matched when it can be:
// on btrfs and some overlays /proc/locks names another device than stat() does, and then the
// inode alone decides.
std::optional<qint64> posixLocker(const QByteArray& locks, const QString& file, qint64 byte) {
    struct stat info {};
    if (stat(QFile::encodeName(file).constData(), &info) != 0)
        return std::nullopt;
    const QByteArray device = QByteArray::number(major(info.st_dev), 16).rightJustified(2, '0') +
                              ':' +
                              QByteArray::number(minor(info.st_dev), 16).rightJustified(2, '0');
    const QByteArray inode = QByteArray::number(qulonglong(info.st_ino));
    const qint64 self = QCoreApplication::applicationPid();
    std::optional<qint64> sameInode;
    for (const QByteArray& line : locks.split('\n')) {
        const QList<QByteArray> words = line.simplified().split(' ');
        // id: POSIX ADVISORY READ|WRITE pid dev:inode start end ("-> " lines are waiters).
        if (words.size() < 8 || words.at(1) != "POSIX")
            continue;
        const QList<QByteArray> where = words.at(5).split(':');
        if (where.size() != 3 || where.at(2) != inode)
            continue;
        const qint64 start = words.at(6).toLongLong();
        const qint64 end =
            words.at(7) == "EOF" ? std::numeric_limits<qint64>::max() : words.at(7).toLongLong();
        const qint64 pid = words.at(4).toLongLong();
        if (start > byte || byte > end || pid == self)
            continue;
        if (where.at(0) + ':' + where.at(1) == device)
            return pid;
        sameInode = pid;
    }
    return sameInode;
}
} // namespace

std::optional<LockHolder> sqliteLockHolder(const QString& path) {
    QFile file(QStringLiteral("/proc/locks"));
    if (path.isEmpty() || !file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray locks = file.readAll();
    std::optional<qint64> pid = posixLocker(locks, path + QStringLiteral("-shm"), kWalWriteLock);
    if (!pid)
        pid = posixLocker(locks, path, kReservedByte);
    if (!pid)
        pid = posixLocker(locks, path, kPendingByte);
    if (!pid)
        return std::nullopt;
    QFile comm(QStringLiteral("/proc/%1/comm").arg(*pid));
    QString program;
    if (comm.open(QIODevice::ReadOnly))
        program = QString::fromLocal8Bit(comm.readAll()).trimmed();
    return LockHolder{*pid, program};
}
#else
std::optional<LockHolder> sqliteLockHolder(const QString&) {
    return std::nullopt;
}
#endif

} // namespace chipatlas::storage
