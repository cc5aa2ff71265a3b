// chipatlas --help, --version and a usage error without a display (over SSH, in a container):
// they are answered before the window's QApplication exists, which would stop at the missing
// display before printing anything. The real binary runs with the xcb platform and no DISPLAY.
// Also the filter that leaves QApplication's own options (-platform ...) out of that first parse.
#include "guistartup.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QTest>

using namespace chipatlas;

class TstGuiNoDisplay final : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void qtOptionsAreLeftOut_data();
    void qtOptionsAreLeftOut();
    void helpWithoutDisplay();
    void versionWithoutDisplay();
    void usageErrorWithoutDisplay();
    void helpIsTranslated();
};

namespace {
struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

// The GUI binary as over SSH: no X or Wayland display, the xcb platform plugin.
Run runGui(const QStringList& arguments, const QString& language = QStringLiteral("C")) {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "LANGUAGE", "LC_MESSAGES"})
        environment.remove(QString::fromLatin1(name));
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    environment.insert(QStringLiteral("LC_ALL"), language);
    environment.insert(QStringLiteral("LANG"), language);
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(CHIPATLAS_GUI_PATH), arguments);
    Run run;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    if (process.exitStatus() == QProcess::NormalExit)
        run.exitCode = process.exitCode();
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}
} // namespace

void TstGuiNoDisplay::qtOptionsAreLeftOut_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("expected");
    const QString app = QStringLiteral("chipatlas");
    QTest::newRow("none") << QStringList{app} << QStringList{app};
    QTest::newRow("-platform NAME")
        << QStringList{app, QStringLiteral("-platform"), QStringLiteral("offscreen"),
                       QStringLiteral("--db"), QStringLiteral("x.sqlite")}
        << QStringList{app, QStringLiteral("--db"), QStringLiteral("x.sqlite")};
    QTest::newRow("--platform=NAME")
        << QStringList{app, QStringLiteral("--platform=offscreen"), QStringLiteral("--help")}
        << QStringList{app, QStringLiteral("--help")};
    QTest::newRow("style, reverse, geometry")
        << QStringList{app,
                       QStringLiteral("-style"),
                       QStringLiteral("Fusion"),
                       QStringLiteral("-reverse"),
                       QStringLiteral("--select"),
                       QStringLiteral("h100-sxm"),
                       QStringLiteral("-qwindowgeometry"),
                       QStringLiteral("800x600")}
        << QStringList{app, QStringLiteral("--select"), QStringLiteral("h100-sxm")};
    QTest::newRow("ours stay, unknown ones too")
        << QStringList{app, QStringLiteral("--size"), QStringLiteral("1440x900"),
                       QStringLiteral("--bogus")}
        << QStringList{app, QStringLiteral("--size"), QStringLiteral("1440x900"),
                       QStringLiteral("--bogus")};
    QTest::newRow("after --") << QStringList{app, QStringLiteral("--"), QStringLiteral("-platform"),
                                             QStringLiteral("xcb")}
                              << QStringList{app, QStringLiteral("--"), QStringLiteral("-platform"),
                                             QStringLiteral("xcb")};
}

void TstGuiNoDisplay::qtOptionsAreLeftOut() {
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, expected);
    QCOMPARE(withoutQtOptions(arguments), expected);
}

void TstGuiNoDisplay::helpWithoutDisplay() {
    for (const QStringList& arguments :
         {QStringList{QStringLiteral("--help")},
          QStringList{QStringLiteral("-platform"), QStringLiteral("xcb"), QStringLiteral("-h")}}) {
        const Run run = runGui(arguments);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        QVERIFY2(run.out.startsWith(QLatin1String("Usage: ")), qPrintable(run.out));
        QVERIFY(run.out.contains(QLatin1String("--db <path|url>")));
        QVERIFY(run.out.contains(QLatin1String("--compare")));
    }
}

void TstGuiNoDisplay::versionWithoutDisplay() {
    const Run run = runGui({QStringLiteral("--version")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    QCOMPARE(run.out, QStringLiteral("ChipAtlas %1\n").arg(QStringLiteral(CHIPATLAS_VERSION)));
}

void TstGuiNoDisplay::usageErrorWithoutDisplay() {
    const Run unknown = runGui({QStringLiteral("--bogus")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY(unknown.out.isEmpty());
    QCOMPARE(unknown.err,
             QStringLiteral("chipatlas: Unknown option 'bogus'.\nTry 'chipatlas --help'.\n"));
    const Run badValue = runGui({QStringLiteral("--tab"), QStringLiteral("nowhere")});
    QCOMPARE(badValue.exitCode, 2);
    QVERIFY2(badValue.err.startsWith(QLatin1String("chipatlas: ")), qPrintable(badValue.err));
    QVERIFY2(!badValue.err.contains(QLatin1String("xcb")), qPrintable(badValue.err));
}

// The first parse has its translators too: German help for a German system.
void TstGuiNoDisplay::helpIsTranslated() {
    const Run run = runGui({QStringLiteral("--help")}, QStringLiteral("de_DE.UTF-8"));
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.out.contains(QStringLiteral(
                 "KI-Beschleuniger Wert für Wert vergleichen, jeden mit seiner Quelle.")),
             qPrintable(run.out));
}

QTEST_GUILESS_MAIN(TstGuiNoDisplay)
#include "tst_gui_nodisplay.moc"
