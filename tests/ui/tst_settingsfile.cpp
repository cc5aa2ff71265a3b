// The settings file: every value is stored under the key earlier versions used, so a file
// written by an earlier ChipAtlas reads the same, and --reset-settings keeps the catalog, the
// theme and the language. Settings is one part per feature (common/settings/): each part reads
// and writes the same file.
#include "common/settings.h"
#include "domain/memorybudget.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace chipatlas;

namespace {
// Every key a settings file may hold, as earlier versions wrote them.
const QStringList kEveryKey = {
    QStringLiteral("Catalog/exportFolder"),
    QStringLiteral("Catalog/importFolder"),
    QStringLiteral("Catalog/refreshSeconds"),
    QStringLiteral("CatalogConnection/database"),
    QStringLiteral("CatalogConnection/file"),
    QStringLiteral("CatalogConnection/host"),
    QStringLiteral("CatalogConnection/kind"),
    QStringLiteral("CatalogConnection/port"),
    QStringLiteral("CatalogConnection/sslMode"),
    QStringLiteral("CatalogConnection/user"),
    QStringLiteral("Chart/exportFolder"),
    QStringLiteral("Chart/exportHeight"),
    QStringLiteral("Chart/exportScale"),
    QStringLiteral("Chart/exportWidth"),
    QStringLiteral("Chart/logX"),
    QStringLiteral("Chart/logY"),
    QStringLiteral("Chart/pointLabels"),
    QStringLiteral("Chart/showSystems"),
    QStringLiteral("Chart/subject"),
    QStringLiteral("Chart/x"),
    QStringLiteral("Chart/y"),
    QStringLiteral("ChipTable/availabilityFilter"),
    QStringLiteral("ChipTable/filterText"),
    QStringLiteral("ChipTable/headerColumns"),
    QStringLiteral("ChipTable/headerState"),
    QStringLiteral("ChipTable/kindFilter"),
    QStringLiteral("ChipTable/mode"),
    QStringLiteral("ChipTable/perfPrecision"),
    QStringLiteral("ChipTable/vendorFilter"),
    QStringLiteral("Compare/chipIds"),
    QStringLiteral("Compare/exportFolder"),
    QStringLiteral("Compare/hideEqualRows"),
    QStringLiteral("Compare/highlightDifferences"),
    QStringLiteral("FitDialog/batch"),
    QStringLiteral("FitDialog/budget"),
    QStringLiteral("FitDialog/budgetFraction"),
    QStringLiteral("FitDialog/chips"),
    QStringLiteral("FitDialog/context"),
    QStringLiteral("FitDialog/geometry"),
    QStringLiteral("FitDialog/headerColumns"),
    QStringLiteral("FitDialog/headerState"),
    QStringLiteral("FitDialog/headroomPercent"),
    QStringLiteral("FitDialog/kvPrecision"),
    QStringLiteral("FitDialog/measuredTokensPerSecond"),
    QStringLiteral("FitDialog/model"),
    QStringLiteral("FitDialog/precision"),
    QStringLiteral("FitDialog/slidingWindow"),
    QStringLiteral("FitDialog/splitter"),
    QStringLiteral("MainWindow/geometry"),
    QStringLiteral("MainWindow/rightTab"),
    QStringLiteral("MainWindow/splitter"),
    QStringLiteral("MainWindow/state"),
    QStringLiteral("Preferences/language"),
    QStringLiteral("Preferences/memoryUnits"),
    QStringLiteral("Preferences/offerPolicy"),
    QStringLiteral("Preferences/theme"),
    QStringLiteral("SystemTable/headerColumns"),
    QStringLiteral("SystemTable/headerState"),
};

QStringList sorted(QStringList list) {
    list.sort();
    return list;
}
} // namespace

class TstSettingsFile : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void anEarlierFileReadsTheSame();
    void everySetterWritesItsEarlierKey();
    void resetKeepsCatalogThemeAndLanguage();

private:
    QTemporaryDir m_dir;
};

