// The use cases the GUI and chipatlas-cli share (core/application: pricing.h, chipfileimport.h,
// systemfileimport.h, catalogcopying.h), given the same input on both sides: the GUI's own code
// path in-process (its editors, dialogs and transfers on a catalog session, as the window runs
// them) on one copy of a catalog, and the real binary on another copy. Both copies must hold the
// same afterwards, entry by entry (chips with their edit marks, models, prices, systems, offers
// with their histories): one use case answers both.
#include "application/catalogsession.h"
#include "clirunner.h"
#include "editing/offereditdialog.h"
#include "editing/systemeditor.h"
#include "fit/fitpriceeditor.h"
#include "fit/priceeditdialog.h"
#include "guistartup.h"
#include "io/catalogcopy.h"
#include "io/catalogimport.h"
#include "io/systemcsv.h"
#include "storage/catalog.h"
#include "transfer/catalogcopier.h"
#include "transfer/catalogtransfer.h"
#include "transfer/resulttransfer.h"
#include "transfer/systemtransfer.h"

#include <QDateEdit>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QWidget>

#include <functional>
#include <memory>

using namespace chipatlas;

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");
const QString kBoard = QStringLiteral("nvidia-hgx-h100-8gpu");
const QDate kQuoted(2026, 3, 14);

// What a catalog holds, as readCatalogItems() reads it, and which figures of each chip are
// marked as the user's.
struct Content {
    CatalogItems items;
    QHash<QString, QList<Field>> edited;
};

std::optional<Content> contentOf(const QString& path, QString* problem) {
    Catalog::Options options;
    options.seedBuiltIn = false;
    StorageError error;
    const std::unique_ptr<Catalog> catalog = Catalog::open(path, options, &error);
    std::optional<CatalogItems> items = catalog ? readCatalogItems(*catalog, &error) : std::nullopt;
    if (!items) {
        *problem = error.message;
        return std::nullopt;
    }
    Content content{std::move(*items), {}};
    QStringList ids;
    for (const Chip& chip : std::as_const(content.items.chips))
        ids << chip.id;
    const std::optional<QList<Catalog::ChipState>> states = catalog->chips().states(ids, &error);
    if (!states) {
        *problem = error.message;
        return std::nullopt;
    }
    for (const Catalog::ChipState& state : *states)
        content.edited.insert(state.id, state.editedFields);
    return content;
}

// The first entry of `gui` and `cli` that differs, by id; empty when they are the same.
template <typename T, typename Id>
QString firstDifference(const char* what, const QList<T>& gui, const QList<T>& cli, Id id) {
    for (qsizetype i = 0; i < std::max(gui.size(), cli.size()); ++i) {
        if (i >= gui.size() || i >= cli.size() || !(gui.at(i) == cli.at(i))) {
            return QStringLiteral("%1: the GUI has %2, the CLI %3")
                .arg(QLatin1String(what), i < gui.size() ? id(gui.at(i)) : QStringLiteral("none"),
                     i < cli.size() ? id(cli.at(i)) : QStringLiteral("none"));
        }
    }
    return {};
}

QString differences(const Content& gui, const Content& cli) {
    QStringList found;
    found << firstDifference("chips", gui.items.chips, cli.items.chips,
                             [](const Chip& c) { return c.id; });
    found << firstDifference("models", gui.items.models, cli.items.models,
                             [](const LlmModel& m) { return m.id(); });
    found << firstDifference("prices", gui.items.prices, cli.items.prices,
                             [](const ChipPrice& p) { return p.chipId; });
    found << firstDifference("systems", gui.items.systems, cli.items.systems,
                             [](const System& s) { return s.id; });
    found << firstDifference("offers", gui.items.offers, cli.items.offers,
                             [](const Offer& o) { return o.id; });
    if (gui.edited != cli.edited)
        found << QStringLiteral("the chips' edit marks differ");
    found.removeAll(QString());
    return found.join(QStringLiteral("; "));
}
} // namespace

class TestGuiCliUseCases : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void chipPriceIsTheSame();
    void removedChipPriceIsTheSame();
    void recordedOfferPriceIsTheSame();
    void newOfferIsTheSame();
    void chipImportIsTheSame();
    void systemsImportIsTheSame();
    void offersImportIsTheSame();
    void copyIsTheSame();
    void exportIsTheSame();

