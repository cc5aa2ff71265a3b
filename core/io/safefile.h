#pragma once

#include <QByteArray>
#include <QString>

namespace chipatlas {

// What `path` is when it exists but is not a regular file, as words that complete "it is ...":
// "a folder", "a named pipe (FIFO)", "a device", "a socket"; for a symbolic link, what it
// points to ("a symbolic link to /dev/null, which is a device", "... which does not exist").
// Empty for a regular file, a symbolic link to one, and a path that does not exist. Reads the
// file's type only (stat), so a FIFO or a device is never opened.
QString notARegularFile(const QString& path);

// The one way ChipAtlas writes a file a user asked for (exports, charts, the comparison, the
// waiting edits): the bytes go to a temporary file in the target's folder; each write, the
// fsync and the close are checked; only when every byte is on the disk is the temporary file
// renamed over the target. Whatever fails, the target is left as it was and the temporary file
// is removed, and errorString() names the file and the reason in plain words ("the disk is
// full").
//
// A target that exists and is not a regular file (a folder, a device, a FIFO, a socket, or a
// symbolic link to one of them or to nothing) is refused by open(), before anything is written:
// a device is never replaced by a file. A symbolic link to a regular file stays a link: the
// file it points to is replaced (as QSaveFile does). An existing file keeps its permission bits.
//
// Why not QSaveFile: Qt 6.4's commit() ignores a flush that failed in close() (with a buffered
// device, a short file is renamed over the target, and commit() reports success) and ignores
// a failed fsync; it also renames over a FIFO or a device that a symbolic link points to.
//
// Written for POSIX (open, write, fsync, rename); not thread-safe, but one object per thread is
// fine (the GUI's export runs on a worker).
class SafeFile final {
public:
    explicit SafeFile(const QString& path);
    ~SafeFile(); // an uncommitted file is cancelled: the target stays as it was
    SafeFile(const SafeFile&) = delete;
    SafeFile& operator=(const SafeFile&) = delete;

    // Checks the target and creates the temporary file; false (and errorString()) when the
    // target may not or cannot be written.
    bool open();
    // Writes all `size` bytes (a short write is continued); false once any write failed.
    bool write(const char* data, qint64 size);
    bool write(const QByteArray& data) { return write(data.constData(), data.size()); }
    // Flushes the temporary file to the disk, closes it and renames it over the target; false
    // (and the target untouched) when any step, or any earlier write, failed.
    bool commit();
    // Drops what was written: the temporary file goes, the target stays as it was.
    void cancel();

    // The complete sentence for a person: the file, what went wrong and, where it helps, what
    // to do ("Could not write /tmp/out.csv: the disk is full. Free some space and try again.
    // The file was left as it was."). Empty while nothing failed.
    QString errorString() const { return m_error; }
    // The file written: the target, or for a symbolic link the file it points to. Set by open().
    QString targetPath() const { return m_target; }

    // Writes `data` to `path` as above; false with errorString()'s sentence in `error`.
    static bool save(const QString& path, const QByteArray& data, QString* error);

private:
    bool fail(int errorNumber); // says what errno `errorNumber` means for the user
    bool report(const QString& reason, const QString& help = QString());
    bool refuse(const QString& reason);
    void removeTemporary();

    QString m_path;   // as given
    QString m_target; // the file to replace (a symbolic link resolved)
    QByteArray m_temporary;
    QString m_error;
    int m_fd = -1;
    bool m_existed = false;
    bool m_failed = false;
};

} // namespace chipatlas
