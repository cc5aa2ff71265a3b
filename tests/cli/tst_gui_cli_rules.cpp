// The rules the GUI and chipatlas-cli share, given the same inputs on both sides: the GUI's
// own code path in-process (its models, proxies, views, settings and start-up) and the real
// binary through QProcess. Same filter text: the same chips in the same order; same sort key and
// direction: the same order, ties included (the chip table and the Systems table); the same
// units and prices in the Systems table; the same catalog file; the same chips: the same winners,
// chips left out, figures about the same and summary in the compare view and `compare --json`.
// The calculator's rules are tst_gui_cli_fit's, the measured results' tst_gui_cli_results's.
#include "apppaths.h"
#include "clirunner.h"
#include "common/entrymime.h"
#include "common/settings.h"
#include "compare/compareview.h"
#include "compare/comparisonmodel.h"
#include "details/systemhtml.h"
#include "guiclifixture.h"
#include "guistartup.h"
#include "table/chipfilterproxymodel.h"
#include "table/chiptablemodel.h"
#include "table/systemfilterproxymodel.h"
#include "table/systemtablemodel.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QPalette>

using namespace chipatlas;

class TestGuiCliRules
    : public QObject
    , private GuiCliFixture {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void filterGivesTheSameChips_data();
    void filterGivesTheSameChips();
    void sortGivesTheSameOrder_data();
    void sortGivesTheSameOrder();
    void defaultCatalogIsTheSame();
    void relativeDbIsTheSame();
    void compareGivesTheSameWinners();
    void compareTooCloseToCallIsTheSame();
    void systemsColumnUnitsAreTheSame();
    void systemsSortGivesTheSameOrder_data();
    void systemsSortGivesTheSameOrder();
    void systemPricesAreItsOwnOffers();
};

void TestGuiCliRules::initTestCase() {
    initCatalog();
}

void TestGuiCliRules::filterGivesTheSameChips_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("matchesAny");
    QTest::newRow("empty") << QString() << true;
    QTest::newRow("vendor, lower case") << QStringLiteral("nvidia") << true;
    QTest::newRow("family") << QStringLiteral("hopper") << true;
    QTest::newRow("name part") << QStringLiteral("MI3") << true;
    QTest::newRow("id only") << QStringLiteral("h100-sxm") << true;
    QTest::newRow("id prefix") << QStringLiteral("aws-") << true;
    QTest::newRow("nothing") << QStringLiteral("no such chip") << false;
}

void TestGuiCliRules::filterGivesTheSameChips() {
    QFETCH(QString, text);
    QFETCH(bool, matchesAny);
    // The table as it opens: sorted by name.
    ChipTableModel model;
    model.setChips(m_chips);
    ChipFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.sort(ChipTableModel::NameColumn, Qt::AscendingOrder);
    proxy.setFilterText(text);
    const QStringList gui = proxyIds(proxy, ChipTableModel::ChipIdRole);
    QCOMPARE(!gui.isEmpty(), matchesAny);

    const QStringList filter{QStringLiteral("--filter"), text};
    const QStringList list =
        jsonIds(runJson(QStringList{QStringLiteral("list"), QStringLiteral("--sort"),
                                    QStringLiteral("name")} +
                        filter)
                    .array(),
                QLatin1String("id"));
    QCOMPARE(list, gui);

    // export writes the same chips (sorted by id, as import reads them back).
    const QString file = m_dir.filePath(QStringLiteral("export.json"));
    QFile::remove(file);
    QCOMPARE(run(QStringList{QStringLiteral("export"), file} + filter).exitCode, 0);
    QFile exported(file);
    QVERIFY(exported.open(QIODevice::ReadOnly));
    const QJsonDocument doc = QJsonDocument::fromJson(exported.readAll());
    const QJsonArray chips = doc.isArray() ? doc.array() : doc[u"chips"].toArray();
    QStringList exportedIds = jsonIds(chips, QLatin1String("id"));
    QStringList guiById = gui;
    exportedIds.sort();
    guiById.sort();
    QCOMPARE(exportedIds, guiById);
}

