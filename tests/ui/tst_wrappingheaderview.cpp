// The wrapping header of the tables: a long label wraps to its section's width, and a section
// made narrower than it asked for shows no more lines than the header's height holds, the last
// one elided, never a line cut in half at the header's top or bottom edge.
#include "common/wrappingheaderview.h"

#include <QFontMetrics>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

using namespace chipatlas;

namespace {
// `view` over `model` with a wrapping header, shown, its sections sized to their labels; null
// when the window does not come up.
WrappingHeaderView* showSizedToContents(QTableView& view, QStandardItemModel& model) {
    auto* header = new WrappingHeaderView(Qt::Horizontal, &view);
    view.setHorizontalHeader(header);
    view.setModel(&model);
    view.resize(600, 300);
    view.show();
    if (!QTest::qWaitForWindowExposed(&view))
        return nullptr;
    header->resizeSections(QHeaderView::ResizeToContents);
    return header;
}
} // namespace

class TestWrappingHeaderView : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void narrowSectionShowsWhatFits();
    void japaneseLabelWraps();
};

void TestWrappingHeaderView::narrowSectionShowsWhatFits() {
    QStandardItemModel model(1, 3);
    model.setHorizontalHeaderLabels({QStringLiteral("Chips"),
                                     QStringLiteral("Scale-up bandwidth per chip (TB/s)"),
                                     QStringLiteral("Memory\n(TB)")});
    QTableView view;
    WrappingHeaderView* header = showSizedToContents(view, model);
    QVERIFY(header);
    const QFontMetrics metrics = header->fontMetrics();
    // Sized to its contents, the long label wraps onto lines that each fit.
    QCOMPARE(header->shownLabel(1).count(QLatin1Char('\n')) + 1, WrappingHeaderView::kMaxLines);
    QVERIFY(!header->shownLabel(1).contains(QChar(0x2026)));

    // Narrowed to its longest word, it would need five lines; the header holds three.
    header->resizeSection(1, metrics.horizontalAdvance(QStringLiteral("bandwidth")) + 12);
    const QStringList lines = header->shownLabel(1).split(QLatin1Char('\n'));
    const int lineHeight = metrics.lineSpacing();
    QVERIFY2(lines.size() * lineHeight <= header->height(),
             qPrintable(lines.join(QLatin1String(" | "))));
    QCOMPARE(lines.size(), WrappingHeaderView::kMaxLines);
    QVERIFY2(lines.constLast().endsWith(QChar(0x2026)), qPrintable(lines.constLast()));
    QCOMPARE(lines.constFirst(), QStringLiteral("Scale-up"));
    // A label of its own lines that fits is left as it is.
    QCOMPARE(header->shownLabel(2), QStringLiteral("Memory\n(TB)"));
}

// A Japanese label has no spaces: it wraps between its characters, so that no line is wider
// than its section ("チップあたりのスケールアップ帯域幅 (TB/s)" was one line, cut at both ends).
void TestWrappingHeaderView::japaneseLabelWraps() {
    QStandardItemModel model(1, 2);
    const QString label = QStringLiteral("チップあたりのスケールアップ帯域幅 (TB/s)");
    model.setHorizontalHeaderLabels({QStringLiteral("名前"), label});
    QTableView view;
    WrappingHeaderView* header = showSizedToContents(view, model);
    QVERIFY(header);
    const QFontMetrics metrics = header->fontMetrics();
    QVERIFY(header->sectionSize(1) < metrics.horizontalAdvance(label));
    const QStringList lines = header->shownLabel(1).split(QLatin1Char('\n'));
    QVERIFY2(lines.size() > 1, qPrintable(lines.join(QLatin1String(" | "))));
    QCOMPARE(lines.join(QString()).remove(QLatin1Char(' ')),
             QString(label).remove(QLatin1Char(' ')));
    for (const QString& line : lines)
        QVERIFY2(metrics.horizontalAdvance(line) <= header->sectionSize(1), qPrintable(line));
}

QTEST_MAIN(TestWrappingHeaderView)
#include "tst_wrappingheaderview.moc"
