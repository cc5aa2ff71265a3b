// fuzzSystemsImport() and fuzzOffersImport(): the check of an import (systemimport.h, what a dry
// run reports) against the import's write into a scratch catalog.
#include "catalogwrites.h"
#include "fuzzentries.h"
#include "io/systemcsv.h"
#include "io/systemimport.h"
#include "io/systemjson.h"
#include "storage/catalog.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cstdlib>
#include <memory>
#include <optional>

namespace chipatlas::fuzz {

namespace {

// A catalog with the built-in chips, systems and offers in a temporary folder, made once per
// process; reset() puts a fresh copy back after a write changed it, so that every input meets the
// same catalog and a finding reproduces from its input alone.
class ScratchCatalog;
ScratchCatalog& scratch();

class ScratchCatalog {
public:
    // The catalog, or nullptr with `error` when it could not be made.
    Catalog* get(QString* error) {
        if (!m_catalog && m_error.isEmpty())
            open();
        *error = m_error;
        return m_catalog.get();
    }
    const ImportReferences& references() const { return m_references; }
    void reset() {
        m_catalog.reset();
        for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(m_work + suffix);
        if (!QFile::copy(m_template, m_work))
            m_error = QStringLiteral("cannot copy %1 to %2").arg(m_template, m_work);
    }

private:
    void open() {
        if (!m_dir.isValid()) {
            m_error = QStringLiteral("no temporary folder: %1").arg(m_dir.errorString());
            return;
        }
        if (m_template.isEmpty()) {
            m_template = m_dir.filePath(QStringLiteral("template.sqlite"));
            m_work = m_dir.filePath(QStringLiteral("work.sqlite"));
            StorageError error;
            const std::unique_ptr<Catalog> seeded = Catalog::open(m_template, &error);
            if (!seeded) {
                m_error = error.message;
                return;
            }
            // Qt Sql's own statics, made by the first open, go at exit in the reverse order of
            // their making: close the catalog before them.
            std::atexit([] { scratch().m_catalog.reset(); });
            m_references =
                importReferences(seeded->chips().all(&error), seeded->systems().all(&error));
            if (error) {
                m_error = error.message;
                return;
            }
        }
        if (!QFile::exists(m_work))
            reset();
        StorageError error;
        m_catalog = Catalog::open(m_work, &error);
        if (!m_catalog)
            m_error = error.message;
    }

    QTemporaryDir m_dir;
    QString m_template;
    QString m_work;
    ImportReferences m_references;
    std::unique_ptr<Catalog> m_catalog;
    QString m_error;
};

ScratchCatalog& scratch() {
    static ScratchCatalog catalog;
    return catalog;
}

const char* formatName(CatalogFormat format) {
    return format == CatalogFormat::Csv ? "CSV" : "JSON";
}

// The check's verdict (`checked`, `checkError`) against the reader's (`read`, `readError`) and
// the import's: a file the reader refuses, the check refuses in the reader's words; what the
// check accepts, the import's write (`save`, into the scratch catalog) takes. (The import runs
// the check first, so a file the check refuses, the import refuses alike.) A write that changed
// the catalog is undone for the next input.
template <typename List, typename Save>
QString compareVerdicts(const char* what, CatalogFormat format, const std::optional<List>& read,
                        const QString& readError, const std::optional<List>& checked,
                        const QString& checkError, Save save) {
    const QString file =
        QStringLiteral("%1 %2 file").arg(QLatin1String(formatName(format)), QLatin1String(what));
    if (!read) {
        if (checked)
            return QStringLiteral("the check accepts a %1 that the reader refuses: %2")
                .arg(file, readError);
        if (checkError != readError)
            return QStringLiteral("the check refuses a %1 with \"%2\", the reader with \"%3\"")
                .arg(file, checkError, readError);
        return {};
    }
    if (!checked) {
        if (checkError.isEmpty())
            return QStringLiteral("the check refuses a %1 without saying why").arg(file);
        return {};
    }
    QString problem;
    Catalog* const catalog = scratch().get(&problem);
    if (!catalog)
        return QStringLiteral("no scratch catalog: %1").arg(problem);
    StorageError error;
    if (!save(*catalog, *checked, &error))
        return QStringLiteral("the dry run accepts a %1 that the import refuses: %2")
            .arg(file, error.message);
    scratch().reset();
    return {};
}

QString checkSystems(const QByteArray& data, CatalogFormat format) {
    QString readError;
    std::optional<QList<System>> read;
    if (format == CatalogFormat::Csv) {
        read = readSystemsCsv(data, &readError);
    } else if (std::optional<SystemCatalogFile> file = readSystemCatalog(data, &readError)) {
        read = std::move(file->systems);
    }
    QString problem;
    if (!scratch().get(&problem))
        return QStringLiteral("no scratch catalog: %1").arg(problem);
    QString checkError;
    const std::optional<QList<System>> checked =
        readSystemsImport(data, format, scratch().references(), &checkError);
    return compareVerdicts("systems", format, read, readError, checked, checkError,
                           [](Catalog& catalog, const QList<System>& systems, StorageError* e) {
                               return testwrites::saveSystems(catalog, systems, e);
                           });
}

QString checkOffers(const QByteArray& data, CatalogFormat format) {
    QString readError;
    std::optional<QList<Offer>> read;
    if (format == CatalogFormat::Csv) {
        read = readOffersCsv(data, &readError);
    } else if (std::optional<OfferCatalogFile> file = readOfferCatalog(data, &readError)) {
        read = std::move(file->offers);
    }
    QString problem;
    if (!scratch().get(&problem))
        return QStringLiteral("no scratch catalog: %1").arg(problem);
    QString checkError;
    const std::optional<QList<Offer>> checked =
        readOffersImport(data, format, scratch().references(), &checkError);
    return compareVerdicts("offers", format, read, readError, checked, checkError,
                           [](Catalog& catalog, const QList<Offer>& offers, StorageError* e) {
                               return testwrites::saveOffers(catalog, offers, e);
                           });
}

} // namespace

QString fuzzSystemsImport(QByteArrayView data) {
    const QByteArray bytes = data.toByteArray();
    if (QString problem = checkSystems(bytes, CatalogFormat::Csv); !problem.isEmpty())
        return problem;
    return checkSystems(bytes, CatalogFormat::Json);
}

QString fuzzOffersImport(QByteArrayView data) {
    const QByteArray bytes = data.toByteArray();
    if (QString problem = checkOffers(bytes, CatalogFormat::Csv); !problem.isEmpty())
        return problem;
    return checkOffers(bytes, CatalogFormat::Json);
}

} // namespace chipatlas::fuzz
