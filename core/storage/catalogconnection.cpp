#include "catalogconnection.h"

#include "catalog.h"

#include <QDir>

namespace chipatlas {

QString CatalogConnection::displayText() const {
    switch (kind) {
    case Kind::SqliteFile:
        break;
    }
    return QDir::toNativeSeparators(path);
}

std::unique_ptr<Catalog> Catalog::open(const CatalogConnection& connection, const Options& options,
                                       StorageError* error) {
    switch (connection.kind) {
    case CatalogConnection::Kind::SqliteFile:
        break;
    }
    return open(connection.path, options, error);
}

} // namespace chipatlas
