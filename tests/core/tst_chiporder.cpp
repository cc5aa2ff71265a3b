// The order of every chip list (core/domain/chiporder.h): exactly rowComesBefore() over the chips
// chipMatchesText() and the table's other filters accept, whatever path the values take.
#include "domain/chipfilter.h"
#include "domain/chiporder.h"
#include "domain/metrics.h"
#include "domain/sortkey.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>

using namespace chipatlas;

namespace {
// Chips with many ties: few distinct values, names that differ only in case, missing values.
QList<Chip> tiedChips(int count, quint32 seed) {
    QRandomGenerator random(seed);
    const QStringList names{QStringLiteral("Alpha"), QStringLiteral("alpha"),
                            QStringLiteral("Beta"),  QStringLiteral("gamma"),
                            QStringLiteral("GAMMA"), QStringLiteral("delta")};
    const QStringList vendors{QStringLiteral("NVIDIA"), QStringLiteral("AMD"),
                              QStringLiteral("Google")};
    const QStringList availability{QStringLiteral("buy"), QStringLiteral("cloud-only (EC2)"),
                                   QStringLiteral("internal only")};
    QList<Chip> chips;
    for (int i = 0; i < count; ++i) {
        Chip chip;
        chip.id =
            QStringLiteral("chip-%1").arg(random.bounded(count * 4), 5, 10, QLatin1Char('0')) +
            QString::number(i);
        if (random.bounded(5) == 0)
            chip.id = chip.id.toUpper();
        chip.name = names.at(random.bounded(int(names.size())));
        chip.vendor = vendors.at(random.bounded(int(vendors.size())));
        chip.kind = random.bounded(2) ? QStringLiteral("gpu") : QStringLiteral("asic");
        chip.familyGeneration = QStringLiteral("family %1").arg(random.bounded(7));
        chip.figure(Field::Availability).value = availability.at(random.bounded(3));
        chip.figure(Field::Availability).status = FigureStatus::Published;
        if (random.bounded(4) != 0) {
            chip.figure(Field::TdpW).value = double(random.bounded(6) * 100);
            chip.figure(Field::TdpW).status = FigureStatus::Published;
        }
        chips.append(chip);
    }
    return chips;
}

// The reference: the list filtered, then stable-sorted by rowComesBefore().
QStringList expectedIds(const QList<Chip>& chips, const ChipFilter& filter,
                        const std::function<QVariant(const Chip&)>& value, Qt::SortOrder order) {
    QList<RowSortKey> keys;
    for (const Chip& chip : chips) {
        if (filter.accepts(chip))
            keys.append({value(chip), chip.name, chip.id});
    }
    std::stable_sort(keys.begin(), keys.end(), [order](const RowSortKey& a, const RowSortKey& b) {
        return rowComesBefore(a, b, order);
    });
    QStringList ids;
    for (const RowSortKey& key : keys)
        ids << key.id;
    return ids;
}

QStringList idsOf(const QList<Chip>& chips, const std::vector<int>& rows) {
    QStringList ids;
    for (int row : rows)
        ids << chips.at(row).id;
    return ids;
}

QVariant tdp(const Chip& chip) {
    const QVariant& value = chip.figure(Field::TdpW).value;
    return value.isValid() ? QVariant(value.toDouble()) : QVariant();
}

QVariant vendorText(const Chip& chip) {
    return chip.vendor;
}

// Numbers for some chips and texts for others: figureLessThan()'s mixed comparison.
QVariant mixed(const Chip& chip) {
    if (chip.vendor == QLatin1String("AMD"))
        return QString(chip.vendor + chip.kind);
    return tdp(chip);
}
} // namespace

class TestChipOrder : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sameAsRowComesBefore_data();
    void sameAsRowComesBefore();
    void tableFilters();
    void withoutSortKeepsListOrder();
    void tieRanksFollowNameThenId();
    void cancelled();
    void sortedChipsIsTheSameOrder();
};

void TestChipOrder::sameAsRowComesBefore_data() {
    QTest::addColumn<int>("valueKind"); // 0 numbers, 1 texts, 2 mixed
    QTest::addColumn<Qt::SortOrder>("order");
    QTest::addColumn<QString>("text");
    for (int kind = 0; kind < 3; ++kind) {
        for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            for (const QString& text :
                 {QString(), QStringLiteral("ALPHA"), QStringLiteral("amd")}) {
                QTest::addRow("kind %d, %s, filter '%s'", kind,
                              order == Qt::AscendingOrder ? "asc" : "desc", qPrintable(text))
                    << kind << order << text;
            }
        }
    }
}

