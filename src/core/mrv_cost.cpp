#include "core/mrv_cost.hpp"

// TODO(logic): make_step_solver is declared in core/step_solver.hpp but implemented on the
// step-solvers branch. Set this to 1 (or delete the switch) once that branch is merged.
#define SUDOKU_HAVE_STEP_SOLVER 0

#if SUDOKU_HAVE_STEP_SOLVER
#include "core/step_solver.hpp"
#endif

namespace sudoku::core {

std::optional<MrvCost> mrv_search_cost(const Board& puzzle, std::uint64_t step_limit) {
#if SUDOKU_HAVE_STEP_SOLVER
    auto made = make_step_solver(puzzle, StepSolverOptions{.algorithm = Algorithm::Mrv});
    if (!made) return std::nullopt;
    StepSolver& solver = *made.value();
    for (std::uint64_t n = 0; n < step_limit && solver.next(); ++n) {
    }
    const SearchCounters& counters = solver.counters();
    return MrvCost{counters.placements, counters.backtracks, counters.steps, solver.finished(),
                   counters.solutions > 0};
#else
    (void)puzzle;
    (void)step_limit;
    return std::nullopt;
#endif
}

}  // namespace sudoku::core
