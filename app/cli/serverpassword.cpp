#include "serverpassword.h"

#include "passwordstore.h"
#include "storage/catalogconnection.h"

namespace chipatlas::cli {

namespace {
const QString kKeychainAdvice =
    QStringLiteral("store the password in the keychain with the ChipAtlas app (Settings, Catalog)");
}

std::optional<QString> serverPassword(const CatalogConnection& connection, QString* problem,
                                      PasswordSource* source) {
    // libpq's own variable, so that a script sets it once for psql and for us. An empty one
    // gives no password, as libpq reads it too.
    if (!qEnvironmentVariableIsEmpty("PGPASSWORD")) {
        if (source)
            *source = PasswordSource::Environment;
        return qEnvironmentVariable("PGPASSWORD");
    }
    const QString environment = qEnvironmentVariableIsSet("PGPASSWORD")
                                    ? QStringLiteral("PGPASSWORD is empty")
                                    : QStringLiteral("PGPASSWORD is not set");
    const PasswordStore::Result stored = PasswordStore::read(connection.keychainKey());
    const QString advice =
        QStringLiteral("Set PGPASSWORD to the password, or %1.").arg(kKeychainAdvice);
    switch (stored.status) {
    case PasswordStore::Status::Ok:
        if (source)
            *source = PasswordSource::Keychain;
        return stored.password;
    case PasswordStore::Status::NotFound:
        *problem = QStringLiteral("no password for %1: %2 and the keychain has no entry for this "
                                  "catalog. %3")
                       .arg(connection.displayText(), environment, advice);
        return std::nullopt;
    case PasswordStore::Status::Unavailable:
        break;
    }
    QString why = stored.message;
    if (!why.endsWith(QLatin1Char('.')))
        why += QLatin1Char('.'); // libsecret's own reasons come without one
    *problem = QStringLiteral("no password for %1: %2 and the keychain cannot be read. %3 %4")
                   .arg(connection.displayText(), environment, why, advice);
    return std::nullopt;
}

QString refusedPasswordAdvice(PasswordSource source) {
    switch (source) {
    case PasswordSource::Environment:
        return QStringLiteral("The password came from PGPASSWORD: set PGPASSWORD to the right "
                              "one, or unset it to use the keychain entry the ChipAtlas app "
                              "stores.");
    case PasswordSource::Keychain:
        break;
    }
    return QStringLiteral("The password came from the keychain: %1, or set PGPASSWORD to the "
                          "right one.")
        .arg(kKeychainAdvice);
}

} // namespace chipatlas::cli
