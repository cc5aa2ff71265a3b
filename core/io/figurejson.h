#pragma once

#include "domain/field.h"
#include "domain/figure.h"
#include "domain/units.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

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

} // namespace chipatlas
