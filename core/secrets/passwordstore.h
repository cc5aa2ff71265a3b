#pragma once

#include <QObject>
#include <QString>

#include <functional>

namespace chipatlas {

// The passwords of team catalogs, one keychain entry per connection
// (CatalogConnection::keychainKey()), under the service "ChipAtlas". On Linux the keychain is
// the Secret Service (GNOME Keyring, KWallet) over D-Bus. When there is none, it is locked, or
// the user refuses access, every call says so (Status::Unavailable with a sentence for a
// person): the caller then asks for the password each time and never stores it anywhere else.
class PasswordStore final {
public:
    enum class Status {
        Ok,          // read: found; write/remove: done
        NotFound,    // read/remove: no entry for this connection
        Unavailable, // no keychain, locked, refused or not answering: `message` says which
    };
    struct Result {
        Status status = Status::Unavailable;
        QString password; // read with Status::Ok only
        QString message;  // Status::Unavailable: why, for a person (never the password)
    };

    // How long a blocking call waits for the keychain before giving up with Unavailable, so
    // that the CLI never hangs on a keyring that does not answer (a prompt nobody sees).
    static constexpr int kDefaultTimeoutMs = 10000;

    // Blocking calls (they run a local event loop): for the CLI and for start-up.
    static Result read(const QString& key, int timeoutMs = kDefaultTimeoutMs);
    static Result write(const QString& key, const QString& password,
                        int timeoutMs = kDefaultTimeoutMs);
    static Result remove(const QString& key, int timeoutMs = kDefaultTimeoutMs);

    // The same without blocking: `done` runs on the calling thread's event loop, unless
    // `context` is gone by then.
    static void readAsync(const QString& key, QObject* context,
                          std::function<void(const Result&)> done);
    static void writeAsync(const QString& key, const QString& password, QObject* context,
                           std::function<void(const Result&)> done);
    static void removeAsync(const QString& key, QObject* context,
                            std::function<void(const Result&)> done);

    static QString serviceName();
};

} // namespace chipatlas
