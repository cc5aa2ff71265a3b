#include "chiporder.h"

#include "chipfilter.h"
#include "metrics.h"
#include "sortkey.h"

#include <algorithm>
#include <numeric>

namespace chipatlas {

ChipRows ChipRows::of(const QList<Chip>& chips) {
    return {int(chips.size()), [&chips](int row) -> const Chip& { return chips.at(row); }};
}

bool ChipFilter::acceptsEverything() const {
    return text.trimmed().isEmpty() && vendor.isEmpty() && kind.isEmpty() && availability == 0;
}

bool ChipFilter::accepts(const Chip& chip) const {
    if (!vendor.isEmpty() && chip.vendor.compare(vendor, Qt::CaseInsensitive) != 0)
        return false;
    if (!kind.isEmpty() && chip.kind.compare(kind, Qt::CaseInsensitive) != 0)
        return false;
    if (availability != 0 && !(availabilityClasses(chip) & availability))
        return false;
    return chipMatchesText(chip, text);
}

namespace {
// How often (in rows) a long loop asks whether it was cancelled.
constexpr int kCancelCheckRows = 4096;

bool isCancelled(const std::function<bool()>& cancelled) {
    return cancelled && cancelled();
}

// A row's name and id, the tie-break of every order: read from a chip (ChipNames) or from a
// row that keeps only its sort key (KeyNames).
struct NameAndId {
    const QString& name;
    const QString& id;
};
struct ChipNames {
    const ChipRows& chips;
    NameAndId operator()(int row) const {
        const Chip& chip = chips.at(row);
        return {chip.name, chip.id};
    }
};
struct KeyNames {
    const std::vector<RowSortKey>& keys;
    NameAndId operator()(int row) const {
        const RowSortKey& key = keys[size_t(row)];
        return {key.name, key.id};
    }
};

// Orders rows whose values compare equal (or are both missing): by tie rank when the ranks are
// known, else by name and id; then by row, so that the order is the same on every run.
template <typename Names>
class TieOrder {
public:
    TieOrder(const Names& names, const std::vector<int>* ranks)
        : m_names(names)
        , m_ranks(ranks) {}

