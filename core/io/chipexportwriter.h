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
// listing of 100,000 chips then holds one element in memory, not the document. An array at
// `depth` 1 is the value of a member of the document's object (its elements indented by eight
// spaces, its "]" by four, no line break after it).
class IndentedJsonArray final {
public:
    explicit IndentedJsonArray(int depth = 0)
        : m_depth(depth) {}
    static QByteArray begin() { return QByteArrayLiteral("[\n"); }
    QByteArray element(const QJsonObject& object);
    QByteArray end() const;

private:
    int m_depth = 0;
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
