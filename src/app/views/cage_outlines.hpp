// Killer cages on the board: dashed outlines inset from the cell edges (inside the thick and
// thin grid lines, so jigsaw, X and Hyper drawing stay readable) and each cage's sum, small, in
// its top-left cell on a patch of the board colour.
#pragma once

#include <imgui.h>

#include "app/views/board_overlay.hpp"

namespace sudoku::app {

struct CageInk {
    ImU32 line = 0;
    ImU32 sum = 0;
    ImU32 background = 0;  // under the sum, cutting the dashes as on paper
    ImU32 highlight = 0;   // the cage Watch mode points at
};

// The sum's pixel height for a cell: a quarter of the cell, at least 10 px (present mode and
// large type make cells bigger, so the sum grows with them).
[[nodiscard]] float cage_sum_height(float cell);

// Room the sum takes at the top of a cage's first cell (notes start below it).
[[nodiscard]] float cage_sum_margin(float cell);

// Draws every cage of geometry.layout; `highlight` (a cage index, or -1) gets a solid outline.
void draw_cages(ImDrawList* dl, const BoardGeometry& geometry, const CageInk& ink, ImFont* font,
                float font_size, int highlight = -1);

}  // namespace sudoku::app
