// Two CatalogSessions on one catalog are two clients (two windows on one file, two users of a
// team server): an edit based on a chip someone else saved since is a conflict, resolved in the
// conflict dialog without losing either value, and undo keeps working after it; each session
// sees the other's changes within its refresh interval, and the chip table keeps its selection
// and scroll position when they arrive. The other client may be another process: then the
// conflict dialog shows what it saved.
#include "application/catalogsession.h"
#include "application/scenarioedits.h"
#include "application/systemedits.h"
#include "editing/catalogeditor.h"
#include "editing/conflictdialog.h"
#include "table/catalogtablepage.h"
#include "table/chiptablemodel.h"
#include "testbackend.h"

#include <QApplication>
#include <QItemSelectionModel>
#include <QProcess>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include <algorithm>

using namespace chipatlas;
using namespace std::chrono_literals;

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");

Catalog::ChipState stateIn(CatalogSession& session, const QString& id) {
    Catalog::ChipState state;
    session.readBlocking([&](const Catalog& catalog) {
        StorageError error;
        if (const auto states = catalog.chips().states({id}, &error))
            state = states->constFirst();
    });
    return state;
}
} // namespace

#define SETTLE(session) QTRY_VERIFY_WITH_TIMEOUT(!(session).isBusy(), 10000)

class TstSessionConflicts : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void conflictingEditIsResolvedByMerge();
    void keepMineAndTakeTheirs();
    void editSavedByAnotherProcessIsAConflict();
    void undoOverSomeoneElsesChangeIsAConflict();
    void systemConflictIsReported();
    void scenarioSavedByBothIsAConflict();
    void otherSessionsChangeAppears();

private:
    std::unique_ptr<catalogtest::CatalogPlace> m_place; // a file, or a server database
    std::unique_ptr<CatalogSession> m_a;
    std::unique_ptr<CatalogSession> m_b;
    std::unique_ptr<CatalogEditor> m_editorA;
    std::unique_ptr<CatalogEditor> m_editorB;
};

void TstSessionConflicts::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
}

void TstSessionConflicts::init() {
    m_place = std::make_unique<catalogtest::CatalogPlace>();
    QVERIFY2(m_place->isValid(), qPrintable(m_place->error()));
    m_a = std::make_unique<CatalogSession>();
    m_b = std::make_unique<CatalogSession>();
    StorageError error;
    QVERIFY2(m_a->open(m_place->connection(), m_place->options(), &error),
             qPrintable(error.message));
    QVERIFY2(m_b->open(m_place->connection(), m_place->options(), &error),
             qPrintable(error.message));
    m_a->reload();
    m_b->reload();
    SETTLE(*m_a);
    SETTLE(*m_b);
    m_editorA = std::make_unique<CatalogEditor>(m_a.get(), nullptr);
    m_editorB = std::make_unique<CatalogEditor>(m_b.get(), nullptr);
}

void TstSessionConflicts::cleanup() {
    // The conflict dialogs have no window to belong to here: close those a test left open, and
    // delete the closed ones (WA_DeleteOnClose) as the event loop would, before the test ends.
    for (QWidget* widget : QApplication::topLevelWidgets()) {
        if (qobject_cast<ConflictDialog*>(widget))
            widget->close();
    }
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    m_editorA.reset();
    m_editorB.reset();
    m_a.reset();
    m_b.reset();
    m_place.reset();
    const QWidgetList left = QApplication::topLevelWidgets();
    QVERIFY(std::none_of(left.cbegin(), left.cend(), [](QWidget* widget) {
        return qobject_cast<ConflictDialog*>(widget) != nullptr;
    }));
}