private:
    // A copy of the catalog the tests start from, named `name`.
    QString copyOfCatalog(const QString& name);
    // File > Import of the file at `path` (its preview accepted) and `import FILE --OPTION`.
    void compareImport(const QString& path, const QString& option);
    // A file of the test's folder holding `data`.
    QString writeFile(const QString& name, const QByteArray& data);
    // Runs `gui` with a session open on a copy of the catalog and `cli` (arguments after --db)
    // on another copy, then compares the two copies.
    void compare(const std::function<void(CatalogSession& session)>& gui, const QStringList& cli) {
        compare(gui, [this, cli](const QString& db) { return run(db, cli); });
    }
    // The same with `cli` running the binary on the copy at `db` as it needs.
    void compare(const std::function<void(CatalogSession& session)>& gui,
                 const std::function<CliResult(const QString& db)>& cli);
    CliResult run(const QString& db, const QStringList& arguments) const {
        return runCliOn(db, arguments, m_env);
    }

    QTemporaryDir m_dir;
    QString m_start;
    QProcessEnvironment m_env;
    int m_copies = 0;
};

void TestGuiCliUseCases::initTestCase() {
    QVERIFY(m_dir.isValid());
    QLocale::setDefault(QLocale::c());
    m_env = QProcessEnvironment::systemEnvironment();
    m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("xdg-data")));
    m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("xdg-config")));
    // The catalog both sides start from: the built-in one, with a price of the user's.
    m_start = m_dir.filePath(QStringLiteral("start.sqlite"));
    const CliResult priced = run(m_start, {QStringLiteral("price"), kH100, QStringLiteral("2.5"),
                                           QStringLiteral("--date"), QStringLiteral("2025-01-01")});
    QVERIFY2(priced.exitCode == 0, priced.err.constData());
}

QString TestGuiCliUseCases::copyOfCatalog(const QString& name) {
    const QString path = m_dir.filePath(QStringLiteral("%1-%2.sqlite").arg(++m_copies).arg(name));
    if (!QFile::copy(m_start, path))
        qWarning("cannot copy the catalog to %s", qPrintable(path));
    return path;
}

QString TestGuiCliUseCases::writeFile(const QString& name, const QByteArray& data) {
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size())
        qWarning("cannot write %s", qPrintable(path));
    return path;
}

void TestGuiCliUseCases::compare(const std::function<void(CatalogSession& session)>& gui,
                                 const std::function<CliResult(const QString& db)>& cli) {
    const QString guiPath = copyOfCatalog(QStringLiteral("gui"));
    const QString cliPath = copyOfCatalog(QStringLiteral("cli"));
    {
        CatalogSession session;
        StorageError error;
        QVERIFY2(session.open(guiCatalogConnection(guiPath), &error), qPrintable(error.message));
        session.reload();
        QTRY_VERIFY(session.snapshot().isComplete() && !session.isBusy());
        const int steps = session.history()->count();
        gui(session);
        QTRY_VERIFY_WITH_TIMEOUT(!session.isBusy(), 30000);
        QCOMPARE(session.history()->count(), steps + 1); // one undo step
    }
    const CliResult r = cli(cliPath);
    QVERIFY2(r.exitCode == 0, r.err.constData());

    QString problem;
    const std::optional<Content> fromGui = contentOf(guiPath, &problem);
    QVERIFY2(fromGui, qPrintable(problem));
    const std::optional<Content> fromCli = contentOf(cliPath, &problem);
    QVERIFY2(fromCli, qPrintable(problem));
    const std::optional<Content> before = contentOf(m_start, &problem);
    QVERIFY2(before, qPrintable(problem));
    QVERIFY2(!differences(*before, *fromCli).isEmpty(), "the command changed nothing");
    const QString differ = differences(*fromGui, *fromCli);
    QVERIFY2(differ.isEmpty(), qPrintable(differ));
}

// The calculator's Set price... and `price ID USD_PER_HOUR --date --source`.
void TestGuiCliUseCases::chipPriceIsTheSame() {
    compare(
        [](CatalogSession& session) {
            QWidget calculator;
            FitPriceEditor editor(&session, &calculator);
            editor.edit(*session.snapshot().chip(kH100), session.snapshot().price(kH100));
            auto* dialog = calculator.findChild<PriceEditDialog*>();
            QVERIFY(dialog);
            dialog->amountEdit()->setText(QStringLiteral("3.1"));
            dialog->dateEdit()->setDate(kQuoted);
            dialog->sourceEdit()->setText(QStringLiteral("Test cloud, on demand"));
            dialog->accept();
            QTRY_VERIFY_WITH_TIMEOUT(!session.isBusy(), 30000);
        },
        {QStringLiteral("price"), kH100, QStringLiteral("3.1"), QStringLiteral("--date"),
         kQuoted.toString(Qt::ISODate), QStringLiteral("--source"),
         QStringLiteral("Test cloud, on demand")});
}

