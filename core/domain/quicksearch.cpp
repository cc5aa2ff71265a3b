#include "quicksearch.h"

#include "chipfilter.h"
#include "sortkey.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <initializer_list>
#include <vector>

namespace chipatlas {

namespace {
// How often (in rows) the loop over the chips asks whether it was cancelled.
constexpr int kCancelCheckRows = 4096;

bool eachWordInOneOf(const QStringList& words, std::initializer_list<QStringView> fields) {
    return std::all_of(words.begin(), words.end(), [&fields](const QString& word) {
        return std::any_of(fields.begin(), fields.end(), [&word](QStringView field) {
            return field.contains(word, Qt::CaseInsensitive);
        });
    });
}

// Whether `word` starts a word of `text`: at its start, or after a character that is neither a
// letter nor a digit ("h100" in "NVIDIA H100 SXM" and "nvidia-h100-sxm").
bool startsAWord(QStringView text, QStringView word) {
    for (qsizetype at = text.indexOf(word, 0, Qt::CaseInsensitive); at >= 0;
         at = text.indexOf(word, at + 1, Qt::CaseInsensitive)) {
        if (at == 0 || !text.at(at - 1).isLetterOrNumber())
            return true;
    }
    return false;
}

// 0: the name or the id is the query; 1: each word starts a word of the name or the id; 2: any
// other match.
int matchRank(QStringView name, QStringView id, QStringView query, const QStringList& words) {
    if (name.compare(query, Qt::CaseInsensitive) == 0 ||
        id.compare(query, Qt::CaseInsensitive) == 0)
        return 0;
    const bool starts = std::all_of(words.begin(), words.end(), [name, id](const QString& word) {
        return startsAWord(name, word) || startsAWord(id, word);
    });
    return starts ? 1 : 2;
}

struct Candidate {
    int rank;
    QuickSearchKind kind;
    int row;
    QString name; // shared with the entry's, not copied
    QString id;
};

bool candidateBefore(const Candidate& a, const Candidate& b) {
    if (a.rank != b.rank)
        return a.rank < b.rank;
    if (a.kind != b.kind)
        return a.kind < b.kind;
    if (tieComesBefore(a.name, a.id, b.name, b.id))
        return true;
    if (tieComesBefore(b.name, b.id, a.name, a.id))
        return false;
    return a.row < b.row;
}
} // namespace

QStringList quickSearchWords(QStringView query) {
    static const QRegularExpression blanks(QStringLiteral("\\s+"));
    return query.toString().split(blanks, Qt::SkipEmptyParts);
}

bool chipMatchesWords(const Chip& chip, const QStringList& words) {
    return !words.isEmpty() &&
           std::all_of(words.begin(), words.end(),
                       [&chip](const QString& word) { return chipMatchesText(chip, word); });
}

bool systemMatchesWords(const System& system, const QStringList& words, QStringView chipName) {
    return !words.isEmpty() &&
           eachWordInOneOf(words, {system.name, system.vendor, system.id, system.chipId, chipName});
}

bool modelMatchesWords(const LlmModel& model, const QStringList& words) {
    if (words.isEmpty())
        return false;
    const QString family = model.value(ModelField::Family).toString();
    const QString repo = model.value(ModelField::HfRepo).toString();
    return eachWordInOneOf(words, {model.name(), family, model.id(), repo});
}

std::optional<QuickSearchResult> quickSearch(const ChipRows& chips, const QList<System>& systems,
                                             const QList<LlmModel>& models, QStringView query,
                                             qsizetype limit,
                                             const std::function<bool()>& cancelled) {
    const QStringList words = quickSearchWords(query);
    QuickSearchResult result;
    if (words.isEmpty())
        return result;
    const QString normalized = words.join(QLatin1Char(' '));
    const auto rankOf = [&](const QString& name, const QString& id) {
        return matchRank(name, id, normalized, words);
    };

    // The names of the chips the systems are built of, found in the same pass over the chips.
    QHash<QString, QString> chipNames;
    for (const System& system : systems)
        chipNames.insert(system.chipId, QString());

    std::vector<Candidate> found;
    for (int row = 0; row < chips.count; ++row) {
        if (row % kCancelCheckRows == 0 && cancelled && cancelled())
            return std::nullopt;
        const Chip& chip = chips.at(row);
        if (const auto name = chipNames.find(chip.id); name != chipNames.end())
            *name = chip.name;
        if (chipMatchesWords(chip, words))
            found.push_back(
                {rankOf(chip.name, chip.id), QuickSearchKind::Chip, row, chip.name, chip.id});
    }
    for (int row = 0; row < int(systems.size()); ++row) {
        const System& system = systems.at(row);
        if (systemMatchesWords(system, words, chipNames.value(system.chipId)))
            found.push_back({rankOf(system.name, system.id), QuickSearchKind::System, row,
                             system.name, system.id});
    }
    for (int row = 0; row < int(models.size()); ++row) {
        const LlmModel& model = models.at(row);
        if (modelMatchesWords(model, words)) {
            const QString name = model.name();
            const QString id = model.id();
            found.push_back({rankOf(name, id), QuickSearchKind::Model, row, name, id});
        }
    }
    if (cancelled && cancelled())
        return std::nullopt;

    result.total = qsizetype(found.size());
    const auto shown = std::min<qsizetype>(std::max<qsizetype>(limit, 0), result.total);
    std::partial_sort(found.begin(), found.begin() + shown, found.end(), candidateBefore);
    result.hits.reserve(shown);
    for (qsizetype i = 0; i < shown; ++i)
        result.hits.append({found[size_t(i)].kind, found[size_t(i)].row});
    return result;
}

} // namespace chipatlas
