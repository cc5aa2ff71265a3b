#pragma once

// Shared by tst_catalogcsv and tst_catalogimport: a catalog in a temporary folder, its whole
// content as bytes, and the import API run end to end.

#include "io/catalogimport.h"
#include "io/catalogjson.h"
#include "storage/catalog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <memory>

namespace importtest {

using namespace chipatlas;

inline std::unique_ptr<Catalog> openCatalog(const QString& path, bool seed = true) {
    Catalog::Options options;
    options.seedBuiltIn = seed;
    StorageError error;
    std::unique_ptr<Catalog> catalog = Catalog::open(path, options, &error);
    if (!catalog)
        qWarning("cannot open %s: %s", qPrintable(path), qPrintable(error.message));
    return catalog;
}

// Everything a user could lose: every chip with its origin and its user-edited marks, and
// the models.
inline QByteArray content(const Catalog& catalog) {
    QJsonArray chips;
    for (const Chip& chip : catalog.chips().all(nullptr)) {
        QJsonObject object = chipToJson(chip);
        QJsonArray edited;
        for (Field field : catalog.chips().editedFields(chip.id, nullptr))
            edited.append(fieldKey(field));
        object.insert(QLatin1String("edited"), edited);
        chips.append(object);
    }
    QJsonArray models;
    for (const LlmModel& model : catalog.models().all(nullptr))
        models.append(modelToJson(model));
    return QJsonDocument(
               QJsonObject{{QLatin1String("chips"), chips}, {QLatin1String("models"), models}})
        .toJson(QJsonDocument::Compact);
}

// The import as the GUI and the CLI run it: read, plan, take every imported value, save.
// Returns the error (empty on success).
inline QString importInto(Catalog& catalog, const QByteArray& data, CatalogFormat format,
                          ImportPlan* planOut = nullptr) {
    const ChipFileResult read = readChipFile(data, format);
    if (!read.ok())
        return read.error.isEmpty() ? QStringLiteral("cancelled") : read.error;
    StorageError error;
    const QList<Chip> current = catalog.chips().all(&error);
    if (error)
        return error.message;
    const std::optional<ImportPlan> plan = planImport(current, read.chips);
    if (!plan)
        return QStringLiteral("cancelled");
    if (planOut)
        *planOut = *plan;
    if (!catalog.chips().import(resolveImport(*plan), importBase(*plan), &error))
        return error.message;
    return {};
}

inline QByteArray exportAll(const Catalog& catalog, CatalogFormat format) {
    return exportChips(catalog.chips().all(nullptr), format);
}

// A new chip with a published TDP, named after its id.
inline Chip newChip(const QString& id) {
    Chip chip;
    chip.id = id;
    chip.vendor = QStringLiteral("Acme");
    chip.name = QStringLiteral("Acme ") + id;
    chip.figure(Field::TdpW).value = 300.0;
    chip.figure(Field::TdpW).status = FigureStatus::Published;
    return chip;
}

} // namespace importtest
