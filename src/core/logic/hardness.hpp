// How near a puzzle comes to stumping the logical grader, measured finer than its grade: the
// neighbourhood search that makes Evil puzzles (core/hardening_walk.hpp) climbs this number.
#pragma once

#include <limits>

#include "core/grid/board.hpp"

namespace sudoku::core {

struct Hardness {
    // Logic gets stuck even when every single assumption is tried at once (one level of trial
    // and error through singles) and forcing chains find nothing: the puzzle is Evil.
    bool stuck = false;
    // Over the positions logic could pass only by assuming, the fewest single assumptions that
    // broke the grid (0 when only a forcing chain helped). Fewer means nearer to stuck; a puzzle
    // that never needs an assumption keeps the maximum.
    int fewest_breaking = std::numeric_limits<int>::max();
    // How many positions needed an assumption (more is harder, at equal fewest_breaking).
    int assumption_positions = 0;

    // Stuck first, then fewer breaking assumptions, then more positions needing one.
    [[nodiscard]] bool at_least(const Hardness& other) const;
    [[nodiscard]] bool harder_than(const Hardness& other) const;
};

// Solves `puzzle` (unique, no conflicting givens) with every technique below Nishio; where
// those stop it tries every candidate of every empty cell as an assumption, removes all that
// break the grid through singles, and falls back to forcing chains. A broken puzzle measures
// as the easiest.
[[nodiscard]] Hardness measure_hardness(const Board& puzzle);

}  // namespace sudoku::core
