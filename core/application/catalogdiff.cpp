#include "catalogdiff.h"

#include "domain/figureformat.h"
#include "domain/money.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace chipatlas {

namespace {
// lupdate files CatalogDiffText::tr() under "CatalogDiff", the context the text is looked up in.
class CatalogDiffText final {
    Q_DECLARE_TR_FUNCTIONS(CatalogDiff)
};
// A label marked with QT_TRANSLATE_NOOP("CatalogDiff", ...), translated.
QString translated(const char* text) {
    return QCoreApplication::translate("CatalogDiff", text);
}

// A figure as the views show it (figureformat.h): its value with unit, configuration and range.
FieldDiff figureDiff(const QString& key, const QString& label, const Figure& before,
                     const Figure& after, Unit unit, const QLocale& locale) {
    FieldDiff diff;
    diff.key = key;
    diff.label = label;
    diff.before = describeFigure(before, unit, locale);
    diff.after = describeFigure(after, unit, locale);
    diff.beforeStatus = statusDisplayName(before.status);
    diff.afterStatus = statusDisplayName(after.status);
    diff.sourceChanged = before.source != after.source;
    diff.noteChanged = before.note != after.note;
    return diff;
}

FieldDiff textDiff(const QString& key, const QString& label, QString before, QString after) {
    // Lists (source URLs) are held one per line; a table cell shows them on one.
    before.replace(u'\n', QLatin1String("; "));
    after.replace(u'\n', QLatin1String("; "));
    FieldDiff diff;
    diff.key = key;
    diff.label = label;
    diff.before = std::move(before);
    diff.after = std::move(after);
    return diff;
}

std::optional<double> percentMove(double before, double after) {
    if (!(before > 0))
        return std::nullopt;
    return (after - before) / before * 100.0;
}

// A chip's description keys, labelled as the import preview labels them.
QString chipTextLabel(const QString& key) {
    static const QHash<QString, const char*> labels{
        {QStringLiteral("vendor"), QT_TRANSLATE_NOOP("CatalogDiff", "Vendor")},
        {QStringLiteral("name"), QT_TRANSLATE_NOOP("CatalogDiff", "Name")},
        {QStringLiteral("family_generation"),
         QT_TRANSLATE_NOOP("CatalogDiff", "Family / generation")},
        {QStringLiteral("kind"), QT_TRANSLATE_NOOP("CatalogDiff", "Kind")},
        {QStringLiteral("sparsity_note"), QT_TRANSLATE_NOOP("CatalogDiff", "Sparsity note")},
        {QStringLiteral("source_urls"), QT_TRANSLATE_NOOP("CatalogDiff", "Sources")},
        {QStringLiteral("notes"), QT_TRANSLATE_NOOP("CatalogDiff", "Notes")},
        {QStringLiteral("chip_id"), QT_TRANSLATE_NOOP("CatalogDiff", "Chip")},
        {QStringLiteral("chip_count"), QT_TRANSLATE_NOOP("CatalogDiff", "Chips")},
        {QStringLiteral("vendor_throughput_sparse"),
         QT_TRANSLATE_NOOP("CatalogDiff", "Vendor totals count sparsity")},
        {QStringLiteral("date"), QT_TRANSLATE_NOOP("CatalogDiff", "Date")},
        {QStringLiteral("source"), QT_TRANSLATE_NOOP("CatalogDiff", "Source")},
    };
    const char* label = labels.value(key, nullptr);
    return label ? translated(label) : key;
}

void addIfDiffers(QList<FieldDiff>* fields, const char* key, const QString& before,
                  const QString& after) {
    if (before != after) {
        const QString k = QLatin1String(key);
        fields->append(textDiff(k, chipTextLabel(k), before, after));
    }
}

QList<FieldDiff> chipFields(const ChipChange& change, const QLocale& locale) {
    QList<FieldDiff> fields;
    for (const ChipDifference& difference : change.differences) {
        if (!difference.field) {
            fields.append(textDiff(difference.key, chipTextLabel(difference.key),
                                   difference.localText, difference.importedText));
            continue;
        }
        fields.append(figureDiff(difference.key, fieldLabel(*difference.field), difference.local,
                                 difference.imported, fieldInfo(*difference.field).unit, locale));
    }
    return fields;
}

QList<FieldDiff> systemFields(const System& before, const System& after, const QLocale& locale) {
    QList<FieldDiff> fields;
    addIfDiffers(&fields, "vendor", before.vendor, after.vendor);
    addIfDiffers(&fields, "name", before.name, after.name);
    addIfDiffers(&fields, "chip_id", before.chipId, after.chipId);
    addIfDiffers(&fields, "chip_count", locale.toString(before.chipCount),
                 locale.toString(after.chipCount));
    const auto yesNo = [](bool value) {
        return value ? CatalogDiffText::tr("yes") : CatalogDiffText::tr("no");
    };
    addIfDiffers(&fields, "vendor_throughput_sparse", yesNo(before.vendorThroughputSparse),
                 yesNo(after.vendorThroughputSparse));
    addIfDiffers(&fields, "source_urls", before.sourceUrls.join(u'\n'),
                 after.sourceUrls.join(u'\n'));
    addIfDiffers(&fields, "notes", before.notes, after.notes);
    for (const FieldSpec& spec : allSystemFields()) {
        const SystemField field = systemField(spec);
        if (!(before.figure(field) == after.figure(field))) {
            fields.append(figureDiff(QLatin1String(spec.key), systemFieldLabel(field),
                                     before.figure(field), after.figure(field), spec.unit, locale));
        }
    }
    return fields;
}

QString modelText(const QVariant& value, ModelFieldKind kind, const QLocale& locale) {
    if (value.isNull())
        return {};
    switch (kind) {
    case ModelFieldKind::Integer:
        return locale.toString(value.toLongLong());
    case ModelFieldKind::Number:
        return locale.toString(value.toDouble(), 'g', QLocale::FloatingPointShortest);
    case ModelFieldKind::List:
        return value.toStringList().join(QLatin1Char('\n'));
    case ModelFieldKind::Bool:
        return value.toBool() ? CatalogDiffText::tr("yes") : CatalogDiffText::tr("no");
    case ModelFieldKind::Text:
        return value.toString();
    }
    return {};
}

QList<FieldDiff> modelFields(const ModelChange& change, const QLocale& locale) {
    QList<FieldDiff> fields;
    for (const ModelField field : change.fields) {
        const ModelFieldInfo& info = modelFieldInfo(field);
        // Models have no labels of their own: the models' table heads its columns by key.
        const QString key = QLatin1String(info.key);
        fields.append(textDiff(key, key, modelText(change.local.value(field), info.kind, locale),
                               modelText(change.imported.value(field), info.kind, locale)));
    }
    return fields;
}

FieldDiff priceDiff(const QString& label, double before, const QString& beforeCurrency,
                    double after, const QString& afterCurrency, const QLocale& locale) {
    FieldDiff diff;
    diff.key = QStringLiteral("price");
    diff.label = label;
    diff.before = formatPrice(before, beforeCurrency, locale);
    diff.after = formatPrice(after, afterCurrency, locale);
    if (beforeCurrency == afterCurrency) // never converted
        diff.percent = percentMove(before, after);
    return diff;
}

QList<FieldDiff> chipPriceFields(const ChipPrice& before, const ChipPrice& after,
                                 const QLocale& locale) {
    QList<FieldDiff> fields;
    if (before.usdPerChipHour != after.usdPerChipHour || before.source != after.source) {
        FieldDiff price =
            priceDiff(CatalogDiffText::tr("Price per chip-hour"), before.usdPerChipHour,
                      QStringLiteral("USD"), after.usdPerChipHour, QStringLiteral("USD"), locale);
        price.sourceChanged = before.source != after.source;
        fields.append(price);
    }
    const auto dateText = [](const QDate& date) { return date.toString(Qt::ISODate); };
    addIfDiffers(&fields, "date", dateText(before.date), dateText(after.date));
    return fields;
}

QString offerFieldText(const Offer& offer, OfferField field, const QLocale& locale) {
    switch (field) {
    case OfferField::TargetId:
        return offer.targetId;
    case OfferField::Provider:
        return offer.provider;
    case OfferField::Region:
        return offer.region;
    case OfferField::Instance:
        return offer.instance;
    case OfferField::Pricing:
        return pricingDisplayName(offer.pricing);
    case OfferField::PricingNote:
        return offer.pricingNote;
    case OfferField::Chips:
        return locale.toString(offer.chips);
    case OfferField::Notes:
        return offer.notes;
    }
    return {};
}

// An offer's own fields that differ, then its price: the latest per chip-hour before and after,
// or, when the latest stayed and only older prices came or went, how many the history holds.
QList<FieldDiff> offerFields(const Offer& before, const Offer& after, const QLocale& locale) {
    QList<FieldDiff> fields;
    for (const FieldSpec& spec : allOfferFields()) {
        const OfferField field = OfferField(spec.index);
        const QString a = offerFieldText(before, field, locale);
        const QString b = offerFieldText(after, field, locale);
        if (a != b)
            fields.append(textDiff(QLatin1String(spec.key), offerFieldLabel(field), a, b));
    }
    const OfferPrice* const was = before.current();
    const OfferPrice* const is = after.current();
    const std::optional<double> wasPerChip = before.perChipHour();
    const std::optional<double> isPerChip = after.perChipHour();
    const QString label = CatalogDiffText::tr("Price per chip-hour");
    if (wasPerChip && isPerChip) {
        if (*wasPerChip != *isPerChip || was->currency != is->currency ||
            was->source != is->source) {
            FieldDiff price =
                priceDiff(label, *wasPerChip, was->currency, *isPerChip, is->currency, locale);
            price.sourceChanged = was->source != is->source;
            fields.append(price);
        }
    } else if (wasPerChip || isPerChip) {
        FieldDiff price;
        price.key = QStringLiteral("price");
        price.label = label;
        if (wasPerChip)
            price.before = formatPrice(*wasPerChip, was->currency, locale);
        if (isPerChip)
            price.after = formatPrice(*isPerChip, is->currency, locale);
        fields.append(price);
    }
    if (fields.isEmpty() && before.prices != after.prices) {
        const auto count = [](const Offer& offer) {
            const qsizetype n = offer.prices.size();
            return n == 1 ? CatalogDiffText::tr("1 price")
                          : CatalogDiffText::tr("%1 prices").arg(n);
        };
        fields.append(textDiff(QStringLiteral("prices"), CatalogDiffText::tr("Price history"),
                               count(before), count(after)));
    }
    return fields;
}

QList<FieldDiff> resultFields(const Result& before, const Result& after) {
    QList<FieldDiff> fields;
    for (const FieldSpec& spec : allResultFields()) {
        const ResultField field = ResultField(spec.index);
        const QString a = resultText(before, field);
        const QString b = resultText(after, field);
        if (a != b)
            fields.append(textDiff(QLatin1String(spec.key), resultFieldLabel(field), a, b));
    }
    return fields;
}

QList<FieldDiff> scenarioFields(const OwnershipScenario& before, const OwnershipScenario& after) {
    QList<FieldDiff> fields;
    for (const FieldSpec& spec : allOwnershipFields()) {
        const OwnershipField field = OwnershipField(spec.index);
        const QString a = ownershipText(before, field);
        const QString b = ownershipText(after, field);
        if (a != b)
            fields.append(textDiff(QLatin1String(spec.key), ownershipFieldLabel(field), a, b));
    }
    return fields;
}

QString offerName(const Offer& offer) {
    QStringList parts{offer.provider, offer.instance};
    if (!offer.region.isEmpty())
        parts.append(QStringLiteral("(%1)").arg(offer.region));
    return parts.join(QLatin1Char(' '));
}

QString resultName(const Result& result) {
    return CatalogDiffText::tr("%1 on %2").arg(result.model, result.hardwareId);
}

// The entries of `before` whose id `after` lacks, as Removed.
template <typename Entry, typename Id, typename Name>
void appendRemoved(DiffEntryKind kind, const QList<Entry>& before, const QList<Entry>& after, Id id,
                   Name name, QList<EntryDiff>* entries) {
    QSet<QString> kept;
    kept.reserve(after.size());
    for (const Entry& entry : after)
        kept.insert(id(entry));
    for (const Entry& entry : before) {
        if (!kept.contains(id(entry)))
            entries->append({kind, id(entry), name(entry), DiffChange::Removed, {}});
    }
}

void appendChanged(DiffEntryKind kind, const QString& id, const QString& name,
                   QList<FieldDiff> fields, QList<EntryDiff>* entries) {
    if (!fields.isEmpty())
        entries->append({kind, id, name, DiffChange::Changed, std::move(fields)});
}
} // namespace

