#include "snapshotfile.h"

#include "catalogfile.h"
#include "catalogjson.h"
#include "domain/excerpt.h"
#include "entryjson.h"
#include "resultjson.h"
#include "systemjson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>

namespace chipatlas {

namespace {
constexpr int kFormatVersion = 1;
const QLatin1String kFormatKey("chipatlas_snapshot");
const QLatin1String kName("name");
const QLatin1String kTakenAt("taken_at");
const QLatin1String kReason("reason");
const QLatin1String kNote("note");
const QLatin1String kBuiltIn("builtin");

struct KindInfo {
    SnapshotEntryKind kind;
    const char* key;      // snapshot_entry.kind
    const char* arrayKey; // the file's list
    JsonEntryKind entryKind;
    const char* idKey; // the key of the entry's id in its JSON
};

constexpr KindInfo kKinds[] = {
    {SnapshotEntryKind::Chip, "chip", "chips", JsonEntryKind::Chip, "id"},
    {SnapshotEntryKind::Price, "price", "prices", JsonEntryKind::Price, "chip"},
    {SnapshotEntryKind::Model, "model", "models", JsonEntryKind::Model, "id"},
    {SnapshotEntryKind::System, "system", "systems", JsonEntryKind::System, "id"},
    {SnapshotEntryKind::Offer, "offer", "offers", JsonEntryKind::Offer, "id"},
    {SnapshotEntryKind::Result, "result", "results", JsonEntryKind::Result, "id"},
    {SnapshotEntryKind::Scenario, "scenario", "scenarios", JsonEntryKind::Scenario, "id"},
};

const KindInfo& kindInfo(SnapshotEntryKind kind) {
    return kKinds[int(kind)];
}

QString tr(const char* text) {
    return QCoreApplication::translate("SnapshotFile", text);
}

template <typename T>
void appendAll(QJsonArray* array, const QList<T>& entries) {
    for (const T& entry : entries)
        array->append(snapshotEntryJson(entry));
}

// The id of the entry appended last to one kind's list of `items`.
QString lastId(const CatalogItems& items, SnapshotEntryKind kind) {
    switch (kind) {
    case SnapshotEntryKind::Chip:
        return items.chips.constLast().id;
    case SnapshotEntryKind::Price:
        return items.prices.constLast().chipId;
    case SnapshotEntryKind::Model:
        return items.models.constLast().id();
    case SnapshotEntryKind::System:
        return items.systems.constLast().id;
    case SnapshotEntryKind::Offer:
        return items.offers.constLast().id;
    case SnapshotEntryKind::Result:
        return items.results.constLast().id;
    case SnapshotEntryKind::Scenario:
        return items.scenarios.constLast().id;
    }
    return {};
}

template <typename T, typename Id>
void sortById(QList<T>* list, Id id) {
    std::stable_sort(list->begin(), list->end(),
                     [&](const T& a, const T& b) { return id(a) < id(b); });
}
} // namespace

QString snapshotEntryKindKey(SnapshotEntryKind kind) {
    return QString::fromLatin1(kindInfo(kind).key);
}

std::optional<SnapshotEntryKind> snapshotEntryKindFromKey(QStringView key) {
    for (const KindInfo& info : kKinds) {
        if (key == QLatin1String(info.key))
            return info.kind;
    }
    return std::nullopt;
}

QJsonObject snapshotEntryJson(const Chip& chip) {
    return chipToJson(chip);
}
QJsonObject snapshotEntryJson(const ChipPrice& price) {
    return chipPriceToJson(price);
}
QJsonObject snapshotEntryJson(const LlmModel& model) {
    return modelToJson(model);
}
QJsonObject snapshotEntryJson(const System& system) {
    return systemToJson(system);
}
QJsonObject snapshotEntryJson(const Offer& offer) {
    return offerToJson(offer);
}
// A result file has no "builtin" (a results file is the user's, or the built-in one); a snapshot
// records whether the result was shipped, as it does for the other kinds.
QJsonObject snapshotEntryJson(const Result& result) {
    QJsonObject json = resultToJson(result);
    json.insert(kBuiltIn, result.origin == Origin::BuiltIn);
    return json;
}
QJsonObject snapshotEntryJson(const OwnershipScenario& scenario) {
    return scenarioToJson(scenario);
}

QByteArray snapshotEntryBody(const QJsonObject& json) {
    return QJsonDocument(json).toJson(QJsonDocument::Compact);
}

bool appendSnapshotEntry(SnapshotEntryKind kind, const QJsonObject& json, CatalogItems* items,
                         QString* error) {
    switch (kind) {
    case SnapshotEntryKind::Chip:
        if (std::optional<Chip> chip = chipFromJson(json, error)) {
            items->chips.append(std::move(*chip));
            return true;
        }
        return false;
    case SnapshotEntryKind::Price:
        if (std::optional<ChipPrice> price = chipPriceFromJson(json, error)) {
            items->prices.append(std::move(*price));
            return true;
        }
        return false;
    case SnapshotEntryKind::Model:
        if (std::optional<LlmModel> model = modelFromJson(json, error)) {
            items->models.append(std::move(*model));
            return true;
        }
        return false;
    case SnapshotEntryKind::System:
        if (std::optional<System> system = systemFromJson(json, error)) {
            items->systems.append(std::move(*system));
            return true;
        }
        return false;
    case SnapshotEntryKind::Offer:
        if (std::optional<Offer> offer = offerFromJson(json, error)) {
            items->offers.append(std::move(*offer));
            return true;
        }
        return false;
    case SnapshotEntryKind::Result: {
        QJsonObject plain = json;
        const QJsonValue builtIn = plain.take(kBuiltIn);
        if (!builtIn.isUndefined() && !builtIn.isBool()) {
            *error = tr("builtin: must be true or false");
            return false;
        }
        // A result recorded earlier was valid on its day: check its date against no later day
        // than its own, so that a snapshot reads back whatever the clock says now.
        std::optional<Result> result = resultFromJson(plain, QDate(9999, 12, 31), error);
        if (!result)
            return false;
        result->origin = builtIn.toBool() ? Origin::BuiltIn : Origin::User;
        items->results.append(std::move(*result));
        return true;
    }
    case SnapshotEntryKind::Scenario:
        if (std::optional<OwnershipScenario> scenario = scenarioFromJson(json, error)) {
            items->scenarios.append(std::move(*scenario));
            return true;
        }
        return false;
    }
    return false;
}

void sortSnapshotItems(CatalogItems* items) {
    sortById(&items->chips, [](const Chip& c) { return c.id; });
    sortById(&items->prices, [](const ChipPrice& p) { return p.chipId; });
    sortById(&items->models, [](const LlmModel& m) { return m.id(); });
    sortById(&items->systems, [](const System& s) { return s.id; });
    sortById(&items->offers, [](const Offer& o) { return o.id; });
    sortById(&items->results, [](const Result& r) { return r.id; });
    sortById(&items->scenarios, [](const OwnershipScenario& s) { return s.id; });
}

QByteArray writeSnapshotFile(const SnapshotFile& file) {
    CatalogItems items = file.items;
    sortSnapshotItems(&items);
    QJsonObject root{
        {kFormatKey, kFormatVersion},
        {kName, file.name},
        {kTakenAt, file.takenAt.toUTC().toString(Qt::ISODate)},
        {kReason, snapshotReasonKey(file.reason)},
        {kNote, file.note},
    };
    QJsonArray lists[kSnapshotEntryKindCount];
    appendAll(&lists[int(SnapshotEntryKind::Chip)], items.chips);
    appendAll(&lists[int(SnapshotEntryKind::Price)], items.prices);
    appendAll(&lists[int(SnapshotEntryKind::Model)], items.models);
    appendAll(&lists[int(SnapshotEntryKind::System)], items.systems);
    appendAll(&lists[int(SnapshotEntryKind::Offer)], items.offers);
    appendAll(&lists[int(SnapshotEntryKind::Result)], items.results);
    appendAll(&lists[int(SnapshotEntryKind::Scenario)], items.scenarios);
    for (const KindInfo& info : kKinds)
        root.insert(QLatin1String(info.arrayKey), lists[int(info.kind)]);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<SnapshotFile> readSnapshotFile(const QByteArray& json, QString* error) {
    const std::optional<QJsonDocument> doc = parseJsonFile(json, error);
    if (!doc)
        return std::nullopt;
    if (!doc->isObject() || !doc->object().contains(kFormatKey)) {
        *error = tr("not a ChipAtlas snapshot file (it has no \"chipatlas_snapshot\" key)");
        return std::nullopt;
    }
    const QJsonObject root = doc->object();
    const QJsonValue format = root.value(kFormatKey);
    if (!format.isDouble() || format.toDouble() < 1 || format.toDouble() != format.toInt()) {
        *error = tr("chipatlas_snapshot: must be the format number 1");
        return std::nullopt;
    }
    if (format.toInt() > kFormatVersion) {
        *error = tr("chipatlas_snapshot: the file has snapshot format %1, written by a newer "
                    "ChipAtlas (this version reads format %2); update ChipAtlas")
                     .arg(format.toInt())
                     .arg(kFormatVersion);
        return std::nullopt;
    }
    for (auto it = root.begin(); it != root.end(); ++it) {
        const QString key = it.key();
        const bool known = key == kFormatKey || key == kName || key == kTakenAt || key == kReason ||
                           key == kNote ||
                           std::any_of(std::begin(kKinds), std::end(kKinds), [&](const auto& k) {
                               return key == QLatin1String(k.arrayKey);
                           });
        if (!known) {
            *error = tr("unknown key \"%1\"").arg(excerpt(key));
            return std::nullopt;
        }
    }
    SnapshotFile file;
    const QJsonValue name = root.value(kName);
    if (!name.isString() || name.toString().trimmed().isEmpty()) {
        *error = tr("name: is missing or empty");
        return std::nullopt;
    }
    file.name = name.toString();
    const QJsonValue takenAt = root.value(kTakenAt);
    file.takenAt = QDateTime::fromString(takenAt.toString(), Qt::ISODate);
    if (!takenAt.isString() || !file.takenAt.isValid()) {
        *error = tr("taken_at: \"%1\" is not a date and time (ISO 8601, such as "
                    "2026-12-05T11:30:00Z)")
                     .arg(excerpt(takenAt.toString()));
        return std::nullopt;
    }
    file.takenAt = file.takenAt.toUTC();
    const QJsonValue reason = root.value(kReason);
    if (reason.isUndefined()) {
        file.reason = SnapshotReason::User;
    } else if (const auto parsed = snapshotReasonFromKey(reason.toString())) {
        file.reason = *parsed;
    } else {
        *error = tr("reason: \"%1\" is not one of user, import, copy, update, file")
                     .arg(excerpt(reason.toString()));
        return std::nullopt;
    }
    const QJsonValue note = root.value(kNote);
    if (!note.isUndefined() && !note.isString()) {
        *error = tr("note: must be text");
        return std::nullopt;
    }
    file.note = note.toString();

    for (const KindInfo& info : kKinds) {
        const QString arrayKey = QLatin1String(info.arrayKey);
        const QJsonValue list = root.value(arrayKey);
        if (list.isUndefined())
            continue;
        if (!list.isArray()) {
            *error = tr("%1: must be an array").arg(arrayKey);
            return std::nullopt;
        }
        const QJsonArray array = list.toArray();
        QSet<QString> seen;
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QJsonObject entry = array.at(i).toObject();
            const QString id = entry.value(QLatin1String(info.idKey)).toString();
            QString problem;
            if (!array.at(i).isObject())
                problem = tr("must be an object");
            else if (!appendSnapshotEntry(info.kind, entry, &file.items, &problem))
                ; // problem set
            else if (const QString stored = lastId(file.items, info.kind); seen.contains(stored))
                problem = tr("the id comes twice in the list");
            else
                seen.insert(stored);
            if (!problem.isEmpty()) {
                *error = QStringLiteral("%1: %2").arg(
                    arrayKey, jsonEntryError(info.entryKind, i, id, problem));
                return std::nullopt;
            }
        }
    }
    sortSnapshotItems(&file.items);
    return file;
}

} // namespace chipatlas
