#include "entryexportwriter.h"

#include "csvwriter.h"
#include "resultcsv.h"
#include "resultjson.h"
#include "systemcsv.h"
#include "systemjson.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace chipatlas {

namespace {
// What each kind's file holds: its CSV columns and lines, its JSON object, and whether the JSON
// array stands in an object ({"format": ..., "results": [...]}) or alone.
template <typename T>
struct Kind;

template <>
struct Kind<System> {
    static QStringList columns() { return systemCsvColumns(); }
    static QByteArray csv(const System& system) { return systemCsvLine(system); }
    static QJsonObject json(const System& system) { return systemToJson(system); }
    static constexpr bool kInObject = false;
};

template <>
struct Kind<Offer> {
    static QStringList columns() { return offerCsvColumns(); }
    static QByteArray csv(const Offer& offer) { return offerCsvLines(offer); }
    static QJsonObject json(const Offer& offer) { return offerToJson(offer); }
    static constexpr bool kInObject = false;
};

template <>
struct Kind<Result> {
    static QStringList columns() { return resultCsvColumns(); }
    static QByteArray csv(const Result& result) { return resultCsvLine(result); }
    static QJsonObject json(const Result& result) { return resultToJson(result); }
    static constexpr bool kInObject = true;
};

// exportResultsJson()'s object up to its "results" array: "{", the "format" member and the
// array's key, as QJsonDocument indents them (its members are sorted: "format" < "results").
QByteArray resultsHead() {
    QByteArray head = QJsonDocument(QJsonObject{{QStringLiteral("format"), resultCatalogFormat()}})
                          .toJson(QJsonDocument::Indented);
    head.chop(QByteArrayLiteral("\n}\n").size());
    return head + QByteArrayLiteral(",\n    \"results\": ");
}
} // namespace

template <typename T>
EntryExportWriter<T>::EntryExportWriter(CatalogFormat format)
    : m_format(format)
    , m_json(Kind<T>::kInObject ? 1 : 0) {}

template <typename T>
QByteArray EntryExportWriter<T>::begin() const {
    if (m_format == CatalogFormat::Csv)
        return csvLine(Kind<T>::columns());
    return Kind<T>::kInObject ? resultsHead() + IndentedJsonArray::begin()
                              : IndentedJsonArray::begin();
}

template <typename T>
QByteArray EntryExportWriter<T>::entry(const T& entry) {
    if (m_format == CatalogFormat::Csv)
        return Kind<T>::csv(entry);
    return m_json.element(Kind<T>::json(entry));
}

template <typename T>
QByteArray EntryExportWriter<T>::end() const {
    if (m_format == CatalogFormat::Csv)
        return QByteArray();
    return Kind<T>::kInObject ? m_json.end() + QByteArrayLiteral("\n}\n") : m_json.end();
}

template class EntryExportWriter<System>;
template class EntryExportWriter<Offer>;
template class EntryExportWriter<Result>;

} // namespace chipatlas
