// Qt Sql above core: it must not compile when the target links only chipatlas_ui or
// chipatlas_application (chipatlas_core links Qt6::Sql PRIVATE), and compiles once the target
// links Qt6::Sql itself.
#include <QSqlDatabase>

bool boundaryQtSql() {
    return QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE"));
}
