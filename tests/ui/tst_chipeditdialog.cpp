// The chip and model edit dialogs: validation names the field and what is wrong, numbers are
// read in the user's locale, and what the user did not touch stays exactly as stored.

#include "editing/chipeditdialog.h"
#include "editing/figureattributesedit.h"
#include "editing/figureedit.h"
#include "editing/modeleditdialog.h"
#include "io/catalogjson.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>
#include <QToolButton>

using namespace chipatlas;

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");

Chip builtIn(const QString& id) {
    QString problem;
    const std::optional<ChipCatalogFile> file = builtInChips(&problem);
    for (const Chip& chip : file->chips) {
        if (chip.id == id)
            return chip;
    }
    return {};
}

ChipEditDialog::Setup editSetup() {
    ChipEditDialog::Setup setup;
    setup.mode = ChipEditDialog::Mode::Edit;
    setup.chip = builtIn(kH100);
    setup.builtIn = setup.chip;
    return setup;
}

void setStatus(FigureRowEditor* row, FigureStatus status) {
    row->statusCombo()->setCurrentIndex(row->statusCombo()->findData(statusKey(status)));
}

void selectData(QComboBox* combo, const QString& key) {
    QVERIFY(combo);
    const int index = combo->findData(key);
    QVERIFY(index >= 0);
    combo->setCurrentIndex(index);
}

// Opens the row's attributes with its More button, from the keyboard.
void openAttributes(FigureRowEditor* row) {
    QToolButton* more = row->moreButton();
    QVERIFY(more && row->attributes());
    QVERIFY(more->focusPolicy() & Qt::TabFocus);
    if (!more->isChecked())
        QTest::keyClick(more, Qt::Key_Space);
    QVERIFY(more->isChecked());
    QVERIFY(row->attributes()->panel()->isVisible());
}

void setRange(FigureRowEditor* row, const QString& low, const QString& high) {
    FigureAttributesEditor* attributes = row->attributes();
    attributes->rangeLowEdit()->clear();
    QTest::keyClicks(attributes->rangeLowEdit(), low);
    attributes->rangeHighEdit()->clear();
    QTest::keyClicks(attributes->rangeHighEdit(), high);
}
} // namespace

class TestChipEditDialog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void untouchedChipStaysExact();
    void validationNamesTheField_data();
    void validationNamesTheField();
    void duplicateIdIsRefused();
    void germanNumbers();
    void figureWithStatusSourceAndNote();
    void attributesSurviveAnEdit();
    void editAttributes();
    void rangeProblemsAreNamed_data();
    void rangeProblemsAreNamed();
    void attributeWidgetsOnlyWhereTaken();
    void revertFigureToBuiltIn();
    void newAndDuplicateIds();
    void modelDialog();
};

void TestChipEditDialog::initTestCase() {
    QLocale::setDefault(QLocale::c());
}

void TestChipEditDialog::cleanup() {
    QLocale::setDefault(QLocale::c());
}

void TestChipEditDialog::untouchedChipStaysExact() {
    const ChipEditDialog::Setup setup = editSetup();
    ChipEditDialog dialog(setup);
    QVERIFY(dialog.idEdit()->isReadOnly());
    QCOMPARE(dialog.chip(), setup.chip);
    QVERIFY(dialog.validationErrors().isEmpty());
    QVERIFY(dialog.revertedFields().isEmpty());
    for (const FieldSpec& info : allFields())
        QCOMPARE(dialog.figureRow(chipField(info))->field(), chipField(info));
    // Nothing to revert while every figure is the built-in one.
    QVERIFY(!dialog.figureRow(Field::TdpW)->revertButton()->isEnabled());
}

