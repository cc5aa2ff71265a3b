#include "transfer/systemtransfer.h"

#include "application/catalogsession.h"
#include "application/storagemessage.h"
#include "common/settings.h"
#include "io/systemcsv.h"
#include "io/systemimport.h"
#include "io/systemjson.h"
#include "transfer/catalogtransfer.h"
#include "transfer/resulttransfer.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QStandardPaths>

namespace chipatlas {

using Outcome = CatalogSession::Outcome;

namespace {
bool isJson(const QString& path) {
    return path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
}

QString folderOr(const QString& folder) {
    return folder.isEmpty() || !QFileInfo(folder).isDir()
               ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
               : folder;
}
} // namespace

SystemTransfer::SystemTransfer(CatalogSession* session, CatalogTransfer* chips, QWidget* window)
    : QObject(window)
    , m_session(session)
    , m_chips(chips)
    , m_results(new ResultTransfer(session, window))
    , m_window(window)
    , m_export(new ExportJob(window, this)) {
    m_results->setParent(this); // owned here, whether or not there is a window
    connect(m_export, &ExportJob::statusMessage, this, &SystemTransfer::statusMessage);
    connect(m_results, &ResultTransfer::statusMessage, this, &SystemTransfer::statusMessage);
    connect(m_results, &ResultTransfer::failed, this, &SystemTransfer::failed);
    connect(m_results, &ResultTransfer::imported, this, &SystemTransfer::imported);
}

void SystemTransfer::setInteractive(bool interactive) {
    m_interactive = interactive;
    m_export->setWindow(interactive ? m_window : nullptr);
    m_results->setInteractive(interactive);
}

QString SystemTransfer::Plan::summary() const {
    const QString what = kind == FileKind::Systems
                             ? tr("%n new system(s)", nullptr, int(added.size()))
                             : tr("%n new offer(s)", nullptr, int(added.size()));
    return tr("%1, %2 changed, %3 unchanged").arg(what).arg(changed.size()).arg(unchanged);
}

std::optional<SystemTransfer::Plan>
SystemTransfer::plan(const QByteArray& data, const QString& path, QString* error) const {
    Plan plan;
    plan.kind = importFileKind(data, isJson(path) ? CatalogFormat::Json : CatalogFormat::Csv);
    const CatalogSnapshot& snapshot = m_session->snapshot();
    if (!snapshot.isLoaded() || !snapshot.isComplete()) {
        // The file's references are checked against every chip and system.
        *error = tr("the catalog is still loading; import the file once it has loaded");
        return std::nullopt;
    }
    // The CLI's import and its dry run read, check and plan the file alike
    // (application/systemfileimport.h).
    const CatalogFormat format = isJson(path) ? CatalogFormat::Json : CatalogFormat::Csv;
    if (plan.kind == FileKind::Systems) {
        std::optional<SystemFileImport> found =
            planSystemsFile(data, format, snapshot.chips(), snapshot.systems(), error);
        if (!found)
            return std::nullopt;
        for (const System& system : found->systems.added)
            plan.added.append(system.name);
        for (const SystemImportChange& change : found->systems.changed)
            plan.changed.append(change.system.name);
        plan.unchanged = int(found->systems.unchanged.size());
        plan.import = std::move(*found);
        return plan;
    }
    if (plan.kind != FileKind::Offers) {
        *error = tr("not a systems or offers file");
        return std::nullopt;
    }
    std::optional<SystemFileImport> found = planOffersFile(
        data, format, snapshot.chips(), snapshot.systems(), snapshot.offers(), error);
    if (!found)
        return std::nullopt;
    const auto name = [](const Offer& offer) {
        return QStringLiteral("%1 %2").arg(offer.provider, offer.instance);
    };
    for (const Offer& offer : found->offers.added)
        plan.added.append(name(offer));
    for (const OfferImportChange& change : found->offers.changed) {
        plan.changed.append(
            change.newPrices > 0
                ? tr("%1 (%n new price(s))", nullptr, change.newPrices).arg(name(change.offer))
                : name(change.offer));
    }
    plan.unchanged = int(found->offers.unchanged.size());
    plan.import = std::move(*found);
    return plan;
}

void SystemTransfer::chooseAndImport() {
    Settings settings;
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Import"), folderOr(settings.catalogImportFolder()),
        tr("Chip, system, offer or result files (*.csv *.json);;CSV files (*.csv);;JSON files "
           "(*.json)"));
    if (path.isEmpty())
        return;
    settings.setCatalogImportFolder(QFileInfo(path).absolutePath());
    importFile(path);
}

