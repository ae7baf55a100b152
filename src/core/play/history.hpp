// Undo/redo: the moves played, each with the cells it changed (before and after, so undo
// restores auto-cleaned notes exactly) and a readable label, plus a cursor.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/play/game_tally.hpp"
#include "core/play/move.hpp"
#include "core/play/position.hpp"

namespace sudoku::core {

struct HistoryEntry {
    Move move;
    std::string label;                // "r3c5: 7"
    std::vector<CellChange> changes;  // never empty: moves that change nothing are not recorded
    // A restart: the old attempt's tallies, which undoing it gives back (not saved: a loaded
    // game has them from the replay, without the clock).
    std::optional<GameTally> tally_before{};
    bool operator==(const HistoryEntry&) const = default;
};

class History {
  public:
    // Records a move after the cursor, dropping the moves that had been undone.
    void push(HistoryEntry entry);
    // The entry to revert (the cursor moves back), or nullptr when there is nothing to undo.
    const HistoryEntry* undo();
    // The entry to apply again (the cursor moves forward), or nullptr.
    const HistoryEntry* redo();
    void clear() {
        m_entries.clear();
        m_cursor = 0;
        m_changes = 0;
    }
    // Removes the `count` oldest entries (at most cursor()) and returns them, oldest first: the
    // game folds them into the position its history starts from.
    std::vector<HistoryEntry> drop_oldest(std::size_t count);

    [[nodiscard]] bool can_undo() const { return m_cursor > 0; }
    [[nodiscard]] bool can_redo() const { return m_cursor < m_entries.size(); }
    // Number of entries currently applied; entries from here on are the redo tail.
    [[nodiscard]] std::size_t cursor() const { return m_cursor; }
    [[nodiscard]] std::size_t size() const { return m_entries.size(); }
    [[nodiscard]] const std::vector<HistoryEntry>& entries() const { return m_entries; }
    // Cell changes over all entries (bulk moves such as auto-notes change many cells), plus
    // the N*N digits each solver-solution move carries: bounds memory and save size alike.
    [[nodiscard]] std::size_t change_count() const { return m_changes; }

    bool operator==(const History&) const = default;

  private:
    std::vector<HistoryEntry> m_entries;
    std::size_t m_cursor = 0;
    std::size_t m_changes = 0;
};

}  // namespace sudoku::core
