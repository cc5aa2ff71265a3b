// The conflict dialog: one row per field the two sides disagree on, every figure with its
// status and source, description, model and price fields, clashes marked, each row preset to
// the side that changed it; Keep mine, Take theirs and a per-field merge give the change to
// save, based on theirs.
#include "editing/conflictdialog.h"

#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>

using namespace chipatlas;

namespace {
Chip baseChip() {
    Chip chip;
    chip.id = QStringLiteral("acme-x1");
    chip.vendor = QStringLiteral("Acme");
    chip.name = QStringLiteral("X1");
    chip.notes = QStringLiteral("as shipped");
    chip.figure(Field::TdpW) =
        Figure{500.0, FigureStatus::Published, QStringLiteral("https://acme.example/x1")};
    chip.figure(Field::MemoryGb) = Figure{80.0, FigureStatus::Published};
    return chip;
}

Catalog::ChipState state(const Chip& chip, qint64 version) {
    Catalog::ChipState state;
    state.id = chip.id;
    state.chip = chip;
    state.version = version;
    return state;
}

// Base: the chip as shipped. Mine: a new TDP (unverified, another source) and new notes.
// Theirs: another TDP, and 96 GB of memory.
CatalogConflict chipConflict() {
    const Chip base = baseChip();
    Chip mine = base;
    mine.figure(Field::TdpW) =
        Figure{550.0, FigureStatus::Unverified, QStringLiteral("https://lab.example/x1")};
    mine.notes = QStringLiteral("measured in our lab");
    Chip theirs = base;
    theirs.figure(Field::TdpW) =
        Figure{600.0, FigureStatus::Published, QStringLiteral("https://acme.example/x1-rev2")};
    theirs.figure(Field::MemoryGb) = Figure{96.0, FigureStatus::Published};
    CatalogConflict conflict;
    conflict.text = QStringLiteral("edit chip X1");
    conflict.message = QStringLiteral("Chip \"X1\" was changed since you opened it.");
    conflict.mine.text = conflict.text;
    conflict.mine.chipsBefore = {state(base, 4)};
    conflict.mine.chipsAfter = {ChipRepository::editedState(state(base, 4), mine)};
    Catalog::ChipState their = state(theirs, 9);
    their.editedFields = {Field::MemoryGb, Field::TdpW};
    conflict.chipsTheirs = {their};
    return conflict;
}

int rowOf(const ConflictDialog& dialog, ConflictItem::Part part, int attribute) {
    for (int row = 0; row < dialog.rowCount(); ++row) {
        const ConflictItem& item = dialog.items().at(row);
        if (item.part == part &&
            (part != ConflictItem::Part::Figure || item.attribute == attribute))
            return row;
    }
    return -1;
}
} // namespace

class TstConflictDialog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void showsBothSidesFieldByField();
    void mergeTakesTheChosenSidePerField();
    void keepMineAndTakeTheirsButtons();
    void modelAndPriceConflicts();
};

void TstConflictDialog::showsBothSidesFieldByField() {
    ConflictDialog dialog(chipConflict());
    QCOMPARE(dialog.rowCount(), 3); // TDP, memory, notes
    auto* table = dialog.findChild<QTableWidget*>(QStringLiteral("conflictTable"));
    QVERIFY(table);
    QCOMPARE(table->rowCount(), 3);

    const int tdp = rowOf(dialog, ConflictItem::Part::Figure, int(Field::TdpW));
    QVERIFY(tdp >= 0);
    const ConflictItem& item = dialog.items().at(tdp);
    QVERIFY(item.clash());
    QVERIFY(table->item(tdp, 0)->text().contains(QStringLiteral("\u26a0")));
    QVERIFY(table->item(tdp, 0)->font().bold());
    // Each side with its status and source.
    QVERIFY2(item.mine.contains(QLatin1String("550")), qPrintable(item.mine));
    QVERIFY(item.mine.contains(QLatin1String("unverified")));
    QVERIFY(item.mine.contains(QLatin1String("https://lab.example/x1")));
    QVERIFY(item.theirs.contains(QLatin1String("600")));
    QVERIFY(item.theirs.contains(QLatin1String("https://acme.example/x1-rev2")));
    QVERIFY(item.base.contains(QLatin1String("500")));
    QCOMPARE(table->item(tdp, 2)->text(), item.mine);
    QCOMPARE(table->item(tdp, 3)->text(), item.theirs);
    QCOMPARE(dialog.choice(tdp), ConflictDialog::Choice::Mine); // a clash: mine unless told

    const int memory = rowOf(dialog, ConflictItem::Part::Figure, int(Field::MemoryGb));
    QVERIFY(!dialog.items().at(memory).clash());
    QCOMPARE(dialog.choice(memory), ConflictDialog::Choice::Theirs); // only they changed it
    const int notes = rowOf(dialog, ConflictItem::Part::Description, 0);
    QCOMPARE(dialog.items().at(notes).mine, QStringLiteral("measured in our lab"));
    QCOMPARE(dialog.choice(notes), ConflictDialog::Choice::Mine);
    QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("conflictMessage"))
                ->text()
                .contains(QLatin1String("was changed since you opened it")));
}

