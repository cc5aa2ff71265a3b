// COPY on a PostgreSQL catalog (storage/pgcopy.h), through which an import and a copy send their
// figure rows: each value stored as QSqlQuery stores it (texts with tabs, line breaks, carriage
// returns and backslashes, NULLs, Unicode, the largest and smallest doubles), an import through
// it stores what chip-by-chip statements store, and a row the server refuses names its chip,
// rolls the whole import back and leaves the connection usable.
#include "../common/testfigures.h"
#include "../common/testpg.h"
#include "domain/validation.h"
#include "storage/catalog.h"
#include "storage/chipstore.h"
#include "storage/pgcopy.h"

#include <QSqlQuery>
#include <QStandardPaths>
#include <QTest>

#include <limits>

using namespace chipatlas;
using namespace chipatlas::storage;

namespace {
const QString kConnection = QStringLiteral("pgcopy");

// The rows `read` gives once run (`ran`: whether it ran), each as its first `columns` values
// joined by '|'; the error instead when it did not run.
QStringList rowsAsText(QSqlQuery& read, bool ran, int columns) {
    if (!ran)
        return {read.lastError().text()};
    QStringList out;
    while (read.next()) {
        QStringList row;
        for (int c = 0; c < columns; ++c)
            row << read.value(c).toString();
        out << row.join(QLatin1Char('|'));
    }
    return out;
}

// Each row of `table` (k, i, r, s, n) as text: the double's eight bytes, NULL as such.
QStringList rowsOf(const QSqlDatabase& db, const QString& table) {
    QSqlQuery read(db);
    const bool ran =
        read.exec(QStringLiteral("SELECT k, coalesce(i::text, 'NULL'), "
                                 "coalesce(encode(float8send(r), 'hex'), 'NULL'), "
                                 "coalesce(quote_literal(s), 'NULL'), "
                                 "coalesce(quote_literal(n), 'NULL') FROM %1 ORDER BY k")
                      .arg(table));
    return rowsAsText(read, ran, 5);
}

// The figure rows of the chips whose ids start with `prefix`, the prefix cut off, every column as
// text (numbers as their eight bytes).
QStringList figuresOf(const QSqlDatabase& db, const QString& prefix) {
    QSqlQuery read(db);
    read.prepare(QStringLiteral(
        "SELECT substr(c.id, length(?) + 1), f.field, "
        "coalesce(encode(float8send(f.num), 'hex'), 'NULL'), coalesce(quote_literal(f.txt), "
        "'NULL'), f.status, coalesce(s.url, 'NULL'), quote_literal(f.note), f.sparsity_unstated, "
        "coalesce(f.printed_unit, 'NULL'), quote_literal(f.configuration), "
        "coalesce(encode(float8send(f.range_low), 'hex'), 'NULL'), "
        "coalesce(encode(float8send(f.range_high), 'hex'), 'NULL'), "
        "coalesce(f.link_scope, 'NULL'), f.user_edited "
        "FROM figure f JOIN chip c ON c.pk = f.chip LEFT JOIN source s ON s.id = f.source "
        "WHERE c.id LIKE ? || '%' ORDER BY 1, 2"));
    read.addBindValue(prefix);
    read.addBindValue(prefix);
    return rowsAsText(read, read.exec(), 14);
}

// The chip rows whose ids start with `prefix`, the prefix cut off (without pk and version, which
// two writes give differently).
QStringList chipsOf(const QSqlDatabase& db, const QString& prefix) {
    QSqlQuery read(db);
    read.prepare(QStringLiteral(
        "SELECT substr(id, length(?) + 1), quote_literal(vendor), quote_literal(name), "
        "quote_literal(family_generation), quote_literal(kind), quote_literal(sparsity_note), "
        "quote_literal(source_urls), quote_literal(notes), origin, user_edited, "
        "version = (SELECT generation FROM change_marker WHERE id = 1) "
        "FROM chip WHERE id LIKE ? || '%' ORDER BY 1"));
    read.addBindValue(prefix);
    read.addBindValue(prefix);
    return rowsAsText(read, read.exec(), 11);
}

// Chips whose figures hold what COPY's text format escapes, Unicode and extreme numbers.
QList<Chip> awkwardChips(const QString& prefix) {
    using namespace testfigures;
    QList<Chip> chips;
    for (int n = 0; n < 3; ++n) {
        Chip chip;
        chip.id = prefix + QStringLiteral("chip-%1").arg(n);
        chip.vendor = QStringLiteral("Vendör \\ 日本");
        chip.name = QStringLiteral("Chip %1").arg(n);
        chip.kind = QStringLiteral("gpu");
        chip.notes = QStringLiteral("two\nlines \\N \\. end\\");
        chip.figure(Field::ProcessNode) = text(QStringLiteral("TSMC \\ N4 \\N ✓ 🙂"));
        // Within what validation allows (the extremes of a double: storesEachValueAsQSqlQueryDoes).
        chip.figure(Field::TdpW) = number(n == 0   ? 99999.999999999985
                                          : n == 1 ? 1.0000000000000002e-6
                                                   : 0.1 + 0.2);
        chip.figure(Field::TdpW).note = QStringLiteral("back\\slash\nnew line\\n \\t");
        chip.figure(Field::TdpW).configuration = QStringLiteral("air-cooled \\ OAM");
        chip.figure(Field::TdpW).rangeLow = 1e-6;
        chip.figure(Field::TdpW).rangeHigh = 99999.999999999985;
        chip.figure(Field::TdpW).source = QStringLiteral("https://example.com/tdp?a=1&b=%5C");
        chip.figure(Field::MemoryGb) = number((n + 1) * 2.0 / 3.0);
        chip.figure(Field::MemoryBwGbs) = missing(FigureStatus::NotPublished);
        chip.figure(Field::Fp64Tflops) = computed(999999.99999999988, QStringLiteral("é"));
        chips << chip;
    }
    return chips;
}
} // namespace

