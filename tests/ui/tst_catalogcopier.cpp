// File > Copy Catalog To... / From... offscreen: the other catalog opened on the session's
// worker, the preview with its button naming the target, the copy written there in one
// transaction, and a copy into the open catalog as one undo step. The other catalog is named
// by a CatalogConnection only, so that the same test runs against a team server.
#include "application/catalogsession.h"
#include "application/pricing.h"
#include "catalogwrites.h"
#include "storage/catalog.h"
#include "transfer/catalogcopier.h"
#include "transfer/catalogpickdialog.h"
#include "transfer/importpreviewdialog.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace chipatlas;

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");
const QString kNew = QStringLiteral("acme-1");
const QString kModel = QStringLiteral("my-model");

ChipPrice price(const QString& chipId, double usd) {
    return {chipId, usd, QDate(2026, 3, 1), QStringLiteral("quote")};
}

CatalogCopier::Outcome outcomeOf(const QSignalSpy& spy) {
    return spy.constLast().constFirst().value<CatalogCopier::Outcome>();
}

std::optional<double> snapshotPrice(const CatalogSnapshot& snapshot, const QString& chipId) {
    const std::optional<ChipPrice> stored = snapshot.price(chipId);
    return stored ? std::optional<double>(stored->usdPerChipHour) : std::nullopt;
}
} // namespace

class TstCatalogCopier : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void copyToOtherThroughPreview();
    void copyFromOtherIsUndoable();
    void nothingToCopy();
    void refusesTheOpenCatalog();
    void unreadableOtherFails();
    void pickDialog();

private:
    CatalogConnection otherConnection(const QString& name) const {
        return CatalogConnection::sqliteFile(m_dir->filePath(name));
    }
    // The user's things in `catalog`: an edited built-in chip, a new chip with a price, a new
    // model.
    static bool addUserItems(Catalog& catalog, double newChipPrice);

    std::unique_ptr<QTemporaryDir> m_dir;
    CatalogConnection m_connection;
    std::unique_ptr<CatalogSession> m_session;
};

void TstCatalogCopier::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QLocale::setDefault(QLocale::c());
}

void TstCatalogCopier::init() {
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_connection = otherConnection(QStringLiteral("open.sqlite"));
    m_session = std::make_unique<CatalogSession>();
    StorageError error;
    QVERIFY2(m_session->open(m_connection, &error), qPrintable(error.message));
    m_session->reload();
    QTRY_VERIFY(!m_session->isBusy());
}

void TstCatalogCopier::cleanup() {
    m_session.reset();
    m_dir.reset();
}

bool TstCatalogCopier::addUserItems(Catalog& catalog, double newChipPrice) {
    Chip h100 = *catalog.chips().find(kH100, nullptr);
    h100.figure(Field::TdpW).value = 650.0;
    Chip added = h100;
    added.id = kNew;
    added.name = QStringLiteral("Acme 1");
    added.origin = Origin::User;
    LlmModel model = catalog.models().all(nullptr).first();
    model.value(ModelField::Id) = kModel;
    model.value(ModelField::Name) = QStringLiteral("My model");
    StorageError error;
    const bool ok = testwrites::editChips(catalog, {h100, added}, &error) &&
                    testwrites::saveModels(catalog, {model}, &error) &&
                    catalog.prices().set(price(kNew, newChipPrice), &error) &&
                    catalog.prices().set(price(kH100, 2.0), &error);
    if (!ok)
        qWarning("cannot fill the catalog: %s", qPrintable(error.message));
    return ok;
}

