#include "cliapplication.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN)
#include <unistd.h>
#endif

namespace chipatlas::cli {

namespace {
// QGuiApplication asks for the XDG runtime folder and warns when XDG_RUNTIME_DIR is unset (on
// a server, in a cron job). A chart export does not use it: give it a private one, made the
// way the XDG spec asks (owned by the user, mode 0700), rather than a warning on stderr.
void ensureRuntimeDir() {
#if defined(Q_OS_UNIX) && !defined(Q_OS_DARWIN)
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
        return;
    const QString path =
        QStringLiteral("%1/chipatlas-runtime-%2").arg(QDir::tempPath()).arg(::getuid());
    constexpr QFile::Permissions ownerOnly = QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner;
    if (!QDir(path).exists() && !QDir().mkdir(path, ownerOnly))
        return; // Qt falls back to its own folder, with its warning
    // Only a folder of ours that nobody else can enter (another user may have made it first).
    const QFileInfo info(path);
    if (!info.isDir() || info.isSymLink() || info.ownerId() != ::getuid() ||
        (info.permissions() & ~(ownerOnly | QFile::ReadUser | QFile::WriteUser | QFile::ExeUser)))
        return;
    qputenv("XDG_RUNTIME_DIR", QFile::encodeName(path));
#endif
}
} // namespace

QByteArray commandArgument(int argc, const char* const* argv) {
    for (int i = 1; i < argc; ++i) {
        const QByteArray argument(argv[i]);
        if (argument == "--db") {
            ++i; // its value
            continue;
        }
        if (!argument.startsWith('-'))
            return argument;
    }
    return QByteArray();
}

bool drawsChart(int argc, const char* const* argv) {
    const QByteArray command = commandArgument(argc, argv);
    if (command == "chart")
        return true;
    if (command != "tco")
        return false;
    for (int i = 1; i < argc; ++i) {
        const QByteArray argument(argv[i]);
        if (argument == "--chart" || argument.startsWith("--chart="))
            return true;
    }
    return false;
}

std::unique_ptr<QCoreApplication> createApplication(int& argc, char** argv) {
    if (!drawsChart(argc, argv))
        return std::make_unique<QCoreApplication>(argc, argv);
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    ensureRuntimeDir();
    return std::make_unique<QApplication>(argc, argv);
}

} // namespace chipatlas::cli
