// Step solvers: the lessons' backtracking searches as iterators of events with an explicit
// stack (no recursion), deterministic for a given algorithm, value order and seed.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/dlx/column_rule.hpp"
#include "core/grid/board.hpp"
#include "core/search/search_config.hpp"
#include "core/search/step.hpp"

namespace sudoku::core {

enum class Algorithm : std::uint8_t {
    Naive,      // 000/001/004: first empty cell row-major, values 1..N, check, recurse, reset
    Mrv,        // 002: find_mrv_cell + solve_sudoku, trial_count = placements
    Propagate,  // most-constrained cell + forward checking with naked and hidden singles
    Dlx,        // Knuth's Algorithm X on dancing links over the exact-cover matrix
    Custom,     // the configurable search: StepSolverOptions::var, order and infer
};

// "naive", "mrv", "propagate", "dlx", "custom"
[[nodiscard]] const char* algorithm_name(Algorithm a);
[[nodiscard]] std::optional<Algorithm> parse_algorithm(std::string_view name);

struct StepSolverOptions {
    Algorithm algorithm = Algorithm::Naive;
    ValueOrder order = ValueOrder::Ascending;
    std::uint64_t seed = 0;                       // used when order == Random
    bool stop_at_first_solution = true;           // false: keep searching after each Solution
    VarOrder var = VarOrder::RowMajor;            // used when algorithm == Custom
    Inference infer = Inference::None;            // used when algorithm == Custom
    ColumnRule column_rule = ColumnRule::Fewest;  // dlx: the column it branches on
};

// The switches an options value stands for (a preset's own var and infer).
[[nodiscard]] SearchConfig search_config(const StepSolverOptions& options);
// The options that run `config`: a preset when the switches are one (so the lessons' counts
// stay exact), else Custom; stop_at_first_solution keeps its default.
[[nodiscard]] StepSolverOptions step_options(const SearchConfig& config);
// The same search with a preset named when the switches are one.
[[nodiscard]] StepSolverOptions normalized_options(const StepSolverOptions& options);
// A short name for titles and file names: the preset's name, or the spec of the switches.
[[nodiscard]] std::string solver_label(const StepSolverOptions& options);

// One level of the explicit stack, for the visualizer's stack view.
struct StackFrame {
    Cell cell = kNoCell;
    Digit digit = 0;     // the value currently placed or being tried (0 = none yet)
    Mask remaining = 0;  // values not tried yet at this level
};

class StepSolver {
  public:
    virtual ~StepSolver() = default;

    // The next event, or nullopt once the search is over: after Exhausted, or after the first
    // Solution when stop_at_first_solution is set.
    virtual std::optional<Step> next() = 0;

    [[nodiscard]] virtual bool finished() const = 0;
    [[nodiscard]] virtual const Board& board() const = 0;  // the board after the last event
    [[nodiscard]] virtual const SearchCounters& counters() const = 0;
    [[nodiscard]] virtual std::vector<StackFrame> stack() const = 0;
    // Current candidates of an empty cell as the algorithm sees them (mrv and propagate keep
    // them; naive computes them on demand from the board).
    [[nodiscard]] virtual Mask candidates(Cell c) const = 0;
    [[nodiscard]] virtual const StepSolverOptions& options() const = 0;
    // An independent copy in the same state: next() on both gives the same events.
    [[nodiscard]] virtual std::unique_ptr<StepSolver> clone() const = 0;
};

// Fails (with the conflict named) when the givens break a rule: the lessons' code would
// otherwise search a hopeless tree.
[[nodiscard]] Result<std::unique_ptr<StepSolver>> make_step_solver(
    const Board& start, const StepSolverOptions& options);

// The algorithm's pseudo-code, close to the lessons' Python; Step::line indexes it. Custom has
// no fixed listing: see pseudo_code(options).
[[nodiscard]] std::span<const std::string_view> pseudo_code(Algorithm a);
// The listing of any options: a preset's, or the configurable search's with only the parts
// its switches turn on.
[[nodiscard]] std::span<const std::string_view> pseudo_code(const StepSolverOptions& options);

}  // namespace sudoku::core
