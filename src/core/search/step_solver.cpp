#include "core/search/step_solver.hpp"

#include <string>

#include "core/dlx/dlx_search.hpp"
#include "core/grid/validation.hpp"
#include "core/search/mrv_search.hpp"
#include "core/search/naive_search.hpp"
#include "core/search/propagate_search.hpp"

namespace sudoku::core {

const char* algorithm_name(Algorithm a) {
    switch (a) {
        case Algorithm::Naive:
            return "naive";
        case Algorithm::Mrv:
            return "mrv";
        case Algorithm::Propagate:
            return "propagate";
        case Algorithm::Dlx:
            return "dlx";
    }
    return "naive";
}

std::optional<Algorithm> parse_algorithm(std::string_view name) {
    for (const Algorithm a :
         {Algorithm::Naive, Algorithm::Mrv, Algorithm::Propagate, Algorithm::Dlx})
        if (name == algorithm_name(a)) return a;
    return std::nullopt;
}

namespace {

// Boards built in code (not parsed) can carry anything; the solvers index tables by digit.
std::optional<Error> check_digits(const Board& board) {
    const Layout& layout = board.layout();
    if (board.cell_count() != layout.cell_count())
        return unspecified_error("board has " + std::to_string(board.cell_count()) +
                                 " cells, its " + layout.describe() + " layout needs " +
                                 std::to_string(layout.cell_count()));
    for (int c = 0; c < board.cell_count(); ++c) {
        const Digit d = board.at(static_cast<Cell>(c));
        if (d > board.size())
            return unspecified_error("value " + std::to_string(d) + " at " +
                                     layout.cell_name(static_cast<Cell>(c)) +
                                     " is out of range (1.." + std::to_string(board.size()) + ")");
    }
    return std::nullopt;
}

}  // namespace

Result<std::unique_ptr<StepSolver>> make_step_solver(const Board& start,
                                                     const StepSolverOptions& options) {
    if (auto error = check_digits(start)) return *error;
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
        case Algorithm::Dlx: {
            auto dlx = DlxSearch::create(start, options);
            if (!dlx) return dlx.error();
            solver = std::move(dlx.value());
            break;
        }
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
        case Algorithm::Dlx:
            return DlxSearch::pseudo_code();
    }
    return NaiveSearch::pseudo_code();
}

}  // namespace sudoku::core
