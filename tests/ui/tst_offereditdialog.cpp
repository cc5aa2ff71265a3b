// The offer dialog: a new offer with its id made from its identity, validation shown at the
// field at fault, and a recorded price that keeps the offer's history (listed in the dialog).
#include "domain/offer.h"
#include "editing/offereditdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QTreeWidget>

using namespace chipatlas;

namespace {
const QDate kToday(2026, 12, 1);

Offer storedOffer() {
    Offer offer;
    offer.provider = QStringLiteral("AWS");
    offer.region = QStringLiteral("us-east-1");
    offer.instance = QStringLiteral("p5.48xlarge");
    offer.targetId = QStringLiteral("nvidia-h100-sxm");
    offer.chips = 8;
    offer.origin = Origin::BuiltIn;
    offer.id = offerId(offer.provider, offer.region, offer.instance, Pricing::OnDemand);
    OfferPrice price;
    price.perInstanceHour = 55.04;
    price.seen = QDate(2026, 8, 26);
    price.source = QStringLiteral("https://example.invalid/p5");
    price.origin = Origin::BuiltIn;
    offer.prices = {price};
    return offer;
}

OfferEditDialog::Setup newOfferSetup() {
    OfferEditDialog::Setup setup;
    setup.offer.targetId = QStringLiteral("nvidia-hgx-h100-8gpu");
    setup.offer.chips = 8;
    setup.targetName = QStringLiteral("NVIDIA HGX H100 8-GPU (nvidia-hgx-h100-8gpu)");
    setup.today = kToday;
    return setup;
}
} // namespace

class TstOfferEditDialog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void newOfferTakesItsIdFromItsIdentity();
    void refusesInvalidAtTheField();
    void recordPriceKeepsHistory();
};

void TstOfferEditDialog::newOfferTakesItsIdFromItsIdentity() {
    OfferEditDialog dialog(newOfferSetup());
    QVERIFY(!dialog.historyView()->isVisibleTo(&dialog));
    QTest::keyClicks(dialog.providerEdit(), QStringLiteral("Lambda"));
    QTest::keyClicks(dialog.instanceEdit(), QStringLiteral("gpu_8x_h100_sxm5"));
    dialog.regionEdit()->clear();
    dialog.pricingCombo()->setCurrentIndex(dialog.pricingCombo()->findData(QStringLiteral("spot")));
    QTest::keyClicks(dialog.priceEdit(), QStringLiteral("23.92"));
    QTest::keyClicks(dialog.sourceEdit(), QStringLiteral("quote, ref 1234"));
    QVERIFY2(dialog.validationErrors().isEmpty(),
             qPrintable(dialog.validationErrors().join(QLatin1Char(';'))));
    QSignalSpy accepted(&dialog, &QDialog::accepted);
    dialog.okButton()->click();
    QCOMPARE(accepted.count(), 1);

    const Offer offer = dialog.offer();
    QCOMPARE(offer.id, offerId(QStringLiteral("Lambda"), QString(),
                               QStringLiteral("gpu_8x_h100_sxm5"), Pricing::Spot));
    QCOMPARE(offer.targetId, QStringLiteral("nvidia-hgx-h100-8gpu"));
    QCOMPARE(offer.chips, 8);
    QCOMPARE(offer.origin, Origin::User);
    QCOMPARE(offer.prices.size(), 1);
    QCOMPARE(offer.prices.constFirst().perInstanceHour, 23.92);
    QCOMPARE(offer.prices.constFirst().currency, QStringLiteral("USD"));
    QCOMPARE(offer.prices.constFirst().seen, kToday);
    QCOMPARE(offer.prices.constFirst().origin, Origin::User);
    QCOMPARE(offer.perChipHour().value_or(0), 23.92 / 8);
}

void TstOfferEditDialog::refusesInvalidAtTheField() {
    OfferEditDialog dialog(newOfferSetup());
    QSignalSpy accepted(&dialog, &QDialog::accepted);
    // No provider, no instance, no price, a bad currency.
    dialog.currencyEdit()->setText(QStringLiteral("us"));
    dialog.okButton()->click();
    QCOMPARE(accepted.count(), 0);
    const QString errors = dialog.errorLabel()->text();
    QVERIFY2(errors.contains(QStringLiteral("per_instance_hour")), qPrintable(errors));
    const QStringList marked = dialog.markedKeys();
    QVERIFY2(marked.contains(QStringLiteral("per_instance_hour")),
             qPrintable(marked.join(QLatin1Char(','))));
    QVERIFY2(marked.contains(QStringLiteral("provider")),
             qPrintable(marked.join(QLatin1Char(','))));
    QVERIFY(!dialog.priceEdit()->styleSheet().isEmpty());

    // A price that does not parse says so, at the price.
    dialog.priceEdit()->setText(QStringLiteral("cheap"));
    QVERIFY(dialog.errorLabel()->text().contains(QStringLiteral("per_instance_hour")));
    QVERIFY(!dialog.price());

    // An undated price must say how its source dates it.
    dialog.undatedCheck()->setChecked(true);
    QVERIFY(dialog.markedKeys().contains(QStringLiteral("seen_note")));
    QVERIFY(!dialog.seenEdit()->isEnabled());
}

void TstOfferEditDialog::recordPriceKeepsHistory() {
    OfferEditDialog::Setup setup;
    setup.mode = OfferEditDialog::Mode::RecordPrice;
    setup.offer = storedOffer();
    setup.targetName = QStringLiteral("NVIDIA H100 SXM");
    setup.today = kToday;
    OfferEditDialog dialog(setup);
    // The identity stays; the history is shown.
    QVERIFY(dialog.providerEdit()->isReadOnly());
    QVERIFY(!dialog.pricingCombo()->isEnabled());
    QVERIFY(dialog.historyView()->isVisibleTo(&dialog));
    QCOMPARE(dialog.historyView()->topLevelItemCount(), 1);
    QVERIFY(dialog.historyView()->topLevelItem(0)->text(0).contains(QStringLiteral("55.04")));
    QCOMPARE(dialog.historyView()->topLevelItem(0)->text(2),
             priceAgeText(storedOffer().prices.constFirst(), kToday));

    QTest::keyClicks(dialog.priceEdit(), QStringLiteral("49.5"));
    QSignalSpy accepted(&dialog, &QDialog::accepted);
    dialog.okButton()->click();
    QCOMPARE(accepted.count(), 1);
    const Offer offer = dialog.offer();
    QCOMPARE(offer.id, storedOffer().id);
    QCOMPARE(offer.prices.size(), 2);
    // The old price stays, with its date and origin; the new one is current.
    QCOMPARE(offer.prices.at(0), storedOffer().prices.constFirst());
    QCOMPARE(offer.current()->perInstanceHour, 49.5);
    QCOMPARE(offer.current()->seen, kToday);
    QCOMPARE(offer.current()->origin, Origin::User);
}

QTEST_MAIN(TstOfferEditDialog)
#include "tst_offereditdialog.moc"
