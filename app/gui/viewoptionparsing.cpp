#include "viewoptionparsing.h"

#include "domain/excerpt.h"
#include "table/chiptablemodel.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace chipatlas {

bool parseSortOption(const QString& text, ViewOptions* view, QString* error) {
    const qsizetype colon = text.lastIndexOf(QLatin1Char(':'));
    const QString key = colon < 0 ? text : text.left(colon);
    const QString order = colon < 0 ? QString() : text.mid(colon + 1).toLower();
    const std::optional<Quantity> quantity = Quantity::fromKey(key, QuantityUse::Sort);
    if (!quantity) {
        *error = QCoreApplication::translate("GuiStartup", "Unknown sort field \"%1\": use %2.")
                     .arg(excerpt(key), Quantity::keyList(QuantityUse::Sort));
        return false;
    }
    if (!order.isEmpty() && order != QLatin1String("asc") && order != QLatin1String("desc")) {
        *error =
            QCoreApplication::translate("GuiStartup", "Unknown sort order \"%1\": use asc or desc.")
                .arg(excerpt(order));
        return false;
    }
    view->sortColumn = ChipTableModel::columnForQuantity(*quantity);
    view->sortOrder = order == QLatin1String("desc") ? Qt::DescendingOrder : Qt::AscendingOrder;
    return true;
}

bool parseColumnsOption(const QString& text, ViewOptions* view, QString* error) {
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
                         .arg(excerpt(key), Quantity::keyList(QuantityUse::List));
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

bool parseSizeOption(const QString& text, ViewOptions* view, QString* error) {
    static const QRegularExpression pattern(QStringLiteral("^(\\d{2,5})[xX](\\d{2,5})$"));
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch()) {
        *error =
            QCoreApplication::translate("GuiStartup", "Invalid size \"%1\": use WIDTHxHEIGHT, e.g. "
                                                      "1440x900.")
                .arg(excerpt(text));
        return false;
    }
    view->size = QSize(match.captured(1).toInt(), match.captured(2).toInt());
    return true;
}

bool parseCountOption(const QString& option, const QString& text, qint64 max, qint64* value,
                      QString* error) {
    bool ok = false;
    const qint64 number = text.toLongLong(&ok);
    if (!ok || number < 1 || number > max) {
        *error = QCoreApplication::translate("GuiStartup",
                                             "Invalid --%1 \"%2\": use a whole number from 1 "
                                             "to %3.")
                     .arg(option, excerpt(text))
                     .arg(max);
        return false;
    }
    *value = number;
    return true;
}

bool parseChartOptions(const QCommandLineParser& parser, ViewOptions* view, QString* error) {
    const QString preset = QStringLiteral("chart");
    const QString log = QStringLiteral("chart-log");
    if (!parser.isSet(preset) && !parser.isSet(QStringLiteral("chart-x")) &&
        !parser.isSet(QStringLiteral("chart-y")) && !parser.isSet(log) &&
        !parser.isSet(QStringLiteral("chart-systems")))
        return true;
    ChartViewOptions chart;
    if (parser.isSet(QStringLiteral("chart-systems")))
        chart.showSystems = true;
    if (parser.isSet(preset)) {
        const QString key = parser.value(preset).trimmed();
        chart.preset = chartPresetFromKey(key);
        chart.subject = resultChartSubjectFromKey(key);
        if (!chart.preset && !chart.subject) {
            QStringList keys{chartPresetKeyList()};
            for (const ChartSubject subject : kResultChartSubjects)
                keys << chartSubjectKey(subject);
            *error = QCoreApplication::translate("GuiStartup", "Unknown chart \"%1\": use %2.")
                         .arg(excerpt(key), keys.join(QStringLiteral(", ")));
            return false;
        }
    }
    const auto quantity = [&](const QString& option, std::optional<Quantity>* result) {
        if (!parser.isSet(option))
            return true;
        const QString key = parser.value(option).trimmed();
        *result = Quantity::fromKey(key, QuantityUse::Chart);
        if (!*result)
            *error = QCoreApplication::translate("GuiStartup",
                                                 "Unknown chart field \"%1\" for --%2: use %3.")
                         .arg(excerpt(key), option, Quantity::keyList(QuantityUse::Chart));
        return result->has_value();
    };
    if (!quantity(QStringLiteral("chart-x"), &chart.x) ||
        !quantity(QStringLiteral("chart-y"), &chart.y))
        return false;
    if (parser.isSet(log)) {
        const QString axes = parser.value(log).trimmed().toLower();
        static const QStringList valid{QStringLiteral("x"), QStringLiteral("y"),
                                       QStringLiteral("xy"), QStringLiteral("none")};
        if (!valid.contains(axes)) {
            *error = QCoreApplication::translate(
                         "GuiStartup", "Unknown --chart-log \"%1\": use x, y, xy or none.")
                         .arg(excerpt(parser.value(log)));
            return false;
        }
        chart.logX = axes.contains(QLatin1Char('x'));
        chart.logY = axes.contains(QLatin1Char('y'));
    }
    view->chart = chart;
    return true;
}