void TestChipEditDialog::validationNamesTheField_data() {
    QTest::addColumn<QString>("widget");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("negative TDP") << "tdp_w_value"
                                  << "-5"
                                  << "TDP (tdp_w): -5 W is negative";
    QTest::newRow("zero TDP") << "tdp_w_value"
                              << "0"
                              << "TDP (tdp_w): 0 W is zero";
    QTest::newRow("not a number") << "tdp_w_value"
                                  << "12abc"
                                  << "TDP (tdp_w): \"12abc\" is not a number";
    QTest::newRow("NaN") << "bf16_tflops_dense_value"
                         << "nan"
                         << "BF16 dense (bf16_tflops_dense): \"nan\" is not a finite number";
    QTest::newRow("infinite") << "bf16_tflops_dense_value"
                              << "inf"
                              << "BF16 dense (bf16_tflops_dense): \"inf\" is not a finite number";
    QTest::newRow("absurd TFLOPS") << "bf16_tflops_dense_value"
                                   << "1e7"
                                   << "(bf16_tflops_dense): 10000000 TFLOPS is above the maximum";
    QTest::newRow("1e400") << "tdp_w_value"
                           << "1e400"
                           << "TDP (tdp_w): \"1e400\" is not a number";
    QTest::newRow("absurd TDP") << "tdp_w_value"
                                << "150000"
                                << "TDP (tdp_w): 150000 W is above the maximum";
    QTest::newRow("bad date") << "released_value"
                              << "2024-13"
                              << "(released): \"2024-13\"";
    QTest::newRow("no id") << "chipIdEdit"
                           << ""
                           << "ID (id): an id is required";
    QTest::newRow("bad id") << "chipIdEdit"
                            << "Acme X1"
                            << "ID (id): \"Acme X1\" is not a valid id";
    QTest::newRow("no vendor") << "chipVendorEdit"
                               << ""
                               << "Vendor (vendor): a vendor is required";
    QTest::newRow("no name") << "chipNameEdit"
                             << " "
                             << "Name (name): a name is required";
}

void TestChipEditDialog::validationNamesTheField() {
    QFETCH(QString, widget);
    QFETCH(QString, text);
    QFETCH(QString, message);
    ChipEditDialog::Setup setup = editSetup();
    setup.mode = ChipEditDialog::Mode::Duplicate; // the id can change
    ChipEditDialog dialog(setup);
    dialog.show();
    auto* edit = dialog.findChild<QLineEdit*>(widget);
    QVERIFY(edit);
    edit->clear();
    QTest::keyClicks(edit, text);

    dialog.okButton()->click(); // refused
    QVERIFY(dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QVERIFY(dialog.errorLabel()->isVisible());
    QVERIFY2(dialog.errorLabel()->text().contains(message),
             qPrintable(dialog.errorLabel()->text()));

    // Fixed, the problem goes away as the user types.
    edit->setText(setup.chip.figure(Field::TdpW).hasValue() &&
                          widget == QLatin1String("tdp_w_value")
                      ? FigureRowEditor::formatNumber(setup.chip.figure(Field::TdpW).number())
                      : QString());
    if (widget == QLatin1String("chipIdEdit"))
        edit->setText(QStringLiteral("acme-x1"));
    else if (widget == QLatin1String("chipVendorEdit") || widget == QLatin1String("chipNameEdit"))
        edit->setText(QStringLiteral("Acme"));
    QVERIFY2(!dialog.errorLabel()->text().contains(message),
             qPrintable(dialog.errorLabel()->text()));
}

void TestChipEditDialog::duplicateIdIsRefused() {
    ChipEditDialog::Setup setup = editSetup();
    setup.mode = ChipEditDialog::Mode::Duplicate;
    setup.idTaken = [](const QString& id) { return id == kH100; };
    ChipEditDialog dialog(setup);
    QCOMPARE(dialog.idEdit()->text(), kH100 + QStringLiteral("-copy"));
    QVERIFY(dialog.validationErrors().isEmpty());
    dialog.idEdit()->setText(kH100);
    const QStringList errors = dialog.validationErrors();
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.constFirst().startsWith(QStringLiteral("ID (id): \"nvidia-h100-sxm\" is "
                                                           "already used")),
             qPrintable(errors.constFirst()));
}

