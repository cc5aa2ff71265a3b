// The "What changed" table's model: its rows are core's diffRows() for the filter and the
// sorted column (the rows `chipatlas-cli diff` prints), its texts core's, numbers right-aligned;
// a column core does not sort by leaves the order alone; the export takes the rows shown. Over
// its synchronous limit the rows come from a worker thread: the table keeps what it shows until
// they are ready, and only the newest request is shown.
#include "../core/difffixtures.h"
#include "application/catalogdiff.h"
#include "changes/difftablemodel.h"

#include <QSignalSpy>
#include <QTest>

using namespace chipatlas;
using namespace chipatlas::testing;

class TstDiffTableModel final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }
    void rowsAreCoresRows();
    void cellsSayWhatChanged();
    void filterKeepsCoresRows();
    void sortsByCoresColumns();
    void largeDiffRowsComeFromTheWorker();

private:
    static CatalogDiff weekDiff() {
        return diffCatalogs(recordedCatalog(), laterCatalog(), QStringLiteral("Q3 quotes"),
                            QStringLiteral("now"));
    }
};

namespace {
// (kind key, id, field key) of each row, the way the CLI's JSON names them.
QStringList rowKeys(const DiffTableModel& model) {
    QStringList keys;
    for (int row = 0; row < model.rowCount(); ++row) {
        const EntryDiff& entry = model.entryAt(row);
        const FieldDiff* field = model.fieldAt(row);
        keys.append(diffEntryKindKey(entry.kind) + QLatin1Char('/') + entry.id + QLatin1Char('/') +
                    (field ? field->key : QString()));
    }
    return keys;
}

QStringList coreKeys(const CatalogDiff& diff, const QList<DiffRow>& rows) {
    QStringList keys;
    for (const DiffRow& row : rows) {
        const EntryDiff& entry = diff.entries.at(row.entry);
        keys.append(diffEntryKindKey(entry.kind) + QLatin1Char('/') + entry.id + QLatin1Char('/') +
                    (row.field < 0 ? QString() : entry.fields.at(row.field).key));
    }
    return keys;
}

int rowOf(const DiffTableModel& model, const QString& id, const QString& fieldKey) {
    for (int row = 0; row < model.rowCount(); ++row) {
        const FieldDiff* field = model.fieldAt(row);
        if (model.entryAt(row).id == id && (field ? field->key : QString()) == fieldKey)
            return row;
    }
    return -1;
}
} // namespace

void TstDiffTableModel::rowsAreCoresRows() {
    const CatalogDiff diff = weekDiff();
    DiffTableModel model;
    model.setDiff(diff);
    QCOMPARE(rowKeys(model), coreKeys(diff, diffRows(diff)));
    QCOMPARE(model.totalRowCount(), model.rowCount());
    QCOMPARE(model.columnCount(), int(DiffTableModel::ColumnCount));
    // The week's changes: the TDP, the memory's source, the offer's price, the MI300X added and
    // a model removed.
    QVERIFY(rowOf(model, kH100, QStringLiteral("tdp_w")) >= 0);
    QVERIFY(rowOf(model, kH100, QStringLiteral("memory_gb")) >= 0);
    QVERIFY(rowOf(model, kP5, QStringLiteral("price")) >= 0);
    QVERIFY(rowOf(model, kMi300x, {}) >= 0);
    QVERIFY(rowOf(model, kLlama1b, {}) >= 0);
}

void TstDiffTableModel::cellsSayWhatChanged() {
    DiffTableModel model;
    model.setDiff(weekDiff());
    const auto cell = [&model](int row, int column, int role = Qt::DisplayRole) {
        return model.index(row, column).data(role);
    };
    const int tdp = rowOf(model, kH100, QStringLiteral("tdp_w"));
    const FieldDiff* field = model.fieldAt(tdp);
    QCOMPARE(cell(tdp, DiffTableModel::EntryColumn).toString(), model.entryAt(tdp).name);
    QVERIFY(cell(tdp, DiffTableModel::EntryColumn, Qt::ToolTipRole).toString().contains(kH100));
    QCOMPARE(cell(tdp, DiffTableModel::KindColumn).toString(),
             diffEntryKindDisplayName(DiffEntryKind::Chip));
    QCOMPARE(cell(tdp, DiffTableModel::ChangeColumn).toString(),
             diffChangeDisplayName(DiffChange::Changed));
    QCOMPARE(cell(tdp, DiffTableModel::FieldColumn).toString(), field->label);
    QCOMPARE(cell(tdp, DiffTableModel::BeforeColumn).toString(), field->before);
    QCOMPARE(cell(tdp, DiffTableModel::AfterColumn).toString(), field->after);
    QVERIFY(field->before.startsWith(QStringLiteral("700")));
    QVERIFY(field->after.startsWith(QStringLiteral("750")));
    QCOMPARE(cell(tdp, DiffTableModel::BeforeStatusColumn).toString(), field->beforeStatus);
    QCOMPARE(cell(tdp, DiffTableModel::AfterStatusColumn).toString(), field->afterStatus);
    QVERIFY(field->beforeStatus != field->afterStatus);
    QCOMPARE(cell(tdp, DiffTableModel::BeforeColumn, Qt::TextAlignmentRole).toInt() &
                 Qt::AlignRight,
             int(Qt::AlignRight));
    QCOMPARE(cell(tdp, DiffTableModel::EntryColumn, Qt::TextAlignmentRole).toInt() & Qt::AlignRight,
             0);

    const int memory = rowOf(model, kH100, QStringLiteral("memory_gb"));
    QCOMPARE(cell(memory, DiffTableModel::SourceColumn).toString(), QStringLiteral("yes"));
    QCOMPARE(cell(tdp, DiffTableModel::SourceColumn).toString(), QString());

    const int price = rowOf(model, kP5, QStringLiteral("price"));
    QVERIFY(model.fieldAt(price)->percent);
    QCOMPARE(cell(price, DiffTableModel::MoveColumn).toString(),
             diffPercentText(*model.fieldAt(price)->percent));
    QVERIFY(cell(price, DiffTableModel::MoveColumn).toString().startsWith(QLatin1Char('-')));
    QCOMPARE(cell(price, DiffTableModel::MoveColumn, Qt::TextAlignmentRole).toInt() &
                 Qt::AlignRight,
             int(Qt::AlignRight));

    const int added = rowOf(model, kMi300x, {});
    QCOMPARE(cell(added, DiffTableModel::ChangeColumn).toString(),
             diffChangeDisplayName(DiffChange::Added));
    QCOMPARE(cell(added, DiffTableModel::BeforeColumn).toString(), QString());
}

