#pragma once

#include "clicontext.h"
#include "commandline.h"
#include "domain/excerpt.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>
#include <QString>

#include <optional>

namespace chipatlas::cli {

// The options of the table commands, list and systems: -s/--sort, --columns, --desc,
// -f/--filter, --precision and --json, in that order, each with the command's own help; and
// how they are read: a key of --sort or --columns that the command does not know is a usage
// error naming it and every key ("unknown field "x" for --sort; fields: ...").
class ListingOptions final {
public:
    struct Texts {
        QString command;     // "list": "list takes no arguments"
        QString key;         // what a key is called: "field", "key"
        QString columnsHelp; // --columns
        QString jsonHelp;    // --json
    };

    explicit ListingOptions(const Texts& texts);

    // Adds the options, parses `arguments` (CliContext::parse()) and refuses a positional
    // argument. Returns the exit code when the command must stop here.
    std::optional<int> parse(CliContext& context, CommandLine& line,
                             const QStringList& arguments) const;

    // --sort's key as `lookup` (QString -> std::optional<Key>) finds it; otherwise prints the
    // usage error naming `keys` and returns nothing.
    template <typename Lookup>
    auto sortKey(CliContext& context, const CommandLine& line, const Lookup& lookup,
                 const QString& keys) const {
        return key(context, QStringLiteral("sort"), line.parser().value(m_sort), lookup, keys);
    }
    // The keys of --columns in order (empty when --columns is not given: the command's
    // default), or nothing after the usage error for the first unknown one.
    template <typename Lookup>
    auto columnKeys(CliContext& context, const CommandLine& line, const Lookup& lookup,
                    const QString& keys) const {
        using Key = typename decltype(lookup(QString()))::value_type;
        QList<Key> found;
        if (!line.parser().isSet(m_columns))
            return std::optional<QList<Key>>(found);
        for (const QString& part : line.parser().value(m_columns).split(QLatin1Char(','))) {
            const std::optional<Key> column =
                key(context, QStringLiteral("columns"), part.trimmed(), lookup, keys);
            if (!column)
                return std::optional<QList<Key>>();
            found << *column;
        }
        return std::optional<QList<Key>>(found);
    }

    std::optional<Precision> precision(CliContext& context, const CommandLine& line) const {
        return context.precision(line.parser(), m_precision);
    }
    Qt::SortOrder order(const CommandLine& line) const {
        return line.parser().isSet(m_desc) ? Qt::DescendingOrder : Qt::AscendingOrder;
    }
    QString filterText(const CommandLine& line) const { return line.parser().value(m_filter); }
    bool json(const CommandLine& line) const { return line.parser().isSet(m_json); }

private:
    template <typename Lookup>
    auto key(CliContext& context, const QString& option, const QString& text, const Lookup& lookup,
             const QString& keys) const {
        const auto found = lookup(text);
        if (!found)
            context.usageError(QStringLiteral("unknown %1 \"%2\" for --%3; %4s: %5")
                                   .arg(m_texts.key, excerpt(text), option, m_texts.key, keys));
        return found;
    }

    Texts m_texts;
    QCommandLineOption m_sort;
    QCommandLineOption m_columns;
    QCommandLineOption m_desc;
    QCommandLineOption m_filter;
    QCommandLineOption m_precision;
    QCommandLineOption m_json;
};

} // namespace chipatlas::cli