// A changes the TDP; B, still editing the chip as it was, changes the notes and saves.
void TstSessionConflicts::conflictingEditIsResolvedByMerge() {
    const Catalog::ChipState base = stateIn(*m_b, kH100); // B's edit dialog opens
    const QString originalNotes = base.chip->notes;

    Chip mineA = *base.chip;
    mineA.figure(Field::TdpW) = Figure{710.0, FigureStatus::Published};
    m_editorA->editChip(mineA);
    SETTLE(*m_a);

    QSignalSpy conflicts(m_b.get(), &CatalogSession::conflictOccurred);
    QSignalSpy shown(m_editorB.get(), &CatalogEditor::conflictShown);
    Chip mineB = *base.chip;
    mineB.notes = QStringLiteral("B's notes");
    m_editorB->editChip(mineB, {}, base);
    SETTLE(*m_b);
    QCOMPARE(conflicts.count(), 1);
    QCOMPARE(shown.count(), 1);
    QCOMPARE(m_b->history()->count(), 0); // nothing saved yet
    // The snapshot B shows is theirs now.
    QCOMPARE(m_b->snapshot().chip(kH100)->figure(Field::TdpW).number(), 710.0);

    auto* dialog = shown.at(0).at(0).value<ConflictDialog*>();
    QVERIFY(dialog);
    QCOMPARE(dialog->rowCount(), 2);
    for (int row = 0; row < dialog->rowCount(); ++row) {
        const ConflictItem& item = dialog->items().at(row);
        QVERIFY(!item.clash());
        // Each row is preset to the side that changed it.
        QCOMPARE(dialog->choice(row), item.part == ConflictItem::Part::Figure
                                          ? ConflictDialog::Choice::Theirs
                                          : ConflictDialog::Choice::Mine);
    }
    dialog->merge();
    SETTLE(*m_b);

    // Both values are in the catalog.
    const Catalog::ChipState merged = stateIn(*m_a, kH100);
    QCOMPARE(merged.chip->figure(Field::TdpW).number(), 710.0);
    QCOMPARE(merged.chip->notes, QStringLiteral("B's notes"));
    QVERIFY(merged.editedFields.contains(Field::TdpW));
    QCOMPARE(m_b->history()->count(), 1);

    // Undo in B takes back B's part only: the merge was based on theirs.
    m_b->history()->undo();
    SETTLE(*m_b);
    const Catalog::ChipState undone = stateIn(*m_a, kH100);
    QCOMPARE(undone.chip->notes, originalNotes);
    QCOMPARE(undone.chip->figure(Field::TdpW).number(), 710.0);
    m_b->history()->redo();
    SETTLE(*m_b);
    QCOMPARE(stateIn(*m_a, kH100).chip->notes, QStringLiteral("B's notes"));
}

void TstSessionConflicts::keepMineAndTakeTheirs() {
    const Catalog::ChipState base = stateIn(*m_b, kH100);
    const auto editA = [&](double watts) {
        Chip chip = *base.chip;
        chip.figure(Field::TdpW) = Figure{watts, FigureStatus::Published};
        m_editorA->editChip(chip);
    };
    const auto editB = [&](double watts) {
        Chip chip = *base.chip;
        chip.figure(Field::TdpW) = Figure{watts, FigureStatus::Unverified};
        m_editorB->editChip(chip, {}, base);
    };
    QSignalSpy shown(m_editorB.get(), &CatalogEditor::conflictShown);
    editA(720);
    SETTLE(*m_a);
    editB(730);
    SETTLE(*m_b);
    QCOMPARE(shown.count(), 1);
    auto* dialog = shown.at(0).at(0).value<ConflictDialog*>();
    QVERIFY(dialog);
    QCOMPARE(dialog->rowCount(), 1);
    QVERIFY(dialog->items().constFirst().clash()); // both changed the TDP
    QVERIFY(dialog->items().constFirst().theirs.contains(QLatin1String("published")));
    QVERIFY(dialog->items().constFirst().mine.contains(QLatin1String("unverified")));
    dialog->takeTheirs();
    SETTLE(*m_b);
    QCOMPARE(m_b->history()->count(), 0); // theirs stands: nothing to save or undo
    QCOMPARE(stateIn(*m_a, kH100).chip->figure(Field::TdpW).number(), 720.0);

    editA(740);
    SETTLE(*m_a);
    editB(750);
    SETTLE(*m_b);
    QCOMPARE(shown.count(), 2);
    dialog = shown.at(1).at(0).value<ConflictDialog*>();
    QVERIFY(dialog);
    dialog->keepMine();
    SETTLE(*m_b);
    const Figure tdp = stateIn(*m_a, kH100).chip->figure(Field::TdpW);
    QCOMPARE(tdp.number(), 750.0);
    QCOMPARE(tdp.status, FigureStatus::Unverified);
    QCOMPARE(m_b->history()->count(), 1);
}

