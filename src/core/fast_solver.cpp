#include "core/fast_solver.hpp"

#include "core/fast_solver_classic9.hpp"
#include "core/fast_solver_generic.hpp"

namespace sudoku::core {

FastSolveResult fast_solve(const Board& puzzle, const FastSolveOptions& options) {
    if (is_classic9(puzzle.layout())) return fast_solve_classic9(puzzle, options);
    return fast_solve_generic(puzzle, options);
}

std::optional<Board> solve(const Board& puzzle) {
    return fast_solve(puzzle, {.solution_limit = 1}).first;
}

int count_solutions(const Board& puzzle, int limit) {
    return fast_solve(puzzle, {.solution_limit = limit}).solutions;
}

std::optional<Board> random_solution(const Board& puzzle, std::uint64_t seed) {
    return fast_solve(puzzle, {.solution_limit = 1, .random_order = true, .seed = seed}).first;
}

}  // namespace sudoku::core
