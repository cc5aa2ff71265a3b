// Where the GUI and chipatlas-cli find the catalog (core/apppaths.h).
#include "apppaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace chipatlas;

class TestAppPaths : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void defaultIsInAppData();
    void emptyMeansDefault();
    void relativeIsFromTheCurrentDirectory();
    void absoluteStays();
};

void TestAppPaths::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    AppPaths::setApplicationIdentity();
    QCOMPARE(QCoreApplication::organizationName(), QStringLiteral("ChipAtlas"));
    QCOMPARE(QCoreApplication::applicationName(), QStringLiteral("ChipAtlas"));
}

void TestAppPaths::defaultIsInAppData() {
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QVERIFY(folder.endsWith(QStringLiteral("/ChipAtlas/ChipAtlas")));
    QCOMPARE(AppPaths::defaultCatalogPath(), folder + QStringLiteral("/catalog.sqlite"));
}

void TestAppPaths::emptyMeansDefault() {
    QCOMPARE(AppPaths::catalogPath(QString()), AppPaths::defaultCatalogPath());
}

void TestAppPaths::relativeIsFromTheCurrentDirectory() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString before = QDir::currentPath();
    QVERIFY(QDir::setCurrent(dir.path()));
    const QString resolved = AppPaths::catalogPath(QStringLiteral("sub/my.sqlite"));
    QVERIFY(QDir::setCurrent(before));
    // The current directory as the system reports it: symbolic links resolved.
    const QDir current(QFileInfo(dir.path()).canonicalFilePath());
    QCOMPARE(resolved, current.filePath(QStringLiteral("sub/my.sqlite")));
    QVERIFY(QFileInfo(resolved).isAbsolute());
}

void TestAppPaths::absoluteStays() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = QFileInfo(dir.filePath(QStringLiteral("x.sqlite"))).absoluteFilePath();
    QCOMPARE(AppPaths::catalogPath(path), path);
}

QTEST_GUILESS_MAIN(TestAppPaths)
#include "tst_apppaths.moc"