void TstSettingsFile::anEarlierFileReadsTheSame() {
    const QString ini = m_dir.filePath(QStringLiteral("earlier.ini"));
    {
        QSettings raw(ini, QSettings::IniFormat);
        raw.setValue(QStringLiteral("MainWindow/geometry"), QByteArray("geometry"));
        raw.setValue(QStringLiteral("MainWindow/state"), QByteArray("state"));
        raw.setValue(QStringLiteral("MainWindow/splitter"), QByteArray("splitter"));
        raw.setValue(QStringLiteral("MainWindow/rightTab"), QStringLiteral("chart"));
        raw.setValue(QStringLiteral("ChipTable/headerState"), QByteArray("chip header"));
        raw.setValue(QStringLiteral("ChipTable/headerColumns"), 7);
        raw.setValue(QStringLiteral("ChipTable/perfPrecision"), QStringLiteral("fp8"));
        raw.setValue(QStringLiteral("ChipTable/filterText"), QStringLiteral("hbm"));
        raw.setValue(QStringLiteral("ChipTable/vendorFilter"), QStringLiteral("NVIDIA"));
        raw.setValue(QStringLiteral("ChipTable/kindFilter"), QStringLiteral("GPU"));
        raw.setValue(QStringLiteral("ChipTable/availabilityFilter"), 3);
        raw.setValue(QStringLiteral("ChipTable/mode"), QStringLiteral("systems"));
        raw.setValue(QStringLiteral("SystemTable/headerState"), QByteArray("system header"));
        raw.setValue(QStringLiteral("SystemTable/headerColumns"), 5);
        raw.setValue(QStringLiteral("Compare/chipIds"),
                     QStringList{QStringLiteral("nvidia-h100-sxm"),
                                 QStringLiteral("system:nvidia-gb200-nvl72")});
        raw.setValue(QStringLiteral("Compare/hideEqualRows"), true);
        raw.setValue(QStringLiteral("Compare/highlightDifferences"), false);
        raw.setValue(QStringLiteral("Compare/exportFolder"), QStringLiteral("/compare"));
        raw.setValue(QStringLiteral("Chart/x"), QStringLiteral("memory_gb"));
        raw.setValue(QStringLiteral("Chart/y"), QStringLiteral("tdp_w"));
        raw.setValue(QStringLiteral("Chart/logX"), true);
        raw.setValue(QStringLiteral("Chart/logY"), true);
        raw.setValue(QStringLiteral("Chart/pointLabels"), false);
        raw.setValue(QStringLiteral("Chart/showSystems"), true);
        raw.setValue(QStringLiteral("Chart/subject"), QStringLiteral("measured-vs-bound"));
        raw.setValue(QStringLiteral("Chart/exportFolder"), QStringLiteral("/pictures"));
        raw.setValue(QStringLiteral("Chart/exportWidth"), 800);
        raw.setValue(QStringLiteral("Chart/exportHeight"), 600);
        raw.setValue(QStringLiteral("Chart/exportScale"), 3);
        raw.setValue(QStringLiteral("FitDialog/geometry"), QByteArray("fit geometry"));
        raw.setValue(QStringLiteral("FitDialog/splitter"), QByteArray("fit splitter"));
        raw.setValue(QStringLiteral("FitDialog/headerState"), QByteArray("fit header"));
        raw.setValue(QStringLiteral("FitDialog/headerColumns"), 9);
        raw.setValue(QStringLiteral("FitDialog/model"), QStringLiteral("llama-3.1-8b"));
        raw.setValue(QStringLiteral("FitDialog/precision"), QStringLiteral("fp8"));
        raw.setValue(QStringLiteral("FitDialog/kvPrecision"), QStringLiteral("int8"));
        raw.setValue(QStringLiteral("FitDialog/context"), 32768);
        raw.setValue(QStringLiteral("FitDialog/batch"), 4);
        raw.setValue(QStringLiteral("FitDialog/headroomPercent"), 20.0);
        raw.setValue(QStringLiteral("FitDialog/chips"), 8);
        raw.setValue(QStringLiteral("FitDialog/slidingWindow"), false);
        raw.setValue(QStringLiteral("FitDialog/budget"),
                     memoryBudgetProfile(MemoryBudgetKind::Vllm).key);
        raw.setValue(QStringLiteral("FitDialog/budgetFraction"), 0.8);
        raw.setValue(QStringLiteral("FitDialog/measuredTokensPerSecond"), 42.5);
        raw.setValue(QStringLiteral("Catalog/importFolder"), QStringLiteral("/import"));
        raw.setValue(QStringLiteral("Catalog/exportFolder"), QStringLiteral("/export"));
        raw.setValue(QStringLiteral("Catalog/refreshSeconds"), 30);
        raw.setValue(QStringLiteral("CatalogConnection/kind"), QStringLiteral("server"));
        raw.setValue(QStringLiteral("CatalogConnection/file"), QStringLiteral("/catalog.sqlite"));
        raw.setValue(QStringLiteral("CatalogConnection/host"), QStringLiteral("db.example.org"));
        raw.setValue(QStringLiteral("CatalogConnection/port"), 5433);
        raw.setValue(QStringLiteral("CatalogConnection/database"), QStringLiteral("team"));
        raw.setValue(QStringLiteral("CatalogConnection/user"), QStringLiteral("ana"));
        raw.setValue(QStringLiteral("CatalogConnection/sslMode"), QStringLiteral("require"));
        raw.setValue(QStringLiteral("Preferences/theme"), QStringLiteral("dark"));
        raw.setValue(QStringLiteral("Preferences/language"), QStringLiteral("ja"));
        raw.setValue(QStringLiteral("Preferences/memoryUnits"), QStringLiteral("gib"));
        raw.setValue(QStringLiteral("Preferences/offerPolicy"),
                     QStringLiteral("cheapest-on-demand"));
        QCOMPARE(sorted(raw.allKeys()), kEveryKey);
    }

    Settings settings(ini);
    QCOMPARE(settings.windowGeometry(), QByteArray("geometry"));
    QCOMPARE(settings.windowState(), QByteArray("state"));
    QCOMPARE(settings.splitterState(), QByteArray("splitter"));
    QCOMPARE(settings.rightTab(), QStringLiteral("chart"));
    QCOMPARE(settings.chipTableHeaderState(7), QByteArray("chip header"));
    QCOMPARE(settings.chipTableHeaderState(8), QByteArray());
    QCOMPARE(settings.perfPrecision(), Precision::FP8);
    QCOMPARE(settings.filterText(), QStringLiteral("hbm"));
    QCOMPARE(settings.vendorFilter(), QStringLiteral("NVIDIA"));
    QCOMPARE(settings.kindFilter(), QStringLiteral("GPU"));
    QCOMPARE(settings.availabilityFilter(), 3);
    QCOMPARE(settings.tableMode(), QStringLiteral("systems"));
    QCOMPARE(settings.systemTableHeaderState(5), QByteArray("system header"));
    QCOMPARE(settings.comparedEntries(),
             (QList<EntryRef>{EntryRef::chip(QStringLiteral("nvidia-h100-sxm")),
                              EntryRef::system(QStringLiteral("nvidia-gb200-nvl72"))}));
    QVERIFY(settings.compareHideEqualRows());
    QVERIFY(!settings.compareHighlightDifferences());
    QCOMPARE(settings.compareExportFolder(), QStringLiteral("/compare"));

    // A part on its own reads the same file as the whole.
    const ChartSettings& chart = settings;
    QCOMPARE(chart.chartSpec().x.key(), QStringLiteral("memory_gb"));
    QCOMPARE(chart.chartSpec().y.key(), QStringLiteral("tdp_w"));
    QVERIFY(chart.chartSpec().logX && chart.chartSpec().logY);
    QCOMPARE(chart.chartSpec().precision, Precision::FP8); // the table's
    QVERIFY(!chart.chartPointLabels());
    QVERIFY(chart.chartShowSystems());
    QCOMPARE(chart.chartSpec().subject, ChartSubject::MeasuredVsBound);
    QCOMPARE(chart.chartExportFolder(), QStringLiteral("/pictures"));
    QCOMPARE(chart.chartExportSize(), QSize(800, 600));
    QCOMPARE(chart.chartExportScale(), 3);

    const FitSettings& fit = settings;
    QCOMPARE(fit.fitDialogGeometry(), QByteArray("fit geometry"));
    QCOMPARE(fit.fitSplitterState(), QByteArray("fit splitter"));
    QCOMPARE(fit.fitHeaderState(9), QByteArray("fit header"));
    QCOMPARE(fit.fitModelId(), QStringLiteral("llama-3.1-8b"));
    const FitInputs inputs = fit.fitInputs();
    QCOMPARE(inputs.weights.key(), QStringLiteral("fp8"));
    QCOMPARE(inputs.kv, KvPrecision::INT8);
    QCOMPARE(inputs.contextTokens, qint64(32768));
    QCOMPARE(inputs.batch, qint64(4));
    QCOMPARE(inputs.headroomPercent, 20.0);
    QCOMPARE(inputs.chips, 8);
    QVERIFY(!inputs.honourSlidingWindow);
    QCOMPARE(inputs.budget.kind, MemoryBudgetKind::Vllm);
    QCOMPARE(inputs.budget.fraction, std::optional<double>(0.8));
    QCOMPARE(fit.fitMeasuredRate(), 42.5);

    QCOMPARE(settings.catalogImportFolder(), QStringLiteral("/import"));
    QCOMPARE(settings.catalogExportFolder(), QStringLiteral("/export"));
    QCOMPARE(settings.catalogRefreshInterval(), std::chrono::seconds(30));
    const CatalogConnection server = settings.catalogConnection();
    QVERIFY(server.isPostgres());
    QCOMPARE(server.host, QStringLiteral("db.example.org"));
    QCOMPARE(server.port, 5433);
    QCOMPARE(server.database, QStringLiteral("team"));
    QCOMPARE(server.user, QStringLiteral("ana"));
    QCOMPARE(server.sslMode, QStringLiteral("require"));
    QCOMPARE(settings.catalogFile(), QStringLiteral("/catalog.sqlite"));

    QCOMPARE(settings.theme(), Theme::Dark);
    QCOMPARE(settings.language(), QStringLiteral("ja"));
    QCOMPARE(settings.memoryUnits(), MemoryUnits::Binary);
    QCOMPARE(settings.offerPolicy(), OfferPolicy::CheapestOnDemand);
}

