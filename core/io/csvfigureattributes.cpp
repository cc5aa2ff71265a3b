#include "csvfigureattributes.h"

#include "domain/excerpt.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <cmath>

namespace chipatlas {

namespace {
// lupdate files a free tr() under its namespace, "chipatlas": look the text up there.
QString tr(const char* text) {
    return QCoreApplication::translate("chipatlas", text);
}

QString number(double value) {
    return QString::number(value, 'f', QLocale::FloatingPointShortest);
}

// "300-350" -> 300 and 350; the ends are positive (validation says so), so '-' separates them.
bool parseRange(const QString& cell, double* low, double* high) {
    const QStringList ends = cell.split(QLatin1Char('-'));
    if (ends.size() != 2)
        return false;
    bool lowOk = false;
    bool highOk = false;
    *low = ends.at(0).trimmed().toDouble(&lowOk);
    *high = ends.at(1).trimmed().toDouble(&highOk);
    return lowOk && highOk && std::isfinite(*low) && std::isfinite(*high);
}

template <typename Enum>
bool readKey(const QString& cell, std::optional<Enum> (*fromKey)(QStringView),
             QString (*toKey)(Enum), std::initializer_list<Enum> accepted, Enum* out,
             QString* error) {
    if (const std::optional<Enum> parsed = fromKey(cell)) {
        *out = *parsed;
        return true;
    }
    QStringList keys;
    for (Enum e : accepted)
        keys << toKey(e);
    *error = tr("\"%1\" is not one of %2; leave the cell empty when it is not stated")
                 .arg(excerpt(cell), keys.join(QStringLiteral(", ")));
    return false;
}
} // namespace

const QList<CsvAttributeColumn>& csvAttributeColumns() {
    static const QList<CsvAttributeColumn> columns = [] {
        using Kind = CsvAttributeColumn::Kind;
        QList<CsvAttributeColumn> list;
        for (const FieldSpec& info : allFields()) {
            const Field field = chipField(info);
            const QString key = QLatin1String(info.key);
            if (takesPrintedUnit(field))
                list.append({field, Kind::PrintedUnit, key + QStringLiteral("_printed_unit")});
            if (takesLinkScope(field))
                list.append({field, Kind::LinkScope, key + QStringLiteral("_link_scope")});
            if (takesConfigurationAndRange(field)) {
                list.append({field, Kind::Configuration, key + QStringLiteral("_configuration")});
                list.append({field, Kind::Range, key + QStringLiteral("_range")});
            }
        }
        return list;
    }();
    return columns;
}

QString csvAttributeCell(const Figure& figure, const CsvAttributeColumn& column) {
    switch (column.kind) {
    case CsvAttributeColumn::Kind::PrintedUnit:
        return printedUnitKey(figure.printedUnit);
    case CsvAttributeColumn::Kind::LinkScope:
        return linkScopeKey(figure.linkScope);
    case CsvAttributeColumn::Kind::Configuration:
        return figure.configuration;
    case CsvAttributeColumn::Kind::Range:
        if (!figure.rangeLow || !figure.rangeHigh)
            return QString();
        return number(*figure.rangeLow) + QLatin1Char('-') + number(*figure.rangeHigh);
    }
    Q_UNREACHABLE();
    return QString();
}

bool readCsvAttributeCell(const QString& cell, const CsvAttributeColumn& column, Figure* figure,
                          QString* error) {
    const QString text = cell.trimmed();
    switch (column.kind) {
    case CsvAttributeColumn::Kind::PrintedUnit:
        return readKey(text, printedUnitFromKey, printedUnitKey,
                       {PrintedUnit::Decimal, PrintedUnit::Binary}, &figure->printedUnit, error);
    case CsvAttributeColumn::Kind::LinkScope:
        return readKey(text, linkScopeFromKey, linkScopeKey,
                       {LinkScope::ChipToChip, LinkScope::HostToChip}, &figure->linkScope, error);
    case CsvAttributeColumn::Kind::Configuration:
        figure->configuration = cell;
        return true;
    case CsvAttributeColumn::Kind::Range: {
        if (text.isEmpty())
            return true;
        double low = 0;
        double high = 0;
        if (!parseRange(text, &low, &high)) {
            *error = tr("\"%1\" is not a range; write it as low-high in the figure's unit, like "
                        "300-350")
                         .arg(excerpt(cell));
            return false;
        }
        figure->rangeLow = low;
        figure->rangeHigh = high;
        return true;
    }
    }
    Q_UNREACHABLE();
    return false;
}

} // namespace chipatlas