// B's edit dialog is open when another ChipAtlas process (chipatlas-test-writer, an edit as a
// session makes it) saves the chip's TDP: B's save shows the conflict dialog with their value.
void TstSessionConflicts::editSavedByAnotherProcessIsAConflict() {
    const Catalog::ChipState base = stateIn(*m_b, kH100);
    QProcess other;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (m_place->isPostgres())
        env.insert(QStringLiteral("PGPASSWORD"), m_place->options().password);
    other.setProcessEnvironment(env);
    other.start(QStringLiteral(CHIPATLAS_WRITER_PATH),
                {m_place->isPostgres() ? m_place->connection().url() : m_place->path(), kH100,
                 QStringLiteral("1"), QStringLiteral("once"), QStringLiteral("765")});
    QVERIFY(other.waitForFinished(60000));
    QVERIFY2(other.exitCode() == 0, other.readAllStandardError().constData());

    QSignalSpy shown(m_editorB.get(), &CatalogEditor::conflictShown);
    Chip mine = *base.chip;
    mine.figure(Field::TdpW) = Figure{775.0, FigureStatus::Unverified};
    m_editorB->editChip(mine, {}, base);
    SETTLE(*m_b);
    QCOMPARE(shown.count(), 1);
    auto* dialog = shown.at(0).at(0).value<ConflictDialog*>();
    QVERIFY(dialog);
    QCOMPARE(dialog->rowCount(), 1);
    QVERIFY(dialog->items().constFirst().clash());
    QVERIFY2(dialog->items().constFirst().theirs.contains(QLatin1String("765")),
             qPrintable(dialog->items().constFirst().theirs));
    QCOMPARE(m_b->history()->count(), 0); // nothing saved over theirs
    QCOMPARE(stateIn(*m_a, kH100).chip->figure(Field::TdpW).number(), 765.0);
    dialog->keepMine();
    SETTLE(*m_b);
    QCOMPARE(stateIn(*m_a, kH100).chip->figure(Field::TdpW).number(), 775.0);
}

void TstSessionConflicts::undoOverSomeoneElsesChangeIsAConflict() {
    Chip chip = *stateIn(*m_a, kH100).chip;
    chip.figure(Field::TdpW) = Figure{710.0, FigureStatus::Published};
    m_editorA->editChip(chip);
    SETTLE(*m_a);
    chip.notes = QStringLiteral("B was here");
    m_editorB->editChip(chip); // based on what B reads now: A's edit
    SETTLE(*m_b);
    QCOMPARE(m_b->history()->count(), 1);

    QSignalSpy conflicts(m_a.get(), &CatalogSession::conflictOccurred);
    QSignalSpy shown(m_editorA.get(), &CatalogEditor::conflictShown);
    m_a->history()->undo();
    SETTLE(*m_a);
    QCOMPARE(conflicts.count(), 1);
    QCOMPARE(m_a->history()->index(), 1); // not undone
    const auto conflict = conflicts.at(0).at(0).value<CatalogConflict>();
    QVERIFY2(conflict.text.startsWith(QLatin1String("undo")), qPrintable(conflict.text));
    QCOMPARE(stateIn(*m_b, kH100).chip->notes, QStringLiteral("B was here"));

    // Keeping mine (the undo) over theirs is a new change, itself undoable.
    auto* dialog = shown.at(0).at(0).value<ConflictDialog*>();
    QVERIFY(dialog);
    dialog->keepMine();
    SETTLE(*m_a);
    const Catalog::ChipState after = stateIn(*m_b, kH100);
    QVERIFY(after.chip->figure(Field::TdpW).number() != 710.0);
    QCOMPARE(m_a->history()->count(), 2);
    m_a->history()->undo();
    SETTLE(*m_a);
    QCOMPARE(stateIn(*m_b, kH100).chip->notes, QStringLiteral("B was here"));
}