    bool before(int a, int b) const {
        if (m_ranks) {
            const int ra = (*m_ranks)[size_t(a)];
            const int rb = (*m_ranks)[size_t(b)];
            if (ra != rb)
                return ra < rb;
            return a < b;
        }
        const NameAndId ca = m_names(a);
        const NameAndId cb = m_names(b);
        if (tieComesBefore(ca.name, ca.id, cb.name, cb.id))
            return true;
        if (tieComesBefore(cb.name, cb.id, ca.name, ca.id))
            return false;
        return a < b;
    }

private:
    const Names& m_names;
    const std::vector<int>* m_ranks;
};

// One row's value, read once. figureLessThan() compares two numbers as doubles and two texts
// case-insensitively; a list whose values are all of one kind sorts on that alone.
template <typename Value>
struct Entry {
    Value value{};
    int row = 0;
    bool missing = true;
};

template <typename Value, typename Less, typename Ties>
void sortEntries(std::vector<Entry<Value>>& entries, Qt::SortOrder order, const Ties& ties,
                 Less less) {
    const bool ascending = order == Qt::AscendingOrder;
    std::sort(entries.begin(), entries.end(), [&](const Entry<Value>& a, const Entry<Value>& b) {
        if (a.missing != b.missing)
            return b.missing; // missing last in both directions
        if (!a.missing) {
            if (less(a.value, b.value))
                return ascending;
            if (less(b.value, a.value))
                return !ascending;
        }
        return ties.before(a.row, b.row); // ties A to Z in both directions
    });
}

template <typename Value>
std::vector<int> rowsOf(const std::vector<Entry<Value>>& entries) {
    std::vector<int> rows;
    rows.reserve(entries.size());
    for (const Entry<Value>& entry : entries)
        rows.push_back(entry.row);
    return rows;
}

template <typename Ties>
std::vector<int> sortedNumbers(const std::vector<int>& rows, const std::vector<QVariant>& values,
                               Qt::SortOrder order, const Ties& ties) {
    std::vector<Entry<double>> entries(rows.size());
    for (size_t i = 0; i < rows.size(); ++i) {
        const bool missing = values[i].isNull() || !values[i].isValid();
        entries[i] = {missing ? 0.0 : values[i].toDouble(), rows[i], missing};
    }
    sortEntries(entries, order, ties, [](double a, double b) { return a < b; });
    return rowsOf(entries);
}

template <typename Ties>
std::vector<int> sortedTexts(const std::vector<int>& rows, const std::vector<QVariant>& values,
                             Qt::SortOrder order, const Ties& ties) {
    std::vector<Entry<QString>> entries(rows.size());
    for (size_t i = 0; i < rows.size(); ++i) {
        const bool missing = values[i].isNull() || !values[i].isValid();
        entries[i] = {missing ? QString() : values[i].toString(), rows[i], missing};
    }
    sortEntries(entries, order, ties, [](const QString& a, const QString& b) {
        return a.compare(b, Qt::CaseInsensitive) < 0;
    });
    return rowsOf(entries);
}

// Numbers beside texts in one column: figureLessThan() itself decides.
template <typename Names>
std::vector<int> sortedMixed(const Names& names, const std::vector<int>& rows,
                             const std::vector<QVariant>& values, Qt::SortOrder order) {
    struct Keyed {
        RowSortKey key;
        int row;
    };
    std::vector<Keyed> keyed(rows.size());
    for (size_t i = 0; i < rows.size(); ++i) {
        const NameAndId row = names(rows[i]);
        keyed[i] = {{values[i], row.name, row.id}, rows[i]};
    }
    std::sort(keyed.begin(), keyed.end(), [order](const Keyed& a, const Keyed& b) {
        if (rowComesBefore(a.key, b.key, order))
            return true;
        if (rowComesBefore(b.key, a.key, order))
            return false;
        return a.row < b.row;
    });
    std::vector<int> result;
    result.reserve(keyed.size());
    for (const Keyed& entry : keyed)
        result.push_back(entry.row);
    return result;
}

// `rows` (with their `values`) in `order`: numbers, texts or both, ties by `names`.
template <typename Names>
std::vector<int> orderedRows(const Names& names, const std::vector<int>& rows,
                             const std::vector<QVariant>& values, Qt::SortOrder order,
                             const std::vector<int>* tieRanks) {
    bool anyNumber = false;
    bool anyText = false;
    for (const QVariant& value : values) {
        if (value.isNull() || !value.isValid())
            continue;
        if (value.typeId() == QMetaType::QString)
            anyText = true;
        else
            anyNumber = true;
    }
    const TieOrder<Names> ties(names, tieRanks);
    if (anyNumber && anyText)
        return sortedMixed(names, rows, values, order);
    if (anyText)
        return sortedTexts(rows, values, order, ties);
    return sortedNumbers(rows, values, order, ties);
}
} // namespace

std::optional<std::vector<int>> chipTieRanks(const ChipRows& chips,
                                             const std::function<bool()>& cancelled) {
    std::vector<int> byName(size_t(chips.count));
    std::iota(byName.begin(), byName.end(), 0);
    const auto before = [&chips](int a, int b) {
        const Chip& ca = chips.at(a);
        const Chip& cb = chips.at(b);
        return tieComesBefore(ca.name, ca.id, cb.name, cb.id);
    };
    std::sort(byName.begin(), byName.end(), before);
    if (isCancelled(cancelled))
        return std::nullopt;
    // Equal names and ids (never in a catalog, whose ids are unique) share a rank.
    std::vector<int> ranks(byName.size());
    for (size_t i = 0; i < byName.size(); ++i) {
        const bool tied = i > 0 && !before(byName[i - 1], byName[i]);
        ranks[size_t(byName[i])] = tied ? ranks[size_t(byName[i - 1])] : int(i);
    }
    return ranks;
}

std::optional<std::vector<int>> chipOrder(const ChipRows& chips, const ChipFilter& filter,
                                          const ChipSortKey& key, const std::vector<int>* tieRanks,
                                          const std::function<bool()>& cancelled) {
    Q_ASSERT(!tieRanks || tieRanks->size() == size_t(chips.count));
    std::vector<int> rows;
    rows.reserve(size_t(chips.count));
    const bool everything = filter.acceptsEverything();
    for (int row = 0; row < chips.count; ++row) {
        if (row % kCancelCheckRows == 0 && isCancelled(cancelled))
            return std::nullopt;
        if (everything || filter.accepts(chips.at(row)))
            rows.push_back(row);
    }
    if (!key.value)
        return rows;

    std::vector<QVariant> values(rows.size());
    for (size_t i = 0; i < rows.size(); ++i) {
        if (i % kCancelCheckRows == 0 && isCancelled(cancelled))
            return std::nullopt;
        values[i] = key.value(chips.at(rows[i]));
    }
    if (isCancelled(cancelled))
        return std::nullopt;
    return orderedRows(ChipNames{chips}, rows, values, key.order, tieRanks);
}

std::vector<int> chipOrder(const std::vector<RowSortKey>& keys, Qt::SortOrder order) {
    std::vector<int> rows(keys.size());
    std::iota(rows.begin(), rows.end(), 0);
    std::vector<QVariant> values(keys.size());
    for (size_t i = 0; i < keys.size(); ++i)
        values[i] = keys[i].value;
    return orderedRows(KeyNames{keys}, rows, values, order, nullptr);
}

} // namespace chipatlas
