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
} // namespace

class TestSortKey : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void numbersSortNumerically();
    void missingLastInBothDirections();
    void textIsCaseInsensitive();
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

QTEST_GUILESS_MAIN(TestSortKey)
#include "tst_sortkey.moc"
