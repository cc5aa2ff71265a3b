#include "domain/sortkey.h"

#include <QTest>

#include <algorithm>

using namespace chipatlas;

namespace {
// Sorts the way QSortFilterProxyModel does: ascending by lessThan(a, b), descending by
// lessThan(b, a).
QVariantList sorted(QVariantList values, Qt::SortOrder order) {
    std::stable_sort(values.begin(), values.end(), [order](const QVariant& a, const QVariant& b) {
        return order == Qt::AscendingOrder ? figureLessThan(a, b, order)
                                           : figureLessThan(b, a, order);
    });
    return values;
}

// The ids of `rows` in the order rowComesBefore() gives.
QStringList sortedIds(QList<RowSortKey> rows, Qt::SortOrder order) {
    std::stable_sort(rows.begin(), rows.end(), [order](const RowSortKey& a, const RowSortKey& b) {
        return rowComesBefore(a, b, order);
    });
    QStringList ids;
    for (const RowSortKey& row : rows)
        ids << row.id;
    return ids;
}
} // namespace

class TestSortKey : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void numbersSortNumerically();
    void missingLastInBothDirections();
    void textIsCaseInsensitive();
    void rowTiesByNameThenIdInBothDirections();
    void rowComesBeforeFollowsQtConvention();
};

void TestSortKey::numbersSortNumerically() {
    const QVariantList values{1000.0, 72.0, 350.0, 0.23};
    QCOMPARE(sorted(values, Qt::AscendingOrder), (QVariantList{0.23, 72.0, 350.0, 1000.0}));
    QCOMPARE(sorted(values, Qt::DescendingOrder), (QVariantList{1000.0, 350.0, 72.0, 0.23}));
}

void TestSortKey::missingLastInBothDirections() {
    const QVariant missing;
    const QVariantList values{missing, 700.0, missing, 72.0, 1400.0};
    const QVariantList asc = sorted(values, Qt::AscendingOrder);
    const QVariantList desc = sorted(values, Qt::DescendingOrder);
    QCOMPARE(asc.mid(0, 3), (QVariantList{72.0, 700.0, 1400.0}));
    QCOMPARE(desc.mid(0, 3), (QVariantList{1400.0, 700.0, 72.0}));
    QVERIFY(asc.at(3).isNull() && asc.at(4).isNull());
    QVERIFY(desc.at(3).isNull() && desc.at(4).isNull());
    // Missing is never treated as zero.
    QVERIFY(!figureLessThan(missing, 0.0, Qt::AscendingOrder));
    QVERIFY(figureLessThan(0.0, missing, Qt::AscendingOrder));
}

void TestSortKey::textIsCaseInsensitive() {
    const QVariantList values{QStringLiteral("nvidia"), QStringLiteral("AMD"), QVariant(),
                              QStringLiteral("Google")};
    QCOMPARE(sorted(values, Qt::AscendingOrder),
             (QVariantList{QStringLiteral("AMD"), QStringLiteral("Google"),
                           QStringLiteral("nvidia"), QVariant()}));
}

void TestSortKey::rowTiesByNameThenIdInBothDirections() {
    const QVariant missing;
    // Input order chosen so that a stable sort keeping it would fail every comparison below.
    const QList<RowSortKey> rows{
        {700.0, QStringLiteral("b"), QStringLiteral("z-2")},
        {missing, QStringLiteral("B"), QStringLiteral("m-2")},
        {700.0, QStringLiteral("a"), QStringLiteral("y")},
        {missing, QStringLiteral("a"), QStringLiteral("m-1")},
        {700.0, QStringLiteral("B"), QStringLiteral("z-1")},
        {72.0, QStringLiteral("c"), QStringLiteral("x")},
        {700.0, QStringLiteral("b"), QStringLiteral("Z-1")},
    };
    // Equal values by name, case-insensitively first and exactly second ("B" before "b"),
    // then by id; A to Z also when the values descend. Missing values last either way.
    QCOMPARE(sortedIds(rows, Qt::AscendingOrder),
             (QStringList{QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z-1"),
                          QStringLiteral("Z-1"), QStringLiteral("z-2"), QStringLiteral("m-1"),
                          QStringLiteral("m-2")}));
    QCOMPARE(sortedIds(rows, Qt::DescendingOrder),
             (QStringList{QStringLiteral("y"), QStringLiteral("z-1"), QStringLiteral("Z-1"),
                          QStringLiteral("z-2"), QStringLiteral("x"), QStringLiteral("m-1"),
                          QStringLiteral("m-2")}));
}

void TestSortKey::rowComesBeforeFollowsQtConvention() {
    const RowSortKey small{1.0, QStringLiteral("b"), QStringLiteral("b")};
    const RowSortKey large{2.0, QStringLiteral("a"), QStringLiteral("a")};
    QVERIFY(rowLessThan(small, large, Qt::AscendingOrder));
    QVERIFY(rowLessThan(small, large, Qt::DescendingOrder));
    QVERIFY(rowComesBefore(small, large, Qt::AscendingOrder));
    QVERIFY(rowComesBefore(large, small, Qt::DescendingOrder));
    QVERIFY(!rowComesBefore(small, small, Qt::AscendingOrder));
    QVERIFY(!rowComesBefore(small, small, Qt::DescendingOrder));
}

QTEST_GUILESS_MAIN(TestSortKey)
#include "tst_sortkey.moc"