void TestGuiCliRules::sortGivesTheSameOrder_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("descending");
    // Keys with ties (vendor, memory) and with missing values (TDP, FP8, price).
    for (const char* key : {"name", "vendor", "memory_gb", "tdp_w", "fp8_tflops_dense",
                            "bf16_tflops_dense", "released"}) {
        QTest::addRow("%s ascending", key) << QString::fromLatin1(key) << false;
        QTest::addRow("%s descending", key) << QString::fromLatin1(key) << true;
    }
}

void TestGuiCliRules::sortGivesTheSameOrder() {
    QFETCH(QString, key);
    QFETCH(bool, descending);
    const int column = ChipTableModel::columnForKey(key);
    QVERIFY2(column >= 0, qPrintable(key));
    ChipTableModel model;
    model.setChips(m_chips);
    ChipFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.sort(column, descending ? Qt::DescendingOrder : Qt::AscendingOrder);
    const QStringList gui = proxyIds(proxy, ChipTableModel::ChipIdRole);

    QStringList arguments{QStringLiteral("list"), QStringLiteral("--sort"), key};
    if (descending)
        arguments << QStringLiteral("--desc");
    const QStringList cli = jsonIds(runJson(arguments).array(), QLatin1String("id"));
    QCOMPARE(cli, gui);
}

void TestGuiCliRules::defaultCatalogIsTheSame() {
    const QString expected = AppPaths::defaultCatalogPath();
    QVERIFY(expected.startsWith(m_dir.path()));
    QVERIFY(!QFile::exists(expected));
    // chipatlas-cli without --db creates it...
    QCOMPARE(runCli({QStringLiteral("models")}, m_env).exitCode, 0);
    QVERIFY(QFile::exists(expected));
    // ...and the GUI without --db opens that file.
    const GuiCommandLine commandLine = parseGuiCommandLine({QStringLiteral("chipatlas")});
    QCOMPARE(commandLine.action, GuiCommandLine::Action::Run);
    // (Settings, Catalog never chose another: a fresh settings file.)
    const Settings settings(m_dir.filePath(QStringLiteral("default-gui.ini")));
    StorageError error;
    const std::unique_ptr<Catalog> catalog =
        Catalog::open(startupConnection(commandLine, settings), &error);
    QVERIFY2(catalog, qPrintable(error.message));
    QCOMPARE(catalog->path(), expected);
    // An empty --db is the default catalog for both.
    const GuiCommandLine emptyDb =
        parseGuiCommandLine({QStringLiteral("chipatlas"), QStringLiteral("--db"), QString()});
    QCOMPARE(startupConnection(emptyDb, settings).path, expected);
    const CliResult cli =
        runCli({QStringLiteral("--db"), QString(), QStringLiteral("list")}, m_env);
    QCOMPARE(cli.exitCode, 0);
}

void TestGuiCliRules::relativeDbIsTheSame() {
    // A relative --db is taken from the current directory by both.
    const QString folder = QFileInfo(m_dir.path()).canonicalFilePath();
    const QString relative = QStringLiteral("sub/relative.sqlite");
    const QString expected = QDir(folder).filePath(relative);
    QCOMPARE(runCli({QStringLiteral("--db"), relative, QStringLiteral("models")}, m_env, folder)
                 .exitCode,
             0);
    QVERIFY(QFile::exists(expected));

    const GuiCommandLine commandLine =
        parseGuiCommandLine({QStringLiteral("chipatlas"), QStringLiteral("--db"), relative});
    const Settings settings(m_dir.filePath(QStringLiteral("relative-gui.ini")));
    const QString before = QDir::currentPath();
    QVERIFY(QDir::setCurrent(folder));
    StorageError error;
    const std::unique_ptr<Catalog> catalog =
        Catalog::open(startupConnection(commandLine, settings), &error);
    QVERIFY(QDir::setCurrent(before));
    QVERIFY2(catalog, qPrintable(error.message));
    QCOMPARE(catalog->path(), expected);
}