void TstSettingsFile::everySetterWritesItsEarlierKey() {
    const QString ini = m_dir.filePath(QStringLiteral("written.ini"));
    {
        Settings settings(ini);
        settings.setWindowGeometry(QByteArray("g"));
        settings.setWindowState(QByteArray("s"));
        settings.setSplitterState(QByteArray("p"));
        settings.setRightTab(QStringLiteral("compare"));
        settings.setChipTableHeaderState(QByteArray("h"), 3);
        settings.setTableMode(QStringLiteral("chips"));
        settings.setSystemTableHeaderState(QByteArray("h"), 4);
        settings.setPerfPrecision(Precision::INT8);
        settings.setFilterText(QStringLiteral("x"));
        settings.setVendorFilter(QStringLiteral("AMD"));
        settings.setKindFilter(QStringLiteral("GPU"));
        settings.setAvailabilityFilter(1);
        settings.setComparedEntries({EntryRef::chips(QStringLiteral("amd-mi300x"), 8)});
        settings.setCompareHideEqualRows(true);
        settings.setCompareHighlightDifferences(true);
        settings.setCompareExportFolder(QStringLiteral("/c"));
        settings.setChartSpec(ChartSpec{});
        settings.setChartPointLabels(true);
        settings.setChartShowSystems(false);
        settings.setChartExportFolder(QStringLiteral("/p"));
        settings.setChartExportSize(QSize(1000, 700));
        settings.setChartExportScale(2);
        settings.setFitDialogGeometry(QByteArray("f"));
        settings.setFitSplitterState(QByteArray("f"));
        settings.setFitHeaderState(QByteArray("f"), 2);
        settings.setFitModelId(QStringLiteral("m"));
        settings.setFitInputs(kFitDefaults);
        settings.setFitMeasuredRate(1.0);
        settings.setCatalogImportFolder(QStringLiteral("/i"));
        settings.setCatalogExportFolder(QStringLiteral("/e"));
        settings.setCatalogRefreshInterval(std::chrono::seconds(5));
        settings.setCatalogConnection(CatalogConnection::sqliteFile(QStringLiteral("/f.sqlite")));
        settings.setCatalogConnection(CatalogConnection::postgres(
            QStringLiteral("h"), 5432, QStringLiteral("d"), QStringLiteral("u"), QString()));
        settings.setTheme(Theme::Light);
        settings.setLanguage(QStringLiteral("de"));
        settings.setMemoryUnits(MemoryUnits::Decimal);
        settings.setOfferPolicy(OfferPolicy::Cheapest);
        settings.sync();
    }
    QSettings raw(ini, QSettings::IniFormat);
    QCOMPARE(sorted(raw.allKeys()), kEveryKey);
    QCOMPARE(raw.value(QStringLiteral("Compare/chipIds")).toStringList(),
             QStringList{QStringLiteral("amd-mi300x*8")});
    QCOMPARE(raw.value(QStringLiteral("CatalogConnection/kind")).toString(),
             QStringLiteral("server"));
    QCOMPARE(raw.value(QStringLiteral("CatalogConnection/file")).toString(),
             QStringLiteral("/f.sqlite"));
    QCOMPARE(raw.value(QStringLiteral("Preferences/memoryUnits")).toString(), QStringLiteral("gb"));
}

