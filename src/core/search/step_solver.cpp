#include "core/search/step_solver.hpp"

#include <string>

#include "core/dlx/dlx_search.hpp"
#include "core/grid/validation.hpp"
#include "core/search/config_search.hpp"
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
        case Algorithm::Custom:
            return "custom";
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

SearchConfig search_config(const StepSolverOptions& options) {
    SearchConfig config{.val = options.order, .seed = options.seed};
    switch (options.algorithm) {
        case Algorithm::Naive:
            break;
        case Algorithm::Mrv:
            config.var = VarOrder::Mrv;
            break;
        case Algorithm::Propagate:
            config.var = VarOrder::Mrv;
            config.infer = Inference::HiddenSingles;
            break;
        case Algorithm::Custom:
            config.var = options.var;
            config.infer = options.infer;
            break;
        case Algorithm::Dlx:  // branches on constraints, not cells: no switches apply
            break;
    }
    return config;
}

StepSolverOptions step_options(const SearchConfig& config) {
    StepSolverOptions options{.algorithm = Algorithm::Custom,
                              .order = config.val,
                              .seed = config.seed,
                              .var = config.var,
                              .infer = config.infer};
    return normalized_options(options);
}

StepSolverOptions normalized_options(const StepSolverOptions& options) {
    // Algorithm X has no cell order or inference to switch: it stays itself.
    if (options.algorithm == Algorithm::Dlx) return options;
    StepSolverOptions out = options;
    const SearchConfig c = search_config(options);
    out.algorithm = Algorithm::Custom;
    // The lessons' searches take asc or random values; LCV is the configurable search's.
    if (c.val != ValueOrder::Lcv) {
        if (c.var == VarOrder::RowMajor && c.infer == Inference::None)
            out.algorithm = Algorithm::Naive;
        else if (c.var == VarOrder::Mrv && c.infer == Inference::None)
            out.algorithm = Algorithm::Mrv;
        else if (c.var == VarOrder::Mrv && c.infer == Inference::HiddenSingles)
            out.algorithm = Algorithm::Propagate;
    }
    out.var = out.algorithm == Algorithm::Custom ? c.var : VarOrder::RowMajor;
    out.infer = out.algorithm == Algorithm::Custom ? c.infer : Inference::None;
    return out;
}

std::string solver_label(const StepSolverOptions& options) {
    const StepSolverOptions n = normalized_options(options);
    if (n.algorithm != Algorithm::Custom) return algorithm_name(n.algorithm);
    return to_spec(search_config(n));
}

Result<std::unique_ptr<StepSolver>> make_step_solver(const Board& start,
                                                     const StepSolverOptions& requested) {
    if (auto error = check_digits(start)) return *error;
    if (auto error = validate_givens(start)) return *error;
    const StepSolverOptions options = normalized_options(requested);
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
        case Algorithm::Custom:
            solver = std::make_unique<ConfigSearch>(start, options);
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
        case Algorithm::Dlx:
            return DlxSearch::pseudo_code();
        case Algorithm::Custom:
            break;
    }
    return NaiveSearch::pseudo_code();
}

std::span<const std::string_view> pseudo_code(const StepSolverOptions& options) {
    const StepSolverOptions n = normalized_options(options);
    if (n.algorithm == Algorithm::Custom) return ConfigSearch::pseudo_code(search_config(n));
    return pseudo_code(n.algorithm);
}

}  // namespace sudoku::core
