#include "io/csvreader.h"

#include <QFile>
#include <QTest>

using namespace chipatlas;

class TestCsvReader : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void rfc4180();
    void lineNumbersCountEmbeddedNewlines();
    void errors_data();
    void errors();
    void referenceFileParses();
    void largeCrlfFileStreams();
    void handlerStopsTheParse();
};

void TestCsvReader::rfc4180() {
    const QByteArray csv = "\xEF\xBB\xBFid,name,notes\r\n"
                           "a,\"Quoted, with comma\",\"He said \"\"hi\"\"\"\r\n"
                           "b,Plain,\"two\nlines\"\r\n"
                           "c,,\xC3\xA9t\xC3\xA9\n";
    QString error;
    const auto table = parseCsv(csv, &error);
    QVERIFY2(table, qPrintable(error));
    QCOMPARE(table->header,
             (QStringList{QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("notes")}));
    QCOMPARE(table->rows.size(), 3);
    QCOMPARE(table->rows[0][1], QStringLiteral("Quoted, with comma"));
    QCOMPARE(table->rows[0][2], QStringLiteral("He said \"hi\""));
    QCOMPARE(table->rows[1][2], QStringLiteral("two\nlines"));
    QCOMPARE(table->rows[2][1], QString());
    QCOMPARE(table->rows[2][2], QString::fromUtf8("\xC3\xA9t\xC3\xA9"));
    QCOMPARE(table->column(QStringLiteral("notes")), 2);
    QCOMPARE(table->column(QStringLiteral("missing")), -1);
}

void TestCsvReader::lineNumbersCountEmbeddedNewlines() {
    const QByteArray csv = "h1,h2\n1,\"x\ny\nz\"\n2,w\n";
    QString error;
    const auto table = parseCsv(csv, &error);
    QVERIFY2(table, qPrintable(error));
    QCOMPARE(table->rowLines, (QList<int>{2, 5}));
}

void TestCsvReader::errors_data() {
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<QString>("expected");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("empty");
    QTest::newRow("unterminated quote")
        << QByteArray("a,b\n1,\"open\n2,3\n") << QStringLiteral("line");
    QTest::newRow("invalid utf-8")
        << QByteArray("a,b\n1,\xFF\xFE\n")
        << QStringLiteral("line 2, column 2: the text is not valid UTF-8");
}

void TestCsvReader::errors() {
    QFETCH(QByteArray, csv);
    QFETCH(QString, expected);
    QString error;
    QVERIFY(!parseCsv(csv, &error));
    QVERIFY2(error.contains(expected), qPrintable(error));
}

void TestCsvReader::referenceFileParses() {
    QFile file(QStringLiteral(CHIPATLAS_SOURCE_DIR "/resources/reference/accelerators.csv"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QString error;
    const auto table = parseCsv(file.readAll(), &error);
    QVERIFY2(table, qPrintable(error));
    QCOMPARE(table->rows.size(), 34);
    for (const QStringList& row : table->rows)
        QCOMPARE(row.size(), table->header.size());
}

void TestCsvReader::largeCrlfFileStreams() {
    // A few MB of CRLF rows, so that line ends fall on the reader's slice boundaries: every
    // row arrives whole, with its line, and a quoted line break reads as LF.
    QByteArray csv = "id,notes\r\n";
    constexpr int kRows = 60000;
    for (int i = 0; i < kRows; ++i)
        csv += "chip-" + QByteArray::number(i) + ",\"first\r\nsecond " + QByteArray(20, 'x') +
               "\"\r\n";
    QVERIFY(csv.size() > (qsizetype(2) << 20));
    int rows = -1; // the header first
    QString problem;
    QString error;
    const bool parsed = parseCsvRows(
        csv,
        [&](QStringList& fields, int line, qint64) {
            if (rows >= 0 && problem.isEmpty()) {
                const QString id = QStringLiteral("chip-%1").arg(rows);
                const QString notes =
                    QStringLiteral("first\nsecond ") + QString(20, QLatin1Char('x'));
                if (fields != QStringList{id, notes} || line != 2 + 2 * rows)
                    problem = QStringLiteral("row %1 at line %2: %3")
                                  .arg(rows)
                                  .arg(line)
                                  .arg(fields.join(QLatin1Char('|')));
            }
            ++rows;
            return true;
        },
        &error);
    QVERIFY2(parsed, qPrintable(error));
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(rows, kRows);
}

void TestCsvReader::handlerStopsTheParse() {
    // A handler that stops ends the parse there: the broken quote after it is never read.
    const QByteArray csv = "id\na\nb\n\"broken\n";
    QStringList seen;
    QString error;
    QVERIFY(parseCsvRows(
        csv,
        [&seen](QStringList& fields, int, qint64) {
            seen << fields.constFirst();
            return seen.size() < 2;
        },
        &error));
    QCOMPARE(seen, (QStringList{QStringLiteral("id"), QStringLiteral("a")}));
    QVERIFY(!parseCsv(csv, &error));
}

QTEST_GUILESS_MAIN(TestCsvReader)
#include "tst_csvreader.moc"
