// The player's side of a game: digits, pencil notes and who filled each cell. This is exactly
// what undo restores; the cursor and selection are UI state and live in the app.
#pragma once

#include <cstdint>
#include <vector>

#include "core/grid/board.hpp"

namespace sudoku::core {

// Who put the digit in a cell; drives the cell colour (given, entry, hint, shown solution).
enum class CellMark : std::uint8_t { Empty, Given, User, Hint, Solution };

// "empty", "given", "user", "hint", "solution"
[[nodiscard]] const char* cell_mark_name(CellMark mark);

// Everything undo can change about one cell.
struct CellState {
    Digit digit = kEmpty;
    Mask notes = 0;
    CellMark mark = CellMark::Empty;
    bool operator==(const CellState&) const = default;
};

// One cell before and after a move: enough to undo and redo it exactly, including the notes
// that placing a digit cleaned from its peers.
struct CellChange {
    Cell cell = kNoCell;
    CellState before{};
    CellState after{};
    bool operator==(const CellChange&) const = default;
};

struct Position {
    // Invariants: digits holds the givens (marked Given); notes are 0 on filled cells;
    // an empty cell is marked Empty.
    Board digits;
    std::vector<Mask> notes;
    std::vector<CellMark> marks;

    // The starting position of a puzzle: its givens, no notes.
    [[nodiscard]] static Position start(const Board& givens);

    [[nodiscard]] CellState cell(Cell c) const { return {digits.at(c), notes[c], marks[c]}; }
    void set_cell(Cell c, const CellState& s) {
        digits.set(c, s.digit);
        notes[c] = s.notes;
        marks[c] = s.mark;
    }
    bool operator==(const Position&) const = default;
};

// The cells that differ between two positions of the same layout, ascending.
[[nodiscard]] std::vector<CellChange> diff_positions(const Position& before, const Position& after);

// Writes each change's `after` state (forward) or `before` state (backward).
void apply_changes(Position& position, const std::vector<CellChange>& changes, bool forward);

}  // namespace sudoku::core
