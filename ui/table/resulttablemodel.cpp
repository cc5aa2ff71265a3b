#include "table/resulttablemodel.h"

#include "application/resultrules.h"
#include "common/catalogtext.h"
#include "common/resulttext.h"
#include "common/theme.h"
#include "domain/units.h"

#include <QBrush>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

namespace chipatlas {

namespace {
// The result field a column shows (its label, unit and decimals come from the schema).
ResultField fieldOf(int column) {
    switch (column) {
    case ResultTableModel::ModelColumn:
        return ResultField::Model;
    case ResultTableModel::HardwareColumn:
        return ResultField::Hardware;
    case ResultTableModel::EngineColumn:
        return ResultField::Engine;
    case ResultTableModel::PrecisionColumn:
        return ResultField::Precision;
    case ResultTableModel::ScenarioColumn:
        return ResultField::Scenario;
    case ResultTableModel::TokensPerSColumn:
        return ResultField::TokensPerS;
    case ResultTableModel::TokensPerChipColumn:
        return ResultField::TokensPerSPerChip;
    case ResultTableModel::TokensPerUserColumn:
        return ResultField::TokensPerSPerUser;
    case ResultTableModel::BoundColumn:
        return ResultField::TokensPerS;
    case ResultTableModel::DateColumn:
        return ResultField::Date;
    case ResultTableModel::ClaimColumn:
        return ResultField::ClaimKind;
    default:
        return ResultField::Notes;
    }
}
} // namespace

ResultTableModel::ResultTableModel(QObject* parent)
    : EntryTableModel(Columns{ColumnCount, 0, 0, 0, 0}, parent) {}

void ResultTableModel::setSnapshot(const CatalogSnapshot& snapshot) {
    beginResetModel();
    m_snapshot = snapshot;
    m_rowOfId.clear();
    m_checks.clear();
    const QList<Result>& results = m_snapshot.results();
    m_checks.reserve(results.size());
    for (int row = 0; row < results.size(); ++row) {
        m_rowOfId.insert(results.at(row).id, row);
        m_checks.append(checkOf(m_snapshot, results.at(row)));
    }
    endResetModel();
}

ResultTableModel::Check ResultTableModel::checkOf(const CatalogSnapshot& snapshot,
                                                  const Result& result) {
    Check check;
    const QLocale locale;
    if (result.kind == ResultKind::Figure) {
        const FigureCheck figure = checkFigure(snapshot, result);
        check.efficiency = figure.fraction;
        check.above = figure.abovePublished;
        if (figure.fraction && figure.field)
            check.toolTip =
                tr("%1 of the published %2")
                    .arg(locale.toString(*figure.fraction * 100, 'f', 0) + QLatin1Char('%'),
                         formatNumber(*figure.published, 0, locale) + QLatin1Char(' ') +
                             unitSymbol(fieldInfo(*figure.field).unit));
        else
            check.toolTip = figure.noneReason;
        if (figure.abovePublished)
            check.toolTip = tr("Measured above the published figure: an error in the data or "
                               "in the datasheet.") +
                            QLatin1Char('\n') + check.toolTip;
        return check;
    }
    const ResultBound bound = resultBound(snapshot, result);
    check.bound = bound.tokensPerSecond;
    check.efficiency = bound.efficiency;
    check.above = bound.aboveBound;
    if (bound.tokensPerSecond) {
        check.binding = decodeLimitText(bound.limit);
        QStringList lines;
        if (bound.aboveBound)
            lines << aboveBoundText();
        lines << tr("Bound: %1 tok/s on %n chip(s), %2", nullptr, bound.chips)
                     .arg(formatNumber(*bound.tokensPerSecond, 0, locale), check.binding);
        lines += bound.assumptions;
        check.toolTip = lines.join(QLatin1Char('\n'));
    } else {
        check.toolTip = bound.noBoundReason;
    }
    return check;
}

int ResultTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_snapshot.results().size());
}

QString ResultTableModel::hardwareNameAt(int row) const {
    return resulttext::hardwareName(resultAt(row), m_snapshot);
}

QString ResultTableModel::hardwareVendorAt(int row) const {
    const QString& id = resultAt(row).hardwareId;
    if (const Chip* chip = m_snapshot.chip(id))
        return chip->vendor;
    if (const System* system = m_snapshot.system(id))
        return system->vendor;
    return {};
}

QString ResultTableModel::chipKindAt(int row) const {
    const QString& id = resultAt(row).hardwareId;
    if (const Chip* chip = m_snapshot.chip(id))
        return chip->kind;
    if (const System* system = m_snapshot.system(id)) {
        if (const Chip* chip = m_snapshot.chip(system->chipId))
            return chip->kind;
    }
    return {};
}

