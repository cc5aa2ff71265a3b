// How the window words a storage error (StorageMessage): core's message, and where opening
// another catalog is the way out, the window's way to do it (File > Catalog Settings), never the
// command line's --db. Core's messages and the window's addition are looked up in the
// translation contexts lupdate files them under.

#include "application/storagemessage.h"
#include "storage/catalog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace chipatlas;

Q_DECLARE_METATYPE(chipatlas::StorageError::Code)

namespace {
// Translates nothing; remembers which context each text was looked up in.
class RecordingTranslator final : public QTranslator {
public:
    QString translate(const char* context, const char* sourceText, const char* = nullptr,
                      int = -1) const override {
        looked.insert(QString::fromUtf8(context) + QLatin1Char('|') +
                      QString::fromUtf8(sourceText));
        return {};
    }
    bool isEmpty() const override { return false; }

    mutable QSet<QString> looked;
};

const QString kHint = QStringLiteral("To open another catalog, use File > Catalog Settings.");
} // namespace

class TestStorageMessage : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void refusedCatalogNamesTheMenu_data();
    void refusedCatalogNamesTheMenu();
    void otherErrorsAsCoreWordsThem();
    void contextsAreLupdates();

private:
    // What core answers to opening a file made as `kind` says ("text", "folder",
    // "parent-is-a-file", "short-header").
    StorageError refusal(const QString& kind);

    QTemporaryDir m_dir;
};

void TestStorageMessage::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

StorageError TestStorageMessage::refusal(const QString& kind) {
    QString path = m_dir.filePath(kind + QStringLiteral(".sqlite"));
    if (kind == QLatin1String("text")) {
        QFile file(path);
        if (file.open(QIODevice::WriteOnly))
            file.write("id,vendor,name\n");
    } else if (kind == QLatin1String("folder")) {
        QDir().mkpath(path);
    } else if (kind == QLatin1String("parent-is-a-file")) {
        QFile file(path);
        if (file.open(QIODevice::WriteOnly))
            file.write("a file where a folder should be\n");
        path += QStringLiteral("/catalog.sqlite");
    } else if (kind == QLatin1String("short-header")) {
        QFile file(path);
        if (file.open(QIODevice::WriteOnly))
            file.write(QByteArray("SQLite format 3\0\x10\0", 19));
    }
    StorageError error;
    Catalog::open(path, &error);
    return error;
}

void TestStorageMessage::refusedCatalogNamesTheMenu_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<StorageError::Code>("code");
    QTest::newRow("not SQLite") << QStringLiteral("text") << StorageError::Code::NotSqlite;
    QTest::newRow("a folder") << QStringLiteral("folder") << StorageError::Code::NotSqlite;
    QTest::newRow("cannot create")
        << QStringLiteral("parent-is-a-file") << StorageError::Code::CannotCreate;
    QTest::newRow("damaged") << QStringLiteral("short-header") << StorageError::Code::Corrupt;
}

void TestStorageMessage::refusedCatalogNamesTheMenu() {
    QFETCH(QString, kind);
    QFETCH(StorageError::Code, code);
    const StorageError error = refusal(kind);
    QCOMPARE(error.code, code);
    QVERIFY(error.anotherCatalogHelps());
    const QString shown = StorageMessage::text(error);
    // Core's sentence names the file and the problem; the window adds its own way out.
    QVERIFY2(shown.startsWith(error.message + QLatin1Char(' ')), qPrintable(shown));
    QVERIFY2(shown.contains(QDir::toNativeSeparators(m_dir.path())), qPrintable(shown));
    QVERIFY2(shown.endsWith(kHint), qPrintable(shown));
    QVERIFY2(!shown.contains(QLatin1String("--db")), qPrintable(shown));
}

void TestStorageMessage::otherErrorsAsCoreWordsThem() {
    StorageError error;
    const std::unique_ptr<Catalog> catalog =
        Catalog::open(m_dir.filePath(QStringLiteral("good.sqlite")), &error);
    QVERIFY2(catalog, qPrintable(error.message));
    QVERIFY(!catalog->chips().find(QStringLiteral("acme-nonexistent"), &error));
    QCOMPARE(error.code, StorageError::Code::NotFound);
    QVERIFY(!error.anotherCatalogHelps());
    QCOMPARE(StorageMessage::text(error), error.message);
    QCOMPARE(StorageMessage::text(StorageError{}), QString());
}

void TestStorageMessage::contextsAreLupdates() {
    RecordingTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    const StorageError error = refusal(QStringLiteral("text"));
    const QString shown = StorageMessage::text(error);
    QCoreApplication::removeTranslator(&translator);
    QCOMPARE(error.code, StorageError::Code::NotSqlite);
    // Q_DECLARE_TR_FUNCTIONS(StorageText) and (StorageMessage): the contexts lupdate writes into
    // translations/chipatlas_*.ts for StorageText::tr() and StorageMessage::tr().
    QVERIFY(translator.looked.contains(
        QStringLiteral("StorageText|%1 is not a ChipAtlas catalog: it is not an SQLite "
                       "database.")));
    QVERIFY(translator.looked.contains(QStringLiteral("StorageMessage|") + kHint));
    QVERIFY(shown.endsWith(kHint));
}

QTEST_GUILESS_MAIN(TestStorageMessage)
#include "tst_storagemessage.moc"
