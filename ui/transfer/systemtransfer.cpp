#include "transfer/systemtransfer.h"

#include "application/catalogsession.h"
#include "common/settings.h"
#include "io/entryexportwriter.h"
#include "io/systemcsv.h"
#include "io/systemimport.h"
#include "io/systemjson.h"
#include "transfer/catalogtransfer.h"
#include "transfer/importwriter.h"
#include "transfer/resulttransfer.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace chipatlas {

SystemTransfer::SystemTransfer(CatalogSession* session, CatalogTransfer* chips, QWidget* window)
    : QObject(window)
    , m_session(session)
    , m_chips(chips)
    , m_results(new ResultTransfer(session, window))
    , m_window(window)
    , m_writer(new ImportWriter(session, window, this))
    , m_export(new ExportJob(window, this)) {
    m_results->setParent(this); // owned here, whether or not there is a window
    connect(m_export, &ExportJob::statusMessage, this, &SystemTransfer::statusMessage);
    connect(m_writer, &ImportWriter::statusMessage, this, &SystemTransfer::statusMessage);
    connect(m_writer, &ImportWriter::failed, this, &SystemTransfer::failed);
    connect(m_writer, &ImportWriter::imported, this, &SystemTransfer::imported);
    connect(m_results, &ResultTransfer::statusMessage, this, &SystemTransfer::statusMessage);
    connect(m_results, &ResultTransfer::failed, this, &SystemTransfer::failed);
    connect(m_results, &ResultTransfer::imported, this, &SystemTransfer::imported);
}

void SystemTransfer::setInteractive(bool interactive) {
    m_writer->setInteractive(interactive);
    m_export->setWindow(interactive ? m_window : nullptr);
    m_results->setInteractive(interactive);
}

QString SystemTransfer::Plan::summary() const {
    const QString what = kind == FileKind::Systems
                             ? tr("%n new system(s)", nullptr, int(added.size()))
                             : tr("%n new offer(s)", nullptr, int(added.size()));
    return ImportWriter::summary(what, changed.size(), unchanged);
}

std::optional<SystemTransfer::Plan>
SystemTransfer::plan(const QByteArray& data, const QString& path, QString* error) const {
    Plan plan;
    plan.kind = importFileKind(data, isJsonPath(path) ? CatalogFormat::Json : CatalogFormat::Csv);
    const CatalogSnapshot& snapshot = m_session->snapshot();
    if (!snapshot.isLoaded() || !snapshot.isComplete()) {
        // The file's references are checked against every chip and system.
        *error = tr("the catalog is still loading; import the file once it has loaded");
        return std::nullopt;
    }
    // The CLI's import and its dry run read, check and plan the file alike
    // (application/systemfileimport.h).
    const CatalogFormat format = isJsonPath(path) ? CatalogFormat::Json : CatalogFormat::Csv;
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
        m_window, tr("Import"), folderOrDocuments(settings.catalogImportFolder()),
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
        m_writer->refuse(fileName, file.errorString());
        return;
    }
    const QByteArray data = file.readAll();
    const FileKind kind =
        importFileKind(data, isJsonPath(path) ? CatalogFormat::Json : CatalogFormat::Csv);
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
        m_writer->refuse(fileName, error);
        return;
    }
    m_writer->confirmAndWrite({fileName,
                               found->summary(),
                               found->added,
                               found->changed,
                               {},
                               QStringLiteral("systemImportPreview")},
                              [import = found->import](Catalog& catalog, const QString& text) {
                                  return writeSystemFileImport(catalog, import, text,
                                                               UndoStates::Keep);
                              });
}

QString SystemTransfer::choosePath(const QString& title, const QString& name) const {
    Settings settings;
    const QString path = QFileDialog::getSaveFileName(
        m_window, title, QDir(folderOrDocuments(settings.catalogExportFolder())).filePath(name),
        tr("CSV files (*.csv);;JSON files (*.json)"));
    if (!path.isEmpty())
        settings.setCatalogExportFolder(QFileInfo(path).absolutePath());
    return path;
}

namespace {
// The file's bytes through the export writer the CLI streams with (io/entryexportwriter.h): as
// CSV or, for a .json name, a bare array as `chipatlas-cli systems --json`
// prints it (readSystemCatalog() reads it). On the export's thread, from the snapshot's lists.
std::optional<QByteArray> systemsData(const QList<System>& systems, bool json,
                                      const ImportControl& control) {
    if (control.cancelled())
        return std::nullopt;
    return exportEntries(systems, json ? CatalogFormat::Json : CatalogFormat::Csv);
}

std::optional<QByteArray> offersData(const QList<Offer>& offers, bool json,
                                     const ImportControl& control) {
    if (control.cancelled())
        return std::nullopt;
    return exportEntries(offers, json ? CatalogFormat::Json : CatalogFormat::Csv);
}
} // namespace

void SystemTransfer::chooseAndExportSystems() {
    const QString path = choosePath(tr("Export Systems"), QStringLiteral("chipatlas-systems.csv"));
    if (!path.isEmpty())
        exportSystemsTo(path);
}

void SystemTransfer::exportSystemsTo(const QString& path) {
    const QList<System> systems = m_session->snapshot().systems();
    const int count = int(systems.size());
    const QString native = QDir::toNativeSeparators(path);
    m_export->start(path, tr("Exporting %n system(s) to %1…", nullptr, count).arg(native),
                    tr("Exported %n system(s) to %1.", nullptr, count).arg(native),
                    [systems, json = isJsonPath(path)](const ImportControl& control) {
                        return systemsData(systems, json, control);
                    });
}

void SystemTransfer::chooseAndExportOffers() {
    const QString path = choosePath(tr("Export Offers"), QStringLiteral("chipatlas-offers.csv"));
    if (!path.isEmpty())
        exportOffersTo(path);
}

void SystemTransfer::exportOffersTo(const QString& path) {
    const QList<Offer> offers = m_session->snapshot().offers();
    const int count = int(offers.size());
    const QString native = QDir::toNativeSeparators(path);
    m_export->start(path, tr("Exporting %n offer(s) to %1…", nullptr, count).arg(native),
                    tr("Exported %n offer(s) to %1.", nullptr, count).arg(native),
                    [offers, json = isJsonPath(path)](const ImportControl& control) {
                        return offersData(offers, json, control);
                    });
}

} // namespace chipatlas
