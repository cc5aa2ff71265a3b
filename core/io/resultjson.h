#pragma once

#include "domain/result.h"
#include "resultcatalogfile.h"

#include <QByteArray>
#include <QDate>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace chipatlas {

// The JSON form of measured results: the built-in results ship in it
// (resources/catalog/results.json, made by tools/build_catalog.py from
// resources/reference/results.csv), `export --results FILE.json` writes it and import reads it.
//
//   {"format": "chipatlas-results", "revision": N, "content_hash": "sha256:...",
//    "results": [{"id": "...", "<result field key>": <value>, ...}, ...]}
//
// One object per result: "id" and every result field that has a value (resultText() not empty),
// a Number-kind field (hardware_count, tokens_per_s, ttft_p50_ms, ...) as a JSON number, every
// other one as text ("kind": "serving", "date": "2025-04-02"). A user's export has no revision
// and no content_hash; a bare array of result objects is read too. A reader refuses a key that is
// not "id" or a result field, a value of the wrong JSON type, a field setResultText() refuses,
// a result validateResult() refuses against `today`, and an id used twice, naming the result as
// jsonEntryError() does and the key: "result 2 (\"x\"): Tokens per second (tokens_per_s): -5
// tok/s is negative". id, kind, hardware, source and claim_kind must be present.
QJsonObject resultToJson(const Result& result);
std::optional<Result> resultFromJson(const QJsonObject& object, const QDate& today, QString* error);

std::optional<ResultCatalogFile> readResultCatalog(const QByteArray& json, const QDate& today,
                                                   QString* error);
// {"format": "chipatlas-results", "results": [...]} with the results sorted by id, indented,
// UTF-8: export -> import -> export is byte-identical.
QByteArray exportResultsJson(QList<Result> results);
// The "format" that file names: "chipatlas-results".
QString resultCatalogFormat();

} // namespace chipatlas
