#pragma once

#include "entryrepositories.h"

#include <QList>

#include <algorithm>
#include <optional>
#include <utility>

namespace chipatlas::storage {

// The states of the chips an import writes, by row of its list. A state is large (a whole
// chip, even when none is stored), and an import into a new catalog stores none of its chips:
// unless the import keeps an undo step, which needs every state, only those of stored chips are
// kept.
class StoredChips {
public:
    explicit StoredChips(bool everyState)
        : m_everyState(everyState) {}

    // The states of the next rows, in order.
    void append(QList<ChipState>&& chunk) {
        for (ChipState& state : chunk) {
            if (m_everyState) {
                m_states.append(std::move(state));
            } else if (state.chip) {
                m_rows.append(m_count);
                m_states.append(std::move(state));
            }
            ++m_count;
        }
    }
    // The chip stored under the id of `row`, if any.
    const std::optional<Chip>& chip(qsizetype row) const {
        static const std::optional<Chip> none;
        if (m_everyState)
            return m_states.at(row).chip;
        const auto it = std::lower_bound(m_rows.cbegin(), m_rows.cend(), row);
        return it != m_rows.cend() && *it == row ? m_states.at(it - m_rows.cbegin()).chip : none;
    }
    qsizetype absentCount() const {
        return m_count - std::count_if(m_states.cbegin(), m_states.cend(),
                                       [](const ChipState& s) { return bool(s.chip); });
    }
    // Every row's state, for the undo step (constructed with everyState).
    QList<ChipState> takeAll() {
        Q_ASSERT(m_everyState);
        return std::exchange(m_states, {});
    }

private:
    bool m_everyState;
    qsizetype m_count = 0;
    QList<qsizetype> m_rows; // without everyState: the row of each kept state, ascending
    QList<ChipState> m_states;
};

} // namespace chipatlas::storage
