#include "application/catalogconflict.h"

#include "domain/figureformat.h"

#include <QLocale>

#include <algorithm>
#include <array>

namespace chipatlas {

namespace {
// A chip's description fields, by ConflictItem::attribute.
enum Description { Vendor, Name, Family, Kind, SparsityNote, Sources, Notes, DescriptionCount };

QString descriptionLabel(int attribute) {
    static const std::array<const char*, DescriptionCount> labels = {
        QT_TRANSLATE_NOOP("ConflictMerge", "Vendor"),
        QT_TRANSLATE_NOOP("ConflictMerge", "Name"),
        QT_TRANSLATE_NOOP("ConflictMerge", "Family"),
        QT_TRANSLATE_NOOP("ConflictMerge", "Kind"),
        QT_TRANSLATE_NOOP("ConflictMerge", "Sparsity note"),
        QT_TRANSLATE_NOOP("ConflictMerge", "Sources"),
        QT_TRANSLATE_NOOP("ConflictMerge", "Notes")};
    return ConflictMerge::tr(labels[size_t(attribute)]);
}

QString description(const Chip& chip, int attribute) {
    switch (attribute) {
    case Vendor:
        return chip.vendor;
    case Name:
        return chip.name;
    case Family:
        return chip.familyGeneration;
    case Kind:
        return chip.kind;
    case SparsityNote:
        return chip.sparsityNote;
    case Sources:
        return chip.sourceUrls.join(QLatin1Char('\n'));
    default:
        return chip.notes;
    }
}

void copyDescription(const Chip& from, Chip* to, int attribute) {
    switch (attribute) {
    case Vendor:
        to->vendor = from.vendor;
        break;
    case Name:
        to->name = from.name;
        break;
    case Family:
        to->familyGeneration = from.familyGeneration;
        break;
    case Kind:
        to->kind = from.kind;
        break;
    case SparsityNote:
        to->sparsityNote = from.sparsityNote;
        break;
    case Sources:
        to->sourceUrls = from.sourceUrls;
        break;
    default:
        to->notes = from.notes;
    }
}

// A figure with everything that says where it comes from: "700 W (published) <url> — note".
QString figureText(const Figure& figure, Field field) {
    if (!figure.hasValue() && figure.status == FigureStatus::Unknown && figure.source.isEmpty() &&
        figure.note.isEmpty()) {
        return ConflictMerge::tr("(not entered)");
    }
    QString text = figure.hasValue() ? describeFigure(figure, fieldInfo(field).unit)
                                     : ConflictMerge::tr("no value");
    text += QStringLiteral(" (%1)").arg(statusDisplayName(figure.status));
    if (figure.sparsityUnstated)
        text += QLatin1Char(' ') + ConflictMerge::tr("sparsity unstated");
    if (!figure.source.isEmpty())
        text += QLatin1Char('\n') + figure.source;
    if (!figure.note.isEmpty())
        text += QLatin1Char('\n') + figure.note;
    return text;
}

QString modelValueText(const QVariant& value) {
    if (value.isNull() || !value.isValid())
        return ConflictMerge::tr("(not entered)");
    if (value.typeId() == QMetaType::QStringList)
        return value.toStringList().join(QLatin1Char('\n'));
    if (value.typeId() == QMetaType::Bool)
        return value.toBool() ? ConflictMerge::tr("yes") : ConflictMerge::tr("no");
    return value.toString();
}

QString priceText(const std::optional<ChipPrice>& price) {
    if (!price)
        return ConflictMerge::tr("(no price)");
    QString text = ConflictMerge::tr("%1 USD per chip-hour")
                       .arg(QLocale().toString(price->usdPerChipHour, 'g', 6));
    if (price->date.isValid())
        text += QStringLiteral(", ") + QLocale().toString(price->date, QLocale::ShortFormat);
    if (!price->source.isEmpty())
        text += QLatin1Char('\n') + price->source;
    return text;
}

QString presenceText(bool present) {
    return present ? ConflictMerge::tr("in the catalog") : ConflictMerge::tr("deleted");
}

ConflictItem makeItem(ConflictItem::Part part, qsizetype index, int attribute, QString label,
                      QString base, QString mine, QString theirs) {
    ConflictItem item;
    item.part = part;
    item.index = index;
    item.attribute = attribute;
    item.label = std::move(label);
    item.mineChanged = mine != base;
    item.theirsChanged = theirs != base;
    item.base = std::move(base);
    item.mine = std::move(mine);
    item.theirs = std::move(theirs);
    return item;
}

void chipItems(const CatalogConflict& conflict, QList<ConflictItem>* items) {
    const CatalogChange& mine = conflict.mine;
    for (qsizetype i = 0; i < mine.chipsAfter.size() && i < conflict.chipsTheirs.size(); ++i) {
        const Catalog::ChipState& my = mine.chipsAfter[i];
        const Catalog::ChipState& their = conflict.chipsTheirs[i];
        const Catalog::ChipState base =
            i < mine.chipsBefore.size() ? mine.chipsBefore[i] : Catalog::ChipState{};
        const QString name = my.chip ? my.chip->name : their.chip ? their.chip->name : my.id;
        if (my.chip.has_value() != their.chip.has_value()) {
            items->append(makeItem(
                ConflictItem::Part::Presence, i, 0, name, presenceText(base.chip.has_value()),
                presenceText(my.chip.has_value()), presenceText(their.chip.has_value())));
            continue;
        }
        if (!my.chip)
            continue;
        const Chip baseChip = base.chip.value_or(Chip{});
        for (int attribute = 0; attribute < DescriptionCount; ++attribute) {
            const QString a = description(*my.chip, attribute);
            const QString b = description(*their.chip, attribute);
            if (a != b) {
                items->append(
                    makeItem(ConflictItem::Part::Description, i, attribute,
                             QStringLiteral("%1: %2").arg(name, descriptionLabel(attribute)),
                             description(baseChip, attribute), a, b));
            }
        }
        for (const FieldSpec& info : allFields()) {
            const Field field = chipField(info);
            const Figure& a = my.chip->figure(field);
            const Figure& b = their.chip->figure(field);
            if (a == b)
                continue;
            const Figure& was = baseChip.figure(field);
            ConflictItem item =
                makeItem(ConflictItem::Part::Figure, i, int(field),
                         QStringLiteral("%1: %2").arg(name, fieldLabel(field)),
                         figureText(was, field), figureText(a, field), figureText(b, field));
            // Two figures may read alike and still differ (a range, a printed unit).
            item.mineChanged = !(a == was);
            item.theirsChanged = !(b == was);
            items->append(item);
        }
    }
}

void modelItems(const CatalogConflict& conflict, QList<ConflictItem>* items) {
    const CatalogChange& mine = conflict.mine;
    for (qsizetype i = 0; i < mine.modelsAfter.size() && i < conflict.modelsTheirs.size(); ++i) {
        const Catalog::ModelState& my = mine.modelsAfter[i];
        const Catalog::ModelState& their = conflict.modelsTheirs[i];
        const Catalog::ModelState base =
            i < mine.modelsBefore.size() ? mine.modelsBefore[i] : Catalog::ModelState{};
        const QString name = my.model ? my.model->name() : my.id;
        if (my.model.has_value() != their.model.has_value()) {
            items->append(makeItem(
                ConflictItem::Part::Presence, i, 0, name, presenceText(base.model.has_value()),
                presenceText(my.model.has_value()), presenceText(their.model.has_value())));
            continue;
        }
        if (!my.model)
            continue;
        const LlmModel baseModel = base.model.value_or(LlmModel{});
        for (const ModelFieldInfo& info : allModelFields()) {
            const QVariant& a = my.model->value(info.field);
            const QVariant& b = their.model->value(info.field);
            if (a == b)
                continue;
            items->append(makeItem(ConflictItem::Part::ModelField, i, int(info.field),
                                   QStringLiteral("%1: %2").arg(name, QLatin1String(info.key)),
                                   modelValueText(baseModel.value(info.field)), modelValueText(a),
                                   modelValueText(b)));
        }
    }
}
// A system or an offer as one line of the conflict dialog: what a person recognises it by.
QString systemText(const std::optional<System>& system) {
    if (!system)
        return presenceText(false);
    int figures = 0;
    for (const Figure& figure : system->figures)
        figures += figure == Figure{} ? 0 : 1;
    return ConflictMerge::tr("%1 x %2, %n figure(s)", nullptr, figures)
        .arg(system->chipCount)
        .arg(system->chipId);
}

QString offerText(const std::optional<Offer>& offer) {
    if (!offer)
        return presenceText(false);
    const OfferPrice* current = offer->current();
    if (!current)
        return ConflictMerge::tr("%1, no price").arg(offer->instance);
    return ConflictMerge::tr("%1, %n price(s), current %2 %3/h (%4)", nullptr,
                             int(offer->prices.size()))
        .arg(offer->instance, QLocale().toString(current->perInstanceHour), current->currency,
             priceAgeText(*current, QDate::currentDate()));
}

QString resultText(const std::optional<Result>& result) {
    if (!result)
        return presenceText(false);
    const QString throughput = result->kind == ResultKind::Figure
                                   ? chipatlas::resultText(*result, ResultField::MeasuredValue)
                                   : chipatlas::resultText(*result, ResultField::TokensPerS);
    return ConflictMerge::tr("%1 on %2 x %3: %4 (%5)")
        .arg(result->kind == ResultKind::Figure ? result->figure : result->model)
        .arg(result->hardwareCount)
        .arg(result->hardwareId, throughput, claimKindDisplayName(result->claim));
}

// A scenario as the values it sets, by key ("name=GB200 at colo, hardware=nvidia-gb200-nvl72,
// pue=1.2"): a change of any one assumption shows.
QString scenarioText(const std::optional<OwnershipScenario>& scenario) {
    if (!scenario)
        return presenceText(false);
    QStringList values;
    for (const FieldSpec& info : allOwnershipFields()) {
        const QString text = ownershipText(*scenario, OwnershipField(info.index));
        if (!text.isEmpty())
            values.append(QStringLiteral("%1=%2").arg(QLatin1String(info.key), text));
    }
    return values.join(QStringLiteral(", "));
}

// One whole-entry item per system, offer, result or scenario whose two sides differ.
template <typename State, typename Text>
void entryItems(ConflictItem::Part part, const QList<State>& before, const QList<State>& mine,
                const QList<State>& theirs, Text text, QList<ConflictItem>* items) {
    for (qsizetype i = 0; i < mine.size() && i < theirs.size(); ++i) {
        if (mine[i] == theirs[i])
            continue;
        const State base = i < before.size() ? before[i] : State{};
        ConflictItem item =
            makeItem(part, i, 0, mine[i].id, text(base), text(mine[i]), text(theirs[i]));
        item.mineChanged = !(mine[i] == base);
        item.theirsChanged = !(theirs[i] == base);
        items->append(item);
    }
}
} // namespace

QList<ConflictItem> ConflictMerge::items(const CatalogConflict& conflict) {
    QList<ConflictItem> items;
    chipItems(conflict, &items);
    modelItems(conflict, &items);
    const CatalogChange& mine = conflict.mine;
    if (mine.priceAfter && conflict.priceTheirs &&
        mine.priceAfter->price != conflict.priceTheirs->price) {
        items.append(
            makeItem(ConflictItem::Part::Price, 0, 0, tr("%1: price").arg(mine.priceAfter->chipId),
                     priceText(mine.priceBefore ? mine.priceBefore->price : std::nullopt),
                     priceText(mine.priceAfter->price), priceText(conflict.priceTheirs->price)));
    }
    entryItems(
        ConflictItem::Part::System, mine.systemsBefore, mine.systemsAfter, conflict.systemsTheirs,
        [](const Catalog::SystemState& state) { return systemText(state.system); }, &items);
    entryItems(
        ConflictItem::Part::Offer, mine.offersBefore, mine.offersAfter, conflict.offersTheirs,
        [](const Catalog::OfferState& state) { return offerText(state.offer); }, &items);
    entryItems(
        ConflictItem::Part::Result, mine.resultsBefore, mine.resultsAfter, conflict.resultsTheirs,
        [](const Catalog::ResultState& state) { return resultText(state.result); }, &items);
    entryItems(
        ConflictItem::Part::Scenario, mine.scenariosBefore, mine.scenariosAfter,
        conflict.scenariosTheirs,
        [](const Catalog::OwnershipScenarioState& state) { return scenarioText(state.scenario); },
        &items);
    return items;
}

CatalogChange ConflictMerge::resolve(const CatalogConflict& conflict,
                                     const QList<ConflictItem>& items,
                                     const QList<qsizetype>& takeTheirs) {
    CatalogChange change;
    change.text = conflict.text;
    change.chipsBefore = conflict.chipsTheirs;
    change.modelsBefore = conflict.modelsTheirs;
    change.priceBefore = conflict.priceTheirs;
    // Mine, at the versions the catalog holds now.
    change.chipsAfter = conflict.mine.chipsAfter;
    for (qsizetype i = 0; i < change.chipsAfter.size() && i < change.chipsBefore.size(); ++i)
        change.chipsAfter[i].version = change.chipsBefore[i].version;
    change.modelsAfter = conflict.mine.modelsAfter;
    for (qsizetype i = 0; i < change.modelsAfter.size() && i < change.modelsBefore.size(); ++i)
        change.modelsAfter[i].version = change.modelsBefore[i].version;
    change.priceAfter = conflict.mine.priceAfter;
    if (change.priceAfter && change.priceBefore)
        change.priceAfter->version = change.priceBefore->version;
    change.systemsBefore = conflict.systemsTheirs;
    change.systemsAfter = conflict.mine.systemsAfter;
    for (qsizetype i = 0; i < change.systemsAfter.size() && i < change.systemsBefore.size(); ++i)
        change.systemsAfter[i].version = change.systemsBefore[i].version;
    change.offersBefore = conflict.offersTheirs;
    change.offersAfter = conflict.mine.offersAfter;
    for (qsizetype i = 0; i < change.offersAfter.size() && i < change.offersBefore.size(); ++i)
        change.offersAfter[i].version = change.offersBefore[i].version;
    change.resultsBefore = conflict.resultsTheirs;
    change.resultsAfter = conflict.mine.resultsAfter;
    for (qsizetype i = 0; i < change.resultsAfter.size() && i < change.resultsBefore.size(); ++i)
        change.resultsAfter[i].version = change.resultsBefore[i].version;
    change.scenariosBefore = conflict.scenariosTheirs;
    change.scenariosAfter = conflict.mine.scenariosAfter;
    for (qsizetype i = 0; i < change.scenariosAfter.size() && i < change.scenariosBefore.size();
         ++i)
        change.scenariosAfter[i].version = change.scenariosBefore[i].version;
    if (takeTheirs.size() == items.size()) {
        // Theirs throughout: nothing to save.
        change.chipsAfter = change.chipsBefore;
        change.modelsAfter = change.modelsBefore;
        change.priceAfter = change.priceBefore;
        change.systemsAfter = change.systemsBefore;
        change.offersAfter = change.offersBefore;
        change.resultsAfter = change.resultsBefore;
        change.scenariosAfter = change.scenariosBefore;
        return change;
    }

    for (qsizetype taken : takeTheirs) {
        const ConflictItem& item = items.at(taken);
        switch (item.part) {
        case ConflictItem::Part::Presence:
            if (item.index < change.chipsAfter.size() && !conflict.mine.chipsAfter.isEmpty())
                change.chipsAfter[item.index] = change.chipsBefore[item.index];
            else if (item.index < change.modelsAfter.size())
                change.modelsAfter[item.index] = change.modelsBefore[item.index];
            break;
        case ConflictItem::Part::Description:
            copyDescription(*change.chipsBefore[item.index].chip,
                            &*change.chipsAfter[item.index].chip, item.attribute);
            break;
        case ConflictItem::Part::Figure:
            change.chipsAfter[item.index].chip->figure(Field(item.attribute)) =
                change.chipsBefore[item.index].chip->figure(Field(item.attribute));
            break;
        case ConflictItem::Part::ModelField:
            change.modelsAfter[item.index].model->value(ModelField(item.attribute)) =
                change.modelsBefore[item.index].model->value(ModelField(item.attribute));
            break;
        case ConflictItem::Part::Price:
            change.priceAfter->price = change.priceBefore->price;
            break;
        case ConflictItem::Part::System:
            change.systemsAfter[item.index] = change.systemsBefore[item.index];
            break;
        case ConflictItem::Part::Offer:
            change.offersAfter[item.index] = change.offersBefore[item.index];
            break;
        case ConflictItem::Part::Result:
            change.resultsAfter[item.index] = change.resultsBefore[item.index];
            break;
        case ConflictItem::Part::Scenario:
            change.scenariosAfter[item.index] = change.scenariosBefore[item.index];
            break;
        }
    }
    // A figure either side marked as the user's stays marked: a newer built-in catalog leaves
    // both people's edits alone.
    for (qsizetype i = 0; i < change.chipsAfter.size() && i < change.chipsBefore.size(); ++i) {
        Catalog::ChipState& after = change.chipsAfter[i];
        const Catalog::ChipState& theirs = change.chipsBefore[i];
        if (!after.chip || !theirs.chip)
            continue;
        for (Field field : theirs.editedFields) {
            if (!after.editedFields.contains(field))
                after.editedFields.append(field);
        }
        std::sort(after.editedFields.begin(), after.editedFields.end());
        after.descriptionEdited = after.descriptionEdited || theirs.descriptionEdited;
        after.price = theirs.price;
    }
    return change;
}

} // namespace chipatlas
