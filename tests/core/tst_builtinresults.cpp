// The built-in measured results (resources/catalog/results.json, README "The built-in catalog"):
// every one reads into a Result through the schema's own file text, passes validateResult(),
// names its source, says whose claim it is (an audited one with MLPerf's version, division,
// submitter and result id) and ran on a chip or system of the built-in catalog.
#include "domain/result.h"
#include "domain/resultbound.h"
#include "domain/validation.h"
#include "io/catalogjson.h"
#include "io/resultcsv.h"
#include "io/resultjson.h"
#include "io/systemjson.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QUrl>

using namespace chipatlas;

class TestBuiltInResults : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyResultReadsAndValidates();
    void everySourceIsAUrlOrANamedDocument();
    void auditedResultsNameTheirMlperfRound();
    void hardwareAndModelsAreInTheCatalog();
    void theStarterSetIsThere();
    void mlperfResultsCarryTheirDatasetsMeanOutput();
    void theResultReaderReadsTheBuiltInFile();
    void theCsvReaderReadsTheReferenceTable();
    void noBuiltInResultIsAboveItsBound();

private:
    QJsonObject m_file;
    QList<Result> m_results;
};

namespace {
QJsonObject readJson(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

// A JSON value as the file text setResultText() reads: numbers in C locale, the rest as given.
QString fileText(const QJsonValue& value) {
    if (value.isDouble())
        return QLocale::c().toString(value.toDouble(), 'g', QLocale::FloatingPointShortest);
    return value.toString();
}
} // namespace

void TestBuiltInResults::initTestCase() {
    m_file = readJson(QStringLiteral(":/catalog/results.json"));
    QCOMPARE(m_file.value(QLatin1String("format")).toString(), QStringLiteral("chipatlas-results"));
    QVERIFY(m_file.value(QLatin1String("revision")).toInt() >= 1);
    QVERIFY(m_file.value(QLatin1String("content_hash"))
                .toString()
                .startsWith(QLatin1String("sha256:")));
    for (const QJsonValue item : m_file.value(QLatin1String("results")).toArray()) {
        const QJsonObject object = item.toObject();
        Result result;
        result.origin = Origin::BuiltIn;
        result.id = object.value(QLatin1String("id")).toString();
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (it.key() == QLatin1String("id"))
                continue;
            const std::optional<ResultField> field = resultFieldFromKey(it.key());
            QVERIFY2(field, qPrintable(result.id + QStringLiteral(": unknown key ") + it.key()));
            const bool number = resultFieldInfo(*field).kind == FieldKind::Number;
            QVERIFY2(number == it.value().isDouble(),
                     qPrintable(result.id + QStringLiteral(": ") + it.key() +
                                QStringLiteral(" is a number exactly when the schema says so")));
            const QString error = setResultText(result, *field, fileText(it.value()));
            QVERIFY2(error.isEmpty(), qPrintable(result.id + QStringLiteral(": ") + error));
            QCOMPARE(resultText(result, *field), fileText(it.value()));
        }
        m_results.append(result);
    }
    QVERIFY(m_results.size() >= 15);
}

void TestBuiltInResults::everyResultReadsAndValidates() {
    QSet<QString> ids;
    for (const Result& result : std::as_const(m_results)) {
        QVERIFY2(!ids.contains(result.id), qPrintable(result.id));
        ids.insert(result.id);
        const QList<ValidationIssue> issues = validateResult(result, QDate::currentDate());
        QStringList messages;
        for (const ValidationIssue& issue : issues)
            messages.append(issue.message);
        QVERIFY2(issues.isEmpty(), qPrintable(result.id + QStringLiteral(": ") +
                                              messages.join(QStringLiteral("; "))));
        QVERIFY2(result.claim != ClaimKind::Own,
                 qPrintable(result.id + QStringLiteral(": a built-in result is nobody's own run")));
        QVERIFY2(result.date.isValid(), qPrintable(result.id + QStringLiteral(": no date")));
    }
}

