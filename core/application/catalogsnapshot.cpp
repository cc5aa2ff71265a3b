#include "application/catalogsnapshot.h"

#include "io/catalogjson.h"
#include "io/systemjson.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace chipatlas {

struct CatalogSnapshot::Data {
    bool loaded = false;
    int totalChips = 0; // the catalog's; more than chips.size() in a partial snapshot
    QList<Chip> chips;
    QHash<QString, qsizetype> chipRows;
    QStringList vendors;
    QStringList kinds;
    QHash<QString, qsizetype> priceRows;
    QList<LlmModel> models;
    QList<ChipPrice> prices;
    QList<System> systems;
    QHash<QString, qsizetype> systemRowOfId;
    QList<SystemRow> systemRows; // the Systems table's, in the systems' order
    QList<Offer> offers;
    QHash<QString, qsizetype> offerRows;
    OfferIndex offerIndex;
    QList<Result> results;
    QHash<QString, qsizetype> resultRows;
    QHash<QString, QList<qsizetype>> resultsByHardware; // rows in id order
    QHash<QString, QList<qsizetype>> resultsByChip;     // rows in id order
    QList<OwnershipScenario> scenarios;                 // by name
    QHash<QString, qsizetype> scenarioRows;
};

namespace {
// The compiled-in catalog, parsed once (it does not change while the program runs).
struct BuiltIns {
    QHash<QString, Chip> chips;
    QHash<QString, LlmModel> models;
    QHash<QString, System> systems;
};

const BuiltIns& builtIns() {
    static const BuiltIns data = [] {
        BuiltIns result;
        QString problem;
        if (const std::optional<ChipCatalogFile> file = builtInChips(&problem)) {
            for (const Chip& chip : file->chips)
                result.chips.insert(chip.id, chip);
        }
        if (const std::optional<ModelCatalogFile> file = builtInModels(&problem)) {
            for (const LlmModel& model : file->models)
                result.models.insert(model.id(), model);
        }
        if (const std::optional<SystemCatalogFile> file = builtInSystems(&problem)) {
            for (const System& system : file->systems)
                result.systems.insert(system.id, system);
        }
        return result;
    }();
    return data;
}
} // namespace

CatalogSnapshot::CatalogSnapshot() {
    static const auto empty = std::make_shared<const Data>();
    d = empty;
}

CatalogSnapshot::CatalogSnapshot(QList<Chip> chips, QList<LlmModel> models, QList<ChipPrice> prices,
                                 QList<System> systems, QList<Offer> offers, QList<Result> results,
                                 QList<OwnershipScenario> scenarios)
    : d(makeData(std::move(chips), std::move(models), std::move(prices), std::move(systems),
                 std::move(offers), std::move(results), std::move(scenarios))) {}

CatalogSnapshot::CatalogSnapshot(std::shared_ptr<const Data> data)
    : d(std::move(data)) {}

CatalogSnapshot CatalogSnapshot::partial(QList<Chip> firstChips, int totalChipCount,
                                         QList<LlmModel> models, QList<ChipPrice> prices,
                                         QList<System> systems, QList<Offer> offers) {
    std::shared_ptr<Data> data = makeData(std::move(firstChips), std::move(models),
                                          std::move(prices), std::move(systems), std::move(offers));
    data->totalChips = std::max(totalChipCount, int(data->chips.size()));
    return CatalogSnapshot(std::move(data));
}