void TestGuiCliRules::compareGivesTheSameWinners() {
    // GH200 and H100 SXM are about the same on BF16 (989 vs 989.5 TFLOPS); Trainium1's TDP is
    // unverified and Trainium2's not published: both are left out of the perf/W row.
    const QStringList ids{QStringLiteral("nvidia-gh200"), QStringLiteral("nvidia-h100-sxm"),
                          QStringLiteral("aws-trainium1"), QStringLiteral("aws-trainium2")};
    const QJsonObject json = runJson(QStringList{QStringLiteral("compare")} + ids +
                                     QStringList{QStringLiteral("--json")})
                                 .object();
    // The CLI prints numbers in the C locale; the view in the default one.
    const QLocale saved;
    QLocale::setDefault(QLocale::c());
    CompareView view;
    view.setCatalog(m_chips);
    view.setEntryRefs(entriesFromLines(ids));
    QLocale::setDefault(saved);
    const ComparisonModel& model = *view.model();
    QCOMPARE(json[u"summary"].toArray(),
             QJsonArray::fromStringList(view.summaryLabel()->text().split(QLatin1Char('\n'))));

    int aboutTheSame = 0;
    int leftOut = 0;
    for (const QJsonValue& row : json[u"rows"].toArray()) {
        const QString key = row[u"field"].toString();
        const QModelIndex figure = model.indexForKey(key);
        QVERIFY2(figure.isValid(), qPrintable(key));
        QCOMPARE(figure.data(ComparisonModel::AboutTheSameRole).toBool(),
                 row[u"about_the_same"].toBool());
        aboutTheSame += row[u"about_the_same"].toBool() ? 1 : 0;
        for (int i = 0; i < int(ids.size()); ++i) {
            const QModelIndex cell = figure.siblingAtColumn(i + 1);
            QCOMPARE(cell.data(ComparisonModel::WinnerRole).toBool(),
                     row[u"winner"].toInt(-1) == i);
            const QJsonValue reason = row[u"left_out"].toArray().at(i);
            QCOMPARE(cell.data(ComparisonModel::LeftOutRole).toString(), reason.toString());
            leftOut += reason.isNull() ? 0 : 1;
        }
    }
    QVERIFY(aboutTheSame > 0);
    QVERIFY(leftOut > 0);
    const QModelIndex perfPerWatt = model.indexForKey(QStringLiteral("perf_per_watt"));
    QCOMPARE(perfPerWatt.siblingAtColumn(3).data(ComparisonModel::LeftOutRole).toString(),
             QStringLiteral("unverified"));
    QCOMPARE(perfPerWatt.siblingAtColumn(4).data(ComparisonModel::LeftOutRole).toString(),
             QStringLiteral("not_published"));
    QVERIFY(model.indexForKey(QStringLiteral("bf16_tflops_dense"))
                .data(ComparisonModel::AboutTheSameRole)
                .toBool());
}

// The L40S's 864 GB/s against Trainium's 820 GiB/s (880.5 GB/s converted): the winner depends
// on how GiB is read, so neither the view nor `compare` declares one, and both say why in the
// same words (docs/DOMAIN-RULES.md rule 4).
void TestGuiCliRules::compareTooCloseToCallIsTheSame() {
    const QStringList ids{QStringLiteral("nvidia-l40s"), QStringLiteral("aws-trainium1")};
    const QJsonObject json = runJson(QStringList{QStringLiteral("compare")} + ids +
                                     QStringList{QStringLiteral("--json")})
                                 .object();
    QJsonObject bandwidth;
    for (const QJsonValue& row : json[u"rows"].toArray()) {
        if (row[u"field"] == QStringLiteral("memory_bw_gbs"))
            bandwidth = row.toObject();
    }
    QVERIFY(bandwidth[u"winner"].isNull());
    QVERIFY(bandwidth[u"too_close_to_call"].toBool());
    const CliResult text = run(QStringList{QStringLiteral("compare")} + ids);
    QCOMPARE(text.exitCode, 0);
    const QString line =
        text.text().split(QLatin1Char('\n')).filter(QStringLiteral("Memory bandwidth")).value(0);
    QVERIFY2(line.trimmed().endsWith(QStringLiteral("too close to call: printed units differ")),
             qPrintable(line));

    const QLocale saved;
    QLocale::setDefault(QLocale::c());
    CompareView view;
    view.setCatalog(m_chips);
    view.setEntryRefs(entriesFromLines(ids));
    QLocale::setDefault(saved);
    const QModelIndex figure = view.model()->indexForKey(QStringLiteral("memory_bw_gbs"));
    QVERIFY(figure.isValid());
    for (int i = 0; i < int(ids.size()); ++i) {
        const QModelIndex cell = figure.siblingAtColumn(i + 1);
        QVERIFY(!cell.data(ComparisonModel::WinnerRole).toBool());
        // The same cells as `compare` prints.
        const QString shown = cell.data(Qt::DisplayRole).toString();
        QVERIFY2(line.contains(shown), qPrintable(shown + QStringLiteral(" | ") + line));
    }
    QCOMPARE(figure.siblingAtColumn(1).data(Qt::DisplayRole).toString(),
             QStringLiteral("864 GB/s (too close to call)"));
    QCOMPARE(figure.siblingAtColumn(2).data(Qt::DisplayRole).toString(),
             QStringLiteral("820 GiB/s ‡ (0.95-1.02x)"));
    // The view has no winner column: the figure's tooltip gives the reason.
    QVERIFY(figure.data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("too close to call, because the printed units differ")));
}

