#include "epochcsv.h"

#include "csvdiagnosis.h"
#include "domain/excerpt.h"
#include "domain/units.h"
#include "domain/validation.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QUrl>

#include <cmath>

namespace chipatlas {

namespace {
// lupdate files a free tr() under its namespace, "chipatlas": look the text up there.
QString tr(const char* text) {
    return QCoreApplication::translate("chipatlas", text);
}

const QString kName = QStringLiteral("Hardware name");
const QString kManufacturer = QStringLiteral("Manufacturer");
const QString kType = QStringLiteral("Type");
const QString kNotes = QStringLiteral("Notes");
const QString kReleaseDate = QStringLiteral("Release date");
const QString kLink = QStringLiteral("Link to datasheet");
const QString kLastModified = QStringLiteral("Last modified");
const QString kTensor16 = QStringLiteral("Tensor-FP16/BF16 performance (FLOP/s)");
const QString kFp8 = QStringLiteral("FP8 performance (FLOP/s)");
const QString kMemory = QStringLiteral("Memory (bytes)");
const QString kBandwidth = QStringLiteral("Memory bandwidth (byte/s)");
const QString kTdp = QStringLiteral("TDP (W)");

// A numeric column: the field it fills, the factor from Epoch's unit to the field's, and the
// words by which Epoch's notes name the figure.
struct NumberColumn {
    const char* column;
    Field field;
    double divisor;
    const char* words; // '|'-separated, lower case
};
const NumberColumn kNumberColumns[] = {
    {"TDP (W)", Field::TdpW, 1, "tdp|power"},
    {"Memory bandwidth (byte/s)", Field::MemoryBwGbs, 1e9, "bandwidth"},
    {"FP64 (double precision) performance (FLOP/s)", Field::Fp64Tflops, 1e12, "fp64|performance"},
    {"FP32 (single precision) performance (FLOP/s)", Field::Fp32Tflops, 1e12, "fp32|performance"},
    {"TF32 (TensorFloat-32) performance (FLOP/s)", Field::Tf32TflopsDense, 1e12,
     "tf32|performance"},
    {"Tensor-FP16/BF16 performance (FLOP/s)", Field::Bf16TflopsDense, 1e12,
     "fp16|bf16|flop|performance"},
    {"FP8 performance (FLOP/s)", Field::Fp8TflopsDense, 1e12, "fp8|performance"},
    {"INT8 performance (OP/s)", Field::Int8TopsDense, 1e12, "int8|performance"},
    {"FP4 performance (FLOP/s)", Field::Fp4TflopsDense, 1e12, "fp4|performance"},
    {"Transistors (millions)", Field::TransistorsBillion, 1e3, "transistor"},
};
const char* const kMemoryWords = "memory|hbm|capacity";
const char* const kReleaseWords = "release date|released|release";
const char* const kProcessWords = "process|node|nm";

constexpr double kGiB = 1073741824.0;

QStringList urlsIn(const QString& text) {
    static const QRegularExpression url(QStringLiteral("https?://[^\\s]+"));
    QStringList urls;
    for (auto it = url.globalMatch(text); it.hasNext();) {
        QString found = it.next().captured();
        while (!found.isEmpty() && QStringLiteral(";,)").contains(found.back()))
            found.chop(1);
        if (!found.isEmpty())
            urls << found;
    }
    return urls;
}

bool hostIsOneOf(const QString& link, const QStringList& hosts) {
    const QString host = QUrl(link).host().toLower();
    for (const QString& own : hosts) {
        if (host == own || host.endsWith(QLatin1Char('.') + own))
            return true;
    }
    return false;
}

// The vendor's own hosts for a row: by its Manufacturer, or the start of its name.
QStringList vendorHosts(const EpochReference& reference, const QString& manufacturer,
                        const QString& name) {
    for (const EpochVendorHosts& vendor : reference.vendors) {
        for (const QString& vendorName : vendor.names) {
            if (manufacturer.isEmpty() ? name.startsWith(vendorName, Qt::CaseInsensitive)
                                       : manufacturer.compare(vendorName, Qt::CaseInsensitive) == 0)
                return vendor.hosts;
        }
    }
    return {};
}

// The sentence of Epoch's notes that names the figure (one of `words`) and gives a third party
// as its source: a link to a host that is not the vendor's, or words that say the figure is an
// estimate or a report; empty when there is none.
QString thirdPartySentence(const QString& notes, const char* words, const QStringList& hosts) {
    static const QRegularExpression sentenceEnd(QStringLiteral("(?<=[.!?])\\s+|\\n+"));
    static const QStringList hearsay = {
        QStringLiteral("estimat"),     QStringLiteral("not officially"),
        QStringLiteral("no official"), QStringLiteral("report"),
        QStringLiteral("claim"),       QStringLiteral("approximat"),
        QStringLiteral("source for")};
    const QStringList terms = QString::fromLatin1(words).split(QLatin1Char('|'));
    static const QRegularExpression url(QStringLiteral("https?://[^\\s]+"));
    for (const QString& raw : notes.split(sentenceEnd, Qt::SkipEmptyParts)) {
        const QString sentence = raw.simplified();
        // The words of a link ("...-faster-inference-performance") name nothing.
        const QString lower = QString(sentence).replace(url, QString()).toLower();
        const bool named = std::any_of(terms.begin(), terms.end(),
                                       [&lower](const QString& t) { return lower.contains(t); });
        if (!named)
            continue;
        bool thirdParty = std::any_of(hearsay.begin(), hearsay.end(),
                                      [&lower](const QString& w) { return lower.contains(w); });
        for (const QString& link : urlsIn(sentence))
            thirdParty = thirdParty || !hostIsOneOf(link, hosts);
        if (thirdParty)
            return sentence;
    }
    return {};
}

// A sentence of Epoch's notes for a figure's note: control characters dropped, at most 300
// characters.
QString quotedSentence(const QString& sentence) {
    QString out;
    for (const QChar c : sentence) {
        if (c.category() != QChar::Other_Control)
            out += c;
    }
    if (out.size() > 300)
        out = out.left(299) + QChar(0x2026);
    return out;
}

struct RowProvenance {
    QString source;
    bool vendorLink = false;
    QStringList hosts;
    QString notes;
};

Figure epochFigure(const QVariant& value, const RowProvenance& row, const char* words) {
    Figure figure;
    figure.value = value;
    figure.source = row.source;
    const QString sentence = thirdPartySentence(row.notes, words, row.hosts);
    QString note = epochAttribution();
    if (!sentence.isEmpty()) {
        figure.status = FigureStatus::Unverified;
        note += QStringLiteral("; Epoch's notes give another source: \"%1\"")
                    .arg(quotedSentence(sentence));
    } else if (!row.vendorLink) {
        figure.status = FigureStatus::Unverified;
        note += row.source.isEmpty() ? QStringLiteral("; Epoch gives no link for it")
                                     : QStringLiteral("; the link is not the vendor's own");
    } else {
        figure.status = FigureStatus::Published;
    }
    figure.note = note;
    return figure;
}

// A finite number >= 0 in a cell, or nullopt and *problem.
std::optional<double> epochNumber(const QString& cell, QString* problem) {
    bool ok = false;
    const double value = QLocale::c().toDouble(cell.trimmed(), &ok);
    if (!ok || !std::isfinite(value)) {
        *problem = tr("\"%1\" is not a number; Epoch writes plain numbers in the column's unit, "
                      "e.g. 989400000000000.0")
                       .arg(excerpt(cell));
        return std::nullopt;
    }
    return value;
}
} // namespace

QStringList epochRequiredColumns() {
    return {kName,      kManufacturer, kReleaseDate, kTensor16, kFp8,         kMemory,
            kBandwidth, kTdp,          kLink,        kNotes,    kLastModified};
}

bool looksLikeEpochCsv(const QByteArray& data) {
    qsizetype end = data.indexOf('\n');
    const QString first = QString::fromUtf8(end < 0 ? data : data.left(end));
    return first.contains(kName) && first.contains(kTensor16);
}

QString epochAttribution() {
    return QStringLiteral("via Epoch AI, Data on Machine Learning Hardware (CC BY 4.0)");
}

std::optional<EpochReference> parseEpochReference(const QByteArray& json, QString* error) {
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (!document.isObject()) {
        *error = parseError.errorString();
        return std::nullopt;
    }
    EpochReference reference;
    const QJsonObject root = document.object();
    const QJsonArray aliases = root.value(QLatin1String("aliases")).toArray();
    for (const QJsonValue& value : aliases) {
        const QJsonObject alias = value.toObject();
        const QString epoch = alias.value(QLatin1String("epoch")).toString();
        const QString chip = alias.value(QLatin1String("chip")).toString();
        if (epoch.isEmpty() || chip.isEmpty()) {
            *error = QStringLiteral("an alias needs \"epoch\" and \"chip\"");
            return std::nullopt;
        }
        reference.aliases.append({epoch, chip});
    }
    for (const QJsonValue& value : root.value(QLatin1String("vendor_hosts")).toArray()) {
        const QJsonObject vendor = value.toObject();
        EpochVendorHosts hosts;
        for (const QJsonValue& name : vendor.value(QLatin1String("names")).toArray())
            hosts.names << name.toString();
        for (const QJsonValue& host : vendor.value(QLatin1String("hosts")).toArray())
            hosts.hosts << host.toString().toLower();
        reference.vendors.append(hosts);
    }
    return reference;
}

const EpochReference& epochReference() {
    static const EpochReference reference = [] {
        QFile file(QStringLiteral(":/catalog/epoch-aliases.json"));
        QString error;
        std::optional<EpochReference> read;
        if (file.open(QIODevice::ReadOnly))
            read = parseEpochReference(file.readAll(), &error);
        if (!read)
            qFatal("resources/catalog/epoch-aliases.json does not read: %s", qPrintable(error));
        return *read;
    }();
    return reference;
}

EpochFileResult readEpochCsv(const QByteArray& data, const EpochReference& reference,
                             const ImportControl& control) {
    EpochFileResult result;
    if (isBlankCsv(data)) {
        result.error = tr("line 1: the file is empty; Epoch AI's hardware CSV starts with a "
                          "header naming the columns %1")
                           .arg(epochRequiredColumns().join(QStringLiteral(", ")));
        return result;
    }
    std::optional<CsvTable> table = parseCsvNamingColumns(data, &result.error);
    if (!table)
        return result;
    QStringList missing;
    for (const QString& column : epochRequiredColumns()) {
        if (table->column(column) < 0)
            missing << column;
    }
    if (!missing.isEmpty()) {
        result.error =
            tr("line 1: this is not Epoch AI's \"Data on Machine Learning Hardware\" CSV: the "
               "header lacks the columns %1; download ml_hardware.csv from "
               "https://epoch.ai/data/machine-learning-hardware and import it unchanged")
                .arg(missing.join(QStringLiteral(", ")));
        return result;
    }
    QHash<QString, int> columns;
    for (int c = 0; c < table->header.size(); ++c) {
        if (!columns.contains(table->header.at(c)))
            columns.insert(table->header.at(c), c);
    }
    const qint64 total = table->rows.size();
    for (qsizetype i = 0; i < table->rows.size(); ++i) {
        if (control.cancelledAt(i, total)) {
            result.status = EpochFileResult::Status::Cancelled;
            return result;
        }
        const QString shape = csvRowShapeProblem(*table, i);
        if (!shape.isEmpty()) {
            result.error = shape;
            return result;
        }
        const CsvRowReader row{*table, columns, i};
        EpochRow read;
        read.line = row.line();
        read.name = row.cell(kName).simplified();
        read.manufacturer = row.cell(kManufacturer).simplified();
        read.type = row.cell(kType).simplified();
        read.notes = row.cell(kNotes).trimmed();
        read.lastModified = row.cell(kLastModified).trimmed();
        read.links = urlsIn(row.cell(kLink));
        if (read.name.isEmpty()) {
            result.error = row.at(kName, tr("the chip has no name; every row of Epoch's CSV "
                                            "names its hardware"));
            return result;
        }
        RowProvenance provenance;
        provenance.hosts = vendorHosts(reference, read.manufacturer, read.name);
        provenance.notes = read.notes;
        for (const QString& link : std::as_const(read.links)) {
            if (hostIsOneOf(link, provenance.hosts)) {
                provenance.source = link;
                provenance.vendorLink = true;
                break;
            }
        }
        if (!provenance.vendorLink && !read.links.isEmpty())
            provenance.source = read.links.constFirst();

        const auto add = [&read](Field field, Figure figure) {
            read.figures.append({field, std::move(figure)});
        };
        const auto check = [&](const QString& column, Field field, const Figure& figure) {
            const QString problem = validateFigure(field, figure);
            if (!problem.isEmpty())
                result.error = row.at(column, problem);
            return problem.isEmpty();
        };
        // Dates and text first, then the numbers; read.figures is sorted by Field at the end.
        const QString released = row.cell(kReleaseDate).trimmed().left(10);
        if (!released.isEmpty()) {
            if (!isValidDate(released)) {
                result.error =
                    row.at(kReleaseDate, tr("\"%1\" is not a date; Epoch writes YYYY-MM-DD")
                                             .arg(excerpt(row.cell(kReleaseDate))));
                return result;
            }
            add(Field::Released, epochFigure(released, provenance, kReleaseWords));
        }
        const QString processColumn = QStringLiteral("Process size (nm)");
        const QString process = row.cell(processColumn).trimmed();
        if (!process.isEmpty()) {
            QString problem;
            const std::optional<double> nm = epochNumber(process, &problem);
            if (!nm) {
                result.error = row.at(processColumn, problem);
                return result;
            }
            add(Field::ProcessNode, epochFigure(QStringLiteral("%1 nm").arg(plainNumber(*nm)),
                                                provenance, kProcessWords));
        }
        const QString memory = row.cell(kMemory).trimmed();
        if (!memory.isEmpty()) {
            QString problem;
            const std::optional<double> bytes = epochNumber(memory, &problem);
            if (!bytes) {
                result.error = row.at(kMemory, problem);
                return result;
            }
            const bool binary = std::fmod(*bytes, kGiB) == 0 && std::fmod(*bytes, 1e9) != 0;
            Figure figure =
                epochFigure(binary ? *bytes / kGiB : *bytes / 1e9, provenance, kMemoryWords);
            figure.printedUnit = binary ? PrintedUnit::Binary : PrintedUnit::Decimal;
            if (!check(kMemory, Field::MemoryGb, figure))
                return result;
            add(Field::MemoryGb, std::move(figure));
        }
        for (const NumberColumn& number : kNumberColumns) {
            const QString column = QString::fromLatin1(number.column);
            const QString cell = row.cell(column).trimmed();
            if (cell.isEmpty())
                continue;
            QString problem;
            const std::optional<double> value = epochNumber(cell, &problem);
            if (!value) {
                result.error = row.at(column, problem);
                return result;
            }
            Figure figure = epochFigure(*value / number.divisor, provenance, number.words);
            if (takesPrintedUnit(number.field))
                figure.printedUnit = PrintedUnit::Decimal;
            if (!check(column, number.field, figure))
                return result;
            add(number.field, std::move(figure));
        }
        // The price's source is its own column: a figure of the vendor's only when it links
        // to the vendor.
        const QString priceColumn = QStringLiteral("Release price (USD)");
        const QString price = row.cell(priceColumn).trimmed();
        if (!price.isEmpty()) {
            QString problem;
            const std::optional<double> usd = epochNumber(price, &problem);
            if (!usd) {
                result.error = row.at(priceColumn, problem);
                return result;
            }
            RowProvenance priceProvenance = provenance;
            const QStringList priceLinks = urlsIn(row.cell(QStringLiteral("Source for the price")));
            priceProvenance.source = priceLinks.value(0);
            priceProvenance.vendorLink =
                !priceLinks.isEmpty() && hostIsOneOf(priceLinks.constFirst(), provenance.hosts);
            Figure figure = epochFigure(*usd, priceProvenance, "price");
            if (!check(priceColumn, Field::LaunchPriceUsd, figure))
                return result;
            add(Field::LaunchPriceUsd, std::move(figure));
        }
        std::sort(read.figures.begin(), read.figures.end(),
                  [](const auto& a, const auto& b) { return a.first < b.first; });
        result.rows.append(std::move(read));
    }
    control.report(total, total);
    result.status = EpochFileResult::Status::Ok;
    return result;
}

} // namespace chipatlas
