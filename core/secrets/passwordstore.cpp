#include "passwordstore.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QPointer>
#include <QTimer>
#include <qt6keychain/keychain.h>

#include <memory>
#include <optional>

namespace chipatlas {

namespace {
enum class Operation { Read, Write, Remove };

PasswordStore::Result resultOf(const QKeychain::Job& job, Operation operation) {
    using QKeychain::Error;
    PasswordStore::Result result;
    switch (job.error()) {
    case QKeychain::NoError:
        result.status = PasswordStore::Status::Ok;
        if (operation == Operation::Read) {
            if (const auto* read = qobject_cast<const QKeychain::ReadPasswordJob*>(&job))
                result.password = read->textData();
        }
        return result;
    case QKeychain::EntryNotFound:
        result.status = PasswordStore::Status::NotFound;
        return result;
    case QKeychain::AccessDeniedByUser:
    case QKeychain::AccessDenied:
        result.message = QCoreApplication::translate("chipatlas::PasswordStore",
                                                     "Access to the keychain was refused.");
        return result;
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
        result.message = QCoreApplication::translate(
            "chipatlas::PasswordStore",
            "No keychain is available (no Secret Service such as GNOME Keyring or KWallet is "
            "running).");
        return result;
    case QKeychain::CouldNotDeleteEntry:
    case QKeychain::OtherError:
        break;
    }
    result.message =
        QCoreApplication::translate("chipatlas::PasswordStore",
                                    "The keychain could not be used (it may be locked or no "
                                    "Secret Service is running): %1")
            .arg(job.errorString());
    return result;
}

QKeychain::Job* makeJob(Operation operation, const QString& key, const QString& password) {
    QKeychain::Job* job = nullptr;
    switch (operation) {
    case Operation::Read:
        job = new QKeychain::ReadPasswordJob(PasswordStore::serviceName());
        break;
    case Operation::Write: {
        auto* write = new QKeychain::WritePasswordJob(PasswordStore::serviceName());
        write->setTextData(password);
        job = write;
        break;
    }
    case Operation::Remove:
        job = new QKeychain::DeletePasswordJob(PasswordStore::serviceName());
        break;
    }
    job->setKey(key);
    job->setAutoDelete(true);        // deletes itself after finished(), also after a timeout
    job->setInsecureFallback(false); // never a plain-text file
    return job;
}

void startAsync(Operation operation, const QString& key, const QString& password, QObject* context,
                std::function<void(const PasswordStore::Result&)> done) {
    QKeychain::Job* job = makeJob(operation, key, password);
    QPointer<QObject> guard(context);
    QObject::connect(job, &QKeychain::Job::finished, job,
                     [guard, operation, done = std::move(done)](QKeychain::Job* finished) {
                         if (guard)
                             done(resultOf(*finished, operation));
                     });
    job->start();
}

PasswordStore::Result runBlocking(Operation operation, const QString& key, const QString& password,
                                  int timeoutMs) {
    QEventLoop loop;
    auto result = std::make_shared<std::optional<PasswordStore::Result>>();
    startAsync(operation, key, password, &loop, [result, &loop](const PasswordStore::Result& r) {
        *result = r;
        loop.quit();
    });
    if (!result->has_value()) {
        QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
        loop.exec();
    }
    if (result->has_value())
        return **result;
    PasswordStore::Result timedOut;
    // A plain variable for the count: lupdate skips a translate() whose count is an expression.
    const int seconds = timeoutMs / 1000;
    timedOut.message = QCoreApplication::translate(
        "chipatlas::PasswordStore", "The keychain did not answer within %n second(s).", nullptr,
        seconds);
    return timedOut;
}
} // namespace

QString PasswordStore::serviceName() {
    return QStringLiteral("ChipAtlas");
}

PasswordStore::Result PasswordStore::read(const QString& key, int timeoutMs) {
    return runBlocking(Operation::Read, key, {}, timeoutMs);
}

PasswordStore::Result PasswordStore::write(const QString& key, const QString& password,
                                           int timeoutMs) {
    return runBlocking(Operation::Write, key, password, timeoutMs);
}

PasswordStore::Result PasswordStore::remove(const QString& key, int timeoutMs) {
    return runBlocking(Operation::Remove, key, {}, timeoutMs);
}

void PasswordStore::readAsync(const QString& key, QObject* context,
                              std::function<void(const Result&)> done) {
    startAsync(Operation::Read, key, {}, context, std::move(done));
}

void PasswordStore::writeAsync(const QString& key, const QString& password, QObject* context,
                               std::function<void(const Result&)> done) {
    startAsync(Operation::Write, key, password, context, std::move(done));
}

void PasswordStore::removeAsync(const QString& key, QObject* context,
                                std::function<void(const Result&)> done) {
    startAsync(Operation::Remove, key, {}, context, std::move(done));
}

} // namespace chipatlas
