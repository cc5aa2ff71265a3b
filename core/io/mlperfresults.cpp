#include "mlperfresults.h"

#include "catalogfile.h"
#include "domain/excerpt.h"
#include "domain/validation.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>

namespace chipatlas {

namespace {
const QString kSummaryResults = QStringLiteral("summary_results.json");
const QString kLogSummary = QStringLiteral("performance/run_1/mlperf_log_summary.txt");
// A summary file is a few kilobytes; a file far larger is not one.
constexpr qint64 kMaxFileSize = 64 << 20;

// Where the folders are: the submitter's, the root above it (with summary_results.json), and
// the systems to read (all of the submitter's, or the one given).
struct Layout {
    QDir submitter;
    QDir root;
    QStringList systems;
};

bool isSubmitterFolder(const QDir& dir) {
    return dir.exists(QStringLiteral("results")) && dir.exists(QStringLiteral("systems"));
}

std::optional<QByteArray> readFile(const QString& path, const QString& shown, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QCoreApplication::translate("MlperfResults", "%1: cannot read it: %2")
                     .arg(shown, file.errorString());
        return std::nullopt;
    }
    if (file.size() > kMaxFileSize) {
        *error = QCoreApplication::translate("MlperfResults",
                                             "%1: %2 bytes is too large for an MLPerf file")
                     .arg(shown)
                     .arg(file.size());
        return std::nullopt;
    }
    return file.readAll();
}

std::optional<Layout> findLayout(const QString& folder, QString* error) {
    const QFileInfo info(folder);
    if (!info.isDir()) {
        *error = QCoreApplication::translate("MlperfResults", "%1: is not a folder").arg(folder);
        return std::nullopt;
    }
    Layout layout;
    QDir dir(info.absoluteFilePath());
    if (isSubmitterFolder(dir)) {
        layout.submitter = dir;
        layout.systems = QDir(dir.filePath(QStringLiteral("results")))
                             .entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    } else {
        QDir up = dir;
        if (!up.cdUp() || up.dirName() != QLatin1String("results") || !up.cdUp() ||
            !isSubmitterFolder(up)) {
            *error = QCoreApplication::translate(
                         "MlperfResults",
                         "%1: is not an MLPerf results folder; give a submitter's folder (with "
                         "results/ and systems/, e.g. closed/NVIDIA) or one system's folder under "
                         "its results/")
                         .arg(folder);
            return std::nullopt;
        }
        layout.submitter = up;
        layout.systems = {dir.dirName()};
    }
    QDir root = layout.submitter;
    for (int depth = 0; depth < 4; ++depth) {
        if (!root.cdUp())
            break;
        if (root.exists(kSummaryResults)) {
            layout.root = root;
            return layout;
        }
    }
    *error =
        QCoreApplication::translate(
            "MlperfResults",
            "%1: no %2 in the folders above it: MLCommons gives each result's id (\"5.1-0001\") "
            "and version there, at the root of the results repository; import a folder of a "
            "full copy of it")
            .arg(folder, kSummaryResults);
    return std::nullopt;
}

// summary_results.json's entries by "Location".
std::optional<QHash<QString, QJsonObject>> readSummaryResults(const QDir& root, QString* error) {
    const std::optional<QByteArray> data =
        readFile(root.filePath(kSummaryResults), kSummaryResults, error);
    if (!data)
        return std::nullopt;
    QString parseError;
    const std::optional<QJsonDocument> doc = parseJsonFile(*data, &parseError);
    if (!doc || !doc->isArray()) {
        *error = QCoreApplication::translate("MlperfResults", "%1: %2")
                     .arg(kSummaryResults, doc ? QCoreApplication::translate(
                                                     "MlperfResults", "is not an array of results")
                                               : parseError);
        return std::nullopt;
    }
    QHash<QString, QJsonObject> byLocation;
    for (const QJsonValue& value : doc->array()) {
        const QJsonObject entry = value.toObject();
        byLocation.insert(entry.value(QLatin1String("Location")).toString(), entry);
    }
    return byLocation;
}

struct SystemDescription {
    QString acceleratorName;
    int accelerators = 0;
    QString submitter;
    QString division;
    QString name;
    QString framework;
};

int wholeNumber(const QJsonValue& value) {
    const double number =
        value.isString() ? value.toString().trimmed().toDouble() : value.toDouble();
    return number >= 1 && number <= 1e7 && number == std::floor(number) ? int(number) : 0;
}

std::optional<SystemDescription> readSystem(const QString& path, const QString& shown,
                                            QString* error) {
    const std::optional<QByteArray> data = readFile(path, shown, error);
    if (!data)
        return std::nullopt;
    QString parseError;
    const std::optional<QJsonDocument> doc = parseJsonFile(*data, &parseError);
    if (!doc || !doc->isObject()) {
        *error = QCoreApplication::translate("MlperfResults", "%1: %2")
                     .arg(shown,
                          doc ? QCoreApplication::translate("MlperfResults", "is not a JSON object")
                              : parseError);
        return std::nullopt;
    }
    const QJsonObject o = doc->object();
    SystemDescription system;
    system.acceleratorName = o.value(QLatin1String("accelerator_model_name")).toString().trimmed();
    const int perNode = wholeNumber(o.value(QLatin1String("accelerators_per_node")));
    const int nodes = wholeNumber(o.value(QLatin1String("number_of_nodes")));
    system.accelerators = perNode * nodes;
    system.submitter = o.value(QLatin1String("submitter")).toString().trimmed();
    system.division = o.value(QLatin1String("division")).toString().trimmed();
    system.name = o.value(QLatin1String("system_name")).toString().trimmed();
    system.framework = o.value(QLatin1String("framework")).toString().trimmed();
    if (system.acceleratorName.isEmpty() || perNode == 0 || nodes == 0 ||
        system.submitter.isEmpty()) {
        *error = QCoreApplication::translate(
                     "MlperfResults",
                     "%1: needs accelerator_model_name, accelerators_per_node and number_of_nodes "
                     "(whole numbers of at least 1) and submitter")
                     .arg(shown);
        return std::nullopt;
    }
    return system;
}

// The figures of an mlperf_log_summary.txt ("key : value" lines).
struct LogSummary {
    QString resultIs;
    std::optional<double> tokensPerS;
    bool inferredTokens = false;
    std::optional<double> ttftP50Ns, ttftP99Ns, tpotP50Ns, tpotP99Ns;
};

std::optional<LogSummary> parseLogSummary(const QByteArray& data, const QString& shown,
                                          QString* error) {
    LogSummary summary;
    const QString text = QString::fromUtf8(data);
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        const qsizetype colon = line.indexOf(QLatin1Char(':'));
        if (colon < 0)
            continue;
        const QString key = line.left(colon).trimmed().toLower();
        const QString value = line.mid(colon + 1).trimmed();
        std::optional<double>* target = nullptr;
        if (key == QLatin1String("result is"))
            summary.resultIs = value;
        else if (key == QLatin1String("tokens per second") ||
                 key == QLatin1String("completed tokens per second"))
            target = &summary.tokensPerS;
        else if (key == QLatin1String("tokens per second (inferred)"))
            summary.inferredTokens = true;
        else if (key == QLatin1String("50.00 percentile first token latency (ns)"))
            target = &summary.ttftP50Ns;
        else if (key == QLatin1String("99.00 percentile first token latency (ns)"))
            target = &summary.ttftP99Ns;
        else if (key == QLatin1String("50.00 percentile time to output token (ns)"))
            target = &summary.tpotP50Ns;
        else if (key == QLatin1String("99.00 percentile time to output token (ns)"))
            target = &summary.tpotP99Ns;
        if (!target)
            continue;
        bool ok = false;
        const double number = value.toDouble(&ok);
        if (!ok || !std::isfinite(number)) {
            *error = QCoreApplication::translate("MlperfResults", "%1: \"%2\" is not a number")
                         .arg(shown, excerpt(line.trimmed()));
            return std::nullopt;
        }
        *target = number;
    }
    return summary;
}

