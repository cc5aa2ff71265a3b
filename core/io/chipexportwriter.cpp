#include "chipexportwriter.h"

#include "catalogcsv.h"
#include "catalogjson.h"

namespace chipatlas {

ChipExportWriter::ChipExportWriter(CatalogFormat format)
    : m_format(format) {
    if (format == CatalogFormat::Csv)
        m_csv = std::make_unique<ChipCsvWriter>();
}

ChipExportWriter::~ChipExportWriter() = default;

QByteArray ChipExportWriter::begin() const {
    return m_csv ? m_csv->header() : IndentedJsonArray::begin();
}

QByteArray ChipExportWriter::chip(const Chip& chip) {
    if (m_csv)
        return m_csv->row(chip);
    return m_json.element([&](IndentedJsonWriter& json) {
        json.beginObject();
        chipJsonMembers(json, chip, ChipOrigin::Omitted);
        json.endObject();
    });
}

QByteArray ChipExportWriter::end() const {
    return m_csv ? QByteArray() : m_json.end();
}

} // namespace chipatlas