// The price dialog's Remove and `price ID --remove`.
void TestGuiCliUseCases::removedChipPriceIsTheSame() {
    compare(
        [](CatalogSession& session) {
            QWidget calculator;
            FitPriceEditor editor(&session, &calculator);
            editor.edit(*session.snapshot().chip(kH100), session.snapshot().price(kH100));
            auto* dialog = calculator.findChild<PriceEditDialog*>();
            QVERIFY(dialog && dialog->removeButton());
            dialog->removeButton()->click();
            QTRY_VERIFY_WITH_TIMEOUT(!session.isBusy(), 30000);
        },
        {QStringLiteral("price"), kH100, QStringLiteral("--remove")});
}

namespace {
// The dialog the system editor opens once it has read what it needs.
template <typename Dialog>
Dialog* waitForDialog(SystemEditor& editor, const std::function<void()>& open) {
    QSignalSpy shown(&editor, &SystemEditor::dialogShown);
    open();
    if (shown.isEmpty() && !shown.wait(10000))
        return nullptr;
    return qobject_cast<Dialog*>(shown.constFirst().constFirst().value<QDialog*>());
}

} // namespace

// Record price... and `price OFFER_ID --per-hour X --date --source`.
void TestGuiCliUseCases::recordedOfferPriceIsTheSame() {
    QString problem;
    const std::optional<Content> start = contentOf(m_start, &problem);
    QVERIFY2(start && !start->items.offers.isEmpty(), qPrintable(problem));
    const QString offerId = start->items.offers.constFirst().id;
    QVERIFY(!offerId.isEmpty());
    compare(
        [offerId](CatalogSession& session) {
            QWidget window;
            SystemEditor editor(&session, &window);
            auto* dialog = waitForDialog<OfferEditDialog>(
                editor, [&] { editor.openRecordPriceDialog(offerId); });
            QVERIFY(dialog);
            dialog->priceEdit()->setText(QStringLiteral("21.5"));
            dialog->seenEdit()->setDate(kQuoted);
            dialog->sourceEdit()->setText(QStringLiteral("quote from our reseller"));
            dialog->okButton()->click();
            QTRY_VERIFY_WITH_TIMEOUT(!session.isBusy(), 30000);
        },
        {QStringLiteral("price"), offerId, QStringLiteral("--per-hour"), QStringLiteral("21.5"),
         QStringLiteral("--date"), kQuoted.toString(Qt::ISODate), QStringLiteral("--source"),
         QStringLiteral("quote from our reseller")});
}

// Add offer... and `price --new ...`.
void TestGuiCliUseCases::newOfferIsTheSame() {
    compare(
        [](CatalogSession& session) {
            QWidget window;
            SystemEditor editor(&session, &window);
            OfferEditDialog* dialog = editor.openAddOfferDialog(kBoard);
            QVERIFY(dialog);
            dialog->providerEdit()->setText(QStringLiteral("Test Cloud"));
            dialog->regionEdit()->setText(QStringLiteral("eu-test-1"));
            dialog->instanceEdit()->setText(QStringLiteral("hgx8"));
            dialog->chipsSpin()->setValue(8);
            dialog->priceEdit()->setText(QStringLiteral("20"));
            dialog->seenEdit()->setDate(kQuoted);
            dialog->sourceEdit()->setText(QStringLiteral("quote"));
            dialog->okButton()->click();
            QTRY_VERIFY_WITH_TIMEOUT(!session.isBusy(), 30000);
        },
        {QStringLiteral("price"), QStringLiteral("--new"), QStringLiteral("--target"), kBoard,
         QStringLiteral("--provider"), QStringLiteral("Test Cloud"), QStringLiteral("--region"),
         QStringLiteral("eu-test-1"), QStringLiteral("--instance"), QStringLiteral("hgx8"),
         QStringLiteral("--chips"), QStringLiteral("8"), QStringLiteral("--per-hour"),
         QStringLiteral("20"), QStringLiteral("--date"), kQuoted.toString(Qt::ISODate),
         QStringLiteral("--source"), QStringLiteral("quote")});
}

