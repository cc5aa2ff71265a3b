#include "guistartup.h"

#include "apppaths.h"
#include "domain/excerpt.h"
#include "table/chipmime.h"
#include "viewoptionparsing.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>

#include <array>
#include <utility>

namespace chipatlas {

QStringList withoutQtOptions(const QStringList& arguments) {
    // QGuiApplication's and QApplication's own options (their documentation), and X11's.
    static const QStringList withValue = {
        QStringLiteral("platform"),        QStringLiteral("platformpluginpath"),
        QStringLiteral("platformtheme"),   QStringLiteral("plugin"),
        QStringLiteral("qwindowgeometry"), QStringLiteral("qwindowicon"),
        QStringLiteral("qwindowtitle"),    QStringLiteral("session"),
        QStringLiteral("display"),         QStringLiteral("geometry"),
        QStringLiteral("style"),           QStringLiteral("stylesheet"),
        QStringLiteral("qmljsdebugger")};
    static const QStringList flags = {QStringLiteral("reverse"), QStringLiteral("widgetcount"),
                                      QStringLiteral("nograb"), QStringLiteral("dograb"),
                                      QStringLiteral("sync")};
    QStringList kept;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString& argument = arguments.at(i);
        if (argument == QLatin1String("--")) { // the rest are not options
            kept.append(arguments.mid(i));
            break;
        }
        if (i == 0 || !argument.startsWith(QLatin1Char('-')) || argument.size() < 2) {
            kept.append(argument);
            continue;
        }
        QStringView name =
            QStringView(argument).mid(argument.startsWith(QLatin1String("--")) ? 2 : 1);
        const qsizetype equals = name.indexOf(QLatin1Char('='));
        if (equals >= 0)
            name = name.left(equals);
        if (flags.contains(name) && equals < 0)
            continue;
        if (withValue.contains(name)) {
            if (equals < 0)
                ++i; // and its value
            continue;
        }
        kept.append(argument);
    }
    return kept;
}

QString startActionName(const QString& entry) {
    static const std::array<std::pair<QLatin1String, QLatin1String>, 6> kEntries{{
        {QLatin1String("quick-search"), QLatin1String("quickSearchAction")},
        {QLatin1String("edit-chip"), QLatin1String("editChipAction")},
        {QLatin1String("edit-system"), QLatin1String("editSystemAction")},
        {QLatin1String("undo-history"), QLatin1String("undoHistoryAction")},
        {QLatin1String("user-guide"), QLatin1String("userGuideAction")},
        {QLatin1String("about"), QLatin1String("aboutAction")},
    }};
    const QString key = entry.trimmed().toLower();
    for (const auto& [name, action] : kEntries) {
        if (key == name)
            return action;
    }
    return {};
}

