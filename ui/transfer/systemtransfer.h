#pragma once

#include "application/systemfileimport.h"
#include "common/exportjob.h"
#include "domain/offer.h"
#include "domain/system.h"
#include "io/systemimport.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

class QWidget;

namespace chipatlas {

class CatalogSession;
class CatalogTransfer;
class ImportWriter;
class ResultTransfer;

// Systems and rental offers in and out of the GUI (File > Import..., File > Export systems /
// offers...): files in the forms core/io/systemjson.h and systemcsv.h read and write.
//
// File > Import takes a chips, systems, offers or results file; the kind is told from its
// contents (a JSON file's "format" or entries, a CSV file's header), a chips file goes on to
// CatalogTransfer and a results file to results() (resulttransfer.h, whose signals come out as
// this object's). A systems or offers file is read whole (a bad one is refused with the line
// or entry at fault and changes nothing), compared with the catalog and shown as what it adds
// and changes; accepted, it is written as one change of the session (one Undo takes it back),
// through the use case `chipatlas-cli import --systems` and `--offers` call too
// (application/systemfileimport.h).
// An imported offer already in the catalog keeps its history: the file's prices are added.
class SystemTransfer final : public QObject {
    Q_OBJECT

public:
    using FileKind = ImportFileKind; // io/systemimport.h tells it from the contents

    SystemTransfer(CatalogSession* session, CatalogTransfer* chips, QWidget* window);

    // What a systems or offers file would do to the catalog, as the preview shows it.
    struct Plan {
        FileKind kind = FileKind::Systems;
        SystemFileImport import; // the use case's plan (application/systemfileimport.h)
        QStringList added;       // names of new entries
        QStringList changed;     // names of entries the file changes (io/systemimportplan.h)
        int unchanged = 0;
        QString summary() const; // "2 new systems, 1 changed, 3 unchanged"
    };
    // Reads `data` (a systems or offers file), checks it as the CLI's import does
    // (readSystemsImport(), readOffersImport(): what the import would refuse, against the
    // snapshot's chips and systems) and compares it with the snapshot; nullopt with `error`
    // ("line 4, column 8 (chip_count): ...") when the file is bad or the snapshot incomplete.
    std::optional<Plan> plan(const QByteArray& data, const QString& path, QString* error) const;

    void chooseAndImport();
    // Imports `path`: a chips file through CatalogTransfer, a systems or offers file here. With
    // setInteractive(false) no dialog opens and the preview is accepted (tests).
    void importFile(const QString& path);
    void setInteractive(bool interactive);
    ResultTransfer* results() const { return m_results; }

    // Ask for a file and write the snapshot's systems or offers to it (CSV, or JSON by the
    // extension) off the GUI thread, with progress and Cancel (ExportJob).
    void chooseAndExportSystems();
    void chooseAndExportOffers();
    // The same without asking: write them to `path` (exportJob() says when it is done).
    void exportSystemsTo(const QString& path);
    void exportOffersTo(const QString& path);
    ExportJob* exportJob() const { return m_export; }

Q_SIGNALS:
    void statusMessage(const QString& text);
    void failed(const QString& message);
    void imported(); // the change was written (one undo step)

private:
    QString choosePath(const QString& title, const QString& name) const;

    CatalogSession* m_session;
    CatalogTransfer* m_chips;
    ResultTransfer* m_results;
    QWidget* m_window;
    ImportWriter* m_writer;
    ExportJob* m_export;
};

} // namespace chipatlas
