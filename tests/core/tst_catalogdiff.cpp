#include "application/catalogdiff.h"
#include "difffixtures.h"

#include <QTest>

using namespace chipatlas;
using namespace chipatlas::testing;

// What changed between two records of a catalog (application/catalogdiff.h), on real built-in
// rows (difffixtures.h): the diff shows exactly the entries and fields that changed, with the
// text the views show, statuses, a changed source and a price's move in percent.
class TestCatalogDiff : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void identicalCatalogsDiffEmpty();
    void figureEditShowsValueAndStatus();
    void replacedSourceIsMarked();
    void newOfferPriceMovesByItsPercent();
    void addedChipAndRemovedModel();
    void aWeekOfChangesShowsExactlyThose();
    void otherKindsFieldByField();
    void filterByKindChangeAndText();
    void rowsSortByColumn();
    void textColumnsSortAsPeopleRead();
    void keysRoundTrip();

private:
    const QLocale m_en{QLocale::English, QLocale::UnitedStates};
    CatalogDiff diff(const CatalogItems& before, const CatalogItems& after) const {
        return diffCatalogs(before, after, QStringLiteral("before"), QStringLiteral("after"), m_en);
    }
};

void TestCatalogDiff::identicalCatalogsDiffEmpty() {
    const CatalogDiff d = diff(recordedCatalog(), recordedCatalog());
    QVERIFY(d.isEmpty());
    QCOMPARE(d.added + d.removed + d.changed, 0);
    QCOMPARE(d.fromLabel, QStringLiteral("before"));
    QCOMPARE(d.toLabel, QStringLiteral("after"));
    // An origin alone is no change (a copy writes entries as the user's).
    CatalogItems copied = recordedCatalog();
    copied.chips[0].origin = Origin::User;
    QVERIFY(diff(recordedCatalog(), copied).isEmpty());
}

void TestCatalogDiff::figureEditShowsValueAndStatus() {
    CatalogItems after = recordedCatalog();
    editTdp(&after);
    const CatalogDiff d = diff(recordedCatalog(), after);
    QCOMPARE(d.entries.size(), 1);
    const EntryDiff& entry = d.entries.constFirst();
    QCOMPARE(entry.kind, DiffEntryKind::Chip);
    QCOMPARE(entry.id, kH100);
    QCOMPARE(entry.name, QStringLiteral("NVIDIA H100 SXM"));
    QCOMPARE(entry.change, DiffChange::Changed);
    QCOMPARE(entry.fields.size(), 1);
    const FieldDiff& tdp = entry.fields.constFirst();
    QCOMPARE(tdp.key, QStringLiteral("tdp_w"));
    QCOMPARE(tdp.label, fieldLabel(Field::TdpW));
    QCOMPARE(tdp.before, QStringLiteral("700 W"));
    QCOMPARE(tdp.after, QStringLiteral("750 W"));
    QCOMPARE(tdp.beforeStatus, QStringLiteral("published"));
    QCOMPARE(tdp.afterStatus, QStringLiteral("unverified"));
    QVERIFY(!tdp.sourceChanged);
    QVERIFY(!tdp.noteChanged);
    QVERIFY(!tdp.percent);
    QCOMPARE(d.changed, 1);
    QCOMPARE(d.added, 0);
    QCOMPARE(d.removed, 0);
}

void TestCatalogDiff::replacedSourceIsMarked() {
    CatalogItems after = recordedCatalog();
    replaceMemorySource(&after);
    const CatalogDiff d = diff(recordedCatalog(), after);
    QCOMPARE(d.entries.size(), 1);
    QCOMPARE(d.entries.constFirst().fields.size(), 1);
    const FieldDiff& memory = d.entries.constFirst().fields.constFirst();
    QCOMPARE(memory.key, QStringLiteral("memory_gb"));
    QCOMPARE(memory.before, QStringLiteral("80 GB"));
    QCOMPARE(memory.after, QStringLiteral("80 GB"));
    QCOMPARE(memory.beforeStatus, QStringLiteral("published"));
    QCOMPARE(memory.afterStatus, QStringLiteral("published"));
    QVERIFY(memory.sourceChanged);
}

