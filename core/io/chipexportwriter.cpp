#include "chipexportwriter.h"

#include "catalogcsv.h"
#include "catalogjson.h"

#include <QJsonDocument>

namespace chipatlas {

QByteArray IndentedJsonArray::element(const QJsonObject& object) {
    // The object on its own is "{\n    ...\n}\n"; inside the array every line is indented once
    // more per level (strings never hold a raw line break: JSON escapes it).
    const QByteArray alone = QJsonDocument(object).toJson(QJsonDocument::Indented);
    const QByteArray indent(4 * (m_depth + 1), ' ');
    QByteArray out;
    out.reserve(alone.size() + alone.count('\n') * indent.size() + 2);
    if (m_any)
        out += ",\n";
    m_any = true;
    qsizetype start = 0;
    while (start < alone.size()) {
        qsizetype stop = alone.indexOf('\n', start);
        if (stop < 0)
            stop = alone.size();
        out += indent;
        out.append(alone.constData() + start, stop - start);
        start = stop + 1;
        if (start < alone.size())
            out += '\n';
    }
    return out;
}

QByteArray IndentedJsonArray::end() const {
    // QJsonDocument ends an array's last element with a line break, then indents "]" as the
    // array's own line; the document (depth 0) ends with a line break.
    QByteArray out = m_any ? QByteArrayLiteral("\n") : QByteArray();
    out += QByteArray(4 * m_depth, ' ') + ']';
    if (m_depth == 0)
        out += '\n';
    return out;
}

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
    QJsonObject object = chipToJson(chip);
    object.remove(QLatin1String("builtin")); // a file does not carry where a chip came from
    return m_json.element(object);
}

QByteArray ChipExportWriter::end() const {
    return m_csv ? QByteArray() : m_json.end();
}

} // namespace chipatlas
