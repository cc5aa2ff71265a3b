// What changed, the GUI's against `chipatlas-cli diff`: on one catalog, a snapshot taken, an
// offer's price and a chip's price changed, another snapshot taken and a scenario saved (the
// changes through the real binary); the "What changed" view (its session, its model, in-process)
// and `diff NAME --json` list the same rows, in the same order, with the same texts, and so for two
// snapshots and under a filter.
#include "application/catalogsession.h"
#include "changes/difftablemodel.h"
#include "changes/snapshotlistpanel.h"
#include "changes/whatchangedview.h"
#include "guiclifixture.h"

#include <QComboBox>
#include <QJsonArray>
#include <QJsonObject>
#include <QLineEdit>
#include <QSignalSpy>

using namespace chipatlas;

class TestGuiCliDiff
    : public QObject
    , private GuiCliFixture {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void againstNowTheSameRows();
    void betweenSnapshotsTheSameRows();
    void filteredTheSameRows();

private:
    // A snapshot of the catalog as it is now, taken through a connection of this process.
    void takeSnapshot(const QString& name);
    // The view's rows once it compared `from` with `to` (empty: now), under `kind`'s filter.
    QStringList viewRows(const QString& from, const QString& to = {}, const QString& kind = {});

    std::unique_ptr<CatalogSession> m_session;
    std::unique_ptr<WhatChangedView> m_view;
};

namespace {
const QString kH100 = QStringLiteral("nvidia-h100-sxm");
const QString kP5 = QStringLiteral("aws-us-east-1-p5.48xlarge-on-demand");

// One row as both sides name it: kind, id, change, field, before, after, percent.
QString rowText(const QString& kind, const QString& id, const QString& change, const QString& field,
                const QString& before, const QString& after, const QString& percent) {
    return QStringList{kind, id, change, field, before, after, percent}.join(QLatin1Char('|'));
}

// The rows of `diff --json`: a row per field of a changed entry, one per added or removed.
QStringList cliRows(const QJsonDocument& json) {
    QStringList rows;
    const QJsonArray entries = json.object().value(QLatin1String("entries")).toArray();
    for (const QJsonValue& value : entries) {
        const QJsonObject entry = value.toObject();
        const QString kind = entry.value(QLatin1String("kind")).toString();
        const QString id = entry.value(QLatin1String("id")).toString();
        const QString change = entry.value(QLatin1String("change")).toString();
        const QJsonArray fields = entry.value(QLatin1String("fields")).toArray();
        if (fields.isEmpty())
            rows.append(rowText(kind, id, change, {}, {}, {}, {}));
        for (const QJsonValue& f : fields) {
            const QJsonObject field = f.toObject();
            const QJsonValue percent = field.value(QLatin1String("percent"));
            rows.append(
                rowText(kind, id, change, field.value(QLatin1String("key")).toString(),
                        field.value(QLatin1String("before")).toString(),
                        field.value(QLatin1String("after")).toString(),
                        percent.isDouble() ? diffPercentText(percent.toDouble()) : QString()));
        }
    }
    return rows;
}
} // namespace

void TestGuiCliDiff::initTestCase() {
    QLocale::setDefault(QLocale::c());
    initCatalog();
    takeSnapshot(QStringLiteral("Q3 quotes"));
    QCOMPARE(
        run({QStringLiteral("price"), kP5, QStringLiteral("--per-hour"), QStringLiteral("50.00"),
             QStringLiteral("--source"), QStringLiteral("quote 2026-12")})
            .exitCode,
        0);
    QCOMPARE(run({QStringLiteral("price"), kH100, QStringLiteral("1.95"),
                  QStringLiteral("--source"), QStringLiteral("broker quote")})
                 .exitCode,
             0);
    takeSnapshot(QStringLiteral("December"));
    QCOMPARE(
        run({QStringLiteral("scenarios"), QStringLiteral("save"), QStringLiteral("H100-colo"),
             kH100 + QStringLiteral("*16"), QStringLiteral("--price"), QStringLiteral("30000")})
            .exitCode,
        0);

    StorageError error;
    m_session = std::make_unique<CatalogSession>();
    QVERIFY2(m_session->open(guiCatalogConnection(m_db), &error), qPrintable(error.message));
    m_view = std::make_unique<WhatChangedView>(m_session.get());
    m_view->show();
    QTRY_VERIFY_WITH_TIMEOUT(m_view->isListed(), 10000);
    QCOMPARE(m_view->snapshotPanel()->snapshots().size(), 2);
}