void TestBuiltInResults::everySourceIsAUrlOrANamedDocument() {
    static const QRegularExpression namedDocument(QStringLiteral("^\\S+(?: \\S+){2,}"));
    for (const Result& result : std::as_const(m_results)) {
        const QUrl url(result.source, QUrl::StrictMode);
        const bool isUrl =
            url.isValid() && url.scheme() == QLatin1String("https") && !url.host().isEmpty();
        QVERIFY2(isUrl || namedDocument.match(result.source).hasMatch(),
                 qPrintable(result.id + QStringLiteral(": source '") + result.source +
                            QStringLiteral("' is neither a URL nor a named document")));
        QVERIFY2(!result.publisher.isEmpty(), qPrintable(result.id + QStringLiteral(": who?")));
    }
}

void TestBuiltInResults::auditedResultsNameTheirMlperfRound() {
    static const QRegularExpression version(QStringLiteral("^v(\\d+\\.\\d+)$"));
    static const QRegularExpression resultId(QStringLiteral("^(\\d+\\.\\d+)-\\d{4}$"));
    int audited = 0;
    for (const Result& result : std::as_const(m_results)) {
        if (result.claim != ClaimKind::Audited) {
            QVERIFY2(result.mlperfResultId.isEmpty(),
                     qPrintable(result.id + QStringLiteral(": an MLPerf id on a claim that is "
                                                           "not audited")));
            continue;
        }
        ++audited;
        const QRegularExpressionMatch v = version.match(result.mlperfVersion);
        const QRegularExpressionMatch id = resultId.match(result.mlperfResultId);
        QVERIFY2(v.hasMatch() && id.hasMatch() && v.captured(1) == id.captured(1),
                 qPrintable(result.id + QStringLiteral(": version '") + result.mlperfVersion +
                            QStringLiteral("', result id '") + result.mlperfResultId +
                            QStringLiteral("'")));
        QVERIFY2(result.mlperfDivision == QLatin1String("closed") ||
                     result.mlperfDivision == QLatin1String("open"),
                 qPrintable(result.id + QStringLiteral(": division '") + result.mlperfDivision +
                            QStringLiteral("'")));
        QVERIFY2(!result.publisher.isEmpty(),
                 qPrintable(result.id + QStringLiteral(": no submitter")));
        QVERIFY2(result.source.startsWith(QLatin1String("https://github.com/mlcommons/")),
                 qPrintable(result.id +
                            QStringLiteral(": an MLPerf result cites MLCommons' "
                                           "published results, not ") +
                            result.source));
    }
    QVERIFY(audited > 0);
}

void TestBuiltInResults::hardwareAndModelsAreInTheCatalog() {
    QString error;
    const std::optional<ChipCatalogFile> chips = builtInChips(&error);
    QVERIFY2(chips, qPrintable(error));
    const std::optional<SystemCatalogFile> systems = builtInSystems(&error);
    QVERIFY2(systems, qPrintable(error));
    const std::optional<ModelCatalogFile> models = builtInModels(&error);
    QVERIFY2(models, qPrintable(error));
    QSet<QString> chipIds, systemIds, modelIds;
    for (const Chip& chip : chips->chips)
        chipIds.insert(chip.id);
    for (const System& system : systems->systems)
        systemIds.insert(system.id);
    for (const LlmModel& model : models->models)
        modelIds.insert(model.id());
    for (const Result& result : std::as_const(m_results)) {
        QVERIFY2(chipIds.contains(result.hardwareId) || systemIds.contains(result.hardwareId),
                 qPrintable(result.id + QStringLiteral(": hardware '") + result.hardwareId +
                            QStringLiteral("' is no built-in chip or system")));
        if (result.kind == ResultKind::Serving) {
            QVERIFY2(modelIds.contains(result.model),
                     qPrintable(result.id + QStringLiteral(": model '") + result.model +
                                QStringLiteral("' is no built-in model")));
        }
    }
}