bool parseFitOptions(const QCommandLineParser& parser, ViewOptions* view, QString* error) {
    const QString fit = QStringLiteral("fit");
    const QString precision = QStringLiteral("fit-precision");
    const QString budget = QStringLiteral("fit-budget");
    for (const QString& option :
         {precision, QStringLiteral("fit-context"), QStringLiteral("fit-batch"),
          QStringLiteral("fit-chips"), budget}) {
        if (parser.isSet(option) && !parser.isSet(fit)) {
            *error =
                QCoreApplication::translate("GuiStartup", "--%1 needs --fit MODEL.").arg(option);
            return false;
        }
    }
    if (!parser.isSet(fit))
        return true;
    FitViewOptions options;
    options.modelId = parser.value(fit).trimmed();
    if (options.modelId.isEmpty()) {
        *error = QCoreApplication::translate("GuiStartup", "--fit needs a model id.");
        return false;
    }
    if (parser.isSet(precision)) {
        options.precision = WeightPrecision::parse(parser.value(precision));
        if (!options.precision) {
            *error = QCoreApplication::translate(
                         "GuiStartup", "Unknown weight precision \"%1\": use fp32, bf16, "
                                       "fp16, fp8, int8, int4, mxfp4 or a number of bits.")
                         .arg(excerpt(parser.value(precision)));
            return false;
        }
    }
    // The counts, each a whole number from 1 to its bound.
    const auto count = [&](const QString& option, qint64 max, std::optional<qint64>* result) {
        qint64 number = 0;
        if (!parser.isSet(option))
            return true;
        if (!parseCountOption(option, parser.value(option), max, &number, error))
            return false;
        *result = number;
        return true;
    };
    std::optional<qint64> chips;
    if (!count(QStringLiteral("fit-context"), kMaxContextTokens, &options.context) ||
        !count(QStringLiteral("fit-batch"), kMaxBatch, &options.batch) ||
        !count(QStringLiteral("fit-chips"), kMaxFitChips, &chips))
        return false;
    if (chips)
        options.chips = int(*chips);
    if (parser.isSet(budget)) {
        options.budget = memoryBudgetKindFromKey(parser.value(budget));
        if (!options.budget) {
            *error = QCoreApplication::translate("GuiStartup",
                                                 "Unknown memory budget \"%1\": use rule-of-thumb, "
                                                 "vllm, sglang or trtllm.")
                         .arg(excerpt(parser.value(budget)));
            return false;
        }
    }
    view->fit = options;
    return true;
}

bool parseOwnershipOptions(const QCommandLineParser& parser, ViewOptions* view, QString* error) {
    const QString hardware = QStringLiteral("own-or-rent");
    const QString scenario = QStringLiteral("scenario");
    if (!parser.isSet(hardware) && !parser.isSet(scenario))
        return true;
    OwnershipViewOptions options;
    for (const QString& part : parser.value(hardware).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString id = part.trimmed();
        if (!id.isEmpty() && !options.hardwareIds.contains(id))
            options.hardwareIds.append(id);
    }
    if (parser.isSet(hardware) &&
        (options.hardwareIds.isEmpty() || options.hardwareIds.size() > 2)) {
        *error = QCoreApplication::translate("GuiStartup",
                                             "--own-or-rent takes one system or chip id, or two "
                                             "different ones separated by a comma.");
        return false;
    }
    options.scenario = parser.value(scenario).trimmed();
    if (parser.isSet(scenario) && options.scenario.isEmpty()) {
        *error = QCoreApplication::translate("GuiStartup", "--scenario needs a scenario's name.");
        return false;
    }
    view->ownership = options;
    return true;
}

bool parseCompareOption(const QString& text, ViewOptions* view, QString* error) {
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

} // namespace chipatlas