// Systems go through the same version check: A's undo of a system B edited since is refused,
// and the conflict shows both sides of the system.
void TstSessionConflicts::systemConflictIsReported() {
    const auto saveSystem = [](CatalogSession& session, int chips, bool add) {
        session.change(&session, QStringLiteral("Could not save."), [chips, add](Catalog& catalog) {
            System system;
            system.id = QStringLiteral("acme-hgx-h100");
            system.vendor = QStringLiteral("Acme");
            system.name = QStringLiteral("Acme HGX H100");
            system.chipId = kH100;
            system.chipCount = chips;
            return add ? addSystem(catalog, QStringLiteral("add system"), system)
                       : editSystem(catalog, QStringLiteral("edit system"), system);
        });
    };
    saveSystem(*m_a, 8, true);
    SETTLE(*m_a);
    saveSystem(*m_b, 4, false); // based on what B reads now: A's system
    SETTLE(*m_b);
    QCOMPARE(m_b->history()->count(), 1);

    QSignalSpy conflicts(m_a.get(), &CatalogSession::conflictOccurred);
    m_a->history()->undo();
    SETTLE(*m_a);
    QCOMPARE(conflicts.count(), 1);
    QCOMPARE(m_a->history()->index(), 1); // not undone
    const auto conflict = conflicts.at(0).at(0).value<CatalogConflict>();
    QCOMPARE(conflict.systemsTheirs.size(), 1);
    QCOMPARE(conflict.systemsTheirs.constFirst().system->chipCount, 4);
    const QList<ConflictItem> items = ConflictMerge::items(conflict);
    QCOMPARE(items.size(), 1);
    QCOMPARE(items.constFirst().part, ConflictItem::Part::System);
    QVERIFY(items.constFirst().clash());
    // Taking theirs throughout leaves nothing to write.
    QVERIFY(ConflictMerge::resolve(conflict, items, {0}).changesNothing());
    const CatalogChange mine = ConflictMerge::resolve(conflict, items, {});
    QVERIFY(!mine.systemsAfter.constFirst().system);
}

// A and B have the same scenario open; A saves first, then B saves its edit based on the
// scenario as it was: B's save is a conflict (nothing written), and the dialog's merge shows
// the whole scenario, A's and B's.
void TstSessionConflicts::scenarioSavedByBothIsAConflict() {
    OwnershipScenario scenario;
    scenario.id = QStringLiteral("h100-at-our-colo");
    scenario.name = QStringLiteral("H100 at our colo");
    scenario.hardwareId = kH100;
    scenario.chipCount = 16;
    m_a->change(m_a.get(), QStringLiteral("Could not save."), [scenario](Catalog& catalog) {
        return saveScenario(catalog, QStringLiteral("save scenario"), scenario);
    });
    SETTLE(*m_a);
    const auto stateIn = [](CatalogSession& session, const QString& id) {
        Catalog::OwnershipScenarioState state;
        session.readBlocking([&](const Catalog& catalog) {
            StorageError error;
            if (const auto states = catalog.scenarios().states({id}, &error))
                state = states->constFirst();
        });
        return state;
    };
    const Catalog::OwnershipScenarioState baseA = stateIn(*m_a, scenario.id);
    const Catalog::OwnershipScenarioState baseB = stateIn(*m_b, scenario.id);
    QVERIFY(baseA.scenario && baseA.version > 0);
    QCOMPARE(baseB.version, baseA.version);

    const auto saveIn = [](CatalogSession& session, const OwnershipScenario& edited,
                           const Catalog::OwnershipScenarioState& base) {
        session.change(
            &session, QStringLiteral("Could not save."), [edited, base](Catalog& catalog) {
                return saveScenario(catalog, QStringLiteral("save scenario"), edited, base);
            });
    };
    OwnershipScenario mineA = scenario;
    mineA.pue = 1.1;
    saveIn(*m_a, mineA, baseA);
    SETTLE(*m_a);
    QCOMPARE(m_a->snapshot().scenario(scenario.id)->pue, 1.1);

    QSignalSpy conflicts(m_b.get(), &CatalogSession::conflictOccurred);
    OwnershipScenario mineB = scenario;
    mineB.utilisationPct = 40.0;
    saveIn(*m_b, mineB, baseB);
    SETTLE(*m_b);
    QCOMPARE(conflicts.count(), 1);
    QCOMPARE(m_b->history()->count(), 0);
    const auto conflict = conflicts.at(0).at(0).value<CatalogConflict>();
    QVERIFY2(conflict.message.startsWith(QStringLiteral("Scenario \"H100 at our colo\" was "
                                                        "changed in ")),
             qPrintable(conflict.message));
    QCOMPARE(conflict.scenariosTheirs.size(), 1);
    QCOMPARE(conflict.scenariosTheirs.constFirst().scenario->pue, 1.1);
    const QList<ConflictItem> items = ConflictMerge::items(conflict);
    QCOMPARE(items.size(), 1);
    QCOMPARE(items.constFirst().part, ConflictItem::Part::Scenario);
    QVERIFY(items.constFirst().clash());
    QVERIFY2(items.constFirst().theirs.contains(QLatin1String("pue=1.1")),
             qPrintable(items.constFirst().theirs));
    QVERIFY2(items.constFirst().mine.contains(QLatin1String("utilisation_pct=40")),
             qPrintable(items.constFirst().mine));
    // Nothing of B's was written: the catalog holds A's.
    QCOMPARE(stateIn(*m_b, scenario.id).scenario, std::optional(mineA));
    // Keeping mine writes B's scenario at the version the catalog holds now.
    const CatalogChange resolved = ConflictMerge::resolve(conflict, items, {});
    QCOMPARE(resolved.scenariosAfter.constFirst().scenario, std::optional(mineB));
    QCOMPARE(resolved.scenariosAfter.constFirst().version,
             conflict.scenariosTheirs.constFirst().version);
    QVERIFY(ConflictMerge::resolve(conflict, items, {0}).changesNothing());
}

