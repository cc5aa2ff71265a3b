// ComparisonModel on the built-in chips: a sound tree under QAbstractItemModelTester for 2, 3,
// 4 and 0 chips, the winner in bold with the losers' ratios, and the hide-equal-rows filter.
#include "compare/comparisonmodel.h"
#include "io/catalogjson.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QLocale>
#include <QTest>

using namespace chipatlas;

class TstComparisonModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void modelTester();
    void winnerBoldAndRatio();
    void groupsAndColumns();
    void hideEqualRows();
    void highlightAndMissing();
    void leftOutAndAboutTheSame();
    void designTargetNeverWins();

private:
    QList<Chip> chips(const QStringList& ids) const;
    Comparison compare(const QStringList& ids) const {
        return compareEntries(chipEntries(chips(ids)), Precision::BF16);
    }

    QList<Chip> m_catalog;
};

void TstComparisonModel::initTestCase() {
    QLocale::setDefault(QLocale(QStringLiteral("en_US")));
    QString error;
    const std::optional<ChipCatalogFile> file = builtInChips(&error);
    QVERIFY2(file, qPrintable(error));
    m_catalog = file->chips;
}

QList<Chip> TstComparisonModel::chips(const QStringList& ids) const {
    QList<Chip> result;
    for (const QString& id : ids) {
        const auto it = std::find_if(m_catalog.cbegin(), m_catalog.cend(),
                                     [&](const Chip& chip) { return chip.id == id; });
        if (it == m_catalog.cend())
            qFatal("no built-in chip %s", qPrintable(id));
        result << *it;
    }
    return result;
}

void TstComparisonModel::modelTester() {
    ComparisonModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QStringList four{QStringLiteral("nvidia-h200-sxm"), QStringLiteral("amd-mi300x"),
                           QStringLiteral("nvidia-b200"), QStringLiteral("google-tpu7x-ironwood")};
    for (int count : {2, 3, 4, 0}) {
        model.setComparison(count == 0 ? Comparison{} : compare(four.mid(0, count)));
        QCOMPARE(model.entryCount(), count);
        QCOMPARE(model.columnCount(), count + 2);
        QCOMPARE(model.rowCount() > 0, count > 0);
        model.setHideEqualRows(true);
        model.setHighlightDifferences(false);
        model.setHideEqualRows(false);
        model.setHighlightDifferences(true);
    }
}

void TstComparisonModel::winnerBoldAndRatio() {
    ComparisonModel model;
    model.setComparison(compare({QStringLiteral("nvidia-l40s"), QStringLiteral("aws-trainium1")}));
    const QModelIndex bf16 = model.indexForKey(QStringLiteral("bf16_tflops_dense"));
    QVERIFY(bf16.isValid());
    const QModelIndex l40s = bf16.siblingAtColumn(1);
    const QModelIndex trn1 = bf16.siblingAtColumn(2);
    QVERIFY(l40s.data(ComparisonModel::WinnerRole).toBool());
    QVERIFY(!trn1.data(ComparisonModel::WinnerRole).toBool());
    QVERIFY(l40s.data(Qt::FontRole).value<QFont>().bold());
    QVERIFY(!trn1.data(Qt::FontRole).value<QFont>().bold());
    QCOMPARE(trn1.data().toString(), QStringLiteral("190 TFLOPS (0.52x)"));
    QVERIFY(l40s.data().toString().contains(QLatin1String("TFLOPS")));
    QCOMPARE(bf16.data().toString(), model.rowAt(bf16)->label);
    // The tooltip names the chip and the status of the figure.
    const QString tip = trn1.data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QLatin1String("AWS Trainium")), qPrintable(tip));
    QVERIFY2(tip.contains(QLatin1String("Status:")), qPrintable(tip));

    // An unverified value (Trn1's TDP) is italic and never wins.
    const QModelIndex tdp = model.indexForKey(QStringLiteral("tdp_w"));
    QVERIFY(tdp.isValid());
    QVERIFY(tdp.siblingAtColumn(2).data(Qt::FontRole).value<QFont>().italic());
    QVERIFY(!tdp.siblingAtColumn(2).data(ComparisonModel::WinnerRole).toBool());
    QVERIFY(!tdp.siblingAtColumn(model.noteColumn()).data().toString().isEmpty());
}