// The issue's starter set: audited MLPerf Inference results for Llama 2 70B on each of these
// chips (alone or in a catalog system built of them), Llama 3.1 405B on a GB200 NVL72 rack, in
// both rounds, in all three scenarios.
void TestBuiltInResults::theStarterSetIsThere() {
    QString error;
    const std::optional<SystemCatalogFile> systems = builtInSystems(&error);
    QVERIFY2(systems, qPrintable(error));
    QHash<QString, QString> chipOfSystem;
    for (const System& system : systems->systems)
        chipOfSystem.insert(system.id, system.chipId);
    const auto chipOf = [&](const Result& r) {
        return chipOfSystem.value(r.hardwareId, r.hardwareId);
    };
    const auto has = [&](const QString& model, const QString& chip, const QString& round) {
        return std::any_of(m_results.cbegin(), m_results.cend(), [&](const Result& r) {
            return r.claim == ClaimKind::Audited && r.model == model && chipOf(r) == chip &&
                   r.mlperfVersion == round;
        });
    };
    const QString llama2 = QStringLiteral("llama-2-70b");
    for (const char* chip : {"nvidia-h100-sxm", "nvidia-h200-sxm", "nvidia-b200", "nvidia-gb200",
                             "amd-mi300x", "amd-mi325x"}) {
        QVERIFY2(has(llama2, QLatin1String(chip), QStringLiteral("v5.1")), chip);
    }
    QVERIFY(has(llama2, QStringLiteral("nvidia-h200-sxm"), QStringLiteral("v5.0")));
    QVERIFY(std::any_of(m_results.cbegin(), m_results.cend(), [](const Result& r) {
        return r.model == QLatin1String("llama-3.1-405b") &&
               r.hardwareId == QLatin1String("nvidia-gb200-nvl72") && r.hardwareCount == 1;
    }));
    for (const Scenario scenario : {Scenario::Offline, Scenario::Server, Scenario::Interactive}) {
        QVERIFY(std::any_of(m_results.cbegin(), m_results.cend(), [&](const Result& r) {
            return r.model == llama2 && r.scenario == scenario;
        }));
    }
    // Whose claim: audited, independent and vendor results are all there, and chip-figure
    // measurements beside the serving results.
    for (const ClaimKind claim : {ClaimKind::Audited, ClaimKind::Independent, ClaimKind::Vendor}) {
        QVERIFY(std::any_of(m_results.cbegin(), m_results.cend(),
                            [&](const Result& r) { return r.claim == claim; }));
    }
    QVERIFY(std::any_of(m_results.cbegin(), m_results.cend(),
                        [](const Result& r) { return r.kind == ResultKind::Figure; }));
    // Beside the audited ones, independent Llama 2 70B serving results (a laboratory's published
    // table, not a vendor's) on the chips such a table covers.
    for (const char* chip : {"nvidia-h100-sxm", "amd-mi300x"}) {
        QVERIFY2(std::any_of(m_results.cbegin(), m_results.cend(),
                             [&](const Result& r) {
                                 return r.claim == ClaimKind::Independent &&
                                        r.kind == ResultKind::Serving && r.model == llama2 &&
                                        chipOf(r) == QLatin1String(chip);
                             }),
                 chip);
    }
}

// MLPerf runs its benchmark's dataset, so each audited result carries the mean output length the
// benchmark's reference implementation documents (the FP16 reference run's tokens per sample:
// 294.45 for llama2-70b, 684.68 for llama3.1-405b, in github.com/mlcommons/inference); no source
// states the datasets' mean input length, so it stays empty.
void TestBuiltInResults::mlperfResultsCarryTheirDatasetsMeanOutput() {
    int checked = 0;
    for (const Result& result : std::as_const(m_results)) {
        if (result.claim != ClaimKind::Audited)
            continue;
        const qint64 expected = result.model == QLatin1String("llama-2-70b")      ? 294
                                : result.model == QLatin1String("llama-3.1-405b") ? 685
                                                                                  : -1;
        QVERIFY2(expected > 0, qPrintable(result.id));
        QVERIFY2(result.outputTokens == expected, qPrintable(result.id));
        QVERIFY2(!result.inputTokens, qPrintable(result.id));
        ++checked;
    }
    QVERIFY(checked >= 20);
}

