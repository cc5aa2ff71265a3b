#include "fuzzentries.h"
#include "storage/catalogconnection.h"

#include <QUrl>

#include <optional>

namespace chipatlas::fuzz {

QString fuzzConnection(QByteArrayView data) {
    const QString text = QString::fromUtf8(data);
    QString problem;
    const std::optional<CatalogConnection> connection = CatalogConnection::fromText(text, &problem);
    if (!connection) {
        if (problem.isEmpty())
            return QStringLiteral("fromText refused a text without saying why");
        return {};
    }
    if (!connection->isPostgres())
        return {};
    // Read by QUrl, leniently or strictly, the accepted text carries no password.
    for (const QUrl::ParsingMode mode : {QUrl::TolerantMode, QUrl::StrictMode}) {
        const QUrl url(text, mode);
        if (!url.password().isEmpty() ||
            url.userInfo(QUrl::FullyEncoded).contains(QLatin1Char(':')))
            return QStringLiteral("fromText accepted a URL with a password");
    }
    const QString url = connection->url();
    if (url.isEmpty())
        return QStringLiteral("a server connection has no url()");
    const std::optional<CatalogConnection> reread = CatalogConnection::fromText(url, &problem);
    if (!reread)
        return QStringLiteral("url() \"%1\" is refused: %2").arg(url, problem);
    if (*reread != *connection)
        return QStringLiteral("url() \"%1\" reads back as another connection").arg(url);
    return {};
}

} // namespace chipatlas::fuzz
