// The import's preview on the built-in chips: ImportPlanModel's groups, check states and the
// choices they make (under QAbstractItemModelTester), and ImportPreviewDialog's labels and
// buttons, also on a plan of 5,120 new chips. The import itself: tst_catalogtransfer.
#include "io/catalogcsv.h"
#include "transfer/importplanmodel.h"
#include "transfer/importpreviewdialog.h"
#include "transfertestdata.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTreeView>

using namespace chipatlas;
using namespace chipatlas::transfertest;

class TstImportPreview : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void previewModelChoices();
    void previewDialog();
    void previewLargePlan();

private:
    ImportPlan samplePlan();

    QList<Chip> m_builtIn;
};

void TstImportPreview::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
    QCoreApplication::setOrganizationName(QStringLiteral("ChipAtlas"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_importpreview"));
    StorageError error;
    m_builtIn = builtInCatalogChips(&error);
    QVERIFY2(!error, qPrintable(error.message));
    QCOMPARE(m_builtIn.size(), 34);
}

// A file of the 34 built-in chips with three changed and four new ones, planned against them.
ImportPlan TstImportPreview::samplePlan() {
    QList<Chip> file = m_builtIn;
    file[0].figure(Field::TdpW).value = file[0].figure(Field::TdpW).number() + 50;
    file[1].name += QStringLiteral(" (rev. B)");
    file[1].figure(Field::MemoryGb).value = 192.0;
    file[1].figure(Field::MemoryGb).source = QStringLiteral("https://example.com/datasheet.pdf");
    file[2].notes = QStringLiteral("Imported note");
    for (int i = 1; i <= 4; ++i)
        file.append(newChip(m_builtIn.at(i), QStringLiteral("test-new-%1").arg(i)));
    const ChipFileResult read = readChipFile(exportChipsCsv(file), CatalogFormat::Csv);
    if (!read.ok())
        qWarning() << read.error;
    return planImport(m_builtIn, read.chips).value_or(ImportPlan{});
}

void TstImportPreview::previewModelChoices() {
    const ImportPlan plan = samplePlan();
    QCOMPARE(plan.added.size(), 4);
    QCOMPARE(plan.changed.size(), 3);
    QCOMPARE(plan.unchanged.size(), 31);

    ImportPlanModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPlan(plan);
    const QModelIndex added = model.groupIndex(ImportPlanModel::NewGroup);
    const QModelIndex changed = model.groupIndex(ImportPlanModel::ChangedGroup);
    const QModelIndex unchanged = model.groupIndex(ImportPlanModel::UnchangedGroup);
    QCOMPARE(added.data().toString(), QStringLiteral("New (4)"));
    QCOMPARE(changed.data().toString(), QStringLiteral("Changed (3)"));
    QCOMPARE(unchanged.data().toString(), QStringLiteral("Unchanged (31)"));
    QCOMPARE(model.rowCount(added), 4);
    QCOMPARE(model.rowCount(changed), 3);
    QCOMPARE(model.rowCount(unchanged), 31);
    QCOMPARE(model.differenceCount(), 4); // TDP; name and memory source; notes
    QCOMPARE(model.takenFieldCount(), 4);
    QVERIFY(model.wouldChange());
    QCOMPARE(resolveImport(plan, model.choices()), resolveImport(plan, ImportChoices{}));

    // The second changed chip: its name and memory rows.
    const QModelIndex chip = model.index(1, 0, changed);
    const QString id = chip.data(ImportPlanModel::KeyRole).toString();
    QCOMPARE(id, plan.changed.at(1).local.id);
    QCOMPARE(model.rowCount(chip), 2);
    QModelIndex memory;
    for (int row = 0; row < model.rowCount(chip); ++row) {
        if (model.index(row, 0, chip).data(ImportPlanModel::KeyRole).toString() == u"memory_gb")
            memory = model.index(row, 0, chip);
    }
    QVERIFY(memory.isValid());
    QCOMPARE(memory.data().toString(), fieldLabel(Field::MemoryGb));
    QVERIFY(memory.siblingAtColumn(ImportPlanModel::ImportedColumn)
                .data()
                .toString()
                .contains(QLatin1String("example.com")));
    QCOMPARE(memory.data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::Checked);

    // Keep the local memory: the field's choice, and the chip is partly taken.
    QSignalSpy choicesChanged(&model, &ImportPlanModel::choicesChanged);
    QVERIFY(model.setData(memory, Qt::Unchecked, Qt::CheckStateRole));
    QCOMPARE(choicesChanged.size(), 1);
    QCOMPARE(chip.data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::PartiallyChecked);
    QCOMPARE(changed.data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::PartiallyChecked);
    ImportChoices choices = model.choices();
    QCOMPARE(choices.fields.value(id).value(QStringLiteral("memory_gb")), ImportChoice::KeepLocal);
    QList<Chip> resolved = resolveImport(plan, choices);
    const Chip saved = chipById(resolved, id);
    QCOMPARE(saved.figure(Field::MemoryGb), plan.changed.at(1).local.figure(Field::MemoryGb));
    QCOMPARE(saved.name, plan.changed.at(1).imported.name);

    // Skip a new chip; keep the first changed chip local as a whole.
    const QString skipped = model.index(0, 0, added).data(ImportPlanModel::KeyRole).toString();
    QVERIFY(model.setData(model.index(0, 0, added), Qt::Unchecked, Qt::CheckStateRole));
    QVERIFY(model.setData(model.index(0, 0, changed), Qt::Unchecked, Qt::CheckStateRole));
    choices = model.choices();
    QVERIFY(choices.skippedNew.contains(skipped));
    resolved = resolveImport(plan, choices);
    QCOMPARE(resolved.size(), 3 + 2);
    QVERIFY(chipById(resolved, skipped).id.isEmpty());
    QVERIFY(chipById(resolved, plan.changed.at(0).local.id).id.isEmpty());
    QCOMPARE(model.includedNewCount(), 3);
    QCOMPARE(model.changedChipsTaken(), 2);

    // Everything local and no new chip: nothing would change.
    model.setAllFieldsTakeImported(false);
    QVERIFY(model.setData(added, Qt::Unchecked, Qt::CheckStateRole));
    QVERIFY(!model.wouldChange());
    QVERIFY(resolveImport(plan, model.choices()).isEmpty());
    model.setAllFieldsTakeImported(true);
    QCOMPARE(model.takenFieldCount(), 4);
    QCOMPARE(resolveImport(plan, model.choices()).size(), 3);
}

void TstImportPreview::previewDialog() {
    ImportPreviewDialog dialog(samplePlan(), QStringLiteral("chips.csv"));
    QCOMPARE(dialog.summaryLabel()->text(),
             QStringLiteral("chips.csv: 4 new, 3 changed (4 fields), 31 unchanged"));
    QCOMPARE(dialog.outcomeLabel()->text(),
             QStringLiteral("Import adds 4 new chips and changes 3 chips (4 fields)."));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.importButton()->isEnabled());
    QVERIFY(!dialog.takeChipButton()->isEnabled());

    // CHIPATLAS_GRAB_DIR=/tmp saves the dialog with one field kept local, to look at it.
    ImportPlanModel* model = dialog.model();
    const QModelIndex changed = model->groupIndex(ImportPlanModel::ChangedGroup);
    model->setFieldTakesImported(1, 1, false);
    dialog.treeView()->setCurrentIndex(model->index(1, 0, changed));
    QVERIFY(dialog.takeChipButton()->isEnabled());
    if (const QString dir = qEnvironmentVariable("CHIPATLAS_GRAB_DIR"); !dir.isEmpty()) {
        QTest::qWait(50);
        QVERIFY(dialog.grab().save(dir + QStringLiteral("/importpreview.png")));
    }
    QTest::mouseClick(dialog.takeChipButton(), Qt::LeftButton);
    QVERIFY(model->fieldTakesImported(1, 1));

    QTest::mouseClick(dialog.keepAllButton(), Qt::LeftButton);
    QCOMPARE(model->takenFieldCount(), 0);
    QVERIFY(dialog.importButton()->isEnabled()); // the new chips still
    model->setAllNewIncluded(false);
    QVERIFY(!dialog.importButton()->isEnabled());
    QCOMPARE(dialog.outcomeLabel()->text(),
             QStringLiteral("With these choices the import changes nothing."));
    QTest::mouseClick(dialog.takeAllButton(), Qt::LeftButton);
    QVERIFY(dialog.importButton()->isEnabled());
    QCOMPARE(dialog.choices().skippedNew.size(), 4);
}

