#include "catalogwrites.h"
#include "io/catalogjson.h"
#include "io/csvreader.h"
#include "storage/catalog.h"
#include "testbackend.h"
#include "tst_catalog_helpers.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace chipatlas;

Q_DECLARE_METATYPE(chipatlas::FigureStatus)

namespace {
std::optional<CsvTable> readReference(const char* name) {
    QFile file(QStringLiteral(CHIPATLAS_SOURCE_DIR "/resources/reference/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    QString error;
    std::optional<CsvTable> table = parseCsv(file.readAll(), &error);
    if (!table)
        qWarning("%s: %s", name, qPrintable(error));
    return table;
}

QString cell(const CsvTable& table, const QString& id, const QString& column) {
    const int idColumn = table.column(QStringLiteral("id"));
    const int c = table.column(column);
    for (const QStringList& row : table.rows) {
        if (row.value(idColumn) == id)
            return row.value(c).trimmed();
    }
    return QStringLiteral("<no such row>");
}

const Chip* findChip(const QList<Chip>& chips, const QString& id) {
    for (const Chip& chip : chips) {
        if (chip.id == id)
            return &chip;
    }
    return nullptr;
}

// The built-in chips as a newer ChipAtlas would ship them: JSON text, parsed as the resource is.
ChipCatalogFile reparse(const ChipCatalogFile& file) {
    QJsonArray chips;
    for (const Chip& chip : file.chips)
        chips.append(chipToJson(chip));
    const QJsonObject root{{QStringLiteral("format"), QStringLiteral("chipatlas-catalog")},
                           {QStringLiteral("revision"), file.revision},
                           {QStringLiteral("chips"), chips}};
    QString error;
    const std::optional<ChipCatalogFile> parsed =
        readChipCatalog(QJsonDocument(root).toJson(), &error);
    if (!parsed)
        qWarning("%s", qPrintable(error));
    return parsed.value_or(ChipCatalogFile{});
}
} // namespace

class TestCatalogSeeding : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void counts();
    void everyChipIsBuiltIn();
    void figureMatchesReference_data();
    void figureMatchesReference();
    void emptyCellsAreMissing();
    void visibleMemoryMatchesReference();
    void publishedFiguresHaveSources();
    void trainium1TdpIsUnverified();
    void modelMatchesReference_data();
    void modelMatchesReference();
    void reopeningDoesNotDuplicate();
    void newerRevisionKeepsUserEdits();
    void deletedBuiltInChipStaysDeleted();
    void newerModelRevisionReplacesBuiltIns();
    void newerModelRevisionSkipsDeletedAndUserModels();

private:
    std::unique_ptr<catalogtest::CatalogPlace> m_place;
    std::unique_ptr<Catalog> m_catalog;
    QList<Chip> m_chips;
    CsvTable m_chipCsv;
    CsvTable m_modelCsv;
};

void TestCatalogSeeding::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    std::optional<CsvTable> chips = readReference("accelerators.csv");
    std::optional<CsvTable> models = readReference("llm-models.csv");
    QVERIFY(chips && models);
    m_chipCsv = *chips;
    m_modelCsv = *models;
    m_place = std::make_unique<catalogtest::CatalogPlace>();
    QVERIFY2(m_place->isValid(), qPrintable(m_place->error()));
    StorageError error;
    m_catalog = m_place->open(&error);
    QVERIFY2(m_catalog, qPrintable(error.message));
    m_chips = m_catalog->chips().all(&error);
    QVERIFY2(!error, qPrintable(error.message));
}

void TestCatalogSeeding::cleanupTestCase() {
    m_catalog.reset();
    m_place.reset();
}

void TestCatalogSeeding::counts() {
    StorageError error;
    QCOMPARE(m_chips.size(), 34);
    QCOMPARE(m_catalog->chips().count(&error), 34);
    QCOMPARE(m_catalog->models().all(&error).size(), 27);
    QCOMPARE(m_chipCsv.rows.size(), 34);
    for (const QStringList& row : std::as_const(m_chipCsv.rows))
        QVERIFY2(findChip(m_chips, row.value(0)), qPrintable(row.value(0)));
}

