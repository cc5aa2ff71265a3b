// The comparison as CSV, Markdown, plain text and JSON, on the built-in L40S vs Trainium (Trn1).
#include "domain/comparison.h"
#include "io/catalogjson.h"
#include "io/comparisonexport.h"
#include "io/csvreader.h"

#include <QJsonArray>
#include <QTest>

using namespace chipatlas;

class TestComparisonExport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void csvParsesBack();
    void csvQuotesAndLocale();
    void markdown();
    void plainText();
    void json();
    void aboutTheSameAndPrintedUnits();
    void printedUnitsAndTooCloseToCall();

private:
    Comparison m_comparison; // NVIDIA L40S vs AWS Trainium (Trn1)
    QList<Chip> m_builtIn;
};

void TestComparisonExport::initTestCase() {
    QLocale::setDefault(QLocale(QStringLiteral("en_US")));
    QString error;
    const std::optional<ChipCatalogFile> file = builtInChips(&error);
    QVERIFY2(file, qPrintable(error));
    m_builtIn = file->chips;
    QList<Chip> chips;
    for (const char* id : {"nvidia-l40s", "aws-trainium1"}) {
        for (const Chip& chip : file->chips) {
            if (chip.id == QLatin1String(id))
                chips << chip;
        }
    }
    QCOMPARE(chips.size(), 2);
    m_comparison = compareEntries(chipEntries(chips));
}

void TestComparisonExport::csvParsesBack() {
    const QByteArray csv = comparisonToCsv(m_comparison);
    QString error;
    const std::optional<CsvTable> table = parseCsv(csv, &error);
    QVERIFY2(table, qPrintable(error));
    QCOMPARE(
        table->header,
        QStringList({QStringLiteral("group"), QStringLiteral("field"), QStringLiteral("label"),
                     QStringLiteral("unit"), QStringLiteral("NVIDIA L40S"),
                     QStringLiteral("NVIDIA L40S status"), QStringLiteral("NVIDIA L40S unit"),
                     QStringLiteral("AWS Trainium (Trn1)"),
                     QStringLiteral("AWS Trainium (Trn1) status"),
                     QStringLiteral("AWS Trainium (Trn1) unit"), QStringLiteral("winner"),
                     QStringLiteral("note"), QStringLiteral("left_out"),
                     QStringLiteral("about_the_same"), QStringLiteral("winner_may_be_sparse"),
                     QStringLiteral("mixed_printed_units"), QStringLiteral("too_close_to_call")}));
    QCOMPARE(table->rows.size(), m_comparison.rows.size());
    for (qsizetype r = 0; r < table->rows.size(); ++r) {
        const QStringList& row = table->rows.at(r);
        QCOMPARE(row.size(), table->header.size());
        QCOMPARE(row.at(table->column(QStringLiteral("field"))), m_comparison.rows.at(r).key);
        QCOMPARE(row.at(table->column(QStringLiteral("note"))), m_comparison.rows.at(r).note);
    }
    const auto rowOf = [&](const QString& key) {
        for (const QStringList& row : table->rows) {
            if (row.at(1) == key)
                return row;
        }
        return QStringList();
    };
    const QStringList bf16 = rowOf(QStringLiteral("bf16_tflops_dense"));
    QCOMPARE(bf16.at(table->column(QStringLiteral("group"))), QStringLiteral("Compute (dense)"));
    QCOMPARE(bf16.at(table->column(QStringLiteral("unit"))), QStringLiteral("TFLOPS"));
    QCOMPARE(bf16.at(table->column(QStringLiteral("NVIDIA L40S"))), QStringLiteral("362.05"));
    QCOMPARE(bf16.at(table->column(QStringLiteral("AWS Trainium (Trn1)"))), QStringLiteral("190"));
    QCOMPARE(bf16.at(table->column(QStringLiteral("winner"))), QStringLiteral("NVIDIA L40S"));
    const QStringList tdp = rowOf(QStringLiteral("tdp_w"));
    QCOMPARE(tdp.at(table->column(QStringLiteral("AWS Trainium (Trn1) status"))),
             QStringLiteral("unverified"));
    QCOMPARE(tdp.at(table->column(QStringLiteral("winner"))), QString());
    QCOMPARE(tdp.at(table->column(QStringLiteral("left_out"))),
             QStringLiteral("AWS Trainium (Trn1): unverified"));
    QCOMPARE(bf16.at(table->column(QStringLiteral("about_the_same"))), QString());
    const QStringList price = rowOf(QStringLiteral("launch_price_usd"));
    QCOMPARE(price.at(table->column(QStringLiteral("AWS Trainium (Trn1)"))), QString());
    QCOMPARE(price.at(table->column(QStringLiteral("AWS Trainium (Trn1) status"))),
             QStringLiteral("not_published"));
    // Text with commas survives the quoting.
    const QStringList formFactor = rowOf(QStringLiteral("form_factor"));
    QCOMPARE(formFactor.at(table->column(QStringLiteral("NVIDIA L40S"))),
             QStringLiteral("PCIe Gen4 x16, dual-slot 4.4 x 10.5 in, passive"));
}

