#pragma once

#include "domain/chip.h"

#include <QList>
#include <QString>

namespace chipatlas {

// The CSV columns of a figure's attributes (figure.h), one per attribute a field takes
// (field.h): `<key>_printed_unit` ("decimal", "binary" or empty) for a capacity or bandwidth,
// `<key>_link_scope` ("chip_to_chip", "host_to_chip" or empty) for interconnect_bw_gbs, and
// for a number `<key>_configuration` (text) and `<key>_range` ("300-350": low-high in the
// field's unit, C locale, or empty). An empty cell is "not stated".
struct CsvAttributeColumn {
    enum class Kind { PrintedUnit, LinkScope, Configuration, Range };
    Field field;
    Kind kind;
    QString name;
};

// In Field order; per field in the order of Kind.
const QList<CsvAttributeColumn>& csvAttributeColumns();

// The cell of `column` for `figure` (the figure of column.field).
QString csvAttributeCell(const Figure& figure, const CsvAttributeColumn& column);

// Reads `cell` into `figure`; on a bad cell, false and *error says what is wrong and what is
// accepted (without the place: the caller names line and column).
bool readCsvAttributeCell(const QString& cell, const CsvAttributeColumn& column, Figure* figure,
                          QString* error);

} // namespace chipatlas