void TstCatalogCopier::copyToOtherThroughPreview() {
    // The open catalog gets the user's things through a second connection to its file.
    {
        StorageError error;
        const std::unique_ptr<Catalog> open = Catalog::open(m_connection, {}, &error);
        QVERIFY2(open, qPrintable(error.message));
        QVERIFY(addUserItems(*open, 1.5));
    }
    m_session->reload();
    QTRY_VERIFY(!m_session->isBusy());
    QVERIFY(m_session->snapshot().chip(kNew));

    const CatalogConnection other = otherConnection(QStringLiteral("team.sqlite"));
    CatalogCopier copier(m_session.get(), nullptr);
    QSignalSpy finished(&copier, &CatalogCopier::finished);
    QSignalSpy status(&copier, &CatalogCopier::statusMessage);
    QString buttonText;
    QString outcomeText;
    bool extrasShown = false;
    // The preview opens modally: read it, then click its button.
    QTimer poll;
    connect(&poll, &QTimer::timeout, this, [&] {
        for (QWidget* widget : QApplication::topLevelWidgets()) {
            auto* preview = qobject_cast<ImportPreviewDialog*>(widget);
            if (!preview || !preview->isVisible())
                continue;
            poll.stop();
            buttonText = preview->importButton()->text();
            outcomeText = preview->outcomeLabel()->text();
            extrasShown = preview->extrasLabel()->isVisible() &&
                          preview->extrasLabel()->text().contains(QStringLiteral("1 new"));
            QTest::mouseClick(preview->importButton(), Qt::LeftButton);
        }
    });
    poll.start(20);
    QVERIFY(copier.start(CatalogCopier::Direction::ToOther, other, {}, std::nullopt));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
    QCOMPARE(outcomeOf(finished), CatalogCopier::Outcome::Copied);
    QCOMPARE(buttonText,
             QStringLiteral("Copy 1 new and 1 changed chips to %1").arg(other.displayText()));
    QVERIFY2(outcomeText.contains(QStringLiteral("cannot be undone")), qPrintable(outcomeText));
    QVERIFY(extrasShown);
    // The status bar names every kind the copy can write, as chipatlas-cli copy does.
    QVERIFY(!status.isEmpty());
    QCOMPARE(status.constLast().constFirst().toString(),
             QStringLiteral("Copied 2 chips, 1 LLM model, 2 prices, 0 systems, 0 offers, 0 results "
                            "and 0 scenarios to %1.")
                 .arg(other.displayText()));
    // Written there, not an undo step here.
    QCOMPARE(m_session->history()->count(), 0);
    StorageError error;
    const std::unique_ptr<Catalog> team = Catalog::open(other, {}, &error);
    QVERIFY2(team, qPrintable(error.message));
    QCOMPARE(team->chips().find(kH100, nullptr)->figure(Field::TdpW).number(), 650.0);
    QVERIFY(team->chips().find(kNew, nullptr));
    QVERIFY(team->models().find(kModel, nullptr));
    QCOMPARE(team->prices().find(kNew, nullptr)->usdPerChipHour, 1.5);
    QCOMPARE(team->prices().find(kH100, nullptr)->usdPerChipHour, 2.0);
}

void TstCatalogCopier::copyFromOtherIsUndoable() {
    const CatalogConnection other = otherConnection(QStringLiteral("team.sqlite"));
    {
        StorageError error;
        const std::unique_ptr<Catalog> team = Catalog::open(other, {}, &error);
        QVERIFY2(team, qPrintable(error.message));
        QVERIFY(addUserItems(*team, 3.25));
    }
    // The open catalog has its own price for the H100: the copy changes it, Undo puts it back.
    m_session->change(this, QString(), [](Catalog& catalog) {
        return setChipPrice(catalog, QStringLiteral("set price"), kH100, price(kH100, 9.0));
    });
    QTRY_VERIFY(!m_session->isBusy());
    QCOMPARE(snapshotPrice(m_session->snapshot(), kH100), 9.0);
    const int chips = m_session->snapshot().chipCount();

    CatalogCopier copier(m_session.get(), nullptr);
    copier.setInteractive(false);
    QSignalSpy finished(&copier, &CatalogCopier::finished);
    QVERIFY(copier.start(CatalogCopier::Direction::FromOther, other, {}, ImportChoices{}));
    QVERIFY(!copier.start(CatalogCopier::Direction::FromOther, other, {}, ImportChoices{}));
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(outcomeOf(finished), CatalogCopier::Outcome::Copied);
    QTRY_VERIFY(!m_session->isBusy());
    const CatalogSnapshot& copied = m_session->snapshot();
    QCOMPARE(copied.chipCount(), chips + 1);
    QCOMPARE(copied.chip(kH100)->figure(Field::TdpW).number(), 650.0);
    QVERIFY(copied.model(kModel));
    QCOMPARE(snapshotPrice(copied, kH100), 2.0);
    QCOMPARE(snapshotPrice(copied, kNew), 3.25);

    ChangeHistory* stack = m_session->history();
    QCOMPARE(stack->count(), 2);
    QCOMPARE(stack->undoText(), QStringLiteral("Copy from %1").arg(other.displayText()));
    stack->undo();
    QTRY_VERIFY(!m_session->isBusy());
    const CatalogSnapshot& undone = m_session->snapshot();
    QCOMPARE(undone.chipCount(), chips);
    QVERIFY(!undone.chip(kNew));
    QVERIFY(!undone.model(kModel));
    QCOMPARE(undone.chip(kH100)->figure(Field::TdpW).number(), 700.0);
    QCOMPARE(snapshotPrice(undone, kH100), 9.0);
    QCOMPARE(snapshotPrice(undone, kNew), std::nullopt);

    stack->redo();
    QTRY_VERIFY(!m_session->isBusy());
    QCOMPARE(m_session->snapshot().chipCount(), chips + 1);
    QCOMPARE(snapshotPrice(m_session->snapshot(), kH100), 2.0);
    QCOMPARE(snapshotPrice(m_session->snapshot(), kNew), 3.25);
    QVERIFY(m_session->snapshot().model(kModel));
}