void TestComparisonExport::csvQuotesAndLocale() {
    // Quotes in a name are doubled, not broken.
    Comparison comparison = m_comparison;
    Chip quoted = comparison.entries.at(0).figures();
    quoted.name = QStringLiteral("Chip \"quoted\", with comma");
    comparison.entries[0] = Entry::ofChip(quoted);
    QString error;
    const std::optional<CsvTable> table = parseCsv(comparisonToCsv(comparison), &error);
    QVERIFY2(table, qPrintable(error));
    QVERIFY(table->column(QStringLiteral("Chip \"quoted\", with comma")) >= 0);
    // No group separators in the default C locale.
    const QByteArray csv = comparisonToCsv(compareEntries(m_comparison.entries));
    QVERIFY(csv.contains("\"1.0344285714285"));
    QVERIFY(!csv.contains("1,307"));
}

void TestComparisonExport::markdown() {
    const QString md = comparisonToMarkdown(m_comparison, QLocale(QStringLiteral("en_US")));
    QVERIFY(md.startsWith(QStringLiteral("## NVIDIA L40S vs AWS Trainium (Trn1)\n")));
    QVERIFY(md.contains(QStringLiteral("### Compute (dense)\n\n| Figure | NVIDIA L40S | AWS "
                                       "Trainium (Trn1) | Note |\n|---|---|---|---|\n")));
    QVERIFY2(md.contains(QStringLiteral("| BF16 dense | **362.05 TFLOPS** | 190 TFLOPS (0.52x) |")),
             qPrintable(md));
    // Markers are escaped so that Markdown does not read them as emphasis.
    QVERIFY(md.contains(QStringLiteral("| TDP | 350 W | 500 W ? |")));
    QVERIFY(md.contains(QStringLiteral("Markers: ")));
    QVERIFY(md.contains(QStringLiteral("\\* the vendor does not say")));
    for (const QString& sentence : m_comparison.summary)
        QVERIFY(md.contains(QStringLiteral("- ") + sentence));
    for (FieldGroup group : {FieldGroup::Memory, FieldGroup::Power, FieldGroup::Silicon})
        QVERIFY(md.contains(QStringLiteral("### ") + comparisonGroupName(group)));
}

void TestComparisonExport::plainText() {
    const QString text = comparisonToPlainText(m_comparison, QLocale::c());
    const QStringList lines = text.split(QLatin1Char('\n'));
    QCOMPARE(lines.constFirst(), QStringLiteral("NVIDIA L40S vs AWS Trainium (Trn1)"));
    for (const QString& line : lines)
        QVERIFY2(!line.endsWith(QLatin1Char(' ')), qPrintable(line));
    const QString bf16 = lines.filter(QStringLiteral("BF16 dense")).value(0);
    QVERIFY2(bf16.contains(QStringLiteral("362.05 TFLOPS")) &&
                 bf16.contains(QStringLiteral("190 TFLOPS (0.52x)")) &&
                 bf16.trimmed().endsWith(QStringLiteral("NVIDIA L40S")),
             qPrintable(bf16));
    // Columns line up: the BF16 and FP16 rows put their second value at the same place.
    const QString fp16 = lines.filter(QStringLiteral("FP16 dense")).value(0);
    QCOMPARE(fp16.indexOf(QStringLiteral("190 TFLOPS")),
             bf16.indexOf(QStringLiteral("190 TFLOPS")));
    QVERIFY(text.contains(QStringLiteral("note: left out: AWS Trainium (Trn1) (unverified); AWS "
                                         "Trainium (Trn1)'s TDP of 500 W is unverified")));
    QVERIFY(text.contains(QStringLiteral("\nPower and efficiency\n")));
    QVERIFY(text.contains(comparisonMarkerLegend()));
    for (const QString& sentence : m_comparison.summary)
        QVERIFY(text.contains(sentence));
    // Long text is wrapped, not left to stretch the table: figure, two chips, winner.
    const QString formFactor = lines.filter(QStringLiteral("Form factor")).value(0);
    QVERIFY2(formFactor.size() <= 2 + 4 * (30 + 2), qPrintable(formFactor));
    QVERIFY(text.contains(QStringLiteral("passive")));
}

