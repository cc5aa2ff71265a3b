#include "fit/fittablebase.h"

#include "window/theme.h"

#include <QBrush>
#include <QGuiApplication>
#include <QPalette>

namespace chipatlas {

namespace {
// Green or red, a shade that reads on the palette (lighter on a dark one).
QBrush fitBrush(bool fits) {
    return QBrush(
        signalColor(fits ? SignalColor::Good : SignalColor::Bad, QGuiApplication::palette()));
}

QBrush greyBrush() {
    return QBrush(QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text));
}
} // namespace

FitTableBase::FitTableBase(QObject* parent)
    : QAbstractTableModel(parent) {
    m_italicFont.setItalic(true);
}

int FitTableBase::alignmentFor(int column) const {
    return int((isTextColumn(column) ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
}

QVariant FitTableBase::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return displayText(row, column, sortValue(row, column));
    case SortRole:
        return sortValue(row, column);
    case ChipIdRole:
        return entryId(row);
    case MissingRole:
        return column != 0 && sortValue(row, column).isNull();
    case FitsRole:
        return fits(row);
    case Qt::TextAlignmentRole:
        return alignmentFor(column);
    case Qt::ForegroundRole:
        if (column != 0 && sortValue(row, column).isNull())
            return greyBrush();
        if (const std::optional<bool> good = verdict(row, column))
            return fitBrush(*good);
        if (isHypothetical(row, column))
            return greyBrush();
        return {};
    case Qt::FontRole:
        if (column != 0 && (sortValue(row, column).isNull() || isHypothetical(row, column)))
            return m_italicFont;
        return {};
    case Qt::ToolTipRole:
        return toolTip(row, column);
    default:
        return {};
    }
}

} // namespace chipatlas