void TestCatalogSeeding::everyChipIsBuiltIn() {
    for (const Chip& chip : std::as_const(m_chips)) {
        QCOMPARE(chip.origin, Origin::BuiltIn);
        QVERIFY2(!chip.sourceUrls.isEmpty(), qPrintable(chip.id));
        QCOMPARE(chip.sourceUrls.join(QLatin1Char(';')),
                 cell(m_chipCsv, chip.id, QStringLiteral("source_urls")));
        QCOMPARE(chip.notes, cell(m_chipCsv, chip.id, QStringLiteral("notes")));
    }
}

void TestCatalogSeeding::figureMatchesReference_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("field");
    QTest::addColumn<FigureStatus>("status");
    const auto row = [](const char* id, const char* field, FigureStatus status) {
        QTest::addRow("%s %s", id, field)
            << QString::fromLatin1(id) << QString::fromLatin1(field) << status;
    };
    using S = FigureStatus;
    row("aws-trainium1", "bf16_tflops_dense", S::Published);
    row("aws-trainium1", "memory_bw_gbs", S::Published);
    row("aws-trainium1", "fp32_tflops", S::Published);
    row("aws-trainium2", "fp8_tflops_dense", S::Published);
    row("aws-trainium2", "memory_gb", S::Published);
    row("aws-trainium2", "memory_type", S::Published);
    row("aws-trainium2", "released", S::Published);
    row("nvidia-h100-sxm", "tdp_w", S::Published);
    row("nvidia-h100-sxm", "memory_gb", S::Published);
    row("nvidia-h100-sxm", "fp64_tflops", S::Published);
    // NVIDIA quotes tensor throughput with 2:4 sparsity; the dense half is computed.
    row("nvidia-h100-sxm", "bf16_tflops_dense", S::Computed);
    row("nvidia-h200-sxm", "memory_bw_gbs", S::Published);
    row("nvidia-b200", "fp4_tflops_dense", S::Computed);
    row("nvidia-l4", "fp8_tflops_dense", S::Computed);
    row("nvidia-l40s", "tdp_w", S::Published);
    row("intel-gaudi2", "interconnect_bw_gbs", S::Computed);
    row("aws-trainium1", "process_node", S::Published);
    row("aws-trainium1", "announced", S::Published);
    row("aws-trainium1", "interconnect", S::Published);
}

void TestCatalogSeeding::figureMatchesReference() {
    QFETCH(QString, id);
    QFETCH(QString, field);
    QFETCH(FigureStatus, status);
    const Chip* chip = findChip(m_chips, id);
    QVERIFY(chip);
    const std::optional<Field> f = fieldFromKey(field);
    QVERIFY(f);
    const QString expected = cell(m_chipCsv, id, field);
    QVERIFY2(!expected.isEmpty(), "the sample must name a non-empty reference cell");
    const Figure& figure = chip->figure(*f);
    QCOMPARE(figure.status, status);
    QVERIFY(figure.hasValue());
    if (fieldInfo(*f).kind == FieldKind::Number) {
        bool ok = false;
        const double number = expected.toDouble(&ok);
        QVERIFY(ok);
        QVERIFY2(qFuzzyCompare(figure.number(), number),
                 qPrintable(QStringLiteral("%1 != %2").arg(figure.number()).arg(number)));
    } else {
        QCOMPARE(figure.text(), expected);
    }
    QVERIFY2(!figure.source.isEmpty(), "a figure with a value names its source");
    if (status == FigureStatus::Computed)
        QVERIFY2(!figure.note.isEmpty(), "a computed figure says how in its note");
}

// A published visible total is the bytes of a visible-memory.csv row of that chip, with that
// row's URL as its source; every other chip's is unknown.
void TestCatalogSeeding::visibleMemoryMatchesReference() {
    const std::optional<CsvTable> table = readReference("visible-memory.csv");
    QVERIFY(table);
    const int idColumn = table->column(QStringLiteral("chip_id"));
    const int bytesColumn = table->column(QStringLiteral("bytes"));
    const int sourceColumn = table->column(QStringLiteral("source"));
    int published = 0;
    for (const Chip& chip : std::as_const(m_chips)) {
        const Figure& figure = chip.figure(Field::VisibleMemoryBytes);
        if (figure.status == FigureStatus::Unknown) {
            QVERIFY2(!figure.hasValue() && !figure.note.isEmpty(), qPrintable(chip.id));
            continue;
        }
        QCOMPARE(figure.status, FigureStatus::Published);
        ++published;
        bool found = false;
        for (const QStringList& row : table->rows) {
            found = found ||
                    (row.value(idColumn) == chip.id && row.value(sourceColumn) == figure.source &&
                     row.value(bytesColumn).toDouble() == figure.number());
        }
        QVERIFY2(found, qPrintable(chip.id));
    }
    QCOMPARE(published, 9);
}

