#include "filteroption.h"

#include <QCommandLineOption>

namespace chipatlas::cli {

QCommandLineOption filterOption() {
    return QCommandLineOption(
        QStringList{QStringLiteral("f"), QStringLiteral("filter")},
        QStringLiteral("Only chips whose name, vendor, family or id contains <text> (any case)."),
        QStringLiteral("text"));
}

} // namespace chipatlas::cli
