// Killer cages laid out as shapes: dashed outlines inset from the cell edges (inside the grid
// lines, so jigsaw, X and Hyper drawing stay readable) and each cage's sum in its first cell on
// a patch of the board colour, as on paper. The game's boards and every export share them.
#pragma once

#include <vector>

#include "core/grid/layout.hpp"
#include "core/paint/board_palette.hpp"
#include "core/plot/figure.hpp"

namespace sudoku::core {

struct BoardBox;

// The sum's text size for a cell: a quarter of the cell, at least 10 px (a projector's and
// large type's bigger cells make it grow).
[[nodiscard]] double cage_sum_height(double cell);

// Room the sum takes at the top of a cage's first cell (notes and candidates start below it).
[[nodiscard]] double cage_sum_margin(double cell);

// Every cage of `layout` (none when it has no cages); cage `highlight` (an index, or -1) gets a
// solid outline in the accent colour.
void layout_cages(const Layout& layout, const BoardPalette& palette, const BoardBox& box,
                  int highlight, std::vector<Shape>& out);

}  // namespace sudoku::core
