#include "catalogimport.h"

#include "catalogcsv.h"
#include "catalogfile.h"
#include "catalogjson.h"
#include "chipexportwriter.h"
#include "domain/validation.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <span>

namespace chipatlas {

namespace {
// lupdate files a free tr() under its namespace, "chipatlas": look the text up there.
QString tr(const char* text) {
    return QCoreApplication::translate("chipatlas", text);
}

// The description of a chip, key by key, as the plan compares and the choices apply it: its
// texts but the id, which names the chip.
const std::span<const ChipText> kDescription = std::span(kChipTexts).subspan(1);

QString descriptionText(const Chip& chip, const ChipText& key) {
    return key.member ? chip.*key.member : chip.sourceUrls.join(QLatin1Char('\n'));
}

void copyDescription(const Chip& from, Chip* to, const ChipText& key) {
    if (key.member)
        to->*key.member = from.*key.member;
    else
        to->sourceUrls = from.sourceUrls;
}

bool sameValue(const Figure& a, const Figure& b) {
    return a.hasValue() == b.hasValue() && (!a.hasValue() || a.value == b.value);
}

// The imported chip with what its file leaves unsaid taken from the stored one.
Chip merged(const Chip& local, const ImportedChip& imported) {
    Chip chip = imported.chip;
    chip.origin = local.origin;
    for (const ChipText& key : kDescription) {
        if (imported.absentKeys.contains(QLatin1String(key.key)))
            copyDescription(local, &chip, key);
    }
    for (const FieldSpec& info : allFields()) {
        const Field field = chipField(info);
        const Figure& stored = local.figure(field);
        Figure& figure = chip.figure(field);
        if (imported.absentKeys.contains(QLatin1String(info.key))) {
            figure = stored;
        } else if (imported.valueOnly.contains(field) &&
                   (!figure.hasValue() || sameValue(figure, stored))) {
            figure = stored;
        } else if (imported.attributesAbsent.contains(field)) {
            figure.copyAttributesFrom(stored);
        }
    }
    return chip;
}

QList<ChipDifference> differences(const Chip& local, const Chip& imported) {
    QList<ChipDifference> result;
    for (const ChipText& key : kDescription) {
        const QString a = descriptionText(local, key);
        const QString b = descriptionText(imported, key);
        if (a != b) {
            ChipDifference difference;
            difference.key = QLatin1String(key.key);
            difference.localText = a;
            difference.importedText = b;
            result.append(difference);
        }
    }
    for (const FieldSpec& info : allFields()) {
        const Figure& a = local.figure(chipField(info));
        const Figure& b = imported.figure(chipField(info));
        if (!(a == b)) {
            ChipDifference difference;
            difference.key = QLatin1String(info.key);
            difference.field = chipField(info);
            difference.local = a;
            difference.imported = b;
            result.append(difference);
        }
    }
    return result;
}

// Line ends as the CSV reader leaves them (LF), so that a file's CRLF does not count as an
// edit and every format round-trips the same text.
QString lf(QString text) {
    if (text.contains(QLatin1Char('\r')))
        text.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    return text;
}

void normalizeLineEnds(Chip* chip) {
    chip->sparsityNote = lf(chip->sparsityNote);
    chip->notes = lf(chip->notes);
    for (Figure& figure : chip->figures)
        figure.note = lf(figure.note);
}

ChipFileResult failed(const QString& message) {
    ChipFileResult result;
    result.status = ChipFileResult::Status::Failed;
    result.error = message;
    return result;
}

ChipFileResult cancelled() {
    ChipFileResult result;
    result.status = ChipFileResult::Status::Cancelled;
    return result;
}
} // namespace

ImportControl ImportControl::withFlag(const std::atomic<bool>* flag,
                                      std::function<void(qint64, qint64)> progress) {
    ImportControl control;
    control.progress = std::move(progress);
    if (flag)
        control.cancel = [flag] { return flag->load(std::memory_order_relaxed); };
    return control;
}

std::optional<CatalogFormat> catalogFormatForPath(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("csv"))
        return CatalogFormat::Csv;
    if (suffix == QLatin1String("json"))
        return CatalogFormat::Json;
    return std::nullopt;
}

