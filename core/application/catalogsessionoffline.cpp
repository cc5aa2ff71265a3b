// CatalogSession while a team server is away (catalogsession.h): going offline, the changes
// that wait, trying the server again with backoff, and writing the waiting changes once it is
// back.
#include "application/catalogsession.h"
#include "application/reconnectscheduler.h"
#include "storage/catalog.h"

#include <algorithm>

namespace chipatlas {

void CatalogSession::setReconnectDelays(std::chrono::milliseconds first,
                                        std::chrono::milliseconds longest) {
    m_reconnect->setDelays(first, longest);
}

QDateTime CatalogSession::nextReconnect() const {
    return m_reconnect->nextTry();
}

QStringList CatalogSession::pendingTexts() const {
    QStringList texts;
    for (const PendingChange& pending : m_pending)
        texts.append(pending.info.text.isEmpty() ? pending.failureText : pending.info.text);
    return texts;
}

QList<Chip> CatalogSession::pendingChips() const {
    QList<Chip> chips;
    for (const PendingChange& pending : m_pending) {
        for (const Chip& chip : pending.info.chips) {
            const auto same = [&chip](const Chip& other) { return other.id == chip.id; };
            chips.erase(std::remove_if(chips.begin(), chips.end(), same), chips.end());
            chips.append(chip);
        }
    }
    return chips;
}

int CatalogSession::pendingWithoutFileForm() const {
    return int(std::count_if(m_pending.cbegin(), m_pending.cend(),
                             [](const PendingChange& p) { return p.info.chips.isEmpty(); }));
}

void CatalogSession::goOffline() {
    if (m_offline)
        return;
    m_offline = true;
    m_offlineSince = QDateTime::currentDateTime();
    Q_EMIT wentOffline(m_connection.displayText(), m_offlineSince);
    m_reconnect->start();
}

void CatalogSession::reconnectNow() {
    if (!m_offline || m_reconnecting)
        return;
    m_reconnect->stop();
    tryReconnect();
}

// A lost connection does not come back by itself: the worker opens the catalog again, with the
// connection and the options (the password) the session keeps, and keeps the old one until then.
void CatalogSession::tryReconnect() {
    if (!m_offline || m_reconnecting)
        return;
    m_reconnecting = true;
    enqueue([this] {
        m_worker->post([this, catalog = m_catalog, connection = m_connection, options = m_options] {
            StorageError error = injectedFault();
            std::unique_ptr<Catalog> fresh;
            if (!error)
                fresh = openCatalog(connection, options, &error);
            const bool opened = bool(fresh);
            if (opened)
                *catalog = std::move(fresh);
            deliver([this, opened] {
                m_reconnecting = false;
                if (opened)
                    comeBack();
                else
                    m_reconnect->retryLater();
                finishOperation();
            });
        });
    });
}

// Back online: the waiting changes go first, in order, before anything asked for from now on,
// then a fresh snapshot (with what others saved meanwhile).
void CatalogSession::comeBack() {
    m_offline = false;
    m_reconnect->stop();
    const int waiting = pendingCount();
    for (int i = 0; i < waiting; ++i)
        enqueue([this] { replayNext(); });
    reload();
    enqueue([this, waiting] {
        if (!m_offline)
            Q_EMIT backOnline(waiting);
        finishOperation();
    });
}

void CatalogSession::replayNext() {
    if (m_offline || m_pending.isEmpty()) {
        finishOperation();
        return;
    }
    runChange(m_pending.constFirst(), true);
}

} // namespace chipatlas
