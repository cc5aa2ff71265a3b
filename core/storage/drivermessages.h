#pragma once

#ifndef CHIPATLAS_CORE_INTERNAL
#error "storage/drivermessages.h is internal to chipatlas_core: use storage/catalog.h"
#endif

class QSqlDatabase;

namespace chipatlas::storage {

// libpq prints the server's notices, and an error that arrives while no statement runs ("FATAL:
// terminating connection due to administrator command" when the server stops), on stderr
// itself. Call on a server connection once it is open: those lines go to the logging category
// of Catalog::routeDriverMessages() instead; the next statement's StorageError says what
// happened. libpq is in the process already (the QPSQL driver links it) and its function is
// looked up there, so that core needs no libpq headers; without it nothing changes.
void routeServerNotices(const QSqlDatabase& db);

} // namespace chipatlas::storage
