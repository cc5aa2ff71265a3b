// Must NOT compile in a target that links only chipatlas_ui or chipatlas_application: the
// storage internals are chipatlas_core's own (tests/boundary/CMakeLists.txt).
#include "storage/sqlsupport.h"
