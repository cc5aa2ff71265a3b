#include "fuzzentries.h"
#include "guistartup.h"

#include <QStringList>

namespace chipatlas::fuzz {

QString fuzzStartupOptions(QByteArrayView data) {
    QStringList arguments{QStringLiteral("chipatlas")};
    for (const QByteArray& argument : data.toByteArray().split('\0'))
        arguments.append(QString::fromUtf8(argument));
    const GuiCommandLine commandLine = parseGuiCommandLine(arguments);
    if (commandLine.action == GuiCommandLine::Action::Error && commandLine.message.isEmpty())
        return QStringLiteral("parseGuiCommandLine refused the arguments without saying why");
    return {};
}

} // namespace chipatlas::fuzz
