// A list that grows with the catalog is cut to its first entries and a count.
#include "domain/boundedlist.h"

#include <QLocale>
#include <QTest>

using namespace chipatlas;

class TestBoundedList : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void longListKeepsItsFirstEntriesAndCountsTheRest();
    void shortListIsWhole();
};

void TestBoundedList::longListKeepsItsFirstEntriesAndCountsTheRest() {
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QStringList chips;
    for (int i = 0; i < 40000; ++i)
        chips.append(QStringLiteral("chip-%1").arg(i));
    const BoundedList list = boundList(chips);
    QCOMPARE(list.shown.size(), kBoundedListLength);
    QCOMPARE(list.shown.first(), QStringLiteral("chip-0"));
    QCOMPARE(list.shown.last(), QStringLiteral("chip-19"));
    QCOMPARE(list.more, 39980);
    QCOMPARE(andMoreText(list.more), QStringLiteral("and 39,980 more"));
}

void TestBoundedList::shortListIsWhole() {
    const BoundedList list = boundList({QStringLiteral("a"), QStringLiteral("b")}, 2);
    QCOMPARE(list.shown, (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
    QCOMPARE(list.more, 0);
    QVERIFY(andMoreText(list.more).isEmpty());
}

QTEST_GUILESS_MAIN(TestBoundedList)
#include "tst_boundedlist.moc"
