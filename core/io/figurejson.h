#pragma once

#include "domain/field.h"
#include "domain/figure.h"
#include "domain/schema.h"
#include "domain/units.h"
#include "jsonbuilder.h"
#include "jsonwriter.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>
#include <span>

namespace chipatlas {

// The JSON of one figure, as chips (catalogjson.h) and systems (systemjson.h) carry it:
// {"value", "unit", "status", "source", "note" [, "sparsity_unstated": true]
//  [, "printed_unit"] [, "configuration"] [, "range": [low, high]] [, "link_scope"]}.
// `key` names the figure in errors; `kind` says whether the value is a number or text; `unit`
// is written for the reader (and ignored on read). Attributes that are not stated are left out.
QJsonObject figureToJsonObject(const Figure& figure, FieldKind kind, Unit unit);
// Reads one figure; false and *error ("figure \"tdp_w\": value must be a number") on a bad one.
// Whether the field may carry an attribute is validation's to say.
bool figureFromJsonValue(const QJsonValue& json, const char* key, FieldKind kind, Figure* figure,
                         QString* error);

// An entry's "figures" object over its schema (a chip's, a system's): each field's figure by
// key, `figures` indexed as the schema is.
QJsonObject figuresToJson(const EntrySchema& schema, std::span<const Figure> figures);
// The same "figures" object written to a builder or straight as bytes: one description of the
// shape, which figureToJsonObject() and figuresToJson() build too.
void figuresJson(JsonObjectBuilder& json, const EntrySchema& schema,
                 std::span<const Figure> figures);
void figuresJson(IndentedJsonWriter& json, const EntrySchema& schema,
                 std::span<const Figure> figures);
// The first key of a "figures" object that names no field of `schema`.
std::optional<QString> unknownFigureKey(const EntrySchema& schema, const QJsonObject& figures);
// Reads each field of `schema` that a "figures" object has into `figures` (indexed as the
// schema is); a field it leaves out stays as it is. False and *error as figureFromJsonValue().
bool figuresFromJson(const EntrySchema& schema, const QJsonObject& json, std::span<Figure> figures,
                     QString* error);

} // namespace chipatlas
