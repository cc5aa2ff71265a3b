#pragma once

// Paths that name something other than a regular file (a folder, a FIFO, a device, symbolic
// links to them or to nothing), for tests that give one where a file is to be written or a
// catalog opened, and check afterwards that it is still what it was.
//
// The device is a node made with mknod in the test's own folder (root only: CAP_MKNOD), never
// /dev/null: a writer that wrongly replaced the device it is given would replace that node, not
// the machine's /dev/null. Only where this process may not write to /dev (not root, or root of
// a user namespace such as with-small-disk's) does a link to /dev/null stand in for "a link to
// a device": then nothing in /dev can be replaced.

#include <QDir>
#include <QFile>
#include <QString>
#include <QTest>

#include <cerrno>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace catalogtest {

// The file type bits of `path` (S_IFREG, S_IFIFO, S_IFCHR, S_IFLNK, ...): the link itself, or
// with `followLink` what it points to; 0 when it does not exist.
inline mode_t fileType(const QString& path, bool followLink = false) {
    struct stat info {};
    const QByteArray name = QFile::encodeName(path);
    const int result =
        followLink ? ::stat(name.constData(), &info) : ::lstat(name.constData(), &info);
    return result == 0 ? (info.st_mode & S_IFMT) : 0;
}

// The kinds a test data table names, each with the words the message uses for it.
struct SpecialFileKind {
    const char* kind;  // for makeSpecialFile()
    const char* words; // what the message says it is
};
inline constexpr SpecialFileKind kSpecialFiles[] = {
    {"folder", "is a folder"},
    {"fifo", "is a named pipe (FIFO)"},
    {"device", "is a device"},
    {"link to a fifo", ", which is a named pipe (FIFO)"},
    {"link to a device", ", which is a device"},
};

// What makeSpecialFile() made.
struct SpecialFile {
    QString linkTarget; // for a link: what it points to, to compare afterwards
    QString skip;       // why this kind cannot be made here (a device without root); for QSKIP
    QString failure;    // what went wrong making it
};

// Makes `path` a `kind` of kSpecialFiles; what a link points to (a FIFO, a device node) goes
// beside it, named after it.
inline SpecialFile makeSpecialFile(const QString& path, const QString& kind) {
    SpecialFile made;
    const QByteArray name = QFile::encodeName(path);
    const QString helper = path + QStringLiteral(".points-here");
    const QByteArray helperName = QFile::encodeName(helper);
    const auto failed = [&made, &path](const char* what) {
        made.failure = QStringLiteral("cannot make %1 %2: %3")
                           .arg(QLatin1String(what), path, qt_error_string(errno));
        return made;
    };
    if (kind == QLatin1String("folder")) {
        if (!QDir().mkpath(path))
            return failed("the folder");
    } else if (kind == QLatin1String("fifo")) {
        if (::mkfifo(name.constData(), 0600) != 0)
            return failed("the FIFO");
    } else if (kind == QLatin1String("device")) {
        if (::mknod(name.constData(), S_IFCHR | 0600, makedev(1, 3)) != 0) {
            made.skip = QStringLiteral("making a device node needs root (CAP_MKNOD)");
            return made;
        }
    } else if (kind == QLatin1String("link to a fifo")) {
        if (::mkfifo(helperName.constData(), 0600) != 0)
            return failed("the FIFO");
        made.linkTarget = helper;
    } else if (kind == QLatin1String("link to a device")) {
        if (::access("/dev", W_OK) != 0) { // this process cannot replace anything in /dev
            made.linkTarget = QStringLiteral("/dev/null");
        } else if (::mknod(helperName.constData(), S_IFCHR | 0600, makedev(1, 3)) == 0) {
            made.linkTarget = helper;
        } else {
            made.skip = QStringLiteral("where /dev is writable, a link to a device points to a "
                                       "node of the test's own, and making one needs CAP_MKNOD");
            return made;
        }
    } else {
        made.failure = QStringLiteral("no special file \"%1\"").arg(kind);
        return made;
    }
    if (!made.linkTarget.isEmpty() && !QFile::link(made.linkTarget, path))
        return failed("the link");
    return made;
}

// The same, in a test function: skips where the kind cannot be made, fails where making it
// failed.
#define CHIPATLAS_MAKE_SPECIAL_FILE(made, path, kind)                                              \
    const catalogtest::SpecialFile made = catalogtest::makeSpecialFile((path), (kind));            \
    if (!made.skip.isEmpty())                                                                      \
        QSKIP(qPrintable(made.skip));                                                              \
    QVERIFY2(made.failure.isEmpty(), qPrintable(made.failure))

} // namespace catalogtest