void TstCatalogCopier::nothingToCopy() {
    // A new catalog holds the built-in catalog, as the open one does.
    CatalogCopier copier(m_session.get(), nullptr);
    copier.setInteractive(false);
    QSignalSpy finished(&copier, &CatalogCopier::finished);
    QSignalSpy status(&copier, &CatalogCopier::statusMessage);
    QVERIFY(copier.start(CatalogCopier::Direction::FromOther,
                         otherConnection(QStringLiteral("fresh.sqlite")), {}, std::nullopt));
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(outcomeOf(finished), CatalogCopier::Outcome::NothingToCopy);
    QVERIFY(status.constLast().constFirst().toString().startsWith(QStringLiteral("Nothing")));
    QCOMPARE(m_session->history()->count(), 0);
}

void TstCatalogCopier::refusesTheOpenCatalog() {
    CatalogCopier copier(m_session.get(), nullptr);
    copier.setInteractive(false);
    QSignalSpy finished(&copier, &CatalogCopier::finished);
    QSignalSpy failed(&copier, &CatalogCopier::failed);
    QVERIFY(copier.start(CatalogCopier::Direction::ToOther, m_connection, {}, std::nullopt));
    QCOMPARE(finished.size(), 1);
    QCOMPARE(outcomeOf(finished), CatalogCopier::Outcome::Failed);
    QVERIFY(failed.constFirst().constFirst().toString().contains(QStringLiteral("this window")));
}

void TstCatalogCopier::unreadableOtherFails() {
    // A file that is not a catalog: open() refuses it and leaves it as it was.
    const QString path = m_dir->filePath(QStringLiteral("notes.sqlite"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a database");
    }
    CatalogCopier copier(m_session.get(), nullptr);
    copier.setInteractive(false);
    QSignalSpy finished(&copier, &CatalogCopier::finished);
    QSignalSpy failed(&copier, &CatalogCopier::failed);
    QVERIFY(copier.start(CatalogCopier::Direction::ToOther, CatalogConnection::sqliteFile(path), {},
                         ImportChoices{}));
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(outcomeOf(finished), CatalogCopier::Outcome::Failed);
    QVERIFY(!failed.constFirst().constFirst().toString().isEmpty());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("not a database"));
}

void TstCatalogCopier::pickDialog() {
    CatalogPickDialog dialog(CatalogPickDialog::Direction::To);
    auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    QVERIFY(dialog.fileButton()->isChecked());
    QVERIFY(!ok->isEnabled());
    dialog.pathEdit()->setText(m_dir->filePath(QStringLiteral("x.sqlite")));
    QVERIFY(ok->isEnabled());
    QCOMPARE(dialog.connection(),
             CatalogConnection::sqliteFile(m_dir->filePath(QStringLiteral("x.sqlite"))));

    dialog.serverButton()->setChecked(true);
    QVERIFY(!ok->isEnabled());
    QVERIFY(!dialog.pathEdit()->isEnabled());
    dialog.hostEdit()->setText(QStringLiteral("db.example.com"));
    dialog.portBox()->setValue(5433);
    dialog.databaseEdit()->setText(QStringLiteral("atlas"));
    dialog.userEdit()->setText(QStringLiteral("bob"));
    dialog.sslModeBox()->setCurrentIndex(dialog.sslModeBox()->findData(QStringLiteral("require")));
    QVERIFY(ok->isEnabled());
    const CatalogConnection server = dialog.connection();
    QCOMPARE(server, CatalogConnection::postgres(QStringLiteral("db.example.com"), 5433,
                                                 QStringLiteral("atlas"), QStringLiteral("bob"),
                                                 QStringLiteral("require")));

    CatalogPickDialog again(CatalogPickDialog::Direction::From);
    again.setConnection(server);
    QCOMPARE(again.connection(), server);
}

QTEST_MAIN(TstCatalogCopier)
#include "tst_catalogcopier.moc"
