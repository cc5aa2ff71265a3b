// chipatlas-cli snapshot create|list|delete|rename|export|import: the real binary on a catalog
// file, checked through core's catalog; and the automatic snapshot before `import`.
#include "clirunner.h"
#include "io/snapshotfile.h"
#include "storage/catalog.h"
#include "storage/catalogconnection.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace chipatlas;

namespace {
std::unique_ptr<Catalog> open(const QString& path) {
    StorageError error;
    std::unique_ptr<Catalog> catalog =
        Catalog::open(CatalogConnection::sqliteFile(path), {}, &error);
    if (!catalog)
        qWarning("cannot open %s: %s", qPrintable(path), qPrintable(error.message));
    return catalog;
}

bool writeFile(const QString& path, const QByteArray& data) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}
} // namespace

class TestCliSnapshot : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void createListExportImport();
    void importTakesSnapshotFirst();
    void badInput_data();
    void badInput();

private:
    QString path(const QString& name) const { return m_dir.filePath(name); }
    CliResult snapshot(const QString& db, const QStringList& arguments) const {
        return runCli(
            QStringList{QStringLiteral("--db"), db, QStringLiteral("snapshot")} + arguments, m_env);
    }

    QTemporaryDir m_dir;
    QProcessEnvironment m_env;
};

void TestCliSnapshot::initTestCase() {
    QVERIFY(m_dir.isValid());
    m_env = QProcessEnvironment::systemEnvironment();
    m_env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    m_env.insert(QStringLiteral("HOME"), m_dir.path());
    m_env.insert(QStringLiteral("XDG_DATA_HOME"), path(QStringLiteral("xdg")));
}

void TestCliSnapshot::createListExportImport() {
    const QString db = path(QStringLiteral("round.sqlite"));
    CliResult result = snapshot(db, {QStringLiteral("create"), QStringLiteral("Q4 quotes"),
                                     QStringLiteral("--note"), QStringLiteral("before the list")});
    QCOMPARE(result.exitCode, 0);
    QVERIFY2(result.text().startsWith(QStringLiteral("Took snapshot \"Q4 quotes\" of ")),
             qPrintable(result.text()));

    result = snapshot(db, {QStringLiteral("list"), QStringLiteral("--json")});
    QCOMPARE(result.exitCode, 0);
    const QJsonArray listed = result.json().array();
    QCOMPARE(listed.size(), 1);
    const QJsonObject first = listed.at(0).toObject();
    QCOMPARE(first.value(QStringLiteral("name")).toString(), QStringLiteral("Q4 quotes"));
    QCOMPARE(first.value(QStringLiteral("reason")).toString(), QStringLiteral("user"));
    QCOMPARE(first.value(QStringLiteral("note")).toString(), QStringLiteral("before the list"));
    StorageError error;
    {
        const std::unique_ptr<Catalog> catalog = open(db);
        QVERIFY(catalog);
        QCOMPARE(first.value(QStringLiteral("counts")).toObject().value(QStringLiteral("chips")),
                 catalog->chips().count(&error));
    }
    result = snapshot(db, {});
    QVERIFY2(result.text().contains(QStringLiteral("Q4 quotes")) &&
                 result.text().contains(QStringLiteral("1 snapshot\n")),
             qPrintable(result.text()));

    const QString file = path(QStringLiteral("q4.json"));
    result = snapshot(db, {QStringLiteral("export"), QStringLiteral("Q4 quotes"), file});
    QCOMPARE(result.exitCode, 0);
    result = snapshot(db, {QStringLiteral("import"), file});
    QCOMPARE(result.exitCode, 1);
    QVERIFY2(result.errorText().contains(
                 QStringLiteral("already has a snapshot named \"Q4 quotes\"; give this one "
                                "another name with --name NAME")),
             result.err.constData());
    result = snapshot(db, {QStringLiteral("import"), file, QStringLiteral("--name"),
                           QStringLiteral("Q4 from the file")});
    QCOMPARE(result.exitCode, 0);
    {
        const std::unique_ptr<Catalog> catalog = open(db);
        QVERIFY(catalog);
        const auto a = catalog->savedSnapshots().find(QStringLiteral("Q4 quotes"), &error);
        const auto b = catalog->savedSnapshots().find(QStringLiteral("Q4 from the file"), &error);
        QVERIFY2(a && b, qPrintable(error.message));
        QCOMPARE(b->reason, SnapshotReason::File);
        QCOMPARE(b->note, QStringLiteral("before the list"));
        const std::optional<CatalogItems> itemsA = catalog->savedSnapshots().read(a->id, &error);
        const std::optional<CatalogItems> itemsB = catalog->savedSnapshots().read(b->id, &error);
        QVERIFY2(itemsA && itemsB, qPrintable(error.message));
        QCOMPARE(itemsB->chips, itemsA->chips);
        QCOMPARE(itemsB->offers, itemsA->offers);
        QCOMPARE(itemsB->results, itemsA->results);
    }

    result = snapshot(db, {QStringLiteral("rename"), QStringLiteral("Q4 from the file"),
                           QStringLiteral("Q4 quotes")});
    QCOMPARE(result.exitCode, 1);
    QVERIFY2(result.errorText().contains(QStringLiteral("already has a snapshot named \"Q4 "
                                                        "quotes\"; choose another name")),
             result.err.constData());
    result = snapshot(db, {QStringLiteral("rename"), QStringLiteral("Q4 from the file"),
                           QStringLiteral("Q4, file")});
    QCOMPARE(result.exitCode, 0);
    result = snapshot(db, {QStringLiteral("delete"), QStringLiteral("Q4, file")});
    QCOMPARE(result.exitCode, 0);
    result = snapshot(db, {QStringLiteral("list"), QStringLiteral("--json")});
    QCOMPARE(result.json().array().size(), 1);
}