CatalogDiff diffCatalogs(const CatalogItems& before, const CatalogItems& after,
                         const QString& fromLabel, const QString& toLabel, const QLocale& locale) {
    CatalogDiff diff;
    diff.fromLabel = fromLabel;
    diff.toLabel = toLabel;
    diff.locale = locale;
    // The copy's plan of `after` into `before`: what `after` adds and changes.
    const CatalogCopyPlan plan = *planCatalogCopy(after, before);
    QList<EntryDiff>& entries = diff.entries;

    // A chip price is named by its chip, as it was or as it is.
    QHash<QString, QString> chipNames;
    for (const Chip& chip : before.chips)
        chipNames.insert(chip.id, chip.name);
    for (const Chip& chip : after.chips)
        chipNames.insert(chip.id, chip.name);
    const auto priceName = [&](const ChipPrice& p) { return chipNames.value(p.chipId, p.chipId); };

    using K = DiffEntryKind;
    const auto added = [&](K kind, const QString& id, const QString& name) {
        entries.append({kind, id, name, DiffChange::Added, {}});
    };
    for (const Chip& chip : plan.chips.added)
        added(K::Chip, chip.id, chip.name);
    for (const ChipChange& change : plan.chips.changed)
        appendChanged(K::Chip, change.local.id, change.imported.name, chipFields(change, locale),
                      &entries);
    appendRemoved(
        K::Chip, before.chips, after.chips, [](const Chip& c) { return c.id; },
        [](const Chip& c) { return c.name; }, &entries);

    for (const ChipPrice& price : plan.addedPrices)
        added(K::ChipPrice, price.chipId, priceName(price));
    for (const PriceChange& change : plan.changedPrices)
        appendChanged(K::ChipPrice, change.local.chipId, priceName(change.imported),
                      chipPriceFields(change.local, change.imported, locale), &entries);
    appendRemoved(
        K::ChipPrice, before.prices, after.prices, [](const ChipPrice& p) { return p.chipId; },
        priceName, &entries);

    for (const LlmModel& model : plan.addedModels)
        added(K::Model, model.id(), model.name());
    for (const ModelChange& change : plan.changedModels)
        appendChanged(K::Model, change.local.id(), change.imported.name(),
                      modelFields(change, locale), &entries);
    appendRemoved(
        K::Model, before.models, after.models, [](const LlmModel& m) { return m.id(); },
        [](const LlmModel& m) { return m.name(); }, &entries);

    for (const System& system : plan.addedSystems)
        added(K::System, system.id, system.name);
    for (const SystemChange& change : plan.changedSystems)
        appendChanged(K::System, change.local.id, change.imported.name,
                      systemFields(change.local, change.imported, locale), &entries);
    appendRemoved(
        K::System, before.systems, after.systems, [](const System& s) { return s.id; },
        [](const System& s) { return s.name; }, &entries);

    for (const Offer& offer : plan.addedOffers)
        added(K::Offer, offer.id, offerName(offer));
    // The copy's plan counts only prices the target lacks (a copy never drops one): an offer
    // whose history lost a price is among its unchanged ones and is compared here.
    QHash<QString, const Offer*> offersAfter;
    for (const Offer& offer : after.offers)
        offersAfter.insert(offer.id, &offer);
    QHash<QString, const Offer*> offersBefore;
    for (const Offer& offer : before.offers)
        offersBefore.insert(offer.id, &offer);
    for (const OfferChange& change : plan.changedOffers)
        appendChanged(K::Offer, change.local.id, offerName(change.imported),
                      offerFields(change.local, change.imported, locale), &entries);
    for (const QString& id : plan.unchangedOffers) {
        const Offer* const was = offersBefore.value(id);
        const Offer* const is = offersAfter.value(id);
        if (was && is && was->prices != is->prices)
            appendChanged(K::Offer, id, offerName(*is), offerFields(*was, *is, locale), &entries);
    }
    appendRemoved(
        K::Offer, before.offers, after.offers, [](const Offer& o) { return o.id; }, offerName,
        &entries);

    for (const Result& result : plan.addedResults)
        added(K::Result, result.id, resultName(result));
    for (const ResultChange& change : plan.changedResults)
        appendChanged(K::Result, change.local.id, resultName(change.imported),
                      resultFields(change.local, change.imported), &entries);
    appendRemoved(
        K::Result, before.results, after.results, [](const Result& r) { return r.id; }, resultName,
        &entries);

    for (const OwnershipScenario& scenario : plan.addedScenarios)
        added(K::Scenario, scenario.id, scenario.name);
    for (const ScenarioChange& change : plan.changedScenarios)
        appendChanged(K::Scenario, change.local.id, change.imported.name,
                      scenarioFields(change.local, change.imported), &entries);
    appendRemoved(
        K::Scenario, before.scenarios, after.scenarios,
        [](const OwnershipScenario& s) { return s.id; },
        [](const OwnershipScenario& s) { return s.name; }, &entries);

    std::stable_sort(entries.begin(), entries.end(), [](const EntryDiff& a, const EntryDiff& b) {
        if (a.kind != b.kind)
            return a.kind < b.kind;
        if (a.name != b.name)
            return a.name < b.name;
        return a.id < b.id;
    });
    for (const EntryDiff& entry : std::as_const(entries)) {
        switch (entry.change) {
        case DiffChange::Added:
            ++diff.added;
            break;
        case DiffChange::Removed:
            ++diff.removed;
            break;
        case DiffChange::Changed:
            ++diff.changed;
            break;
        }
    }
    return diff;
}

} // namespace chipatlas