void TestCatalogDiff::newOfferPriceMovesByItsPercent() {
    CatalogItems after = recordedCatalog();
    QVERIFY(addPrice(after.offers[0], novemberPrice()));
    const CatalogDiff d = diff(recordedCatalog(), after);
    QCOMPARE(d.entries.size(), 1);
    const EntryDiff& entry = d.entries.constFirst();
    QCOMPARE(entry.kind, DiffEntryKind::Offer);
    QCOMPARE(entry.id, kP5);
    QCOMPARE(entry.name, QStringLiteral("AWS p5.48xlarge (us-east-1)"));
    QCOMPARE(entry.fields.size(), 1);
    const FieldDiff& price = entry.fields.constFirst();
    QCOMPARE(price.key, QStringLiteral("price"));
    QCOMPARE(price.before, QStringLiteral("$6.880"));
    QCOMPARE(price.after, QStringLiteral("$6.020"));
    QVERIFY(price.sourceChanged);
    QVERIFY(price.percent);
    // $6.88 -> $6.02 a chip-hour: 0.86 / 6.88 = 12.5 % less.
    QVERIFY2(std::abs(*price.percent - -12.5) < 1e-9, qPrintable(QString::number(*price.percent)));
    QCOMPARE(diffPercentText(*price.percent, m_en), QStringLiteral("-12.5 %"));

    // Only an older price came in: the latest stays, the history's length says what changed.
    CatalogItems backfilled = recordedCatalog();
    OfferPrice older = novemberPrice();
    older.seen = QDate(2026, 1, 5);
    QVERIFY(addPrice(backfilled.offers[0], older));
    const CatalogDiff history = diff(recordedCatalog(), backfilled);
    QCOMPARE(history.entries.size(), 1);
    QCOMPARE(history.entries.constFirst().fields.size(), 1);
    QCOMPARE(history.entries.constFirst().fields.constFirst().key, QStringLiteral("prices"));
    QCOMPARE(history.entries.constFirst().fields.constFirst().before, QStringLiteral("1 price"));
    QCOMPARE(history.entries.constFirst().fields.constFirst().after, QStringLiteral("2 prices"));
    // A price gone from the history (which a copy never does) is a change too.
    const CatalogDiff dropped = diff(backfilled, recordedCatalog());
    QCOMPARE(dropped.entries.size(), 1);
    QCOMPARE(dropped.entries.constFirst().kind, DiffEntryKind::Offer);
    QCOMPARE(dropped.entries.constFirst().change, DiffChange::Changed);
}

void TestCatalogDiff::addedChipAndRemovedModel() {
    CatalogItems after = recordedCatalog();
    after.chips.prepend(builtInChipRow(kMi300x));
    after.models.removeLast();
    const CatalogDiff d = diff(recordedCatalog(), after);
    QCOMPARE(d.entries.size(), 2);
    QCOMPARE(d.entries.at(0).kind, DiffEntryKind::Chip);
    QCOMPARE(d.entries.at(0).id, kMi300x);
    QCOMPARE(d.entries.at(0).name, QStringLiteral("AMD Instinct MI300X"));
    QCOMPARE(d.entries.at(0).change, DiffChange::Added);
    QVERIFY(d.entries.at(0).fields.isEmpty());
    QCOMPARE(d.entries.at(1).kind, DiffEntryKind::Model);
    QCOMPARE(d.entries.at(1).id, kLlama1b);
    QCOMPARE(d.entries.at(1).change, DiffChange::Removed);
    QCOMPARE(d.added, 1);
    QCOMPARE(d.removed, 1);
    QCOMPARE(d.changed, 0);
}