void TestChipEditDialog::germanNumbers() {
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    ChipEditDialog dialog(editSetup());
    FigureRowEditor* row = dialog.figureRow(Field::Fp64Tflops);
    row->valueEdit()->clear();
    QTest::keyClicks(row->valueEdit(), QStringLiteral("1,5"));
    QCOMPARE(dialog.chip().figure(Field::Fp64Tflops).number(), 1.5);
    // The C form pasted from elsewhere works too, and a stored value shows in German.
    row->valueEdit()->setText(QStringLiteral("2.25"));
    QCOMPARE(dialog.chip().figure(Field::Fp64Tflops).number(), 2.25);
    QCOMPARE(FigureRowEditor::formatNumber(1307.4), QStringLiteral("1307,4"));
}

// Editing a figure's note keeps its printed unit, configuration, range and link scope as stored,
// and the figures that have them open their attributes by themselves.
void TestChipEditDialog::attributesSurviveAnEdit() {
    ChipEditDialog::Setup setup = editSetup();
    setup.chip = builtIn(QStringLiteral("intel-gaudi3"));
    setup.builtIn = setup.chip;
    const Figure stored = setup.chip.figure(Field::TdpW);
    QCOMPARE(stored.rangeHigh, std::optional<double>(1200.0));
    ChipEditDialog dialog(setup);
    FigureRowEditor* row = dialog.figureRow(Field::TdpW);
    row->noteEdit()->setText(QStringLiteral("our note"));
    const Figure edited = dialog.chip().figure(Field::TdpW);
    QCOMPARE(edited.note, QStringLiteral("our note"));
    QCOMPARE(edited.configuration, stored.configuration);
    QCOMPARE(edited.rangeLow, stored.rangeLow);
    QCOMPARE(edited.rangeHigh, stored.rangeHigh);
    QCOMPARE(dialog.chip().figure(Field::MemoryGb), setup.chip.figure(Field::MemoryGb));
    QCOMPARE(dialog.chip().figure(Field::MemoryGb).printedUnit, PrintedUnit::Decimal);
    QCOMPARE(dialog.chip().figure(Field::InterconnectBwGbs).linkScope, LinkScope::ChipToChip);

    dialog.show();
    QVERIFY(row->moreButton()->isChecked());
    QVERIFY(row->attributes()->panel()->isVisible());
    QCOMPARE(row->attributes()->configurationEdit()->text(), stored.configuration);
    QCOMPARE(row->attributes()->rangeHighEdit()->text(), QStringLiteral("1200"));
    QCOMPARE(dialog.figureRow(Field::MemoryGb)->attributes()->printedUnitCombo()->currentData(),
             QVariant(printedUnitKey(PrintedUnit::Decimal)));
    // A figure without attributes stays closed.
    QVERIFY(!dialog.figureRow(Field::Fp64Tflops)->moreButton()->isChecked());
    QVERIFY(!dialog.figureRow(Field::Fp64Tflops)->attributes()->panel()->isVisible());
}

