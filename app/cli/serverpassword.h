#pragma once

#include <QString>

#include <optional>

namespace chipatlas {
struct CatalogConnection;
}

namespace chipatlas::cli {

// Where the password of a command-line run came from.
enum class PasswordSource { Environment, Keychain };

// The password of a team catalog for a command-line run: PGPASSWORD when it is set and not
// empty, else the keychain entry the GUI stored for this connection (PasswordStore, which
// gives up after its timeout). Never a prompt: the CLI runs in scripts and cron jobs, where a
// prompt would hang, so stdin is never read. nullopt with `problem` set to a sentence that
// names the connection and says how to give the password (never the password itself); a
// PGPASSWORD that is set but empty is named as such. `source` says where it came from.
std::optional<QString> serverPassword(const CatalogConnection& connection, QString* problem,
                                      PasswordSource* source = nullptr);

// What the command line adds to the server's refusal of a password from `source` (core's
// message says what happened, not how to give another password): which password was used
// and how to give the right one. Never "enter it again": the CLI does not prompt.
QString refusedPasswordAdvice(PasswordSource source);

} // namespace chipatlas::cli