void TestCatalogDiff::aWeekOfChangesShowsExactlyThose() {
    const CatalogDiff d = diff(recordedCatalog(), laterCatalog());
    QStringList seen;
    for (const EntryDiff& entry : d.entries) {
        QStringList fields;
        for (const FieldDiff& field : entry.fields)
            fields << field.key;
        seen << QStringLiteral("%1 %2 %3 [%4]")
                    .arg(diffEntryKindKey(entry.kind), entry.id, diffChangeKey(entry.change),
                         fields.join(QLatin1Char(' ')));
    }
    // Sorted by kind, then name: AMD's chip before NVIDIA's.
    QCOMPARE(seen, (QStringList{
                       QStringLiteral("chip amd-mi300x added []"),
                       QStringLiteral("chip nvidia-h100-sxm changed [tdp_w memory_gb]"),
                       QStringLiteral("model llama-3.2-1b removed []"),
                       QStringLiteral("offer aws-us-east-1-p5.48xlarge-on-demand changed [price]"),
                   }));
    QCOMPARE(d.added, 1);
    QCOMPARE(d.removed, 1);
    QCOMPARE(d.changed, 2);
    QCOMPARE(diffCountsText(d), QStringLiteral("1 added, 1 removed, 2 changed"));
    // Backwards, the same entries the other way round.
    const CatalogDiff back = diff(laterCatalog(), recordedCatalog());
    QCOMPARE(back.added, 1);
    QCOMPARE(back.removed, 1);
    QCOMPARE(back.changed, 2);
    QCOMPARE(back.entries.at(0).change, DiffChange::Removed);
}

void TestCatalogDiff::otherKindsFieldByField() {
    CatalogItems before = recordedCatalog();
    before.prices = {{kH100, 2.5, QDate(2026, 3, 1), QStringLiteral("quote")}};
    OwnershipScenario scenario;
    scenario.id = QStringLiteral("h100-at-our-colo");
    scenario.name = QStringLiteral("H100 at our colo");
    scenario.hardwareId = kH100;
    scenario.chipCount = 64;
    scenario.utilisationPct = 60;
    before.scenarios = {scenario};
    CatalogItems after = before;
    after.prices[0].usdPerChipHour = 2.0;
    after.prices[0].date = QDate(2026, 11, 1);
    after.scenarios[0].utilisationPct = 75;
    after.models[0].value(ModelField::MaxContext) = qint64(65536);
    after.offers[0].pricingNote = QStringLiteral("term | not stated");

    const CatalogDiff d = diff(before, after);
    QCOMPARE(d.entries.size(), 4);
    const EntryDiff& price = d.entries.at(0);
    QCOMPARE(price.kind, DiffEntryKind::ChipPrice);
    QCOMPARE(price.id, kH100);
    QCOMPARE(price.name, QStringLiteral("NVIDIA H100 SXM"));
    QCOMPARE(price.fields.size(), 2);
    QCOMPARE(price.fields.at(0).key, QStringLiteral("price"));
    QCOMPARE(price.fields.at(0).before, QStringLiteral("$2.500"));
    QCOMPARE(price.fields.at(0).after, QStringLiteral("$2.000"));
    QCOMPARE(*price.fields.at(0).percent, -20.0);
    QVERIFY(!price.fields.at(0).sourceChanged);
    QCOMPARE(price.fields.at(1).key, QStringLiteral("date"));
    QCOMPARE(price.fields.at(1).before, QStringLiteral("2026-03-01"));
    QCOMPARE(price.fields.at(1).after, QStringLiteral("2026-11-01"));

    const EntryDiff& model = d.entries.at(1);
    QCOMPARE(model.kind, DiffEntryKind::Model);
    QCOMPARE(model.fields.size(), 1);
    QCOMPARE(model.fields.at(0).key, QStringLiteral("max_context"));
    QCOMPARE(model.fields.at(0).before, QStringLiteral("131,072"));
    QCOMPARE(model.fields.at(0).after, QStringLiteral("65,536"));
    QVERIFY(model.fields.at(0).beforeStatus.isEmpty());

    const EntryDiff& offer = d.entries.at(2);
    QCOMPARE(offer.kind, DiffEntryKind::Offer);
    QCOMPARE(offer.fields.size(), 1);
    QCOMPARE(offer.fields.at(0).key, QStringLiteral("pricing_note"));
    QCOMPARE(offer.fields.at(0).before, QString());
    QCOMPARE(offer.fields.at(0).after, QStringLiteral("term | not stated"));

    const EntryDiff& tco = d.entries.at(3);
    QCOMPARE(tco.kind, DiffEntryKind::Scenario);
    QCOMPARE(tco.name, QStringLiteral("H100 at our colo"));
    QCOMPARE(tco.fields.size(), 1);
    QCOMPARE(tco.fields.at(0).key, QStringLiteral("utilisation_pct"));
    QCOMPARE(tco.fields.at(0).label, ownershipFieldLabel(OwnershipField::UtilisationPct));
    QCOMPARE(tco.fields.at(0).before, QStringLiteral("60"));
    QCOMPARE(tco.fields.at(0).after, QStringLiteral("75"));

    // A system: its own fields and its figures, by the system schema.
    CatalogItems withSystem;
    System system;
    system.id = QStringLiteral("acme-board");
    system.name = QStringLiteral("Acme board");
    system.vendor = QStringLiteral("Acme");
    system.chipId = kH100;
    system.chipCount = 8;
    system.figure(SystemField::SystemPowerW).value = 10200.0;
    system.figure(SystemField::SystemPowerW).status = FigureStatus::Published;
    withSystem.systems = {system};
    CatalogItems changedSystem = withSystem;
    changedSystem.systems[0].chipCount = 4;
    changedSystem.systems[0].figure(SystemField::SystemPowerW).value = 5100.0;
    const CatalogDiff s = diff(withSystem, changedSystem);
    QCOMPARE(s.entries.size(), 1);
    QCOMPARE(s.entries.at(0).kind, DiffEntryKind::System);
    QCOMPARE(s.entries.at(0).fields.size(), 2);
    QCOMPARE(s.entries.at(0).fields.at(0).key, QStringLiteral("chip_count"));
    QCOMPARE(s.entries.at(0).fields.at(1).key, QStringLiteral("system_power_w"));
    QCOMPARE(s.entries.at(0).fields.at(1).before, QStringLiteral("10,200 W"));
    QCOMPARE(s.entries.at(0).fields.at(1).after, QStringLiteral("5,100 W"));
    QCOMPARE(s.entries.at(0).fields.at(1).afterStatus, QStringLiteral("published"));
}

