#include "startupcatalog.h"

#include "application/catalogsession.h"
#include "settings/passworddialog.h"

#include <QCoreApplication>

namespace chipatlas {

namespace {
// Why the prompt asks, from what the keychain answered.
QString reasonFor(const PasswordStore::Result& keychain) {
    switch (keychain.status) {
    case PasswordStore::Status::NotFound:
        return QCoreApplication::translate(
            "GuiStartup",
            "No password is saved in the keychain for this connection. Settings, Catalog "
            "can remember it.");
    case PasswordStore::Status::Unavailable:
        return QCoreApplication::translate(
                   "GuiStartup",
                   "No keychain is available, so ChipAtlas asks for the password each time it "
                   "connects.") +
               QLatin1Char('\n') + keychain.message;
    case PasswordStore::Status::Ok:
        break;
    }
    return {};
}
} // namespace

PasswordSources PasswordSources::interactive() {
    PasswordSources sources;
    sources.keychain = [](const QString& key) { return PasswordStore::read(key); };
    sources.ask = [](const CatalogConnection& connection, const QString& reason) {
        return PasswordDialog::ask(connection, reason);
    };
    return sources;
}

StartupOpen openStartupCatalog(CatalogSession& session, const CatalogConnection& connection,
                               const PasswordSources& sources, StorageError* error) {
    if (!connection.isPostgres())
        return session.open(connection, error) ? StartupOpen::Opened : StartupOpen::Failed;

    Catalog::Options options;
    const PasswordStore::Result saved = sources.keychain(connection.keychainKey());
    QString reason = reasonFor(saved);
    if (saved.status == PasswordStore::Status::Ok)
        options.password = saved.password;
    for (bool ask = saved.status != PasswordStore::Status::Ok;; ask = true) {
        if (ask) {
            const std::optional<QString> typed = sources.ask(connection, reason);
            if (!typed)
                return StartupOpen::Cancelled;
            options.password = *typed;
        }
        if (session.open(connection, options, error))
            return StartupOpen::Opened;
        if (error->code != StorageError::Code::AuthFailed)
            return StartupOpen::Failed;
        // The server's own words, then the next try.
        reason = error->message;
    }
}

QList<CatalogConnection> startupFallbacks(const CatalogConnection& wanted, StartupOpen outcome,
                                          bool namedOnCommandLine,
                                          const CatalogConnection& chosenFile,
                                          const CatalogConnection& defaultFile) {
    if (outcome == StartupOpen::Opened || (outcome == StartupOpen::Failed && namedOnCommandLine))
        return {};
    QList<CatalogConnection> candidates;
    if (wanted.isPostgres())
        candidates.append(chosenFile);
    candidates.append(defaultFile);
    QList<CatalogConnection> fallbacks;
    for (const CatalogConnection& candidate : candidates) {
        if (candidate != wanted && !fallbacks.contains(candidate))
            fallbacks.append(candidate);
    }
    return fallbacks;
}

} // namespace chipatlas
