// Own or rent in both front ends: the GUI's "Own or rent" view (in-process, on a catalog session)
// and the real `chipatlas-cli tco` binary, given the same saved scenario on one catalog, show
// the same answers (every row's text, number and availability, for one report and for two side by
// side) and the same assumptions; a scenario saved in the view is the one `tco --scenario`
// answers, and one saved with `scenarios save` is the one the view opens.
#include "application/catalogsession.h"
#include "application/ownershiprows.h"
#include "guiclifixture.h"
#include "ownership/ownershipanswers.h"
#include "ownership/ownershipview.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QTreeWidgetItem>

#include <algorithm>
#include <cmath>

using namespace chipatlas;

namespace {
const QString kBoard = QStringLiteral("Board at our colo");
const QString kRack = QStringLiteral("GB200 at our colo");
const QString kTrn3 = QStringLiteral("aws-trn3-ultraserver-gen2");

// The view's answers against `tco --json` (the GUI's JSON export of the CLI's report): each
// answer row of each report with the same text, number and availability, and each shown in the
// view's tree as the JSON has it.
void compareAnswers(const OwnershipView& view, const QJsonObject& json) {
    const OwnershipTable& table = view.answers()->table();
    const QJsonArray reports = json.value(u"reports").toArray();
    QCOMPARE(reports.size(), table.hardwareIds.size());
    int compared = 0;
    for (const OwnershipRow& row : table.rows) {
        if (row.section == OwnershipSection::Assumptions)
            continue;
        const QString section = ownershipSectionKey(row.section);
        for (int column = 0; column < row.cells.size(); ++column) {
            const OwnershipCell& cell = row.cells.at(column);
            const QJsonObject answer =
                reports.at(column).toObject().value(section).toObject().value(row.key).toObject();
            const QString where =
                QStringLiteral("%1/%2, report %3").arg(section, row.key).arg(column);
            QVERIFY2(!answer.isEmpty(), qPrintable(where));
            QVERIFY2(answer.value(u"text").toString() == cell.text,
                     qPrintable(where + QStringLiteral(": ") + answer.value(u"text").toString() +
                                QStringLiteral(" / ") + cell.text));
            QCOMPARE(answer.value(u"available").toBool(), cell.available);
            if (cell.number)
                QCOMPARE(answer.value(u"value").toDouble(), *cell.number);
            else
                QVERIFY2(answer.value(u"value").isNull(), qPrintable(where));
            // What the user reads in the view's tree is that text.
            const QTreeWidgetItem* item = view.answers()->rowItem(row.section, row.key);
            QVERIFY2(item, qPrintable(where));
            QCOMPARE(item->text(column + 1), cell.text);
            ++compared;
        }
    }
    QVERIFY(compared > 20);
}

// The view's assumptions against the CLI's: every one of each report (the form's, beside the
// answers) with its text, origin and source, in the table's order (where one report has an
// assumption the other has not, the other's cell is "not available" in both).
void compareAssumptions(const OwnershipView& view, const QJsonObject& json) {
    const QList<OwnershipRow> rows = view.answers()->table().section(OwnershipSection::Assumptions);
    for (int column = 0; column < view.reports().size(); ++column) {
        const QJsonArray listed =
            json.value(u"reports").toArray().at(column).toObject().value(u"assumptions").toArray();
        QCOMPARE(listed.size(), rows.size());
        for (int i = 0; i < listed.size(); ++i) {
            const QJsonObject cli = listed.at(i).toObject();
            const OwnershipCell& cell = rows.at(i).cells.at(column);
            QCOMPARE(cli.value(u"key").toString(), rows.at(i).key);
            QCOMPARE(cli.value(u"text").toString(), cell.text);
            QCOMPARE(cli.value(u"available").toBool(), cell.available);
            QCOMPARE(cli.value(u"source").toString(), cell.source);
            if (cell.origin)
                QCOMPARE(cli.value(u"origin").toString(), assumptionOriginKey(*cell.origin));
        }
        // ... and they are the report's own, each one of them.
        for (const Assumption& assumption : view.reports().at(column).assumptions) {
            const auto found =
                std::find_if(listed.begin(), listed.end(), [&](const QJsonValue& value) {
                    return value.toObject().value(u"key").toString() == assumption.key;
                });
            QVERIFY2(found != listed.end(), qPrintable(assumption.key));
            QCOMPARE(found->toObject().value(u"text").toString(), assumption.valueText);
            QCOMPARE(found->toObject().value(u"origin").toString(),
                     assumptionOriginKey(assumption.origin));
        }
    }
}
} // namespace

