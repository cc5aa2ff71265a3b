// The words of a diff (kinds, changes, counts), its filter and its rows sorted by a column
// (catalogdiff.h).

#include "catalogdiff.h"

#include <QCollator>
#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>
#include <vector>

namespace chipatlas {

namespace {
struct Words {
    const char* key;
    const char* display;
};
constexpr std::array<Words, 7> kKinds{{
    {"chip", QT_TRANSLATE_NOOP("CatalogDiff", "chip")},
    {"chip_price", QT_TRANSLATE_NOOP("CatalogDiff", "chip price")},
    {"model", QT_TRANSLATE_NOOP("CatalogDiff", "LLM model")},
    {"system", QT_TRANSLATE_NOOP("CatalogDiff", "system")},
    {"offer", QT_TRANSLATE_NOOP("CatalogDiff", "offer")},
    {"result", QT_TRANSLATE_NOOP("CatalogDiff", "result")},
    {"scenario", QT_TRANSLATE_NOOP("CatalogDiff", "scenario")},
}};
constexpr std::array<Words, 3> kChanges{{
    {"added", QT_TRANSLATE_NOOP("CatalogDiff", "added")},
    {"removed", QT_TRANSLATE_NOOP("CatalogDiff", "removed")},
    {"changed", QT_TRANSLATE_NOOP("CatalogDiff", "changed")},
}};

template <typename E, size_t N>
std::optional<E> fromKey(const std::array<Words, N>& words, QStringView key) {
    for (size_t i = 0; i < N; ++i) {
        if (key == QLatin1String(words[i].key))
            return E(i);
    }
    return std::nullopt;
}

bool contains(const QString& text, const QString& part) {
    return text.contains(part, Qt::CaseInsensitive);
}
} // namespace

QString diffEntryKindKey(DiffEntryKind kind) {
    return QLatin1String(kKinds[size_t(kind)].key);
}
QString diffEntryKindDisplayName(DiffEntryKind kind) {
    return QCoreApplication::translate("CatalogDiff", kKinds[size_t(kind)].display);
}
std::optional<DiffEntryKind> diffEntryKindFromKey(QStringView key) {
    return fromKey<DiffEntryKind>(kKinds, key);
}
QString diffChangeKey(DiffChange change) {
    return QLatin1String(kChanges[size_t(change)].key);
}
QString diffChangeDisplayName(DiffChange change) {
    return QCoreApplication::translate("CatalogDiff", kChanges[size_t(change)].display);
}
std::optional<DiffChange> diffChangeFromKey(QStringView key) {
    return fromKey<DiffChange>(kChanges, key);
}

bool DiffFilter::accepts(const EntryDiff& entry) const {
    if (!kinds.isEmpty() && !kinds.contains(entry.kind))
        return false;
    if (!changes.isEmpty() && !changes.contains(entry.change))
        return false;
    const QString part = text.trimmed();
    if (part.isEmpty() || contains(entry.id, part) || contains(entry.name, part))
        return true;
    return std::any_of(entry.fields.cbegin(), entry.fields.cend(), [&](const FieldDiff& field) {
        return contains(field.key, part) || contains(field.label, part) ||
               contains(field.before, part) || contains(field.after, part);
    });
}

CatalogDiff filteredDiff(const CatalogDiff& diff, const DiffFilter& filter) {
    CatalogDiff result;
    result.fromLabel = diff.fromLabel;
    result.toLabel = diff.toLabel;
    result.fromTime = diff.fromTime;
    result.toTime = diff.toTime;
    result.locale = diff.locale;
    for (const EntryDiff& entry : diff.entries) {
        if (!filter.accepts(entry))
            continue;
        result.entries.append(entry);
        ++(entry.change == DiffChange::Added     ? result.added
           : entry.change == DiffChange::Removed ? result.removed
                                                 : result.changed);
    }
    return result;
}

QList<DiffRow> diffRows(const CatalogDiff& diff, const DiffFilter& filter, DiffColumn column,
                        Qt::SortOrder order, const QLocale& locale) {
    QList<DiffRow> rows;
    for (qsizetype e = 0; e < diff.entries.size(); ++e) {
        const EntryDiff& entry = diff.entries.at(e);
        if (!filter.accepts(entry))
            continue;
        if (entry.fields.isEmpty())
            rows.append({e, -1});
        for (qsizetype f = 0; f < entry.fields.size(); ++f)
            rows.append({e, f});
    }
    const auto field = [&](const DiffRow& row) -> const FieldDiff* {
        return row.field < 0 ? nullptr : &diff.entries.at(row.entry).fields.at(row.field);
    };
    const auto text = [&](const DiffRow& row) -> QString {
        const EntryDiff& entry = diff.entries.at(row.entry);
        const FieldDiff* const f = field(row);
        switch (column) {
        case DiffColumn::Name:
            return entry.name;
        case DiffColumn::Id:
            return entry.id;
        case DiffColumn::Field:
            return f ? f->label : QString();
        case DiffColumn::Before:
            return f ? f->before : QString();
        case DiffColumn::After:
            return f ? f->after : QString();
        case DiffColumn::Kind:
        case DiffColumn::Change:
        case DiffColumn::Percent:
            break;
        }
        return {};
    };
    const bool descending = order == Qt::DescendingOrder;
    QCollator collator(locale);
    collator.setNumericMode(true);
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    // Ties keep the diff's order (kind, name, id, fields): a stable sort of rows in that order.
    if (column == DiffColumn::Name || column == DiffColumn::Id || column == DiffColumn::Field ||
        column == DiffColumn::Before || column == DiffColumn::After) {
        // A text column: each row's collation key made once, then compared as bytes; comparing
        // through the collator would collate each text again in every one of n log n comparisons.
        std::vector<std::pair<QCollatorSortKey, DiffRow>> keyed;
        keyed.reserve(size_t(rows.size()));
        for (const DiffRow& row : std::as_const(rows))
            keyed.emplace_back(collator.sortKey(text(row)), row);
        std::stable_sort(keyed.begin(), keyed.end(), [descending](const auto& a, const auto& b) {
            const int c = a.first.compare(b.first);
            return descending ? c > 0 : c < 0;
        });
        for (qsizetype i = 0; i < rows.size(); ++i)
            rows[i] = keyed[size_t(i)].second;
        return rows;
    }
    std::stable_sort(rows.begin(), rows.end(), [&](const DiffRow& a, const DiffRow& b) {
        const EntryDiff& x = diff.entries.at(a.entry);
        const EntryDiff& y = diff.entries.at(b.entry);
        switch (column) {
        case DiffColumn::Kind:
            return descending ? y.kind < x.kind : x.kind < y.kind;
        case DiffColumn::Change:
            return descending ? y.change < x.change : x.change < y.change;
        case DiffColumn::Percent: {
            const FieldDiff* const fa = field(a);
            const FieldDiff* const fb = field(b);
            const std::optional<double> pa = fa ? fa->percent : std::nullopt;
            const std::optional<double> pb = fb ? fb->percent : std::nullopt;
            if (!pa || !pb)
                return pa.has_value() && !pb.has_value(); // rows without one last
            return descending ? *pb < *pa : *pa < *pb;
        }
        default:
            return false; // the text columns are sorted by their keys above
        }
    });
    return rows;
}

QString diffCountsText(const CatalogDiff& diff) {
    return QCoreApplication::translate("CatalogDiff", "%1 added, %2 removed, %3 changed")
        .arg(diff.added)
        .arg(diff.removed)
        .arg(diff.changed);
}

QString diffPercentText(double percent, const QLocale& locale) {
    const QString number = locale.toString(std::abs(percent), 'f', 1);
    const bool zero = number == locale.toString(0.0, 'f', 1);
    const QString sign = zero ? QString() : percent > 0 ? QStringLiteral("+") : QStringLiteral("-");
    return sign + number + QStringLiteral(" %");
}

} // namespace chipatlas
