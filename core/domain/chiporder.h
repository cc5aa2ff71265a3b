#pragma once

#include "chip.h"
#include "sortkey.h"

#include <QList>
#include <QString>
#include <QVariant>
#include <Qt>

#include <functional>
#include <optional>
#include <vector>

namespace chipatlas {

// The chips of a list, read by row without a copy: a QList<Chip>, or the GUI's catalog
// snapshot. `at` must stay valid (and the chips unchanged) while an order is computed.
struct ChipRows {
    int count = 0;
    std::function<const Chip&(int)> at;

    static ChipRows of(const QList<Chip>& chips);
};

// The filters of every chip list: the chip table's bar (text, vendor, kind, availability) and
// chipatlas-cli's --filter (the text alone).
struct ChipFilter {
    QString text;         // chipMatchesText(): name, vendor, family or id, in any case
    QString vendor;       // the chip's vendor exactly, in any case; empty: every vendor
    QString kind;         // the chip's kind exactly, in any case; empty: every kind
    int availability = 0; // OR of AvailabilityClass: the chip is in one of them; 0: every chip

    bool acceptsEverything() const;
    bool accepts(const Chip& chip) const;
    bool operator==(const ChipFilter& other) const = default;
};

// What a chip list is sorted by: a value per chip (a double or a QString; null when missing)
// in `order`. Without a value, the rows keep the list's order.
struct ChipSortKey {
    std::function<QVariant(const Chip&)> value;
    Qt::SortOrder order = Qt::AscendingOrder;
};

// The rank of each row of `chips` in the order of rowLessThan()'s tie-break (name, then id):
// computed once per list, it turns every tie of every later sort into a comparison of two ints.
// std::nullopt when `cancelled` returns true before it is done.
std::optional<std::vector<int>> chipTieRanks(const ChipRows& chips,
                                             const std::function<bool()>& cancelled = {});

// The rows of `chips` that `filter` accepts, sorted by `key` in exactly the order of
// rowComesBefore() (values by figureLessThan(), missing last in both directions, ties by name
// then id, A to Z): the order of the chip table and of chipatlas-cli list. Each value is read
// once; numbers then compare as doubles and texts as strings. `tieRanks`, chipTieRanks() of the
// same chips, spares the name comparisons of ties. std::nullopt when `cancelled` returns true
// before it is done (a newer request has replaced this one).
std::optional<std::vector<int>> chipOrder(const ChipRows& chips, const ChipFilter& filter,
                                          const ChipSortKey& key,
                                          const std::vector<int>* tieRanks = nullptr,
                                          const std::function<bool()>& cancelled = {});

// The same order for rows that keep only their sort value, name and id (RowSortKey,
// domain/sortkey.h): a listing that streams its chips from the catalog sorts these, not the
// chips. Returns the indexes of `keys` in `order`, ties by name then id.
std::vector<int> chipOrder(const std::vector<RowSortKey>& keys, Qt::SortOrder order);

} // namespace chipatlas