// The Systems table and `chipatlas-cli systems`: one unit per memory column, the same title.
void TestGuiCliRules::systemsColumnUnitsAreTheSame() {
    SystemTableModel model;
    model.setSnapshot(CatalogSnapshot(m_chips, m_models, {}, m_systems, m_offers));
    const CliResult cli = run({QStringLiteral("systems")});
    QCOMPARE(cli.exitCode, 0);
    const QString header = cli.text().split(QLatin1Char('\n')).value(0);
    for (SystemColumn column : {SystemColumn::MemoryTotal, SystemColumn::MemoryBwTotal}) {
        const QString title = model.headerData(int(column), Qt::Horizontal)
                                  .toString()
                                  .replace(QLatin1Char('\n'), QLatin1Char(' '));
        QVERIFY2(title.endsWith(QStringLiteral("(TB)")) || title.endsWith(QStringLiteral("(TB/s)")),
                 qPrintable(title));
        QVERIFY2(header.contains(title), qPrintable(title + QStringLiteral(" | ") + header));
        // A filter hides rows, never changes a column's unit: "h100" shows only 8-GPU systems
        // (0.64 TB), in the TB of the whole column, as the GUI's table does.
        const CliResult filtered =
            run({QStringLiteral("systems"), QStringLiteral("--filter"), QStringLiteral("h100")});
        QCOMPARE(filtered.exitCode, 0);
        QVERIFY2(filtered.text().split(QLatin1Char('\n')).value(0).contains(title),
                 qPrintable(filtered.text()));
        for (int row = 0; row < model.rowCount(); ++row) {
            const QString cell = model.index(row, int(column)).data().toString();
            QVERIFY2(!cell.contains(QStringLiteral("GB")) && !cell.contains(QStringLiteral("GiB")),
                     qPrintable(cell));
        }
    }
}

// The Systems table and `chipatlas-cli systems --sort`: one column vocabulary
// (systemcolumns.h), the same order, missing values last, ties included; the offer columns
// read the same offers.
void TestGuiCliRules::systemsSortGivesTheSameOrder_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("descending");
    for (const char* key : {"name", "vendor", "chip_count", "memory_gb", "throughput",
                            "system_power_w", "cheapest_per_chip_hour", "offer_spread"}) {
        QTest::addRow("%s ascending", key) << QString::fromLatin1(key) << false;
        QTest::addRow("%s descending", key) << QString::fromLatin1(key) << true;
    }
}

void TestGuiCliRules::systemsSortGivesTheSameOrder() {
    QFETCH(QString, key);
    QFETCH(bool, descending);
    const std::optional<SystemColumn> column = systemColumnFromKey(key);
    QVERIFY2(column, qPrintable(key));
    SystemTableModel model;
    model.setSnapshot(CatalogSnapshot(m_chips, m_models, {}, m_systems, m_offers));
    SystemFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.sort(int(*column), descending ? Qt::DescendingOrder : Qt::AscendingOrder);
    const QStringList gui = proxyIds(proxy, SystemTableModel::SystemIdRole);
    QCOMPARE(gui.size(), m_systems.size());

    QStringList arguments{QStringLiteral("systems"), QStringLiteral("--sort"), key};
    if (descending)
        arguments << QStringLiteral("--desc");
    const QStringList cli = jsonIds(runJson(arguments).array(), QLatin1String("id"));
    QCOMPARE(cli, gui);
}