void TestChipOrder::sameAsRowComesBefore() {
    QFETCH(int, valueKind);
    QFETCH(Qt::SortOrder, order);
    QFETCH(QString, text);
    const QList<Chip> chips = tiedChips(600, 14);
    const std::function<QVariant(const Chip&)> value = valueKind == 0   ? tdp
                                                       : valueKind == 1 ? vendorText
                                                                        : mixed;
    ChipFilter filter;
    filter.text = text;
    const QStringList expected = expectedIds(chips, filter, value, order);
    QVERIFY(!expected.isEmpty());
    const ChipRows rows = ChipRows::of(chips);
    // Ties by names (no ranks) and by ranks give the same order.
    QCOMPARE(idsOf(chips, *chipOrder(rows, filter, {value, order})), expected);
    const std::vector<int> ranks = *chipTieRanks(rows);
    QCOMPARE(idsOf(chips, *chipOrder(rows, filter, {value, order}, &ranks)), expected);
    // A listing that keeps only each accepted chip's value, name and id (list streaming the
    // catalog): the same order.
    std::vector<RowSortKey> keys;
    for (const Chip& chip : chips) {
        if (filter.accepts(chip))
            keys.push_back({value(chip), chip.name, chip.id});
    }
    QStringList byKeys;
    for (int row : chipOrder(keys, order))
        byKeys << keys[size_t(row)].id;
    QCOMPARE(byKeys, expected);
}

void TestChipOrder::tableFilters() {
    const QList<Chip> chips = tiedChips(300, 7);
    ChipFilter filter;
    filter.vendor = QStringLiteral("nvidia"); // exact, in any case
    filter.kind = QStringLiteral("GPU");
    filter.availability = int(AvailabilityClass::Buy) | int(AvailabilityClass::Cloud);
    const std::vector<int> rows =
        *chipOrder(ChipRows::of(chips), filter, {tdp, Qt::AscendingOrder});
    QVERIFY(!rows.empty());
    int accepted = 0;
    for (const Chip& chip : chips) {
        const bool shown =
            chip.vendor == QLatin1String("NVIDIA") && chip.kind == QLatin1String("gpu") &&
            !chip.figure(Field::Availability).value.toString().startsWith(u"internal");
        QCOMPARE(filter.accepts(chip), shown);
        accepted += shown ? 1 : 0;
    }
    QCOMPARE(int(rows.size()), accepted);
    filter.vendor = QStringLiteral("NVID"); // not a substring
    QVERIFY(chipOrder(ChipRows::of(chips), filter, {})->empty());
}

void TestChipOrder::withoutSortKeepsListOrder() {
    const QList<Chip> chips = tiedChips(50, 3);
    ChipFilter filter;
    filter.text = QStringLiteral("beta");
    QList<Chip> expected = chipsMatchingText(chips, filter.text);
    QStringList expectedIds;
    for (const Chip& chip : expected)
        expectedIds << chip.id;
    QCOMPARE(idsOf(chips, *chipOrder(ChipRows::of(chips), filter, {})), expectedIds);
}

void TestChipOrder::tieRanksFollowNameThenId() {
    QList<Chip> chips(4);
    chips[0].name = QStringLiteral("b");
    chips[0].id = QStringLiteral("x");
    chips[1].name = QStringLiteral("B");
    chips[1].id = QStringLiteral("a");
    chips[2].name = QStringLiteral("a");
    chips[2].id = QStringLiteral("z");
    chips[3].name = QStringLiteral("b");
    chips[3].id = QStringLiteral("a");
    // "a" first; then B/b by name case-insensitively, "B" before "b" exactly, then id.
    QCOMPARE(*chipTieRanks(ChipRows::of(chips)), (std::vector<int>{3, 1, 0, 2}));
}

void TestChipOrder::cancelled() {
    const QList<Chip> chips = tiedChips(100, 1);
    const auto always = [] { return true; };
    QVERIFY(!chipOrder(ChipRows::of(chips), {}, {tdp, Qt::AscendingOrder}, nullptr, always));
    QVERIFY(!chipTieRanks(ChipRows::of(chips), always));
}

// The CLI's fit --all-chips and fits-on sort with sortedChips(): the same order.
void TestChipOrder::sortedChipsIsTheSameOrder() {
    const QList<Chip> chips = tiedChips(200, 9);
    QStringList ids;
    for (const Chip& chip : sortedChips(chips, tdp, Qt::DescendingOrder))
        ids << chip.id;
    QCOMPARE(ids, expectedIds(chips, {}, tdp, Qt::DescendingOrder));
}

QTEST_GUILESS_MAIN(TestChipOrder)
#include "tst_chiporder.moc"
