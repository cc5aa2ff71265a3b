#pragma once

// Shared by the model-fit tests: the real built-in catalog, looked up by id, and small
// builders for inputs and chips.
#include "domain/modelfit.h"
#include "io/catalogjson.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <cmath>

namespace chipatlas::fittest {
inline constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

inline QHash<QString, LlmModel> g_models;
inline QHash<QString, Chip> g_chips;

inline const LlmModel& model(const QString& id) {
    if (!g_models.contains(id))
        qFatal("no model %s", qPrintable(id));
    return g_models[id];
}

inline const Chip& chip(const QString& id) {
    if (!g_chips.contains(id))
        qFatal("no chip %s", qPrintable(id));
    return g_chips[id];
}

inline WeightPrecision precision(const char* key) {
    const auto parsed = WeightPrecision::parse(QString::fromLatin1(key));
    if (!parsed)
        qFatal("bad precision %s", key);
    return *parsed;
}

inline FitInputs inputs(const char* weights, qint64 context, qint64 batch, double headroom,
                        int chips = 1) {
    FitInputs in;
    in.weights = precision(weights);
    in.contextTokens = context;
    in.batch = batch;
    in.headroomPercent = headroom;
    in.chips = chips;
    return in;
}

// A chip with only a memory figure, e.g. the 32 GB of the comparison page.
inline Chip memoryOnlyChip(double gb) {
    Chip c;
    c.id = QStringLiteral("test-chip");
    c.name = QStringLiteral("Test chip");
    c.figure(Field::MemoryGb).value = gb;
    c.figure(Field::MemoryGb).status = FigureStatus::Published;
    return c;
}

inline double rounded(double value, int decimals) {
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

inline bool anyContains(const QStringList& notes, const QString& text) {
    for (const QString& note : notes) {
        if (note.contains(text))
            return true;
    }
    return false;
}
// Fills g_models and g_chips from the compiled-in catalog; returns an error or "".
inline QString loadBuiltInCatalog() {
    QString error;
    const auto models = builtInModels(&error);
    if (!models)
        return error;
    for (const LlmModel& m : models->models)
        g_models.insert(m.id(), m);
    const auto chips = builtInChips(&error);
    if (!chips)
        return error;
    for (const Chip& c : chips->chips)
        g_chips.insert(c.id, c);
    return QString();
}
} // namespace chipatlas::fittest
