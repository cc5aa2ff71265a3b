#pragma once

// Shared by the GUI tests that open a catalog session as the app does: a new catalog file (the
// built-in catalog, written on first open) in the test's temporary folder, with settings of the
// test's own.
#include "application/catalogsession.h"
#include "common/settings.h"
#include "guistartup.h"

#include <QCoreApplication>
#include <QStandardPaths>
#include <QString>
#include <QTemporaryDir>

namespace chipatlas::sessiontest {

// Puts the standard paths in test mode and names the application `name`, so that the test's
// settings are its own, and clears them; then opens `session` on "c.sqlite" in `dir`. Returns
// what went wrong, empty when nothing did.
inline QString openTestSession(CatalogSession& session, const QTemporaryDir& dir,
                               const QString& name) {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ChipAtlas"));
    QCoreApplication::setApplicationName(name);
    Settings().clear();
    if (!dir.isValid())
        return QStringLiteral("no temporary folder: %1").arg(dir.errorString());
    StorageError error;
    if (!session.open(guiCatalogConnection(dir.filePath(QStringLiteral("c.sqlite"))), &error))
        return error.message;
    return {};
}

} // namespace chipatlas::sessiontest
