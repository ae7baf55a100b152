#include "core/search/mrv_cost.hpp"

#include "core/search/step_solver.hpp"

namespace sudoku::core {

std::optional<MrvCost> mrv_search_cost(const Board& puzzle, std::uint64_t step_limit) {
    auto made = make_step_solver(puzzle, StepSolverOptions{.algorithm = Algorithm::Mrv});
    if (!made) return std::nullopt;
    StepSolver& solver = *made.value();
    for (std::uint64_t n = 0; n < step_limit && solver.next(); ++n) {
    }
    const SearchCounters& counters = solver.counters();
    return MrvCost{counters.placements, counters.backtracks, counters.steps, solver.finished(),
                   counters.solutions > 0};
}

}  // namespace sudoku::core
