// Every request the New game dialog offers, as one list: what `sudoku-cli bench-generate
// --matrix` times and what the tests compare with the dialog's choices.
#pragma once

#include <vector>

#include "core/generate/puzzle_request.hpp"

namespace sudoku::core {

// The New game dialog's choices, each combination once (seed 0): every size from kMinSize to
// kMaxSize; every box shape of the size (the default one when it has none, none for jigsaw
// variants); every variant available there; "any" and every difficulty the board can reach
// (grade_limit), each set as the dialog sets it (with_difficulty: Evil turns symmetry off);
// plain, Killer and Killer with givens (Killer where killer_grade_limit offers the level); and, for
// plain puzzles of any difficulty, the exact empty-cell counts of the dialog's three buttons
// (empty_button_cells) where the dialog would start them (the generator accepts the count with
// the symmetry). Symmetry stays the dialog's default for the difficulty. Ordered by size, box,
// variant, then the rest.
[[nodiscard]] std::vector<PuzzleRequest> new_game_matrix();

}  // namespace sudoku::core
