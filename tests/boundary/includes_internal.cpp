// Must NOT compile in a target that links only chipatlas_ui: the storage internals are
// chipatlas_core's own (tests/boundary/CMakeLists.txt).
#include "storage/sqlsupport.h"
