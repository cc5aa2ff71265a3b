#include "commandline.h"

#include "clicontext.h"

#include <QtGlobal>

namespace chipatlas::cli {

CommandLine::CommandLine(const QString& description) {
    m_parser.setApplicationDescription(description);
}

void CommandLine::addArgument(const QString& name, const QString& description,
                              const QString& syntax) {
    m_parser.addPositionalArgument(name, description, syntax);
}

void CommandLine::addOptions(std::initializer_list<OptionRow> rows) {
    QList<QCommandLineOption> options;
    for (const OptionRow& row : rows)
        options.append(row.option);
    m_parser.addOptions(options);
    m_options += options;
}

std::optional<int> CommandLine::parse(CliContext& context, const QStringList& arguments) {
    return context.parse(m_parser, arguments);
}

const QCommandLineOption& CommandLine::option(const char* name) const {
    const QString text = QString::fromLatin1(name);
    for (const QCommandLineOption& option : m_options) {
        if (option.names().contains(text))
            return option;
    }
    qFatal("CommandLine: no option \"%s\" in the command's table", name);
}

} // namespace chipatlas::cli
