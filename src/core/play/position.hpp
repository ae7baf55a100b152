// The player's side of a game: digits, centre and corner marks, colours and who filled each
// cell. This is exactly what undo restores; the cursor and selection are UI state (the app's).
#pragma once

#include <cstdint>
#include <vector>

#include "core/grid/board.hpp"
#include "core/play/palette.hpp"

namespace sudoku::core {

// Who put the digit in a cell; drives the cell colour (given, entry, hint, shown solution).
enum class CellMark : std::uint8_t { Empty, Given, User, Hint, Solution };

// "empty", "given", "user", "hint", "solution"
[[nodiscard]] const char* cell_mark_name(CellMark mark);

// Everything undo can change about one cell. `notes` are the centre marks ("this cell is one
// of these digits"), `corners` the corner marks ("this digit goes in one of these cells").
struct CellState {
    Digit digit = kEmpty;
    Mask notes = 0;
    CellMark mark = CellMark::Empty;
    Mask corners = 0;
    Colour colour = 0;
    CandidateColours candidate_colours{};
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
    // Invariants: digits holds the givens (marked Given); notes, corners and candidate
    // colours are 0 on filled cells; an empty cell is marked Empty. Any cell may be coloured.
    Board digits;
    std::vector<Mask> notes;
    std::vector<CellMark> marks;
    std::vector<Mask> corners;
    std::vector<Colour> colours;
    std::vector<CandidateColours> candidate_colours;

    // The starting position of a puzzle: its givens, no marks, no colours.
    [[nodiscard]] static Position start(const Board& givens);

    [[nodiscard]] CellState cell(Cell c) const {
        return {digits.at(c), notes[c], marks[c], corners[c], colours[c], candidate_colours[c]};
    }
    void set_cell(Cell c, const CellState& s) {
        digits.set(c, s.digit);
        notes[c] = s.notes;
        marks[c] = s.mark;
        corners[c] = s.corners;
        colours[c] = s.colour;
        candidate_colours[c] = s.candidate_colours;
    }
    // True when no cell has a corner mark, a colour or a coloured candidate (a save can then
    // leave those fields out).
    [[nodiscard]] bool unmarked() const;
    bool operator==(const Position&) const = default;
};

// The cells that differ between two positions of the same layout, ascending.
[[nodiscard]] std::vector<CellChange> diff_positions(const Position& before, const Position& after);

// Writes each change's `after` state (forward) or `before` state (backward).
void apply_changes(Position& position, const std::vector<CellChange>& changes, bool forward);

}  // namespace sudoku::core
