#include "guistartup.h"

#include "apppaths.h"
#include "compare/compareentries.h"
#include "table/chiptablemodel.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>

#include <array>
#include <utility>

namespace chipatlas {

namespace {
// "bf16_tflops_dense" or "bf16_tflops_dense:desc" -> column and order.
bool parseSort(const QString& text, ViewOptions* view, QString* error) {
    const qsizetype colon = text.lastIndexOf(QLatin1Char(':'));
    const QString key = colon < 0 ? text : text.left(colon);
    const QString order = colon < 0 ? QString() : text.mid(colon + 1).toLower();
    const std::optional<Quantity> quantity = Quantity::fromKey(key, QuantityUse::Sort);
    if (!quantity) {
        *error = QCoreApplication::translate("GuiStartup", "Unknown sort field \"%1\": use %2.")
                     .arg(key, Quantity::keyList(QuantityUse::Sort));
        return false;
    }
    if (!order.isEmpty() && order != QLatin1String("asc") && order != QLatin1String("desc")) {
        *error =
            QCoreApplication::translate("GuiStartup", "Unknown sort order \"%1\": use asc or desc.")
                .arg(order);
        return false;
    }
    view->sortColumn = ChipTableModel::columnForQuantity(*quantity);
    view->sortOrder = order == QLatin1String("desc") ? Qt::DescendingOrder : Qt::AscendingOrder;
    return true;
}

bool parseColumns(const QString& text, ViewOptions* view, QString* error) {
    for (const QString& key : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        // The offer columns (cheapest_per_chip_hour, ...) are the table's own, not quantities.
        if (const int offer = ChipTableModel::columnForKey(key.trimmed());
            ChipTableModel::isOfferColumn(offer)) {
            if (!view->columns.contains(offer))
                view->columns.append(offer);
            continue;
        }
        const std::optional<Quantity> quantity =
            Quantity::fromKey(key.trimmed(), QuantityUse::List);
        if (!quantity) {
            *error = QCoreApplication::translate("GuiStartup", "Unknown column \"%1\": use %2.")
                         .arg(key, Quantity::keyList(QuantityUse::List));
            return false;
        }
        const int column = ChipTableModel::columnForQuantity(*quantity);
        if (!view->columns.contains(column))
            view->columns.append(column);
    }
    if (view->columns.isEmpty()) {
        *error = QCoreApplication::translate("GuiStartup", "--columns names no column.");
        return false;
    }
    return true;
}

bool parseSize(const QString& text, ViewOptions* view, QString* error) {
    static const QRegularExpression pattern(QStringLiteral("^(\\d{2,5})[xX](\\d{2,5})$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch()) {
        *error =
            QCoreApplication::translate("GuiStartup", "Invalid size \"%1\": use WIDTHxHEIGHT, e.g. "
                                                      "1440x900.")
                .arg(text);
        return false;
    }
    view->size = QSize(match.captured(1).toInt(), match.captured(2).toInt());
    return true;
}
// A positive whole number for --fit-context, --fit-batch and --fit-chips.
bool parseCount(const QString& option, const QString& text, qint64 max, qint64* value,
                QString* error) {
    bool ok = false;
    const qint64 number = text.toLongLong(&ok);
    if (!ok || number < 1 || number > max) {
        *error = QCoreApplication::translate("GuiStartup",
                                             "Invalid --%1 \"%2\": use a whole number from 1 "
                                             "to %3.")
                     .arg(option, text)
                     .arg(max);
        return false;
    }
    *value = number;
    return true;
}

// --chart, --chart-x, --chart-y, --chart-log and --chart-systems; an unknown value is named
// with the valid ones.
bool parseChart(const QCommandLineParser& parser, const QCommandLineOption& preset,
                const QCommandLineOption& x, const QCommandLineOption& y,
                const QCommandLineOption& log, const QCommandLineOption& systems, ViewOptions* view,
                QString* error) {
    if (!parser.isSet(preset) && !parser.isSet(x) && !parser.isSet(y) && !parser.isSet(log) &&
        !parser.isSet(systems))
        return true;
    ChartViewOptions chart;
    if (parser.isSet(systems))
        chart.showSystems = true;
    if (parser.isSet(preset)) {
        const QString key = parser.value(preset).trimmed();
        chart.preset = chartPresetFromKey(key);
        if (!chart.preset) {
            QStringList keys;
            for (ChartPreset known : kAllChartPresets)
                keys << chartPresetKey(known);
            *error = QCoreApplication::translate("GuiStartup", "Unknown chart \"%1\": use %2.")
                         .arg(key, keys.join(QStringLiteral(", ")));
            return false;
        }
    }
    const auto quantity = [&](const QCommandLineOption& option, std::optional<Quantity>* result) {
        if (!parser.isSet(option))
            return true;
        const QString key = parser.value(option).trimmed();
        *result = Quantity::fromKey(key, QuantityUse::Chart);
        if (!*result)
            *error =
                QCoreApplication::translate("GuiStartup",
                                            "Unknown chart field \"%1\" for --%2: use %3.")
                    .arg(key, option.names().constFirst(), Quantity::keyList(QuantityUse::Chart));
        return result->has_value();
    };
    if (!quantity(x, &chart.x) || !quantity(y, &chart.y))
        return false;
    if (parser.isSet(log)) {
        const QString axes = parser.value(log).trimmed().toLower();
        static const QStringList valid{QStringLiteral("x"), QStringLiteral("y"),
                                       QStringLiteral("xy"), QStringLiteral("none")};
        if (!valid.contains(axes)) {
            *error = QCoreApplication::translate(
                         "GuiStartup", "Unknown --chart-log \"%1\": use x, y, xy or none.")
                         .arg(parser.value(log));
            return false;
        }
        chart.logX = axes.contains(QLatin1Char('x'));
        chart.logY = axes.contains(QLatin1Char('y'));
    }
    view->chart = chart;
    return true;
}

bool parseCompare(const QString& text, ViewOptions* view, QString* error) {
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString id = part.trimmed();
        if (!id.isEmpty() && !view->compareIds.contains(id))
            view->compareIds.append(id);
    }
    if (view->compareIds.size() < 2 || view->compareIds.size() > 4) {
        *error =
            QCoreApplication::translate("GuiStartup", "--compare takes 2 to 4 different chip or "
                                                      "system ids, separated by commas.");
        return false;
    }
    return true;
}
} // namespace

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
        return fail(parser.errorText());
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
                        .arg(parser.positionalArguments().first()));

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
                    .arg(parser.value(settingsPage)));
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
                            .arg(parser.value(open)));
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
                            .arg(parser.value(theme)));
    }
    view.resetSettings = parser.isSet(reset);
    view.selectId = parser.value(select);
    if (parser.isSet(filter))
        view.filterText = parser.value(filter);
    if (parser.isSet(sort) && !parseSort(parser.value(sort), &view, &error))
        return fail(error);
    if (parser.isSet(columns) && !parseColumns(parser.value(columns), &view, &error))
        return fail(error);
    if (parser.isSet(precision)) {
        view.precision = precisionFromString(parser.value(precision));
        if (!view.precision)
            return fail(QCoreApplication::translate("GuiStartup", "Unknown precision \"%1\".")
                            .arg(parser.value(precision)));
    }
    if (parser.isSet(size) && !parseSize(parser.value(size), &view, &error))
        return fail(error);
    if (parser.isSet(compare) && !parseCompare(parser.value(compare), &view, &error))
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
                            .arg(parser.value(tab)));
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
                            .arg(parser.value(table)));
    }
    if (!parseChart(parser, chart, chartX, chartY, chartLog, chartSystems, &view, &error))
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
                                .arg(parser.value(fitPrecision)));
        }
        qint64 number = 0;
        if (parser.isSet(fitContext)) {
            if (!parseCount(QStringLiteral("fit-context"), parser.value(fitContext),
                            kMaxContextWithoutModelLimit, &number, &error))
                return fail(error);
            options.context = number;
        }
        if (parser.isSet(fitBatch)) {
            if (!parseCount(QStringLiteral("fit-batch"), parser.value(fitBatch), 100'000, &number,
                            &error))
                return fail(error);
            options.batch = number;
        }
        if (parser.isSet(fitChips)) {
            if (!parseCount(QStringLiteral("fit-chips"), parser.value(fitChips), 65'536, &number,
                            &error))
                return fail(error);
            options.chips = int(number);
        }
        if (parser.isSet(fitBudget)) {
            options.budget = memoryBudgetKindFromKey(parser.value(fitBudget));
            if (!options.budget)
                return fail(QCoreApplication::translate(
                                "GuiStartup", "Unknown memory budget \"%1\": use rule-of-thumb, "
                                              "vllm, sglang or trtllm.")
                                .arg(parser.value(fitBudget)));
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
        if (lookup.code == StorageError::Code::NotFound && catalog.system(id, &lookup)) {
            resolved.append(systemEntryId(id));
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