void TstConflictDialog::mergeTakesTheChosenSidePerField() {
    ConflictDialog dialog(chipConflict());
    dialog.show();
    const int tdp = rowOf(dialog, ConflictItem::Part::Figure, int(Field::TdpW));
    dialog.setChoice(tdp, ConflictDialog::Choice::Theirs);
    auto* merge = dialog.findChild<QPushButton*>(QStringLiteral("mergeButton"));
    QVERIFY(merge);
    QTest::mouseClick(merge, Qt::LeftButton);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));

    const CatalogChange& change = dialog.resolution();
    // Based on theirs: a normal change from what the catalog holds now.
    QCOMPARE(change.chipsBefore.constFirst().version, 9);
    QCOMPARE(change.chipsAfter.constFirst().version, 9);
    const Chip& saved = *change.chipsAfter.constFirst().chip;
    QCOMPARE(saved.figure(Field::TdpW).number(), 600.0);
    QCOMPARE(saved.figure(Field::TdpW).source, QStringLiteral("https://acme.example/x1-rev2"));
    QCOMPARE(saved.figure(Field::MemoryGb).number(), 96.0);
    QCOMPARE(saved.notes, QStringLiteral("measured in our lab"));
    // Both people's edit marks stay.
    QVERIFY(change.chipsAfter.constFirst().editedFields.contains(Field::MemoryGb));
    QVERIFY(change.chipsAfter.constFirst().descriptionEdited);
    QVERIFY(!change.changesNothing());
}

void TstConflictDialog::keepMineAndTakeTheirsButtons() {
    {
        ConflictDialog dialog(chipConflict());
        dialog.show();
        QTest::mouseClick(dialog.findChild<QPushButton*>(QStringLiteral("keepMineButton")),
                          Qt::LeftButton);
        const Chip& saved = *dialog.resolution().chipsAfter.constFirst().chip;
        QCOMPARE(saved.figure(Field::TdpW).number(), 550.0);
        QCOMPARE(saved.figure(Field::TdpW).status, FigureStatus::Unverified);
        // Keep mine keeps my side of every row: memory as the base I started from.
        QCOMPARE(saved.figure(Field::MemoryGb).number(), 80.0);
    }
    ConflictDialog dialog(chipConflict());
    dialog.show();
    QTest::mouseClick(dialog.findChild<QPushButton*>(QStringLiteral("takeTheirsButton")),
                      Qt::LeftButton);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QVERIFY(dialog.resolution().changesNothing()); // theirs stands, nothing to write
}

void TstConflictDialog::modelAndPriceConflicts() {
    LlmModel base;
    base.value(ModelField::Id) = QStringLiteral("my-llm");
    base.value(ModelField::Name) = QStringLiteral("My LLM");
    base.value(ModelField::NumLayers) = qint64(32);
    LlmModel mine = base;
    mine.value(ModelField::NumLayers) = qint64(40);
    LlmModel theirs = base;
    theirs.value(ModelField::NumLayers) = qint64(48);
    CatalogConflict conflict;
    conflict.mine.modelsBefore = {{QStringLiteral("my-llm"), base, Origin::User, false, 3}};
    conflict.mine.modelsAfter = {{QStringLiteral("my-llm"), mine, Origin::User, false, 3}};
    conflict.modelsTheirs = {{QStringLiteral("my-llm"), theirs, Origin::User, false, 5}};
    ConflictDialog models(conflict);
    QCOMPARE(models.rowCount(), 1);
    QCOMPARE(models.items().constFirst().part, ConflictItem::Part::ModelField);
    QCOMPARE(models.items().constFirst().mine, QStringLiteral("40"));
    QCOMPARE(models.items().constFirst().theirs, QStringLiteral("48"));
    models.takeTheirs();
    QVERIFY(models.resolution().changesNothing());

    CatalogConflict price;
    const QString id = QStringLiteral("acme-x1");
    price.mine.priceBefore = PriceState{id, std::nullopt, 0};
    price.mine.priceAfter = PriceState{id, ChipPrice{id, 2.5, QDate(2026, 1, 2), {}}, 0};
    price.priceTheirs = PriceState{id, ChipPrice{id, 3.0, QDate(2026, 1, 3), {}}, 7};
    ConflictDialog prices(price);
    QCOMPARE(prices.rowCount(), 1);
    QVERIFY(prices.items().constFirst().clash());
    QVERIFY(prices.items().constFirst().mine.contains(QLatin1String("2.5")));
    prices.keepMine();
    QCOMPARE(prices.resolution().priceAfter->price->usdPerChipHour, 2.5);
    QCOMPARE(prices.resolution().priceAfter->version, 7); // based on theirs
}

QTEST_MAIN(TstConflictDialog)
#include "tst_conflictdialog.moc"