void TestCatalogSeeding::emptyCellsAreMissing() {
    int empty = 0;
    for (const Chip& chip : std::as_const(m_chips)) {
        for (const FieldSpec& info : allFields()) {
            const Field field = chipField(info);
            if (!isReferenceColumn(field))
                continue; // visibleMemoryMatchesReference()
            const QString key = QLatin1String(info.key);
            const Figure& figure = chip.figure(field);
            const QString reference = cell(m_chipCsv, chip.id, key);
            const QString where = chip.id + QLatin1Char(' ') + key;
            if (reference.isEmpty()) {
                ++empty;
                QVERIFY2(figure.status == FigureStatus::NotPublished ||
                             figure.status == FigureStatus::Unknown ||
                             figure.status == FigureStatus::Unverified,
                         qPrintable(where));
                QVERIFY2(!figure.hasValue() || figure.status == FigureStatus::Unverified,
                         qPrintable(where));
            } else {
                QVERIFY2(figure.hasValue(), qPrintable(where));
                if (info.kind == FieldKind::Number)
                    QVERIFY2(qFuzzyCompare(figure.number(), reference.toDouble()),
                             qPrintable(where));
                else
                    QVERIFY2(figure.text() == reference, qPrintable(where));
            }
        }
    }
    QVERIFY(empty > 100); // the reference leaves many cells empty
}

void TestCatalogSeeding::publishedFiguresHaveSources() {
    for (const Chip& chip : std::as_const(m_chips)) {
        for (const FieldSpec& info : allFields()) {
            const Figure& figure = chip.figure(chipField(info));
            if (figure.status == FigureStatus::Published) {
                QVERIFY2(figure.source.startsWith(QLatin1String("http")),
                         qPrintable(chip.id + QLatin1Char(' ') + QLatin1String(info.key)));
            }
        }
    }
}

void TestCatalogSeeding::trainium1TdpIsUnverified() {
    StorageError error;
    const std::optional<Chip> chip =
        m_catalog->chips().find(QStringLiteral("aws-trainium1"), &error);
    QVERIFY2(chip, qPrintable(error.message));
    const Figure& tdp = chip->figure(Field::TdpW);
    QCOMPARE(tdp.status, FigureStatus::Unverified);
    QCOMPARE(tdp.number(), 500.0);
    QVERIFY(tdp.note.contains(QStringLiteral("500")));
    QVERIFY(cell(m_chipCsv, QStringLiteral("aws-trainium1"), QStringLiteral("tdp_w")).isEmpty());
}

void TestCatalogSeeding::modelMatchesReference_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("field");
    const auto row = [](const char* id, const char* field) {
        QTest::addRow("%s %s", id, field) << QString::fromLatin1(id) << QString::fromLatin1(field);
    };
    row("llama-3.1-8b", "params_total_b");
    row("llama-3.1-8b", "num_kv_heads");
    row("llama-3.1-8b", "max_context");
    row("llama-3.1-8b", "tie_word_embeddings");
    row("llama-3.1-8b", "source_urls");
    row("llama-3.1-8b", "kv_lora_rank"); // empty: null
    row("llama-3.1-70b", "num_layers");
    row("llama-3.1-70b", "kv_gib_at_max_context_bs1_16bit");
    row("llama-3.1-70b", "license");
    row("llama-3.1-70b", "notes");
}

void TestCatalogSeeding::modelMatchesReference() {
    QFETCH(QString, id);
    QFETCH(QString, field);
    StorageError error;
    const std::optional<LlmModel> model = m_catalog->models().find(id, &error);
    QVERIFY2(model, qPrintable(error.message));
    const std::optional<ModelField> f = modelFieldFromKey(field);
    QVERIFY(f);
    const QString expected = cell(m_modelCsv, id, field);
    const QVariant value = model->value(*f);
    if (expected.isEmpty()) {
        QVERIFY(value.isNull());
        return;
    }
    switch (modelFieldInfo(*f).kind) {
    case ModelFieldKind::Integer:
        QCOMPARE(value.toLongLong(), expected.toLongLong());
        break;
    case ModelFieldKind::Number:
        QVERIFY(qFuzzyCompare(value.toDouble(), expected.toDouble()));
        break;
    case ModelFieldKind::Bool:
        QCOMPARE(value.toBool(), expected.compare(QLatin1String("true"), Qt::CaseInsensitive) == 0);
        break;
    case ModelFieldKind::List: {
        QStringList parts = expected.split(QLatin1Char(';'));
        for (QString& part : parts)
            part = part.trimmed();
        QCOMPARE(value.toStringList(), parts);
        break;
    }
    case ModelFieldKind::Text:
        QCOMPARE(value.toString(), expected);
        break;
    }
}