int ResultTableModel::chipsPerUnitAt(int row) const {
    return resulttext::chipsPerUnit(resultAt(row), m_snapshot);
}

// A dragged result carries the hardware it ran on, for the compare view.
EntryRef ResultTableModel::entryAt(int row) const {
    const Result& result = resultAt(row);
    if (m_snapshot.system(result.hardwareId))
        return EntryRef::system(result.hardwareId);
    return EntryRef::chip(result.hardwareId);
}

bool ResultTableModel::isIdentityColumn(int column) const {
    return column == ModelColumn || column == HardwareColumn || column == IdColumn;
}

bool ResultTableModel::isNumeric(int column) const {
    return column == TokensPerSColumn || column == TokensPerChipColumn ||
           column == TokensPerUserColumn || column == BoundColumn || column == EfficiencyColumn;
}

std::optional<double> ResultTableModel::numberAt(int row, int column) const {
    const Result& result = resultAt(row);
    switch (column) {
    case TokensPerSColumn:
        return result.tokensPerS;
    case TokensPerChipColumn:
        return tokensPerSecondPerChip(result, chipsPerUnitAt(row));
    case TokensPerUserColumn:
        return result.tokensPerSPerUser;
    case BoundColumn:
        return m_checks.at(row).bound;
    case EfficiencyColumn:
        return m_checks.at(row).efficiency;
    default:
        return std::nullopt;
    }
}

QString ResultTableModel::textAt(int row, int column) const {
    const Result& result = resultAt(row);
    switch (column) {
    case ModelColumn:
        return resulttext::what(result, m_snapshot);
    case HardwareColumn:
        return resulttext::hardware(result, m_snapshot);
    case EngineColumn:
        return result.engineVersion.isEmpty()
                   ? result.engine
                   : QStringLiteral("%1 %2").arg(result.engine, result.engineVersion);
    case PrecisionColumn:
        return result.precision ? precisionName(*result.precision) : QString();
    case ScenarioColumn:
        return resulttext::scenario(result);
    case DateColumn:
        return result.date.isValid() ? result.date.toString(Qt::ISODate) : QString();
    case ClaimColumn:
        return resulttext::claim(result);
    case IdColumn:
        return result.id;
    case EfficiencyColumn: {
        const std::optional<double> efficiency = numberAt(row, column);
        return efficiency ? m_locale.toString(*efficiency * 100, 'f', 0) : QString();
    }
    case BindingColumn:
        return m_checks.at(row).binding;
    case CheckColumn:
        return m_checks.at(row).above ? tr("above its bound") : QString();
    default:
        return resulttext::number(numberAt(row, column), fieldOf(column), m_locale);
    }
}

// A throughput per chip worked out from the total is computed (italics); a value the result
// does not give is unknown (grey).
EntryTableModel::Cell ResultTableModel::cellAt(int row, int column) const {
    if (isIdentityColumn(column))
        return {FigureStatus::Published, false};
    const bool missing = textAt(row, column).isEmpty();
    if (missing)
        return {FigureStatus::Unknown, true};
    if (column == TokensPerChipColumn && !resultAt(row).tokensPerSPerChip)
        return {FigureStatus::Computed, false};
    if (column == BoundColumn || column == EfficiencyColumn || column == BindingColumn)
        return {FigureStatus::Computed, false};
    return {FigureStatus::Published, false};
}

QVariant ResultTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role == ResultIdRole)
        return resultAt(index.row()).id;
    // Above its bound: red and bold in the efficiency and check cells, whatever else they show.
    const int column = index.column();
    if (m_checks.at(index.row()).above && (column == EfficiencyColumn || column == CheckColumn)) {
        if (role == Qt::ForegroundRole)
            return QBrush(signalColor(SignalColor::Bad, QGuiApplication::palette()));
        if (role == Qt::FontRole) {
            QFont font;
            font.setBold(true);
            return font;
        }
    }
    return EntryTableModel::data(index, role);
}

QString ResultTableModel::displayText(int row, int column) const {
    const QString text = textAt(row, column);
    if (column == EfficiencyColumn && m_checks.at(row).above)
        return QString::fromUtf8("\u26a0 ") + text; // a warning sign before the number
    // An em dash: not given; the check column stays empty when there is nothing to flag.
    if (text.isEmpty() && !isIdentityColumn(column) && column != CheckColumn)
        return QString::fromUtf8("\u2014");
    return text;
}

QVariant ResultTableModel::sortValue(int row, int column) const {
    if (isNumeric(column)) {
        const std::optional<double> value = numberAt(row, column);
        return value ? QVariant(*value) : QVariant();
    }
    // A date sorts as its ISO text (core's rowLessThan() compares text or numbers).
    const QString text = textAt(row, column);
    return text.isEmpty() ? QVariant() : QVariant(text);
}

