// A small board drawn inside a dialog: the givens of a puzzle being entered, with conflicting
// givens outlined, values out of range marked in red, and (when editable) a cursor and clicks.
#pragma once

#include <vector>

#include <imgui.h>

#include "app/views/fonts.hpp"
#include "app/views/theme.hpp"
#include "core/grid/board.hpp"
#include "core/grid/validation.hpp"
#include "core/text/puzzle_line.hpp"

namespace sudoku::app {

struct PreviewMarks {
    std::vector<core::Conflict> conflicts;
    std::vector<core::OutOfRange> out_of_range;
    core::Cell cursor = core::kNoCell;  // kNoCell: no cursor (read-only preview)
};

// Draws the board as a square of `side` pixels at the cursor position. Returns the cell
// clicked this frame, or kNoCell.
core::Cell draw_board_preview(const core::Board& board, const PreviewMarks& marks, float side,
                              const Theme& theme, const FontSet& fonts);

}  // namespace sudoku::app