void TestComparisonExport::json() {
    const QJsonObject json = comparisonToJson(m_comparison);
    QCOMPARE(json.keys(), QStringList({QStringLiteral("chips"), QStringLiteral("precision"),
                                       QStringLiteral("rows"), QStringLiteral("summary")}));
    QCOMPARE(json[u"chips"].toArray(),
             QJsonArray({QStringLiteral("nvidia-l40s"), QStringLiteral("aws-trainium1")}));
    QCOMPARE(json[u"precision"].toString(), QStringLiteral("bf16"));
    QCOMPARE(json[u"summary"].toArray(), QJsonArray::fromStringList(m_comparison.summary));
    const QJsonArray rows = json[u"rows"].toArray();
    QCOMPARE(rows.size(), m_comparison.rows.size());
    const QStringList rowKeys{
        QStringLiteral("about_the_same"), QStringLiteral("comparable"),
        QStringLiteral("field"),          QStringLiteral("group"),
        QStringLiteral("left_out"),       QStringLiteral("mixed_printed_units"),
        QStringLiteral("note"),           QStringLiteral("printed_units"),
        QStringLiteral("ratio_ranges"),   QStringLiteral("ratios"),
        QStringLiteral("statuses"),       QStringLiteral("too_close_to_call"),
        QStringLiteral("unit"),           QStringLiteral("values"),
        QStringLiteral("winner"),         QStringLiteral("winner_may_be_sparse")};
    QJsonObject bf16;
    QJsonObject tdp;
    QJsonObject process;
    for (const QJsonValue& value : rows) {
        const QJsonObject row = value.toObject();
        QCOMPARE(row.keys(), rowKeys);
        if (row[u"field"] == QStringLiteral("bf16_tflops_dense"))
            bf16 = row;
        if (row[u"field"] == QStringLiteral("tdp_w"))
            tdp = row;
        if (row[u"field"] == QStringLiteral("process_node"))
            process = row;
    }
    QCOMPARE(bf16[u"group"].toString(), QStringLiteral("compute"));
    QCOMPARE(bf16[u"unit"].toString(), QStringLiteral("TFLOPS"));
    QCOMPARE(bf16[u"values"].toArray(), QJsonArray({362.05, 190.0}));
    QCOMPARE(bf16[u"statuses"].toArray(),
             QJsonArray({QStringLiteral("published"), QStringLiteral("published")}));
    QCOMPARE(bf16[u"winner"].toInt(-1), 0);
    QCOMPARE(bf16[u"ratios"].toArray().at(0).toDouble(), 1.0);
    QCOMPARE(bf16[u"ratios"].toArray().at(1).toDouble(), 190.0 / 362.05);
    QCOMPARE(bf16[u"comparable"].toBool(), true);
    QCOMPARE(tdp[u"group"].toString(), QStringLiteral("power"));
    QVERIFY(tdp[u"winner"].isNull());
    QVERIFY(tdp[u"ratios"].toArray().at(0).isNull());
    QCOMPARE(tdp[u"statuses"].toArray().at(1).toString(), QStringLiteral("unverified"));
    QCOMPARE(tdp[u"comparable"].toBool(), false);
    QCOMPARE(tdp[u"left_out"].toArray(), QJsonArray({QJsonValue(), QStringLiteral("unverified")}));
    QCOMPARE(tdp[u"about_the_same"].toBool(), false);
    QCOMPARE(tdp[u"note"].toString(),
             QStringLiteral("left out: AWS Trainium (Trn1) (unverified); AWS Trainium (Trn1)'s "
                            "TDP of 500 W is unverified"));
    QCOMPARE(process[u"group"].toString(), QStringLiteral("silicon"));
    QCOMPARE(process[u"values"].toArray(),
             QJsonArray({QStringLiteral("TSMC 4N"), QStringLiteral("7 nm")}));
    QCOMPARE(process[u"unit"].toString(), QString());
    QStringList groups;
    for (const QJsonValue& value : rows) {
        const QString group = value[u"group"].toString();
        if (groups.isEmpty() || groups.constLast() != group)
            groups << group;
    }
    QCOMPARE(groups, QStringList({QStringLiteral("compute"), QStringLiteral("memory"),
                                  QStringLiteral("power"), QStringLiteral("interconnect"),
                                  QStringLiteral("availability"), QStringLiteral("dates"),
                                  QStringLiteral("silicon")}));
}

