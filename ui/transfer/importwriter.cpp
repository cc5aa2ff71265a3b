#include "transfer/importwriter.h"

#include "application/storagemessage.h"

#include <QFileInfo>
#include <QMessageBox>
#include <QStandardPaths>

namespace chipatlas {

using Outcome = CatalogSession::Outcome;

bool isJsonPath(const QString& path) {
    return path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
}

QString folderOrDocuments(const QString& folder) {
    return folder.isEmpty() || !QFileInfo(folder).isDir()
               ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
               : folder;
}

ImportWriter::ImportWriter(CatalogSession* session, QWidget* window, QObject* parent)
    : QObject(parent)
    , m_session(session)
    , m_window(window) {}

QString ImportWriter::summary(const QString& added, qsizetype changed, qsizetype unchanged) {
    return tr("%1, %2 changed, %3 unchanged").arg(added).arg(changed).arg(unchanged);
}

bool ImportWriter::ask(const Preview& preview) const {
    QMessageBox box(QMessageBox::Question, tr("Import %1").arg(preview.name),
                    tr("Import %1? %2.").arg(preview.name, preview.summary),
                    QMessageBox::Ok | QMessageBox::Cancel, m_window);
    box.setObjectName(preview.boxName);
    QStringList lines;
    for (const QString& name : preview.added)
        lines.append(tr("new: %1").arg(name));
    for (const QString& name : preview.changed)
        lines.append(tr("changed: %1").arg(name));
    for (const QString& name : preview.leftOut)
        lines.append(tr("left out: %1").arg(name));
    box.setDetailedText(lines.join(QLatin1Char('\n')));
    box.setInformativeText(tr("One Undo takes the whole import back."));
    return box.exec() == QMessageBox::Ok;
}

void ImportWriter::confirmAndWrite(const Preview& preview, Write write) {
    if (preview.added.isEmpty() && preview.changed.isEmpty()) {
        Q_EMIT statusMessage(tr("%1 changes nothing: %2.").arg(preview.name, preview.summary));
        return;
    }
    if (m_interactive && !ask(preview))
        return;
    const QString text = tr("import %1").arg(preview.name);
    const QString failure = tr("Could not import %1; nothing was changed.").arg(preview.name);
    m_session->change(
        this, failure,
        [text, write = std::move(write)](Catalog& catalog) {
            ChangeResult result = write(catalog, text);
            // Someone else changed what the import changes since its plan was made: reported
            // as this import's failure (the conflict dialog shows conflicts of changes that
            // can be written again, which an import is not).
            if (result.error.code == StorageError::Code::Conflict)
                result.error.code = StorageError::Code::Query;
            return result;
        },
        [this, failure, name = preview.name, summary = preview.summary](Outcome outcome,
                                                                        const StorageError& error) {
            if (outcome == Outcome::Failed) {
                if (error.code != StorageError::Code::Conflict)
                    fail(failure + QLatin1Char(' ') + StorageMessage::text(error));
                return;
            }
            Q_EMIT statusMessage(tr("Imported %1: %2.").arg(name, summary));
            if (outcome == Outcome::Changed)
                Q_EMIT imported();
        },
        {text, {}});
}

void ImportWriter::refuse(const QString& name, const QString& problem) {
    fail(tr("%1: %2").arg(name, problem));
}

void ImportWriter::fail(const QString& message) {
    Q_EMIT failed(message);
    Q_EMIT statusMessage(message);
    if (m_interactive)
        QMessageBox::warning(m_window, tr("Import Failed"), message);
}

} // namespace chipatlas
