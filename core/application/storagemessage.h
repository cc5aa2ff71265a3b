#pragma once

#include "storage/storageerror.h"

#include <QCoreApplication>
#include <QString>

namespace chipatlas {

// A storage error as the window words it. Core's message says what to do but not how a front
// end opens another catalog; where that is a way out (StorageError::anotherCatalogHelps()),
// this adds where the window does it: File > Catalog Settings. For errors of the catalog the
// window shows, so not before the window exists (start-up) nor inside Catalog Settings.
class StorageMessage final {
    Q_DECLARE_TR_FUNCTIONS(StorageMessage)

public:
    static QString text(const StorageError& error);
};

} // namespace chipatlas