void TestComparisonExport::aboutTheSameAndPrintedUnits() {
    // GH200's 989 and H100 SXM's 989.5 BF16 TFLOPS: no winner in any export; the memory row
    // says that the units were printed differently (set here; the catalog's data follows).
    QList<Chip> chips;
    for (const char* id : {"nvidia-gh200", "nvidia-h100-sxm"}) {
        for (const Chip& chip : m_builtIn) {
            if (chip.id == QLatin1String(id))
                chips << chip;
        }
    }
    QCOMPARE(chips.size(), 2);
    chips[0].figure(Field::MemoryGb).printedUnit = PrintedUnit::Binary;
    chips[1].figure(Field::MemoryGb).printedUnit = PrintedUnit::Decimal;
    const Comparison comparison = compareEntries(chipEntries(chips), Precision::BF16, QLocale::c());
    QJsonObject bf16;
    QJsonObject memory;
    for (const QJsonValue& row : comparisonToJson(comparison)[u"rows"].toArray()) {
        if (row[u"field"] == QStringLiteral("bf16_tflops_dense"))
            bf16 = row.toObject();
        if (row[u"field"] == QStringLiteral("memory_gb"))
            memory = row.toObject();
    }
    QVERIFY(bf16[u"winner"].isNull());
    QVERIFY(bf16[u"about_the_same"].toBool());
    QVERIFY(bf16[u"ratios"].toArray().at(0).isNull());
    QVERIFY(memory[u"mixed_printed_units"].toBool());

    const QString text = comparisonToPlainText(comparison, QLocale::c());
    const QString line =
        text.split(QLatin1Char('\n')).filter(QStringLiteral("BF16 dense")).value(0);
    QVERIFY2(line.trimmed().endsWith(QStringLiteral("about the same")), qPrintable(line));
    QVERIFY(!line.contains(QStringLiteral("1.00x")));

    QString error;
    const std::optional<CsvTable> table = parseCsv(comparisonToCsv(comparison), &error);
    QVERIFY2(table, qPrintable(error));
    for (const QStringList& row : table->rows) {
        if (row.at(1) == QLatin1String("bf16_tflops_dense")) {
            QCOMPARE(row.at(table->column(QStringLiteral("winner"))), QString());
            QCOMPARE(row.at(table->column(QStringLiteral("about_the_same"))),
                     QStringLiteral("yes"));
        }
        if (row.at(1) == QLatin1String("memory_gb"))
            QCOMPARE(row.at(table->column(QStringLiteral("mixed_printed_units"))),
                     QStringLiteral("yes"));
    }
}

void TestComparisonExport::printedUnitsAndTooCloseToCall() {
    // The L40S's 864 GB/s against Trainium's 820 GiB/s (880.5 GB/s converted): each value with
    // the unit its source printed, and no winner in any export.
    QString error;
    const std::optional<CsvTable> table = parseCsv(comparisonToCsv(m_comparison), &error);
    QVERIFY2(table, qPrintable(error));
    QStringList bandwidth;
    QStringList memory;
    for (const QStringList& row : table->rows) {
        if (row.at(1) == QLatin1String("memory_bw_gbs"))
            bandwidth = row;
        if (row.at(1) == QLatin1String("memory_gb"))
            memory = row;
    }
    const auto at = [&](const QStringList& row, const QString& column) {
        return row.at(table->column(column));
    };
    QCOMPARE(at(bandwidth, QStringLiteral("AWS Trainium (Trn1)")), QStringLiteral("820"));
    QCOMPARE(at(bandwidth, QStringLiteral("AWS Trainium (Trn1) unit")), QStringLiteral("GiB/s"));
    QCOMPARE(at(bandwidth, QStringLiteral("NVIDIA L40S")), QStringLiteral("864"));
    QCOMPARE(at(bandwidth, QStringLiteral("NVIDIA L40S unit")), QStringLiteral("GB/s"));
    QCOMPARE(at(bandwidth, QStringLiteral("winner")), QString());
    QCOMPARE(at(bandwidth, QStringLiteral("too_close_to_call")), QStringLiteral("yes"));
    QCOMPARE(at(memory, QStringLiteral("AWS Trainium (Trn1)")), QStringLiteral("32"));
    QCOMPARE(at(memory, QStringLiteral("AWS Trainium (Trn1) unit")), QStringLiteral("GiB"));
    QCOMPARE(at(memory, QStringLiteral("NVIDIA L40S unit")), QStringLiteral("GB"));
    QCOMPARE(at(memory, QStringLiteral("winner")), QStringLiteral("NVIDIA L40S"));

    const QString text = comparisonToPlainText(m_comparison, QLocale::c());
    const QString line =
        text.split(QLatin1Char('\n')).filter(QStringLiteral("Memory bandwidth")).value(0);
    QVERIFY2(line.trimmed().endsWith(QStringLiteral("too close to call: printed units differ")),
             qPrintable(line));

    QJsonObject json;
    for (const QJsonValue& row : comparisonToJson(m_comparison)[u"rows"].toArray()) {
        if (row[u"field"] == QStringLiteral("memory_bw_gbs"))
            json = row.toObject();
    }
    QCOMPARE(json[u"printed_units"].toArray(),
             QJsonArray({QStringLiteral("GB/s"), QStringLiteral("GiB/s")}));
    QVERIFY(json[u"too_close_to_call"].toBool());
    QVERIFY(json[u"winner"].isNull());
}

QTEST_GUILESS_MAIN(TestComparisonExport)
#include "tst_comparisonexport.moc"