std::optional<chipatlas::Scenario> scenarioOfFolder(const QString& name) {
    if (name == QLatin1String("Offline"))
        return Scenario::Offline;
    if (name == QLatin1String("Server"))
        return Scenario::Server;
    if (name == QLatin1String("Interactive"))
        return Scenario::Interactive;
    return std::nullopt;
}

std::optional<double> milliseconds(const std::optional<double>& ns) {
    return ns ? std::optional<double>(*ns / 1e6) : std::nullopt;
}

QString slug(const QString& text) {
    static const QRegularExpression other(QStringLiteral("[^a-z0-9._-]+"));
    QString id = text.toLower();
    id.replace(other, QStringLiteral("-"));
    return id;
}

// What one system's results folder yields, appended to `out`.
struct SystemReader {
    const Layout& layout;
    const QHash<QString, QJsonObject>& summaryResults;
    const MlperfReadOptions& options;
    MlperfResults& out;
    QList<MlperfUnmatchedAccelerator>* unmatched; // null: stop at the first

    QString shown(const QString& path) const { return layout.root.relativeFilePath(path); }

    std::optional<QString> chipOf(const SystemDescription& system, const QString& systemFile,
                                  QString* error) const {
        if (const auto it = options.acceleratorChips.constFind(system.acceleratorName);
            it != options.acceleratorChips.cend())
            return *it;
        QStringList candidates;
        if (std::optional<QString> chip =
                mlperfChipId(system.acceleratorName, options.chipIds, &candidates))
            return chip;
        if (unmatched) {
            const MlperfUnmatchedAccelerator accelerator{system.acceleratorName, candidates};
            if (unmatched->contains(accelerator))
                return std::nullopt;
            unmatched->append(accelerator);
            if (unmatched->size() > 1)
                return std::nullopt; // the first one's message stands
        }
        *error =
            (candidates.isEmpty()
                 ? QCoreApplication::translate(
                       "MlperfResults",
                       "%1: the accelerator %2 is no chip of the catalog; add the chip, or map the "
                       "name to a chip id (chipatlas-cli import --results FOLDER --accelerator "
                       "\"NAME=CHIP_ID\")")
                 : QCoreApplication::translate(
                       "MlperfResults",
                       "%1: the accelerator %2 matches more than one chip of the catalog (%3); map "
                       "the name to one chip id (chipatlas-cli import --results FOLDER "
                       "--accelerator \"NAME=CHIP_ID\")"))
                .arg(shown(systemFile), quotedExcerpt(system.acceleratorName),
                     candidates.join(QStringLiteral(", ")));
        return std::nullopt;
    }

