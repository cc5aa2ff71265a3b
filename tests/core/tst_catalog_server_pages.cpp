// Reading a team catalog a page at a time (ChipRepository::forEach() on PostgreSQL: a server-side
// cursor over the chips in id order, each page's figures by their chips' keys) hands over the
// same chips as reading them all at once, in the byte order of their ids, with every figure:
// values left out, texts beyond ASCII, numbers with all of a double's digits.

#include "catalogwrites.h"
#include "domain/field.h"
#include "io/catalogjson.h"
#include "storage/catalog.h"
#include "testpg.h"

#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace chipatlas;
using namespace chipatlas::testwrites;

class TestCatalogServerPages final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void pagesHandOverWhatAllReads();
    void stoppingEarlyLeavesTheCatalogReadable();

private:
    // More chips than two pages of 256; ids whose byte order is not a locale's (a locale skips
    // "-", "." and "_" at first), names and notes beyond ASCII.
    static QList<Chip> manyChips();
    std::unique_ptr<Catalog> openFilled(const testpg::Database& database);
};

void TestCatalogServerPages::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QString problem;
    QVERIFY2(testpg::server(&problem), qPrintable(problem));
}

QList<Chip> TestCatalogServerPages::manyChips() {
    QString problem;
    const std::optional<ChipCatalogFile> builtIn = builtInChips(&problem);
    if (!builtIn)
        return {};
    const QStringList prefixes{QStringLiteral("zeta"), QStringLiteral("a_lpha"),
                               QStringLiteral("a-lpha"), QStringLiteral("a.lpha"),
                               QStringLiteral("alpha")};
    QList<Chip> chips;
    for (int i = 0; i < 700; ++i) {
        Chip chip = builtIn->chips.at(i % builtIn->chips.size());
        chip.id = QStringLiteral("%1-%2-%3")
                      .arg(prefixes.at(i % prefixes.size()))
                      .arg(i, 4, 10, QLatin1Char('0'))
                      .arg(chip.id);
        chip.origin = Origin::User;
        chip.name = QStringLiteral("\u6f22\u5b57 \u00e9clair %1").arg(i);
        chip.notes = QStringLiteral("Notiz \u00fc\u00df %1").arg(i);
        for (const FieldSpec& info : allFields()) {
            Figure& figure = chip.figure(chipField(info));
            if (info.kind != FieldKind::Number || !figure.value.isValid() || figure.rangeLow ||
                figure.rangeHigh || figure.value.toDouble() <= 1.0) {
                continue;
            }
            if (i % 3 == 0) { // a figure the vendor withholds: no value, a note
                figure = Figure{};
                figure.status = FigureStatus::NotPublished;
                figure.note = QStringLiteral("withheld \u2014 %1").arg(i);
            } else if (i % 3 == 1) { // the next double down: all 17 digits count
                figure.value = QVariant(std::nextafter(figure.value.toDouble(), 0.0));
            }
            break; // one figure a chip is enough
        }
        chips.append(chip);
    }
    return chips;
}

std::unique_ptr<Catalog> TestCatalogServerPages::openFilled(const testpg::Database& database) {
    Catalog::Options options;
    options.password = database.password();
    StorageError error;
    std::unique_ptr<Catalog> catalog = Catalog::open(database.connection(), options, &error);
    if (!catalog) {
        qWarning("%s", qPrintable(error.message));
        return nullptr;
    }
    const QList<Chip> chips = manyChips();
    if (chips.isEmpty() || !saveChips(*catalog, chips, &error)) {
        qWarning("%s", qPrintable(error.message));
        return nullptr;
    }
    return catalog;
}

void TestCatalogServerPages::pagesHandOverWhatAllReads() {
    testpg::Database database;
    QVERIFY2(database.isValid(), qPrintable(database.error()));
    const std::unique_ptr<Catalog> catalog = openFilled(database);
    QVERIFY(catalog);
    StorageError error;
    const QList<Chip> all = catalog->chips().all(&error);
    QVERIFY2(!error, qPrintable(error.message));
    QVERIFY(all.size() > 700);
    // all() is in the ids' byte order: "a-lpha" before "a.lpha" before "a_lpha" before "alpha".
    QVERIFY(std::is_sorted(all.cbegin(), all.cend(), [](const Chip& a, const Chip& b) {
        return a.id.toUtf8() < b.id.toUtf8();
    }));
    for (const int pageSize : {1, 100, 256, 5000}) {
        QList<Chip> paged;
        QVERIFY2(catalog->chips().forEach(
                     [&](const Chip& chip) {
                         paged.append(chip);
                         return true;
                     },
                     &error, pageSize),
                 qPrintable(error.message));
        QCOMPARE(paged.size(), all.size());
        for (qsizetype i = 0; i < all.size(); ++i) {
            QCOMPARE(paged.at(i).id, all.at(i).id);
            QVERIFY2(paged.at(i) == all.at(i), qPrintable(all.at(i).id));
        }
    }
    // The chips written are read back as they were.
    for (const Chip& written : manyChips()) {
        const auto found = std::find_if(all.cbegin(), all.cend(),
                                        [&](const Chip& chip) { return chip.id == written.id; });
        QVERIFY2(found != all.cend(), qPrintable(written.id));
        QVERIFY2(*found == written, qPrintable(written.id));
    }
}

void TestCatalogServerPages::stoppingEarlyLeavesTheCatalogReadable() {
    testpg::Database database;
    QVERIFY2(database.isValid(), qPrintable(database.error()));
    const std::unique_ptr<Catalog> catalog = openFilled(database);
    QVERIFY(catalog);
    StorageError error;
    for (int round = 0; round < 3; ++round) {
        int seen = 0;
        QVERIFY2(catalog->chips().forEach(
                     [&](const Chip&) {
                         ++seen;
                         return seen < 300;
                     },
                     &error, 256),
                 qPrintable(error.message));
        QCOMPARE(seen, 300);
    }
    // A write after the stopped readings, then every chip again.
    QList<Chip> changed = manyChips().mid(0, 1);
    changed.first().notes = QStringLiteral("changed after the pages");
    QVERIFY2(editChips(*catalog, changed, &error), qPrintable(error.message));
    int count = 0;
    QVERIFY2(catalog->chips().forEach(
                 [&](const Chip& chip) {
                     ++count;
                     return chip.id != changed.first().id ||
                            chip.notes == QLatin1String("changed after the pages");
                 },
                 &error),
             qPrintable(error.message));
    QCOMPARE(count, catalog->chips().count(&error));
}

QTEST_GUILESS_MAIN(TestCatalogServerPages)
#include "tst_catalog_server_pages.moc"
