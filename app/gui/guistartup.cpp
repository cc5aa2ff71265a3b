#include "guistartup.h"

#include "apppaths.h"
#include "common/entrymime.h"
#include "domain/excerpt.h"
#include "viewoptionparsing.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>

#include <array>
#include <optional>
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
    static const std::array<std::pair<QLatin1String, QLatin1String>, 7> kEntries{{
        {QLatin1String("quick-search"), QLatin1String("quickSearchAction")},
        {QLatin1String("edit-chip"), QLatin1String("editChipAction")},
        {QLatin1String("edit-system"), QLatin1String("editSystemAction")},
        {QLatin1String("record-result"), QLatin1String("recordResultAction")},
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

namespace {

// The options of chipatlas, in the order --help lists them after --help and --version; an
// option without a value name is a flag. The descriptions are translated under "GuiStartup".
struct GuiOption {
    const char* name;
    const char* description;
    const char* valueName;
};
constexpr GuiOption kGuiOptions[] = {
    {"db",
     QT_TRANSLATE_NOOP("GuiStartup", "Open the catalog file at <path>, or the team catalog at "
                                     "postgresql://USER@HOST:PORT/DBNAME[?sslmode=MODE], "
                                     "instead of the one chosen in Settings, Catalog."),
     "path|url"},
    {"select", QT_TRANSLATE_NOOP("GuiStartup", "Select the chip or system with this <id>."), "id"},
    {"filter", QT_TRANSLATE_NOOP("GuiStartup", "Start with this text in the filter."), "text"},
    {"sort", QT_TRANSLATE_NOOP("GuiStartup", "Sort by a column key, e.g. bf16_tflops_dense:desc."),
     "field[:desc]"},
    {"columns",
     QT_TRANSLATE_NOOP("GuiStartup", "Show these columns in this order, e.g. name,vendor,tdp_w."),
     "keys"},
    {"precision",
     QT_TRANSLATE_NOOP("GuiStartup", "Precision of the perf/W column: fp64, fp32, tf32, fp16, "
                                     "bf16, fp8, int8 or fp4."),
     "p"},
    {"reset-settings",
     QT_TRANSLATE_NOOP("GuiStartup", "Forget the remembered window, column and filter state."), ""},
    {"size", QT_TRANSLATE_NOOP("GuiStartup", "Open the window at this size, e.g. 1440x900."),
     "WxH"},
    {"compare",
     QT_TRANSLATE_NOOP("GuiStartup", "Compare these 2 to 4 chips or systems (comma-separated "
                                     "ids; a chip beside a system is taken as many times as the "
                                     "system has chips) and show the Compare tab."),
     "ids"},
    {"tab",
     QT_TRANSLATE_NOOP("GuiStartup", "Show this tab beside the table: details, compare, chart "
                                     "or what-changed."),
     "name"},
    {"what-changed",
     QT_TRANSLATE_NOOP("GuiStartup", "Show the What changed tab comparing the saved snapshot "
                                     "FROM with the snapshot TO, or with the catalog now when TO "
                                     "is left out (names or ids; the value may be left out)."),
     "FROM[,TO]"},
    {"fit",
     QT_TRANSLATE_NOOP("GuiStartup", "Open the model-fit calculator on this model <id>; with "
                                     "--select, that chip's row is selected and explained."),
     "model"},
    {"fit-precision",
     QT_TRANSLATE_NOOP("GuiStartup", "Weight precision in the calculator: fp32, bf16, fp16, "
                                     "fp8, int8, int4, mxfp4 or a number of bits per weight."),
     "p"},
    {"fit-context", QT_TRANSLATE_NOOP("GuiStartup", "Context length in the calculator (tokens)."),
     "n"},
    {"fit-batch", QT_TRANSLATE_NOOP("GuiStartup", "Concurrent sequences in the calculator."), "n"},
    {"fit-chips", QT_TRANSLATE_NOOP("GuiStartup", "Number of chips in the calculator."), "n"},
    {"fit-budget",
     QT_TRANSLATE_NOOP("GuiStartup", "Memory budget in the calculator: rule-of-thumb, vllm, "
                                     "sglang or trtllm."),
     "budget"},
    {"own-or-rent",
     QT_TRANSLATE_NOOP("GuiStartup", "Open Own or rent on this system or chip <id>, or on two "
                                     "side by side (comma-separated)."),
     "ids"},
    {"scenario",
     QT_TRANSLATE_NOOP("GuiStartup", "Open Own or rent on this saved scenario (its id or name); "
                                     "with --own-or-rent, its assumptions on that hardware."),
     "name"},
    {"price-history",
     QT_TRANSLATE_NOOP("GuiStartup", "Open the price history of this offer, chip or system "
                                     "<id>."),
     "id"},
    {"chart",
     QT_TRANSLATE_NOOP("GuiStartup", "Show the Chart tab with this preset: perf-per-watt, "
                                     "memory-vs-bandwidth, throughput-vs-bandwidth, "
                                     "throughput-vs-release, or the measured results' "
                                     "measured-vs-bound or tokens-per-watt."),
     "preset"},
    {"chart-x",
     QT_TRANSLATE_NOOP("GuiStartup", "Plot this field along the chart's X axis, e.g. tdp_w, "
                                     "memory_bw_gbs or released."),
     "field"},
    {"chart-y",
     QT_TRANSLATE_NOOP("GuiStartup", "Plot this field along the chart's Y axis, e.g. "
                                     "throughput."),
     "field"},
    {"chart-log", QT_TRANSLATE_NOOP("GuiStartup", "Logarithmic chart axes: x, y, xy or none."),
     "axes"},
    {"chart-systems",
     QT_TRANSLATE_NOOP("GuiStartup", "Plot the catalog's systems on the chart, as a series of "
                                     "their own."),
     ""},
    {"settings",
     QT_TRANSLATE_NOOP("GuiStartup", "Open this settings page once the window shows: catalog or "
                                     "preferences."),
     "page"},
    {"table", QT_TRANSLATE_NOOP("GuiStartup", "Show this table: chips, systems or results."),
     "name"},
    {"theme",
     QT_TRANSLATE_NOOP("GuiStartup", "Use this theme for this run: system, light or dark "
                                     "(Preferences keep the one for every run)."),
     "name"},
    {"open",
     QT_TRANSLATE_NOOP("GuiStartup", "Choose this menu entry once the window shows and the "
                                     "catalog is loaded: quick-search, edit-chip, edit-system, "
                                     "record-result, undo-history, user-guide or about."),
     "entry"},
    {"search",
     QT_TRANSLATE_NOOP("GuiStartup", "Type this text into the quick search (--open "
                                     "quick-search)."),
     "text"},
};

// The keyword `value` names among `keys` (as typed, matched in lower case), or nullopt.
template <typename T, std::size_t N>
std::optional<T> keywordValue(const QString& value,
                              const std::array<std::pair<QLatin1String, T>, N>& keys) {
    const QString key = value.toLower();
    for (const auto& [name, result] : keys) {
        if (key == name)
            return result;
    }
    return std::nullopt;
}

} // namespace

GuiCommandLine parseGuiCommandLine(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "GuiStartup", "Compare AI accelerators figure by figure, each with its source."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    for (const GuiOption& option : kGuiOptions)
        parser.addOption(
            QCommandLineOption(QString::fromLatin1(option.name),
                               QCoreApplication::translate("GuiStartup", option.description),
                               QString::fromLatin1(option.valueName)));
    const auto isSet = [&parser](const char* name) {
        return parser.isSet(QString::fromLatin1(name));
    };
    const auto value = [&parser](const char* name) {
        return parser.value(QString::fromLatin1(name));
    };

    GuiCommandLine result;
    const auto fail = [&result](const QString& message) {
        result.action = GuiCommandLine::Action::Error;
        result.message = message;
        return result;
    };
    // --what-changed's value may be left out: given without one (the last argument, or another
    // option next), it stands for --what-changed= (the tab as it was).
    QStringList normalized = arguments;
    for (qsizetype i = 1; i < normalized.size(); ++i) {
        const QString& argument = normalized.at(i);
        if (argument == QLatin1String("--"))
            break;
        if (argument != QLatin1String("--what-changed"))
            continue;
        if (i + 1 == normalized.size() || normalized.at(i + 1).startsWith(QLatin1Char('-')))
            normalized[i] = QStringLiteral("--what-changed=");
        else
            ++i; // its value
    }
    if (!parser.parse(normalized))
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
    if (isSet("db")) {
        QString problem;
        result.catalog = CatalogConnection::fromText(value("db"), &problem);
        if (!result.catalog)
            return fail(QCoreApplication::translate("GuiStartup", "--db: %1.").arg(problem));
    }
    if (isSet("settings")) {
        static constexpr std::array<std::pair<QLatin1String, bool>, 2> kPages{{
            {QLatin1String("catalog"), true},
            {QLatin1String("preferences"), false},
        }};
        const std::optional<bool> catalog = keywordValue(value("settings").trimmed(), kPages);
        if (!catalog)
            return fail(
                QCoreApplication::translate(
                    "GuiStartup", "Unknown settings page \"%1\": use catalog or preferences.")
                    .arg(excerpt(value("settings"))));
        view.catalogSettings = *catalog;
        view.preferences = !*catalog;
    }
    if (isSet("open")) {
        view.startAction = startActionName(value("open"));
        if (view.startAction.isEmpty())
            return fail(QCoreApplication::translate(
                            "GuiStartup", "Unknown menu entry \"%1\" for --open: use "
                                          "quick-search, edit-chip, edit-system, record-result, "
                                          "undo-history, user-guide or about.")
                            .arg(excerpt(value("open"))));
    }
    if (isSet("search")) {
        if (view.startAction != startActionName(QStringLiteral("quick-search")))
            return fail(
                QCoreApplication::translate("GuiStartup", "--search needs --open quick-search."));
        view.searchText = value("search");
    }
    if (isSet("theme")) {
        result.theme = themeFromKey(value("theme"));
        if (!result.theme)
            return fail(QCoreApplication::translate("GuiStartup",
                                                    "Unknown theme \"%1\": use system, light or "
                                                    "dark.")
                            .arg(excerpt(value("theme"))));
    }
    view.resetSettings = isSet("reset-settings");
    view.selectId = value("select");
    // An editor opens on the selected chip or system: without one it would never open.
    if (view.selectId.isEmpty() &&
        (view.startAction == startActionName(QStringLiteral("edit-chip")) ||
         view.startAction == startActionName(QStringLiteral("edit-system"))))
        return fail(QCoreApplication::translate("GuiStartup", "--open %1 needs --select ID.")
                        .arg(excerpt(value("open").trimmed().toLower())));
    if (isSet("filter"))
        view.filterText = value("filter");
    if (isSet("sort") && !parseSortOption(value("sort"), &view, &error))
        return fail(error);
    if (isSet("columns") && !parseColumnsOption(value("columns"), &view, &error))
        return fail(error);
    if (isSet("precision")) {
        view.precision = precisionFromString(value("precision"));
        if (!view.precision)
            return fail(QCoreApplication::translate("GuiStartup", "Unknown precision \"%1\".")
                            .arg(excerpt(value("precision"))));
    }
    if (isSet("size") && !parseSizeOption(value("size"), &view, &error))
        return fail(error);
    if (isSet("compare") && !parseCompareOption(value("compare"), &view, &error))
        return fail(error);
    if (isSet("tab")) {
        static constexpr std::array<std::pair<QLatin1String, SideTab>, 4> kTabs{{
            {QLatin1String("details"), SideTab::Details},
            {QLatin1String("compare"), SideTab::Compare},
            {QLatin1String("chart"), SideTab::Chart},
            {QLatin1String("what-changed"), SideTab::Changes},
        }};
        view.tab = keywordValue(value("tab"), kTabs);
        if (!view.tab)
            return fail(QCoreApplication::translate("GuiStartup",
                                                    "Unknown tab \"%1\": use details, compare, "
                                                    "chart or what-changed.")
                            .arg(excerpt(value("tab"))));
    }
    if (isSet("what-changed")) {
        const QString text = value("what-changed").trimmed();
        WhatChangedOptions changes;
        // FROM,TO, split at the last comma (a FROM's name may hold one when TO is given).
        const qsizetype comma = text.lastIndexOf(QLatin1Char(','));
        changes.from = (comma < 0 ? text : text.left(comma)).trimmed();
        changes.to = comma < 0 ? QString() : text.mid(comma + 1).trimmed();
        if (comma >= 0 && (changes.from.isEmpty() || changes.to.isEmpty()))
            return fail(QCoreApplication::translate(
                            "GuiStartup", "--what-changed \"%1\": give FROM,TO or FROM alone "
                                          "(saved snapshots' names or ids).")
                            .arg(excerpt(text)));
        view.whatChanged = changes;
    }
    if (isSet("table")) {
        static constexpr std::array<std::pair<QLatin1String, TableMode>, 3> kTables{{
            {QLatin1String("chips"), TableMode::Chips},
            {QLatin1String("systems"), TableMode::Systems},
            {QLatin1String("results"), TableMode::Results},
        }};
        view.table = keywordValue(value("table").trimmed(), kTables);
        if (!view.table)
            return fail(QCoreApplication::translate(
                            "GuiStartup", "Unknown table \"%1\": use chips, systems or results.")
                            .arg(excerpt(value("table"))));
    }
    if (!parseChartOptions(parser, &view, &error) || !parseFitOptions(parser, &view, &error) ||
        !parseOwnershipOptions(parser, &view, &error))
        return fail(error);
    if (isSet("price-history")) {
        view.priceHistoryId = value("price-history").trimmed();
        if (view.priceHistoryId.isEmpty())
            return fail(QCoreApplication::translate(
                "GuiStartup", "--price-history needs the id of an offer, a chip or a system."));
    }
    return result;
}

QStringList unknownSnapshots(const Catalog& catalog, const WhatChangedOptions& options,
                             StorageError* error) {
    QStringList unknown;
    for (const QString& name : {options.from, options.to}) {
        if (name.isEmpty())
            continue;
        StorageError lookup;
        if (catalog.savedSnapshots().find(name, &lookup))
            continue;
        if (lookup && lookup.code != StorageError::Code::NotFound) {
            *error = lookup;
            return {};
        }
        unknown.append(name);
    }
    return unknown;
}

bool isKnownModel(const Catalog& catalog, const QString& id, StorageError* error) {
    StorageError lookup;
    if (catalog.models().find(id, &lookup))
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
        if (catalog.chips().find(id, &lookup)) {
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