// File > Import of a chips file (the preview taken as it comes) and `import FILE`.
void TestGuiCliUseCases::chipImportIsTheSame() {
    QString problem;
    const std::optional<Content> start = contentOf(m_start, &problem);
    QVERIFY2(start, qPrintable(problem));
    QList<Chip> chips;
    for (const Chip& chip : start->items.chips) {
        if (chip.id == kH100) {
            Chip changed = chip;
            changed.figure(Field::TdpW).value = 650.0;
            changed.notes = QStringLiteral("Measured at the wall by us.");
            Chip added = chip;
            added.id = QStringLiteral("acme-h100-clone");
            added.name = QStringLiteral("Acme H100 clone");
            chips << changed << added;
        }
    }
    QCOMPARE(chips.size(), 2);
    const QString path =
        writeFile(QStringLiteral("chips.csv"), exportChips(chips, CatalogFormat::Csv));
    compare(
        [path](CatalogSession& session) {
            CatalogTransfer transfer(&session, nullptr);
            transfer.setInteractive(false);
            QSignalSpy finished(&transfer, &CatalogTransfer::finished);
            QVERIFY(transfer.startImport(path, ImportChoices{}));
            QVERIFY(finished.wait(30000));
            QCOMPARE(finished.constFirst().constFirst().value<CatalogTransfer::Outcome>(),
                     CatalogTransfer::Outcome::Imported);
        },
        {QStringLiteral("import"), path});
}

void TestGuiCliUseCases::compareImport(const QString& path, const QString& option) {
    compare(
        [path](CatalogSession& session) {
            CatalogTransfer chips(&session, nullptr);
            SystemTransfer transfer(&session, &chips, nullptr);
            transfer.setInteractive(false);
            QSignalSpy imported(&transfer, &SystemTransfer::imported);
            QSignalSpy failed(&transfer, &SystemTransfer::failed);
            transfer.importFile(path);
            QTRY_VERIFY_WITH_TIMEOUT(!imported.isEmpty() || !failed.isEmpty(), 30000);
            QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).toString()));
        },
        {QStringLiteral("import"), path, option});
}

// File > Import of a systems file and `import FILE --systems`: a new system and a changed one.
void TestGuiCliUseCases::systemsImportIsTheSame() {
    QString problem;
    const std::optional<Content> start = contentOf(m_start, &problem);
    QVERIFY2(start, qPrintable(problem));
    const QList<System>& stored = start->items.systems;
    QVERIFY(stored.size() > 1);
    System changed = stored.constFirst();
    changed.name += QStringLiteral(" (our racks)");
    changed.notes = QStringLiteral("As installed in our data centre.");
    System added = stored.at(1);
    added.id = QStringLiteral("acme-rack-1");
    added.name = QStringLiteral("Acme rack 1");
    compareImport(writeFile(QStringLiteral("systems.csv"), exportSystemsCsv({changed, added})),
                  QStringLiteral("--systems"));
}

// File > Import of an offers file and `import FILE --offers`: a stored offer with one more price
// (its history kept) and a new offer.
void TestGuiCliUseCases::offersImportIsTheSame() {
    QString problem;
    const std::optional<Content> start = contentOf(m_start, &problem);
    QVERIFY2(start, qPrintable(problem));
    QVERIFY(!start->items.offers.isEmpty());
    Offer repriced = start->items.offers.constFirst();
    OfferPrice price;
    price.perInstanceHour = 31.5;
    price.seen = kQuoted;
    price.source = QStringLiteral("our invoice");
    price.origin = Origin::User;
    repriced.prices = {price};
    Offer added = start->items.offers.constFirst();
    added.provider = QStringLiteral("Test Cloud");
    added.region = QStringLiteral("eu-test-1");
    added.id = offerId(added.provider, added.region, added.instance, added.pricing);
    added.origin = Origin::User;
    added.prices = {price};
    compareImport(writeFile(QStringLiteral("offers.csv"), exportOffersCsv({repriced, added})),
                  QStringLiteral("--offers"));
}

