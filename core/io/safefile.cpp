#include "safefile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QStringList>

#ifndef Q_OS_UNIX
#error "core/io/safefile.cpp writes through POSIX calls (open, write, fsync, rename)"
#endif

#include <cerrno>
#include <cstdlib>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace chipatlas {

namespace {
// lupdate files SafeFileText::tr() under "SafeFile", the context the text is looked up in.
class SafeFileText final {
    Q_DECLARE_TR_FUNCTIONS(SafeFile)
};

// The temporary file's name is the target's, cut to leave room for the suffix within the 255
// bytes a file name may have on Linux's file systems.
constexpr qsizetype kMaxTemporaryStem = 200;
constexpr int kTemporaryAttempts = 100;

QString native(const QString& path) {
    return QDir::toNativeSeparators(path);
}

QString kindOf(mode_t mode) {
    if (S_ISDIR(mode))
        return SafeFileText::tr("a folder");
    if (S_ISFIFO(mode))
        return SafeFileText::tr("a named pipe (FIFO)");
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return SafeFileText::tr("a device");
    if (S_ISSOCK(mode))
        return SafeFileText::tr("a socket");
    return SafeFileText::tr("a special file");
}

// The file a symbolic link ends at, all links followed; empty when that fails.
QByteArray resolvedPath(const QByteArray& path) {
    char* resolved = ::realpath(path.constData(), nullptr);
    if (!resolved)
        return {};
    QByteArray result(resolved);
    std::free(resolved);
    return result;
}

// Retries a call that a signal interrupted.
template <typename Call>
auto retried(Call call) {
    for (;;) {
        const auto result = call();
        if (result >= 0 || errno != EINTR)
            return result;
    }
}
} // namespace

QString notARegularFile(const QString& path) {
    const QByteArray name = QFile::encodeName(path);
    struct stat link {};
    if (::lstat(name.constData(), &link) != 0)
        return {}; // missing, or not reachable: writing it says why
    if (!S_ISLNK(link.st_mode))
        return S_ISREG(link.st_mode) ? QString() : kindOf(link.st_mode);
    struct stat target {};
    if (::stat(name.constData(), &target) != 0) {
        const int error = errno;
        const QString points = native(QFileInfo(path).symLinkTarget());
        if (error == ENOENT)
            return SafeFileText::tr("a symbolic link to %1, which does not exist").arg(points);
        return SafeFileText::tr("a symbolic link that cannot be followed (%1)")
            .arg(qt_error_string(error));
    }
    if (S_ISREG(target.st_mode))
        return {};
    return SafeFileText::tr("a symbolic link to %1, which is %2")
        .arg(native(QFile::decodeName(resolvedPath(name))), kindOf(target.st_mode));
}

SafeFile::SafeFile(const QString& path)
    : m_path(path) {}

SafeFile::~SafeFile() {
    cancel();
}

