// The password store against a real, unlocked Secret Service: run under
// tools/testing/with-keyring (CTest does), which gives it a throwaway keyring and HOME.
#include "passwordstore.h"

#include <QElapsedTimer>
#include <QTest>

#include <optional>

using namespace chipatlas;

namespace {
// Keys as CatalogConnection::keychainKey() makes them: one entry per connection.
const QString kKey = QStringLiteral("postgresql://bob@127.0.0.1:55440/team");
const QString kOtherKey = QStringLiteral("postgresql://ann@127.0.0.1:55440/team");

QByteArray statusName(PasswordStore::Status status) {
    switch (status) {
    case PasswordStore::Status::Ok:
        return "Ok";
    case PasswordStore::Status::NotFound:
        return "NotFound";
    case PasswordStore::Status::Unavailable:
        return "Unavailable";
    }
    return "?";
}

// Compares statuses with the store's message on failure (a locked or missing keyring says so).
#define COMPARE_STATUS(result, expected)                                                           \
    QVERIFY2((result).status == (expected),                                                        \
             qPrintable(QStringLiteral("%1 instead of %2: %3")                                     \
                            .arg(QString::fromLatin1(statusName((result).status)),                 \
                                 QString::fromLatin1(statusName(expected)), (result).message)))
} // namespace

class TestPasswordStore : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void roundTrip();
    void oneEntryPerConnection();
    void asyncRoundTrip();
};

void TestPasswordStore::init() {
    PasswordStore::remove(kKey);
    PasswordStore::remove(kOtherKey);
}

void TestPasswordStore::cleanup() {
    init();
}

void TestPasswordStore::roundTrip() {
    COMPARE_STATUS(PasswordStore::read(kKey), PasswordStore::Status::NotFound);

    QElapsedTimer timer;
    timer.start();
    const QString password = QStringLiteral("first p\u00e4ssword: \"quoted\" \u2713");
    COMPARE_STATUS(PasswordStore::write(kKey, password), PasswordStore::Status::Ok);
    PasswordStore::Result read = PasswordStore::read(kKey);
    COMPARE_STATUS(read, PasswordStore::Status::Ok);
    QCOMPARE(read.password, password);
    QVERIFY(read.message.isEmpty());
    QVERIFY2(timer.elapsed() < 5000, "a write and a read take milliseconds");

    // Writing again replaces the password: one entry, the new value.
    COMPARE_STATUS(PasswordStore::write(kKey, QStringLiteral("second")), PasswordStore::Status::Ok);
    read = PasswordStore::read(kKey);
    COMPARE_STATUS(read, PasswordStore::Status::Ok);
    QCOMPARE(read.password, QStringLiteral("second"));

    COMPARE_STATUS(PasswordStore::remove(kKey), PasswordStore::Status::Ok);
    read = PasswordStore::read(kKey);
    COMPARE_STATUS(read, PasswordStore::Status::NotFound);
    QVERIFY(read.password.isEmpty());
}

void TestPasswordStore::oneEntryPerConnection() {
    COMPARE_STATUS(PasswordStore::write(kKey, QStringLiteral("bob's")), PasswordStore::Status::Ok);
    COMPARE_STATUS(PasswordStore::write(kOtherKey, QStringLiteral("ann's")),
                   PasswordStore::Status::Ok);
    QCOMPARE(PasswordStore::read(kKey).password, QStringLiteral("bob's"));
    QCOMPARE(PasswordStore::read(kOtherKey).password, QStringLiteral("ann's"));

    COMPARE_STATUS(PasswordStore::remove(kOtherKey), PasswordStore::Status::Ok);
    QCOMPARE(PasswordStore::read(kKey).password, QStringLiteral("bob's"));
    COMPARE_STATUS(PasswordStore::read(kOtherKey), PasswordStore::Status::NotFound);
}

void TestPasswordStore::asyncRoundTrip() {
    QObject context;
    std::optional<PasswordStore::Result> written;
    PasswordStore::writeAsync(kKey, QStringLiteral("async"), &context,
                              [&](const PasswordStore::Result& result) { written = result; });
    QVERIFY(!written); // answered on the event loop, not before writeAsync() returns
    QTRY_VERIFY_WITH_TIMEOUT(written.has_value(), 10000);
    COMPARE_STATUS(*written, PasswordStore::Status::Ok);

    std::optional<PasswordStore::Result> read;
    PasswordStore::readAsync(kKey, &context,
                             [&](const PasswordStore::Result& result) { read = result; });
    QTRY_VERIFY_WITH_TIMEOUT(read.has_value(), 10000);
    COMPARE_STATUS(*read, PasswordStore::Status::Ok);
    QCOMPARE(read->password, QStringLiteral("async"));

    // A context that is gone by the time the keychain answers gets no call.
    bool called = false;
    {
        QObject gone;
        PasswordStore::readAsync(kKey, &gone, [&](const PasswordStore::Result&) { called = true; });
    }
    // The blocking read after it is answered after the first one, on the same event loop.
    COMPARE_STATUS(PasswordStore::read(kKey), PasswordStore::Status::Ok);
    QTest::qWait(200);
    QVERIFY(!called);
}

QTEST_GUILESS_MAIN(TestPasswordStore)
#include "tst_passwordstore.moc"
