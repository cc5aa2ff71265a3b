// The text filter every chip list uses (core/domain/chipfilter.h).
#include "domain/chipfilter.h"

#include <QTest>

using namespace chipatlas;

namespace {
Chip h100() {
    Chip chip;
    chip.id = QStringLiteral("nvidia-h100-sxm");
    chip.name = QStringLiteral("H100 SXM");
    chip.vendor = QStringLiteral("NVIDIA");
    chip.familyGeneration = QStringLiteral("Hopper");
    chip.kind = QStringLiteral("gpu");
    chip.notes = QStringLiteral("Blackwell's predecessor");
    return chip;
}
} // namespace

class TestChipFilter : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void matches_data();
    void matches();
    void keepsOrder();
};

void TestChipFilter::matches_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("expected");
    QTest::newRow("empty") << QString() << true;
    QTest::newRow("blanks") << QStringLiteral("  ") << true;
    QTest::newRow("name, other case") << QStringLiteral("h100 sxm") << true;
    QTest::newRow("vendor") << QStringLiteral("nvid") << true;
    QTest::newRow("family") << QStringLiteral("HOPPER") << true;
    QTest::newRow("id only") << QStringLiteral("h100-sxm") << true;
    QTest::newRow("trimmed") << QStringLiteral(" hopper ") << true;
    QTest::newRow("kind is not searched") << QStringLiteral("gpu") << false;
    QTest::newRow("notes are not searched") << QStringLiteral("blackwell") << false;
    QTest::newRow("other chip") << QStringLiteral("trainium") << false;
}

void TestChipFilter::matches() {
    QFETCH(QString, text);
    QFETCH(bool, expected);
    QCOMPARE(chipMatchesText(h100(), text), expected);
}

void TestChipFilter::keepsOrder() {
    Chip other = h100();
    other.id = QStringLiteral("aws-trainium1");
    other.name = QStringLiteral("Trainium");
    other.vendor = QStringLiteral("AWS");
    other.familyGeneration = QStringLiteral("Trn1");
    Chip third = h100();
    third.id = QStringLiteral("nvidia-h200");
    third.name = QStringLiteral("H200");
    const QList<Chip> chips{third, other, h100()};
    const QList<Chip> hopper = chipsMatchingText(chips, u"hopper");
    QCOMPARE(hopper.size(), 2);
    QCOMPARE(hopper.at(0).id, QStringLiteral("nvidia-h200"));
    QCOMPARE(hopper.at(1).id, QStringLiteral("nvidia-h100-sxm"));
    QCOMPARE(chipsMatchingText(chips, u"").size(), 3);
}

QTEST_GUILESS_MAIN(TestChipFilter)
#include "tst_chipfilter.moc"