void TstDiffTableModel::filterKeepsCoresRows() {
    const CatalogDiff diff = weekDiff();
    DiffTableModel model;
    model.setDiff(diff);
    DiffFilter filter;
    filter.changes = {DiffChange::Added};
    model.setFilter(filter);
    QCOMPARE(rowKeys(model), coreKeys(diff, diffRows(diff, filter)));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.entryAt(0).id, kMi300x);
    QVERIFY(model.totalRowCount() > model.rowCount());
    // What an export of the table writes (the window's export filters on its worker).
    const CatalogDiff shown = filteredDiff(model.diff(), model.filter());
    QCOMPARE(shown.entries.size(), 1);
    QCOMPARE(shown.added, 1);
    QCOMPARE(shown.changed, 0);

    filter = {};
    filter.kinds = {DiffEntryKind::Offer};
    model.setFilter(filter);
    QCOMPARE(rowKeys(model), coreKeys(diff, diffRows(diff, filter)));
    QCOMPARE(model.entryAt(0).id, kP5);

    filter = {};
    filter.text = QStringLiteral("llama 3.2");
    model.setFilter(filter);
    QCOMPARE(rowKeys(model), coreKeys(diff, diffRows(diff, filter)));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.entryAt(0).id, kLlama1b);
}

void TstDiffTableModel::sortsByCoresColumns() {
    const CatalogDiff diff = weekDiff();
    DiffTableModel model;
    model.setDiff(diff);
    model.sort(DiffTableModel::MoveColumn, Qt::AscendingOrder);
    QCOMPARE(rowKeys(model),
             coreKeys(diff, diffRows(diff, {}, DiffColumn::Percent, Qt::AscendingOrder)));
    QCOMPARE(model.entryAt(0).id, kP5); // the only move; rows without one last
    model.sort(DiffTableModel::EntryColumn, Qt::DescendingOrder);
    const QStringList byName =
        coreKeys(diff, diffRows(diff, {}, DiffColumn::Name, Qt::DescendingOrder));
    QCOMPARE(rowKeys(model), byName);
    // A status does not sort: the order stays the last one.
    QVERIFY(!DiffTableModel::sortColumn(DiffTableModel::AfterStatusColumn));
    model.sort(DiffTableModel::AfterStatusColumn, Qt::AscendingOrder);
    QCOMPARE(rowKeys(model), byName);
}

void TstDiffTableModel::largeDiffRowsComeFromTheWorker() {
    const CatalogDiff diff = weekDiff();
    DiffTableModel model;
    model.setSynchronousLimit(0); // every diff is over it: its rows come from the worker
    QSignalSpy updated(&model, &DiffTableModel::rowsUpdated);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setDiff(diff);
    QVERIFY(model.isUpdating());
    QCOMPARE(model.rowCount(), 0); // nothing shown until the rows are ready
    QTRY_VERIFY(!model.isUpdating());
    QCOMPARE(reset.size(), 1);
    QCOMPARE(updated.size(), 1);
    QCOMPARE(rowKeys(model), coreKeys(diff, diffRows(diff)));

    // Three requests in a row: the rows shown stay until the newest is ready, and only it shows.
    DiffFilter added;
    added.changes = {DiffChange::Added};
    DiffFilter offers;
    offers.kinds = {DiffEntryKind::Offer};
    const QStringList shown = rowKeys(model);
    model.setFilter(added);
    model.sort(DiffTableModel::EntryColumn, Qt::DescendingOrder);
    model.setFilter(offers);
    QVERIFY(model.isUpdating());
    QCOMPARE(rowKeys(model), shown);
    QTRY_VERIFY(!model.isUpdating());
    QCOMPARE(rowKeys(model),
             coreKeys(diff, diffRows(diff, offers, DiffColumn::Name, Qt::DescendingOrder)));
    QCOMPARE(updated.size(), 2);
    QCOMPARE(reset.size(), 1); // the same diff: a new layout, not a reset
}

QTEST_MAIN(TstDiffTableModel)
#include "tst_difftablemodel.moc"