std::shared_ptr<CatalogSnapshot::Data>
CatalogSnapshot::makeData(QList<Chip> chips, QList<LlmModel> models, QList<ChipPrice> prices,
                          QList<System> systems, QList<Offer> offers, QList<Result> results,
                          QList<OwnershipScenario> scenarios) {
    auto data = std::make_shared<Data>();
    data->loaded = true;
    data->chips = std::move(chips);
    data->totalChips = int(data->chips.size());
    data->chipRows.reserve(data->chips.size());
    for (qsizetype row = 0; row < data->chips.size(); ++row)
        data->chipRows.insert(data->chips.at(row).id, row);
    QSet<QString> vendors;
    QSet<QString> kinds;
    for (const Chip& chip : std::as_const(data->chips)) {
        vendors.insert(chip.vendor);
        kinds.insert(chip.kind);
    }
    data->vendors = QStringList(vendors.cbegin(), vendors.cend());
    data->kinds = QStringList(kinds.cbegin(), kinds.cend());
    data->vendors.sort(Qt::CaseInsensitive);
    data->kinds.sort(Qt::CaseInsensitive);
    data->models = std::move(models);
    data->prices = std::move(prices);
    for (qsizetype row = 0; row < data->prices.size(); ++row)
        data->priceRows.insert(data->prices.at(row).chipId, row);
    data->systems = std::move(systems);
    for (qsizetype row = 0; row < data->systems.size(); ++row)
        data->systemRowOfId.insert(data->systems.at(row).id, row);
    data->offers = std::move(offers);
    for (qsizetype row = 0; row < data->offers.size(); ++row)
        data->offerRows.insert(data->offers.at(row).id, row);
    data->offerIndex = OfferIndex(data->systems, data->offers);
    // Each system's totals and offer spread, here on the session's worker rather than in the
    // window when the snapshot arrives: a catalog can hold ten thousand systems.
    data->systemRows = chipatlas::systemRows(
        data->systems,
        [&chips = data->chips, &rows = data->chipRows](const QString& id) -> const Chip* {
            const auto it = rows.constFind(id);
            return it == rows.cend() ? nullptr : &chips.at(*it);
        },
        data->offerIndex);
    data->results = std::move(results);
    std::sort(data->results.begin(), data->results.end(),
              [](const Result& a, const Result& b) { return a.id < b.id; });
    for (qsizetype row = 0; row < data->results.size(); ++row) {
        data->resultRows.insert(data->results.at(row).id, row);
        const QString& hardwareId = data->results.at(row).hardwareId;
        data->resultsByHardware[hardwareId].append(row);
        // The chip a result ran on: the chip itself, or the one its system is built of.
        if (data->chipRows.contains(hardwareId)) {
            data->resultsByChip[hardwareId].append(row);
        } else if (const auto system = data->systemRowOfId.constFind(hardwareId);
                   system != data->systemRowOfId.cend()) {
            if (const QString& chipId = data->systems.at(*system).chipId; !chipId.isEmpty())
                data->resultsByChip[chipId].append(row);
        }
    }
    data->scenarios = std::move(scenarios);
    std::sort(data->scenarios.begin(), data->scenarios.end(),
              [](const OwnershipScenario& a, const OwnershipScenario& b) {
                  const int byName = a.name.compare(b.name, Qt::CaseInsensitive);
                  return byName != 0 ? byName < 0 : a.id < b.id;
              });
    for (qsizetype row = 0; row < data->scenarios.size(); ++row)
        data->scenarioRows.insert(data->scenarios.at(row).id, row);
    return data;
}

bool CatalogSnapshot::isLoaded() const {
    return d->loaded;
}

int CatalogSnapshot::chipCount() const {
    return int(d->chips.size());
}

bool CatalogSnapshot::isComplete() const {
    return d->totalChips == d->chips.size();
}

int CatalogSnapshot::totalChipCount() const {
    return d->totalChips;
}

const Chip& CatalogSnapshot::chipAt(int row) const {
    return d->chips.at(row);
}

const Chip* CatalogSnapshot::chip(const QString& id) const {
    const auto it = d->chipRows.constFind(id);
    return it == d->chipRows.cend() ? nullptr : &d->chips.at(*it);
}

int CatalogSnapshot::rowOf(const QString& id) const {
    return int(d->chipRows.value(id, -1));
}

const QList<Chip>& CatalogSnapshot::chips() const {
    return d->chips;
}

