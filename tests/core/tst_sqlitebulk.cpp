// SqliteBulk (storage/sqlitebulk.h), the statement an import binds its figure rows through on a
// SQLite catalog: it stores each value as QSqlQuery would (integer, real, text, a null value or
// a null text as NULL) and words a failure as QSqlQuery's failure is worded (makeError).
#include "storage/sqlitebulk.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace chipatlas;
using namespace chipatlas::storage;

class TestSqliteBulk : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init() {
        QVERIFY(m_dir.isValid());
        m_db.path =
            m_dir.filePath(QLatin1String(QTest::currentTestFunction()) + QLatin1String(".sqlite"));
        m_db.db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bulk"));
        m_db.db.setDatabaseName(m_db.path);
        QVERIFY(m_db.db.open());
        QSqlQuery query(m_db.db);
        QVERIFY(query.exec(QStringLiteral("CREATE TABLE t (i INTEGER, r REAL, s TEXT, n TEXT, "
                                          "u TEXT NOT NULL UNIQUE)")));
    }

    void cleanup() {
        m_db.db.close();
        m_db.db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("bulk"));
    }

    void storesEachValueAsQSqlQueryDoes() {
        QVERIFY(SqliteBulk::available(m_db));
        const QString sql = QStringLiteral("INSERT INTO t VALUES (?, ?, ?, ?, ?), (?, ?, ?, ?, ?)");
        const QList<QVariant> values = {
            QVariant(qint64(1) << 40),
            QVariant(1.5),
            QVariant(QStringLiteral("Grüße 日本")),
            QVariant(),
            QVariant(QStringLiteral("a")),
            QVariant(int(7)),
            QVariant(QMetaType::fromType<double>()), // a number's type, no value: NULL
            QVariant(QString()),
            QVariant(QString()),
            QVariant(QStringLiteral("")), // empty, not null
        };
        {
            SqliteBulk bulk(m_db);
            StorageError error;
            QVERIFY2(bulk.prepare(sql, QStringLiteral("save"), &error), qPrintable(error.message));
            QVERIFY2(bulk.exec(values, QStringLiteral("save"), &error), qPrintable(error.message));
        }
        QSqlQuery create(m_db.db);
        QVERIFY(create.exec(QStringLiteral("CREATE TABLE q (i INTEGER, r REAL, s TEXT, n TEXT, "
                                           "u TEXT NOT NULL UNIQUE)")));
        QSqlQuery insert(m_db.db);
        QVERIFY(insert.prepare(QStringLiteral("INSERT INTO q VALUES (?, ?, ?, ?, ?), "
                                              "(?, ?, ?, ?, ?)")));
        for (qsizetype i = 0; i < values.size(); ++i)
            insert.bindValue(int(i), values.at(i));
        QVERIFY(insert.exec());
        QCOMPARE(quotedRows(QStringLiteral("t")), quotedRows(QStringLiteral("q")));
        QCOMPARE(quotedRows(QStringLiteral("t")),
                 (QStringList{QStringLiteral("1099511627776|integer|1.5|real|'Grüße 日本'|text|"
                                             "NULL|null|'a'|text"),
                              QStringLiteral("7|integer|NULL|null|NULL|null|NULL|null|''|text")}));
    }

    void bindsBoundValuesAsQSqlQueryBindsTheirVariants() {
        const QString sql = QStringLiteral("INSERT INTO t VALUES (?, ?, ?, ?, ?), (?, ?, ?, ?, ?)");
        const QString text = QStringLiteral("Grüße 日本");
        const QString nullText;
        const std::vector<BoundValue> values = {
            BoundValue::number(qint64(1) << 40),
            BoundValue::number(1.5),
            BoundValue::string(text),
            BoundValue::null(),
            BoundValue::ascii(QLatin1StringView("published")),
            BoundValue::number(qint64(7)),
            BoundValue::null(),
            BoundValue::string(nullText), // a null text is still text: ''
            BoundValue::ascii(QLatin1StringView()),
            BoundValue::string(QStringView()),
        };
        {
            SqliteBulk bulk(m_db);
            StorageError error;
            QVERIFY2(bulk.prepare(sql, QStringLiteral("save"), &error), qPrintable(error.message));
            QVERIFY2(bulk.exec(values, QStringLiteral("save"), &error), qPrintable(error.message));
        }
        QSqlQuery create(m_db.db);
        QVERIFY(create.exec(QStringLiteral("CREATE TABLE q (i INTEGER, r REAL, s TEXT, n TEXT, "
                                           "u TEXT)")));
        QSqlQuery insert(m_db.db);
        QVERIFY(insert.prepare(QStringLiteral("INSERT INTO q VALUES (?, ?, ?, ?, ?), "
                                              "(?, ?, ?, ?, ?)")));
        for (size_t i = 0; i < values.size(); ++i)
            insert.bindValue(int(i), values[i].toVariant());
        QVERIFY(insert.exec());
        const QStringList expected{
            QStringLiteral("1099511627776|integer|1.5|real|'Grüße 日本'|text|NULL|null|'published'|"
                           "text"),
            QStringLiteral("7|integer|NULL|null|''|text|''|text|''|text")};
        QCOMPARE(quotedRows(QStringLiteral("t")), expected);
        QCOMPARE(quotedRows(QStringLiteral("q")), expected);
    }

    void returnsTheFirstColumnOfARow() {
        SqliteBulk bulk(m_db);
        StorageError error;
        const QString doing = QStringLiteral("save");
        QVERIFY2(bulk.prepare(QStringLiteral("INSERT INTO t (i, u) VALUES (?, ?) RETURNING i * 2"),
                              doing, &error),
                 qPrintable(error.message));
        qint64 returned = 0;
        QVERIFY2(bulk.exec({BoundValue::number(qint64(21)), BoundValue::string(u"x")}, doing,
                           &error, &returned),
                 qPrintable(error.message));
        QCOMPARE(returned, qint64(42));
        // A statement that returns no row fails when a row is asked for.
        SqliteBulk plain(m_db);
        QVERIFY(plain.prepare(QStringLiteral("INSERT INTO t (u) VALUES (?)"), doing, &error));
        QVERIFY(!plain.exec({BoundValue::string(u"y")}, doing, &error, &returned));
        QVERIFY2(error.message.contains(QLatin1String("returned no row")),
                 qPrintable(error.message));
    }

    void wordsAFailureAsQSqlQuery() {
        QSqlQuery seed(m_db.db);
        QVERIFY(seed.exec(QStringLiteral("INSERT INTO t (u) VALUES ('taken')")));
        const QString sql = QStringLiteral("INSERT INTO t (u) VALUES (?)");
        const QString doing = QStringLiteral("save chip \"x\"");
        const QList<QVariant> values{QVariant(QStringLiteral("taken"))};

        SqliteBulk bulk(m_db);
        StorageError bulkError;
        QVERIFY(bulk.prepare(sql, doing, &bulkError));
        QVERIFY(!bulk.exec(values, doing, &bulkError));

        QSqlQuery query(m_db.db);
        QVERIFY(query.prepare(sql));
        query.bindValue(0, values.first());
        QVERIFY(!query.exec());
        const StorageError queryError = makeError(m_db, query.lastError(), doing);
        QCOMPARE(bulkError.code, queryError.code);
        QCOMPARE(bulkError.message, queryError.message);
        QVERIFY2(bulkError.message.contains(QLatin1String("UNIQUE constraint failed: t.u")),
                 qPrintable(bulkError.message));

        // The statement is usable again after the failure.
        StorageError error;
        QVERIFY2(bulk.exec({QVariant(QStringLiteral("free"))}, doing, &error),
                 qPrintable(error.message));
    }

    void wordsABadStatementAsQSqlQuery() {
        const QString sql = QStringLiteral("INSERT INTO missing VALUES (?)");
        const QString doing = QStringLiteral("prepare saving chips");
        SqliteBulk bulk(m_db);
        StorageError bulkError;
        QVERIFY(!bulk.prepare(sql, doing, &bulkError));
        QSqlQuery query(m_db.db);
        QVERIFY(!query.prepare(sql));
        QCOMPARE(bulkError.message, makeError(m_db, query.lastError(), doing).message);
        QVERIFY2(bulkError.message.contains(QLatin1String("no such table: missing")),
                 qPrintable(bulkError.message));
    }

private:
    // Each row of `table` as "quote(i)|typeof(i)|quote(r)|typeof(r)|quote(s)|typeof(s)|quote(n)|
    // typeof(n)|quote(u)|typeof(u)".
    QStringList quotedRows(const QString& table) const {
        QSqlQuery read(m_db.db);
        QStringList out;
        if (!read.exec(QStringLiteral("SELECT quote(i), typeof(i), quote(r), typeof(r), quote(s), "
                                      "typeof(s), quote(n), typeof(n), quote(u), typeof(u) FROM "
                                      "%1 ORDER BY rowid")
                           .arg(table)))
            return out;
        while (read.next()) {
            QStringList row;
            for (int c = 0; c < 10; ++c)
                row << read.value(c).toString();
            out << row.join(QLatin1Char('|'));
        }
        return out;
    }

    QTemporaryDir m_dir;
    Db m_db;
};

QTEST_GUILESS_MAIN(TestSqliteBulk)
#include "tst_sqlitebulk.moc"
