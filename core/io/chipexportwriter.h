#pragma once

#include "catalogimport.h"
#include "domain/chip.h"
#include "jsonwriter.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>

#include <memory>

namespace chipatlas {

// The export of chips as exportChips() writes it (catalogcsv.h, catalogimport.h), one chip at a
// time: begin(), then chip() for each chip in id order, then end(). Concatenated, the pieces
// are exportChips() of the same chips, so that streaming a catalog into a file gives the same
// bytes as exporting the whole list.
class ChipExportWriter final {
public:
    explicit ChipExportWriter(CatalogFormat format);
    ~ChipExportWriter();
    ChipExportWriter(const ChipExportWriter&) = delete;
    ChipExportWriter& operator=(const ChipExportWriter&) = delete;

    QByteArray begin() const;
    QByteArray chip(const Chip& chip);
    QByteArray end() const;

private:
    CatalogFormat m_format;
    std::unique_ptr<class ChipCsvWriter> m_csv;
    IndentedJsonArray m_json;
};

} // namespace chipatlas