// GiB on the memory, a configuration and a range (in the user's locale) on the TDP, host to chip
// on the link: the chip carries them, and the figures show as edited to the catalog editor.
void TestChipEditDialog::editAttributes() {
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const ChipEditDialog::Setup setup = editSetup();
    QCOMPARE(setup.chip.figure(Field::TdpW).number(), 700.0);
    ChipEditDialog dialog(setup);
    dialog.show();

    FigureRowEditor* memory = dialog.figureRow(Field::MemoryGb);
    openAttributes(memory);
    selectData(memory->attributes()->printedUnitCombo(), printedUnitKey(PrintedUnit::Binary));
    QCOMPARE(memory->attributes()->printedUnitCombo()->currentText(), QStringLiteral("GiB"));
    QCOMPARE(dialog.figureRow(Field::MemoryBwGbs)->attributes()->printedUnitCombo()->itemText(2),
             QStringLiteral("GiB/s"));

    FigureRowEditor* tdp = dialog.figureRow(Field::TdpW);
    openAttributes(tdp);
    QTest::keyClicks(tdp->attributes()->configurationEdit(), QStringLiteral("liquid-cooled"));
    setRange(tdp, QStringLiteral("612,5"), QStringLiteral("700"));

    FigureRowEditor* link = dialog.figureRow(Field::InterconnectBwGbs);
    openAttributes(link);
    selectData(link->attributes()->linkScopeCombo(), linkScopeKey(LinkScope::HostToChip));

    QVERIFY2(dialog.validationErrors().isEmpty(),
             qPrintable(dialog.validationErrors().join(QLatin1Char('\n'))));
    const Chip chip = dialog.chip();
    QCOMPARE(chip.figure(Field::MemoryGb).printedUnit, PrintedUnit::Binary);
    QCOMPARE(chip.figure(Field::MemoryGb).value, setup.chip.figure(Field::MemoryGb).value);
    QCOMPARE(chip.figure(Field::TdpW).configuration, QStringLiteral("liquid-cooled"));
    QCOMPARE(chip.figure(Field::TdpW).rangeLow, std::optional<double>(612.5));
    QCOMPARE(chip.figure(Field::TdpW).rangeHigh, std::optional<double>(700.0));
    QCOMPARE(chip.figure(Field::InterconnectBwGbs).linkScope, LinkScope::HostToChip);
    // Only the three figures changed; each offers Revert like a value edit.
    for (const FieldSpec& info : allFields()) {
        const Field field = chipField(info);
        const bool touched =
            field == Field::MemoryGb || field == Field::TdpW || field == Field::InterconnectBwGbs;
        QCOMPARE(chip.figure(field) == setup.chip.figure(field), !touched);
    }
    QVERIFY(tdp->revertButton()->isEnabled());
    dialog.okButton()->click();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));

    // Emptied again, the range is gone.
    ChipEditDialog again(setup);
    FigureRowEditor* tdpAgain = again.figureRow(Field::TdpW);
    setRange(tdpAgain, QStringLiteral("600"), QStringLiteral("700"));
    setRange(tdpAgain, QString(), QString());
    QCOMPARE(again.chip().figure(Field::TdpW), setup.chip.figure(Field::TdpW));
}

void TestChipEditDialog::rangeProblemsAreNamed_data() {
    QTest::addColumn<QString>("low");
    QTest::addColumn<QString>("high");
    QTest::addColumn<QString>("message");
    QTest::newRow("excludes the value")
        << "800"
        << "900"
        << "TDP (tdp_w): the range 800 to 900 W does not contain the value 700 W";
    QTest::newRow("one end") << "600"
                             << ""
                             << "TDP (tdp_w): a range needs both ends, low and high";
    QTest::newRow("not a number") << "6o0"
                                  << "700"
                                  << "TDP (tdp_w): the low end of the range:";
    QTest::newRow("negative") << "-5"
                              << "700"
                              << "TDP (tdp_w): -5 W is negative";
}