void TstSessionConflicts::otherSessionsChangeAppears() {
    CatalogTablePage page;
    page.resize(400, 200); // a few rows show: there is something to scroll
    page.show();
    connect(m_b.get(), &CatalogSession::snapshotChanged, &page, &CatalogTablePage::setSnapshot);
    page.setSnapshot(m_b->snapshot());
    QTableView* view = page.tableView();
    const auto idAt = [&](int row) {
        return view->model()->index(row, ChipTableModel::IdColumn).data().toString();
    };
    const QString first = idAt(3);
    const QString second = idAt(5);
    page.selectChip(first);
    view->selectionModel()->select(view->model()->index(5, 0),
                                   QItemSelectionModel::Select | QItemSelectionModel::Rows);
    view->verticalScrollBar()->setValue(view->verticalScrollBar()->maximum() / 2);
    const int scroll = view->verticalScrollBar()->value();
    QVERIFY(scroll > 0);
    const auto selectedIds = [&] {
        QStringList ids;
        for (const QModelIndex& row : view->selectionModel()->selectedRows())
            ids.append(row.siblingAtColumn(ChipTableModel::IdColumn).data().toString());
        ids.sort();
        return ids;
    };
    QStringList expected{first, second};
    expected.sort();
    QCOMPARE(selectedIds(), expected);

    m_b->setRefreshInterval(100ms);
    QSignalSpy published(m_b.get(), &CatalogSession::snapshotChanged);
    Chip chip = *stateIn(*m_a, kH100).chip;
    chip.notes = QStringLiteral("from the other window");
    m_editorA->editChip(chip);
    SETTLE(*m_a);
    QTRY_COMPARE_WITH_TIMEOUT(m_b->snapshot().chip(kH100)->notes,
                              QStringLiteral("from the other window"), 5000);
    QCOMPARE(selectedIds(), expected);
    QCOMPARE(view->currentIndex().siblingAtColumn(ChipTableModel::IdColumn).data().toString(),
             first);
    QCOMPARE(view->verticalScrollBar()->value(), scroll);

    // Nothing changed since: no new snapshot, however often it looks.
    const int count = int(published.count());
    QTest::qWait(400);
    QCOMPARE(int(published.count()), count);
}

QTEST_MAIN(TstSessionConflicts)
#include "tst_sessionconflicts.moc"
