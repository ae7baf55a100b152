#include "core/fast/fast_solver.hpp"

#include "core/base/random.hpp"
#include "core/fast/classic9_simd.hpp"
#include "core/fast/fast_solver_classic9.hpp"
#include "core/fast/fast_solver_generic.hpp"

namespace sudoku::core {

FastSolveResult fast_solve(const Board& puzzle, const FastSolveOptions& options) {
    // Maps made for another board cannot apply: a preference of the wrong size is ignored, a
    // symmetry of the wrong size admits no grid.
    const auto cells = static_cast<std::size_t>(puzzle.cell_count());
    if (options.automorphism != nullptr && options.automorphism->cells.size() != cells) return {};
    if (options.prefer != nullptr && options.prefer->cells().size() != cells) {
        FastSolveOptions fitted = options;
        fitted.prefer = nullptr;
        return fast_solve(puzzle, fitted);
    }
    // The vectorised 9x9 kernels serve the plain solve and count; the portable 9x9 path adds
    // random order and a preferred grid; the general one serves every layout and symmetry.
    if (classic9_simd_applies(puzzle, options)) return fast_solve_classic9_simd(puzzle, options);
    if (is_classic9(puzzle.layout()) && options.automorphism == nullptr)
        return fast_solve_classic9(puzzle, options);
    return fast_solve_generic(puzzle, options);
}

std::optional<Board> solve(const Board& puzzle) {
    return fast_solve(puzzle, {.solution_limit = 1}).first;
}

int count_solutions(const Board& puzzle, int limit) {
    return fast_solve(puzzle, {.solution_limit = limit}).solutions;
}

std::optional<Board> random_solution(const Board& puzzle, std::uint64_t seed) {
    // Random search has a heavy tail on big boards: now and then an early choice fails only
    // deep down (a few 25x25 seeds in a hundred run for seconds). Restarting with a fresh seed
    // and a doubled guess budget cuts that tail; as the budget keeps growing, a puzzle without
    // a solution is still proved so in the end.
    Random seeds(seed);
    std::uint64_t budget = 2 * static_cast<std::uint64_t>(puzzle.cell_count()) + 64;
    for (;;) {
        const FastSolveResult result = fast_solve(puzzle, {.solution_limit = 1,
                                                           .node_limit = budget,
                                                           .random_order = true,
                                                           .seed = seeds.next()});
        if (!result.aborted) return result.first;
        budget *= 2;
    }
}

}  // namespace sudoku::core
