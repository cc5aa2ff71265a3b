// The saved fuzz inputs (tests/fuzz/corpus/<target>/ and regressions/<target>/) through the same
// entry functions as the libFuzzer targets, so that the plain build proves them too: each input
// that once crashed, hung or broke a property now passes. Each target's dictionary
// (tests/fuzz/<target>.dict) is checked against libFuzzer's grammar: libFuzzer refuses a whole
// run over one entry it cannot parse.
#include "fuzzentries.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <cctype>

using namespace chipatlas::fuzz;

namespace {

struct Target {
    const char* name;
    QString (*entry)(QByteArrayView);
};

constexpr Target kTargets[] = {
    {"fuzz_csv_import", fuzzCsvImport},         {"fuzz_json_import", fuzzJsonImport},
    {"fuzz_systems_import", fuzzSystemsImport}, {"fuzz_offers_import", fuzzOffersImport},
    {"fuzz_results_import", fuzzResultsImport}, {"fuzz_numbers", fuzzNumbers},
    {"fuzz_connection", fuzzConnection},        {"fuzz_startup_options", fuzzStartupOptions},
};

// Why one dictionary line would make libFuzzer refuse the file, or an empty string when it
// parses: blank, a comment, or [name=]"value" where the value's bytes are printable or white
// space and its only escapes are \\, \" and \xHH (libFuzzer's ParseOneDictionaryEntry).
QString dictionaryLineProblem(QByteArrayView line) {
    line = line.trimmed();
    if (line.isEmpty() || line.startsWith('#'))
        return {};
    const qsizetype open = line.indexOf('"');
    if (open < 0 || line.size() < open + 2 || !line.endsWith('"'))
        return QStringLiteral("not [name=]\"value\"");
    const QByteArrayView value = line.sliced(open + 1, line.size() - open - 2);
    for (qsizetype i = 0; i < value.size(); ++i) {
        const auto c = static_cast<unsigned char>(value[i]);
        if (!std::isprint(c) && !std::isspace(c))
            return QStringLiteral("byte 0x%1 must be written \\xHH")
                .arg(c, 2, 16, QLatin1Char('0'));
        if (c != '\\')
            continue;
        const QByteArrayView rest = value.sliced(i + 1);
        if (rest.startsWith('\\') || rest.startsWith('"')) {
            ++i;
        } else if (rest.size() >= 3 && rest[0] == 'x' &&
                   std::isxdigit(static_cast<unsigned char>(rest[1])) &&
                   std::isxdigit(static_cast<unsigned char>(rest[2]))) {
            i += 3;
        } else {
            return QStringLiteral("escape at column %1: only \\\\, \\\" and \\xHH")
                .arg(open + 2 + i);
        }
    }
    return {};
}

} // namespace

class TestFuzzRegressions : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void savedInput_data();
    void savedInput();
    void dictionaryParses_data();
    void dictionaryParses();
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

void TestFuzzRegressions::dictionaryParses_data() {
    QTest::addColumn<QString>("path");
    int dictionaries = 0;
    for (const Target& target : kTargets) {
        const QString path =
            QStringLiteral(CHIPATLAS_FUZZ_DIR "/%1.dict").arg(QLatin1String(target.name));
        if (QFile::exists(path)) {
            QTest::newRow(target.name) << path;
            ++dictionaries;
        }
    }
    QVERIFY2(dictionaries > 0, "no dictionary found: tests/fuzz/*.dict have moved");
}

void TestFuzzRegressions::dictionaryParses() {
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
    int number = 0;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine();
        ++number;
        const QString problem = dictionaryLineProblem(line);
        QVERIFY2(problem.isEmpty(),
                 qPrintable(QStringLiteral("%1:%2: %3").arg(path).arg(number).arg(problem)));
    }
}

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzz_regressions.moc"