void TestCatalogDiff::filterByKindChangeAndText() {
    const CatalogDiff d = diff(recordedCatalog(), laterCatalog());
    DiffFilter chips;
    chips.kinds = {DiffEntryKind::Chip};
    const CatalogDiff onlyChips = filteredDiff(d, chips);
    QCOMPARE(onlyChips.entries.size(), 2);
    QCOMPARE(onlyChips.added, 1);
    QCOMPARE(onlyChips.changed, 1);
    QCOMPARE(onlyChips.removed, 0);
    QCOMPARE(onlyChips.fromLabel, d.fromLabel);

    DiffFilter changed;
    changed.changes = {DiffChange::Changed};
    QCOMPARE(filteredDiff(d, changed).entries.size(), 2);

    DiffFilter text;
    text.text = QStringLiteral("  750 W ");
    const CatalogDiff found = filteredDiff(d, text);
    QCOMPARE(found.entries.size(), 1);
    QCOMPARE(found.entries.at(0).id, kH100);
    text.text = QStringLiteral("LLAMA");
    QCOMPARE(filteredDiff(d, text).entries.size(), 1);
    text.text = QStringLiteral("no such thing");
    QVERIFY(filteredDiff(d, text).isEmpty());
}

void TestCatalogDiff::rowsSortByColumn() {
    const CatalogDiff d = diff(recordedCatalog(), laterCatalog());
    const auto describe = [&](const QList<DiffRow>& rows) {
        QStringList out;
        for (const DiffRow& row : rows) {
            const EntryDiff& entry = d.entries.at(row.entry);
            out << (row.field < 0 ? entry.id
                                  : entry.id + QLatin1Char(':') + entry.fields.at(row.field).key);
        }
        return out;
    };
    // The diff's order: an added or removed entry is one row, a change a row per field (in the
    // schema's order).
    QCOMPARE(describe(diffRows(d)), (QStringList{kMi300x, kH100 + QStringLiteral(":tdp_w"),
                                                 kH100 + QStringLiteral(":memory_gb"), kLlama1b,
                                                 kP5 + QStringLiteral(":price")}));
    // By percent: the price move first, the rows without one after it, either way.
    const QList<DiffRow> byPercent =
        diffRows(d, {}, DiffColumn::Percent, Qt::DescendingOrder, m_en);
    QCOMPARE(describe(byPercent).constFirst(), kP5 + QStringLiteral(":price"));
    // By change: added, removed, changed; by name descending: NVIDIA's first.
    QCOMPARE(describe(diffRows(d, {}, DiffColumn::Change, Qt::AscendingOrder, m_en)),
             (QStringList{kMi300x, kLlama1b, kH100 + QStringLiteral(":tdp_w"),
                          kH100 + QStringLiteral(":memory_gb"), kP5 + QStringLiteral(":price")}));
    QCOMPARE(describe(diffRows(d, {}, DiffColumn::Name, Qt::DescendingOrder, m_en)).constFirst(),
             kH100 + QStringLiteral(":tdp_w"));
    // Filtered rows: only the chips'.
    DiffFilter chips;
    chips.kinds = {DiffEntryKind::Chip};
    QCOMPARE(diffRows(d, chips).size(), 3);
}

