#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/columns.h is internal to chipatlas_core: use storage/catalog.h"
#endif

// How the values every kind stores are kept in their columns.

#include "domain/chip.h"

#include <QString>

namespace chipatlas::storage {

// Text and id columns are NOT NULL: a null QString (never set) binds as NULL, so it is stored,
// and looked up, as "".
inline QString nonNull(const QString& value) {
    return value.isNull() ? QStringLiteral("") : value;
}

// The `origin` column: 'builtin' or 'user'.
inline QString originKey(Origin origin) {
    return origin == Origin::BuiltIn ? QStringLiteral("builtin") : QStringLiteral("user");
}
inline Origin originFromKey(const QString& key) {
    return key == QLatin1String("builtin") ? Origin::BuiltIn : Origin::User;
}

} // namespace chipatlas::storage
