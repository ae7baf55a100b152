// Watch mode's marks on a laid-out board (core/paint inside only): struck candidates, the
// current cell and the value tried there, a rejected value's line to its peer with the unit
// named, a dead end, predict mode's rings and counts, a cell breakpoint's dot.
#pragma once

#include <vector>

#include "core/paint/board_picture.hpp"
#include "core/paint/note_grid.hpp"

namespace sudoku::core::paint {

// `note_size`: the candidates' text size (the dead end's digits take it too).
void layout_marks(const BoardState& s, const BoardPalette& p, const BoardWords& words,
                  const BoardBox& box, const NoteGrid& grid, double note_size,
                  std::vector<Shape>& out);

}  // namespace sudoku::core::paint