ChipFileResult readChipFile(const QByteArray& data, CatalogFormat format,
                            const ImportControl& control) {
    return format == CatalogFormat::Csv ? readChipsCsv(data, control)
                                        : readChipsJson(data, control);
}

ChipFileResult readChipsJson(const QByteArray& data, const ImportControl& control) {
    if (data.trimmed().isEmpty())
        return failed(tr("the file is empty; a JSON array of chips is expected"));
    if (control.cancelled())
        return cancelled();
    QString syntaxError;
    const std::optional<QJsonDocument> parsed = parseJsonFile(data, &syntaxError);
    if (!parsed)
        return failed(syntaxError);
    const QJsonDocument& doc = *parsed;
    QJsonArray array;
    if (doc.isArray()) {
        array = doc.array();
    } else {
        const QJsonObject root = doc.object();
        if (root.value(QLatin1String("format")).toString() != QLatin1String("chipatlas-catalog") ||
            !root.value(QLatin1String("chips")).isArray()) {
            return failed(tr("the JSON is neither an array of chips nor an object with "
                             "\"format\": \"chipatlas-catalog\" and a \"chips\" array"));
        }
        array = root.value(QLatin1String("chips")).toArray();
    }

    ChipFileResult result;
    QHash<QString, int> indexOfId;
    const qint64 total = array.size();
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (control.cancelled())
            return cancelled();
        if (i % 64 == 0)
            control.report(i, total);
        const int number = int(i) + 1;
        if (!array.at(i).isObject())
            return failed(
                jsonEntryError(JsonEntryKind::Chip, i, QString(), tr("not a JSON object")));
        const QJsonObject object = array.at(i).toObject();
        QString error;
        std::optional<Chip> chip = chipFromJson(object, &error);
        if (!chip) {
            return failed(jsonEntryError(JsonEntryKind::Chip, i,
                                         object.value(QLatin1String("id")).toString(), error));
        }
        chip->origin = Origin::User;
        normalizeLineEnds(&*chip);

        ImportedChip imported;
        imported.location = number;
        for (const ChipText& key : kDescription) {
            if (!object.contains(QLatin1String(key.key)))
                imported.absentKeys.insert(QLatin1String(key.key));
        }
        const QJsonObject figures = object.value(QLatin1String("figures")).toObject();
        for (const FieldSpec& info : allFields()) {
            if (!figures.contains(QLatin1String(info.key)))
                imported.absentKeys.insert(QLatin1String(info.key));
        }
        const QList<ValidationIssue> issues = validateChip(*chip);
        if (!issues.isEmpty())
            return failed(
                jsonEntryError(JsonEntryKind::Chip, i, chip->id, issues.constFirst().message));
        if (const auto it = indexOfId.constFind(chip->id); it != indexOfId.cend()) {
            return failed(jsonEntryError(JsonEntryKind::Chip, i, chip->id,
                                         tr("the id is already used by chip %1").arg(*it)));
        }
        indexOfId.insert(chip->id, number);
        imported.chip = std::move(*chip);
        result.chips.append(std::move(imported));
    }
    control.report(total, total);
    result.status = ChipFileResult::Status::Ok;
    return result;
}

QByteArray exportChipsJson(QList<Chip> chips) {
    return *exportChipsJson(std::move(chips), ImportControl{});
}

std::optional<QByteArray> exportChipsJson(QList<Chip> chips, const ImportControl& control) {
    std::sort(chips.begin(), chips.end(), [](const Chip& a, const Chip& b) { return a.id < b.id; });
    ChipExportWriter writer(CatalogFormat::Json);
    QByteArray json = writer.begin();
    const qint64 total = chips.size();
    for (qsizetype i = 0; i < chips.size(); ++i) {
        if (control.cancelledAt(i, total))
            return std::nullopt;
        json += writer.chip(chips.at(i));
    }
    json += writer.end();
    control.report(total, total);
    return json;
}

QByteArray exportChips(const QList<Chip>& chips, CatalogFormat format) {
    return *exportChips(chips, format, ImportControl{});
}

std::optional<QByteArray> exportChips(const QList<Chip>& chips, CatalogFormat format,
                                      const ImportControl& control) {
    return format == CatalogFormat::Csv ? exportChipsCsv(chips, control)
                                        : exportChipsJson(chips, control);
}