const QStringList& CatalogSnapshot::vendors() const {
    return d->vendors;
}

const QStringList& CatalogSnapshot::kinds() const {
    return d->kinds;
}

const QList<LlmModel>& CatalogSnapshot::models() const {
    return d->models;
}

const LlmModel* CatalogSnapshot::model(const QString& id) const {
    for (const LlmModel& model : d->models) {
        if (model.id() == id)
            return &model;
    }
    return nullptr;
}

const QList<ChipPrice>& CatalogSnapshot::prices() const {
    return d->prices;
}

std::optional<ChipPrice> CatalogSnapshot::price(const QString& chipId) const {
    const auto it = d->priceRows.constFind(chipId);
    return it == d->priceRows.cend() ? std::nullopt : std::optional(d->prices.at(*it));
}

const QList<System>& CatalogSnapshot::systems() const {
    return d->systems;
}

const System* CatalogSnapshot::system(const QString& id) const {
    const auto it = d->systemRowOfId.constFind(id);
    return it == d->systemRowOfId.cend() ? nullptr : &d->systems.at(*it);
}

const QList<Offer>& CatalogSnapshot::offers() const {
    return d->offers;
}

const Offer* CatalogSnapshot::offer(const QString& id) const {
    const auto it = d->offerRows.constFind(id);
    return it == d->offerRows.cend() ? nullptr : &d->offers.at(*it);
}

const QList<Result>& CatalogSnapshot::results() const {
    return d->results;
}

const Result* CatalogSnapshot::result(const QString& id) const {
    const auto it = d->resultRows.constFind(id);
    return it == d->resultRows.cend() ? nullptr : &d->results.at(*it);
}

QList<const Result*> CatalogSnapshot::resultsOn(const QString& hardwareId) const {
    QList<const Result*> found;
    for (qsizetype row : d->resultsByHardware.value(hardwareId))
        found.append(&d->results.at(row));
    return found;
}

QList<const Result*> CatalogSnapshot::resultsOnChip(const QString& chipId) const {
    QList<const Result*> found;
    for (qsizetype row : d->resultsByChip.value(chipId))
        found.append(&d->results.at(row));
    return found;
}

const QList<OwnershipScenario>& CatalogSnapshot::scenarios() const {
    return d->scenarios;
}

const OwnershipScenario* CatalogSnapshot::scenario(const QString& id) const {
    const auto it = d->scenarioRows.constFind(id);
    return it == d->scenarioRows.cend() ? nullptr : &d->scenarios.at(*it);
}

const OfferIndex& CatalogSnapshot::offerIndex() const {
    return d->offerIndex;
}

const QList<SystemRow>& CatalogSnapshot::systemRows() const {
    return d->systemRows;
}

int CatalogSnapshot::systemRowOf(const QString& id) const {
    return int(d->systemRowOfId.value(id, -1));
}

bool CatalogSnapshot::isBuiltInChip(const QString& id) {
    return builtIns().chips.contains(id);
}

bool CatalogSnapshot::isBuiltInModel(const QString& id) {
    return builtIns().models.contains(id);
}

std::optional<Chip> CatalogSnapshot::builtInChip(const QString& id) {
    const auto it = builtIns().chips.constFind(id);
    return it == builtIns().chips.cend() ? std::nullopt : std::optional<Chip>(*it);
}

std::optional<LlmModel> CatalogSnapshot::builtInModel(const QString& id) {
    const auto it = builtIns().models.constFind(id);
    return it == builtIns().models.cend() ? std::nullopt : std::optional<LlmModel>(*it);
}

bool CatalogSnapshot::isBuiltInSystem(const QString& id) {
    return builtIns().systems.contains(id);
}

std::optional<System> CatalogSnapshot::builtInSystem(const QString& id) {
    const auto it = builtIns().systems.constFind(id);
    return it == builtIns().systems.cend() ? std::nullopt : std::optional<System>(*it);
}

} // namespace chipatlas