// A text column sorts numbers inside names by value ("Chip 9" before "Chip 10") and ignores case;
// rows with the same text keep the diff's order, either way.
void TestCatalogDiff::textColumnsSortAsPeopleRead() {
    CatalogDiff d;
    const QStringList names{QStringLiteral("chip 10"), QStringLiteral("Chip 9"),
                            QStringLiteral("Chip 100"), QStringLiteral("chip 9"),
                            QStringLiteral("Älpha")};
    for (qsizetype i = 0; i < names.size(); ++i) {
        EntryDiff entry;
        entry.kind = DiffEntryKind::Chip;
        entry.id = QStringLiteral("id-%1").arg(i);
        entry.name = names.at(i);
        entry.change = DiffChange::Added;
        d.entries.append(entry);
    }
    const auto ids = [&](Qt::SortOrder order) {
        QStringList out;
        for (const DiffRow& row : diffRows(d, {}, DiffColumn::Name, order, m_en))
            out << d.entries.at(row.entry).id;
        return out;
    };
    QCOMPARE(ids(Qt::AscendingOrder),
             (QStringList{QStringLiteral("id-4"), QStringLiteral("id-1"), QStringLiteral("id-3"),
                          QStringLiteral("id-0"), QStringLiteral("id-2")}));
    QCOMPARE(ids(Qt::DescendingOrder),
             (QStringList{QStringLiteral("id-2"), QStringLiteral("id-0"), QStringLiteral("id-1"),
                          QStringLiteral("id-3"), QStringLiteral("id-4")}));
}

void TestCatalogDiff::keysRoundTrip() {
    for (const DiffEntryKind kind :
         {DiffEntryKind::Chip, DiffEntryKind::ChipPrice, DiffEntryKind::Model,
          DiffEntryKind::System, DiffEntryKind::Offer, DiffEntryKind::Result,
          DiffEntryKind::Scenario}) {
        QCOMPARE(diffEntryKindFromKey(diffEntryKindKey(kind)), kind);
    }
    for (const DiffChange change : {DiffChange::Added, DiffChange::Removed, DiffChange::Changed})
        QCOMPARE(diffChangeFromKey(diffChangeKey(change)), change);
    QVERIFY(!diffEntryKindFromKey(u"chips"));
    QCOMPARE(diffEntryKindKey(DiffEntryKind::ChipPrice), QStringLiteral("chip_price"));
}

QTEST_GUILESS_MAIN(TestCatalogDiff)
#include "tst_catalogdiff.moc"