void TestCatalogSeeding::reopeningDoesNotDuplicate() {
    int sources = 0;
    { sources = m_place->raw()->run(QStringLiteral("SELECT count(*) FROM source")).toInt(); }
    QVERIFY(sources > 30);
    m_catalog.reset();
    StorageError error;
    m_catalog = m_place->open(&error);
    QVERIFY2(m_catalog, qPrintable(error.message));
    QCOMPARE(m_catalog->chips().count(&error), 34);
    QCOMPARE(m_catalog->models().all(&error).size(), 27);
    QCOMPARE(m_catalog->chips().all(&error), m_chips);
    QCOMPARE(m_place->raw()->run(QStringLiteral("SELECT count(*) FROM source")).toInt(), sources);
}

void TestCatalogSeeding::newerRevisionKeepsUserEdits() {
    StorageError error;
    const catalogtest::CatalogPlace place;
    QVERIFY2(place.isValid(), qPrintable(place.error()));
    const std::unique_ptr<Catalog> catalog = place.open(&error);
    QVERIFY2(catalog, qPrintable(error.message));
    const QString h100 = QStringLiteral("nvidia-h100-sxm");

    // The user corrects the H100's TDP.
    Chip edited = *catalog->chips().find(h100, &error);
    edited.figure(Field::TdpW).value = 650.0;
    edited.figure(Field::TdpW).note = QStringLiteral("measured in our lab");
    QVERIFY2(testwrites::editChips(*catalog, {edited}, &error), qPrintable(error.message));
    QCOMPARE(catalog->chips().editedFields(h100, &error), QList<Field>{Field::TdpW});

    // A newer built-in catalog changes the same figure, another one, and adds a chip.
    std::optional<ChipCatalogFile> file = builtInChips(&error.message);
    QVERIFY2(file, qPrintable(error.message));
    ChipCatalogFile newer = *file;
    newer.revision = file->revision + 1;
    for (Chip& chip : newer.chips) {
        if (chip.id == h100) {
            chip.figure(Field::TdpW).value = 720.0;
            chip.figure(Field::MemoryGb).value = 81.0;
            chip.notes = QStringLiteral("revised notes");
        }
    }
    Chip added = newer.chips.constFirst();
    added.id = QStringLiteral("acme-new-chip");
    added.name = QStringLiteral("Acme New Chip");
    newer.chips.append(added);
    QVERIFY2(catalog->chips().applyBuiltIn(reparse(newer), &error), qPrintable(error.message));

    const std::optional<Chip> after = catalog->chips().find(h100, &error);
    QVERIFY2(after, qPrintable(error.message));
    QCOMPARE(after->figure(Field::TdpW).number(), 650.0); // the user's value stays
    QCOMPARE(after->figure(Field::TdpW).note, QStringLiteral("measured in our lab"));
    QCOMPARE(after->figure(Field::MemoryGb).number(), 81.0); // unedited figures follow
    QCOMPARE(after->notes, QStringLiteral("revised notes"));
    QCOMPARE(after->origin, Origin::BuiltIn);
    QCOMPARE(catalog->chips().editedFields(h100, &error), QList<Field>{Field::TdpW});
    const std::optional<Chip> newChip =
        catalog->chips().find(QStringLiteral("acme-new-chip"), &error);
    QVERIFY2(newChip, qPrintable(error.message));
    QCOMPARE(newChip->origin, Origin::BuiltIn);
    QCOMPARE(catalog->chips().count(&error), 35);

    // The same revision again changes nothing, even if its content differs.
    for (Chip& chip : newer.chips) {
        if (chip.id == h100)
            chip.figure(Field::MemoryGb).value = 99.0;
    }
    QVERIFY2(catalog->chips().applyBuiltIn(newer, &error), qPrintable(error.message));
    QCOMPARE(catalog->chips().find(h100, &error)->figure(Field::MemoryGb).number(), 81.0);
}

