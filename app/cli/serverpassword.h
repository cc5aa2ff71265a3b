#pragma once

#include <QString>

#include <optional>

namespace chipatlas {
struct CatalogConnection;
}

namespace chipatlas::cli {

// The password of a team catalog for a command-line run: PGPASSWORD when it is set and not
// empty, else the keychain entry the GUI stored for this connection (PasswordStore, which
// gives up after its timeout). Never a prompt: the CLI runs in scripts and cron jobs, where a
// prompt would hang, so stdin is never read. nullopt with `problem` set to a sentence that
// names the connection and says how to give the password (never the password itself).
std::optional<QString> serverPassword(const CatalogConnection& connection, QString* problem);

} // namespace chipatlas::cli
