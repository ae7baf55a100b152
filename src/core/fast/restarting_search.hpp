// The fast solver for answers a person waits for (sudoku-cli solve/count/validate, opening or
// starting a game): a plain search first, then seeded restarts when that search thrashes, and
// one total guess budget, so an empty 25x25 hyper grid answers in a moment and nothing runs
// unbounded.
#pragma once

#include "core/fast/fast_solver.hpp"

namespace sudoku::core {

// Guesses the plain deterministic search gets before the restarts take over. Most puzzles end
// well within it (the hardest 9x9 take a few hundred), so their answers stay as before; past
// it the ordered search is likely stuck deep in a dead end (an empty 16x16 hyper grid needs
// millions of guesses that way, a few hundred with restarts).
inline constexpr std::uint64_t kPlainSearchGuesses = 2000;
// Steps of the search over the formula's grids with rows and columns reordered
// (shuffled_pattern.hpp), tried when the formula's renamed grid does not fit: about 0.1 s.
inline constexpr std::uint64_t kShuffledPatternSteps = 4'000'000;
// FastSolveOptions::open_grid_guesses for answers a person waits for: about a second of
// restarts on 25x25. The near-empty grids that get this far (25x25 X Hyper or Hyper grids with
// a few givens, placed at random, that no written-down grid fits) mostly ran on to the
// 2,000,000-guess limit, about 25 s, without an answer; saying so after a second is better.
inline constexpr std::uint64_t kOpenGridGuesses = 30'000;

// Same answer as fast_solve: `solutions` (capped at solution_limit) is exact unless the result
// is aborted. options.node_limit bounds the guesses of all attempts together (0 = unbounded),
// options.cancel stops it. When the plain search needs more than kPlainSearchGuesses, a first
// solution comes from the formula's grid where it fits the givens (pattern_solution: empty and
// near-empty grids with square boxes, Hyper included), else from the formula's grids with rows
// and columns reordered (shuffled_pattern_solution, for at most half the cells given), else from
// random restarts with doubling
// budgets (the deep dead ends of an ordered search on a sparse grid are a heavy tail, which
// restarts cut); on a large grid with square boxes and at most a quarter of its cells given,
// options.open_grid_guesses bounds them (the result is then aborted and too_open). For a
// solution_limit above one, digits no given uses make min(limit, m!) solutions of that one
// (free_digits); otherwise the count runs again with the solution preferred: it reaches it without
// a wrong guess and meets a second one nearby. `guesses` is the total of every attempt.
// random_order, prefer and automorphism requests go straight to fast_solve. Where
// FastSolveOptions::open_grid_guesses applies: grids from 16x16 the written-down patterns serve
// (square boxes, no jigsaw pieces or cages) with at most a quarter of their cells given, whose
// searches thrash for want of givens. A hard puzzle with more givens, or of another shape, keeps
// the whole node limit: its trouble is its difficulty, not openness.
[[nodiscard]] bool may_be_too_open(const Board& puzzle);

[[nodiscard]] FastSolveResult fast_solve_restarting(const Board& puzzle,
                                                    const FastSolveOptions& options);

}  // namespace sudoku::core
