// A player's action as data. Moves are applied by one pure function (apply_move), recorded in
// the history for undo/redo, and written to save files, which replay them on load.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/grid/layout.hpp"
#include "core/play/palette.hpp"

namespace sudoku::core {

enum class MoveKind : std::uint8_t {
    SetDigit,        // cell, digit: place a digit (clears the cell's notes; clean_notes: also
                     // strikes the digit from its peers' notes)
    ClearCell,       // cell: erase the digit, or the notes when the cell has no digit
    ToggleNote,      // cell, digit: add or remove one centre mark (pencil note) of an empty cell
    SetNotes,        // cell, notes: replace the notes of an empty cell
    AutoNotes,       // every empty cell's notes become its legal candidates
    Hint,            // cell: fill the cell with the solution's digit, marked as a hint
    ShowSolution,    // fill every cell that is empty or wrong with the solution
    ClearEntries,    // erase every digit the player, hints or the solution wrote; notes stay
    Restart,         // back to the givens: digits and notes erased
    SolverSolution,  // digits: a solver's full grid (an animated solve ends as one move)
    ToggleCorner,    // cell, digit: add or remove one corner mark of an empty cell
    SetColour,       // cell, colour: colour a cell (givens too); colour 0 removes it
    SetCandidateColour,  // cell, digit, colour: colour one candidate of an empty cell
};

// "set", "clear", "note", "notes", "auto-notes", "hint", "show-solution", "clear-entries",
// "restart", "solver-solution", "corner", "colour", "candidate-colour": the names save files use.
[[nodiscard]] const char* move_kind_name(MoveKind kind);
[[nodiscard]] std::optional<MoveKind> parse_move_kind(std::string_view name);

// Which fields a kind reads; the others stay at their defaults.
[[nodiscard]] bool move_uses_cell(MoveKind kind);
[[nodiscard]] bool move_uses_digit(MoveKind kind);
[[nodiscard]] bool move_uses_colour(MoveKind kind);
// Kinds that may target many cells at once (`cells`): digits, erasing, marks and colours.
[[nodiscard]] bool move_takes_many_cells(MoveKind kind);

struct Move {
    MoveKind kind = MoveKind::SetDigit;
    Cell cell = kNoCell;
    Digit digit = kEmpty;
    Mask notes = 0;                  // SetNotes
    bool clean_notes = true;         // SetDigit: the "auto-clean notes" setting when played
    std::vector<Digit> digits = {};  // SolverSolution: one digit per cell
    Colour colour = 0;               // SetColour, SetCandidateColour: 0 = none
    // A move on a multi-cell selection (one undoable move): the cells, ascending and distinct;
    // then `cell` is kNoCell. Givens and, for marks, filled cells in it are skipped; a toggle
    // adds the mark to every cell when one lacks it, else removes it from all.
    std::vector<Cell> cells = {};
    // Hint: the candidates the hint's explained step rules out, struck from the centre and
    // corner marks along with the fill (one undoable move, so the board shows what it says).
    std::vector<std::pair<Cell, Digit>> strikes = {};

    // The cells the move acts on: `cells`, or `cell` alone.
    [[nodiscard]] std::vector<Cell> targets() const {
        return cells.empty() ? std::vector<Cell>{cell} : cells;
    }

    [[nodiscard]] static Move set_digit(Cell c, Digit d, bool clean_notes = true) {
        return {MoveKind::SetDigit, c, d, 0, clean_notes};
    }
    [[nodiscard]] static Move clear_cell(Cell c) { return {MoveKind::ClearCell, c}; }
    [[nodiscard]] static Move toggle_note(Cell c, Digit d) { return {MoveKind::ToggleNote, c, d}; }
    [[nodiscard]] static Move set_notes(Cell c, Mask m) { return {MoveKind::SetNotes, c, 0, m}; }
    [[nodiscard]] static Move auto_notes() { return {MoveKind::AutoNotes}; }
    [[nodiscard]] static Move hint(Cell c, std::vector<std::pair<Cell, Digit>> strikes = {}) {
        return {.kind = MoveKind::Hint, .cell = c, .strikes = std::move(strikes)};
    }
    [[nodiscard]] static Move show_solution() { return {MoveKind::ShowSolution}; }
    [[nodiscard]] static Move clear_entries() { return {MoveKind::ClearEntries}; }
    [[nodiscard]] static Move restart() { return {MoveKind::Restart}; }
    [[nodiscard]] static Move solver_solution(std::vector<Digit> grid) {
        return {MoveKind::SolverSolution, kNoCell, 0, 0, true, std::move(grid)};
    }

    [[nodiscard]] static Move toggle_corner(Cell c, Digit d) {
        return {MoveKind::ToggleCorner, c, d};
    }
    [[nodiscard]] static Move set_colour(Cell c, Colour colour) {
        return {.kind = MoveKind::SetColour, .cell = c, .colour = colour};
    }
    [[nodiscard]] static Move set_candidate_colour(Cell c, Digit d, Colour colour) {
        return {.kind = MoveKind::SetCandidateColour, .cell = c, .digit = d, .colour = colour};
    }
    // The same move on many cells: one cell stays a plain single-cell move.
    [[nodiscard]] Move on_cells(std::vector<Cell> many) const;

    bool operator==(const Move&) const = default;
};

// The history list's label: "r3c5: 7", "r3c5: clear", "r3c5: note 4", "r3c5: notes 1 4 7",
// "auto notes", "hint r3c5", "show solution", "clear entries", "restart", "solver solution",
// "r3c5: corner 4", "r3c5: colour 2", "r3c5: candidate 4 colour 2"; a move on many cells
// names its first cell and the count: "r3c5 +4: 7".
[[nodiscard]] std::string describe_move(const Layout& layout, const Move& move);

}  // namespace sudoku::core