// The JSON reader the catalog seeds from (io/resultjson.h) reads the compiled-in file to the
// same results as the schema does field by field above.
void TestBuiltInResults::theResultReaderReadsTheBuiltInFile() {
    QFile file(QStringLiteral(":/catalog/results.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QString error;
    const std::optional<ResultCatalogFile> read =
        readResultCatalog(file.readAll(), QDate::currentDate(), &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->revision, m_file.value(QLatin1String("revision")).toInt());
    QCOMPARE(read->contentHash, m_file.value(QLatin1String("content_hash")).toString());
    QCOMPARE(read->results.size(), m_results.size());
    for (qsizetype i = 0; i < m_results.size(); ++i) {
        Result result = read->results.at(i);
        result.origin = m_results.at(i).origin;
        QVERIFY2(result == m_results.at(i), qPrintable(m_results.at(i).id));
    }
}

// The reference table the file is built from (resources/reference/results.csv) is a results CSV
// as `import --results` reads it (io/resultcsv.h): the same results, column for column.
void TestBuiltInResults::theCsvReaderReadsTheReferenceTable() {
    QFile file(QStringLiteral(CHIPATLAS_SOURCE_DIR "/resources/reference/results.csv"));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    QString error;
    const std::optional<QList<Result>> read =
        readResultsCsv(file.readAll(), QDate::currentDate(), &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->size(), m_results.size());
    for (const Result& expected : std::as_const(m_results)) {
        const auto found = std::find_if(read->cbegin(), read->cend(),
                                        [&](const Result& r) { return r.id == expected.id; });
        QVERIFY2(found != read->cend(), qPrintable(expected.id));
        Result result = *found;
        result.origin = expected.origin;
        QVERIFY2(result == expected, qPrintable(expected.id));
    }
}

// A result above the calculator's bound is an error in the data or in the formula
// (docs/DOMAIN-RULES.md): no built-in result may be one. Every serving result on Llama 2 70B or
// Llama 3.1 405B has a bound here, and a figure measurement stays at or below its chip's
// published figure.
void TestBuiltInResults::noBuiltInResultIsAboveItsBound() {
    QString error;
    const std::optional<ChipCatalogFile> chips = builtInChips(&error);
    QVERIFY2(chips, qPrintable(error));
    const std::optional<SystemCatalogFile> systems = builtInSystems(&error);
    QVERIFY2(systems, qPrintable(error));
    const std::optional<ModelCatalogFile> models = builtInModels(&error);
    QVERIFY2(models, qPrintable(error));
    int bounded = 0;
    for (const Result& result : std::as_const(m_results)) {
        ResultTarget target;
        for (const System& system : systems->systems) {
            if (system.id == result.hardwareId)
                target.system = &system;
        }
        const QString chipId = target.system ? target.system->chipId : result.hardwareId;
        for (const Chip& chip : chips->chips) {
            if (chip.id == chipId)
                target.chip = &chip;
        }
        for (const LlmModel& model : models->models) {
            if (model.id() == result.model)
                target.model = &model;
        }
        QVERIFY2(target.chip, qPrintable(result.id));
        if (result.kind == ResultKind::Figure) {
            const FigureCheck check = checkFigure(result, target.chip);
            QVERIFY2(check.fraction,
                     qPrintable(result.id + QStringLiteral(": ") + check.noneReason));
            QVERIFY2(!check.abovePublished && *check.fraction > 0.3,
                     qPrintable(result.id + QStringLiteral(": ") +
                                QString::number(*check.fraction) +
                                QStringLiteral(" of the published figure")));
            continue;
        }
        // Every serving result names its weight precision, so every one has a bound.
        QVERIFY2(result.precision, qPrintable(result.id + QStringLiteral(": no precision")));
        const ResultBound bound = resultBound(result, target);
        QVERIFY2(bound.tokensPerSecond,
                 qPrintable(result.id + QStringLiteral(": no bound: ") + bound.noBoundReason));
        QVERIFY2(bound.efficiency && !bound.aboveBound,
                 qPrintable(result.id + QStringLiteral(": measured ") +
                            QString::number(bound.measured.value_or(0)) +
                            QStringLiteral(" tok/s above the bound of ") +
                            QString::number(*bound.tokensPerSecond)));
        ++bounded;
    }
    QVERIFY(bounded >= 20);
}

QTEST_GUILESS_MAIN(TestBuiltInResults)
#include "tst_builtinresults.moc"