void TestGuiCliDiff::takeSnapshot(const QString& name) {
    StorageError error;
    const std::unique_ptr<Catalog> catalog = Catalog::open(guiCatalogConnection(m_db), &error);
    QVERIFY2(catalog, qPrintable(error.message));
    QVERIFY2(catalog->savedSnapshots().take(name, SnapshotReason::User, {}, &error),
             qPrintable(error.message));
}

QStringList TestGuiCliDiff::viewRows(const QString& from, const QString& to, const QString& kind) {
    QSignalSpy shown(m_view.get(), &WhatChangedView::diffShown);
    m_view->kindBox()->setCurrentIndex(std::max(0, m_view->kindBox()->findData(kind)));
    if (!m_view->compare(from, to))
        return {QStringLiteral("no snapshot %1").arg(from)};
    if (!shown.wait(10000))
        return {QStringLiteral("no diff shown")};
    const DiffTableModel* model = m_view->diffModel();
    QStringList rows;
    for (int row = 0; row < model->rowCount(); ++row) {
        const EntryDiff& entry = model->entryAt(row);
        const FieldDiff* field = model->fieldAt(row);
        rows.append(rowText(diffEntryKindKey(entry.kind), entry.id, diffChangeKey(entry.change),
                            field ? field->key : QString(),
                            model->index(row, DiffTableModel::BeforeColumn).data().toString(),
                            model->index(row, DiffTableModel::AfterColumn).data().toString(),
                            model->index(row, DiffTableModel::MoveColumn).data().toString()));
    }
    return rows;
}

void TestGuiCliDiff::againstNowTheSameRows() {
    const QStringList cli = cliRows(runJson({QStringLiteral("diff"), QStringLiteral("Q3 quotes")}));
    const QStringList gui = viewRows(QStringLiteral("Q3 quotes"));
    QCOMPARE(gui, cli);
    // The changes made: the offer's price with its move, the chip's price, the scenario.
    QVERIFY2(gui.filter(kP5).size() >= 1, qPrintable(gui.join(QLatin1Char('\n'))));
    QVERIFY2(!gui.filter(QStringLiteral("chip_price|") + kH100).isEmpty(),
             qPrintable(gui.join(QLatin1Char('\n'))));
    QVERIFY2(!gui.filter(QStringLiteral("scenario|")).isEmpty(),
             qPrintable(gui.join(QLatin1Char('\n'))));
}

void TestGuiCliDiff::betweenSnapshotsTheSameRows() {
    const QStringList cli = cliRows(
        runJson({QStringLiteral("diff"), QStringLiteral("Q3 quotes"), QStringLiteral("December")}));
    const QStringList gui = viewRows(QStringLiteral("Q3 quotes"), QStringLiteral("December"));
    QCOMPARE(gui, cli);
    QVERIFY(gui.filter(QStringLiteral("scenario|")).isEmpty()); // saved after December
    QVERIFY(!gui.isEmpty());
}

void TestGuiCliDiff::filteredTheSameRows() {
    const QStringList cli = cliRows(runJson({QStringLiteral("diff"), QStringLiteral("Q3 quotes"),
                                             QStringLiteral("--kind"), QStringLiteral("offer")}));
    const QStringList gui = viewRows(QStringLiteral("Q3 quotes"), {}, QStringLiteral("offer"));
    QCOMPARE(gui, cli);
    QVERIFY(!gui.isEmpty());
    m_view->kindBox()->setCurrentIndex(0);
}

QTEST_MAIN(TestGuiCliDiff)
#include "tst_gui_cli_diff.moc"