void TstComparisonModel::groupsAndColumns() {
    ComparisonModel model;
    const Comparison comparison =
        compare({QStringLiteral("nvidia-h200-sxm"), QStringLiteral("amd-mi300x")});
    model.setComparison(comparison);
    QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Figure"));
    QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), comparison.entries.at(0).name());
    QCOMPARE(model.headerData(2, Qt::Horizontal).toString(), comparison.entries.at(1).name());
    QCOMPARE(model.headerData(3, Qt::Horizontal).toString(), QStringLiteral("Note"));
    // Every row once, under the heading of its group, in the comparison's order.
    int shown = 0;
    for (int group = 0; group < model.rowCount(); ++group) {
        const QModelIndex parent = model.index(group, 0);
        QVERIFY(!model.rowAt(parent));
        QVERIFY(parent.data(Qt::FontRole).value<QFont>().bold());
        for (int row = 0; row < model.rowCount(parent); ++row) {
            const ComparisonRow* figure = model.rowAt(model.index(row, 0, parent));
            QVERIFY(figure);
            QCOMPARE(parent.data().toString(), comparisonGroupName(figure->group));
            QCOMPARE(figure->key, comparison.rows.at(shown).key);
            ++shown;
        }
    }
    QCOMPARE(shown, comparison.rows.size());
}

void TstComparisonModel::hideEqualRows() {
    ComparisonModel model;
    const Comparison comparison =
        compare({QStringLiteral("nvidia-h100-sxm"), QStringLiteral("nvidia-h200-sxm")});
    int differing = 0;
    for (const ComparisonRow& row : comparison.rows)
        differing += row.differs ? 1 : 0;
    QVERIFY(differing > 0 && differing < comparison.rows.size());
    model.setComparison(comparison);
    const auto figureRows = [&model] {
        int count = 0;
        for (int group = 0; group < model.rowCount(); ++group)
            count += model.rowCount(model.index(group, 0));
        return count;
    };
    QCOMPARE(figureRows(), comparison.rows.size());
    model.setHideEqualRows(true);
    QCOMPARE(figureRows(), differing);
    for (int group = 0; group < model.rowCount(); ++group) {
        const QModelIndex parent = model.index(group, 0);
        QVERIFY(model.rowCount(parent) > 0); // a group without rows is left out
        for (int row = 0; row < model.rowCount(parent); ++row)
            QVERIFY(model.index(row, 0, parent).data(ComparisonModel::DiffersRole).toBool());
    }
    model.setHideEqualRows(false);
    QCOMPARE(figureRows(), comparison.rows.size());
}

void TstComparisonModel::highlightAndMissing() {
    ComparisonModel model;
    model.setDifferenceColor(QColor(10, 20, 30, 40));
    model.setMissingColor(QColor(128, 128, 128));
    model.setComparison(
        compare({QStringLiteral("nvidia-l40s"), QStringLiteral("google-tpu7x-ironwood")}));
    const QModelIndex bf16 = model.indexForKey(QStringLiteral("bf16_tflops_dense"));
    QVERIFY(bf16.data(ComparisonModel::DiffersRole).toBool());
    QCOMPARE(bf16.data(Qt::BackgroundRole).value<QBrush>().color(), QColor(10, 20, 30, 40));
    model.setHighlightDifferences(false);
    QVERIFY(!bf16.data(Qt::BackgroundRole).isValid());
    // TPU7x's TDP is not published: grey, never bold, and it reads "not published".
    const QModelIndex tdp = model.indexForKey(QStringLiteral("tdp_w")).siblingAtColumn(2);
    QVERIFY(tdp.data(ComparisonModel::MissingRole).toBool());
    QCOMPARE(tdp.data(Qt::ForegroundRole).value<QBrush>().color(), QColor(128, 128, 128));
    QCOMPARE(tdp.data().toString(), QStringLiteral("not published"));
}

