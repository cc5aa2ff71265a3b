#include "importmerge.h"

#include "domain/excerpt.h"
#include "domain/figureformat.h"

#include <QCoreApplication>
#include <QLocale>

#include <functional>
#include <span>
#include <vector>

namespace chipatlas {

namespace {
// lupdate files a free tr() under its namespace, "chipatlas": look the text up there.
QString tr(const char* text) {
    return QCoreApplication::translate("chipatlas", text);
}

// A value in a message, as every message quotes input (excerpt.h): a long note cannot flood
// it, nor a control character reach a terminal.
QString shown(const QString& text) {
    return excerpt(text);
}

QString quoted(const QString& text) {
    return text.isEmpty() ? tr("empty") : QStringLiteral("\"%1\"").arg(shown(text));
}

QString figureText(const Figure& figure, Unit unit) {
    return figure.hasValue() ? shown(formatFigure(figure, unit, QLocale::c())) : tr("no value");
}

// One field of an entry, as the merge compares and copies it.
template <typename T>
struct Key {
    QString key;
    std::function<bool(const T&, const T&)> same;
    std::function<void(const T& from, T& to)> take;
    std::function<QString(const T&)> text;
};

template <typename T, typename Member>
Key<T> memberKey(const char* key, Member member, std::function<QString(const T&)> text) {
    return {QLatin1String(key), [member](const T& a, const T& b) { return a.*member == b.*member; },
            [member](const T& from, T& to) { to.*member = from.*member; }, std::move(text)};
}

template <typename T>
Key<T> textKey(const char* key, QString T::*member) {
    return memberKey<T>(key, member, [member](const T& entry) { return quoted(entry.*member); });
}

template <typename T>
Key<T> urlsKey(const char* key, QStringList T::*member) {
    return memberKey<T>(key, member, [member](const T& entry) {
        return quoted((entry.*member).join(QStringLiteral(", ")));
    });
}

const std::vector<Key<Chip>>& chipKeys() {
    static const std::vector<Key<Chip>> keys = [] {
        std::vector<Key<Chip>> list{
            textKey("vendor", &Chip::vendor),
            textKey("name", &Chip::name),
            textKey("family_generation", &Chip::familyGeneration),
            textKey("kind", &Chip::kind),
            textKey("sparsity_note", &Chip::sparsityNote),
            urlsKey("source_urls", &Chip::sourceUrls),
            textKey("notes", &Chip::notes),
        };
        for (const FieldSpec& info : allFields()) {
            const Field field = chipField(info);
            const Unit unit = info.unit;
            list.push_back(
                {QLatin1String(info.key),
                 [field](const Chip& a, const Chip& b) {
                     return a.figure(field) == b.figure(field);
                 },
                 [field](const Chip& from, Chip& to) { to.figure(field) = from.figure(field); },
                 [field, unit](const Chip& chip) { return figureText(chip.figure(field), unit); }});
        }
        return list;
    }();
    return keys;
}

const std::vector<Key<System>>& systemKeys() {
    static const std::vector<Key<System>> keys = [] {
        std::vector<Key<System>> list{
            textKey("name", &System::name),
            textKey("vendor", &System::vendor),
            textKey("chip_id", &System::chipId),
            memberKey<System>("chip_count", &System::chipCount,
                              [](const System& s) { return QString::number(s.chipCount); }),
            memberKey<System>("vendor_throughput_sparse", &System::vendorThroughputSparse,
                              [](const System& s) {
                                  return s.vendorThroughputSparse ? QStringLiteral("yes")
                                                                  : QStringLiteral("no");
                              }),
            urlsKey("source_urls", &System::sourceUrls),
            textKey("notes", &System::notes),
        };
        for (const FieldSpec& info : allSystemFields()) {
            const SystemField field = systemField(info);
            const Unit unit = info.unit;
            list.push_back(
                {QLatin1String(info.key),
                 [field](const System& a, const System& b) {
                     return a.figure(field) == b.figure(field);
                 },
                 [field](const System& from, System& to) { to.figure(field) = from.figure(field); },
                 [field, unit](const System& system) {
                     return figureText(system.figure(field), unit);
                 }});
        }
        return list;
    }();
    return keys;
}

// The keys of a kind whose fields are its schema's (results, ownership scenarios): each field
// compared and copied as its text, `text(entry, field)` and `setText(entry, field, text)`.
template <typename T, typename F, typename Text, typename SetText>
std::vector<Key<T>> schemaKeys(std::span<const FieldSpec> fields, Text text, SetText setText) {
    std::vector<Key<T>> list;
    for (const FieldSpec& info : fields) {
        const auto field = F(info.index);
        list.push_back(
            {QLatin1String(info.key),
             [field, text](const T& a, const T& b) { return text(a, field) == text(b, field); },
             [field, text, setText](const T& from, T& to) {
                 setText(to, field, text(from, field));
             },
             [field, text](const T& entry) {
                 const QString value = text(entry, field);
                 return value.isEmpty() ? tr("no value") : quoted(value);
             }});
    }
    return list;
}

const std::vector<Key<Result>>& resultKeys() {
    static const std::vector<Key<Result>> keys = schemaKeys<Result, ResultField>(
        allResultFields(), [](const Result& r, ResultField f) { return resultText(r, f); },
        [](Result& r, ResultField f, const QString& text) { setResultText(r, f, text); });
    return keys;
}

const std::vector<Key<OwnershipScenario>>& scenarioKeys() {
    static const std::vector<Key<OwnershipScenario>> keys =
        schemaKeys<OwnershipScenario, OwnershipField>(
            allOwnershipFields(),
            [](const OwnershipScenario& s, OwnershipField f) { return ownershipText(s, f); },
            [](OwnershipScenario& s, OwnershipField f, const QString& text) {
                setOwnershipText(s, f, text);
            });
    return keys;
}

// An offer's identity; its price history is merged apart.
const std::vector<Key<Offer>>& offerKeys() {
    static const std::vector<Key<Offer>> keys{
        textKey("target_id", &Offer::targetId),
        textKey("provider", &Offer::provider),
        textKey("region", &Offer::region),
        textKey("instance", &Offer::instance),
        memberKey<Offer>("pricing", &Offer::pricing,
                         [](const Offer& o) { return pricingKey(o.pricing); }),
        textKey("pricing_note", &Offer::pricingNote),
        memberKey<Offer>("chips", &Offer::chips,
                         [](const Offer& o) { return QString::number(o.chips); }),
        textKey("notes", &Offer::notes),
    };
    return keys;
}

QString modelValueText(const QVariant& value) {
    if (value.isNull())
        return tr("no value");
    if (value.typeId() == QMetaType::QStringList)
        return quoted(value.toStringList().join(QStringLiteral(", ")));
    if (value.typeId() == QMetaType::QString)
        return quoted(value.toString());
    return shown(value.toString());
}

const std::vector<Key<LlmModel>>& modelKeys() {
    static const std::vector<Key<LlmModel>> keys = [] {
        std::vector<Key<LlmModel>> list;
        for (const ModelFieldInfo& info : allModelFields()) {
            const ModelField field = info.field;
            list.push_back(
                {QLatin1String(info.key),
                 [field](const LlmModel& a, const LlmModel& b) {
                     return a.value(field) == b.value(field);
                 },
                 [field](const LlmModel& from, LlmModel& to) {
                     to.value(field) = from.value(field);
                 },
                 [field](const LlmModel& model) { return modelValueText(model.value(field)); }});
        }
        return list;
    }();
    return keys;
}

const std::vector<Key<ChipPrice>>& priceKeys() {
    static const std::vector<Key<ChipPrice>> keys{
        {QStringLiteral("price"),
         [](const ChipPrice& a, const ChipPrice& b) {
             return a.usdPerChipHour == b.usdPerChipHour && a.date == b.date &&
                    a.source == b.source;
         },
         [](const ChipPrice& from, ChipPrice& to) {
             to.usdPerChipHour = from.usdPerChipHour;
             to.date = from.date;
             to.source = from.source;
         },
         [](const ChipPrice& price) {
             return QStringLiteral("%1 USD/h").arg(QLocale::c().toString(price.usdPerChipHour));
         }}};
    return keys;
}

// The three-way merge that importmerge.h describes, over the fields in `keys`.
template <typename T>
std::optional<T> merge(const std::vector<Key<T>>& keys, const QString& id,
                       const std::optional<T>& base, const T& planned,
                       const std::optional<T>& stored, ImportConflict* conflict) {
    if (!stored) {
        if (base) {
            *conflict = {ImportConflict::Kind::Deleted, id, {}, {}, {}, {}};
            return std::nullopt;
        }
        return planned;
    }
    T merged = *stored;
    bool changed = false;
    for (const Key<T>& key : keys) {
        if (!base) {
            // Added meanwhile by someone else: every field the import brings is its change.
            if (key.same(*stored, planned))
                continue;
            *conflict = {ImportConflict::Kind::Added, id,        key.key,
                         key.text(*stored),           QString(), key.text(planned)};
            return std::nullopt;
        }
        if (key.same(planned, *base))
            continue; // not the import's change: the stored value stays
        if (key.same(*stored, *base) || key.same(*stored, planned)) {
            changed = changed || !key.same(*stored, planned);
            key.take(planned, merged);
            continue;
        }
        *conflict = {ImportConflict::Kind::Changed,
                     id,
                     key.key,
                     key.text(*stored),
                     key.text(*base),
                     key.text(planned)};
        return std::nullopt;
    }
    // An entry the import changes is the import's, as a written one is (a system or an offer
    // the user brought in is the user's); one it leaves as stored keeps its origin.
    if constexpr (requires { merged.origin; }) {
        if (changed)
            merged.origin = planned.origin;
    }
    return merged;
}
} // namespace

std::optional<Chip> mergeImported(const std::optional<Chip>& base, const Chip& planned,
                                  const std::optional<Chip>& stored, ImportConflict* conflict) {
    return merge(chipKeys(), planned.id, base, planned, stored, conflict);
}

std::optional<System> mergeImported(const std::optional<System>& base, const System& planned,
                                    const std::optional<System>& stored, ImportConflict* conflict) {
    return merge(systemKeys(), planned.id, base, planned, stored, conflict);
}

std::optional<Offer> mergeImported(const std::optional<Offer>& base, const Offer& planned,
                                   const std::optional<Offer>& stored, ImportConflict* conflict) {
    std::optional<Offer> merged = merge(offerKeys(), planned.id, base, planned, stored, conflict);
    if (!merged)
        return std::nullopt;
    if (!stored) {
        sortPriceHistory(merged->prices);
        return merged;
    }
    for (const OfferPrice& price : planned.prices)
        addPrice(*merged, price);
    return merged;
}

std::optional<LlmModel> mergeImported(const std::optional<LlmModel>& base, const LlmModel& planned,
                                      const std::optional<LlmModel>& stored,
                                      ImportConflict* conflict) {
    return merge(modelKeys(), planned.id(), base, planned, stored, conflict);
}

std::optional<Result> mergeImported(const std::optional<Result>& base, const Result& planned,
                                    const std::optional<Result>& stored, ImportConflict* conflict) {
    return merge(resultKeys(), planned.id, base, planned, stored, conflict);
}

std::optional<OwnershipScenario> mergeImported(const std::optional<OwnershipScenario>& base,
                                               const OwnershipScenario& planned,
                                               const std::optional<OwnershipScenario>& stored,
                                               ImportConflict* conflict) {
    return merge(scenarioKeys(), planned.id, base, planned, stored, conflict);
}

std::optional<ChipPrice> mergeImported(const std::optional<ChipPrice>& base,
                                       const ChipPrice& planned,
                                       const std::optional<ChipPrice>& stored,
                                       ImportConflict* conflict) {
    return merge(priceKeys(), planned.chipId, base, planned, stored, conflict);
}

QString importConflictText(const ImportConflict& conflict) {
    switch (conflict.kind) {
    case ImportConflict::Kind::Changed:
        //: %1 is an entry's id, %2 a field's key ("tdp_w"), %3 to %5 values ("700 W")
        return tr("%1: %2 was changed by someone else since this import was planned (now %3, "
                  "planned against %4; the import brings %5).")
            .arg(conflict.id, conflict.key, conflict.storedText, conflict.baseText,
                 conflict.plannedText);
    case ImportConflict::Kind::Added:
        return tr("%1 was added by someone else since this import was planned, with another %2 "
                  "(%3 there, %4 in the import).")
            .arg(conflict.id, conflict.key, conflict.storedText, conflict.plannedText);
    case ImportConflict::Kind::Deleted:
        return tr("%1 was deleted by someone else since this import was planned.").arg(conflict.id);
    }
    return {};
}

} // namespace chipatlas