void TstSettingsFile::resetKeepsCatalogThemeAndLanguage() {
    const QString ini = m_dir.filePath(QStringLiteral("reset.ini"));
    Settings settings(ini);
    settings.setCatalogConnection(CatalogConnection::sqliteFile(QStringLiteral("/f.sqlite")));
    settings.setCatalogConnection(CatalogConnection::postgres(
        QStringLiteral("h"), 5433, QStringLiteral("d"), QStringLiteral("u"), QString()));
    settings.setCatalogRefreshInterval(std::chrono::seconds(0));
    settings.setTheme(Theme::Dark);
    settings.setLanguage(QStringLiteral("ja"));
    settings.setRightTab(QStringLiteral("chart"));
    settings.setFitModelId(QStringLiteral("m"));
    settings.setCatalogImportFolder(QStringLiteral("/i"));
    settings.clearViewState();
    settings.sync();

    QSettings raw(ini, QSettings::IniFormat);
    QCOMPARE(
        sorted(raw.allKeys()),
        (QStringList{
            QStringLiteral("Catalog/refreshSeconds"), QStringLiteral("CatalogConnection/database"),
            QStringLiteral("CatalogConnection/file"), QStringLiteral("CatalogConnection/host"),
            QStringLiteral("CatalogConnection/kind"), QStringLiteral("CatalogConnection/port"),
            QStringLiteral("CatalogConnection/sslMode"), QStringLiteral("CatalogConnection/user"),
            QStringLiteral("Preferences/language"), QStringLiteral("Preferences/theme")}));
    QCOMPARE(settings.catalogConnection().port, 5433);
    QCOMPARE(settings.catalogFile(), QStringLiteral("/f.sqlite"));
    QCOMPARE(settings.catalogRefreshInterval(), std::chrono::seconds(0));
    QCOMPARE(settings.theme(), Theme::Dark);
    QCOMPARE(settings.language(), QStringLiteral("ja"));
    QCOMPARE(settings.rightTab(), QStringLiteral("details"));
    QCOMPARE(settings.fitModelId(), QStringLiteral("llama-3.1-70b"));
}

QTEST_GUILESS_MAIN(TstSettingsFile)
#include "tst_settingsfile.moc"
