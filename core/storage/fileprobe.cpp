#include "fileprobe.h"

#include "io/safefile.h"
#include "sqlsupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QtEndian>

namespace chipatlas::storage {

namespace {
// The SQLite file header (https://www.sqlite.org/fileformat.html#the_database_header).
constexpr char kMagic[] = "SQLite format 3"; // followed by its NUL: 16 bytes
constexpr int kHeaderSize = 100;
constexpr int kUserVersionOffset = 60;
constexpr int kApplicationIdOffset = 68;

constexpr QFileDevice::Permissions kAnyWrite =
    QFileDevice::WriteOwner | QFileDevice::WriteGroup | QFileDevice::WriteOther;

QString native(const QString& path) {
    return QDir::toNativeSeparators(path);
}

StorageError fail(StorageError::Code code, const QString& message) {
    return {code, message};
}
} // namespace

bool probeFile(const QString& path, int currentSchemaVersion, qint32 applicationId,
               FileProbe* probe, StorageError* error) {
    const QFileInfo info(path);
    const QString folder = info.absolutePath();
    if (!info.exists()) {
        if (!QDir().mkpath(folder)) {
            *error = fail(StorageError::Code::CannotCreate,
                          StorageText::tr("Cannot create the folder %1 for the catalog %2. Choose "
                                          "another file.")
                              .arg(native(folder), native(path)));
            return false;
        }
        const QFileInfo folderInfo(folder);
        if (!folderInfo.isWritable() || !(folderInfo.permissions() & kAnyWrite)) {
            *error = fail(StorageError::Code::CannotCreate,
                          StorageText::tr("Cannot create the catalog %1: its folder is not "
                                          "writable. Choose another file.")
                              .arg(native(path)));
            return false;
        }
        probe->fresh = true;
        return true;
    }
    // Told by its type alone (stat), before anything opens it: opening a FIFO waits for a writer
    // that never comes, and SQLite would put a -journal beside a device (/dev/null-journal).
    if (const QString kind = notARegularFile(path); !kind.isEmpty()) {
        *error = fail(StorageError::Code::NotSqlite,
                      //: %2 is what the path is: "a folder", "a named pipe (FIFO)", "a device"
                      StorageText::tr("%1 is %2, not a ChipAtlas catalog. Give the path of a "
                                      "catalog file.")
                          .arg(native(path), kind));
        return false;
    }

    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = fail(StorageError::Code::ReadOnly,
                      StorageText::tr("%1 cannot be read: %2. Check its permissions or open "
                                      "another catalog.")
                          .arg(native(path), file.errorString()));
        return false;
    }
    const QByteArray header = file.read(kHeaderSize);
    file.close();
    if (header.isEmpty()) {
        probe->fresh = true;
    } else if (!header.startsWith(QByteArray(kMagic, sizeof kMagic))) {
        *error = fail(StorageError::Code::NotSqlite,
                      StorageText::tr("%1 is not a ChipAtlas catalog: it is not an SQLite "
                                      "database.")
                          .arg(native(path)));
        return false;
    } else if (header.size() < kHeaderSize) {
        *error = fail(StorageError::Code::Corrupt,
                      corruptMessage(path, StorageText::tr("the file is shorter than its header")));
        return false;
    } else {
        const auto* bytes = reinterpret_cast<const uchar*>(header.constData());
        const qint32 userVersion = qFromBigEndian<qint32>(bytes + kUserVersionOffset);
        const qint32 appId = qFromBigEndian<qint32>(bytes + kApplicationIdOffset);
        // The header may lag behind a WAL file; the connection checks again after this.
        if (appId != 0 && appId != applicationId) {
            *error = fail(StorageError::Code::NotChipAtlas, notChipAtlasMessage(path));
            return false;
        }
        if (appId == applicationId && userVersion > currentSchemaVersion) {
            *error = fail(StorageError::Code::NewerSchema,
                          newerSchemaMessage(path, userVersion, currentSchemaVersion));
            return false;
        }
    }

    // Root passes every access() check, so the permission bits are what tell a file the user
    // marked read-only.
    if (!(info.permissions() & kAnyWrite) || !info.isWritable()) {
        *error = fail(StorageError::Code::ReadOnly, readOnlyMessage(path));
        return false;
    }
    const QFileInfo folderInfo(folder);
    if (!(folderInfo.permissions() & kAnyWrite) || !folderInfo.isWritable()) {
        *error = fail(StorageError::Code::ReadOnly,
                      StorageText::tr("The folder of %1 is read-only, and SQLite needs to create "
                                      "its -wal and -shm files beside it. Make the folder "
                                      "writable, or open another catalog.")
                          .arg(native(path)));
        return false;
    }
    return true;
}

} // namespace chipatlas::storage
