#pragma once

#include "domain/chip.h"
#include "domain/chipprice.h"
#include "domain/llmmodel.h"
#include "storage/storageerror.h"

#include <QList>
#include <QMetaType>
#include <QObject>
#include <QString>

class QThread;

Q_DECLARE_METATYPE(chipatlas::StorageError)

namespace chipatlas {

class ChipLoaderWorker;

// Reads every chip of a catalog, its models and the user's chip prices on a worker thread, so that
// the GUI thread never waits for work that grows with the catalog. The worker opens its own Catalog
// on the same path (a Qt Sql connection belongs to the thread that opened it) without seeding: the
// GUI thread has already opened, migrated and seeded the file.
//
// Results arrive on the thread that owns the loader, in the order of the load() calls; each
// load emits modelsLoaded() just before loaded(), or failed() alone.
class ChipLoader final : public QObject {
    Q_OBJECT

public:
    explicit ChipLoader(const QString& catalogPath, QObject* parent = nullptr);
    ~ChipLoader() override; // waits for a load in progress to finish

    QString catalogPath() const { return m_catalogPath; }
    void load();

Q_SIGNALS:
    // The models and prices (small; for the details pane and the model-fit calculator).
    void modelsLoaded(const QList<chipatlas::LlmModel>& models,
                      const QList<chipatlas::ChipPrice>& prices);
    void loaded(const QList<chipatlas::Chip>& chips);
    void failed(const chipatlas::StorageError& error);

private:
    QString m_catalogPath;
    QThread* m_thread = nullptr;
    ChipLoaderWorker* m_worker = nullptr;
};

} // namespace chipatlas
