#include "epochmatch.h"

#include "domain/excerpt.h"
#include "domain/figureformat.h"
#include "domain/validation.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace chipatlas {

namespace {
// lupdate files a free tr() under its namespace, "chipatlas": look the text up there.
QString tr(const char* text) {
    return QCoreApplication::translate("chipatlas", text);
}

// Lower case, letters and digits only: "NVIDIA H100 SXM5 80GB" -> "nvidiah100sxm580gb".
QString squeezed(const QString& text) {
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (c.isLetterOrNumber())
            out += c.toLower();
    }
    return out;
}

QString firstWord(const QString& text) {
    return text.simplified().section(QLatin1Char(' '), 0, 0).toLower();
}

// A name's keys: itself, and without the vendor's first word at its start.
QStringList nameKeys(const QString& name, const QString& vendor) {
    QStringList keys{squeezed(name)};
    const QString word = firstWord(vendor);
    if (!word.isEmpty() && name.simplified().toLower().startsWith(word + QLatin1Char(' ')))
        keys << squeezed(name.simplified().mid(word.size() + 1));
    return keys;
}

// Whether Epoch's figure says what the stored one says: the same value in the same printed unit;
// a date the stored one gives to the month or year is the same date ("2024-12" and
// "2024-12-03"); a process the stored one names ("TSMC 5 nm" and "5 nm").
bool sameValue(Field field, const Figure& stored, const Figure& epoch) {
    if (stored.value == epoch.value && stored.printedUnit == epoch.printedUnit)
        return true;
    if (!stored.hasValue() || !epoch.hasValue())
        return false;
    if (fieldInfo(field).kind == FieldKind::Date)
        return epoch.text().startsWith(stored.text()) || stored.text().startsWith(epoch.text());
    if (field == Field::ProcessNode) {
        const QRegularExpression named(
            QStringLiteral("(^|\\D)%1\\b").arg(QRegularExpression::escape(epoch.text())));
        return named.match(stored.text()).hasMatch();
    }
    return false;
}

QString slug(const QString& text) {
    static const QRegularExpression nonSlug(QStringLiteral("[^a-z0-9]+"));
    QString out = text.toLower().replace(nonSlug, QStringLiteral("-"));
    while (out.startsWith(QLatin1Char('-')))
        out.remove(0, 1);
    while (out.endsWith(QLatin1Char('-')))
        out.chop(1);
    return out;
}

QString kindOf(const QString& type) {
    const QString lower = type.toLower();
    if (lower == QLatin1String("gpu") || lower == QLatin1String("gpgpu"))
        return QStringLiteral("gpu");
    if (lower == QLatin1String("tpu"))
        return QStringLiteral("tpu");
    if (lower == QLatin1String("npu"))
        return QStringLiteral("asic");
    return QString();
}

Chip newChip(const EpochRow& row, const QString& id) {
    Chip chip;
    chip.id = id;
    chip.vendor =
        row.manufacturer.isEmpty() ? row.name.section(QLatin1Char(' '), 0, 0) : row.manufacturer;
    chip.name = row.name;
    chip.kind = kindOf(row.type);
    chip.sourceUrls = row.links;
    chip.sourceUrls.removeDuplicates();
    // Stored data, not a message: in English whatever the language of the window.
    chip.notes =
        QStringLiteral("From Epoch AI, Data on Machine Learning Hardware (CC BY 4.0), "
                       "https://epoch.ai/data/machine-learning-hardware; the row was "
                       "last modified %1.")
            .arg(row.lastModified.isEmpty() ? QStringLiteral("(not given)") : row.lastModified);
    if (!row.notes.isEmpty())
        chip.notes += QStringLiteral(" Epoch's notes: %1").arg(row.notes);
    chip.origin = Origin::User;
    for (const auto& [field, figure] : row.figures)
        chip.figure(field) = figure;
    return chip;
}
} // namespace

QString epochChipId(const QString& manufacturer, const QString& name) {
    const QString vendor = slug(firstWord(manufacturer));
    const QString model = slug(name);
    if (vendor.isEmpty() || model.startsWith(vendor + QLatin1Char('-')) || model == vendor)
        return model.left(kMaxIdLength);
    return (vendor + QLatin1Char('-') + model).left(kMaxIdLength);
}

QHash<qsizetype, QString> matchEpochRows(const QList<Chip>& current, const QList<EpochRow>& rows,
                                         const EpochReference& reference) {
    QSet<QString> ids;
    QHash<QString, QString> byKey; // name key -> chip id; empty when two chips share the key
    for (const Chip& chip : current) {
        ids.insert(chip.id);
        for (const QString& key : nameKeys(chip.name, chip.vendor)) {
            const auto found = byKey.constFind(key);
            if (found == byKey.cend())
                byKey.insert(key, chip.id);
            else if (*found != chip.id)
                byKey.insert(key, QString());
        }
    }
    QHash<QString, QString> aliases;
    for (const auto& [epoch, chip] : reference.aliases)
        aliases.insert(squeezed(epoch), chip);
    QHash<qsizetype, QString> matches;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const EpochRow& row = rows.at(i);
        const QString alias = aliases.value(squeezed(row.name));
        if (!alias.isEmpty() && ids.contains(alias)) {
            matches.insert(i, alias);
            continue;
        }
        for (const QString& key : nameKeys(row.name, row.manufacturer)) {
            const QString id = byKey.value(key);
            if (!id.isEmpty()) {
                matches.insert(i, id);
                break;
            }
        }
    }
    return matches;
}