GuiCommandLine parseGuiCommandLine(const QStringList& arguments) {
    using Option = QCommandLineOption;
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "GuiStartup", "Compare AI accelerators figure by figure, each with its source."));
    const Option help = parser.addHelpOption();
    const Option version = parser.addVersionOption();
    const Option db(QStringLiteral("db"),
                    QCoreApplication::translate(
                        "GuiStartup", "Open the catalog file at <path>, or the team catalog at "
                                      "postgresql://USER@HOST:PORT/DBNAME[?sslmode=MODE], "
                                      "instead of the one chosen in Settings, Catalog."),
                    QStringLiteral("path|url"));
    const Option settingsPage(
        QStringLiteral("settings"),
        QCoreApplication::translate("GuiStartup", "Open this settings page once the window shows: "
                                                  "catalog or preferences."),
        QStringLiteral("page"));
    const Option open(QStringLiteral("open"),
                      QCoreApplication::translate(
                          "GuiStartup", "Choose this menu entry once the window shows and the "
                                        "catalog is loaded: quick-search, edit-chip, edit-system, "
                                        "undo-history, user-guide or about."),
                      QStringLiteral("entry"));
    const Option search(QStringLiteral("search"),
                        QCoreApplication::translate("GuiStartup",
                                                    "Type this text into the quick search (--open "
                                                    "quick-search)."),
                        QStringLiteral("text"));
    const Option select(
        QStringLiteral("select"),
        QCoreApplication::translate("GuiStartup", "Select the chip or system with this <id>."),
        QStringLiteral("id"));
    const Option filter(
        QStringLiteral("filter"),
        QCoreApplication::translate("GuiStartup", "Start with this text in the filter."),
        QStringLiteral("text"));
    const Option sort(QStringLiteral("sort"),
                      QCoreApplication::translate(
                          "GuiStartup", "Sort by a column key, e.g. bf16_tflops_dense:desc."),
                      QStringLiteral("field[:desc]"));
    const Option columns(
        QStringLiteral("columns"),
        QCoreApplication::translate("GuiStartup",
                                    "Show these columns in this order, e.g. name,vendor,tdp_w."),
        QStringLiteral("keys"));
    const Option precision(
        QStringLiteral("precision"),
        QCoreApplication::translate("GuiStartup",
                                    "Precision of the perf/W column: fp64, fp32, tf32, fp16, bf16, "
                                    "fp8, int8 or fp4."),
        QStringLiteral("p"));
    const Option theme(QStringLiteral("theme"),
                       QCoreApplication::translate(
                           "GuiStartup", "Use this theme for this run: system, light or dark "
                                         "(Preferences keep the one for every run)."),
                       QStringLiteral("name"));
    const Option reset(QStringLiteral("reset-settings"),
                       QCoreApplication::translate(
                           "GuiStartup", "Forget the remembered window, column and filter state."));
    const Option size(
        QStringLiteral("size"),
        QCoreApplication::translate("GuiStartup", "Open the window at this size, e.g. 1440x900."),
        QStringLiteral("WxH"));
    const Option compare(
        QStringLiteral("compare"),
        QCoreApplication::translate("GuiStartup",
                                    "Compare these 2 to 4 chips or systems (comma-separated ids; "
                                    "a chip beside a system is taken as many times as the system "
                                    "has chips) and show the Compare tab."),
        QStringLiteral("ids"));
    const Option tab(QStringLiteral("tab"),
                     QCoreApplication::translate(
                         "GuiStartup", "Show this tab beside the table: details, compare or "
                                       "chart."),
                     QStringLiteral("name"));
    const Option table(
        QStringLiteral("table"),
        QCoreApplication::translate("GuiStartup", "Show this table: chips or systems."),
        QStringLiteral("name"));
    const Option fit(QStringLiteral("fit"),
                     QCoreApplication::translate(
                         "GuiStartup", "Open the model-fit calculator on this model <id>; with "
                                       "--select, that chip's row is selected and explained."),
                     QStringLiteral("model"));
    const Option fitPrecision(
        QStringLiteral("fit-precision"),
        QCoreApplication::translate("GuiStartup",
                                    "Weight precision in the calculator: fp32, bf16, fp16, fp8, "
                                    "int8, int4, mxfp4 or a number of bits per weight."),
        QStringLiteral("p"));
    const Option fitContext(
        QStringLiteral("fit-context"),
        QCoreApplication::translate("GuiStartup", "Context length in the calculator (tokens)."),
        QStringLiteral("n"));
    const Option fitBatch(
        QStringLiteral("fit-batch"),
        QCoreApplication::translate("GuiStartup", "Concurrent sequences in the calculator."),
        QStringLiteral("n"));
    const Option fitChips(
        QStringLiteral("fit-chips"),
        QCoreApplication::translate("GuiStartup", "Number of chips in the calculator."),
        QStringLiteral("n"));
    const Option fitBudget(QStringLiteral("fit-budget"),
                           QCoreApplication::translate("GuiStartup",
                                                       "Memory budget in the calculator: "
                                                       "rule-of-thumb, vllm, sglang or trtllm."),
                           QStringLiteral("budget"));
    const Option chart(QStringLiteral("chart"),
                       QCoreApplication::translate(
                           "GuiStartup", "Show the Chart tab with this preset: perf-per-watt, "
                                         "memory-vs-bandwidth, throughput-vs-bandwidth or "
                                         "throughput-vs-release."),
                       QStringLiteral("preset"));
    const Option chartX(QStringLiteral("chart-x"),
                        QCoreApplication::translate(
                            "GuiStartup", "Plot this field along the chart's X axis, e.g. tdp_w, "
                                          "memory_bw_gbs or released."),
                        QStringLiteral("field"));
    const Option chartY(
        QStringLiteral("chart-y"),
        QCoreApplication::translate("GuiStartup",
                                    "Plot this field along the chart's Y axis, e.g. throughput."),
        QStringLiteral("field"));
    const Option chartLog(
        QStringLiteral("chart-log"),
        QCoreApplication::translate("GuiStartup", "Logarithmic chart axes: x, y, xy or none."),
        QStringLiteral("axes"));
    const Option chartSystems(
        QStringLiteral("chart-systems"),
        QCoreApplication::translate("GuiStartup",
                                    "Plot the catalog's systems on the chart, as a series of "
                                    "their own."));
    parser.addOptions({db,         select,   filter,       sort,         columns, precision,
                       reset,      size,     compare,      tab,          fit,     fitPrecision,
                       fitContext, fitBatch, fitChips,     fitBudget,    chart,   chartX,
                       chartY,     chartLog, chartSystems, settingsPage, table,   theme,
                       open,       search});

    GuiCommandLine result;
    const auto fail = [&result](const QString& message) {
        result.action = GuiCommandLine::Action::Error;
        result.message = message;
        return result;
    };
    if (!parser.parse(arguments))
        return fail(commandLineError(parser));
    if (parser.isSet(help)) {
        result.action = GuiCommandLine::Action::ShowHelp;
        result.message = parser.helpText();
        return result;
    }
    if (parser.isSet(version)) {
        result.action = GuiCommandLine::Action::ShowVersion;
        result.message = QStringLiteral("%1 %2\n").arg(QCoreApplication::applicationName(),
                                                       QCoreApplication::applicationVersion());
        return result;
    }
    if (!parser.positionalArguments().isEmpty())
        return fail(QCoreApplication::translate("GuiStartup", "Unexpected argument \"%1\".")
                        .arg(excerpt(parser.positionalArguments().first())));

    ViewOptions& view = result.view;
    QString error;
    if (parser.isSet(db)) {
        QString problem;
        result.catalog = CatalogConnection::fromText(parser.value(db), &problem);
        if (!result.catalog)
            return fail(QCoreApplication::translate("GuiStartup", "--db: %1.").arg(problem));
    }
    if (parser.isSet(settingsPage)) {
        const QString page = parser.value(settingsPage).trimmed().toLower();
        if (page != QLatin1String("catalog") && page != QLatin1String("preferences"))
            return fail(
                QCoreApplication::translate(
                    "GuiStartup", "Unknown settings page \"%1\": use catalog or preferences.")
                    .arg(excerpt(parser.value(settingsPage))));
        view.catalogSettings = page == QLatin1String("catalog");
        view.preferences = page == QLatin1String("preferences");
    }
    if (parser.isSet(open)) {
        view.startAction = startActionName(parser.value(open));
        if (view.startAction.isEmpty())
            return fail(QCoreApplication::translate(
                            "GuiStartup", "Unknown menu entry \"%1\" for --open: use "
                                          "quick-search, edit-chip, edit-system, undo-history, "
                                          "user-guide or about.")
                            .arg(excerpt(parser.value(open))));
    }
    if (parser.isSet(search)) {
        if (view.startAction != startActionName(QStringLiteral("quick-search")))
            return fail(
                QCoreApplication::translate("GuiStartup", "--search needs --open quick-search."));
        view.searchText = parser.value(search);
    }
    if (parser.isSet(theme)) {
        result.theme = themeFromKey(parser.value(theme));
        if (!result.theme)
            return fail(QCoreApplication::translate("GuiStartup",
                                                    "Unknown theme \"%1\": use system, light or "
                                                    "dark.")
                            .arg(excerpt(parser.value(theme))));
    }
    view.resetSettings = parser.isSet(reset);
    view.selectId = parser.value(select);
    // An editor opens on the selected chip or system: without one it would never open.
    if (view.selectId.isEmpty() &&
        (view.startAction == startActionName(QStringLiteral("edit-chip")) ||
         view.startAction == startActionName(QStringLiteral("edit-system"))))
        return fail(QCoreApplication::translate("GuiStartup", "--open %1 needs --select ID.")
                        .arg(excerpt(parser.value(open).trimmed().toLower())));
    if (parser.isSet(filter))
        view.filterText = parser.value(filter);
    if (parser.isSet(sort) && !parseSortOption(parser.value(sort), &view, &error))
        return fail(error);
    if (parser.isSet(columns) && !parseColumnsOption(parser.value(columns), &view, &error))
        return fail(error);
    if (parser.isSet(precision)) {
        view.precision = precisionFromString(parser.value(precision));
        if (!view.precision)
            return fail(QCoreApplication::translate("GuiStartup", "Unknown precision \"%1\".")
                            .arg(excerpt(parser.value(precision))));
    }
    if (parser.isSet(size) && !parseSizeOption(parser.value(size), &view, &error))
        return fail(error);
    if (parser.isSet(compare) && !parseCompareOption(parser.value(compare), &view, &error))
        return fail(error);
    if (parser.isSet(tab)) {
        const QString name = parser.value(tab).toLower();
        if (name == QLatin1String("details"))
            view.tab = SideTab::Details;
        else if (name == QLatin1String("compare"))
            view.tab = SideTab::Compare;
        else if (name == QLatin1String("chart"))
            view.tab = SideTab::Chart;
        else
            return fail(QCoreApplication::translate(
                            "GuiStartup", "Unknown tab \"%1\": use details, compare or chart.")
                            .arg(excerpt(parser.value(tab))));
    }
    if (parser.isSet(table)) {
        const QString name = parser.value(table).trimmed().toLower();
        if (name == QLatin1String("chips"))
            view.table = TableMode::Chips;
        else if (name == QLatin1String("systems"))
            view.table = TableMode::Systems;
        else
            return fail(QCoreApplication::translate("GuiStartup",
                                                    "Unknown table \"%1\": use chips or systems.")
                            .arg(excerpt(parser.value(table))));
    }
    if (!parseChartOptions(parser, chart, chartX, chartY, chartLog, chartSystems, &view, &error))
        return fail(error);
    for (const Option* option : {&fitPrecision, &fitContext, &fitBatch, &fitChips, &fitBudget}) {
        if (parser.isSet(*option) && !parser.isSet(fit))
            return fail(QCoreApplication::translate("GuiStartup", "--%1 needs --fit MODEL.")
                            .arg(option->names().constFirst()));
    }
    if (parser.isSet(fit)) {
        FitViewOptions options;
        options.modelId = parser.value(fit).trimmed();
        if (options.modelId.isEmpty())
            return fail(QCoreApplication::translate("GuiStartup", "--fit needs a model id."));
        if (parser.isSet(fitPrecision)) {
            options.precision = WeightPrecision::parse(parser.value(fitPrecision));
            if (!options.precision)
                return fail(QCoreApplication::translate(
                                "GuiStartup", "Unknown weight precision \"%1\": use fp32, bf16, "
                                              "fp16, fp8, int8, int4, mxfp4 or a number of bits.")
                                .arg(excerpt(parser.value(fitPrecision))));
        }
        qint64 number = 0;
        if (parser.isSet(fitContext)) {
            if (!parseCountOption(QStringLiteral("fit-context"), parser.value(fitContext),
                                  kMaxContextWithoutModelLimit, &number, &error))
                return fail(error);
            options.context = number;
        }
        if (parser.isSet(fitBatch)) {
            if (!parseCountOption(QStringLiteral("fit-batch"), parser.value(fitBatch), 100'000,
                                  &number, &error))
                return fail(error);
            options.batch = number;
        }
        if (parser.isSet(fitChips)) {
            if (!parseCountOption(QStringLiteral("fit-chips"), parser.value(fitChips), 65'536,
                                  &number, &error))
                return fail(error);
            options.chips = int(number);
        }
        if (parser.isSet(fitBudget)) {
            options.budget = memoryBudgetKindFromKey(parser.value(fitBudget));
            if (!options.budget)
                return fail(QCoreApplication::translate(
                                "GuiStartup", "Unknown memory budget \"%1\": use rule-of-thumb, "
                                              "vllm, sglang or trtllm.")
                                .arg(excerpt(parser.value(fitBudget))));
        }
        view.fit = options;
    }
    return result;
}

