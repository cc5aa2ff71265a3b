#include "serverpassword.h"

#include "passwordstore.h"
#include "storage/catalogconnection.h"

namespace chipatlas::cli {

std::optional<QString> serverPassword(const CatalogConnection& connection, QString* problem) {
    // libpq's own variable, so that a script sets it once for psql and for us.
    if (!qEnvironmentVariableIsEmpty("PGPASSWORD"))
        return qEnvironmentVariable("PGPASSWORD");

    const PasswordStore::Result stored = PasswordStore::read(connection.keychainKey());
    const QString advice =
        QStringLiteral("Set PGPASSWORD, or store the password in the keychain with the "
                       "ChipAtlas app (Settings, Catalog).");
    switch (stored.status) {
    case PasswordStore::Status::Ok:
        return stored.password;
    case PasswordStore::Status::NotFound:
        *problem = QStringLiteral("no password for %1: PGPASSWORD is not set and the keychain "
                                  "has no entry for this catalog. %2")
                       .arg(connection.displayText(), advice);
        return std::nullopt;
    case PasswordStore::Status::Unavailable:
        break;
    }
    QString why = stored.message;
    if (!why.endsWith(QLatin1Char('.')))
        why += QLatin1Char('.'); // libsecret's own reasons come without one
    *problem = QStringLiteral("no password for %1: PGPASSWORD is not set and the keychain "
                              "cannot be read. %2 %3")
                   .arg(connection.displayText(), why, advice);
    return std::nullopt;
}

} // namespace chipatlas::cli
