#pragma once

#include "application/catalogsnapshot.h"
#include "domain/precision.h"
#include "domain/systemcolumns.h"

#include <QAbstractTableModel>
#include <QFont>
#include <QHash>
#include <QList>
#include <QLocale>
#include <QStringList>

namespace chipatlas {

// The Systems table (the table page's Systems mode): one row per system of the snapshot, one
// column per SystemColumn (systemcolumns.h, in its order), so that the GUI table and
// `chipatlas-cli systems` show the same titles, cells and order. SortRole gives
// systemSortValue() (null when missing: sorted last by the proxy); missing cells show their
// status as the chip table does, unverified values a "?" and sparsity-unstated ones a "*".
class SystemTableModel final : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Role {
        SortRole = Qt::UserRole + 1, // raw value, null when missing
        StatusRole,                  // int(FigureStatus) of the cell
        SystemIdRole,                // the system's id, on every column
        MissingRole,                 // true when the cell has no value
    };

    explicit SystemTableModel(QObject* parent = nullptr);

    // The rows: systemRows() of the snapshot's systems, chips and offers.
    void setSnapshot(const CatalogSnapshot& snapshot);
    const SystemRow& rowAt(int row) const { return m_rows.at(row); }
    int rowForId(const QString& id) const { return m_rowOfId.value(id, -1); }
    // The kind of the system's chip ("gpu", "tpu"): what the kind filter matches.
    QString chipKindAt(int row) const;

    void setPrecision(Precision precision);
    Precision precision() const { return m_precision; }
    // GB or GiB for memory totals printed in GB.
    void setMemoryUnits(MemoryUnits units);

    static SystemColumn columnAt(int column) { return SystemColumn(column); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // Drag: rows leave as system ids in the chip type (entrymime.h), for the compare view.
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;

private:
    QString displayText(const SystemRow& row, SystemColumn column) const;
    QString toolTipText(const SystemRow& row, SystemColumn column) const;

    QList<SystemRow> m_rows;
    QHash<QString, int> m_rowOfId;
    QHash<QString, QString> m_chipKinds; // chip id -> kind
    Precision m_precision = Precision::BF16;
    MemoryUnits m_memoryUnits = MemoryUnits::Decimal;
    QLocale m_locale;
    QFont m_italicFont;
};

} // namespace chipatlas