bool isKnownModel(const Catalog& catalog, const QString& id, StorageError* error) {
    StorageError lookup;
    if (catalog.model(id, &lookup))
        return true;
    if (lookup.code != StorageError::Code::NotFound)
        *error = lookup;
    return false;
}

QStringList resolveCompareIds(const Catalog& catalog, const QStringList& ids, QStringList* unknown,
                              StorageError* error) {
    QStringList resolved;
    for (const QString& id : ids) {
        StorageError lookup;
        if (catalog.chip(id, &lookup)) {
            resolved.append(id);
            continue;
        }
        if (lookup.code == StorageError::Code::NotFound && catalog.systems().find(id, &lookup)) {
            resolved.append(entryLine(EntryRef::system(id)));
            continue;
        }
        if (lookup.code != StorageError::Code::NotFound) {
            *error = lookup;
            return {};
        }
        unknown->append(id);
    }
    return resolved;
}

CatalogConnection guiCatalogConnection(const QString& path) {
    return CatalogConnection::sqliteFile(AppPaths::catalogPath(path));
}

CatalogConnection startupConnection(const GuiCommandLine& commandLine, const Settings& settings) {
    const CatalogConnection chosen = commandLine.catalog.value_or(settings.catalogConnection());
    return chosen.isPostgres() ? chosen : guiCatalogConnection(chosen.path);
}

} // namespace chipatlas
