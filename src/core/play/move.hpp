// A player's action as data. Moves are applied by one pure function (apply_move), recorded in
// the history for undo/redo, and written to save files, which replay them on load.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid/layout.hpp"

namespace sudoku::core {

enum class MoveKind : std::uint8_t {
    SetDigit,        // cell, digit: place a digit (clears the cell's notes; clean_notes: also
                     // strikes the digit from its peers' notes)
    ClearCell,       // cell: erase the digit, or the notes when the cell has no digit
    ToggleNote,      // cell, digit: add or remove one pencil note of an empty cell
    SetNotes,        // cell, notes: replace the notes of an empty cell
    AutoNotes,       // every empty cell's notes become its legal candidates
    Hint,            // cell: fill the cell with the solution's digit, marked as a hint
    ShowSolution,    // fill every cell that is empty or wrong with the solution
    ClearEntries,    // erase every digit the player, hints or the solution wrote; notes stay
    Restart,         // back to the givens: digits and notes erased
    SolverSolution,  // digits: a solver's full grid (an animated solve ends as one move)
};

// "set", "clear", "note", "notes", "auto-notes", "hint", "show-solution", "clear-entries",
// "restart", "solver-solution": the names save files use.
[[nodiscard]] const char* move_kind_name(MoveKind kind);
[[nodiscard]] std::optional<MoveKind> parse_move_kind(std::string_view name);

// Which fields a kind reads; the others stay at their defaults.
[[nodiscard]] bool move_uses_cell(MoveKind kind);
[[nodiscard]] bool move_uses_digit(MoveKind kind);

struct Move {
    MoveKind kind = MoveKind::SetDigit;
    Cell cell = kNoCell;
    Digit digit = kEmpty;
    Mask notes = 0;                  // SetNotes
    bool clean_notes = true;         // SetDigit: the "auto-clean notes" setting when played
    std::vector<Digit> digits = {};  // SolverSolution: one digit per cell

    [[nodiscard]] static Move set_digit(Cell c, Digit d, bool clean_notes = true) {
        return {MoveKind::SetDigit, c, d, 0, clean_notes};
    }
    [[nodiscard]] static Move clear_cell(Cell c) { return {MoveKind::ClearCell, c}; }
    [[nodiscard]] static Move toggle_note(Cell c, Digit d) { return {MoveKind::ToggleNote, c, d}; }
    [[nodiscard]] static Move set_notes(Cell c, Mask m) { return {MoveKind::SetNotes, c, 0, m}; }
    [[nodiscard]] static Move auto_notes() { return {MoveKind::AutoNotes}; }
    [[nodiscard]] static Move hint(Cell c) { return {MoveKind::Hint, c}; }
    [[nodiscard]] static Move show_solution() { return {MoveKind::ShowSolution}; }
    [[nodiscard]] static Move clear_entries() { return {MoveKind::ClearEntries}; }
    [[nodiscard]] static Move restart() { return {MoveKind::Restart}; }
    [[nodiscard]] static Move solver_solution(std::vector<Digit> grid) {
        return {MoveKind::SolverSolution, kNoCell, 0, 0, true, std::move(grid)};
    }

    bool operator==(const Move&) const = default;
};

// The history list's label: "r3c5: 7", "r3c5: clear", "r3c5: note 4", "r3c5: notes 1 4 7",
// "auto notes", "hint r3c5", "show solution", "clear entries", "restart", "solver solution".
[[nodiscard]] std::string describe_move(const Layout& layout, const Move& move);

}  // namespace sudoku::core