class TestGuiCliOwnership
    : public QObject
    , public GuiCliFixture {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        // The CLI writes numbers in the C locale; the view in the user's, here the same.
        QLocale::setDefault(QLocale::c());
        initCatalog();
        // Two scenarios saved on the command line: the 8-GPU board at a colocation
        // site, and a GB200 NVL72 at its buyer's price in a 5 MW facility.
        const CliResult board = run(
            QStringList{QStringLiteral("scenarios"), QStringLiteral("save"), kBoard} +
            cliArgs("nvidia-h100-sxm*8 --price 30000 --infrastructure 15 --years 4 --power-w 10200 "
                    "--pue 1.3 --kwh-price 0.12 --hosting-kw-month 150 --support-year 17520 "
                    "--utilisation 60 --model llama-3.1-70b --offer "
                    "lambda-all-listed-regions-us-east-1-etc-gpu-8x-h100-sxm5-on-demand"));
        QVERIFY2(board.exitCode == 0, board.err.constData());
        const CliResult rack =
            run(QStringList{QStringLiteral("scenarios"), QStringLiteral("save"), kRack} +
                cliArgs("nvidia-gb200-nvl72 --price 3400000 --utilisation 70 --facility-mw 5 "
                        "--model llama-3.1-70b"));
        QVERIFY2(rack.exitCode == 0, rack.err.constData());

        StorageError error;
        QVERIFY2(m_session.open(guiCatalogConnection(m_db), &error), qPrintable(error.message));
        m_session.reload();
        QTRY_VERIFY(m_session.snapshot().isLoaded() && m_session.snapshot().isComplete());
        QCOMPARE(m_session.snapshot().scenarios().size(), 2);
    }

    // The saved board: the view opened on it and `tco --scenario` give the same answers, the
    // hand-computed 13.56 USD per hour among them, and the same assumptions.
    void theViewAndTcoShowTheSameNumbers() {
        OwnershipView view(&m_session);
        view.show();
        QVERIFY(view.openScenario(kBoard));
        QCOMPARE(view.reports().size(), 1);
        const QJsonObject json =
            runJson(QStringList{QStringLiteral("tco"), QStringLiteral("--scenario"), kBoard})
                .object();
        compareAnswers(view, json);
        compareAssumptions(view, json);
        const OwnershipRow* perHour =
            view.answers()->table().row(OwnershipSection::Owning, QStringLiteral("per_hour"));
        QVERIFY(perHour);
        QCOMPARE(std::llround(*perHour->cells.first().number * 100.0), 1356LL);
    }

    // Two systems side by side under one scenario: the view's "Compare with..." and tco's
    // --compare put the same second column beside the first.
    void sideBySideIsTheSame() {
        OwnershipView view(&m_session);
        view.show();
        QVERIFY(view.openScenario(kRack));
        QVERIFY(view.compareWith(kTrn3));
        QCOMPARE(view.reports().size(), 2);
        const QJsonObject json =
            runJson(QStringList{QStringLiteral("tco"), QStringLiteral("--scenario"), kRack,
                                QStringLiteral("--compare"), kTrn3})
                .object();
        compareAnswers(view, json);
        compareAssumptions(view, json);
        // The facility's refusal reads the same in both.
        const OwnershipRow* placement =
            view.answers()->table().row(OwnershipSection::Facility, QStringLiteral("placement"));
        QVERIFY(placement);
        QVERIFY2(placement->cells.first().text.contains(
                     QStringLiteral("cannot be placed at 27 kW per rack")),
                 qPrintable(placement->cells.first().text));
    }

    // A scenario saved in the view (Save as..., through the session) is what `scenarios` lists
    // and `tco --scenario` answers with the view's numbers.
    void aScenarioSavedInTheViewIsTcos() {
        OwnershipView view(&m_session);
        view.show();
        QVERIFY(view.openScenario(kBoard));
        OwnershipScenario changed = view.scenario();
        const QString name = QStringLiteral("Saved in the GUI");
        view.saveAs(name);
        QTRY_VERIFY(!m_session.isBusy());
        QTRY_COMPARE(view.savedScenarioId().isEmpty(), false);
        QTRY_VERIFY(m_session.snapshot().scenario(view.savedScenarioId()));
        const CliResult listed = run({QStringLiteral("scenarios")});
        QVERIFY2(listed.text().contains(name), listed.out.constData());
        const QJsonObject json =
            runJson(QStringList{QStringLiteral("tco"), QStringLiteral("--scenario"), name})
                .object();
        compareAnswers(view, json);
        compareAssumptions(view, json);
        QCOMPARE(view.scenario().purchasePrice, changed.purchasePrice);
    }

private:
    CatalogSession m_session;
};

QTEST_MAIN(TestGuiCliOwnership)
#include "tst_gui_cli_ownership.moc"
