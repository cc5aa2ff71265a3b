#pragma once

#include "catalogimport.h"
#include "chipexportwriter.h"
#include "domain/offer.h"
#include "domain/result.h"
#include "domain/system.h"

#include <QByteArray>
#include <QList>

#include <algorithm>

namespace chipatlas {

// The export of systems, offers or results, one entry at a time, as ChipExportWriter writes
// chips: begin(), then entry() for each entry in id order, then end(). Concatenated, the pieces
// are the whole file: CSV as exportSystemsCsv(), exportOffersCsv() (systemcsv.h) and
// exportResultsCsv() (resultcsv.h) write it; JSON a bare indented array of systemToJson() or
// offerToJson() of each (what `chipatlas-cli systems --json` prints), or for results
// exportResultsJson()'s {"format": ..., "results": [...]} (resultjson.h). `chipatlas-cli export
// --systems/--offers/--results` streams the catalog through it a page at a time, and the
// window's File > Export writes its lists through exportEntries(): the same bytes either way.
template <typename T>
class EntryExportWriter final {
public:
    explicit EntryExportWriter(CatalogFormat format);

    QByteArray begin() const;
    QByteArray entry(const T& entry);
    QByteArray end() const;

private:
    CatalogFormat m_format;
    IndentedJsonArray m_json;
};

using SystemExportWriter = EntryExportWriter<System>;
using OfferExportWriter = EntryExportWriter<Offer>;
using ResultExportWriter = EntryExportWriter<Result>;

extern template class EntryExportWriter<System>;
extern template class EntryExportWriter<Offer>;
extern template class EntryExportWriter<Result>;

// The whole file of `entries` (sorted by id here) through EntryExportWriter.
template <typename T>
QByteArray exportEntries(QList<T> entries, CatalogFormat format) {
    std::sort(entries.begin(), entries.end(), [](const T& a, const T& b) { return a.id < b.id; });
    EntryExportWriter<T> writer(format);
    QByteArray out = writer.begin();
    for (const T& entry : std::as_const(entries))
        out += writer.entry(entry);
    return out + writer.end();
}

} // namespace chipatlas