void TstImportPreview::previewLargePlan() {
    // kLargeChips new chips and every built-in chip changed: the dialog opens and answers the
    // buttons without walking rows it does not show.
    QList<Chip> file = largeChips(m_builtIn);
    for (Chip chip : std::as_const(m_builtIn)) {
        chip.notes = QStringLiteral("bulk note");
        chip.figure(Field::TdpW).value = 1.0;
        file.append(chip);
    }
    QList<ImportedChip> imported;
    for (const Chip& chip : std::as_const(file))
        imported.append(ImportedChip{chip, 0, {}, {}, {}});
    const std::optional<ImportPlan> plan = planImport(m_builtIn, imported);
    QVERIFY(plan);
    ImportPreviewDialog dialog(*plan, QStringLiteral("large.csv"));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTest::mouseClick(dialog.keepAllButton(), Qt::LeftButton);
    QCOMPARE(dialog.model()->takenFieldCount(), 0);
    dialog.model()->setData(dialog.model()->groupIndex(ImportPlanModel::NewGroup), Qt::Unchecked,
                            Qt::CheckStateRole);
    QVERIFY(!dialog.importButton()->isEnabled());
    QTest::mouseClick(dialog.takeAllButton(), Qt::LeftButton);
    QCOMPARE(dialog.model()->takenFieldCount(), 68);
    QCOMPARE(dialog.choices().skippedNew.size(), kLargeChips);
}

QTEST_MAIN(TstImportPreview)
#include "tst_importpreview.moc"