QString ResultTableModel::toolTipText(int row, int column) const {
    const Result& result = resultAt(row);
    QStringList lines;
    switch (column) {
    case ModelColumn:
        if (result.kind == ResultKind::Figure) {
            lines << resulttext::what(result, m_snapshot);
            if (result.measuredValue)
                lines << tr("Measured value: %1 %2")
                             .arg(resulttext::number(result.measuredValue,
                                                     ResultField::MeasuredValue, m_locale),
                                  result.unit);
            if (!result.tool.isEmpty())
                lines << tr("Tool: %1").arg(result.tool);
            if (!result.size.isEmpty())
                lines << tr("Size: %1").arg(result.size);
        } else {
            lines << textAt(row, column);
            if (!result.checkpoint.isEmpty())
                lines << tr("Checkpoint: %1").arg(result.checkpoint);
            if (!result.quantization.isEmpty())
                lines << tr("Quantization: %1").arg(result.quantization);
        }
        break;
    case PrecisionColumn:
        if (result.kvPrecision)
            lines << tr("Weights: %1, KV cache: %2")
                         .arg(textAt(row, column), precisionName(*result.kvPrecision));
        break;
    case BoundColumn:
    case EfficiencyColumn:
    case BindingColumn:
    case CheckColumn:
        lines << m_checks.at(row).toolTip;
        break;
    case TokensPerChipColumn:
        if (!result.tokensPerSPerChip && numberAt(row, column))
            lines << tr("Computed: %1 tok/s over %2 chips")
                         .arg(resulttext::number(result.tokensPerS, ResultField::TokensPerS,
                                                 m_locale))
                         .arg(result.hardwareCount * chipsPerUnitAt(row));
        break;
    case ClaimColumn:
        lines << textAt(row, column);
        if (!result.publisher.isEmpty())
            lines << tr("Published by: %1").arg(result.publisher);
        if (!result.mlperfResultId.isEmpty())
            lines << tr("MLPerf result: %1 (%2 division)")
                         .arg(result.mlperfResultId, result.mlperfDivision);
        break;
    default:
        break;
    }
    if (!isIdentityColumn(column) && !result.source.isEmpty())
        lines << tr("Source: %1").arg(result.source);
    if (column == ModelColumn && !result.notes.isEmpty())
        lines << catalogText(result.notes);
    return lines.join(QLatin1Char('\n'));
}

QString ResultTableModel::headerTitle(int column) const {
    switch (column) {
    case ModelColumn:
        return tr("Model");
    case HardwareColumn:
        return tr("Hardware");
    case EngineColumn:
        return tr("Engine");
    case PrecisionColumn:
        return tr("Precision");
    case ScenarioColumn:
        return tr("Scenario");
    case TokensPerSColumn:
        return wrappedTitle(tr("Total (%1)").arg(unitSymbol(Unit::TokensPerSecond)));
    case TokensPerChipColumn:
        return wrappedTitle(tr("Per chip (%1)").arg(unitSymbol(Unit::TokensPerSecond)));
    case TokensPerUserColumn:
        return wrappedTitle(tr("Per user (%1)").arg(unitSymbol(Unit::TokensPerSecond)));
    case BoundColumn:
        return wrappedTitle(tr("Bound (%1)").arg(unitSymbol(Unit::TokensPerSecond)));
    case EfficiencyColumn:
        return wrappedTitle(tr("Efficiency (%)"));
    case BindingColumn:
        return tr("Binding bound");
    case CheckColumn:
        return tr("Check");
    case DateColumn:
        return tr("Date");
    case ClaimColumn:
        return tr("Whose claim");
    case IdColumn:
        return tr("ID");
    default:
        return {};
    }
}

QString ResultTableModel::headerToolTip(int column) const {
    if (column == IdColumn)
        return QStringLiteral("id");
    switch (column) {
    case BoundColumn:
        return tr("The calculator's decode bound for the same model, hardware, count, precision, "
                  "batch or concurrency and lengths: output tokens per second of all the "
                  "hardware");
    case EfficiencyColumn:
        return tr("Measured / bound, in percent; a chip figure measured: its fraction of the "
                  "published figure");
    case BindingColumn:
        return tr("Which bound binds: memory bandwidth or dense compute");
    case CheckColumn:
        return tr("A result above its bound is an error in the data or in the formula");
    default:
        break;
    }
    if (column == HardwareColumn)
        return QStringLiteral("%1, %2: %3")
            .arg(resultFieldKey(ResultField::HardwareCount), resultFieldKey(ResultField::Hardware),
                 tr("how many of which chip or system"));
    const ResultField field = fieldOf(column);
    return QStringLiteral("%1: %2").arg(resultFieldKey(field), resultFieldLabel(field));
}

} // namespace chipatlas
