#pragma once

#include "common/entryroles.h"
#include "domain/entry.h"
#include "domain/figure.h"
#include "domain/figureformat.h"
#include "domain/precision.h"

#include <QAbstractTableModel>
#include <QFont>
#include <QLocale>
#include <QStringList>

namespace chipatlas {

// What the chip table and the Systems table share: the roles a view, the proxies and the
// tests read of a cell (display text with its marks, the raw sort value, the status and whether
// the value is missing, alignment, the grey of a missing value and the italics of an unverified
// or computed one, the tooltip), the column headers, and rows dragged as entry ids. A kind says
// what its rows and columns are: it reads a cell of its own entries in place (a chip of the
// snapshot is never copied into another type to be shown) and answers the questions below.
class EntryTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Role { // common/entryroles.h
        SortRole = EntryRoles::SortRole,
        StatusRole = EntryRoles::StatusRole,
        IdRole = EntryRoles::IdRole,
        MissingRole = EntryRoles::MissingRole,
    };

    Precision precision() const { return m_precision; }
    MemoryUnits memoryUnits() const { return m_memoryUnits; }
    // The precision of the throughputs and the ratios built on them (BF16 by default).
    void setPrecision(Precision precision);
    // GB or GiB for the capacities printed in GB (figureformat.h).
    void setMemoryUnits(MemoryUnits units);

    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // Drag: rows leave as their entry ids (chipmime.h), for the compare view and others.
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;

protected:
    // The columns whose cells and titles change with the precision, and those whose cells
    // change with the memory units (first to last).
    struct Columns {
        int count = 0;
        int precisionFirst = 0;
        int precisionLast = 0;
        int memoryFirst = 0;
        int memoryLast = 0;
    };
    EntryTableModel(const Columns& columns, QObject* parent);

    // What data() needs of a value cell, without the note and source strings.
    struct Cell {
        FigureStatus status = FigureStatus::Unknown;
        bool missing = true;
    };

    virtual EntryRef entryAt(int row) const = 0;
    // An identity column (name, vendor, id) shows its text as it is: no status, grey or italics.
    virtual bool isIdentityColumn(int column) const = 0;
    virtual bool isNumeric(int column) const = 0;
    virtual Cell cellAt(int row, int column) const = 0;
    virtual QString displayText(int row, int column) const = 0;
    virtual QVariant sortValue(int row, int column) const = 0;
    virtual QString toolTipText(int row, int column) const = 0;
    virtual QString headerTitle(int column) const = 0;
    virtual QString headerToolTip(int column) const = 0;

    // Qt 6.4's views and QAbstractItemModelTester read TextAlignmentRole as an int.
    int alignmentFor(int column) const;
    // The grey of a missing value.
    static QBrush missingBrush();
    // A value cell's text: a missing value shows its status; an unverified value (or a ratio
    // built on one) reads as doubtful with a "?", a design target with " target", a throughput
    // that may be sparse with a "*".
    static QString markedText(const QString& text, const Figure& figure, bool missing);
    // The status a missing cell shows: "not published" when the vendor withholds it, "unknown"
    // for everything else (including an inconsistent "published" figure without a value).
    static FigureStatus missingStatus(FigureStatus status);
    // The tooltip lines after a cell's value: sparsity (sparsityText when the vendor does not
    // say), note, source.
    static void addFigureLines(QStringList* lines, const Figure& figure,
                               const QString& sparsityText);
    // "Memory (GB)" -> "Memory\n(GB)": the unit under the title.
    static QString wrappedTitle(QString title);

    QLocale m_locale; // the default locale when the model was made; data() must not build one

private:
    Columns m_columns;
    Precision m_precision = Precision::BF16;
    MemoryUnits m_memoryUnits = MemoryUnits::Decimal;
    QFont m_italicFont; // only italic is set, so views merge it into their own font
};

} // namespace chipatlas