    bool read(const QString& systemName, QString* error) const {
        const QString systemFile =
            layout.submitter.filePath(QStringLiteral("systems/%1.json").arg(systemName));
        const QDir results(layout.submitter.filePath(QStringLiteral("results/") + systemName));
        std::optional<SystemDescription> system;
        std::optional<QString> chip;
        const QStringList benchmarks =
            results.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        for (const QString& benchmark : benchmarks) {
            const QDir benchmarkDir(results.filePath(benchmark));
            for (const QString& scenarioName :
                 benchmarkDir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
                const QString scenarioPath = benchmarkDir.filePath(scenarioName);
                const QString summaryPath = QDir(scenarioPath).filePath(kLogSummary);
                if (!QFileInfo::exists(summaryPath))
                    continue; // not a scenario's folder (a compliance test, notes)
                const std::optional<chipatlas::Scenario> scenario = scenarioOfFolder(scenarioName);
                if (!scenario) {
                    out.skipped << QCoreApplication::translate(
                                       "MlperfResults",
                                       "%1: the scenario %2 is not one of Offline, Server, "
                                       "Interactive")
                                       .arg(shown(scenarioPath), scenarioName);
                    continue;
                }
                const std::optional<QByteArray> data =
                    readFile(summaryPath, shown(summaryPath), error);
                if (!data)
                    return false;
                const std::optional<LogSummary> summary =
                    parseLogSummary(*data, shown(summaryPath), error);
                if (!summary)
                    return false;
                if (!summary->tokensPerS) {
                    out.skipped << (summary->inferredTokens
                                        ? QCoreApplication::translate(
                                              "MlperfResults",
                                              "%1: its tokens per second are inferred, not "
                                              "measured")
                                        : QCoreApplication::translate(
                                              "MlperfResults",
                                              "%1: no tokens per second (not an LLM benchmark)"))
                                       .arg(shown(scenarioPath));
                    continue;
                }
                if (summary->resultIs != QLatin1String("VALID")) {
                    out.skipped << QCoreApplication::translate("MlperfResults",
                                                               "%1: the run is not VALID")
                                       .arg(shown(scenarioPath));
                    continue;
                }
                if (!system) {
                    system = readSystem(systemFile, shown(systemFile), error);
                    if (!system)
                        return false;
                    chip = chipOf(*system, systemFile, error);
                    if (!chip)
                        return unmatched != nullptr; // with a list: on to the next system
                }
                const QString location = shown(scenarioPath);
                const auto entry = summaryResults.constFind(location);
                if (entry == summaryResults.cend()) {
                    *error = QCoreApplication::translate(
                                 "MlperfResults", "%1: is not in %2, so its result id is unknown")
                                 .arg(location, kSummaryResults);
                    return false;
                }
                Result r;
                const QString version = entry->value(QLatin1String("version")).toString();
                const std::optional<QDate> published =
                    options.publishedOn ? options.publishedOn : mlperfPublicationDate(version);
                if (!published) {
                    *error = QCoreApplication::translate(
                                 "MlperfResults",
                                 "%1: ChipAtlas does not know when MLCommons published MLPerf "
                                 "Inference %2 (it knows v5.0 and v5.1), and a result needs its "
                                 "date: give the day MLCommons announced the round's results "
                                 "(chipatlas-cli import --results FOLDER --published YYYY-MM-DD)")
                                 .arg(location, version);
                    return false;
                }
                r.date = *published;
                r.mlperfVersion = version;
                r.mlperfResultId = entry->value(QLatin1String("ID")).toString();
                r.mlperfDivision = location.section(QLatin1Char('/'), 0, 0);
                r.id =
                    slug(QStringLiteral("mlperf-%1-%2-%3-%4-%5")
                             .arg(version, system->submitter, systemName, benchmark, scenarioName));
                r.kind = ResultKind::Serving;
                r.model = mlperfModelId(benchmark, options.modelIds);
                r.hardwareId = *chip;
                r.hardwareCount = system->accelerators;
                r.precision = precisionFromString(
                    entry->value(QLatin1String("weight_data_types")).toString());
                r.scenario = scenario;
                r.tokensPerS = summary->tokensPerS;
                r.ttftP50Ms = milliseconds(summary->ttftP50Ns);
                r.ttftP99Ms = milliseconds(summary->ttftP99Ns);
                r.tpotP50Ms = milliseconds(summary->tpotP50Ns);
                r.tpotP99Ms = milliseconds(summary->tpotP99Ns);
                r.source = QStringLiteral("https://github.com/mlcommons/inference_results_%1/blob/"
                                          "main/%2")
                               .arg(version, shown(summaryPath));
                r.publisher = system->submitter;
                r.claim = ClaimKind::Audited;
                r.notes =
                    QStringLiteral("MLPerf Inference %1 benchmark %2 on %3 (%4); software: %5")
                        .arg(version, benchmark, system->name, systemName, system->framework);
                const QList<ValidationIssue> issues = validateResult(r, options.today);
                if (!issues.isEmpty()) {
                    *error = QCoreApplication::translate("MlperfResults", "%1: %2")
                                 .arg(shown(summaryPath), issues.constFirst().message);
                    return false;
                }
                out.results.append(std::move(r));
            }
        }
        return true;
    }
};
} // namespace