// A range that cannot stand is refused with the field and the problem, like a bad value.
void TestChipEditDialog::rangeProblemsAreNamed() {
    QFETCH(QString, low);
    QFETCH(QString, high);
    QFETCH(QString, message);
    ChipEditDialog dialog(editSetup());
    dialog.show();
    FigureRowEditor* tdp = dialog.figureRow(Field::TdpW);
    openAttributes(tdp);
    setRange(tdp, low, high);
    dialog.okButton()->click(); // refused
    QVERIFY(dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QVERIFY2(dialog.errorLabel()->isVisible() && dialog.errorLabel()->text().contains(message),
             qPrintable(dialog.errorLabel()->text()));
    // Fixed, the problem goes away as the user types.
    setRange(tdp, QStringLiteral("650"), QStringLiteral("700"));
    QVERIFY2(dialog.errorLabel()->text().isEmpty(), qPrintable(dialog.errorLabel()->text()));
}

// Each figure offers exactly the attributes its field takes (field.h); a text or date field has
// no More button at all.
void TestChipEditDialog::attributeWidgetsOnlyWhereTaken() {
    ChipEditDialog dialog(editSetup());
    for (const FieldSpec& info : allFields()) {
        const Field field = chipField(info);
        const FigureRowEditor* row = dialog.figureRow(field);
        const FigureAttributesEditor* attributes = row->attributes();
        const bool any =
            takesPrintedUnit(field) || takesLinkScope(field) || takesConfigurationAndRange(field);
        QCOMPARE(row->moreButton() != nullptr, any);
        QCOMPARE(attributes != nullptr, any);
        if (!attributes)
            continue;
        QCOMPARE(attributes->printedUnitCombo() != nullptr, takesPrintedUnit(field));
        QCOMPARE(attributes->linkScopeCombo() != nullptr, takesLinkScope(field));
        QCOMPARE(attributes->configurationEdit() != nullptr, takesConfigurationAndRange(field));
        QCOMPARE(attributes->rangeLowEdit() != nullptr, takesConfigurationAndRange(field));
    }
    QVERIFY(!dialog.figureRow(Field::Released)->moreButton());
    QVERIFY(!dialog.figureRow(Field::TdpW)->attributes()->printedUnitCombo());
    QVERIFY(!dialog.figureRow(Field::TdpW)->attributes()->linkScopeCombo());
    QVERIFY(!dialog.figureRow(Field::MemoryGb)->attributes()->linkScopeCombo());
    QVERIFY(!dialog.findChild<QComboBox*>(QStringLiteral("tdp_w_printed_unit")));
    QVERIFY(dialog.findChild<QComboBox*>(QStringLiteral("interconnect_bw_gbs_link_scope")));
}

void TestChipEditDialog::figureWithStatusSourceAndNote() {
    ChipEditDialog dialog(editSetup());
    FigureRowEditor* row = dialog.figureRow(Field::TransistorsBillion);
    row->valueEdit()->clear();
    QTest::keyClicks(row->valueEdit(), QStringLiteral("x"));
    QTest::keyClick(row->valueEdit(), Qt::Key_Backspace);
    // Cleared, the figure becomes unknown; typed, published.
    QCOMPARE(row->statusCombo()->currentData().toString(), QStringLiteral("unknown"));
    QTest::keyClicks(row->valueEdit(), QStringLiteral("80"));
    QCOMPARE(row->statusCombo()->currentData().toString(), QStringLiteral("published"));
    setStatus(row, FigureStatus::Computed);
    row->sourceEdit()->setText(QStringLiteral("https://lab.example/die"));
    row->noteEdit()->setText(QStringLiteral("die photo count"));
    const Figure figure = dialog.chip().figure(Field::TransistorsBillion);
    QCOMPARE(figure.number(), 80.0);
    QCOMPARE(figure.status, FigureStatus::Computed);
    QCOMPARE(figure.source, QStringLiteral("https://lab.example/die"));
    QCOMPARE(figure.note, QStringLiteral("die photo count"));

    // A value with a missing status is named.
    setStatus(row, FigureStatus::NotPublished);
    QVERIFY(dialog.validationErrors()
                .join(QLatin1Char('\n'))
                .contains(QStringLiteral("(transistors_billion): a figure with a value must be")));
}

void TestChipEditDialog::revertFigureToBuiltIn() {
    ChipEditDialog::Setup setup = editSetup();
    setup.chip.figure(Field::TdpW).value = 650.0;
    setup.editedFields = {Field::TdpW};
    ChipEditDialog dialog(setup);
    FigureRowEditor* row = dialog.figureRow(Field::TdpW);
    QVERIFY(row->label()->font().bold());
    QVERIFY(row->revertButton()->isEnabled());
    QVERIFY(!dialog.figureRow(Field::MemoryGb)->label()->font().bold());
    row->revertButton()->click();
    QCOMPARE(dialog.chip().figure(Field::TdpW), setup.builtIn->figure(Field::TdpW));
    QCOMPARE(dialog.revertedFields(), QList<Field>{Field::TdpW});
    QVERIFY(!row->label()->font().bold());
    // Changed again, it is no longer a revert.
    row->noteEdit()->setText(QStringLiteral("again"));
    QVERIFY(dialog.revertedFields().isEmpty());
}

void TestChipEditDialog::newAndDuplicateIds() {
    ChipEditDialog::Setup setup;
    ChipEditDialog dialog(setup);
    QVERIFY(!dialog.idEdit()->isReadOnly());
    QCOMPARE(dialog.chip().origin, Origin::User);
    const QString errors = dialog.validationErrors().join(QLatin1Char('\n'));
    QVERIFY(errors.contains(QStringLiteral("ID (id): an id is required")));
    QVERIFY(errors.contains(QStringLiteral("Vendor (vendor): a vendor is required")));
    QVERIFY(errors.contains(QStringLiteral("Name (name): a name is required")));

    // CHIPATLAS_GRAB_DIR=/tmp saves the dialog, to look at it.
    if (const QString dir = qEnvironmentVariable("CHIPATLAS_GRAB_DIR"); !dir.isEmpty()) {
        ChipEditDialog::Setup edit = editSetup();
        edit.chip.figure(Field::TdpW).value = 650.0;
        edit.editedFields = {Field::TdpW};
        ChipEditDialog shown(edit);
        shown.show();
        shown.figureRow(Field::TdpW)->valueEdit()->setText(QStringLiteral("-5"));
        shown.okButton()->click();
        QTest::qWait(50);
        QVERIFY(shown.grab().save(dir + QStringLiteral("/chipeditdialog.png")));
    }
}

void TestChipEditDialog::modelDialog() {
    QString problem;
    const LlmModel model = builtInModels(&problem)->models.constFirst();
    ModelEditDialog dialog(ModelEditDialog::Mode::Edit, model, {});
    QCOMPARE(dialog.model(), model);
    QVERIFY(dialog.validationErrors().isEmpty());
    auto* layers = qobject_cast<QLineEdit*>(dialog.editor(ModelField::NumLayers));
    QVERIFY(layers && qobject_cast<QLineEdit*>(dialog.editor(ModelField::Id))->isReadOnly());
    layers->setText(QStringLiteral("-3"));
    dialog.okButton()->click();
    QVERIFY2(dialog.errorLabel()->text().contains(QStringLiteral("Layers (num_layers): -3 is "
                                                                 "negative")),
             qPrintable(dialog.errorLabel()->text()));
    layers->setText(QStringLiteral("2.5"));
    QVERIFY2(dialog.errorLabel()->text().contains(QStringLiteral("num_layers: \"2.5\" is not a "
                                                                 "whole number")),
             qPrintable(dialog.errorLabel()->text()));
    layers->setText(QStringLiteral("64"));
    QCOMPARE(dialog.model().value(ModelField::NumLayers), QVariant(qint64(64)));
    QVERIFY(dialog.validationErrors().isEmpty());

    ModelEditDialog fresh(ModelEditDialog::Mode::New, LlmModel{},
                          [&](const QString& id) { return id == model.id(); });
    qobject_cast<QLineEdit*>(fresh.editor(ModelField::Id))->setText(model.id());
    qobject_cast<QLineEdit*>(fresh.editor(ModelField::Name))->setText(QStringLiteral("Copy"));
    QVERIFY(fresh.validationErrors()
                .join(QLatin1Char('\n'))
                .contains(QStringLiteral("is already "
                                         "used")));
}

QTEST_MAIN(TestChipEditDialog)
#include "tst_chipeditdialog.moc"
