#pragma once

// The edits chipatlas-crash-editor saves through the GUI's session, and how tst_crash_edit tells
// which one a stored chip holds. Edit k (1, 2, ...) edits chip editedChipIds()[k % 3] and
// changes several of its fields together, each derived from k: a chip that holds fields of two
// edits (or an edit's fields beside the original ones) is a torn save.

#include "domain/chip.h"

#include <QRegularExpression>
#include <QStringList>

#include <optional>

namespace crashtest {

inline const QStringList& editedChipIds() {
    static const QStringList ids{QStringLiteral("nvidia-h100-sxm"), QStringLiteral("amd-mi300x"),
                                 QStringLiteral("google-tpu-v5p")};
    return ids;
}

inline int editedChipIndex(int k) {
    return k % int(editedChipIds().size());
}

// `original` as edit `k` leaves it: name, notes and three figures with their source and note.
inline chipatlas::Chip editedChip(const chipatlas::Chip& original, int k) {
    using chipatlas::Field;
    chipatlas::Chip chip = original;
    chip.name = original.name + QStringLiteral(" (edit %1)").arg(k);
    chip.notes = QStringLiteral("crash edit %1").arg(k);
    const auto set = [k](chipatlas::Figure& figure, double value) {
        figure = chipatlas::Figure{};
        figure.value = value;
        figure.status = chipatlas::FigureStatus::Published;
        figure.source = QStringLiteral("https://example.invalid/edit/%1").arg(k);
        figure.note = QStringLiteral("from edit %1").arg(k);
    };
    set(chip.figure(Field::TdpW), 300.0 + k);
    set(chip.figure(Field::TransistorsBillion), 10.0 + k);
    set(chip.figure(Field::LaunchPriceUsd), 10000.0 + k);
    return chip;
}

// The edit a stored chip claims to hold (its notes), nullopt for none.
inline std::optional<int> claimedEdit(const chipatlas::Chip& stored) {
    static const QRegularExpression pattern(QStringLiteral("^crash edit (\\d+)$"));
    const QRegularExpressionMatch match = pattern.match(stored.notes);
    if (!match.hasMatch())
        return std::nullopt;
    return match.captured(1).toInt();
}

} // namespace crashtest
