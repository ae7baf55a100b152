// The sub-grid of small-digit slots inside a board cell (the player's notes, the search's
// candidates): digit d sits in slot d, `columns` to a row. Shared by the game's notes layer and
// the board's layout (core/paint), so a mark drawn over a candidate lands on it.
#pragma once

#include "core/base/types.hpp"

namespace sudoku::core {

// The slots in one cell, in pixels relative to the cell's top-left corner.
struct NoteGrid {
    float cell = 0.0f;  // side of the cell
    int columns = 1;
    int rows = 1;
    float inset = 0.0f;  // margin between the cell's edge and the slots
    float top = 0.0f;    // extra margin above the slots (Killer: room for a cage's sum)
    float slot_width = 0.0f;
    float slot_height = 0.0f;

    [[nodiscard]] float centre_x(Digit d) const;
    [[nodiscard]] float centre_y(Digit d) const;
};

// The slots for notes 1..n, `columns` to a row, in a cell `cell` pixels wide.
[[nodiscard]] NoteGrid note_grid(int n, int columns, float cell);

// Columns of the sub-grid for n digits: ceil(sqrt(n)) (3 for 9x9, 4 for 16x16).
[[nodiscard]] int note_columns(int n);

}  // namespace sudoku::core