bool SafeFile::open() {
    if (m_fd >= 0 || m_failed)
        return false;
    if (const QString kind = notARegularFile(m_path); !kind.isEmpty())
        return refuse(kind);
    QByteArray target = QFile::encodeName(m_path);
    struct stat existing {};
    m_existed = ::stat(target.constData(), &existing) == 0;
    if (m_existed) {
        struct stat link {};
        if (::lstat(target.constData(), &link) == 0 && S_ISLNK(link.st_mode)) {
            target = resolvedPath(target);
            if (target.isEmpty())
                return fail(errno);
        }
        // As QSaveFile: a file its owner made read-only is not replaced behind their back.
        if (::access(target.constData(), W_OK) != 0 && errno == EACCES) {
            return report(SafeFileText::tr("the file is read-only"),
                          SafeFileText::tr("Make it writable or choose another file name."));
        }
    }
    m_target = QFile::decodeName(target);

    const QFileInfo info(m_target);
    const QByteArray folder = QFile::encodeName(info.path());
    const QByteArray stem = QFile::encodeName(info.fileName()).left(kMaxTemporaryStem);
    for (int attempt = 0; attempt < kTemporaryAttempts; ++attempt) {
        const QByteArray suffix =
            QByteArray::number(QRandomGenerator::global()->generate(), 16).rightJustified(8, '0');
        m_temporary = folder + '/' + stem + '.' + suffix + ".tmp";
        // 0666 less the umask, as any new file; an existing file's bits are copied below.
        m_fd = retried([this] {
            return ::open(m_temporary.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        });
        if (m_fd >= 0)
            break;
        if (errno != EEXIST) {
            m_temporary.clear();
            return fail(errno);
        }
    }
    if (m_fd < 0) {
        m_temporary.clear();
        return fail(EEXIST);
    }
    // Best effort: the new file is complete without the old one's permission bits.
    if (m_existed)
        ::fchmod(m_fd, existing.st_mode & 07777);
    return true;
}

bool SafeFile::write(const char* data, qint64 size) {
    if (m_fd < 0 || m_failed)
        return false;
    for (qint64 done = 0; done < size;) {
        const ssize_t count =
            retried([&] { return ::write(m_fd, data + done, size_t(size - done)); });
        if (count < 0)
            return fail(errno);
        if (count == 0) // no progress on a regular file: the device gave up
            return fail(EIO);
        done += count;
    }
    return true;
}

bool SafeFile::commit() {
    if (m_fd < 0 || m_failed) {
        cancel();
        return false;
    }
    // Where a file system reports a full disk or a lost write only now (NFS, quotas, delayed
    // allocation), fsync() and close() are where it shows.
    if (retried([this] { return ::fsync(m_fd); }) != 0)
        return fail(errno);
    const int fd = m_fd;
    m_fd = -1;
    if (::close(fd) != 0 && errno != EINTR) // after EINTR the descriptor is closed on Linux
        return fail(errno);
    // The type check of open(), once more: a FIFO or a device put there since is not replaced.
    const QByteArray target = QFile::encodeName(m_target);
    struct stat now {};
    if (::lstat(target.constData(), &now) == 0 && !S_ISREG(now.st_mode))
        return refuse(kindOf(now.st_mode));
    if (::rename(m_temporary.constData(), target.constData()) != 0)
        return fail(errno);
    m_temporary.clear();
    // The rename itself reaches the disk with the folder. The file is in place and whole
    // already, so a folder that cannot be synced (some file systems refuse) is not an error.
    const QByteArray folder = QFile::encodeName(QFileInfo(m_target).path());
    const int folderFd =
        retried([&] { return ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); });
    if (folderFd >= 0) {
        retried([folderFd] { return ::fsync(folderFd); });
        ::close(folderFd);
    }
    return true;
}

void SafeFile::cancel() {
    if (m_fd >= 0 || !m_temporary.isEmpty())
        m_failed = true;
    removeTemporary();
}

bool SafeFile::save(const QString& path, const QByteArray& data, QString* error) {
    SafeFile file(path);
    if (file.open() && file.write(data) && file.commit())
        return true;
    if (error)
        *error = file.errorString();
    return false;
}

void SafeFile::removeTemporary() {
    if (m_fd >= 0) {
        ::close(m_fd);
        m_fd = -1;
    }
    if (!m_temporary.isEmpty()) {
        ::unlink(m_temporary.constData());
        m_temporary.clear();
    }
}

bool SafeFile::fail(int errorNumber) {
    const QString folder = native(QFileInfo(m_target.isEmpty() ? m_path : m_target).path());
    switch (errorNumber) {
    case ENOSPC:
    case EDQUOT:
        return report(SafeFileText::tr("the disk is full"),
                      SafeFileText::tr("Free some space and try again."));
    case EFBIG:
        return report(SafeFileText::tr("the file is larger than the system allows"));
    case EIO:
        return report(SafeFileText::tr("the disk reported an input/output error"));
    case EROFS:
        return report(SafeFileText::tr("the file system is read-only"));
    case EACCES:
    case EPERM:
        return report(SafeFileText::tr("the folder %1 is not writable").arg(folder));
    case ENOENT:
        return report(SafeFileText::tr("the folder %1 does not exist").arg(folder));
    case ENOTDIR:
        return report(SafeFileText::tr("%1 is not a folder").arg(folder));
    case ENAMETOOLONG:
        return report(SafeFileText::tr("the file name is too long"));
    default:
        return report(qt_error_string(errorNumber));
    }
}

bool SafeFile::report(const QString& reason, const QString& help) {
    removeTemporary();
    m_failed = true;
    QStringList sentences{//: %1 the file, %2 why ("the disk is full")
                          SafeFileText::tr("Could not write %1: %2.").arg(native(m_path), reason)};
    if (!help.isEmpty())
        sentences << help;
    sentences << (m_existed ? SafeFileText::tr("The file was left as it was.")
                            : SafeFileText::tr("No file was written."));
    m_error = sentences.join(QLatin1Char(' '));
    return false;
}

bool SafeFile::refuse(const QString& reason) {
    removeTemporary();
    m_failed = true;
    //: %1 the file, %2 what it is ("a named pipe (FIFO)", "a device").
    m_error = SafeFileText::tr("Could not write %1: it is %2, not a regular file. Nothing was "
                               "written to it; choose another file name.")
                  .arg(native(m_path), reason);
    return false;
}

} // namespace chipatlas
