// The fast solver: bitmask candidates, naked and hidden singles, most-constrained branching.
// Used for instant solve, counting solutions up to a limit, random solutions and generation.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/grid/board.hpp"

namespace sudoku::core {

// A grid symmetry: the solution must satisfy grid[cells[c]] == digits[grid[c]] for every cell
// (both maps are involutions). The generator fills such grids for symmetric clue patterns.
struct GridAutomorphism {
    std::vector<Cell> cells;                   // the image of each cell
    std::array<Digit, kMaxSize + 1> digits{};  // the image of each digit ([0] unused)
};

struct FastSolveOptions {
    int solution_limit = 1;        // stop after this many solutions (2 proves uniqueness)
    std::uint64_t node_limit = 0;  // 0 = unbounded; otherwise give up after this many guesses
    bool random_order = false;     // try candidates in a seeded random order
    std::uint64_t seed = 0;
    bool keep_second = false;  // also keep the second solution found (a witness)
    // A full grid whose digit is tried first at every branch (before the order above). With a
    // known solution here, the search reaches it first and then meets the solutions that differ
    // from it in few cells early: a witness against uniqueness is found in a few guesses.
    const Board* prefer = nullptr;
    // Only grids with this symmetry are solutions (checked as digits are placed).
    const GridAutomorphism* automorphism = nullptr;
    // Set from another thread to stop (checked every few hundred guesses); the result is then
    // aborted and cancelled.
    const std::atomic<bool>* cancel = nullptr;
    // fast_solve_restarting only, for a person waiting (0 = no such bound): on a grid from
    // 16x16 with square boxes (no jigsaw, no cages) and at most a quarter of its cells given
    // that neither the plain search nor a written-down grid answers, the restarts stop after
    // this many guesses and the result is aborted and too_open.
    std::uint64_t open_grid_guesses = 0;
    // Naked and hidden subsets also when looking for one solution (on sparse grids from 12x12
    // on, as counting always does): fast_solve_restarting's restarts set it, since on open
    // Hyper grids they cut the dead ends a plain fill thrashes in.
    bool subsets_for_one = false;
};

struct FastSolveResult {
    int solutions = 0;            // found, capped at solution_limit
    bool aborted = false;         // node_limit reached (or cancelled) before the search ended
    bool cancelled = false;       // the cancel flag stopped the search
    bool too_open = false;        // open_grid_guesses stopped the search
    std::optional<Board> first;   // the first solution found
    std::optional<Board> second;  // the second one, with keep_second and solution_limit >= 2
    std::uint64_t guesses = 0;    // branching decisions made
};

// Givens that conflict give 0 solutions (never a wrong grid).
[[nodiscard]] FastSolveResult fast_solve(const Board& puzzle, const FastSolveOptions& options = {});

// Convenience wrappers.
[[nodiscard]] std::optional<Board> solve(const Board& puzzle);
[[nodiscard]] int count_solutions(const Board& puzzle, int limit = 2);
[[nodiscard]] std::optional<Board> random_solution(const Board& puzzle, std::uint64_t seed);

}  // namespace sudoku::core