// A system's price columns come from its own offers only, and a spread compares one pricing
// type (offerchoice.h): the Systems table and `systems --json` give the same cheapest, dearest
// and spread for every system, each from an offer that names the system, of the pricing type
// the cell shows. The Azure ND H100 v5, whose own offer has no public price, shows no price in
// the table, the details pane, `show` or `offers`: not Lambda's reserved $1.85 nor AWS p5's
// on-demand $6.88.
void TestGuiCliRules::systemPricesAreItsOwnOffers() {
    const CatalogSnapshot snapshot(m_chips, m_models, {}, m_systems, m_offers);
    SystemTableModel model;
    model.setSnapshot(snapshot);
    QHash<QString, Offer> offerOfId;
    for (const Offer& offer : std::as_const(m_offers))
        offerOfId.insert(offer.id, offer);

    const QJsonArray cli = runJson({QStringLiteral("systems")}).array();
    QCOMPARE(cli.size(), model.rowCount());
    int priced = 0;
    for (const QJsonValue& value : cli) {
        const QString id = value[u"id"].toString();
        const int row = model.rowForId(id);
        QVERIFY2(row >= 0, qPrintable(id));
        const QJsonObject offers = value[u"offers"].toObject();
        const std::pair<SystemColumn, QLatin1String> columns[] = {
            {SystemColumn::CheapestPerChipHour, QLatin1String("cheapest_per_chip_hour")},
            {SystemColumn::DearestPerChipHour, QLatin1String("dearest_per_chip_hour")},
            {SystemColumn::OfferSpread, QLatin1String("spread")}};
        for (const auto& [column, key] : columns) {
            const QVariant gui = model.index(row, int(column)).data(SystemTableModel::SortRole);
            const QJsonValue number = offers.value(key);
            QVERIFY2(gui.isNull() == number.isNull(), qPrintable(id + QLatin1Char(' ') + key));
            if (!gui.isNull())
                QVERIFY2(qFuzzyCompare(gui.toDouble(), number.toDouble()), qPrintable(id));
        }
        if (offers.value(QLatin1String("pricing")).isNull())
            continue;
        ++priced;
        const std::optional<Pricing> pricing =
            pricingFromKey(offers.value(QLatin1String("pricing")).toString());
        QVERIFY(pricing);
        QVERIFY(model.index(row, int(SystemColumn::OfferSpread))
                    .data()
                    .toString()
                    .endsWith(pricingDisplayName(*pricing)));
        for (const char* key : {"cheapest", "dearest"}) {
            const Offer offer = offerOfId.value(offers.value(QLatin1String(key)).toString());
            QCOMPARE(offer.targetId, id);
            QCOMPARE(offer.pricing, *pricing);
        }
    }
    QVERIFY(priced > 0);

    const QString azureId = QStringLiteral("azure-nd-h100-v5");
    const int azure = model.rowForId(azureId);
    QVERIFY(azure >= 0);
    for (const SystemColumn column : {SystemColumn::CheapestPerChipHour,
                                      SystemColumn::DearestPerChipHour, SystemColumn::OfferSpread})
        QVERIFY(model.index(azure, int(column)).data(SystemTableModel::SortRole).isNull());
    const QString html = systemhtml::html(model.rowAt(azure).system, snapshot, Precision::BF16,
                                          QPalette(), QDate(2026, 12, 1));
    const CliResult show = run({QStringLiteral("show"), azureId});
    QCOMPARE(show.exitCode, 0);
    for (const QString& text : {html, show.text()}) {
        QVERIFY2(text.contains(QLatin1String("Standard_ND96isr_H100_v5")), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("1.85")) && !text.contains(QLatin1String("6.88")),
                 qPrintable(text));
    }
    const QJsonObject offers = runJson({QStringLiteral("offers"), azureId}).object();
    QCOMPARE(offers[u"spread"][u"priced"].toInt(), 0);
    for (const QJsonValue& offer : offers[u"offers"].toArray())
        QCOMPARE(offer[u"target_id"].toString(), azureId);
    QCOMPARE(offers[u"not_found"][0][u"target_id"].toString(), azureId);
}

QTEST_MAIN(TestGuiCliRules)
#include "tst_gui_cli_rules.moc"
