// The system editor dialog: what it returns, core's validation shown at the field at fault, a
// taken id refused, and the chip combo of the catalog's chips.
#include "domain/system.h"
#include "editing/figureedit.h"
#include "editing/systemeditdialog.h"
#include "testfigures.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

using namespace chipatlas;

namespace {
QList<Chip> catalogChips() {
    Chip h100;
    h100.id = QStringLiteral("nvidia-h100-sxm");
    h100.name = QStringLiteral("NVIDIA H100 SXM");
    Chip trn3;
    trn3.id = QStringLiteral("aws-trainium3");
    trn3.name = QStringLiteral("AWS Trainium3");
    return {trn3, h100};
}

System board() {
    System system;
    system.id = QStringLiteral("acme-h100-board");
    system.vendor = QStringLiteral("Acme");
    system.name = QStringLiteral("Acme H100 board");
    system.chipId = QStringLiteral("nvidia-h100-sxm");
    system.chipCount = 8;
    system.figure(SystemField::SystemPowerW) = testfigures::number(10200);
    system.figure(SystemField::SystemPowerW).source = QStringLiteral("https://example.invalid/a");
    return system;
}

SystemEditDialog::Setup setupFor(SystemEditDialog::Mode mode, const System& system) {
    SystemEditDialog::Setup setup;
    setup.mode = mode;
    setup.system = system;
    setup.chips = catalogChips();
    setup.idTaken = [](const QString& id) { return id == QLatin1String("nvidia-hgx-h100-8gpu"); };
    return setup;
}
} // namespace

class TstSystemEditDialog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void showsAndReturnsTheSystem();
    void refusesInvalidAtTheField();
    void refusesTakenId();
    void unparsedNumberNamesTheField();
};

void TstSystemEditDialog::showsAndReturnsTheSystem() {
    SystemEditDialog dialog(setupFor(SystemEditDialog::Mode::Edit, board()));
    QVERIFY(dialog.idEdit()->isReadOnly());
    QCOMPARE(dialog.chipCombo()->count(), 2);
    QCOMPARE(dialog.chipCombo()->currentData().toString(), QStringLiteral("nvidia-h100-sxm"));
    QCOMPARE(dialog.chipCountSpin()->value(), 8);
    QCOMPARE(dialog.figureRow(SystemField::SystemPowerW)->valueEdit()->text(),
             QStringLiteral("10200"));
    QCOMPARE(dialog.system(), board());

    dialog.chipCountSpin()->setValue(16);
    QTest::keyClicks(dialog.figureRow(SystemField::HostCpus)->valueEdit(),
                     QStringLiteral("2x Xeon"));
    QTest::keyClicks(dialog.figureRow(SystemField::RackPowerW)->valueEdit(),
                     QStringLiteral("40000"));
    const System edited = dialog.system();
    QCOMPARE(edited.chipCount, 16);
    QCOMPARE(edited.figure(SystemField::HostCpus).text(), QStringLiteral("2x Xeon"));
    QCOMPARE(edited.figure(SystemField::RackPowerW).number(), 40000.0);
    // Typing a value into a missing figure makes it published, as in the chip editor.
    QCOMPARE(edited.figure(SystemField::RackPowerW).status, FigureStatus::Published);
    QVERIFY2(dialog.validationErrors().isEmpty(),
             qPrintable(dialog.validationErrors().join(QLatin1Char('\n'))));
}

void TstSystemEditDialog::refusesInvalidAtTheField() {
    System system = board();
    system.id.clear();
    SystemEditDialog dialog(setupFor(SystemEditDialog::Mode::New, system));
    QSignalSpy accepted(&dialog, &QDialog::accepted);
    dialog.chipCountSpin()->setValue(0);
    dialog.figureRow(SystemField::SystemPowerW)->valueEdit()->setText(QStringLiteral("-5"));
    dialog.okButton()->click();
    QCOMPARE(accepted.count(), 0);
    QVERIFY(dialog.errorLabel()->isVisibleTo(&dialog));
    const QString errors = dialog.errorLabel()->text();
    QVERIFY2(errors.contains(QStringLiteral("chip_count")), qPrintable(errors));
    QVERIFY2(errors.contains(QStringLiteral("system_power_w")), qPrintable(errors));
    QVERIFY2(errors.contains(QStringLiteral("(id)")), qPrintable(errors));
    // Each field at fault is marked, with its problem as the tooltip.
    const QStringList marked = dialog.markedKeys();
    QVERIFY(marked.contains(QStringLiteral("chip_count")));
    QVERIFY(marked.contains(QStringLiteral("system_power_w")));
    QVERIFY(marked.contains(QStringLiteral("id")));
    QVERIFY(dialog.chipCountSpin()->toolTip().contains(QStringLiteral("chip_count")));
    QVERIFY(!dialog.chipCountSpin()->styleSheet().isEmpty());

    // Fixed as the user types: the marks go, and OK saves.
    dialog.idEdit()->setText(QStringLiteral("acme-h100-board"));
    dialog.chipCountSpin()->setValue(8);
    dialog.figureRow(SystemField::SystemPowerW)->valueEdit()->setText(QStringLiteral("10200"));
    QVERIFY(dialog.markedKeys().isEmpty());
    QVERIFY(dialog.chipCountSpin()->styleSheet().isEmpty());
    dialog.okButton()->click();
    QCOMPARE(accepted.count(), 1);
    QCOMPARE(dialog.system().origin, Origin::User);
}

void TstSystemEditDialog::refusesTakenId() {
    System system = board();
    system.id = QStringLiteral("nvidia-hgx-h100-8gpu");
    SystemEditDialog dialog(setupFor(SystemEditDialog::Mode::New, system));
    dialog.okButton()->click();
    QVERIFY(dialog.isVisible() || dialog.result() != QDialog::Accepted);
    QVERIFY2(dialog.errorLabel()->text().contains(QStringLiteral("already used")),
             qPrintable(dialog.errorLabel()->text()));
    QCOMPARE(dialog.markedKeys(), QStringList{QStringLiteral("id")});
}

void TstSystemEditDialog::unparsedNumberNamesTheField() {
    SystemEditDialog dialog(setupFor(SystemEditDialog::Mode::Edit, board()));
    dialog.figureRow(SystemField::HostMemoryGb)->valueEdit()->setText(QStringLiteral("lots"));
    const QStringList errors = dialog.validationErrors();
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.constFirst().contains(QStringLiteral("host_memory_gb")),
             qPrintable(errors.constFirst()));
}

QTEST_MAIN(TstSystemEditDialog)
#include "tst_systemeditdialog.moc"