// `import FILE.csv` into a catalog that holds chips: one "import" snapshot, reading back as the
// catalog before the import, noting the file.
void TestCliSnapshot::importTakesSnapshotFirst() {
    const QString db = path(QStringLiteral("import.sqlite"));
    CatalogItems before;
    {
        const std::unique_ptr<Catalog> catalog = open(db);
        QVERIFY(catalog);
        StorageError error;
        before = readCatalogItems(*catalog, &error).value_or(CatalogItems{});
        QVERIFY(!before.chips.isEmpty());
    }
    const QString csv = path(QStringLiteral("quotes.csv"));
    QVERIFY(writeFile(csv, "id,vendor,name,tdp_w\nacme-x1,Acme,Acme X1,450\n"
                           "nvidia-h100-sxm,NVIDIA,H100 SXM,690\n"));
    const CliResult imported =
        runCli({QStringLiteral("--db"), db, QStringLiteral("import"), csv}, m_env);
    QCOMPARE(imported.exitCode, 0);

    const std::unique_ptr<Catalog> catalog = open(db);
    QVERIFY(catalog);
    StorageError error;
    const std::optional<QList<SavedSnapshot>> snapshots = catalog->savedSnapshots().list(&error);
    QVERIFY2(snapshots, qPrintable(error.message));
    QCOMPARE(snapshots->size(), 1);
    QCOMPARE(snapshots->constFirst().reason, SnapshotReason::Import);
    QCOMPARE(snapshots->constFirst().note, QStringLiteral("quotes.csv"));
    const std::optional<CatalogItems> read =
        catalog->savedSnapshots().read(snapshots->constFirst().id, &error);
    QVERIFY2(read, qPrintable(error.message));
    CatalogItems expected = before;
    sortSnapshotItems(&expected);
    QCOMPARE(read->chips, expected.chips);
    QCOMPARE(read->models, expected.models);
    QVERIFY(catalog->chips().find(QStringLiteral("acme-x1"), &error));

    // A failed import (a bad row: nothing imported) leaves no other snapshot.
    QVERIFY(writeFile(csv, "id,vendor,name,tdp_w\nacme-x2,Acme,Acme X2,-5\n"));
    QCOMPARE(runCli({QStringLiteral("--db"), db, QStringLiteral("import"), csv}, m_env).exitCode,
             1);
    QCOMPARE(catalog->savedSnapshots().list(&error)->size(), 1);
}

void TestCliSnapshot::badInput_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("file"); // written to bad.json when not empty
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown name") << QStringList{QStringLiteral("delete"), QStringLiteral("Q9")}
                                  << QByteArray() << 1
                                  << QStringLiteral("no snapshot \"Q9\" in the catalog ");
    QTest::newRow("export unknown")
        << QStringList{QStringLiteral("export"), QStringLiteral("Q9"), QStringLiteral("x.json")}
        << QByteArray() << 1 << QStringLiteral("(see: chipatlas-cli snapshot list)");
    QTest::newRow("malformed entry")
        << QStringList{QStringLiteral("import"), QStringLiteral("bad.json")}
        << QByteArray("{\"chipatlas_snapshot\": 1, \"name\": \"n\", \"taken_at\": "
                      "\"2026-12-05T11:30:00Z\", \"offers\": [{\"id\": \"acme-x1-on-demand\", "
                      "\"target_id\": \"nvidia-h100-sxm\", \"provider\": \"Acme\", "
                      "\"instance\": \"x1\", \"pricing\": \"on_demand\", \"chips\": 0}]}")
        << 1 << QStringLiteral("bad.json: offers: offer 1 (\"acme-x1-on-demand\"): chips: ");
    QTest::newRow("not json") << QStringList{QStringLiteral("import"), QStringLiteral("bad.json")}
                              << QByteArray("{\"chipatlas_snapshot\": 1,\n  \"name\" 3}") << 1
                              << QStringLiteral("bad.json: line 2, column ");
    QTest::newRow("bad name") << QStringList{QStringLiteral("create"), QStringLiteral(" Q4")}
                              << QByteArray() << 1
                              << QStringLiteral("The snapshot name \" Q4\" starts or ends with a "
                                                "space.");
    QTest::newRow("unknown action") << QStringList{QStringLiteral("take")} << QByteArray() << 2
                                    << QStringLiteral("snapshot: unknown action \"take\"");
    QTest::newRow("note elsewhere")
        << QStringList{QStringLiteral("list"), QStringLiteral("--note"), QStringLiteral("x")}
        << QByteArray() << 2 << QStringLiteral("--note goes with: snapshot create");
}

void TestCliSnapshot::badInput() {
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, file);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    if (!file.isEmpty())
        QVERIFY(writeFile(dir.filePath(QStringLiteral("bad.json")), file));
    const QString db = dir.filePath(QStringLiteral("bad.sqlite"));
    const CliResult result =
        runCli(QStringList{QStringLiteral("--db"), db, QStringLiteral("snapshot")} + arguments,
               m_env, dir.path());
    QCOMPARE(result.exitCode, exitCode);
    QVERIFY2(result.errorText().contains(message), result.err.constData());
    QVERIFY(result.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestCliSnapshot)
#include "tst_cli_snapshot.moc"
