#pragma once

// Two records of a small catalog made of real built-in rows (resources/catalog): the H100 SXM,
// the AWS p5.48xlarge offer that rents it, and two LLM models; and what a buyer's week does to
// it: one figure corrected (value and status), one figure's source replaced, a new price seen
// for the offer, a chip added (the MI300X) and a model removed.

#include "io/catalogcopy.h"
#include "io/catalogjson.h"
#include "io/systemjson.h"

#include <QTest>

namespace chipatlas::testing {

inline const QString kH100 = QStringLiteral("nvidia-h100-sxm");
inline const QString kMi300x = QStringLiteral("amd-mi300x");
inline const QString kP5 = QStringLiteral("aws-us-east-1-p5.48xlarge-on-demand");
inline const QString kLlama8b = QStringLiteral("llama-3.1-8b");
inline const QString kLlama1b = QStringLiteral("llama-3.2-1b");
inline const QString kNewMemorySource = QStringLiteral(
    "https://resources.nvidia.com/en-us-tensor-core/nvidia-tensor-core-gpu-datasheet");

template <typename Entry, typename Id>
Entry builtInEntry(const QList<Entry>& entries, Id id, const QString& wanted) {
    for (const Entry& entry : entries) {
        if (id(entry) == wanted)
            return entry;
    }
    qFatal("no built-in entry %s", qPrintable(wanted));
}

inline Chip builtInChipRow(const QString& id) {
    QString error;
    const std::optional<ChipCatalogFile> file = builtInChips(&error);
    if (!file)
        qFatal("built-in chips: %s", qPrintable(error));
    return builtInEntry(
        file->chips, [](const Chip& c) { return c.id; }, id);
}

inline LlmModel builtInModelRow(const QString& id) {
    QString error;
    const std::optional<ModelCatalogFile> file = builtInModels(&error);
    if (!file)
        qFatal("built-in models: %s", qPrintable(error));
    return builtInEntry(
        file->models, [](const LlmModel& m) { return m.id(); }, id);
}

inline Offer builtInOfferRow(const QString& id) {
    QString error;
    const std::optional<OfferCatalogFile> file = builtInOffers(&error);
    if (!file)
        qFatal("built-in offers: %s", qPrintable(error));
    return builtInEntry(
        file->offers, [](const Offer& o) { return o.id; }, id);
}

// The catalog as the first snapshot recorded it.
inline CatalogItems recordedCatalog() {
    CatalogItems items;
    items.chips = {builtInChipRow(kH100)};
    items.models = {builtInModelRow(kLlama8b), builtInModelRow(kLlama1b)};
    items.offers = {builtInOfferRow(kP5)};
    return items;
}

// The H100's TDP corrected from the published 700 W to an unverified 750 W.
inline void editTdp(CatalogItems* items) {
    Figure& tdp = items->chips[0].figure(Field::TdpW);
    tdp.value = 750.0;
    tdp.status = FigureStatus::Unverified;
}

// The H100's memory figure sourced from NVIDIA's datasheet instead: same value, same status.
inline void replaceMemorySource(CatalogItems* items) {
    items->chips[0].figure(Field::MemoryGb).source = kNewMemorySource;
}

// A quote for the p5.48xlarge seen on 2026-11-30: $48.16 an instance-hour, $6.02 a chip-hour
// (the built-in price is $55.04, $6.88): 12.5 % less.
inline OfferPrice novemberPrice() {
    OfferPrice price;
    price.perInstanceHour = 48.16;
    price.seen = QDate(2026, 11, 30);
    price.source = QStringLiteral("quote from our reseller, ref 1234");
    return price;
}

// The catalog a week later: every change above, the MI300X added, Llama 3.2 1B removed.
inline CatalogItems laterCatalog() {
    CatalogItems items = recordedCatalog();
    editTdp(&items);
    replaceMemorySource(&items);
    addPrice(items.offers[0], novemberPrice());
    items.chips = {builtInChipRow(kMi300x), items.chips[0]}; // by id
    items.models.removeLast();
    return items;
}

} // namespace chipatlas::testing
