// The saved fuzz inputs (tests/fuzz/corpus/<target>/ and regressions/<target>/) through the same
// entry functions as the libFuzzer targets, so that the plain build proves them too: each input
// that once crashed, hung or broke a property now passes.
#include "fuzzentries.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace chipatlas::fuzz;

namespace {

struct Target {
    const char* name;
    QString (*entry)(QByteArrayView);
};

constexpr Target kTargets[] = {
    {"fuzz_csv_import", fuzzCsvImport},
    {"fuzz_json_import", fuzzJsonImport},
    {"fuzz_systems_import", fuzzSystemsImport},
    {"fuzz_offers_import", fuzzOffersImport},
    {"fuzz_results_import", fuzzResultsImport},
    {"fuzz_numbers", fuzzNumbers},
    {"fuzz_connection", fuzzConnection},
    {"fuzz_startup_options", fuzzStartupOptions},
};

} // namespace

class TestFuzzRegressions : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void savedInput_data();
    void savedInput();
};

void TestFuzzRegressions::savedInput_data() {
    QTest::addColumn<int>("target");
    QTest::addColumn<QString>("path");
    for (int target = 0; target < int(std::size(kTargets)); ++target) {
        int inputs = 0;
        for (const char* folder : {"corpus", "regressions"}) {
            const QDir dir(QStringLiteral(CHIPATLAS_FUZZ_DIR "/%1/%2")
                               .arg(QLatin1String(folder), QLatin1String(kTargets[target].name)));
            for (const QString& file : dir.entryList(QDir::Files, QDir::Name)) {
                const QString name =
                    QStringLiteral("%1/%2/%3")
                        .arg(QLatin1String(kTargets[target].name), QLatin1String(folder), file);
                QTest::newRow(qPrintable(name)) << target << dir.filePath(file);
                ++inputs;
            }
        }
        // A target without inputs would be proved by nothing: its folders have moved.
        QVERIFY2(inputs > 0, kTargets[target].name);
    }
}

void TestFuzzRegressions::savedInput() {
    QFETCH(int, target);
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
    const QString problem = kTargets[target].entry(file.readAll());
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzz_regressions.moc"