std::optional<QDate> mlperfPublicationDate(const QString& version) {
    // The days MLCommons announced each round's results (README, "Measured results files"):
    // https://mlcommons.org/2025/04/mlperf-inference-v5-0-results/ (2 April 2025) and
    // https://mlcommons.org/2025/09/mlperf-inference-v5-1-results/ (9 September 2025).
    QString round = version.trimmed().toLower();
    if (round.startsWith(QLatin1Char('v')))
        round.remove(0, 1);
    if (round == QLatin1String("5.0"))
        return QDate(2025, 4, 2);
    if (round == QLatin1String("5.1"))
        return QDate(2025, 9, 9);
    return std::nullopt;
}

bool isMlperfResultsFolder(const QString& path) {
    const QFileInfo info(path);
    if (!info.isDir())
        return false;
    QDir dir(info.absoluteFilePath());
    if (isSubmitterFolder(dir))
        return true;
    return dir.cdUp() && dir.dirName() == QLatin1String("results") && dir.cdUp() &&
           isSubmitterFolder(dir);
}

std::optional<MlperfResults> readMlperfResults(const QString& folder,
                                               const MlperfReadOptions& options, QString* error,
                                               QList<MlperfUnmatchedAccelerator>* unmatched) {
    const std::optional<Layout> layout = findLayout(folder, error);
    if (!layout)
        return std::nullopt;
    const std::optional<QHash<QString, QJsonObject>> summaryResults =
        readSummaryResults(layout->root, error);
    if (!summaryResults)
        return std::nullopt;
    MlperfResults out;
    const SystemReader reader{*layout, *summaryResults, options, out, unmatched};
    for (const QString& system : layout->systems) {
        if (!reader.read(system, error))
            return std::nullopt;
    }
    if (unmatched && !unmatched->isEmpty())
        return std::nullopt; // `error` has the first one's message
    return out;
}

