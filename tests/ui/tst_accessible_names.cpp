// Every control a screen reader can land on has a name: the test walks the widget tree of each
// view (the chip and system tables with the details pane, the compare view with two chips, the
// chart, the model-fit calculator) and lists each visible control whose accessible interface
// has an empty name. A button names itself by its text, a field by the label whose buddy it is;
// a control with neither needs setAccessibleName(). A combo or spin box's own line edit, a
// view's scroll bars and header belong to their control and are not listed.
#include "compare/compareview.h"
#include "fit/fitdialog.h"
#include "guistartup.h"
#include "session/catalogsession.h"
#include "table/chiptablepage.h"
#include "window/mainwindow.h"
#include "window/settings.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QComboBox>
#include <QGraphicsView>
#include <QHeaderView>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>

using namespace chipatlas;

namespace {

// A control the user can operate or read from with the keyboard.
bool isControl(const QWidget* widget) {
    return qobject_cast<const QAbstractButton*>(widget) ||
           qobject_cast<const QAbstractItemView*>(widget) ||
           qobject_cast<const QAbstractSpinBox*>(widget) ||
           qobject_cast<const QAbstractSlider*>(widget) || qobject_cast<const QComboBox*>(widget) ||
           qobject_cast<const QLineEdit*>(widget) || qobject_cast<const QTabBar*>(widget) ||
           qobject_cast<const QTextEdit*>(widget) ||
           qobject_cast<const QGraphicsView*>(widget); // the chart
}

// "QLineEdit#filterEdit in ChipFilterBar#filterBar in ...": enough to find the widget.
QString describe(const QWidget* widget) {
    QStringList path;
    for (const QWidget* w = widget; w && path.size() < 3; w = w->parentWidget()) {
        const QString name = w->objectName();
        path << QString::fromLatin1(w->metaObject()->className()) +
                    (name.isEmpty() ? QString() : QLatin1Char('#') + name);
    }
    return path.join(QStringLiteral(" in "));
}

// The visible controls under `root` (itself included) whose accessible name is empty. A
// combo box's or spin box's line edit is part of it, and a scroll bar belongs to its view.
QStringList unnamedControls(const QWidget* root) {
    QStringList unnamed;
    QList<const QWidget*> widgets{root};
    for (const QWidget* child : root->findChildren<QWidget*>())
        widgets << child;
    for (const QWidget* widget : widgets) {
        if (!widget->isVisible() || !isControl(widget))
            continue;
        const QWidget* parent = widget->parentWidget();
        if (qobject_cast<const QLineEdit*>(widget) &&
            (qobject_cast<const QComboBox*>(parent) ||
             qobject_cast<const QAbstractSpinBox*>(parent)))
            continue;
        if (qobject_cast<const QAbstractSlider*>(widget) && widget->focusPolicy() == Qt::NoFocus)
            continue;
        if (qobject_cast<const QHeaderView*>(widget) &&
            qobject_cast<const QAbstractItemView*>(parent))
            continue; // the table's own interface names its columns
        QAccessibleInterface* accessible =
            QAccessible::queryAccessibleInterface(const_cast<QWidget*>(widget));
        if (!accessible || accessible->text(QAccessible::Name).trimmed().isEmpty())
            unnamed << describe(widget);
    }
    return unnamed;
}

QByteArray report(const QString& view, const QStringList& unnamed) {
    QStringList first = unnamed.mid(0, 20);
    if (unnamed.size() > first.size())
        first << QStringLiteral("and %1 more").arg(unnamed.size() - first.size());
    return QStringLiteral("%1: %2 control(s) without an accessible name:\n  %3")
        .arg(view)
        .arg(unnamed.size())
        .arg(first.join(QStringLiteral("\n  ")))
        .toUtf8();
}

} // namespace

class TstAccessibleNames final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyViewNamesItsControls();

private:
    QTemporaryDir m_dir;
    CatalogSession m_session;
};

void TstAccessibleNames::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ChipAtlas"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_accessible_names"));
    Settings().clear();
    QVERIFY(m_dir.isValid());
    StorageError error;
    QVERIFY2(
        m_session.open(guiCatalogConnection(m_dir.filePath(QStringLiteral("c.sqlite"))), &error),
        qPrintable(error.message));
}

void TstAccessibleNames::everyViewNamesItsControls() {
    ViewOptions options;
    options.size = QSize(1440, 900);
    options.selectId = QStringLiteral("nvidia-h100-sxm");
    MainWindow window(&m_session, options);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY_WITH_TIMEOUT(window.tablePage()->totalCount() > 0, 10000);

    // The chip table with the details pane.
    QStringList unnamed = unnamedControls(&window);
    QVERIFY2(unnamed.isEmpty(), report(QStringLiteral("chips and details"), unnamed).constData());

    // The compare view with two chips.
    window.compareView()->setChipIds(
        {QStringLiteral("nvidia-h100-sxm"), QStringLiteral("amd-mi300x")});
    window.showSideTab(SideTab::Compare);
    QTest::qWait(200);
    unnamed = unnamedControls(&window);
    QVERIFY2(unnamed.isEmpty(), report(QStringLiteral("compare"), unnamed).constData());

    // The chart.
    window.showSideTab(SideTab::Chart);
    QTest::qWait(200);
    unnamed = unnamedControls(&window);
    QVERIFY2(unnamed.isEmpty(), report(QStringLiteral("chart"), unnamed).constData());
    // The chart says what it plots.
    QWidget* chart = window.findChild<QWidget*>(QStringLiteral("chartView"));
    QVERIFY(chart);
    QTRY_VERIFY(chart->accessibleDescription().contains(QLatin1String(" against ")));

    // The systems table.
    window.tablePage()->setMode(TableMode::Systems);
    QTest::qWait(200);
    unnamed = unnamedControls(&window);
    QVERIFY2(unnamed.isEmpty(), report(QStringLiteral("systems"), unnamed).constData());

    // The model-fit calculator.
    FitDialog* fit =
        window.openFitDialog(QStringLiteral("nvidia-h100-sxm"), QStringLiteral("llama-3.1-70b"));
    QVERIFY(fit);
    QVERIFY(QTest::qWaitForWindowExposed(fit));
    QTest::qWait(200);
    unnamed = unnamedControls(fit);
    QVERIFY2(unnamed.isEmpty(), report(QStringLiteral("model fit"), unnamed).constData());
    fit->close();
}

QTEST_MAIN(TstAccessibleNames)
#include "tst_accessible_names.moc"