namespace {
// The id of a chip read from a file and of a stored one, for planById().
struct ChipIds {
    const QString& operator()(const ImportedChip& item) const { return item.chip.id; }
    const QString& operator()(const Chip& chip) const { return chip.id; }
};
} // namespace

std::optional<ImportPlan> planImport(const QList<Chip>& current, QList<ImportedChip> imported,
                                     const ImportControl& control) {
    ImportPlan plan;
    // The new chips move from `imported` into the plan, in id order: indices are sorted, not
    // chips (a chip is large to move).
    QList<qsizetype> added;
    const auto compare = [](const Chip& local,
                            const ImportedChip& item) -> std::optional<ChipChange> {
        Chip incoming = merged(local, item);
        QList<ChipDifference> diff = differences(local, incoming);
        if (diff.isEmpty())
            return std::nullopt;
        return ChipChange{local, std::move(incoming), std::move(diff)};
    };
    if (!planById(
            imported, current, ChipIds{}, [&added](qsizetype i) { added.append(i); }, compare,
            &plan.changed, &plan.unchanged, control))
        return std::nullopt;
    std::sort(added.begin(), added.end(), [&imported](qsizetype a, qsizetype b) {
        return imported.at(a).chip.id < imported.at(b).chip.id;
    });
    plan.added.reserve(added.size());
    for (const qsizetype i : std::as_const(added)) {
        Chip& chip = imported[i].chip;
        chip.origin = Origin::User;
        plan.added.append(std::move(chip));
    }
    control.report(imported.size(), imported.size());
    std::sort(plan.changed.begin(), plan.changed.end(),
              [](const ChipChange& a, const ChipChange& b) { return a.local.id < b.local.id; });
    std::sort(plan.unchanged.begin(), plan.unchanged.end());
    return plan;
}

namespace {
// The changed chips that end up different after `choices`, appended to `result`; then
// `result` (the new chips, sorted, and these, sorted) merged into id order.
void appendChanged(const ImportPlan& plan, const ImportChoices& choices, QList<Chip>* result) {
    const qsizetype addedCount = result->size();
    for (const ChipChange& change : plan.changed) {
        const QString& id = change.local.id;
        const ImportChoice chipChoice = choices.chips.value(id, choices.defaultChoice);
        const QHash<QString, ImportChoice> fieldChoices = choices.fields.value(id);
        Chip chip = change.local;
        for (const ChipDifference& difference : change.differences) {
            if (fieldChoices.value(difference.key, chipChoice) != ImportChoice::TakeImported)
                continue;
            if (difference.field) {
                chip.figure(*difference.field) = difference.imported;
                continue;
            }
            for (const ChipText& key : kDescription) {
                if (difference.key == QLatin1String(key.key))
                    copyDescription(change.imported, &chip, key);
            }
        }
        if (!(chip == change.local))
            result->append(std::move(chip));
    }
    std::inplace_merge(result->begin(), result->begin() + addedCount, result->end(),
                       [](const Chip& a, const Chip& b) { return a.id < b.id; });
}
} // namespace

QList<Chip> resolveImport(const ImportPlan& plan, const ImportChoices& choices) {
    QList<Chip> result;
    result.reserve(plan.added.size() + plan.changed.size());
    for (const Chip& chip : plan.added) {
        if (!choices.skippedNew.contains(chip.id))
            result.append(chip);
    }
    appendChanged(plan, choices, &result);
    return result;
}

QList<Chip> resolveImport(ImportPlan&& plan, const ImportChoices& choices) {
    // The new chips stay where the plan holds them: a chip is large, and a second list of them
    // would double what a large import needs.
    QList<Chip> result = std::move(plan.added);
    plan.added = {};
    if (!choices.skippedNew.isEmpty()) {
        result.removeIf([&](const Chip& chip) { return choices.skippedNew.contains(chip.id); });
    }
    if (!plan.changed.isEmpty())
        result.reserve(result.size() + plan.changed.size());
    appendChanged(plan, choices, &result);
    return result;
}

QList<Chip> importBase(const ImportPlan& plan) {
    QList<Chip> base;
    base.reserve(plan.changed.size());
    for (const ChipChange& change : plan.changed)
        base.append(change.local);
    return base;
}

} // namespace chipatlas
