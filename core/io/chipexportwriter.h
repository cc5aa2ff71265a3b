#pragma once

#include "catalogimport.h"
#include "domain/chip.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>

#include <memory>

namespace chipatlas {

// A JSON array written one element at a time, byte for byte as
// QJsonDocument(array).toJson(QJsonDocument::Indented) writes the whole array: "[", each
// element indented by four spaces, "," between elements, "]" and a line break. An export or a
// listing of 100,000 chips then holds one element in memory, not the document.
class IndentedJsonArray final {
public:
    static QByteArray begin() { return QByteArrayLiteral("[\n"); }
    QByteArray element(const QJsonObject& object);
    QByteArray end() const;

private:
    bool m_any = false;
};

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
