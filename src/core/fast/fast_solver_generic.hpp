// The fast solver's general path: bitmask candidates over Layout units and peers, so it serves
// every size 3..25, box shape, jigsaw, X and hyper layout. fast_solve() picks it or a faster
// specialised path; tests call it directly to prove the paths agree.
#pragma once

#include "core/fast/fast_solver.hpp"

namespace sudoku::core {

[[nodiscard]] FastSolveResult fast_solve_generic(const Board& puzzle,
                                                 const FastSolveOptions& options);

}  // namespace sudoku::core
