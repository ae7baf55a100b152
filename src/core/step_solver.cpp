#include "core/step_solver.hpp"

#include "core/mrv_search.hpp"
#include "core/naive_search.hpp"
#include "core/propagate_search.hpp"
#include "core/validation.hpp"

namespace sudoku::core {

const char* algorithm_name(Algorithm a) {
    switch (a) {
        case Algorithm::Naive:
            return "naive";
        case Algorithm::Mrv:
            return "mrv";
        case Algorithm::Propagate:
            return "propagate";
    }
    return "naive";
}

std::optional<Algorithm> parse_algorithm(std::string_view name) {
    for (const Algorithm a : {Algorithm::Naive, Algorithm::Mrv, Algorithm::Propagate})
        if (name == algorithm_name(a)) return a;
    return std::nullopt;
}

Result<std::unique_ptr<StepSolver>> make_step_solver(const Board& start,
                                                     const StepSolverOptions& options) {
    if (auto error = validate_givens(start)) return *error;
    std::unique_ptr<StepSolver> solver;
    switch (options.algorithm) {
        case Algorithm::Naive:
            solver = std::make_unique<NaiveSearch>(start, options);
            break;
        case Algorithm::Mrv:
            solver = std::make_unique<MrvSearch>(start, options);
            break;
        case Algorithm::Propagate:
            solver = std::make_unique<PropagateSearch>(start, options);
            break;
    }
    return solver;
}

std::span<const std::string_view> pseudo_code(Algorithm a) {
    switch (a) {
        case Algorithm::Naive:
            return NaiveSearch::pseudo_code();
        case Algorithm::Mrv:
            return MrvSearch::pseudo_code();
        case Algorithm::Propagate:
            return PropagateSearch::pseudo_code();
    }
    return NaiveSearch::pseudo_code();
}

}  // namespace sudoku::core
