#include "nocoredumps.h"

#include <QtGlobal>

#ifdef Q_OS_UNIX
#include <sys/resource.h>
#endif
#ifdef Q_OS_LINUX
#include <sys/prctl.h>
#endif

namespace chipatlas {

bool forbidCoreDumps() {
    bool done = true;
#ifdef Q_OS_UNIX
    const rlimit none{0, 0};
    done = setrlimit(RLIMIT_CORE, &none) == 0;
#endif
#ifdef Q_OS_LINUX
    // RLIMIT_CORE alone does not stop a core_pattern pipe from receiving the memory.
    done = prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) == 0 && done;
#endif
    return done;
}

} // namespace chipatlas
