// The fast solver's path for the classic 9x9 layout (3x3 boxes, no extra units): one bitboard of
// possible cells per digit, so singles for the whole board fall out of a few bit operations.
// fast_solve() selects it at run time; other layouts use the general path.
#pragma once

#include "core/fast/fast_solver.hpp"

namespace sudoku::core {

// 9x9 with 3x3 boxes and nothing else (no jigsaw, X or hyper units).
[[nodiscard]] bool is_classic9(const Layout& layout);

// Requires is_classic9(puzzle.layout()).
[[nodiscard]] FastSolveResult fast_solve_classic9(const Board& puzzle,
                                                  const FastSolveOptions& options);

}  // namespace sudoku::core
