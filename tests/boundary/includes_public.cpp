// Compiles in a target that links only chipatlas_ui or chipatlas_application: the twin of
// includes_internal.cpp, so that its failure shows the guard at work rather than a broken include
// path.
#include "storage/catalog.h"

int boundaryPublicHeader() {
    return chipatlas::Catalog::currentSchemaVersion();
}