QString epochNoticeText(const EpochNotice& notice) {
    const QString where = tr("line %1 (%2)").arg(notice.line).arg(nameExcerpt(notice.epochName));
    if (notice.kind == EpochNotice::Kind::SameChip)
        return tr("%1 -> %2: an earlier row is this chip; this row is not read")
            .arg(where, notice.chipId);
    const FieldSpec& info = fieldInfo(notice.field);
    const QString field =
        QStringLiteral("%1 (%2)").arg(fieldLabel(notice.field), fieldKey(notice.field));
    const QLocale c = QLocale::c();
    const QString epoch = formatFigure(notice.epoch, info.unit, c);
    const QString stored = formatFigure(notice.stored, info.unit, c);
    switch (notice.kind) {
    case EpochNotice::Kind::VendorKept:
        return tr("%1 -> %2: %3 keeps %4 (%5, from the vendor); Epoch says %6 (%7)")
            .arg(where, notice.chipId, field, stored, statusDisplayName(notice.stored.status),
                 epoch, statusDisplayName(notice.epoch.status));
    case EpochNotice::Kind::EditKept:
        return tr("%1 -> %2: %3 keeps your value %4; Epoch says %5 (%6)")
            .arg(where, notice.chipId, field, stored.isEmpty() ? tr("(empty)") : stored, epoch,
                 statusDisplayName(notice.epoch.status));
    case EpochNotice::Kind::NotPublishedKept:
        return tr("%1 -> %2: %3 stays not published by the vendor; Epoch says %4 (unverified)")
            .arg(where, notice.chipId, field, epoch);
    case EpochNotice::Kind::SameChip:
        break;
    }
    return {};
}

EpochImportInput epochImportedChips(const QList<Chip>& current,
                                    const QHash<qsizetype, QString>& matches,
                                    const QHash<QString, QSet<Field>>& edited,
                                    const QList<EpochRow>& rows) {
    EpochImportInput input;
    QHash<QString, const Chip*> byId;
    for (const Chip& chip : current)
        byId.insert(chip.id, &chip);
    QSet<QString> used; // chip ids a row has already become
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const EpochRow& row = rows.at(i);
        const QString matched = matches.value(i);
        if (!matched.isEmpty() && byId.contains(matched)) {
            if (used.contains(matched)) {
                EpochNotice notice;
                notice.kind = EpochNotice::Kind::SameChip;
                notice.line = row.line;
                notice.epochName = row.name;
                notice.chipId = matched;
                input.notices.append(notice);
                continue;
            }
            used.insert(matched);
            const Chip& stored = *byId.value(matched);
            const QSet<Field> editedFields = edited.value(matched);
            ImportedChip item{stored, row.line, {}, {}, {}};
            for (const auto& [field, figure] : row.figures) {
                const Figure& local = stored.figure(field);
                EpochNotice notice{EpochNotice::Kind::VendorKept,
                                   row.line,
                                   row.name,
                                   matched,
                                   field,
                                   local,
                                   figure};
                const bool users =
                    editedFields.contains(field) ||
                    (stored.origin == Origin::User &&
                     (local.hasValue() || local.status == FigureStatus::NotPublished));
                if (users) {
                    if (!sameValue(field, local, figure)) {
                        notice.kind = EpochNotice::Kind::EditKept;
                        input.notices.append(notice);
                    }
                } else if (local.status == FigureStatus::NotPublished) {
                    notice.kind = EpochNotice::Kind::NotPublishedKept;
                    input.notices.append(notice);
                } else if (local.hasValue() && (local.status == FigureStatus::Published ||
                                                local.status == FigureStatus::Computed)) {
                    if (!sameValue(field, local, figure))
                        input.notices.append(notice);
                } else {
                    item.chip.figure(field) = figure;
                }
            }
            input.chips.append(std::move(item));
            continue;
        }
        QString id = epochChipId(row.manufacturer, row.name);
        if (id.isEmpty())
            id = QStringLiteral("epoch-row-%1").arg(row.line);
        for (int n = 2; byId.contains(id) || used.contains(id); ++n)
            id = QStringLiteral("%1-%2").arg(epochChipId(row.manufacturer, row.name)).arg(n);
        used.insert(id);
        Chip chip = newChip(row, id);
        const QList<ValidationIssue> issues = validateChip(chip);
        if (!issues.isEmpty()) {
            input.error = tr("line %1 (%2): %3")
                              .arg(row.line)
                              .arg(nameExcerpt(row.name), issues.constFirst().message);
            return input;
        }
        input.chips.append(ImportedChip{std::move(chip), row.line, {}, {}, {}});
    }
    return input;
}

} // namespace chipatlas