void TstComparisonModel::leftOutAndAboutTheSame() {
    // GH200 989 vs H100 SXM 989.5 BF16 TFLOPS: nobody is bold, the tooltips say why. Trainium1's
    // unverified TDP is left out of the perf/W row, grey, and its tooltip says so.
    ComparisonModel model;
    model.setComparison(compare({QStringLiteral("nvidia-gh200"), QStringLiteral("nvidia-h100-sxm"),
                                 QStringLiteral("aws-trainium1")}));
    const QModelIndex bf16 = model.indexForKey(QStringLiteral("bf16_tflops_dense"));
    QVERIFY(bf16.data(ComparisonModel::AboutTheSameRole).toBool());
    for (int column : {1, 2})
        QVERIFY(!bf16.siblingAtColumn(column).data(ComparisonModel::WinnerRole).toBool());
    QVERIFY(bf16.data(Qt::ToolTipRole).toString().contains(QStringLiteral("about the same")));
    QVERIFY(bf16.siblingAtColumn(1)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("No winner: the best values are about the same")));
    QVERIFY(bf16.siblingAtColumn(model.noteColumn())
                .data()
                .toString()
                .contains(QStringLiteral("are about the same (989 vs 989.5 TFLOPS)")));

    const QModelIndex perfPerWatt = model.indexForKey(QStringLiteral("perf_per_watt"));
    const QModelIndex trn1 = perfPerWatt.siblingAtColumn(3);
    QCOMPARE(trn1.data(ComparisonModel::LeftOutRole).toString(), QStringLiteral("unverified"));
    QVERIFY(
        trn1.data(Qt::ToolTipRole)
            .toString()
            .contains(QStringLiteral("Left out of the winner choice: the figure is unverified")));
    QCOMPARE(perfPerWatt.siblingAtColumn(1).data(ComparisonModel::LeftOutRole).toString(),
             QStringLiteral("unknown")); // GH200 module power is not entered
    QVERIFY(!perfPerWatt.siblingAtColumn(2).data(ComparisonModel::LeftOutRole).isValid());
}

void TstComparisonModel::designTargetNeverWins() {
    // A Trainium4 whose FP8 is a design target, 3x Trainium3's published 2,517 TFLOPS: its cell
    // reads "target" in italics, takes no part in the winner choice, and its tooltip says why;
    // the H100 SXM's published 1,979 loses to Trainium3's.
    QList<Chip> chips =
        this->chips({QStringLiteral("aws-trainium3"), QStringLiteral("nvidia-h100-sxm")});
    Chip trainium4;
    trainium4.id = QStringLiteral("aws-trainium4");
    trainium4.name = QStringLiteral("AWS Trainium4");
    trainium4.figure(Field::Fp8TflopsDense).value = 3 * 2517.0;
    trainium4.figure(Field::Fp8TflopsDense).status = FigureStatus::DesignTarget;
    chips.insert(1, trainium4);
    ComparisonModel model;
    model.setComparison(compareEntries(chipEntries(chips), Precision::FP8));
    const QModelIndex fp8 = model.indexForKey(QStringLiteral("fp8_tflops_dense"));
    const QModelIndex target = fp8.siblingAtColumn(2);
    QCOMPARE(target.data().toString(), QStringLiteral("7.551 PFLOPS target"));
    QVERIFY(!target.data(ComparisonModel::WinnerRole).toBool());
    QVERIFY(target.data(Qt::FontRole).value<QFont>().italic());
    QCOMPARE(target.data(ComparisonModel::LeftOutRole).toString(), QStringLiteral("design_target"));
    const QString tip = target.data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("Left out of the winner choice: the figure is a design "
                                         "target for a chip that does not ship yet")),
             qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("design target, not shipping")), qPrintable(tip));
    QVERIFY(fp8.siblingAtColumn(1).data(ComparisonModel::WinnerRole).toBool());
    QVERIFY(fp8.siblingAtColumn(model.noteColumn())
                .data()
                .toString()
                .contains(QStringLiteral("AWS Trainium4's FP8 figure of 7.551 PFLOPS is a design "
                                         "target, not shipping")));
}

QTEST_MAIN(TstComparisonModel)
#include "tst_comparisonmodel.moc"
