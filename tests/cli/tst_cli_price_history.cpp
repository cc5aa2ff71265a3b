// chipatlas-cli chart --prices ID, end to end: the real binary, without a display, on a catalog
// in a temporary folder with the built-in chips, systems and offers, writes the price history of
// an offer, a chip or a system as PNG, SVG and CSV (README, "Price history").
#include "clirunner.h"
#include "pricehistoryrows.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace pricehistoryrows;

class TestCliPriceHistory : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void pngOfAChip();
    void svgOfAnOffer();
    void csvOfASystem();
    void json();
    void unknownId();
    void chipOptionsDoNotApply_data();
    void chipOptionsDoNotApply();

private:
    CliResult run(const QStringList& arguments) const {
        return runCli(QStringList{QStringLiteral("--db"), m_db} + arguments, m_env);
    }
    QString file(const QString& name) const { return m_dir.filePath(name); }
    static QByteArray readFile(const QString& path) {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    QTemporaryDir m_dir;
    QString m_db;
    QProcessEnvironment m_env;
};

void TestCliPriceHistory::initTestCase() {
    QVERIFY(m_dir.isValid());
    m_db = m_dir.filePath(QStringLiteral("catalog.sqlite"));
    m_env = QProcessEnvironment::systemEnvironment();
    m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("xdg-data")));
    m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("xdg-config")));
    m_env.insert(QStringLiteral("CHIPATLAS_TODAY"), QStringLiteral("2026-12-05"));
    // No display, as on a server: chart picks the offscreen platform itself.
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_RUNTIME_DIR"})
        m_env.remove(QString::fromLatin1(name));
}

// The H100 SXM: seven offers rent it, two of them with a dated price.
void TestCliPriceHistory::pngOfAChip() {
    const QString path = file(QStringLiteral("h100.png"));
    const CliResult r =
        run({QStringLiteral("chart"), QStringLiteral("--prices"), kH100, QStringLiteral("--size"),
             QStringLiteral("800x500"), QStringLiteral("--out"), path});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QImage image(path);
    QCOMPARE(image.size(), QSize(1600, 1000));
    QCOMPARE(image.pixelColor(2, 2), QColor(Qt::white));
    int dark = 0;
    for (int y = 0; y < image.height(); y += 4) {
        for (int x = 0; x < image.width(); x += 4)
            dark += qGray(image.pixel(x, y)) < 128 ? 1 : 0;
    }
    QVERIFY2(dark > 100, qPrintable(QString::number(dark)));
    QVERIFY2(
        r.text().startsWith(
            QStringLiteral("Wrote %1 (1600x1000 PNG)\nPrice history: NVIDIA H100 SXM\n"
                           "2 of 7 price lines drawn (a dated price): AWS p5.48xlarge on-demand, "
                           "us-east-1; GMI Cloud H100 SXM5 on-demand\n"
                           "Cheapest current: $2.00 per chip-hour, GMI Cloud H100 SXM5 on-demand\n")
                .arg(path)),
        r.out.constData());
    QVERIFY2(r.text().contains(QStringLiteral(
                 "RunPod 8x H100 SXM (Secure Cloud) on-demand: $2.79 per chip-hour, seen "
                 "2026-04 (article 'Last updated: April 2026'); listed, not drawn\n")),
             r.out.constData());
    QCOMPARE(r.text().count(QStringLiteral("listed, not drawn")), 5);
}

// An offer: its target's offers, titled by the system it rents, the axes titled with units.
void TestCliPriceHistory::svgOfAnOffer() {
    const QString path = file(QStringLiteral("trn1.svg"));
    const CliResult r =
        run({QStringLiteral("chart"), QStringLiteral("--prices"), kTrn1OnDemand,
             QStringLiteral("--size"), QStringLiteral("900x600"), QStringLiteral("-o"), path});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.text().startsWith(QStringLiteral("Wrote %1 (900x600 SVG)\n").arg(path)),
             r.out.constData());
    const QByteArray svg = readFile(path);
    QVERIFY(svg.contains("<svg"));
    QVERIFY(svg.contains("width=\"900\""));
    QVERIFY(svg.contains("Price history: AWS EC2 trn1.32xlarge"));
    QVERIFY(svg.contains("USD per chip-hour"));
    QVERIFY(svg.contains("date seen"));
    QVERIFY(svg.contains("cheapest current: $1.3438 per chip-hour"));
}

// Every price, dated or not, one row each (pricehistoryrows.h).
void TestCliPriceHistory::csvOfASystem() {
    const QString path = file(QStringLiteral("trn1.csv"));
    const CliResult r = run({QStringLiteral("chart"), QStringLiteral("--prices"), kTrn1,
                             QStringLiteral("--out"), path});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.text().startsWith(QStringLiteral("Wrote %1 (CSV)\n").arg(path)), r.out.constData());
    QCOMPARE(readFile(path), kTrn1Csv);
}

void TestCliPriceHistory::json() {
    const QString path = file(QStringLiteral("json.csv"));
    const CliResult r = run({QStringLiteral("chart"), QStringLiteral("--prices"), kH100,
                             QStringLiteral("--out"), path, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject json = r.json().object();
    QCOMPARE(json[u"format"].toString(), QStringLiteral("csv"));
    QCOMPARE(json[u"cheapest_current"].toString(), QStringLiteral("gmi-cloud-h100-sxm5-on-demand"));
    QCOMPARE(json[u"series"].toArray().size(), 7);
    QCOMPARE(json[u"notes"].toArray().size(), 5);
}

void TestCliPriceHistory::unknownId() {
    const QString path = file(QStringLiteral("never.png"));
    const CliResult r = run({QStringLiteral("chart"), QStringLiteral("--prices"),
                             QStringLiteral("no-such-id"), QStringLiteral("--out"), path});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.isEmpty());
    QCOMPARE(r.errorText(),
             QStringLiteral("chipatlas-cli: --prices: no offer, chip or system has the id "
                            "\"no-such-id\" (see: chipatlas-cli offers, chipatlas-cli list, "
                            "chipatlas-cli systems)\n"));
    QVERIFY(!QFile::exists(path));
}

void TestCliPriceHistory::chipOptionsDoNotApply_data() {
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("message");
    QTest::newRow("x") << cliArgs("--x tdp_w") << "--x does not apply to --prices";
    QTest::newRow("preset") << cliArgs("--preset perf-per-watt")
                            << "--preset does not apply to --prices";
    QTest::newRow("systems") << cliArgs("--systems") << "--systems does not apply to --prices";
}

void TestCliPriceHistory::chipOptionsDoNotApply() {
    QFETCH(QStringList, options);
    QFETCH(QString, message);
    const CliResult r = run(QStringList{QStringLiteral("chart"), QStringLiteral("--prices"), kH100,
                                        QStringLiteral("--out"), file(QStringLiteral("x.png"))} +
                            options);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.errorText().contains(message), r.err.constData());
}

QTEST_MAIN(TestCliPriceHistory)
#include "tst_cli_price_history.moc"