std::optional<QString> mlperfChipId(const QString& acceleratorName, const QStringList& chipIds,
                                    QStringList* candidates) {
    static const QRegularExpression separators(QStringLiteral("[^a-z0-9.]+"));
    const QStringList words = acceleratorName.toLower().split(separators, Qt::SkipEmptyParts);
    QStringList matches;
    for (const QString& id : chipIds) {
        QStringList parts = id.toLower().split(QLatin1Char('-'), Qt::SkipEmptyParts);
        if (parts.size() < 2)
            continue;
        parts.removeFirst(); // the vendor
        if (std::all_of(parts.cbegin(), parts.cend(),
                        [&](const QString& part) { return words.contains(part); }))
            matches << id;
    }
    if (candidates)
        *candidates = matches;
    if (matches.size() == 1)
        return matches.constFirst();
    return std::nullopt;
}

QString mlperfModelId(const QString& benchmark, const QSet<QString>& modelIds) {
    static const QList<std::pair<QRegularExpression, QString>> known{
        {QRegularExpression(QStringLiteral("^llama2-70b(-99(\\.9)?)?$")),
         QStringLiteral("llama-2-70b")},
        {QRegularExpression(QStringLiteral("^llama3\\.1-405b(-99(\\.9)?)?$")),
         QStringLiteral("llama-3.1-405b")},
        {QRegularExpression(QStringLiteral("^llama3\\.1-8b(-edge)?(-99(\\.9)?)?$")),
         QStringLiteral("llama-3.1-8b")},
        {QRegularExpression(QStringLiteral("^mixtral-8x7b(-99(\\.9)?)?$")),
         QStringLiteral("mixtral-8x7b")},
        {QRegularExpression(QStringLiteral("^deepseek-r1(-99(\\.9)?)?$")),
         QStringLiteral("deepseek-r1")},
    };
    for (const auto& [pattern, id] : known) {
        if (pattern.match(benchmark).hasMatch() && modelIds.contains(id))
            return id;
    }
    return benchmark;
}

} // namespace chipatlas