// File > Copy Catalog From... and `copy --from SOURCE --to TARGET`: a catalog with the user's
// prices, an edited chip and a new offer into the built-in one.
void TestGuiCliUseCases::copyIsTheSame() {
    const QString source = copyOfCatalog(QStringLiteral("source"));
    for (const QStringList& arguments :
         {QStringList{QStringLiteral("price"), QStringLiteral("nvidia-l4"), QStringLiteral("1.1")},
          QStringList{QStringLiteral("price"), QStringLiteral("--new"), QStringLiteral("--target"),
                      kH100, QStringLiteral("--provider"), QStringLiteral("Test Cloud"),
                      QStringLiteral("--instance"), QStringLiteral("h100x1"),
                      QStringLiteral("--chips"), QStringLiteral("1"), QStringLiteral("--per-hour"),
                      QStringLiteral("2.75"), QStringLiteral("--date"),
                      kQuoted.toString(Qt::ISODate)}}) {
        const CliResult r = run(source, arguments);
        QVERIFY2(r.exitCode == 0, r.err.constData());
    }
    QString problem;
    const std::optional<Content> start = contentOf(m_start, &problem);
    QVERIFY2(start, qPrintable(problem));
    for (const Chip& chip : start->items.chips) {
        if (chip.id == kH100) {
            Chip changed = chip;
            changed.figure(Field::TdpW).value = 640.0;
            const QString path = writeFile(QStringLiteral("copied-chip.json"),
                                           exportChips({changed}, CatalogFormat::Json));
            const CliResult r = run(source, {QStringLiteral("import"), path});
            QVERIFY2(r.exitCode == 0, r.err.constData());
        }
    }
    // The summary each prints, up to the target it names (each its own catalog file).
    const auto counts = [](const QString& summary) {
        return summary.left(summary.lastIndexOf(QStringLiteral(" to ")));
    };
    QString guiSummary;
    QString cliSummary;
    compare(
        [source, &guiSummary](CatalogSession& session) {
            CatalogCopier copier(&session, nullptr);
            copier.setInteractive(false);
            QSignalSpy finished(&copier, &CatalogCopier::finished);
            QSignalSpy status(&copier, &CatalogCopier::statusMessage);
            QVERIFY(copier.start(CatalogCopier::Direction::FromOther, guiCatalogConnection(source),
                                 {}, ImportChoices{}));
            QVERIFY(finished.wait(30000));
            QCOMPARE(finished.constFirst().constFirst().value<CatalogCopier::Outcome>(),
                     CatalogCopier::Outcome::Copied);
            QVERIFY(!status.isEmpty());
            guiSummary = status.constLast().constFirst().toString();
        },
        [this, source, &cliSummary](const QString& db) {
            const CliResult result = runCli({QStringLiteral("copy"), QStringLiteral("--from"),
                                             source, QStringLiteral("--to"), db},
                                            m_env);
            cliSummary = result.text().trimmed().split(QLatin1Char('\n')).constLast();
            return result;
        });
    // One rule in core (catalogCopiedSummary()) says what was copied, every kind named.
    QVERIFY2(guiSummary.startsWith(QStringLiteral("Copied ")), qPrintable(guiSummary));
    QVERIFY2(guiSummary.contains(QStringLiteral(" offer")), qPrintable(guiSummary));
    QCOMPARE(counts(guiSummary), counts(cliSummary));
}

// File > Export Systems, Offers and Results (the snapshot's lists, io/entryexportwriter.h) and
// `export --systems`, `--offers`, `--results` (the catalog streamed a page at a time): the same
// bytes, CSV and JSON.
void TestGuiCliUseCases::exportIsTheSame() {
    const QString db = copyOfCatalog(QStringLiteral("export"));
    CatalogSession session;
    StorageError error;
    QVERIFY2(session.open(guiCatalogConnection(db), &error), qPrintable(error.message));
    session.reload();
    QTRY_VERIFY(session.snapshot().isComplete() && !session.isBusy());
    CatalogTransfer chips(&session, nullptr);
    SystemTransfer transfer(&session, &chips, nullptr);
    transfer.setInteractive(false);
    for (const QString& kind :
         {QStringLiteral("systems"), QStringLiteral("offers"), QStringLiteral("results")}) {
        for (const QString& suffix : {QStringLiteral("csv"), QStringLiteral("json")}) {
            const QString fromGui = m_dir.filePath(QStringLiteral("gui-%1.%2").arg(kind, suffix));
            const QString fromCli = m_dir.filePath(QStringLiteral("cli-%1.%2").arg(kind, suffix));
            ExportJob* const job = kind == QLatin1String("results")
                                       ? transfer.results()->exportJob()
                                       : transfer.exportJob();
            QSignalSpy finished(job, &ExportJob::finished);
            if (kind == QLatin1String("systems"))
                transfer.exportSystemsTo(fromGui);
            else if (kind == QLatin1String("offers"))
                transfer.exportOffersTo(fromGui);
            else
                transfer.results()->exportTo(fromGui);
            QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 30000);
            QCOMPARE(finished.constFirst().constFirst().value<ExportJob::Outcome>(),
                     ExportJob::Outcome::Written);
            const CliResult r =
                run(db, {QStringLiteral("export"), QStringLiteral("--") + kind, fromCli});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            QFile gui(fromGui);
            QFile cli(fromCli);
            QVERIFY(gui.open(QIODevice::ReadOnly) && cli.open(QIODevice::ReadOnly));
            const QByteArray bytes = gui.readAll();
            QVERIFY(bytes.size() > 1000);
            QCOMPARE(bytes, cli.readAll());
        }
    }
}

QTEST_MAIN(TestGuiCliUseCases)
#include "tst_gui_cli_usecases.moc"
