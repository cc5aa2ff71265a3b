#pragma once

#include "passwordstore.h"
#include "storage/catalogconnection.h"
#include "storage/storageerror.h"

#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace chipatlas {

class CatalogSession;

// Where start-up gets a team server's password: the keychain first, then the user. Tests
// replace both; interactive() reads the keychain (PasswordStore::read, which gives up after a
// timeout) and asks with a PasswordDialog.
struct PasswordSources {
    std::function<PasswordStore::Result(const QString& key)> keychain;
    // Asks the user, saying why (`reason`); nullopt when the user cancelled.
    std::function<std::optional<QString>(const CatalogConnection& connection,
                                         const QString& reason)>
        ask;

    static PasswordSources interactive();
};

enum class StartupOpen {
    Opened,
    Cancelled, // the user cancelled the password prompt: nothing is open
    Failed,    // `error` says why: nothing is open
};

// Opens `connection` in `session` before the window shows. A file opens as it is. A team server
// gets its password from the keychain; with none saved, or no keychain (then the user is told
// that ChipAtlas asks each time it connects), the user is asked; a password the server refuses
// is asked for again with the server's message. The password stays in memory (the session's
// options): it is never stored anywhere else.
StartupOpen openStartupCatalog(CatalogSession& session, const CatalogConnection& connection,
                               const PasswordSources& sources, StorageError* error);

// What start-up opens when `wanted` did not open (`outcome`), in the order to try: after a
// team server, `chosenFile` (the file chosen in Settings, Catalog), then `defaultFile`; after
// any other file, `defaultFile`. None after a catalog named with --db that failed (the user
// asked for that one: its error is the answer), and none twice or equal to `wanted`. The user's
// choice in Settings is left as it is: the next start tries it again.
QList<CatalogConnection> startupFallbacks(const CatalogConnection& wanted, StartupOpen outcome,
                                          bool namedOnCommandLine,
                                          const CatalogConnection& chosenFile,
                                          const CatalogConnection& defaultFile);

} // namespace chipatlas
