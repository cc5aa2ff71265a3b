#include "session/chiploader.h"

#include "storage/catalog.h"

#include <QThread>

namespace chipatlas {

// Lives on the loader's thread; owns nothing between loads.
class ChipLoaderWorker final : public QObject {
    Q_OBJECT

public:
    void load(const QString& catalogPath) {
        StorageError error;
        Catalog::Options options;
        options.seedBuiltIn = false;
        const std::unique_ptr<Catalog> catalog = Catalog::open(catalogPath, options, &error);
        if (!catalog) {
            Q_EMIT failed(error);
            return;
        }
        QList<Chip> chips = catalog->chips(&error);
        if (error) {
            Q_EMIT failed(error);
            return;
        }
        const QList<LlmModel> models = catalog->models(&error);
        if (error) {
            Q_EMIT failed(error);
            return;
        }
        const QList<ChipPrice> prices = catalog->chipPrices(&error);
        if (error) {
            Q_EMIT failed(error);
            return;
        }
        Q_EMIT modelsLoaded(models, prices);
        Q_EMIT loaded(chips);
    }

Q_SIGNALS:
    void modelsLoaded(const QList<chipatlas::LlmModel>& models,
                      const QList<chipatlas::ChipPrice>& prices);
    void loaded(const QList<chipatlas::Chip>& chips);
    void failed(const chipatlas::StorageError& error);
};

ChipLoader::ChipLoader(const QString& catalogPath, QObject* parent)
    : QObject(parent)
    , m_catalogPath(catalogPath)
    , m_thread(new QThread(this))
    , m_worker(new ChipLoaderWorker) {
    qRegisterMetaType<QList<Chip>>();
    qRegisterMetaType<StorageError>();
    qRegisterMetaType<QList<LlmModel>>();
    qRegisterMetaType<QList<ChipPrice>>();

    m_thread->setObjectName(QStringLiteral("ChipLoader"));
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &ChipLoaderWorker::modelsLoaded, this, &ChipLoader::modelsLoaded,
            Qt::QueuedConnection);
    connect(m_worker, &ChipLoaderWorker::loaded, this, &ChipLoader::loaded, Qt::QueuedConnection);
    connect(m_worker, &ChipLoaderWorker::failed, this, &ChipLoader::failed, Qt::QueuedConnection);
    m_thread->start();
}

ChipLoader::~ChipLoader() {
    m_thread->quit();
    m_thread->wait();
}

void ChipLoader::load() {
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, path = m_catalogPath] { worker->load(path); },
        Qt::QueuedConnection);
}

} // namespace chipatlas

#include "chiploader.moc"
