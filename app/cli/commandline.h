#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QString>
#include <QStringList>

#include <initializer_list>
#include <optional>

namespace chipatlas::cli {

class CliContext;

// One option of a command, a row of the command's table: its name (what messages and the
// command's code use), what `--help` says of it, the name of its value (none: a switch) and
// the value when it is not given. An option shared by several commands (filterOption(),
// CliContext::precisionOption()) or one with two names stands in a row as it is.
struct OptionRow {
    OptionRow(const QString& name, const QString& description, const QString& valueName = {},
              const QString& defaultValue = {})
        : option(name, description, valueName, defaultValue) {}
    // Not explicit: a shared option stands in a row's place in the braced table as it is.
    OptionRow(const QCommandLineOption& option)
        : option(option) {} // NOLINT

    QCommandLineOption option;
};

// A command's command line described as data: the description `--help` prints, the positional
// arguments and the options as tables, in the order `--help` lists them. parse() adds --help
// and --db, prints the help or the usage error (CliContext::parse()); then the command reads
// its options by name.
class CommandLine final {
public:
    explicit CommandLine(const QString& description);

    // A positional argument as `--help` names it (`syntax`: its text on the usage line, e.g.
    // "[ID]"; empty: `name`).
    void addArgument(const QString& name, const QString& description, const QString& syntax = {});
    void addOptions(std::initializer_list<OptionRow> rows);

    // CliContext::parse(): an exit code when the command must stop here (after its help or a
    // usage error), std::nullopt to go on.
    std::optional<int> parse(CliContext& context, const QStringList& arguments);

    // The option named `name` (any of its names, in ASCII), which must be in the table.
    const QCommandLineOption& option(const char* name) const;
    bool isSet(const char* name) const { return m_parser.isSet(option(name)); }
    QString value(const char* name) const { return m_parser.value(option(name)); }
    QStringList positionalArguments() const { return m_parser.positionalArguments(); }

    // For what reads the parser itself (the fit inputs, the custom model, the offer options).
    QCommandLineParser& parser() { return m_parser; }
    const QCommandLineParser& parser() const { return m_parser; }

private:
    QCommandLineParser m_parser;
    QList<QCommandLineOption> m_options;
};

} // namespace chipatlas::cli
