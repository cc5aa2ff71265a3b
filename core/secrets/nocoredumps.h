#pragma once

namespace chipatlas {

// Makes this process unable to dump core, for the rest of its life: it may hold a team
// catalog's password (PGPASSWORD from the start, the keychain's or a typed one later), and a
// core file or a crash reporter's copy of its memory would hold it too. Sets the core size
// limit to 0 (soft and hard, so no child or later call raises it) and, on Linux, clears the
// "dumpable" flag, which also stops a core_pattern pipe (systemd-coredump, apport) and another
// process of the same user from reading the memory through /proc or ptrace. Call it first in
// main(). Returns false when the system refused (the process goes on: nothing to do about it).
bool forbidCoreDumps();

} // namespace chipatlas