void SystemTransfer::importFile(const QString& path) {
    const QString fileName = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(tr("%1: %2").arg(fileName, file.errorString()));
        return;
    }
    const QByteArray data = file.readAll();
    const FileKind kind =
        importFileKind(data, isJson(path) ? CatalogFormat::Json : CatalogFormat::Csv);
    if (kind == FileKind::Chips) {
        m_chips->importFile(path);
        return;
    }
    if (kind == FileKind::Results) {
        m_results->importFile(path);
        return;
    }
    QString error;
    const std::optional<Plan> found = plan(data, path, &error);
    if (!found) {
        fail(tr("%1: %2").arg(fileName, error));
        return;
    }
    if (found->added.isEmpty() && found->changed.isEmpty()) {
        Q_EMIT statusMessage(tr("%1 changes nothing: %2.").arg(fileName, found->summary()));
        return;
    }
    if (m_interactive) {
        QMessageBox box(QMessageBox::Question, tr("Import %1").arg(fileName),
                        tr("Import %1? %2.").arg(fileName, found->summary()),
                        QMessageBox::Ok | QMessageBox::Cancel, m_window);
        box.setObjectName(QStringLiteral("systemImportPreview"));
        QStringList lines;
        for (const QString& name : found->added)
            lines.append(tr("new: %1").arg(name));
        for (const QString& name : found->changed)
            lines.append(tr("changed: %1").arg(name));
        box.setDetailedText(lines.join(QLatin1Char('\n')));
        box.setInformativeText(tr("One Undo takes the whole import back."));
        if (box.exec() != QMessageBox::Ok)
            return;
    }
    save(*found, fileName);
}

void SystemTransfer::save(const Plan& plan, const QString& fileName) {
    const QString text = tr("import %1").arg(fileName);
    const QString failure = tr("Could not import %1; nothing was changed.").arg(fileName);
    m_session->change(
        this, failure,
        [text, import = plan.import](Catalog& catalog) {
            ChangeResult result = writeSystemFileImport(catalog, import, text, UndoStates::Keep);
            // Someone else changed what the import changes since its plan was made: reported
            // as this import's failure (the conflict dialog shows conflicts of changes that
            // can be written again, which an import is not).
            if (result.error.code == StorageError::Code::Conflict)
                result.error.code = StorageError::Code::Query;
            return result;
        },
        [this, failure, fileName, summary = plan.summary()](Outcome outcome,
                                                            const StorageError& error) {
            if (outcome == Outcome::Failed) {
                if (error.code != StorageError::Code::Conflict)
                    fail(failure + QLatin1Char(' ') + StorageMessage::text(error));
                return;
            }
            Q_EMIT statusMessage(tr("Imported %1: %2.").arg(fileName, summary));
            if (outcome == Outcome::Changed)
                Q_EMIT imported();
        },
        {text, {}});
}

void SystemTransfer::fail(const QString& message) {
    Q_EMIT failed(message);
    Q_EMIT statusMessage(message);
    if (m_interactive)
        QMessageBox::warning(m_window, tr("Import Failed"), message);
}

QString SystemTransfer::choosePath(const QString& title, const QString& name) const {
    Settings settings;
    const QString path = QFileDialog::getSaveFileName(
        m_window, title, QDir(folderOr(settings.catalogExportFolder())).filePath(name),
        tr("CSV files (*.csv);;JSON files (*.json)"));
    if (!path.isEmpty())
        settings.setCatalogExportFolder(QFileInfo(path).absolutePath());
    return path;
}

namespace {
// The file's bytes, as CSV or, for a .json name, a bare array as `chipatlas-cli systems --json`
// prints it (readSystemCatalog() reads it). On the export's thread, from the snapshot's lists.
std::optional<QByteArray> systemsData(const QList<System>& systems, bool json,
                                      const ImportControl& control) {
    if (control.cancelled())
        return std::nullopt;
    if (!json)
        return exportSystemsCsv(systems);
    QJsonArray array;
    for (const System& system : systems)
        array.append(systemToJson(system));
    return QJsonDocument(array).toJson(QJsonDocument::Indented);
}

std::optional<QByteArray> offersData(const QList<Offer>& offers, bool json,
                                     const ImportControl& control) {
    if (control.cancelled())
        return std::nullopt;
    if (!json)
        return exportOffersCsv(offers);
    QJsonArray array;
    for (const Offer& offer : offers)
        array.append(offerToJson(offer));
    return QJsonDocument(array).toJson(QJsonDocument::Indented);
}
} // namespace

void SystemTransfer::chooseAndExportSystems() {
    const QString path = choosePath(tr("Export Systems"), QStringLiteral("chipatlas-systems.csv"));
    if (path.isEmpty())
        return;
    const QList<System> systems = m_session->snapshot().systems();
    const int count = int(systems.size());
    const QString native = QDir::toNativeSeparators(path);
    m_export->start(path, tr("Exporting %n system(s) to %1…", nullptr, count).arg(native),
                    tr("Exported %n system(s) to %1.", nullptr, count).arg(native),
                    [systems, json = isJson(path)](const ImportControl& control) {
                        return systemsData(systems, json, control);
                    });
}

void SystemTransfer::chooseAndExportOffers() {
    const QString path = choosePath(tr("Export Offers"), QStringLiteral("chipatlas-offers.csv"));
    if (path.isEmpty())
        return;
    const QList<Offer> offers = m_session->snapshot().offers();
    const int count = int(offers.size());
    const QString native = QDir::toNativeSeparators(path);
    m_export->start(path, tr("Exporting %n offer(s) to %1…", nullptr, count).arg(native),
                    tr("Exported %n offer(s) to %1.", nullptr, count).arg(native),
                    [offers, json = isJson(path)](const ImportControl& control) {
                        return offersData(offers, json, control);
                    });
}

} // namespace chipatlas
