// A minimal, local play model (givens, entries, notes, live conflicts) behind a small seam:
// the App reads it through const queries and changes it only in App::execute_commands, so the
// real play model (moves, undo/redo, saves) can replace it without touching the views.
#pragma once

#include <cstdint>
#include <vector>

#include "core/board.hpp"

namespace sudoku::app {

// Why a filled cell is coloured the way it is (the player's entries have no mark).
enum class CellMark : std::uint8_t { None, Hint, Solution };

class PlayState {
  public:
    explicit PlayState(core::Board givens);

    [[nodiscard]] const core::Layout& layout() const { return m_board.layout(); }
    [[nodiscard]] const core::Board& givens() const { return m_givens; }
    [[nodiscard]] const core::Board& board() const { return m_board; }
    [[nodiscard]] bool is_given(core::Cell c) const { return m_givens.at(c) != core::kEmpty; }
    [[nodiscard]] core::Mask notes(core::Cell c) const { return m_notes[c]; }
    [[nodiscard]] CellMark mark(core::Cell c) const { return m_marks[c]; }
    // The cell's digit is also held by a peer (live conflict highlighting).
    [[nodiscard]] bool in_conflict(core::Cell c) const { return m_conflict[c] != 0; }
    [[nodiscard]] int conflict_count() const { return m_conflict_pairs; }
    // How many cells hold the digit (1..N).
    [[nodiscard]] int count_of(core::Digit d) const { return m_digit_counts[d]; }
    [[nodiscard]] bool is_solved() const { return m_board.is_solved(); }

    // Each mutation returns false (and changes nothing) when it does not apply, e.g. on a given.
    bool set_digit(core::Cell c, core::Digit d);
    bool erase(core::Cell c);
    bool toggle_note(core::Cell c, core::Digit d);
    // Every empty cell gets the digits no peer holds.
    void fill_notes();
    // Back to the givens: entries and notes removed.
    void clear_entries();

  private:
    void refresh();

    core::Board m_givens;
    core::Board m_board;
    std::vector<core::Mask> m_notes;
    std::vector<CellMark> m_marks;
    std::vector<std::uint8_t> m_conflict;
    std::vector<int> m_digit_counts;
    int m_conflict_pairs = 0;
};

}  // namespace sudoku::app