class TestPgCopy : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QString problem;
        QVERIFY2(testpg::server(&problem), qPrintable(problem));
    }

    void init() {
        m_database = std::make_unique<testpg::Database>();
        QVERIFY2(m_database->isValid(), qPrintable(m_database->error()));
        m_db.db = testpg::connect(m_database->server(), m_database->name(), kConnection);
        QVERIFY2(m_db.db.isOpen(), qPrintable(m_db.db.lastError().text()));
        m_db.path = m_database->connection().displayText();
    }

    void cleanup() {
        m_db.db.close();
        m_db.db = QSqlDatabase();
        QSqlDatabase::removeDatabase(kConnection);
        m_database.reset();
    }

    void storesEachValueAsQSqlQueryDoes() {
        QVERIFY(pgCopyAvailable(m_db));
        QSqlQuery create(m_db.db);
        for (const QString& table : {QStringLiteral("t"), QStringLiteral("q")}) {
            QVERIFY(create.exec(QStringLiteral("CREATE TABLE %1 (k integer, i bigint, r double "
                                               "precision, s text, n text)")
                                    .arg(table)));
        }
        const QList<QList<QVariant>> rows = {
            {1, qint64(1) << 40, 1e300, QStringLiteral("tab\there"), QVariant()},
            {2, std::numeric_limits<qint64>::max(), 5e-324, QStringLiteral("line\nbreak\r\n"),
             QString()},
            {3, std::numeric_limits<qint64>::min(), -1.7976931348623157e308,
             QStringLiteral("back\\slash \\N \\. end\\"), QStringLiteral("\\N")},
            {4, -7, 0.1 + 0.2, QStringLiteral("Grüße 日本 🙂"), QStringLiteral("")},
            {5, int(0), 1.0 / 3.0, QStringLiteral("\\."), QStringLiteral("\t\\\n")},
            {6, QVariant(QMetaType::fromType<qlonglong>()), QVariant(QMetaType::fromType<double>()),
             QString(), QStringLiteral("-0")},
            {7, 1, -0.0, QStringLiteral("x"), QStringLiteral("y")},
        };
        PgCopyRows copyRows;
        QSqlQuery insert(m_db.db);
        QVERIFY(insert.prepare(QStringLiteral("INSERT INTO q VALUES (?, ?, ?, ?, ?)")));
        for (const QList<QVariant>& row : rows) {
            for (qsizetype c = 0; c < row.size(); ++c) {
                copyRows.add(row.at(c));
                insert.bindValue(int(c), row.at(c));
            }
            copyRows.endRow();
            QVERIFY2(insert.exec(), qPrintable(insert.lastError().text()));
        }
        QCOMPARE(copyRows.rows(), rows.size());
        StorageError error;
        QVERIFY2(pgCopy(
                     m_db, QLatin1String("t"), QLatin1String("k, i, r, s, n"), copyRows,
                     [](qsizetype) { return QStringLiteral("save"); }, &error),
                 qPrintable(error.message));
        const QStringList copied = rowsOf(m_db.db, QStringLiteral("t"));
        QCOMPARE(copied.size(), rows.size());
        QCOMPARE(copied, rowsOf(m_db.db, QStringLiteral("q")));
        QCOMPARE(copied.at(0), QStringLiteral("1|1099511627776|7e37e43c8800759c|'tab\there'|NULL"));
        QCOMPARE(copied.at(5), QStringLiteral("6|NULL|NULL|NULL|'-0'"));
    }

    void aRefusedRowNamesItsRowAndLeavesTheConnectionUsable() {
        QSqlQuery create(m_db.db);
        QVERIFY(create.exec(QStringLiteral("CREATE TABLE t (k integer, i bigint, r double "
                                           "precision, s text UNIQUE, n text)")));
        QVERIFY(m_db.db.transaction());
        QVERIFY(create.exec(QStringLiteral("INSERT INTO t (k, s) VALUES (0, 'taken')")));
        PgCopyRows rows;
        for (const QString& s :
             {QStringLiteral("free"), QStringLiteral("also free"), QStringLiteral("taken")}) {
            rows.add(1);
            rows.add(QVariant());
            rows.add(QVariant());
            rows.add(s);
            rows.add(QVariant());
            rows.endRow();
        }
        StorageError error;
        QVERIFY(!pgCopy(
            m_db, QLatin1String("t"), QLatin1String("k, i, r, s, n"), rows,
            [](qsizetype row) { return QStringLiteral("save row %1").arg(row); }, &error));
        QCOMPARE(error.code, StorageError::Code::Query);
        QVERIFY2(
            error.message.startsWith(QStringLiteral("Could not save row 3 in %1: ").arg(m_db.path)),
            qPrintable(error.message));
        QVERIFY2(error.message.contains(QLatin1String("duplicate key value violates unique "
                                                      "constraint")),
                 qPrintable(error.message));
        // Qt's next statements run: the transaction is rolled back, the connection idle.
        QVERIFY2(m_db.db.rollback(), qPrintable(m_db.db.lastError().text()));
        QSqlQuery count(m_db.db);
        QVERIFY2(count.exec(QStringLiteral("SELECT count(*) FROM t")),
                 qPrintable(count.lastError().text()));
        QVERIFY(count.next());
        QCOMPARE(count.value(0).toInt(), 0);
        // And so does another COPY; a table that is not there is worded as a statement's error.
        PgCopyRows one;
        one.add(QStringLiteral("again"));
        one.endRow();
        QVERIFY2(pgCopy(
                     m_db, QLatin1String("t"), QLatin1String("s"), one,
                     [](qsizetype) { return QStringLiteral("save"); }, &error),
                 qPrintable(error.message));
        QVERIFY(!pgCopy(
            m_db, QLatin1String("missing"), QLatin1String("s"), one,
            [](qsizetype) { return QStringLiteral("save"); }, &error));
        QVERIFY2(error.message.contains(QLatin1String("\"missing\" does not exist")),
                 qPrintable(error.message));
        QVERIFY2(count.exec(QStringLiteral("SELECT count(*) FROM t")),
                 qPrintable(count.lastError().text()));
        QVERIFY(count.next());
        QCOMPARE(count.value(0).toInt(), 1);
    }

    // The same chips through an import (figure rows held and sent with COPY) and through
    // chip-by-chip statements (ChipWriter::Batch::PerChip): the same rows, and the imported
    // chips read back as they were given.
    void importStoresWhatStatementsStore() {
        Catalog::Options options;
        options.password = m_database->password();
        StorageError error;
        std::unique_ptr<Catalog> catalog = Catalog::open(m_database->connection(), options, &error);
        QVERIFY2(catalog, qPrintable(error.message));
        const QList<Chip> imported = awkwardChips(QStringLiteral("c-"));
        for (const Chip& chip : imported)
            QVERIFY2(validateChip(chip).isEmpty(), qPrintable(issuesText(validateChip(chip))));
        QVERIFY2(catalog->chips().import(imported, {}, ImportControl{}, &error),
                 qPrintable(error.message));
        for (const Chip& chip : imported) {
            const std::optional<Chip> stored = catalog->chips().find(chip.id, &error);
            QVERIFY2(stored, qPrintable(error.message));
            QCOMPARE(stored->figure(Field::TdpW), chip.figure(Field::TdpW));
            QCOMPARE(stored->figure(Field::ProcessNode), chip.figure(Field::ProcessNode));
            QCOMPARE(stored->figure(Field::MemoryGb), chip.figure(Field::MemoryGb));
            QCOMPARE(stored->figure(Field::Fp64Tflops), chip.figure(Field::Fp64Tflops));
        }
        catalog.reset();

        {
            Transaction transaction(m_db);
            QVERIFY2(transaction.begin(QStringLiteral("write"), &error), qPrintable(error.message));
            ChipWriter writer(m_db, ChipWriter::Batch::PerChip);
            QVERIFY2(writer.prepare(&error), qPrintable(error.message));
            for (const Chip& chip : awkwardChips(QStringLiteral("q-"))) {
                QVERIFY2(writer.write(chip, WriteMode::UserEdit, &error),
                         qPrintable(error.message));
            }
            QVERIFY2(writer.finish(&error), qPrintable(error.message));
            QVERIFY2(transaction.commit(QStringLiteral("write"), &error),
                     qPrintable(error.message));
        }
        const QStringList copied = figuresOf(m_db.db, QStringLiteral("c-"));
        QCOMPARE(copied.size(), 3 * 5); // five figures each
        QCOMPARE(copied, figuresOf(m_db.db, QStringLiteral("q-")));
        const QStringList chips = chipsOf(m_db.db, QStringLiteral("c-"));
        QCOMPARE(chips.size(), 3);
        // The copied chips carry the version of their write, as the statements' do of theirs.
        QCOMPARE(chips.constFirst().section(QLatin1Char('|'), -1), QStringLiteral("false"));
        QStringList written = chipsOf(m_db.db, QStringLiteral("q-"));
        QCOMPARE(written.constFirst().section(QLatin1Char('|'), -1), QStringLiteral("true"));
        for (QString& row : written)
            row = row.section(QLatin1Char('|'), 0, -2) + QStringLiteral("|false");
        QCOMPARE(chips, written);
    }

    // A chip written again while its rows are held (new or stored before): the rows held are
    // stored first, and the last write is what the catalog holds, as chip by chip.
    void aChipWrittenAgainKeepsItsLastWrite() {
        Catalog::Options options;
        options.password = m_database->password();
        StorageError error;
        QVERIFY2(Catalog::open(m_database->connection(), options, &error),
                 qPrintable(error.message));
        QList<Chip> first = awkwardChips(QStringLiteral("a-"));
        QList<Chip> second = first;
        for (Chip& chip : second) {
            chip.notes = QStringLiteral("second");
            chip.figure(Field::TdpW) = testfigures::number(250.5);
            chip.figure(Field::MemoryGb) = Figure{};
        }
        for (const QString& prefix : {QStringLiteral("a-"), QStringLiteral("b-")}) {
            const auto batch = prefix == QLatin1String("a-") ? ChipWriter::Batch::AcrossChips
                                                             : ChipWriter::Batch::PerChip;
            for (int round = 0; round < 2; ++round) {
                Transaction transaction(m_db);
                QVERIFY2(transaction.begin(QStringLiteral("write"), &error),
                         qPrintable(error.message));
                ChipWriter writer(m_db, batch);
                QVERIFY2(writer.prepare(&error), qPrintable(error.message));
                // Round 0: each chip new, then again; round 1: stored, then again.
                for (const QList<Chip>* chips : {&first, &second}) {
                    for (Chip chip : *chips) {
                        chip.id.replace(0, 2, prefix);
                        QVERIFY2(writer.write(chip, WriteMode::Replace, &error),
                                 qPrintable(error.message));
                    }
                }
                QVERIFY2(writer.finish(&error), qPrintable(error.message));
                QVERIFY2(transaction.commit(QStringLiteral("write"), &error),
                         qPrintable(error.message));
            }
        }
        const QStringList held = figuresOf(m_db.db, QStringLiteral("a-"));
        QCOMPARE(held.size(), 3 * 4);
        QCOMPARE(held, figuresOf(m_db.db, QStringLiteral("b-")));
        // Without the version: the b- chips were written after the a- chips.
        const auto withoutVersion = [](QStringList rows) {
            for (QString& row : rows)
                row = row.section(QLatin1Char('|'), 0, -2);
            return rows;
        };
        const QStringList chips = withoutVersion(chipsOf(m_db.db, QStringLiteral("a-")));
        QCOMPARE(chips.size(), 3);
        QVERIFY2(chips.constFirst().contains(QLatin1String("'second'")),
                 qPrintable(chips.constFirst()));
        QCOMPARE(chips, withoutVersion(chipsOf(m_db.db, QStringLiteral("b-"))));
    }

    void aRefusedFigureRollsTheImportBack() {
        Catalog::Options options;
        options.password = m_database->password();
        StorageError error;
        std::unique_ptr<Catalog> catalog = Catalog::open(m_database->connection(), options, &error);
        QVERIFY2(catalog, qPrintable(error.message));
        const int before = catalog->chips().count(&error);
        QSqlQuery alter(m_db.db);
        QVERIFY2(alter.exec(QStringLiteral("ALTER TABLE figure ADD CONSTRAINT no_refused_note "
                                           "CHECK (note <> 'refused')")),
                 qPrintable(alter.lastError().text()));

        QList<Chip> chips = awkwardChips(QStringLiteral("r-"));
        chips[1].figure(Field::Fp64Tflops).note = QStringLiteral("refused");
        QVERIFY(!catalog->chips().import(chips, {}, ImportControl{}, &error));
        QVERIFY2(error.message.contains(QLatin1String("save chip \"r-chip-1\"")),
                 qPrintable(error.message));
        QVERIFY2(error.message.contains(QLatin1String("no_refused_note")),
                 qPrintable(error.message));
        QCOMPARE(catalog->chips().count(&error), before);

        // The same catalog, on the same connection, imports the others.
        chips.removeAt(1);
        QVERIFY2(catalog->chips().import(chips, {}, ImportControl{}, &error),
                 qPrintable(error.message));
        QCOMPARE(catalog->chips().count(&error), before + 2);
    }

private:
    std::unique_ptr<testpg::Database> m_database;
    Db m_db;
};

QTEST_GUILESS_MAIN(TestPgCopy)
#include "tst_pgcopy.moc"
