// The column chooser: reorder with the buttons, show and hide, restore defaults, and never
// accept a table without a visible column.
#include "table/columnchooserdialog.h"

#include <QDialogButtonBox>
#include <QListWidget>
#include <QPushButton>
#include <QTest>

using namespace chipatlas;

class TstColumnChooserDialog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void reordersHidesAndRestores();
    void needsOneVisibleColumn();

private:
    static QList<ColumnChoice> current() {
        return {{2, QStringLiteral("Kind"), true},
                {0, QStringLiteral("Name"), true},
                {1, QStringLiteral("Vendor"), false}};
    }
    static QList<ColumnChoice> defaults() {
        return {{0, QStringLiteral("Name"), true},
                {1, QStringLiteral("Vendor"), true},
                {2, QStringLiteral("Kind"), false}};
    }
};

void TstColumnChooserDialog::reordersHidesAndRestores() {
    ColumnChooserDialog dialog(current(), defaults());
    QCOMPARE(dialog.columns(), current());
    auto* list = dialog.findChild<QListWidget*>(QStringLiteral("columnList"));
    auto* up = dialog.findChild<QPushButton*>(QStringLiteral("upButton"));
    auto* down = dialog.findChild<QPushButton*>(QStringLiteral("downButton"));
    QVERIFY(list && up && down);

    QCOMPARE(list->currentRow(), 0);
    QVERIFY(!up->isEnabled());
    QTest::mouseClick(down, Qt::LeftButton);
    QCOMPARE(list->currentRow(), 1);
    QCOMPARE(dialog.columns().at(1).column, 2);
    QCOMPARE(dialog.columns().at(0).column, 0);
    QTest::mouseClick(down, Qt::LeftButton);
    QVERIFY(!down->isEnabled());
    QCOMPARE(dialog.columns().last().column, 2);

    list->item(0)->setCheckState(Qt::Unchecked);
    QVERIFY(!dialog.columns().first().visible);

    auto* buttons = dialog.findChild<QDialogButtonBox*>();
    QTest::mouseClick(buttons->button(QDialogButtonBox::RestoreDefaults), Qt::LeftButton);
    QCOMPARE(dialog.columns(), defaults());
}

void TstColumnChooserDialog::needsOneVisibleColumn() {
    ColumnChooserDialog dialog(current(), defaults());
    auto* list = dialog.findChild<QListWidget*>(QStringLiteral("columnList"));
    QPushButton* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    QVERIFY(ok->isEnabled());
    for (int row = 0; row < list->count(); ++row)
        list->item(row)->setCheckState(Qt::Unchecked);
    QVERIFY(!ok->isEnabled());
    list->item(2)->setCheckState(Qt::Checked);
    QVERIFY(ok->isEnabled());
}

QTEST_MAIN(TstColumnChooserDialog)
#include "tst_columnchooserdialog.moc"