void TestCatalogSeeding::deletedBuiltInChipStaysDeleted() {
    StorageError error;
    const catalogtest::CatalogPlace place;
    QVERIFY2(place.isValid(), qPrintable(place.error()));
    const std::unique_ptr<Catalog> catalog = place.open(&error);
    QVERIFY2(catalog, qPrintable(error.message));
    const QString l4 = QStringLiteral("nvidia-l4");
    QVERIFY2(catalog->chips().remove({l4}, &error), qPrintable(error.message));
    QCOMPARE(catalog->chips().count(&error), 33);

    std::optional<ChipCatalogFile> file = builtInChips(&error.message);
    QVERIFY(file);
    file->revision += 1;
    QVERIFY2(catalog->chips().applyBuiltIn(*file, &error), qPrintable(error.message));
    QCOMPARE(catalog->chips().count(&error), 33);
    QVERIFY(!catalog->chips().find(l4, &error));
    QCOMPARE(error.code, StorageError::Code::NotFound);

    // Deleting an unknown id fails and deletes nothing else.
    QVERIFY(!catalog->chips().remove({QStringLiteral("nvidia-b200"), QStringLiteral("no-such")},
                                     &error));
    QCOMPARE(error.code, StorageError::Code::NotFound);
    QCOMPARE(catalog->chips().count(&error), 33);
}

void TestCatalogSeeding::newerModelRevisionReplacesBuiltIns() {
    StorageError error;
    const catalogtest::CatalogPlace place;
    QVERIFY2(place.isValid(), qPrintable(place.error()));
    const std::unique_ptr<Catalog> catalog = place.open(&error);
    QVERIFY2(catalog, qPrintable(error.message));
    std::optional<ModelCatalogFile> file = builtInModels(&error.message);
    QVERIFY(file);
    file->revision += 1;
    file->models.first().value(ModelField::MaxContext) = qint64(1000000);
    const QString droppedId = file->models.takeLast().id();
    QVERIFY2(catalog->models().applyBuiltIn(*file, &error), qPrintable(error.message));
    const QList<LlmModel> models = catalog->models().all(&error);
    QCOMPARE(models.size(), 26);
    QVERIFY(!catalog->models().find(droppedId, &error));
    const std::optional<LlmModel> first = catalog->models().find(file->models.first().id(), &error);
    QVERIFY(first);
    QCOMPARE(first->value(ModelField::MaxContext).toLongLong(), 1000000);
    QCOMPARE(*first, file->models.first());
}

void TestCatalogSeeding::newerModelRevisionSkipsDeletedAndUserModels() {
    StorageError error;
    const catalogtest::CatalogPlace place;
    QVERIFY2(place.isValid(), qPrintable(place.error()));
    const std::unique_ptr<Catalog> catalog = place.open(&error);
    QVERIFY2(catalog, qPrintable(error.message));
    std::optional<ModelCatalogFile> file = builtInModels(&error.message);
    QVERIFY(file && file->models.size() > 2);
    const QString deletedId = file->models.at(0).id();
    LlmModel mine = file->models.at(1);
    mine.value(ModelField::Name) = QStringLiteral("My variant");
    QVERIFY2(catalog->models().remove({deletedId}, &error), qPrintable(error.message));
    QVERIFY2(testwrites::saveModels(*catalog, {mine}, &error), qPrintable(error.message));

    file->revision += 1;
    for (LlmModel& model : file->models)
        model.value(ModelField::MaxContext) = qint64(1000000);
    QVERIFY2(catalog->models().applyBuiltIn(*file, &error), qPrintable(error.message));
    QVERIFY(!catalog->models().find(deletedId, &error));        // deleted stays deleted
    QCOMPARE(*catalog->models().find(mine.id(), &error), mine); // the user's stays theirs
    QCOMPARE(catalog->models().all(&error).size(), file->models.size() - 1);
    const std::optional<LlmModel> other = catalog->models().find(file->models.at(2).id(), &error);
    QVERIFY(other);
    QCOMPARE(other->value(ModelField::MaxContext).toLongLong(), 1000000); // the rest updated
}

QTEST_GUILESS_MAIN(TestCatalogSeeding)
#include "tst_catalog_seeding.moc"
