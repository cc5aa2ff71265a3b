#include "listingoptions.h"

#include "filteroption.h"

namespace chipatlas::cli {

ListingOptions::ListingOptions(const Texts& texts)
    : m_texts(texts)
    , m_sort(QStringList{QStringLiteral("s"), QStringLiteral("sort")},
             QStringLiteral("Sort by <%1> (default: id).").arg(texts.key), texts.key,
             QStringLiteral("id"))
    , m_columns(QStringLiteral("columns"), texts.columnsHelp, texts.key + QLatin1Char('s'))
    , m_desc(QStringLiteral("desc"), QStringLiteral("Sort in descending order."))
    , m_filter(filterOption())
    , m_precision(CliContext::precisionOption())
    , m_json(QStringLiteral("json"), texts.jsonHelp) {}

std::optional<int> ListingOptions::parse(CliContext& context, CommandLine& line,
                                         const QStringList& arguments) const {
    line.addOptions({m_sort, m_columns, m_desc, m_filter, m_precision, m_json});
    if (const std::optional<int> exit = line.parse(context, arguments))
        return exit;
    const QStringList positional = line.positionalArguments();
    if (!positional.isEmpty())
        return context.usageError(QStringLiteral("%1 takes no arguments, got \"%2\"")
                                      .arg(m_texts.command, excerpt(positional.constFirst())));
    return std::nullopt;
}

} // namespace chipatlas::cli
